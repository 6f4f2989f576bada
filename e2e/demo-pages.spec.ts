import { readdirSync } from "node:fs";
import { expectNoAxeViolations, scrollThrough, test, waitForBootToSettle } from "./support/test";

const demoPages = readdirSync(new URL("../demo-html", import.meta.url)).filter((file) =>
  file.endsWith(".html"),
);

for (const file of demoPages) {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 375, height: 740 },
  ]) {
    test(`${file} at ${viewport.name} width: enhanced with no console error and no axe violation`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${file}`);
      await scrollThrough(page);
      await waitForBootToSettle(page);
      await expectNoAxeViolations(page);
    });
  }
}
