import { existsSync, readFileSync, readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  test,
  twoFrames,
  waitForBootToSettle,
  waitForStillPage,
} from "./support/test";
import { REAL_PAGES_DIR, skipWithoutRealPages, tolerateRealPageOwnProblems } from "./support/real-pages";

/**
 * Sticky modules and the fixed header on the demo page `sticky.html`, then on the real pages that have a
 * sticky header or `et_pb_sticky_elements`. Geometry is read from the page itself; numbers from the spec (z-index
 * 10000 / 10010 / 9990) are asserted as such.
 */

const DESKTOP = { width: 1280, height: 800 };

interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
}

async function rectOf(page: Page, selector: string): Promise<Rect> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, width: rect.width };
    });
}

/** The element's top in the page, read while nothing above it has moved it (its limit containers never stick). */
async function documentTop(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

/** Scrolls and waits two frames, so the scheduler's frame has run and its writes are on screen. */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top: target, behavior: "instant" });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    y,
  );
}

/**
 * Scrolls 100 px past the enrolment bar's place in the flow. After a resize the page settles over several frames
 * (the engine re-measures 50 ms after the last size change, other modules re-lay out for the new width), so the
 * bar's place can still move after a scroll: the target is read again after a pause, and only a bar that is sticky
 * at an unmoved target counts.
 */
async function scrollPastEnrolmentBar(page: Page): Promise<void> {
  // The placeholder holds the bar's place while it sticks (it follows the bar, so a selector list would find the bar).
  const flowTop = () =>
    page.evaluate(() => {
      const place =
        document.querySelector('[data-sticky-placeholder-id="et_pb_row_4"]') ??
        document.querySelector(".et_pb_row_4");
      return (place?.getBoundingClientRect().top ?? Number.NaN) + window.scrollY;
    });
  await expect
    .poll(async () => {
      const target = (await flowTop()) + 100;
      await scrollToY(page, target);
      await page.waitForTimeout(150);
      const settled = (await flowTop()) + 100;
      const state = await page.locator(".et_pb_row_4").getAttribute("data-state");
      return Math.abs(settled - target) < 1
        ? state
        : `${state} while its place moved from ${target} to ${settled}`;
    })
    .toBe("sticky");
}

const placeholderOf = (page: Page, id: string) => page.locator(`[data-sticky-placeholder-id="${id}"]`);

async function openDemo(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto("/sticky.html");
  await expect(page.locator("body")).toHaveAttribute("data-enhanced", /(^| )sticky( |$)/);
  await expect(page.locator("#main-header")).toHaveAttribute("data-enhanced", /fixed-header/);
  await expect(page.locator(".et_pb_text_1")).toHaveAttribute("data-state", "not-sticky");
}

test.describe("sticky demo page", () => {
  test("top modules stick with a placeholder, pause at their column and section, and return", async ({
    page,
  }) => {
    await openDemo(page);
    // At the top: the announcement bar in the theme-builder header is in place, nothing holds its room.
    await expect(page.locator(".et_pb_section_0_tb_header")).toHaveAttribute("data-state", "not-sticky");
    await expect(placeholderOf(page, "et_pb_section_0_tb_header")).toHaveCount(0);
    await expect(page.locator("#main-header")).toHaveAttribute("data-state", "static");

    // The sticky header section (spec 3: no config entry, top, no offset): z-index 10010 in the header.
    await scrollToY(page, 20);
    const announcement = page.locator(".et_pb_section_0_tb_header");
    await expect(announcement).toHaveAttribute("data-state", "sticky");
    await expect(announcement).toHaveClass(/(^| )et_pb_sticky( |$)/);
    await expect(announcement).toHaveCSS("position", "fixed");
    await expect(announcement).toHaveCSS("z-index", "10010");
    await expect(placeholderOf(page, "et_pb_section_0_tb_header")).toHaveCount(1);
    await expect(placeholderOf(page, "et_pb_section_0_tb_header")).toHaveAttribute("aria-hidden", "true");

    // The course outline: top, 20 px offset, stacked under the announcement bar; its column is its limit.
    const columnTop = await documentTop(page, ".et_pb_column_2");
    const columnBottom =
      columnTop +
      (await rectOf(page, ".et_pb_column_2")).bottom -
      (await rectOf(page, ".et_pb_column_2")).top;
    await scrollToY(page, columnTop + 200);
    const outline = page.locator(".et_pb_text_1");
    await expect(outline).toHaveAttribute("data-state", "sticky");
    await expect(outline).toHaveAttribute("data-sticky-side", "top");
    await expect(outline).toHaveClass(/et_pb_sticky--top/);
    await expect(outline).toHaveCSS("z-index", "10000");
    await expect(placeholderOf(page, "et_pb_text_1")).toHaveCount(1);
    await expect
      .poll(
        async () =>
          (await rectOf(page, ".et_pb_text_1")).top -
          (await rectOf(page, ".et_pb_section_0_tb_header")).bottom,
      )
      .toBeCloseTo(20, 0);

    await scrollToY(page, columnBottom - 120);
    await expect(outline).toHaveAttribute("data-state", "paused");
    await expect(placeholderOf(page, "et_pb_text_1")).toHaveCount(1);
    expect((await rectOf(page, ".et_pb_text_1")).bottom).toBeCloseTo(
      (await rectOf(page, ".et_pb_column_2")).bottom,
      0,
    );

    // The enrolment bar: a row limited by its section, wider and centred while sticky.
    const sectionTop = await documentTop(page, ".et_pb_section_2");
    await scrollToY(page, sectionTop + 400);
    const enrol = page.locator(".et_pb_row_4");
    await expect(enrol).toHaveAttribute("data-state", "sticky");
    const bar = await rectOf(page, ".et_pb_row_4");
    const placeholder = await rectOf(page, '[data-sticky-placeholder-id="et_pb_row_4"]');
    // Its sticky max-width is 73.75rem: 1180 px at the page's 16 px root.
    expect(bar.width).toBeCloseTo(1180, 0);
    expect((bar.left + bar.right) / 2).toBeCloseTo((placeholder.left + placeholder.right) / 2, 0);
    const sectionBottom =
      sectionTop +
      (await rectOf(page, ".et_pb_section_2")).bottom -
      (await rectOf(page, ".et_pb_section_2")).top;
    await scrollToY(page, sectionBottom - 50);
    await expect(enrol).toHaveAttribute("data-state", "paused");
    expect((await rectOf(page, ".et_pb_row_4")).bottom).toBeCloseTo(
      (await rectOf(page, ".et_pb_section_2")).bottom,
      0,
    );

    // Back to the top: every top module is in its place again, without placeholder or sticky style.
    await scrollToY(page, 0);
    for (const selector of [".et_pb_section_0_tb_header", ".et_pb_text_1", ".et_pb_row_4"]) {
      await expect(page.locator(selector)).toHaveAttribute("data-state", "not-sticky");
      await expect(page.locator(selector)).not.toHaveClass(/(^| )et_pb_sticky( |$)/);
      await expect(page.locator(selector)).not.toHaveCSS("position", "fixed");
    }
    // Only the modules in a sticky state hold a placeholder: the newsletter bar, and the bottom modules far below,
    // paused at their top limits.
    const stuck = await page
      .locator('.et_pb_sticky_module[data-state="sticky"], .et_pb_sticky_module[data-state="paused"]')
      .count();
    expect(stuck).toBeGreaterThanOrEqual(1);
    await expect(page.locator(".et_pb_sticky_placeholder")).toHaveCount(stuck);
    await expect(placeholderOf(page, "et_pb_section_0_tb_footer")).toHaveCount(1);
  });

  test("bottom and top-and-bottom modules: waiting at the bottom, pausing at their top limit, changing side", async ({
    page,
  }) => {
    await openDemo(page);
    // The newsletter bar of the theme-builder footer sticks to the bottom from the start, under everything else.
    const footerBar = page.locator(".et_pb_section_0_tb_footer");
    await expect(footerBar).toHaveAttribute("data-state", "sticky");
    await expect(footerBar).toHaveAttribute("data-sticky-side", "bottom");
    await expect(footerBar).toHaveCSS("z-index", "9990");

    // The waitlist note: bottom, 16 px offset, above the newsletter bar; its row is its top limit.
    const waitlist = page.locator(".et_pb_text_23");
    const rowTop = await documentTop(page, ".et_pb_row_7");
    await scrollToY(page, rowTop - DESKTOP.height + 60);
    await expect(waitlist).toHaveAttribute("data-state", "paused");
    await expect(waitlist).toHaveAttribute("data-sticky-side", "bottom");
    expect((await rectOf(page, ".et_pb_text_23")).top).toBeCloseTo(
      (await rectOf(page, ".et_pb_row_7")).top,
      0,
    );

    await scrollToY(page, rowTop);
    await expect(waitlist).toHaveAttribute("data-state", "sticky");
    await expect
      .poll(
        async () =>
          (await rectOf(page, ".et_pb_section_0_tb_footer")).top -
          (await rectOf(page, ".et_pb_text_23")).bottom,
      )
      .toBeCloseTo(16, 0);

    const rowBottom = await documentTop(page, ".et_pb_row_8");
    await scrollToY(page, rowBottom);
    await expect(waitlist).toHaveAttribute("data-state", "not-sticky");
    await expect(placeholderOf(page, "et_pb_text_23")).toHaveCount(0);

    // The price card: top and bottom, its section both limits.
    const card = page.locator(".et_pb_blurb_0");
    const cardSectionTop = await documentTop(page, ".et_pb_section_4");
    await scrollToY(page, cardSectionTop - DESKTOP.height + 100);
    await expect(card).toHaveAttribute("data-state", "paused");
    await expect(card).toHaveAttribute("data-sticky-side", "bottom");
    await scrollToY(page, cardSectionTop - 100);
    await expect(card).toHaveAttribute("data-state", "not-sticky");
    await expect(card).toHaveClass(/et_pb_bg_layout_dark/);
    await scrollToY(page, cardSectionTop + 600);
    await expect(card).toHaveAttribute("data-state", "sticky");
    await expect(card).toHaveAttribute("data-sticky-side", "top");
    await expect(card).toHaveClass(/et_pb_sticky--top_bottom/);
    // Its sticky background layout is the light one.
    await expect(card).toHaveClass(/et_pb_bg_layout_light/);
    const cardSectionBottom = await documentTop(page, ".et_pb_section_5");
    await scrollToY(page, cardSectionBottom - 100);
    await expect(card).toHaveAttribute("data-state", "paused");
    await expect(card).toHaveAttribute("data-sticky-side", "top");
    expect((await rectOf(page, ".et_pb_blurb_0")).bottom).toBeLessThanOrEqual(
      (await rectOf(page, ".et_pb_section_4")).bottom + 1,
    );
  });

  test("every sticky module carries et_pb_sticky_module from the start, one the server printed without it too", async ({
    page,
  }) => {
    await openDemo(page);
    // The price card's markup has no et_pb_sticky_module: the theme's script adds it as it starts, before any scroll.
    await expect(page.locator(".et_pb_blurb_0")).toHaveClass(/(^| )et_pb_sticky_module( |$)/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const unmarked = await page.evaluate(() =>
      Object.keys(
        (window as unknown as { et_pb_sticky_elements: Record<string, unknown> }).et_pb_sticky_elements,
      ).filter(
        (orderClass) =>
          !document.getElementsByClassName(orderClass)[0]?.classList.contains("et_pb_sticky_module"),
      ),
    );
    expect(unmarked).toEqual([]);
  });

  test("a sticky module nested in another is ignored; the body limit reaches the page's end", async ({
    page,
  }) => {
    await openDemo(page);
    const bar = page.locator(".et_pb_row_11");
    await scrollToY(page, (await documentTop(page, ".et_pb_row_11")) + 50);
    await expect(bar).toHaveAttribute("data-state", "sticky");
    await expect(page.locator(".et_pb_text_31")).not.toHaveAttribute("data-state", /.*/);
    await expect(page.locator(".et_pb_text_31")).not.toHaveClass(/(^| )et_pb_sticky( |$)/);

    await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await expect(page.locator(".et_pb_text_37")).toHaveAttribute("data-state", "sticky");
    await expect(bar).toHaveAttribute("data-state", "paused");
    // At the very end the footer bar is back in its place.
    await expect(page.locator(".et_pb_section_0_tb_footer")).toHaveAttribute("data-state", "not-sticky");
  });

  test("the fixed header hides on scroll down and shows on scroll up; sticky modules follow it", async ({
    page,
  }) => {
    await openDemo(page);
    const header = page.locator("#main-header");
    await page.mouse.move(640, 400);
    for (let step = 0; step < 8; step += 1) await page.mouse.wheel(0, 120);
    await expect(header).toHaveAttribute("data-state", "hidden");
    await expect(header).toHaveClass(/et-fixed-header/);
    await expect.poll(async () => (await rectOf(page, "#main-header")).bottom).toBeLessThanOrEqual(0);
    await expect.poll(async () => (await rectOf(page, ".et_pb_section_0_tb_header")).top).toBeCloseTo(0, 0);

    for (let step = 0; step < 3; step += 1) await page.mouse.wheel(0, -120);
    await expect(header).toHaveAttribute("data-state", "fixed");
    await expect(header).toHaveClass(/et-fixed-header/);
    await expect.poll(async () => (await rectOf(page, "#main-header")).top).toBeCloseTo(0, 0);
    // The announcement bar keeps clear of the header again.
    await expect
      .poll(async () => (await rectOf(page, ".et_pb_section_0_tb_header")).top)
      .toBeCloseTo((await rectOf(page, "#main-header")).bottom, 0);

    await scrollToY(page, 0);
    await expect(header).toHaveAttribute("data-state", "static");
    await expect(header).not.toHaveClass(/et-fixed-header/);
  });

  test("keyboard focus in the hidden header brings it back", async ({ page }) => {
    await openDemo(page);
    await scrollToY(page, 100);
    await scrollToY(page, 1500);
    await expect(page.locator("#main-header")).toHaveAttribute("data-state", "hidden");
    await page.locator("#top-menu a").first().focus();
    await expect(page.locator("#main-header")).toHaveAttribute("data-state", "fixed");
  });

  test("sticking moves nothing: zero layout shift while scrolling through the page and back", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const holder = window as unknown as { shiftTotal: number; stateChanges: number };
      holder.shiftTotal = 0;
      holder.stateChanges = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) holder.shiftTotal += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
      new MutationObserver((mutations) => {
        holder.stateChanges += mutations.filter((mutation) =>
          (mutation.target as Element).classList.contains("et_pb_sticky_module"),
        ).length;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
    });
    await openDemo(page);
    await waitForStillPage(page);
    const stickyStates = () =>
      page
        .locator(".et_pb_sticky_module")
        .evaluateAll((modules) => modules.map((module) => module.getAttribute("data-state")));
    const statesAtLoad = await stickyStates();
    const shiftAtLoad = await page.evaluate(() => (window as unknown as { shiftTotal: number }).shiftTotal);
    await page.mouse.move(640, 400);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let travelled = 0; travelled < height; travelled += 120) await page.mouse.wheel(0, 120);
    await expect
      .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
      .toBeGreaterThanOrEqual(height - 2);
    for (let travelled = 0; travelled < height; travelled += 240) await page.mouse.wheel(0, -240);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Back at the top every module is in its state at load again; once the page is still, a frame later every
    // layout shift there was has been reported.
    await expect.poll(stickyStates).toEqual(statesAtLoad);
    await waitForStillPage(page);
    await twoFrames(page);
    const { shiftTotal, stateChanges } = await page.evaluate(() => {
      const holder = window as unknown as { shiftTotal: number; stateChanges: number };
      return { shiftTotal: holder.shiftTotal, stateChanges: holder.stateChanges };
    });
    // The page really went through the sticky states (every module sticks and returns at least once)...
    expect(stateChanges).toBeGreaterThan(20);
    // ...and not one pixel of layout moved because of it.
    expect(shiftTotal - shiftAtLoad).toBe(0);
  });

  test("a breakpoint change ends sticky and recalculates", async ({ page }) => {
    await openDemo(page);
    const sectionTop = await documentTop(page, ".et_pb_section_2");
    await scrollToY(page, sectionTop + 400);
    const enrol = page.locator(".et_pb_row_4");
    await expect(enrol).toHaveAttribute("data-state", "sticky");
    expect((await rectOf(page, ".et_pb_row_4")).width).toBeCloseTo(1180, 0);

    // Tablet: the row sticks again with the new geometry (100% of its section, no wider than 1180 px).
    await page.setViewportSize({ width: 900, height: 800 });
    await scrollPastEnrolmentBar(page);
    await expect(enrol).toHaveAttribute("data-state", "sticky");
    await expect
      .poll(async () => (await rectOf(page, ".et_pb_row_4")).width)
      .toBeCloseTo(await page.evaluate(() => document.documentElement.clientWidth), 0);
    await expect(page.locator("#main-header")).not.toHaveAttribute("data-state", /.*/);

    // Phone: the newsletter bar is not shown, so it is not sticky and holds no room.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.locator(".et_pb_section_0_tb_footer")).toHaveAttribute("data-state", "not-sticky");
    await expect(placeholderOf(page, "et_pb_section_0_tb_footer")).toHaveCount(0);
    // The enrolment bar sticks again at the phone's width.
    await scrollPastEnrolmentBar(page);
    await expect(enrol).toHaveAttribute("data-state", "sticky");
    await expect
      .poll(async () => (await rectOf(page, ".et_pb_row_4")).width)
      .toBeCloseTo(await page.evaluate(() => document.documentElement.clientWidth), 0);

    await page.setViewportSize(DESKTOP);
    await scrollToY(page, 100);
    await expect(page.locator(".et_pb_section_0_tb_footer")).toHaveAttribute("data-state", "sticky");
    await expect(placeholderOf(page, "et_pb_section_0_tb_footer")).toHaveCount(1);
  });

  test("with reduced motion the header hides without animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openDemo(page);
    await scrollToY(page, 100);
    await scrollToY(page, 1500);
    await expect(page.locator("#main-header")).toHaveAttribute("data-state", "hidden");
    // No slide (the page's own CSS transitions aside).
    expect(
      await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) => !(animation instanceof CSSTransition) && !(animation instanceof CSSAnimation),
            ).length,
      ),
    ).toBe(0);
  });

  test("no axe violation with modules stuck and paused", async ({ page }) => {
    await openDemo(page);
    await scrollToY(page, (await documentTop(page, ".et_pb_section_2")) + 400);
    await expect(page.locator(".et_pb_row_4")).toHaveAttribute("data-state", "sticky");
    await expect(page.locator(".et_pb_text_1")).toHaveAttribute("data-state", "paused");
    await expectNoAxeViolations(page);
  });
});

/** Real pages with a sticky header or sticky modules: found by their markup, never copied into the repository. */
const folder = REAL_PAGES_DIR;
const realPages = existsSync(folder)
  ? readdirSync(folder)
      .filter((file) => file.endsWith(".html"))
      .sort()
      .map((file) => {
        const html = readFileSync(`${folder}/${file}`, "utf8");
        const body = /<body[^>]*class="([^"]*)"/.exec(html)?.[1] ?? "";
        return {
          file,
          stickyElements: html.includes("et_pb_sticky_elements"),
          fixedHeader: /(^| )et_fixed_nav( |$)/.test(body) && /id=["']?main-header/.test(html),
        };
      })
      .filter((page) => page.stickyElements || page.fixedHeader)
  : [];

test.describe("real pages with a sticky header", () => {
  skipWithoutRealPages(realPages, `no real pages with a sticky header: ${folder} is absent`);

  for (const { file, stickyElements, fixedHeader } of realPages) {
    test(`${file}: sticks as it did, with zero uncaught errors`, async ({
      page,
      problems,
      browser,
      baseURL,
    }) => {
      await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
      await page.setViewportSize(DESKTOP);
      await page.goto(`/real/${file}`, { waitUntil: "domcontentloaded" });
      await waitForBootToSettle(page);

      if (stickyElements) {
        // Every module the config names sticks once the page has scrolled, where the theme put it on top.
        await page.mouse.move(640, 400);
        for (let step = 0; step < 5; step += 1) await page.mouse.wheel(0, 120);
        const modules = page.locator(".et_pb_sticky_module:not(.et_pb_sticky_module .et_pb_sticky_module)");
        await expect(modules.first()).toHaveAttribute("data-state", "sticky");
        for (let index = 0; index < (await modules.count()); index += 1) {
          const module = modules.nth(index);
          await expect(module).toHaveClass(/(^| )et_pb_sticky( |$)/);
          await expect(module).toHaveCSS("position", "fixed");
          const inHeader = await module.evaluate((element) => element.closest(".et-l--header") !== null);
          await expect(module).toHaveCSS("z-index", inHeader ? "10010" : "10000");
        }
        await expect(page.locator(".et_pb_sticky_placeholder")).toHaveCount(await modules.count());
      }

      if (fixedHeader) {
        const header = page.locator("#main-header");
        await expect(header).toHaveAttribute("data-enhanced", /fixed-header/);
        await page.mouse.move(640, 400);
        for (let step = 0; step < 8; step += 1) await page.mouse.wheel(0, 150);
        await expect(header).toHaveClass(/et-fixed-header/);
        const fixedByTheme = await header.evaluate(
          (element) => getComputedStyle(element).position === "fixed",
        );
        await expect(header).toHaveAttribute("data-state", fixedByTheme ? "hidden" : "fixed");
        for (let step = 0; step < 3; step += 1) await page.mouse.wheel(0, -150);
        await expect(header).toHaveAttribute("data-state", "fixed");
        await expect(header).toHaveClass(/et-fixed-header/);
      }
    });
  }
});
