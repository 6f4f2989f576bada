import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, scrollThrough, test } from "./support/test";

const demoPages = readdirSync(new URL("../demo-html", import.meta.url))
  .filter((file) => file.endsWith(".html"))
  .sort();

/** Two phones, a tablet and a desktop; the theme's mobile menu takes over below 981 px. */
const WIDTHS = [320, 390, 768, 1280] as const;
const DESKTOP_MENU_MIN_WIDTH = 981;
/** Every width is checked even after one fails, so a failure lists them all. */
const softExpect = expect.configure({ soft: true });

/**
 * At most this many windows are stepped through: the tallest demo page is 19 windows tall at 320 px, so a page that
 * needs more is one that keeps growing while it is scrolled, and the test says so instead of scrolling on.
 */
const MAX_SCROLL_STEPS = 150;
/** A step waits for the next frame, or this long when no frame comes (a page that has stopped drawing). */
const FRAME_WAIT_LIMIT_MS = 1000;

/** Scrolls through the page once, a window at a time, so modules that mount when seen are on it too. */
async function scrollThroughQuickly(page: Page, file: string): Promise<void> {
  const walk = await scrollThrough(page, {
    step: "window",
    maxSteps: MAX_SCROLL_STEPS,
    frameWaitLimitMs: FRAME_WAIT_LIMIT_MS,
  });
  expect(
    walk.steps,
    `${file}: still not at the bottom after ${walk.steps} windows (the page is ${walk.height} px tall now)`,
  ).toBeLessThan(MAX_SCROLL_STEPS);
  expect(walk.framesMissed, `${file}: no frame came within ${FRAME_WAIT_LIMIT_MS} ms after a scroll`).toBe(0);
}

/**
 * Null when the page is no wider than the window; otherwise what sticks out: the visible element whose right
 * edge is furthest out (one that an ancestor clips, such as a carousel's next slide, does not count).
 */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const viewportWidth = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth <= viewportWidth) return null;
    const clipsOverflow = (element: Element): boolean =>
      getComputedStyle(element).overflowX !== "visible" &&
      element.getBoundingClientRect().right <= viewportWidth;
    const describe = (element: Element): string =>
      element.tagName.toLowerCase() +
      (element.id === "" ? "" : `#${element.id}`) +
      [...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join("");
    let widest: { element: Element; right: number } | null = null;
    for (const element of document.body.querySelectorAll("*")) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right <= viewportWidth || (widest !== null && right <= widest.right)) continue;
      let ancestor = element.parentElement;
      while (ancestor !== null && ancestor !== document.body && !clipsOverflow(ancestor)) {
        ancestor = ancestor.parentElement;
      }
      if (ancestor === null || ancestor === document.body) widest = { element, right };
    }
    const culprit =
      widest === null
        ? "no single element found"
        : `widest: ${describe(widest.element)} (right edge at ${Math.round(widest.right)} px)`;
    return `${pageWidth} px wide in a ${viewportWidth} px window; ${culprit}`;
  });
}

test.describe("every demo page fits the window", () => {
  for (const file of demoPages) {
    test(`${file} is no wider than the window at ${WIDTHS.join(", ")} px, with the mobile menu below ${DESKTOP_MENU_MIN_WIDTH} px and the desktop menu above`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(`/${file}`);
      await scrollThroughQuickly(page, file);
      const mobileMenuButton = page.locator("#main-header .mobile_nav .mobile_menu_bar");
      const desktopMenu = page.locator("#main-header #top-menu-nav");
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Layout (and anything a resize observer changes) settles within frames: poll until it has.
        await softExpect
          .poll(() => sidewaysOverflow(page), {
            message: `${file} at ${width} px is wider than the window`,
            timeout: 3000,
          })
          .toBeNull();
        const phoneOrTablet = width < DESKTOP_MENU_MIN_WIDTH;
        await softExpect(mobileMenuButton, `${file} at ${width} px: the mobile menu button`).toBeVisible({
          visible: phoneOrTablet,
        });
        await softExpect(desktopMenu, `${file} at ${width} px: the desktop menu`).toBeVisible({
          visible: !phoneOrTablet,
        });
      }
    });
  }
});
