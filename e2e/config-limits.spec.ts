import type { Page } from "@playwright/test";
import { expect, test, waitForBootToSettle } from "./support/test";

const PAGE = "/animations.html";
const INVALID_ENTRIES = 100_000;
/** The name of the User Timing measure around the config read (src/core/config.ts). */
const CONFIG_READ_MEASURE = "enhance:config-read";

/**
 * Serves the animations demo page with `et_animation_data` replaced by 100,000 entries that each lack the
 * required `class`, built by a small script (a 100,000-entry literal would itself be a long task to parse).
 */
async function openWithInvalidAnimationData(page: Page): Promise<void> {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const generated = `var et_animation_data = Array.from({ length: ${INVALID_ENTRIES} }, (_, index) => ({ style: "fade", delay: index + "ms" }));`;
    const patched = html.replace(/var et_animation_data = \[.*?\];/s, generated);
    expect(patched, "the demo page prints et_animation_data").not.toBe(html);
    await route.fulfill({ response, body: patched });
  });
  await page.goto(PAGE);
}

/** The User Timing measure the config read leaves (null if the config was never read). */
async function configReadMeasure(page: Page): Promise<{ start: number; duration: number } | null> {
  return page.evaluate((measureName) => {
    const [measure] = performance.getEntriesByName(measureName, "measure");
    return measure ? { start: measure.startTime, duration: measure.duration } : null;
  }, CONFIG_READ_MEASURE);
}

test.describe("config globals with huge lists", () => {
  test(`given ${INVALID_ENTRIES} invalid animation entries, warns twice (the cut and the bad entries) and reads no more than the cap`, async ({
    page,
  }) => {
    const configWarnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" && message.text().startsWith("[enhance:config]")) {
        configWarnings.push(message.text());
      }
    });
    await openWithInvalidAnimationData(page);
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /(^| )animations( |$)/);
    await waitForBootToSettle(page);
    expect(await configReadMeasure(page), "the config was read").not.toBeNull();
    expect(configWarnings).toEqual([
      `[enhance:config] config et_animation_data: ${INVALID_ENTRIES} entries, more than the 1000 a page can use; only the first 1000 read`,
      expect.stringMatching(
        /^\[enhance:config\] config et_animation_data: 100 entries ignored \(first \[0\], \[1\], \[2\]; et_animation_data\[0\]\.class: .*\); stopped after 100 bad entries, the rest not read$/,
      ),
    ]);
    // No entry survived, so no module of the page waits for an entrance animation.
    await expect(page.locator("[data-animation-state]")).toHaveCount(0);
  });
});
