import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, scrollThrough, test, waitForBootToSettle, type PageProblems } from "./support/test";
import { countChildRuleMatches, fewerChildRuleMatches } from "./support/child-rules";
import {
  REAL_PAGES_DIR,
  skipWithoutRealPages,
  tolerateRealPageOwnProblems,
  type BarePageReader,
} from "./support/real-pages";

/**
 * Real pages from public sites built with the theme (../shared/divi-pages, test data that never enters this
 * repository). The fixture server strips their original scripts and injects the bundle; every request that
 * does not go to this machine is blocked.
 */
const folder = REAL_PAGES_DIR;
const pages = existsSync(folder)
  ? readdirSync(folder)
      .filter((file) => file.endsWith(".html"))
      .sort()
  : [];

/** Opens a real page with the bundle, every module mounted, and only the page's own errors tolerated. */
async function openRealPage(
  page: Page,
  problems: PageProblems,
  browser: Browser,
  baseURL: string | undefined,
  file: string,
  readBarePage?: BarePageReader,
): Promise<void> {
  // Some pages' own inline scripts fail without the theme's scripts (or were broken to begin with).
  await tolerateRealPageOwnProblems(problems, browser, baseURL, file, readBarePage);
  await page.goto(`/real/${file}`, { waitUntil: "domcontentloaded" });
  await scrollThrough(page);
  await waitForBootToSettle(page);
}

test.describe("real pages", () => {
  skipWithoutRealPages(pages, `no real pages: ${folder} is absent`);

  for (const file of pages) {
    test(`${file}: enhanced with zero uncaught errors; its tabs, toggles and accordions work`, async ({
      page,
      problems,
      browser,
      baseURL,
    }) => {
      await openRealPage(page, problems, browser, baseURL, file);
      await checkTabs(page);
      await checkAccordions(page);
      await checkToggles(page);
    });
  }
});

/** The real pages whose own `<style>` blocks hold a child combinator. */
const pagesWithChildRules = pages.filter((file) =>
  [...readFileSync(`${folder}/${file}`, "utf8").matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].some(([, css]) =>
    css?.includes(">"),
  ),
);

test.describe("real pages: the page's own child rules", () => {
  skipWithoutRealPages(pagesWithChildRules, `no real pages with child rules in their styles in ${folder}`);

  for (const file of pagesWithChildRules) {
    test(`${file}: every selector with a child combinator in the page's own styles matches no fewer elements once enhanced`, async ({
      page,
      problems,
      browser,
      baseURL,
    }) => {
      // Counted in the load without the bundle that measures the page's own errors.
      let served: Record<string, number> = {};
      await openRealPage(page, problems, browser, baseURL, file, async (bare) => {
        served = await bare.evaluate(countChildRuleMatches);
      });
      const enhanced = await page.evaluate(countChildRuleMatches);
      // A root that wrapped a module's nodes in an element of its own would take them out of their parent's
      // children, and the theme's rules for them (the map's heights for tablets and phones) would stop applying.
      // Enhance adds state classes the theme's scripts add too (the fixed header's), so more matches are fine.
      expect(fewerChildRuleMatches(served, enhanced)).toEqual([]);
      expect(Object.keys(served).length, "the page has child rules to compare").toBeGreaterThan(0);
    });
  }
});

test.describe("real pages: a deep link wins over what the visitor did with the tabs", () => {
  // Pages 01 and 02 of the corpus hold tabs; whichever of them is present is tested.
  const tabPages = pages.filter((file) => /^0[12]-/.test(file));
  skipWithoutRealPages(tabPages, `no real tab pages (01, 02) in ${folder}`);

  for (const file of tabPages) {
    test(`${file}: after a click on the second tab and ArrowLeft, the hash <id>|1 selects the second tab`, async ({
      page,
      problems,
      browser,
      baseURL,
    }) => {
      await openRealPage(page, problems, browser, baseURL, file);
      const tabs = page
        .locator(".et_pb_tabs")
        .filter({ has: page.getByRole("tab").nth(1) })
        .first();
      await tabs.scrollIntoViewIfNeeded();
      await expect(tabs).toHaveAttribute("data-enhanced", /tabs/);
      const controls = tabs.getByRole("tab");
      await controls.nth(1).click();
      await page.keyboard.press("ArrowLeft");
      await expect(controls.first()).toBeFocused();
      await expect(controls.first()).toHaveAttribute("aria-selected", "true");

      await tabs.evaluate((module) => {
        module.id = "deep-linked-tabs";
        location.hash = "deep-linked-tabs|1";
      });
      await expect(controls.nth(1)).toHaveAttribute("aria-selected", "true");
      // The second panel's fade ends with focus still on the first tab: the URL's choice stays.
      await page.evaluate(async () => {
        const finite = document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getTiming().iterations ?? 1));
        await Promise.allSettled(finite.map((animation) => animation.finished));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      });
      await expect(controls.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(controls.first()).toHaveAttribute("aria-selected", "false");
      await expect(tabs.locator(".et_pb_tab").nth(1)).toBeVisible();
    });
  }
});

async function checkTabs(page: Page): Promise<void> {
  const modules = page.locator(".et_pb_tabs");
  for (let index = 0; index < (await modules.count()); index += 1) {
    const tabs = modules.nth(index);
    await tabs.scrollIntoViewIfNeeded();
    await expect(tabs).toHaveAttribute("data-enhanced", /tabs/);
    const controls = tabs.getByRole("tab");
    if ((await controls.count()) < 2) continue;
    await controls.nth(1).click();
    await expect(controls.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.locator(".et_pb_tab").nth(1)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(controls.first()).toBeFocused();
    await expect(controls.first()).toHaveAttribute("aria-selected", "true");
  }
}

async function checkAccordions(page: Page): Promise<void> {
  const accordions = page.locator(".et_pb_accordion");
  for (let index = 0; index < (await accordions.count()); index += 1) {
    const accordion = accordions.nth(index);
    await accordion.scrollIntoViewIfNeeded();
    await expect(accordion).toHaveAttribute("data-enhanced", /accordion/);
    const headers = accordion.locator(":scope > .et_pb_accordion_item > .et_pb_toggle_title > button");
    const closed = accordion.locator(
      ':scope > .et_pb_accordion_item > .et_pb_toggle_title > button[aria-expanded="false"]',
    );
    if ((await closed.count()) === 0) continue;
    const target = closed.first();
    const targetId = await target.getAttribute("id");
    await target.click();
    const opened = accordion.locator(`[id="${targetId}"]`);
    await expect(opened).toHaveAttribute("aria-expanded", "true");
    await expect(
      accordion.locator(
        ':scope > .et_pb_accordion_item > .et_pb_toggle_title > button[aria-expanded="true"]',
      ),
    ).toHaveCount(1);
    // Keyboard: move to the next header and open it with Enter.
    await expect(accordion).not.toHaveClass(/et_pb_accordion_toggling/, { timeout: 2000 });
    await opened.focus();
    await page.keyboard.press("ArrowDown");
    const focusedId = await page.evaluate(() => document.activeElement?.id ?? "");
    expect(await headers.evaluateAll((buttons) => buttons.map((button) => button.id))).toContain(focusedId);
    await page.keyboard.press("Enter");
    await expect(accordion.locator(`[id="${focusedId}"]`)).toHaveAttribute("aria-expanded", "true");
  }
}

async function checkToggles(page: Page): Promise<void> {
  const toggles = page.locator(".et_pb_toggle:not(.et_pb_accordion_item)");
  const count = Math.min(await toggles.count(), 3);
  for (let index = 0; index < count; index += 1) {
    const toggle = toggles.nth(index);
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute("data-enhanced", /toggle/);
    const button = toggle.locator(":scope > .et_pb_toggle_title > button");
    const before = await button.getAttribute("aria-expanded");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", before === "true" ? "false" : "true");
  }
}
