import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  scrollThrough,
  test,
  waitForBootToSettle,
  waitForModules,
} from "./support/test";
import { REAL_PAGES_DIR, skipWithoutRealPages, tolerateRealPageOwnProblems } from "./support/real-pages";

const GALLERY_PAGE = "/gallery.html";
const PORTFOLIO_PAGE = "/portfolio.html";

/** The pagination as a visitor reads it: shown items in order, the current page in brackets. */
async function readPagination(pagination: Locator): Promise<string> {
  return pagination.evaluate((container) =>
    [...container.querySelectorAll("li")]
      .filter((item) => getComputedStyle(item).display !== "none")
      .map((item) => {
        const text = item.textContent?.trim() ?? "";
        return item.querySelector("a.active") ? `[${text}]` : text;
      })
      .join(" "),
  );
}

/** The titles of the gallery items on screen. */
async function shownGalleryTitles(gallery: Locator): Promise<string[]> {
  return gallery.locator(".et_pb_gallery_item:visible .et_pb_gallery_title").allTextContents();
}

/** The numbers (from 1) of the items shown, from their images' file names. */
async function shownNumbers(module: Locator, itemSelector: string): Promise<number[]> {
  return module
    .locator(`${itemSelector}:visible img`)
    .evaluateAll((images) =>
      images.map((image) => Number(/lesson-(\d+)\.svg/.exec(image.getAttribute("src") ?? "")?.[1])),
    );
}

async function openGallery(page: Page, hash = ""): Promise<Locator> {
  await page.goto(`${GALLERY_PAGE}${hash}`);
  const gallery = page.locator("#course-slides");
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery).toHaveAttribute("data-enhanced", /(^| )gallery( |$)/);
  return gallery;
}

async function openPortfolio(page: Page, hash = ""): Promise<Locator> {
  await page.goto(`${PORTFOLIO_PAGE}${hash}`);
  const portfolio = page.locator("#course-catalog");
  await portfolio.scrollIntoViewIfNeeded();
  await expect(portfolio).toHaveAttribute("data-enhanced", /filterable-portfolio/);
  return portfolio;
}

test.describe("gallery grid pagination", () => {
  test("given 30 images at 4 a page, shows page 1 and a window of 5 numbers with an ellipsis", async ({
    page,
  }) => {
    const gallery = await openGallery(page);
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([1, 2, 3, 4]);
    const pagination = gallery.locator(".et_pb_gallery_pagination");
    expect(await readPagination(pagination)).toBe("[1] 2 3 4 5 \u2026 Next");
    await expect(pagination.getByRole("list", { name: "Gallery pages" })).toBeVisible();
    await expect(pagination.locator("a.page-1")).toHaveAttribute("aria-current", "page");
    await expect(pagination.locator("li.prev")).toBeHidden();
  });

  test("given mouse clicks on numbers, next and previous, slides the window and the URL follows", async ({
    page,
  }) => {
    const gallery = await openGallery(page);
    const pagination = gallery.locator(".et_pb_gallery_pagination");
    await pagination.getByRole("link", { name: "3", exact: true }).click();
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([9, 10, 11, 12]);
    await expect(page).toHaveURL(/#course-slides\|3$/);
    await expect(pagination.locator("a.page-3")).toHaveClass(/\bactive\b/);
    expect(await readPagination(pagination)).toBe("Prev 1 2 [3] 4 5 \u2026 Next");

    await pagination.getByRole("link", { name: "5", exact: true }).click();
    expect(await readPagination(pagination)).toBe("Prev \u2026 3 4 [5] 6 7 \u2026 Next");
    await pagination.getByRole("link", { name: "Next" }).click();
    await pagination.getByRole("link", { name: "Next" }).click();
    await pagination.getByRole("link", { name: "Next" }).click();
    expect(await readPagination(pagination)).toBe("Prev \u2026 4 5 6 7 [8]");
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([29, 30]);
    await expect(pagination.locator("li.next")).toBeHidden();
    await expect(page).toHaveURL(/#course-slides\|8$/);
    await pagination.getByRole("link", { name: "Prev" }).click();
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([25, 26, 27, 28]);
    await expect(page).toHaveURL(/#course-slides\|7$/);
  });

  test("given the keyboard, Enter on a page link changes the page and focus stays in the pagination", async ({
    page,
  }) => {
    const gallery = await openGallery(page, "#course-slides|7");
    const pagination = gallery.locator(".et_pb_gallery_pagination");
    const next = pagination.getByRole("link", { name: "Next" });
    await next.focus();
    await page.keyboard.press("Enter");
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([29, 30]);
    // Next went away on the last page: focus moved to the current page's link, not to the page's top.
    await expect(pagination.locator("a.page-8")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(pagination.locator("a.page-7")).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([25, 26, 27, 28]);
    await expect(pagination.locator("a.page-7")).toBeFocused();
    await expect(page).toHaveURL(/#course-slides\|7$/);
  });

  test("given a page change with the gallery's top scrolled away, scrolls the gallery back into view", async ({
    page,
  }) => {
    const gallery = await openGallery(page);
    const top = (): Promise<number> => gallery.evaluate((element) => element.getBoundingClientRect().top);
    await gallery.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top + 150));
    expect(await top()).toBeLessThan(0);
    await gallery.locator(".et_pb_gallery_pagination a.page-2").click();
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    await expect(gallery).toBeInViewport({ ratio: 1 });
  });

  test("given a gallery taller than the window, a shorter last page keeps the pagination in view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const gallery = await openGallery(page, "#course-slides|7");
    const pagination = gallery.locator(".et_pb_gallery_pagination");
    const last = pagination.locator("a.page-8");
    await last.scrollIntoViewIfNeeded();
    await last.focus();
    await page.keyboard.press("Enter");
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([29, 30]);
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
  });

  test("given a deep link on load, opens that page; two entries open a page in each gallery", async ({
    page,
  }) => {
    const gallery = await openGallery(page, "#course-slides|6");
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([21, 22, 23, 24]);
    await expect(gallery.locator(".et_pb_gallery_pagination a.page-6")).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.goto(`${GALLERY_PAGE}#course-slides|8||workshop-photos|3`);
    await waitForModules(page, "gallery", 2);
    expect(await shownNumbers(page.locator("#course-slides"), ".et_pb_gallery_item")).toEqual([29, 30]);
    expect(await shownNumbers(page.locator("#workshop-photos"), ".et_pb_gallery_item")).toEqual([39, 40]);
  });

  test("given a link to a deep link on the page, switches the gallery on hashchange and brings it into view", async ({
    page,
  }) => {
    await page.goto(GALLERY_PAGE);
    await waitForModules(page, "gallery", 1);
    await page.getByRole("link", { name: "Open page 6 of the course slides" }).click();
    const gallery = page.locator("#course-slides");
    await expect.poll(() => shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([21, 22, 23, 24]);
    await expect(gallery).toBeInViewport();
  });

  test("given a visitor who paged with the mouse and the keyboard, a later hash change selects the named page", async ({
    page,
  }) => {
    const gallery = await openGallery(page, "#course-slides|2");
    const pagination = gallery.locator(".et_pb_gallery_pagination");
    await pagination.getByRole("link", { name: "4", exact: true }).click();
    await pagination.getByRole("link", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#course-slides\|5$/);
    await page.evaluate(() => {
      location.hash = "course-slides|2";
    });
    await expect.poll(() => shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([5, 6, 7, 8]);
    await expect(pagination.locator("a.page-2")).toHaveAttribute("aria-current", "page");
    await expect(gallery).toHaveAttribute("data-page", "2");
  });

  test("given the back button after hash changes, the gallery follows the URL back", async ({ page }) => {
    const gallery = await openGallery(page, "#course-slides|2");
    await page.evaluate(() => {
      location.hash = "#course-slides|5";
    });
    await expect.poll(() => shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([17, 18, 19, 20]);
    await page.goBack();
    await expect(page).toHaveURL(/#course-slides\|2$/);
    await expect.poll(() => shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([5, 6, 7, 8]);
    await page.goForward();
    await expect.poll(() => shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([17, 18, 19, 20]);
  });

  test("given a hostile or out-of-range hash, keeps page 1 and nothing runs", async ({ page }) => {
    const gallery = await openGallery(page, '#course-slides|99||"><img src=x onerror=alert(1)>');
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([1, 2, 3, 4]);
    await page.goto(`${GALLERY_PAGE}#course-slides|2<script>alert(1)</script>`);
    await expect(page.locator("#course-slides")).toHaveAttribute("data-enhanced", /gallery/);
    expect(await shownNumbers(page.locator("#course-slides"), ".et_pb_gallery_item")).toEqual([1, 2, 3, 4]);
  });

  test("given no data-per_page, shows the theme's 4 a page, every number shown for 3 pages", async ({
    page,
  }) => {
    await page.goto(GALLERY_PAGE);
    const workshop = page.locator("#workshop-photos");
    await workshop.scrollIntoViewIfNeeded();
    await expect(workshop).toHaveAttribute("data-enhanced", /gallery/);
    expect(await shownGalleryTitles(workshop)).toHaveLength(4);
    expect(await readPagination(workshop.locator(".et_pb_gallery_pagination"))).toBe("[1] 2 3 Next");
  });

  test("given the theme's rule that hides grid items until its script shows them, the current page shows", async ({
    page,
  }) => {
    await page.goto(GALLERY_PAGE);
    await page.addStyleTag({ content: ".et_pb_gallery_grid .et_pb_gallery_item { display: none; }" });
    const gallery = page.locator("#course-slides");
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery).toHaveAttribute("data-enhanced", /gallery/);
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([1, 2, 3, 4]);
    await gallery.locator(".et_pb_gallery_pagination a.page-2").click();
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([5, 6, 7, 8]);
  });

  test("given the gallery page at both widths and mid-way through the pages, has no axe violation", async ({
    page,
  }) => {
    await openGallery(page, "#course-slides|5");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page);
  });
});

test.describe("gallery lightbox", () => {
  test("loads its chunk only on the first open, not with the page", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const gallery = await openGallery(page);
    await scrollThrough(page);
    await waitForBootToSettle(page);
    expect(requested.filter((url) => /\/lightbox-[^/]*\.js$/.test(url))).toEqual([]);
    await gallery.locator(".et_pb_gallery_item:visible a").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(requested.filter((url) => /\/lightbox-[^/]*\.js$/.test(url))).toHaveLength(1);
  });

  test("given a click on an image, opens a modal dialog named by its caption, focus on Close", async ({
    page,
  }) => {
    const gallery = await openGallery(page, "#course-slides|5");
    const opener = gallery.locator(".et_pb_gallery_item:visible a").first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Internal linking that ranks From the SEO course" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(dialog.locator("img")).toHaveAttribute("src", /lesson-17\.svg$/);
    await expect(dialog.locator("img")).toHaveAttribute("alt", "Slide 17: Internal linking that ranks");
    await expect(dialog.locator(".enhance-lightbox__status")).toHaveText(
      "17 / 30: Internal linking that ranks: From the SEO course",
    );
    // The page behind is inert while the dialog is open.
    expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("given the keyboard: arrows move and wrap, Home and End jump, Escape closes and focus returns", async ({
    page,
  }) => {
    const gallery = await openGallery(page);
    const opener = gallery.locator(".et_pb_gallery_item:visible a").nth(1);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    const image = dialog.locator("img");
    await expect(image).toHaveAttribute("src", /lesson-02\.svg$/);
    await page.keyboard.press("ArrowRight");
    await expect(image).toHaveAttribute("src", /lesson-03\.svg$/);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(image).toHaveAttribute("src", /lesson-30\.svg$/);
    await page.keyboard.press("Home");
    await expect(image).toHaveAttribute("src", /lesson-01\.svg$/);
    await page.keyboard.press("End");
    await expect(image).toHaveAttribute("src", /lesson-30\.svg$/);
    await page.keyboard.press("ArrowRight");
    await expect(image).toHaveAttribute("src", /lesson-01\.svg$/);
    // Tab stays among the dialog's controls.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Previous" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Next" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(image).toHaveAttribute("src", /lesson-02\.svg$/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("given the mouse: previous, next, Close and a click outside the image", async ({ page }) => {
    const gallery = await openGallery(page);
    const opener = gallery.locator(".et_pb_gallery_item:visible a").nth(3);
    await opener.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.locator("img")).toHaveAttribute("src", /lesson-05\.svg$/);
    await dialog.getByRole("button", { name: "Previous" }).click();
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.locator("img")).toHaveAttribute("src", /lesson-03\.svg$/);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.mouse.click(8, 300);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("given reduced motion, the lightbox opens and closes the same way", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const gallery = await openGallery(page);
    await gallery.locator(".et_pb_gallery_item:visible a").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("galleries on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("given taps, pages the gallery and opens the lightbox; a swipe moves to the next image", async ({
    page,
  }) => {
    const gallery = await openGallery(page);
    const pageTwo = gallery.locator(".et_pb_gallery_pagination a.page-2");
    await pageTwo.scrollIntoViewIfNeeded();
    await pageTwo.tap();
    expect(await shownNumbers(gallery, ".et_pb_gallery_item")).toEqual([5, 6, 7, 8]);
    await expect(page).toHaveURL(/#course-slides\|2$/);

    const image = gallery.locator(".et_pb_gallery_item:visible a").first();
    await image.scrollIntoViewIfNeeded();
    await image.tap();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("img")).toHaveAttribute("src", /lesson-05\.svg$/);
    const figure = dialog.locator("figure");
    const swipe = async (fromX: number, toX: number): Promise<void> => {
      await figure.dispatchEvent("pointerdown", {
        pointerId: 3,
        pointerType: "touch",
        clientX: fromX,
        clientY: 300,
        isPrimary: true,
      });
      await figure.dispatchEvent("pointerup", {
        pointerId: 3,
        pointerType: "touch",
        clientX: toX,
        clientY: 305,
        isPrimary: true,
      });
    };
    await swipe(320, 120);
    await expect(dialog.locator("img")).toHaveAttribute("src", /lesson-06\.svg$/);
    await swipe(100, 300);
    await expect(dialog.locator("img")).toHaveAttribute("src", /lesson-05\.svg$/);
    await swipe(200, 180);
    await expect(dialog.locator("img")).toHaveAttribute("src", /lesson-05\.svg$/);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("filterable portfolio", () => {
  const visibleCategories = (portfolio: Locator): Promise<string[]> =>
    portfolio
      .locator(".et_pb_portfolio_item:visible")
      .evaluateAll((items) =>
        items.map((item) => [...item.classList].find((name) => name.startsWith("project_category_")) ?? ""),
      );

  test("starts on All, six lessons a page, seven pages behind a sliding window", async ({ page }) => {
    const portfolio = await openPortfolio(page);
    expect(await shownNumbers(portfolio, ".et_pb_portfolio_item")).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(portfolio.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    expect(await readPagination(portfolio.locator(".et_pb_portofolio_pagination"))).toBe(
      "[1] 2 3 4 5 \u2026 Next",
    );
  });

  test("given a click on a category, shows only its lessons from page 1, paged, and the URL follows", async ({
    page,
  }) => {
    const portfolio = await openPortfolio(page);
    await portfolio.getByRole("button", { name: "SEO", exact: true }).click();
    expect(new Set(await visibleCategories(portfolio))).toEqual(new Set(["project_category_seo"]));
    expect(await shownNumbers(portfolio, ".et_pb_portfolio_item")).toHaveLength(6);
    await expect(portfolio.getByRole("button", { name: "SEO", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(portfolio.getByRole("button", { name: "SEO", exact: true })).toHaveClass(/\bactive\b/);
    await expect(portfolio.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/#course-catalog\|seo\|1$/);
    const pagination = portfolio.locator(".et_pb_portofolio_pagination");
    expect(await readPagination(pagination)).toBe("[1] 2 Next");
    await pagination.getByRole("link", { name: "2", exact: true }).click();
    expect(await shownNumbers(portfolio, ".et_pb_portfolio_item")).toHaveLength(4);
    expect(new Set(await visibleCategories(portfolio))).toEqual(new Set(["project_category_seo"]));
    await expect(page).toHaveURL(/#course-catalog\|seo\|2$/);
    await expect(portfolio.locator(".enhance-portfolio-status")).toHaveText("10 items");

    await portfolio.getByRole("button", { name: "Social Media Marketing" }).click();
    expect(await shownNumbers(portfolio, ".et_pb_portfolio_item")).toHaveLength(4);
    await expect(pagination).toBeHidden();
    await expect(page).toHaveURL(/#course-catalog\|social-media-marketing\|1$/);
  });

  test("given the keyboard, Space and Enter choose a category", async ({ page }) => {
    const portfolio = await openPortfolio(page);
    await portfolio.getByRole("button", { name: "Email Marketing" }).focus();
    await page.keyboard.press(" ");
    expect(new Set(await visibleCategories(portfolio))).toEqual(
      new Set(["project_category_email-marketing"]),
    );
    await page.keyboard.press("Tab");
    await expect(portfolio.getByRole("button", { name: "Blogging" })).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await shownNumbers(portfolio, ".et_pb_portfolio_item")).toHaveLength(6);
    expect(new Set(await visibleCategories(portfolio))).toEqual(new Set(["project_category_blogging"]));
    await expect(portfolio.getByRole("button", { name: "Blogging" })).toBeFocused();
    // The page did not jump for the Space key.
    await expect(portfolio.getByRole("button", { name: "Blogging" })).toBeInViewport();
  });

  test("given a deep link id|category|page on load, on hashchange and back, follows it", async ({ page }) => {
    const portfolio = await openPortfolio(page, "#course-catalog|seo|2");
    expect(await shownNumbers(portfolio, ".et_pb_portfolio_item")).toHaveLength(4);
    expect(new Set(await visibleCategories(portfolio))).toEqual(new Set(["project_category_seo"]));

    await page.getByRole("link", { name: "Show the email marketing lessons" }).click();
    await expect
      .poll(() => visibleCategories(portfolio))
      .toEqual(Array(6).fill("project_category_email-marketing"));
    await page.getByRole("link", { name: "Open the last page of all lessons" }).click();
    await expect.poll(() => shownNumbers(portfolio, ".et_pb_portfolio_item")).toEqual([37, 38, 39, 40]);
    await page.goBack();
    await expect(page).toHaveURL(/#course-catalog\|email-marketing\|1$/);
    await expect
      .poll(() => visibleCategories(portfolio))
      .toEqual(Array(6).fill("project_category_email-marketing"));
  });

  test("given a visitor who filtered and paged, a later hash change selects the named filter and page", async ({
    page,
  }) => {
    const portfolio = await openPortfolio(page, "#course-catalog|email-marketing|1");
    await portfolio.getByRole("button", { name: "SEO", exact: true }).click();
    await portfolio
      .locator(".et_pb_portofolio_pagination")
      .getByRole("link", { name: "2", exact: true })
      .click();
    await expect(page).toHaveURL(/#course-catalog\|seo\|2$/);
    await page.evaluate(() => {
      location.hash = "course-catalog|email-marketing|1";
    });
    await expect(portfolio.getByRole("button", { name: "Email Marketing" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect
      .poll(() => visibleCategories(portfolio))
      .toEqual(Array(6).fill("project_category_email-marketing"));
    await expect(portfolio.getByRole("button", { name: "SEO", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("given the width changes, lays out 5, 4, 3, 2 and 1 columns, each image 75 % as tall as wide", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1800, height: 1000 });
    const portfolio = await openPortfolio(page);
    const items = portfolio.locator(".et_pb_portfolio_items");
    const columnsOnScreen = (): Promise<number> =>
      portfolio
        .locator(".et_pb_portfolio_item:visible")
        .evaluateAll(
          (elements) =>
            new Set(elements.map((element) => Math.round(element.getBoundingClientRect().left))).size,
        );
    for (const [width, columns] of [
      [1800, 5],
      [1200, 4],
      [900, 3],
      [600, 2],
      [400, 1],
      [1800, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 1000 });
      const containerWidth = await items.evaluate((element) => element.clientWidth);
      await expect(items, `${width} px window, ${containerWidth} px container`).toHaveAttribute(
        "data-enhance-columns",
        String(columns),
      );
      await expect.poll(columnsOnScreen).toBe(Math.min(columns, 6));
      const box = await portfolio
        .locator(".et_pb_portfolio_item:visible .et_portfolio_image")
        .first()
        .boundingBox();
      expect(box).not.toBeNull();
      expect(Math.abs(box!.height - box!.width * 0.75)).toBeLessThanOrEqual(1);
    }
  });

  test("given a click on a lesson cover, opens the lightbox over the category's covers; titles stay links", async ({
    page,
  }) => {
    const portfolio = await openPortfolio(page, "#course-catalog|blogging|1");
    await expect(
      portfolio.locator(".et_pb_portfolio_item:visible .et_pb_module_header a").first(),
    ).toHaveAttribute("href", /^\/courses\//);
    const cover = portfolio.locator(".et_pb_portfolio_item:visible .et_portfolio_image").nth(2);
    await cover.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator(".enhance-lightbox__status")).toContainText("3 / 6");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator(".enhance-lightbox__status")).toContainText("4 / 6");
    await page.keyboard.press("Escape");
    await expect(
      portfolio.locator(".et_pb_portfolio_item:visible a:has(.et_portfolio_image)").nth(2),
    ).toBeFocused();
  });

  test("given the portfolio page filtered and at both widths, has no axe violation", async ({ page }) => {
    const portfolio = await openPortfolio(page, "#course-catalog|affiliate-marketing|2");
    await expect(portfolio.getByRole("button", { name: "Affiliate Marketing" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page);
  });
});

/**
 * Real pages (../shared/divi-pages, test data never copied into this repository) whose markup holds a gallery or
 * a portfolio: no uncaught error, slider-mode galleries left to the slider family, grid galleries and
 * filterable portfolios enhanced.
 */
const realFolder = REAL_PAGES_DIR;
const MODULE_CLASS = /class=["'][^"']*\b(et_pb_gallery|et_pb_filterable_portfolio|et_pb_portfolio)\b/;
const realPages = existsSync(realFolder)
  ? readdirSync(realFolder)
      .filter(
        (file) => file.endsWith(".html") && MODULE_CLASS.test(readFileSync(`${realFolder}/${file}`, "utf8")),
      )
      .sort()
  : [];

test.describe("real pages with galleries or portfolios", () => {
  skipWithoutRealPages(realPages, `no real page with a gallery or portfolio in ${realFolder}`);

  for (const file of realPages) {
    test(`${file}: zero uncaught errors; grid galleries and portfolios enhanced, slider galleries left alone`, async ({
      page,
      problems,
      browser,
      baseURL,
    }) => {
      await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
      await page.goto(`/real/${file}`, { waitUntil: "domcontentloaded" });
      await scrollThrough(page);
      await waitForBootToSettle(page);
      const sliderGalleries = page.locator(".et_pb_gallery.et_pb_slider");
      for (let index = 0; index < (await sliderGalleries.count()); index += 1) {
        expect(await sliderGalleries.nth(index).getAttribute("data-enhanced")).not.toMatch(
          /(^| )gallery( |$)/,
        );
      }
      const grids = page.locator(".et_pb_gallery_grid:not(.et_pb_slider), .et_pb_filterable_portfolio");
      for (let index = 0; index < (await grids.count()); index += 1) {
        await expect(grids.nth(index)).toHaveAttribute("data-enhanced", /gallery|filterable-portfolio/);
      }
    });
  }
});
