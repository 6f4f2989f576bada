import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForBootToSettle, waitForModules } from "./support/test";
import { REAL_PAGES_DIR, skipWithoutRealPages, tolerateRealPageOwnProblems } from "./support/real-pages";

const PAGE = "/hover.html";
/** Spec 4 / 9: phone up to 767 px, tablet 768 to 980 px, desktop above 980 px. */
const PHONE_MAX = 767;
const TABLET_MAX = 980;
const HEIGHT = 900;
/** The demo page's multi-view elements: blurb badge and title, cover, button, text, phone note, promo. */
const MULTI_VIEW_COUNT = 7;

function modules(page: Page) {
  return {
    title: page.locator(".et_pb_blurb_0 .et_pb_module_header"),
    badge: page.locator(".et_pb_blurb_0 img"),
    cover: page.locator(".et_pb_image_0 img"),
    button: page.locator("a.et_pb_button_0"),
    text: page.locator(".et_pb_text_2 .et_pb_text_inner"),
    phoneOnly: page.locator(".et_pb_text_3"),
    promo: page.locator(".et_pb_cta_0"),
  };
}

async function open(page: Page, width: number): Promise<ReturnType<typeof modules>> {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.goto(PAGE);
  await waitForModules(page, "multi-view", MULTI_VIEW_COUNT);
  await expect(page.locator("[data-et-multi-view]:not(.et_multi_view_swapped)")).toHaveCount(0);
  return modules(page);
}

/** A quiet spot to move the mouse to: the page's introduction, outside every hover module and the header. */
async function moveAway(page: Page): Promise<void> {
  const box = await page.locator(".et_pb_text_0 h1").boundingBox();
  if (!box) throw new Error("no introduction heading");
  await page.mouse.move(box.x + 5, box.y + box.height / 2);
}

test.describe("multi-view on the demo page", () => {
  test("resizing through 980 and 767 px switches content, attributes, classes and visibility", async ({
    page,
  }) => {
    const { title, cover, button, text, phoneOnly, promo } = await open(page, 1280);
    const desktopCover = await cover.getAttribute("src");
    await text.locator("h2").evaluate((heading) => heading.setAttribute("data-test-server-node", ""));

    const expectDesktop = async (): Promise<void> => {
      await expect(text.locator("h2")).toHaveText("Affiliate marketing in six weeks");
      await expect(text.locator("p")).toContainText("comparison tables");
      await expect(title).toHaveText("SEO basics: rank your first post");
      await expect(cover).toHaveAttribute("src", desktopCover ?? "");
      await expect(cover).toHaveAttribute("alt", "Email marketing course cover");
      await expect(phoneOnly).toBeHidden();
      await expect(promo).toHaveClass(/\bpromo-layout-wide\b/);
      await expect(promo).not.toHaveClass(/\bpromo-layout-stacked\b/);
      await expect(button).toHaveText("Start the email course");
    };
    const expectTablet = async (): Promise<void> => {
      await expect(text.locator("p")).toHaveText(
        "Six weekly lessons: choose a niche, write honest reviews, follow the disclosure rules and earn your first commission.",
      );
      await expect(title).toHaveText("SEO basics");
      await expect(title.locator("a")).toHaveAttribute("href", "/courses/seo-basics/");
      await expect(cover).toHaveAttribute("src", desktopCover ?? "");
      await expect(phoneOnly).toBeHidden();
      await expect(promo).toHaveClass(/\bpromo-layout-wide\b/);
      await expect(button).toHaveText("Start the email course");
    };
    const expectPhone = async (): Promise<void> => {
      await expect(text.locator("h2")).toHaveText("Affiliate marketing");
      await expect(text.locator("p")).toHaveText("Six short lessons to your first commission.");
      await expect(title).toHaveText("SEO in 30 days");
      await expect(cover).not.toHaveAttribute("src", desktopCover ?? "");
      await expect(cover).toHaveAttribute("alt", "Email course cover");
      await expect(phoneOnly).toBeVisible();
      await expect(phoneOnly).not.toHaveClass(/\bet_multi_view_hidden\b/);
      await expect(promo).toHaveClass(/\bpromo-layout-stacked\b/);
      await expect(promo).not.toHaveClass(/\bpromo-layout-wide\b/);
      await expect(button).toHaveText("Start now");
      await expect(button).toBeVisible();
    };

    await expectDesktop();
    await page.setViewportSize({ width: TABLET_MAX + 1, height: HEIGHT });
    await expectDesktop();
    await page.setViewportSize({ width: TABLET_MAX, height: HEIGHT });
    await expectTablet();
    await page.setViewportSize({ width: PHONE_MAX + 1, height: HEIGHT });
    await expectTablet();
    await page.setViewportSize({ width: PHONE_MAX, height: HEIGHT });
    await expectPhone();
    await page.setViewportSize({ width: 360, height: HEIGHT });
    await expectPhone();
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await expectDesktop();
    // The server's own nodes come back: nothing was re-parsed or copied.
    await expect(text.locator("h2[data-test-server-node]")).toHaveCount(1);
  });

  test("opened on a phone, the phone content is in place and every held-back element is shown", async ({
    page,
  }) => {
    const { title, text, button, phoneOnly } = await open(page, 375);
    await expect(text).toBeVisible();
    await expect(text.locator("h2")).toHaveText("Affiliate marketing");
    await expect(title).toBeVisible();
    await expect(title).toHaveText("SEO in 30 days");
    await expect(button).toBeVisible();
    await expect(button).toHaveText("Start now");
    await expect(phoneOnly).toBeVisible();
  });

  test("the mouse hovers a module and leaving resets it", async ({ page }) => {
    const { button, cover, badge, promo } = await open(page, 1280);
    const normalCover = await cover.getAttribute("src");
    const normalBackground = await button.evaluate((element) => getComputedStyle(element).backgroundColor);

    await button.hover();
    await expect(button).toHaveText("Enrol for free");
    await expect(button).toHaveAttribute("data-state", "hover");
    await expect(button).toHaveCSS("background-color", "rgb(10, 88, 102)");
    await expect(button).toHaveCSS("color", "rgb(255, 255, 255)");
    await moveAway(page);
    await expect(button).toHaveText("Start the email course");
    await expect(button).toHaveAttribute("data-state", "normal");
    await expect(button).toHaveCSS("background-color", normalBackground);

    await cover.hover();
    await expect(cover).not.toHaveAttribute("src", normalCover ?? "");
    await expect(cover).toHaveAttribute("alt", "Week 1 of the email marketing course: build your list");
    await expect(cover).toHaveClass(/\bet_multi_view_image__loaded\b/);
    await expect(cover).not.toHaveClass(/\bet_multi_view_image__loading\b/);
    await moveAway(page);
    await expect(cover).toHaveAttribute("src", normalCover ?? "");

    // The blurb hovers as a whole: its text swaps the badge.
    const normalBadge = await badge.getAttribute("src");
    await page.locator(".et_pb_blurb_0 .et_pb_blurb_description").hover();
    await expect(badge).not.toHaveAttribute("src", normalBadge ?? "");
    await expect(badge).toHaveAttribute("alt", "SEO course badge: start now");
    await moveAway(page);
    await expect(badge).toHaveAttribute("src", normalBadge ?? "");

    // The promo's hover_selector is its column.
    await promo.locator("p").hover();
    await expect(promo).toHaveClass(/\bpromo-highlight\b/);
    await moveAway(page);
    await expect(promo).not.toHaveClass(/\bpromo-highlight\b/);
  });

  test("entering the header resets a hovered module", async ({ page }) => {
    const { button } = await open(page, 1280);
    await page.locator(".et_pb_blurb_0 .et_pb_module_header a").focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("data-state", "hover");
    // Focus stays on the button; only the header resets it.
    await page.locator("#main-header .site-logo").hover();
    await expect(button).toHaveAttribute("data-state", "normal");
    await expect(button).toHaveText("Start the email course");
    await expect(button).toBeFocused();
  });

  test("keyboard focus shows the hover state (WCAG 1.4.13), Escape dismisses it, leaving resets it", async ({
    page,
  }) => {
    const { button, badge, title } = await open(page, 1280);
    const normalBadge = await badge.getAttribute("src");
    await title.locator("a").focus();
    await expect(badge).not.toHaveAttribute("src", normalBadge ?? "");
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(badge).toHaveAttribute("src", normalBadge ?? "");
    await expect(button).toHaveText("Enrol for free");
    await page.keyboard.press("Escape");
    await expect(button).toHaveText("Start the email course");
    await expect(button).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(title.locator("a")).toBeFocused();
    await expect(button).toHaveAttribute("data-state", "normal");
  });

  test("a mouse click on a hovered button follows its link at once", async ({ page }) => {
    const { button } = await open(page, 1280);
    await page.route("**/courses/email-marketing/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Email course</title><p>Email</p>",
      }),
    );
    await button.hover();
    await expect(button).toHaveAttribute("data-state", "hover");
    await button.click();
    await page.waitForURL("**/courses/email-marketing/");
  });

  test("axe finds nothing at desktop, at phone width and while a module is hovered", async ({ page }) => {
    const { button } = await open(page, 1280);
    await expectNoAxeViolations(page);
    await button.hover();
    await expect(button).toHaveText("Enrol for free");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(modules(page).phoneOnly).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("multi-view on a touch screen", () => {
  test.use({ hasTouch: true });

  test("the first tap hovers without following the link, the second resets and follows it", async ({
    page,
  }) => {
    const { title, badge } = await open(page, 375);
    await page.route("**/courses/seo-basics/", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>SEO basics</title><p>SEO</p>" }),
    );
    const normalBadge = await badge.getAttribute("src");
    const link = title.locator("a");
    await link.tap();
    await expect(badge).not.toHaveAttribute("src", normalBadge ?? "");
    await expect(badge).toHaveAttribute("data-state", "hover");
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await link.tap();
    await page.waitForURL("**/courses/seo-basics/");
  });

  test("a tap elsewhere resets a tapped module; a tap on text hovers without stopping anything", async ({
    page,
  }) => {
    const { button, badge } = await open(page, 375);
    await button.tap();
    await expect(button).toHaveText("Enrol for free");
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await page.locator(".et_pb_text_0 h1").tap();
    await expect(button).toHaveText("Start now");
    await expect(button).toHaveAttribute("data-state", "normal");

    const normalBadge = await badge.getAttribute("src");
    await page.locator(".et_pb_blurb_0 .et_pb_blurb_description").tap();
    await expect(badge).not.toHaveAttribute("src", normalBadge ?? "");
    await page.locator(".et_pb_blurb_0 .et_pb_blurb_description").tap();
    await expect(badge).toHaveAttribute("src", normalBadge ?? "");
  });

  test("a tap in the header resets a tapped module", async ({ page }) => {
    const { button } = await open(page, 375);
    await button.tap();
    await expect(button).toHaveAttribute("data-state", "hover");
    // A spot in the header that is not a link, so the tap only enters the header.
    const spot = await page.locator("#main-header").evaluate((header) => {
      header.scrollIntoView();
      const box = header.getBoundingClientRect();
      for (let x = box.left + 1; x < box.right; x += 8) {
        for (let y = box.top + 1; y < box.bottom; y += 4) {
          const hit = document.elementFromPoint(x, y);
          if (hit && header.contains(hit) && !hit.closest("a, button")) return { x, y };
        }
      }
      return null;
    });
    expect(spot).not.toBeNull();
    await page.touchscreen.tap(spot!.x, spot!.y);
    await expect(button).toHaveAttribute("data-state", "normal");
  });
});

/**
 * Real pages (../shared/divi-pages, test data that never enters this repository) that mention multi-view: most
 * only carry the theme's multi-view CSS; the elements that carry a payload must show their device's content.
 */
const folder = REAL_PAGES_DIR;
const realPages = existsSync(folder)
  ? readdirSync(folder)
      .filter((file) => file.endsWith(".html"))
      .filter((file) => readFileSync(`${folder}/${file}`, "utf8").includes("data-et-multi-view"))
      .sort()
  : [];

test.describe("multi-view on real pages", () => {
  skipWithoutRealPages(realPages, `no real pages with multi-view: ${folder} is absent`);

  for (const file of realPages) {
    for (const viewport of [
      { name: "desktop", width: 1280, height: 800 },
      { name: "phone", width: 375, height: 740 },
    ]) {
      test(`${file} at ${viewport.name} width: zero uncaught errors and each element shows its device's content`, async ({
        page,
        problems,
        browser,
        baseURL,
      }) => {
        await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
        await page.setViewportSize(viewport);
        await page.goto(`/real/${file}`);
        await waitForBootToSettle(page);
        const elements = page.locator("[data-et-multi-view]");
        const count = await elements.count();
        // Pages whose markup (not only their CSS) carries a payload must have mounted something.
        if (/data-et-multi-view=["']/.test(readFileSync(`${folder}/${file}`, "utf8"))) {
          expect(count).toBeGreaterThan(0);
        }
        await expect(page.locator('[data-enhanced~="multi-view"]')).toHaveCount(count);
        await expect(page.locator("[data-et-multi-view]:not(.et_multi_view_swapped)")).toHaveCount(0);
        const device =
          viewport.width <= PHONE_MAX ? "phone" : viewport.width <= TABLET_MAX ? "tablet" : "desktop";
        const checks = await elements.evaluateAll((nodes, current) => {
          const chains: Record<string, string[]> = {
            desktop: ["desktop"],
            tablet: ["tablet", "desktop"],
            phone: ["phone", "tablet", "desktop"],
          };
          const words = (text: string): string => text.replace(/\s+/g, " ").trim();
          return nodes.map((node) => {
            const payload = JSON.parse(node.getAttribute("data-et-multi-view") ?? "{}") as {
              schema?: { content?: Record<string, string> };
            };
            const content = payload.schema?.content;
            const mode = chains[current]!.find((name) => content?.[name] !== undefined);
            const expected =
              content && mode
                ? words(new DOMParser().parseFromString(content[mode]!, "text/html").body.textContent ?? "")
                : null;
            const hiddenUntilSwapped =
              node.getAttribute(`data-et-multi-view-load-${current}-hidden`) === "true";
            return {
              expected,
              actual: words(node.textContent ?? ""),
              shown: !hiddenUntilSwapped || getComputedStyle(node).display !== "none",
            };
          });
        }, device);
        for (const check of checks) {
          if (check.expected !== null) expect(check.actual).toBe(check.expected);
          expect(check.shown).toBe(true);
        }
      });
    }
  }
});
