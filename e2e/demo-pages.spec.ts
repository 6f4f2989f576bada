import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { countChildRuleMatches, fewerChildRuleMatches } from "./support/child-rules";
import { expect, expectNoAxeViolations, scrollThrough, test, waitForBootToSettle } from "./support/test";

const demoPages = readdirSync(new URL("../demo-html", import.meta.url)).filter((file) =>
  file.endsWith(".html"),
);

interface ExpectedWarning {
  /** Matched against the whole console text, `[enhance:<scope>] ...` included. */
  readonly text: RegExp;
  readonly reason: string;
}

/**
 * The `[enhance:*]` console warnings a demo page gives on purpose, each with why. Any other warning from the
 * bundle fails the page: a warning is how the product says something on the page is broken.
 */
const EXPECTED_WARNINGS: Readonly<Record<string, readonly ExpectedWarning[]>> = {
  "sticky.html": [
    {
      text: /^\[enhance:sticky\] sticky module et_pb_text_31 is inside sticky module et_pb_row_11; ignored$/,
      reason: "the page shows that a sticky module inside a sticky row is ignored, as the theme does",
    },
  ],
  "widgets.html": [
    {
      text: /^\[enhance:module-links\] et_link_options_data\[2\]: url "javascript:alert\(1\)" is not an http\(s\), mailto, tel or relative URL; skipped$/,
      reason: "the page shows that a module link option with a javascript: URL is refused",
    },
  ],
};

interface ModuleRecord {
  name: string;
  element: string;
  state: string;
  error: string | null;
}

/** The boot's record of every module instance, with its element described for a failure message. */
async function moduleRecords(page: Page): Promise<ModuleRecord[]> {
  return page.evaluate(() => {
    const holder = window as unknown as {
      enhance: {
        app: { records(): Array<{ name: string; element: string; state: string; error?: unknown }> };
      };
    };
    // Each record describes its element in words (`div#id.class`): records never hold the element itself.
    return holder.enhance.app.records().map((record) => ({
      name: record.name,
      element: record.element,
      state: record.state,
      error: record.error === undefined ? null : String(record.error),
    }));
  });
}

for (const file of demoPages) {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 375, height: 740 },
  ]) {
    test(`${file} at ${viewport.name} width: every module mounts, with no unexpected warning, no console error and no axe violation`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning" && message.text().startsWith("[enhance"))
          warnings.push(message.text());
      });
      await page.setViewportSize(viewport);
      await page.goto(`/${file}`);
      await scrollThrough(page);
      await waitForBootToSettle(page);
      const failed = (await moduleRecords(page)).filter((record) => record.state === "failed");
      expect(failed, "modules that failed to mount").toEqual([]);
      await expectNoAxeViolations(page);
      const expected = EXPECTED_WARNINGS[file] ?? [];
      const unexpected = warnings.filter((text) => !expected.some((warning) => warning.text.test(text)));
      expect(unexpected, "[enhance:*] warnings not in the page's list of expected ones").toEqual([]);
      // A listed warning the page no longer gives is a stale entry (or a check that stopped running).
      const missing = expected.filter((warning) => !warnings.some((text) => warning.text.test(text)));
      expect(
        missing.map((warning) => warning.reason),
        "expected warnings the page did not give",
      ).toEqual([]);
    });
  }
}

/**
 * Selectors keyed on a state class that the theme's scripts change too, and enhance with them: the video
 * background takes `et_pb_preload` off its section once its video can play, so `.et_pb_preload > div` matches
 * fewer elements then, by design.
 */
const STATE_CLASS_RULES = /\.et_pb_preload\b/;

test.describe("the demo pages' own child rules", () => {
  for (const file of demoPages) {
    test(`${file}: every selector with a child combinator in the page's styles matches no fewer elements once enhanced, but for state classes the theme's scripts change too`, async ({
      page,
      problems,
    }) => {
      // The page as served, with enhance.js refused: the browser says so in the console.
      problems.allow("Failed to load resource");
      await page.route(/\/dist\/enhance\.js$/, (route) => route.abort());
      await page.goto(`/${file}`);
      await scrollThrough(page);
      const served = await page.evaluate(countChildRuleMatches);
      await page.unroute(/\/dist\/enhance\.js$/);
      await page.goto(`/${file}`);
      await scrollThrough(page);
      await waitForBootToSettle(page);
      const enhanced = await page.evaluate(countChildRuleMatches);
      expect(fewerChildRuleMatches(served, enhanced, STATE_CLASS_RULES)).toEqual([]);
    });
  }
});
