import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openEnhanced, test, waitForRuntime } from "./support/test";

/**
 * Overlays that stay next to their anchor and inside the viewport, at a phone's and a desktop's width: the live
 * search listbox (demo-html/search.html), the rating's hint (demo-html/article.html) and the menus' sub-menus
 * (demo-html/menu.html).
 */

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** The most space between an overlay and its anchor that still reads as "next to it". */
const NEXT_TO_PX = 8;
/** Sub-pixel rounding of boxes. */
const ROUNDING_PX = 1;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element is shown").not.toBeNull();
  return box as Box;
}

async function expectInsideViewport(page: Page, overlay: Locator): Promise<Box> {
  const box = await boxOf(overlay);
  const viewport = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
  }));
  expect(box.x, "left edge inside the viewport").toBeGreaterThanOrEqual(-ROUNDING_PX);
  expect(box.y, "top edge inside the viewport").toBeGreaterThanOrEqual(-ROUNDING_PX);
  expect(box.x + box.width, "right edge inside the viewport").toBeLessThanOrEqual(
    viewport.width + ROUNDING_PX,
  );
  expect(box.y + box.height, "bottom edge inside the viewport").toBeLessThanOrEqual(
    viewport.height + ROUNDING_PX,
  );
  return box;
}

/** The overlay touches (or nearly touches) one side of the anchor and overlaps it along that side. */
function expectNextTo(overlay: Box, anchor: Box): void {
  const gap = Math.max(
    anchor.x - (overlay.x + overlay.width),
    overlay.x - (anchor.x + anchor.width),
    anchor.y - (overlay.y + overlay.height),
    overlay.y - (anchor.y + anchor.height),
  );
  expect(gap, "space between the overlay and its anchor").toBeLessThanOrEqual(NEXT_TO_PX);
  const overlapsAcross =
    overlay.x < anchor.x + anchor.width + ROUNDING_PX && anchor.x < overlay.x + overlay.width + ROUNDING_PX;
  const overlapsDown =
    overlay.y < anchor.y + anchor.height + ROUNDING_PX && anchor.y < overlay.y + overlay.height + ROUNDING_PX;
  expect(overlapsAcross || overlapsDown, "the overlay lies along a side of its anchor").toBe(true);
}

/** Scrolls the window so that the element's top is `fromTop` pixels below the viewport's top. */
async function scrollElementTo(locator: Locator, fromTop: number): Promise<void> {
  await locator.evaluate((element, offset) => {
    window.scrollBy(0, element.getBoundingClientRect().top - offset);
  }, fromTop);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the live search listbox opens below its field, as wide as it, and flips above near the bottom of the viewport", async ({
      page,
    }) => {
      const wrap = await openEnhanced(page, "/search.html", ".dipl_ajax_search_wrap >> nth=0", "live-search");
      const input = wrap.getByRole("combobox");
      const results = wrap.locator(".dipl_ajax_search_results_wrap");

      await scrollElementTo(input, 80);
      await input.fill("email");
      await expect(wrap.getByRole("listbox")).toBeVisible();
      await expect(results).toHaveAttribute("data-placement", "bottom-start");
      let field = await boxOf(input);
      let list = await expectInsideViewport(page, results);
      expectNextTo(list, field);
      expect(list.y).toBeGreaterThanOrEqual(field.y + field.height - ROUNDING_PX);
      expect(Math.abs(list.width - field.width), "as wide as the field").toBeLessThanOrEqual(ROUNDING_PX);
      await page.keyboard.press("Escape");
      await expect(results).toBeHidden();
      // Closed, the list is the theme's to place again.
      await expect(results).not.toHaveAttribute("style", /./);
      await expect(results).not.toHaveAttribute("data-placement", /./);

      // The field near the bottom of the viewport: no room below, so the list opens above it.
      await scrollElementTo(input, viewport.height - 90);
      field = await boxOf(input);
      expect(viewport.height - (field.y + field.height), "little room under the field").toBeLessThan(200);
      await input.fill("subject lines");
      await expect(wrap.getByRole("listbox")).toBeVisible();
      await expect(results).toHaveAttribute("data-placement", "top-start");
      list = await expectInsideViewport(page, results);
      expectNextTo(list, field);
      expect(list.y + list.height).toBeLessThanOrEqual(field.y + ROUNDING_PX);
      expect(Math.abs(list.width - field.width), "as wide as the field").toBeLessThanOrEqual(ROUNDING_PX);
      // The options stay usable where the list went.
      await page.keyboard.press("ArrowDown");
      await expect(wrap.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
      await expectNoAxeViolations(page);
    });

    test("the rating's hint shows next to the star it names, inside the viewport, and below it at the top edge", async ({
      page,
    }) => {
      const stars = await openEnhanced(page, "/article.html", "div#rating-stars", "rating");
      const hint = page.locator(".enhance-rating__hint").first();
      await scrollElementTo(stars, 300);

      const last = stars.locator(".enhance-rating__star").last();
      await last.hover();
      await expect(hint).toBeVisible();
      await expect(hint).toHaveText("gorgeous");
      await expect(hint).toHaveAttribute("data-placement", "top");
      let box = await expectInsideViewport(page, hint);
      expectNextTo(box, await boxOf(last));
      await page.mouse.move(1, 1);
      await expect(hint).toBeHidden();

      // At the top edge there is no room above: the hint goes below the star.
      await scrollElementTo(stars, 2);
      const first = stars.locator(".enhance-rating__star").first();
      await first.hover();
      await expect(hint).toBeVisible();
      await expect(hint).toHaveAttribute("data-placement", "bottom");
      box = await expectInsideViewport(page, hint);
      expectNextTo(box, await boxOf(first));
      await page.mouse.move(1, 1);
      await expect(hint).toBeHidden();

      // From the keyboard, the radio that takes the focus shows its hint; Escape hides it.
      const feedback = page.locator(".lesson-feedback .enhance-rating");
      await scrollElementTo(feedback, 300);
      await feedback.getByRole("radio").first().focus();
      await page.keyboard.press("ArrowRight");
      const keyboardHint = page.locator(".enhance-rating__hint:visible");
      await expect(keyboardHint).toHaveText("Not much new");
      box = await expectInsideViewport(page, keyboardHint);
      expectNextTo(box, await boxOf(feedback.locator(".enhance-rating__star").nth(1)));
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(keyboardHint).toHaveCount(0);
    });
  });
}

test.describe("sub-menus at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a sub-menu that fits keeps the theme's place; one that would leave the viewport opens toward the inside", async ({
    page,
  }) => {
    await page.goto("/menu.html");
    // The sub-menus load on the first interaction with the menu, once the runtime has armed that strategy.
    await waitForRuntime(page);
    const header = page.locator("#top-menu");
    const learn = page.locator("#menu-item-102");
    await learn.hover();
    await expect(header).toHaveAttribute("data-enhanced", /submenus/);
    const learnMenu = learn.locator("> ul.sub-menu");
    await expect(learnMenu).toBeVisible();
    const learnBox = await expectInsideViewport(page, learnMenu);
    expectNextTo(learnBox, await boxOf(learn));
    await expect(learnMenu).not.toHaveAttribute("data-placement", /./);
    await expect(learnMenu).not.toHaveAttribute("style", /./);

    // The course menu's last item: its wide dropdown would leave the window, so it ends at the item's end.
    const menu = page.locator("ul.et-menu");
    await scrollElementTo(menu, 100);
    const coach = page.locator("#menu-item-208");
    await coach.hover();
    await expect(menu).toHaveAttribute("data-enhanced", /submenus/);
    const coachMenu = coach.locator("> ul.sub-menu");
    await expect(coachMenu).toHaveAttribute("data-placement", "bottom-end");
    const coachItem = await boxOf(coach);
    const coachBox = await expectInsideViewport(page, coachMenu);
    expectNextTo(coachBox, coachItem);
    expect(Math.abs(coachBox.x + coachBox.width - (coachItem.x + coachItem.width))).toBeLessThanOrEqual(
      ROUNDING_PX,
    );

    // A third level beside the right end of its dropdown opens on the left of its item.
    await page.locator("#menu-item-204 > a").hover();
    const seo = page.locator("#menu-item-207");
    await seo.locator("> a").hover();
    const seoMenu = seo.locator("> ul.sub-menu");
    await expect(seoMenu).toHaveAttribute("data-placement", "left-start");
    const seoItem = await boxOf(seo);
    const seoBox = await expectInsideViewport(page, seoMenu);
    expectNextTo(seoBox, seoItem);
    expect(seoBox.x + seoBox.width).toBeLessThanOrEqual(seoItem.x + ROUNDING_PX);
    await expectNoAxeViolations(page);

    // Closed, the theme places them again.
    await page.mouse.move(1, 1);
    await expect(seoMenu).toBeHidden();
    await expect(seoMenu).not.toHaveAttribute("style", /./);
    await expect(coachMenu).not.toHaveAttribute("style", /./);
  });

  test("from the keyboard, a third level opened by focus opens toward the inside too", async ({ page }) => {
    await page.goto("/menu.html");
    await waitForRuntime(page);
    const menu = page.locator("ul.et-menu");
    await scrollElementTo(menu, 100);
    await page.locator("#menu-item-204 > a").focus();
    await expect(menu).toHaveAttribute("data-enhanced", /submenus/);
    for (const name of ["Affiliate marketing", "Email marketing", "SEO for bloggers", "Keyword research"]) {
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name, exact: true })).toBeFocused();
    }
    const seo = page.locator("#menu-item-207");
    const seoMenu = seo.locator("> ul.sub-menu");
    await expect(seoMenu).toHaveAttribute("data-placement", "left-start");
    const seoBox = await expectInsideViewport(page, seoMenu);
    expectNextTo(seoBox, await boxOf(seo));
  });
});

test.describe("sub-menus at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu's nested lists stay in the flow, inside the viewport, untouched by the desktop placement", async ({
    page,
  }) => {
    await page.goto("/menu.html");
    const module = page.locator(".et_pb_menu");
    await scrollElementTo(module, 20);
    await expect(module).toHaveAttribute("data-enhanced", /mobile-menu/);
    await module.getByRole("button", { name: "Menu", exact: true }).click();
    const list = module.locator("ul.et_mobile_menu");
    await expect(list).toBeVisible();
    await list.getByRole("button", { name: "Courses submenu" }).click();
    await list.getByRole("button", { name: "SEO for bloggers submenu" }).click();
    const third = list.getByRole("link", { name: "Keyword research" });
    await expect(third).toBeVisible();
    // In the flow of the page, they are read by scrolling; across, they fit the phone's width.
    for (const link of [third, list.getByRole("link", { name: "Affiliate marketing" })]) {
      await link.scrollIntoViewIfNeeded();
      await expectInsideViewport(page, link);
    }
    await expect(page.locator("[data-placement]")).toHaveCount(0);
  });
});
