import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, scrollThrough, test, waitForBootToSettle } from "./support/test";
import { armFixtureFault, fixtureCalls } from "./support/fixture";
import { REAL_PAGES_DIR, skipWithoutRealPages, tolerateRealPageOwnProblems } from "./support/real-pages";

/**
 * Ajax pagination of the blog and portfolio modules (demo-html/blog-module.html and the fixture's
 * /blog-module/page/N/ listing), the search overlay of the header and of the menu module, and the mobile menu
 * (demo-html/menu.html), plus the real pages' headers and menu modules.
 */

const LISTING = "/blog-module.html";
const MENU_PAGE = "/menu.html";
const ACTION = "ajax_pagination_page";
/** Spec 9: the menu search animation lock. */
const MENU_SEARCH_LOCK_MS = 1000;
const GENERIC_PROBLEM = "There was a problem, please try again.";
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let sessionCounter = 0;

async function useSession(page: Page, baseURL: string | undefined): Promise<string> {
  sessionCounter += 1;
  const session = `nav-${process.pid}-${Date.now()}-${sessionCounter}`;
  await page.context().addCookies([{ name: "fixture_session", value: session, url: baseURL ?? "" }]);
  return session;
}

interface LoggedCall {
  method: string;
  fault: string | null;
  fields: Record<string, string | string[]>;
}

async function listingCalls(request: APIRequestContext, session: string): Promise<LoggedCall[]> {
  return fixtureCalls<LoggedCall>(request, ACTION, session);
}

async function armFault(
  request: APIRequestContext,
  session: string,
  fault: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await armFixtureFault(request, { fault, action: ACTION, session, ...extra });
}

function blog(page: Page): Locator {
  return page.locator(".et_pb_blog_0");
}
function portfolio(page: Page): Locator {
  return page.locator(".et_pb_portfolio_0");
}

async function openListing(page: Page, url = LISTING): Promise<void> {
  await page.goto(url);
  await blog(page).scrollIntoViewIfNeeded();
  await expect(blog(page)).toHaveAttribute("data-enhanced", /ajax-pagination/);
  await portfolio(page).scrollIntoViewIfNeeded();
  await expect(portfolio(page)).toHaveAttribute("data-enhanced", /ajax-pagination/);
}

async function firstTitle(module: Locator): Promise<string> {
  return (await module.locator(".entry-title, .et_pb_module_header").first().innerText()).trim();
}

test.describe("ajax pagination", () => {
  test("given a click on Older Entries, shows page 2 of that module only, focuses its first title, announces it and pushes the URL", async ({
    page,
    request,
    baseURL,
  }) => {
    const session = await useSession(page, baseURL);
    await openListing(page);
    const firstOnPageOne = await firstTitle(blog(page));
    const portfolioFirst = await firstTitle(portfolio(page));
    await blog(page).getByRole("link", { name: "« Older Entries" }).click();

    await expect(page).toHaveURL(/\/blog-module\/page\/2\/\?et_blog$/);
    await expect(blog(page).locator(".et_pb_post")).toHaveCount(6);
    expect(await firstTitle(blog(page))).not.toBe(firstOnPageOne);
    await expect(blog(page).locator(".entry-title").first()).toBeFocused();
    await expect(blog(page).locator("[data-enhance-live]")).toHaveText("Page 2 shown, 6 posts.");
    await expect(blog(page)).toHaveAttribute("data-state", "idle");
    await expect(blog(page)).not.toHaveAttribute("aria-busy", "true");
    await expect(blog(page).locator(".pagination a")).toHaveText(["« Older Entries", "Next Entries »"]);
    expect(await firstTitle(portfolio(page))).toBe(portfolioFirst);
    await expect(blog(page)).toBeInViewport();
    const calls = await listingCalls(request, session);
    expect(calls.map((call) => [call.fields["method"], call.fields["page"]])).toEqual([["GET", "2"]]);
  });

  test("given the keyboard, Enter on the page links moves through the pages and back", async ({ page }) => {
    await openListing(page);
    const firstOnPageOne = await firstTitle(blog(page));
    await blog(page).getByRole("link", { name: "« Older Entries" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/page\/2\//);
    await expect(blog(page).locator(".entry-title").first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(blog(page).locator(".entry-title a").first()).toBeFocused();
    await blog(page).getByRole("link", { name: "Next Entries »" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog-module\/\?et_blog$/);
    await expect.poll(() => firstTitle(blog(page))).toBe(firstOnPageOne);
    await expect(blog(page).locator(".entry-title").first()).toBeFocused();
  });

  test("given pages already seen, shows them from the cache: links, Back and Forward ask the site nothing", async ({
    page,
    request,
    baseURL,
  }) => {
    const session = await useSession(page, baseURL);
    await openListing(page);
    const titles: string[] = [await firstTitle(blog(page))];
    for (const expected of [2, 3]) {
      await blog(page).getByRole("link", { name: "« Older Entries" }).click();
      await expect(page).toHaveURL(new RegExp(`/page/${expected}/`));
      titles.push(await firstTitle(blog(page)));
    }
    expect(new Set(titles).size).toBe(3);
    expect(await listingCalls(request, session)).toHaveLength(2);

    // A link to a page already loaded (page 2 from page 3) is answered from the cache.
    await blog(page).getByRole("link", { name: "Next Entries »" }).click();
    await expect(page).toHaveURL(/\/page\/2\//);
    expect(await firstTitle(blog(page))).toBe(titles[1]);

    await page.goBack();
    await expect(page).toHaveURL(/\/page\/3\//);
    await expect.poll(() => firstTitle(blog(page))).toBe(titles[2]);
    await page.goBack();
    await expect(page).toHaveURL(/\/page\/2\//);
    await expect.poll(() => firstTitle(blog(page))).toBe(titles[1]);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog-module\.html$/);
    await expect.poll(() => firstTitle(blog(page))).toBe(titles[0]);
    await page.goForward();
    await expect(page).toHaveURL(/\/page\/2\//);
    await expect.poll(() => firstTitle(blog(page))).toBe(titles[1]);
    expect(await listingCalls(request, session)).toHaveLength(2);
  });

  test("given both modules paged, each keeps its own page through Back and Forward", async ({ page }) => {
    await openListing(page);
    const blogFirst = await firstTitle(blog(page));
    const portfolioFirst = await firstTitle(portfolio(page));
    await blog(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect(page).toHaveURL(/\/page\/2\/\?et_blog$/);
    const blogSecond = await firstTitle(blog(page));
    await portfolio(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect(page).toHaveURL(/\/page\/2\/$/);
    await expect(portfolio(page).locator(".et_pb_portfolio_item .et_pb_module_header").first()).toBeFocused();
    await expect(portfolio(page).locator("[data-enhance-live]")).toHaveText("Page 2 shown, 8 projects.");
    const portfolioSecond = await firstTitle(portfolio(page));
    expect(portfolioSecond).not.toBe(portfolioFirst);
    expect(await firstTitle(blog(page))).toBe(blogSecond);

    await page.goBack();
    await expect.poll(() => firstTitle(portfolio(page))).toBe(portfolioFirst);
    expect(await firstTitle(blog(page))).toBe(blogSecond);
    await page.goBack();
    await expect.poll(() => firstTitle(blog(page))).toBe(blogFirst);
    await page.goForward();
    await page.goForward();
    await expect.poll(() => firstTitle(portfolio(page))).toBe(portfolioSecond);
    expect(await firstTitle(blog(page))).toBe(blogSecond);
  });

  test("given a slow site, the module is busy and faded while the page loads, then idle", async ({
    page,
    request,
    baseURL,
  }) => {
    const session = await useSession(page, baseURL);
    await openListing(page);
    await armFault(request, session, "slow", { delayMs: 1200 });
    await blog(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect(blog(page)).toHaveAttribute("data-state", "loading");
    await expect(blog(page)).toHaveAttribute("aria-busy", "true");
    await expect(blog(page).locator(".et_pb_ajax_pagination_container")).toHaveCSS("opacity", "0.2");
    await expect(page).toHaveURL(/\/page\/2\//, { timeout: 5000 });
    await expect(blog(page)).toHaveAttribute("data-state", "idle");
    await expect(blog(page).locator(".et_pb_ajax_pagination_container")).toHaveCSS("opacity", "1");
  });

  for (const fault of ["500", "badjson", "errorpage", "network"] as const) {
    test(`given the fault ${fault}, leaves the page as it was, says so politely, and the next try works`, async ({
      page,
      request,
      baseURL,
      problems,
    }) => {
      problems.allow("Failed to load resource");
      const session = await useSession(page, baseURL);
      await openListing(page);
      const before = await firstTitle(blog(page));
      const older = blog(page).getByRole("link", { name: "« Older Entries" });
      const href = (await older.getAttribute("href")) ?? "";
      if (fault === "network") {
        // Chromium silently resends a GET when a reused connection drops (up to twice), so this fault rides on
        // the link itself (`?fault=`), where every resend meets it too.
        await older.evaluate((link, url) => link.setAttribute("href", url), `${href}&fault=network`);
      } else {
        await armFault(request, session, fault);
      }
      await older.click();
      const error = blog(page).locator(".enhance-pagination-error");
      await expect(error).toHaveText(GENERIC_PROBLEM);
      await expect(error).toHaveAttribute("role", "alert");
      await expect(blog(page)).toHaveAttribute("data-state", "error");
      await expect(page).toHaveURL(/\/blog-module\.html$/);
      expect(await firstTitle(blog(page))).toBe(before);
      await expect(blog(page).locator(".et_pb_ajax_pagination_container")).toHaveCSS("opacity", "1");
      await expect(older).toBeFocused();

      await older.evaluate((link, url) => link.setAttribute("href", url), href);
      await older.click();
      await expect(page).toHaveURL(/\/page\/2\//);
      await expect(error).toBeHidden();
      expect(await firstTitle(blog(page))).not.toBe(before);
      const faults = (await listingCalls(request, session)).map((call) => call.fault);
      expect(faults.at(-1)).toBeNull();
      expect(faults.slice(0, -1).length).toBeGreaterThan(0);
      expect(faults.slice(0, -1).every((kind) => kind === fault)).toBe(true);
    });
  }

  test("given the fault timeout, the site's gateway timeout leaves the page as it was", async ({
    page,
    request,
    baseURL,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    const session = await useSession(page, baseURL);
    await openListing(page);
    const before = await firstTitle(blog(page));
    await armFault(request, session, "timeout", { delayMs: 300 });
    await blog(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect(blog(page).locator(".enhance-pagination-error")).toHaveText(GENERIC_PROBLEM);
    expect(await firstTitle(blog(page))).toBe(before);
    await expect(page).toHaveURL(/\/blog-module\.html$/);
  });

  test("given no answer at all, gives up after the client's 15 s timeout and keeps the page", async ({
    page,
    request,
    baseURL,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    const session = await useSession(page, baseURL);
    await page.clock.install();
    await openListing(page);
    const before = await firstTitle(blog(page));
    await armFault(request, session, "timeout");
    await blog(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect(blog(page)).toHaveAttribute("data-state", "loading");
    // Once the request is out (its timer set), 15 s of the page's time pass in an instant.
    await expect.poll(async () => (await listingCalls(request, session)).length).toBe(1);
    await page.clock.runFor(15_000);
    await expect(blog(page).locator(".enhance-pagination-error")).toHaveText(GENERIC_PROBLEM);
    await expect(blog(page)).toHaveAttribute("data-state", "error");
    expect(await firstTitle(blog(page))).toBe(before);
  });

  test("given a page past the last one, renders the theme's 404 page text in the module and can go back", async ({
    page,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    await openListing(page);
    const before = await firstTitle(blog(page));
    const older = blog(page).getByRole("link", { name: "« Older Entries" });
    await older.evaluate((link) => link.setAttribute("href", "/blog-module/page/99/?et_blog"));
    await older.click();
    await expect(page).toHaveURL(/\/page\/99\//);
    const heading = blog(page).getByRole("heading", { name: "No Results Found" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(blog(page).locator("[data-enhance-live]")).toHaveText("Page 99 was not found.");
    await expect(blog(page).locator(".enhance-pagination-error")).toBeHidden();
    await expect(page.locator("main")).toHaveCount(1);
    await page.goBack();
    await expect.poll(() => firstTitle(blog(page))).toBe(before);
  });

  test("given the fault 404 (an error page without the module), still renders the returned text", async ({
    page,
    request,
    baseURL,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    const session = await useSession(page, baseURL);
    await openListing(page);
    await armFault(request, session, "404");
    await portfolio(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect(portfolio(page).getByRole("heading", { name: "Page not found" })).toBeFocused();
    await expect(portfolio(page)).toContainText("The page you requested could not be found.");
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.locator("#main-content")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("given hostile post titles and excerpts in the replies, none of their code ever runs", async ({
    page,
  }) => {
    await openListing(page);
    for (let step = 0; step < 2; step += 1) {
      await blog(page).getByRole("link", { name: "« Older Entries" }).click();
      await expect(page).toHaveURL(new RegExp(`/page/${step + 2}/`));
    }
    await expect(blog(page).locator(".entry-title").filter({ hasText: "Affiliate tips" })).toHaveCount(1);
    for (let step = 0; step < 4; step += 1) {
      await portfolio(page).getByRole("link", { name: "« Older Entries" }).click();
      await expect(page).toHaveURL(new RegExp(`/page/${step + 2}/$`));
    }
    await expect(
      portfolio(page).locator(".et_pb_module_header").filter({ hasText: "SEO myths" }),
    ).toHaveCount(1);
    // A payload would run on insertion or on an image's load or error event: wait until every image has
    // settled, and a task after that, before checking that none ran.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(
      await page.evaluate(() => (window as unknown as { __xssFired?: unknown }).__xssFired),
    ).toBeUndefined();
    const dangerous = await page.evaluate(
      () =>
        document.querySelectorAll(
          ".et_pb_ajax_pagination_container script, .et_pb_ajax_pagination_container iframe, .et_pb_ajax_pagination_container [onerror], .et_pb_ajax_pagination_container [onload], .et_pb_ajax_pagination_container a[href^='javascript:']",
        ).length,
    );
    expect(dangerous).toBe(0);
  });

  test("given a layout block preview, posts the layout content to the page link and keeps the address", async ({
    page,
    request,
    baseURL,
  }) => {
    const session = await useSession(page, baseURL);
    await openListing(page, "/blog-module/block-preview/");
    const before = await firstTitle(blog(page));
    await blog(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect.poll(() => firstTitle(blog(page))).not.toBe(before);
    await expect(page).toHaveURL(/\/blog-module\/block-preview\/$/);
    const calls = await listingCalls(request, session);
    const last = calls.at(-1);
    expect(last?.fields["method"]).toBe("POST");
    expect(last?.fields["page"]).toBe("2");
    expect(String(last?.fields["et_layout_block_layout_content"])).toContain("[et_pb_blog");
  });

  test("given page 2 in the address on load, Back from page 3 shows page 2 again", async ({ page }) => {
    await page.goto("/blog-module/page/2/?et_blog");
    await blog(page).scrollIntoViewIfNeeded();
    await expect(blog(page)).toHaveAttribute("data-enhanced", /ajax-pagination/);
    const second = await firstTitle(blog(page));
    await blog(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect(page).toHaveURL(/\/page\/3\//);
    await page.goBack();
    await expect.poll(() => firstTitle(blog(page))).toBe(second);
  });

  test("the listing has no axe violations after paging and after a failure", async ({
    page,
    request,
    baseURL,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    const session = await useSession(page, baseURL);
    await openListing(page);
    await blog(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect(page).toHaveURL(/\/page\/2\//);
    await expectNoAxeViolations(page);
    await armFault(request, session, "500");
    await portfolio(page).getByRole("link", { name: "« Older Entries" }).click();
    await expect(portfolio(page).locator(".enhance-pagination-error")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/* ------------------------------------------------------------------------------------------------------- */

function moduleMenu(page: Page): Locator {
  return page.locator(".et_pb_menu_0");
}

/**
 * Stops the page's timers where they are (Playwright's clock, installed before the page loads), so the 1 s
 * animation lock ends only when the test runs the clock on, however long the browser takes meanwhile.
 */
async function freezeTimers(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2000);
}

test.describe("menu search overlay", () => {
  test("given a click on the module's search button, shows the form, focuses the input, and the close button closes it and brings focus back, during the opening animation too", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto(MENU_PAGE);
    const menu = moduleMenu(page);
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toHaveAttribute("data-enhanced", /menu-search/);
    await freezeTimers(page);
    const button = menu.getByRole("button", { name: "Search", exact: true });
    const container = menu.locator(".et_pb_menu__search-container");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(container).toBeHidden();

    await button.click();
    await expect(container).toHaveClass(/et_pb_menu__search-container--visible/);
    await expect(container).not.toHaveClass(/--disabled/);
    await expect(container).toHaveAttribute("data-state", "open");
    await expect(menu.locator(".et_pb_menu__wrap")).toHaveClass(/et_pb_menu__wrap--hidden/);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.locator(".et_pb_menu__search-input")).toBeFocused();

    // The close button works during the 1 s opening animation: the opening ends and the closing runs.
    const close = menu.getByRole("button", { name: "Close search" });
    await close.click();
    await expect(container).toHaveAttribute("data-state", "closing");
    await expect(container).toHaveClass(/et_pb_menu__search-container--hidden/);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await expect(container).toHaveAttribute("data-state", "closed");

    // And after the opening animation.
    await button.click();
    await expect(container).toHaveAttribute("data-state", "open");
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await close.click();
    await expect(container).toHaveAttribute("data-state", "closing");
    await expect(container).toHaveClass(/et_pb_menu__search-container--hidden/);
    await expect(menu.locator(".et_pb_menu__wrap")).toHaveClass(/et_pb_menu__wrap--visible/);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await expect(container).toHaveAttribute("data-state", "closed");
    await expect(container).toHaveClass(/et_pb_menu__search-container--disabled/);
    await expect(container).toBeHidden();
  });

  test("given the keyboard, Enter opens the search and Escape closes it and returns focus, during the opening animation too", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto(MENU_PAGE);
    const menu = moduleMenu(page);
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toHaveAttribute("data-enhanced", /menu-search/);
    await freezeTimers(page);
    const button = menu.getByRole("button", { name: "Search", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    const input = menu.locator(".et_pb_menu__search-input");
    await expect(input).toBeFocused();
    // Escape during the 1 s opening animation closes at once.
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await expect(menu.locator(".et_pb_menu__search-container")).toHaveAttribute("data-state", "closing");
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await expect(menu.locator(".et_pb_menu__search-container")).toHaveAttribute("data-state", "closed");
    await page.keyboard.press("Enter");
    await expect(input).toBeFocused();
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await page.keyboard.type("seo");
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await expect(menu.locator(".et_pb_menu__search-container")).toHaveAttribute("data-state", "closing");
  });

  test("given focus leaving the input, closes the search without taking focus back; the close button does not count as leaving", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto(MENU_PAGE);
    const menu = moduleMenu(page);
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toHaveAttribute("data-enhanced", /menu-search/);
    await freezeTimers(page);
    const container = menu.locator(".et_pb_menu__search-container");
    await menu.getByRole("button", { name: "Search", exact: true }).click();
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Close search" })).toBeFocused();
    await expect(container).toHaveAttribute("data-state", "open");
    await page.keyboard.press("Tab");
    await expect(container).toHaveAttribute("data-state", "closing");
    const focusedInside = await container.evaluate((element) => element.contains(document.activeElement));
    expect(focusedInside).toBe(false);
    await expect(menu.getByRole("button", { name: "Search", exact: true })).not.toBeFocused();
  });

  test("given focus leaving during the opening animation, closes when the lock ends", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto(MENU_PAGE);
    const menu = moduleMenu(page);
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toHaveAttribute("data-enhanced", /menu-search/);
    await freezeTimers(page);
    const container = menu.locator(".et_pb_menu__search-container");
    await menu.getByRole("button", { name: "Search", exact: true }).click();
    await page.locator("h1").click();
    await expect(container).toHaveAttribute("data-state", "open");
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await expect(container).toHaveAttribute("data-state", "closing");
  });

  test("given the header's search icon, opens the header search over the menu and closes it with its close icon, during the opening animation too", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto(MENU_PAGE);
    const header = page.locator("#main-header");
    await expect(header).toHaveAttribute("data-enhanced", /menu-search/);
    await freezeTimers(page);
    const icon = page.locator("#et_search_icon");
    await expect(icon).toHaveRole("button");
    await expect(icon).toHaveAccessibleName("Search");
    const container = page.locator(".et_search_form_container");
    await expect(container).toBeHidden();
    await icon.focus();
    await page.keyboard.press("Enter");
    await expect(container).toHaveClass(/et_pb_search_visible/);
    await expect(container).toHaveClass(/et_pb_is_animating/);
    await expect(page.locator(".et_menu_container")).toHaveClass(/et_pb_menu_hidden/);
    await expect(page.locator(".et-search-field")).toBeFocused();
    // The close icon during the opening animation: the closing animation starts at once.
    await page.locator(".et_close_search_field").click();
    await expect(container).toHaveClass(/et_pb_search_form_hidden/);
    await expect(container).toHaveClass(/et_pb_is_animating/);
    await expect(page.locator(".et_menu_container")).toHaveClass(/et_pb_menu_visible/);
    await expect(icon).toBeFocused();
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await expect(container).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(container).toHaveClass(/et_pb_search_visible/);
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await expect(container).toHaveClass(/et_pb_no_animation/);
    await expect(container).not.toHaveClass(/et_pb_is_animating/);
    await page.locator(".et_close_search_field").click();
    await expect(container).toHaveClass(/et_pb_search_form_hidden/);
    await expect(page.locator(".et_menu_container")).toHaveClass(/et_pb_menu_visible/);
    await expect(icon).toBeFocused();
    await page.clock.runFor(MENU_SEARCH_LOCK_MS);
    await expect(container).toBeHidden();
  });

  test("given reduced motion, opens and closes at once with no lock", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(DESKTOP);
    await page.goto(MENU_PAGE);
    const menu = moduleMenu(page);
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toHaveAttribute("data-enhanced", /menu-search/);
    const container = menu.locator(".et_pb_menu__search-container");
    await menu.getByRole("button", { name: "Search", exact: true }).click();
    await expect(container).toHaveAttribute("data-state", "open");
    await menu.getByRole("button", { name: "Close search" }).click();
    await expect(container).toHaveAttribute("data-state", "closed");
    await expect(container).toHaveClass(/et_pb_menu__search-container--disabled/);
  });
});

test.describe("menu rows", () => {
  test("the row holding a menu module is raised to z-index 3, so its dropdowns open over the rows below", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(MENU_PAGE);
    const menu = page.locator(".et_pb_menu_0");
    await expect(menu).toHaveAttribute("data-enhanced", /(^| )menu-row( |$)/);
    const row = page.locator(".et_pb_row_1");
    await expect(row).toHaveCSS("z-index", "3");
    // The row's section has no divider (a section with one needs 6: unit tests); no other row is raised.
    await expect(page.locator(".et_pb_section_1")).not.toHaveClass(/section_has_divider/);
    await expect(page.locator(".et_pb_row_0")).toHaveCSS("z-index", "auto");
  });
});

test.describe("mobile menu", () => {
  test("given a phone, the menu button is a disclosure that slides the menu open and closed by mouse", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(MENU_PAGE);
    const header = page.locator("#main-header");
    await expect(header).toHaveAttribute("data-enhanced", /mobile-menu/);
    const bar = header.getByRole("button", { name: "Select Page" });
    const list = header.locator("ul.et_mobile_menu");
    await expect(bar).toHaveAttribute("aria-expanded", "false");
    await expect(bar).toHaveAttribute("aria-controls", "mobile_menu");
    await expect(list).toBeHidden();
    await bar.click();
    await expect(bar).toHaveAttribute("aria-expanded", "true");
    await expect(header.locator(".mobile_nav")).toHaveClass(/opened/);
    await expect(list).toBeVisible();
    await expect(list.getByRole("link", { name: "All demos" })).toBeVisible();
    // The copy carries no ids of its own, so nothing in the page is duplicated.
    expect(await page.evaluate(() => document.querySelectorAll("#menu-item-101").length)).toBe(1);
    await bar.click();
    await expect(bar).toHaveAttribute("aria-expanded", "false");
    await expect(header.locator(".mobile_nav")).toHaveClass(/closed/);
    await expect(list).toBeHidden();
  });

  test("given the keyboard, Enter and Space toggle it, submenus are nested disclosures, Escape closes the innermost part and Tab leaves freely", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(MENU_PAGE);
    const header = page.locator("#main-header");
    await expect(header).toHaveAttribute("data-enhanced", /mobile-menu/);
    const bar = header.getByRole("button", { name: "Select Page" });
    await bar.focus();
    await page.keyboard.press("Space");
    await expect(bar).toHaveAttribute("aria-expanded", "true");
    const list = header.locator("ul.et_mobile_menu");
    const learn = list.getByRole("button", { name: "Learn submenu" });
    await expect(learn).toHaveAttribute("aria-expanded", "false");
    const learnList = list.locator(`[id="${await learn.getAttribute("aria-controls")}"]`);
    await expect(learnList).toBeHidden();
    await learn.focus();
    await page.keyboard.press("Enter");
    await expect(learn).toHaveAttribute("aria-expanded", "true");
    await expect(learnList).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(learnList.getByRole("link", { name: "Lessons and courses" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(learn).toBeFocused();
    await expect(learn).toHaveAttribute("aria-expanded", "false");
    await expect(learnList).toBeHidden();

    // A parent that links nowhere opens its submenu itself.
    await list.getByRole("link", { name: "Courses", exact: true }).click();
    await expect(list.getByRole("button", { name: "Courses submenu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page).toHaveURL(/\/menu\.html$/);

    // No trap: Tab from the last item goes on to the page.
    await list.getByRole("link", { name: "Real pages" }).focus();
    await page.keyboard.press("Tab");
    const insideMenu = await list.evaluate((element) => element.contains(document.activeElement));
    expect(insideMenu).toBe(false);

    await list.getByRole("link", { name: "All demos" }).focus();
    await page.keyboard.press("Escape");
    await expect(bar).toBeFocused();
    await expect(bar).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(bar).toHaveAttribute("aria-expanded", "true");
  });

  test("given the module's mobile menu open, opening the module's search closes it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(MENU_PAGE);
    const menu = moduleMenu(page);
    await menu.scrollIntoViewIfNeeded();
    await expect(menu).toHaveAttribute("data-enhanced", /mobile-menu/);
    await expect(menu).toHaveAttribute("data-enhanced", /menu-search/);
    const bar = menu.getByRole("button", { name: "Menu", exact: true });
    await bar.click();
    await expect(bar).toHaveAttribute("aria-expanded", "true");
    await expect(menu.locator("ul.et_mobile_menu")).toBeVisible();
    await menu.getByRole("button", { name: "Search", exact: true }).click();
    await expect(bar).toHaveAttribute("aria-expanded", "false");
    await expect(menu.locator(".mobile_nav")).toHaveClass(/closed/);
    await expect(menu.locator("ul.et_mobile_menu")).toBeHidden();
    await expect(menu.locator(".et_pb_menu__search-input")).toBeFocused();
  });

  test("given a wider window, an open mobile menu closes when the desktop menu comes back", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(MENU_PAGE);
    const header = page.locator("#main-header");
    await expect(header).toHaveAttribute("data-enhanced", /mobile-menu/);
    const bar = header.getByRole("button", { name: "Select Page" });
    await bar.click();
    await expect(bar).toHaveAttribute("aria-expanded", "true");
    await page.setViewportSize(DESKTOP);
    await expect(header.locator(".mobile_menu_bar")).toHaveAttribute("aria-expanded", "false");
    await expect(header.locator(".mobile_nav")).toHaveClass(/closed/);
    await expect(header.locator("ul.et_mobile_menu")).toBeHidden();
  });

  test("on Extra, the mobile menu works up to Extra's 1024 px mobile width and closes past it", async ({
    page,
  }) => {
    // The demo's stand-in stylesheet switches menus at Divi's 980 px; Extra's own switches at 1024 px.
    const extraStylesheet = `@media (max-width: 1024px) {
      #top-menu-nav { display: none; }
      #et_mobile_nav_menu { display: block; }
    }`;
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/extra-contact.html");
    await page.addStyleTag({ content: extraStylesheet });
    const header = page.locator("#main-header");
    await expect(header).toHaveAttribute("data-enhanced", /(^| )mobile-menu( |$)/);
    const bar = header.getByRole("button", { name: "Select Page" });
    await bar.click();
    await expect(bar).toHaveAttribute("aria-expanded", "true");
    await expect(header.locator("ul.et_mobile_menu")).toBeVisible();
    // Past Divi's 980 px, still Extra's mobile width: the menu stays open.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(bar).toHaveAttribute("aria-expanded", "true");
    await page.setViewportSize({ width: 1025, height: 800 });
    await expect(header.locator(".mobile_menu_bar")).toHaveAttribute("aria-expanded", "false");
    await expect(header.locator(".mobile_nav")).toHaveClass(/closed/);
  });

  test("the menu page has no axe violations with the mobile menu and a submenu open, or with a search open", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(MENU_PAGE);
    await scrollThrough(page);
    await waitForBootToSettle(page);
    const header = page.locator("#main-header");
    await expect(header).toHaveAttribute("data-enhanced", /mobile-menu/);
    await header.getByRole("button", { name: "Select Page" }).click();
    await header.getByRole("button", { name: "Learn submenu" }).click();
    await expectNoAxeViolations(page);
    await page.setViewportSize(DESKTOP);
    await page.locator("#et_search_icon").click();
    await expect(page.locator(".et_search_form_container")).toHaveAttribute("data-state", "open");
    await expectNoAxeViolations(page);
  });
});

/* ------------------------------------------------------------------------------------------------------- */

const realFolder = REAL_PAGES_DIR;
const realPages = existsSync(realFolder)
  ? readdirSync(realFolder)
      .filter((file) => file.endsWith(".html"))
      .filter((file) =>
        /class="mobile_nav|id="et_top_search"|et_pb_menu__search-button"|et_pb_ajax_pagination_container/.test(
          readFileSync(`${realFolder}/${file}`, "utf8"),
        ),
      )
      .sort()
  : [];

test.describe("real pages: menus, mobile menus, header search and ajax pagination", () => {
  skipWithoutRealPages(realPages, `no real pages with menus: ${realFolder} is absent`);

  for (const file of realPages) {
    for (const viewport of [
      { name: "phone", ...PHONE },
      { name: "desktop", ...DESKTOP },
    ]) {
      test(`${file} at ${viewport.name} width: its menus work with zero uncaught errors`, async ({
        page,
        problems,
        browser,
        baseURL,
      }) => {
        await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(`/real/${file}`, { waitUntil: "domcontentloaded" });
        await scrollThrough(page);
        await waitForBootToSettle(page);

        const bars = page.locator(".mobile_nav .mobile_menu_bar");
        for (let index = 0; index < (await bars.count()); index += 1) {
          const bar = bars.nth(index);
          // The page's own CSS hides the mobile menu at desktop widths, as the theme does.
          if (!(await bar.isVisible())) continue;
          await expect(bar).toHaveRole("button");
          const list = page.locator(`[id="${await bar.getAttribute("aria-controls")}"]`);
          await expect(list).toHaveClass(/et_mobile_menu/);
          await bar.focus();
          await page.keyboard.press("Enter");
          await expect(bar).toHaveAttribute("aria-expanded", "true");
          await expect(list).not.toHaveAttribute("hidden");
          expect(await list.locator("a").count()).toBeGreaterThan(0);
          await list.locator("a").first().focus();
          await page.keyboard.press("Escape");
          await expect(bar).toHaveAttribute("aria-expanded", "false");
          await expect(bar).toBeFocused();
        }

        const searchButtons = page.locator("#et_search_icon, .et_pb_menu__search-button");
        for (let index = 0; index < (await searchButtons.count()); index += 1) {
          const button = searchButtons.nth(index);
          await expect(button).toHaveAttribute("aria-label", "Search");
          // The page's own CSS may hide the icon at this width.
          if (!(await button.isVisible())) continue;
          await expect(button).toHaveAccessibleName("Search");
          const container = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
          await button.focus();
          await page.keyboard.press("Enter");
          await expect(container).toHaveAttribute("data-state", "open");
          await expect(container.locator("input").first()).toBeFocused();
          await page.waitForTimeout(MENU_SEARCH_LOCK_MS + 100);
          await page.keyboard.press("Escape");
          await expect(container).not.toHaveAttribute("data-state", "open");
          await expect(button).toBeFocused();
        }

        const paginated = await page.evaluate(() =>
          [...document.querySelectorAll(".et_pb_ajax_pagination_container")].map(
            (container) =>
              container
                .closest(".et_pb_blog_grid_wrapper, .et_pb_posts, .et_pb_portfolio, .et_pb_portfolio_grid")
                ?.getAttribute("data-enhanced") ?? "",
          ),
        );
        for (const enhanced of paginated) expect(enhanced).toMatch(/ajax-pagination/);
      });
    }
  }
});

test.describe("breakpoints of the admin bar and the menu search", () => {
  /** WordPress's admin bar as the core stylesheet places it: fixed above 782 px, scrolling with the page below. */
  const ADMIN_BAR = `<div id="wpadminbar" style="height:32px;background:#1d2327;left:0;right:0;top:0;z-index:99999"></div>
<style>#wpadminbar{position:fixed}@media screen and (max-width:782px){#wpadminbar{position:absolute}}</style>`;

  test("sticky modules stay below a fixed admin bar above 782 px and reach the top at 782 px", async ({
    page,
  }) => {
    await page.route("**/sticky.html", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<body([^>]*)>/, `<body$1>${ADMIN_BAR}`);
      await route.fulfill({ response, body: html });
    });
    const announcement = page.locator(".announcement-bar");
    for (const [width, expectedTop] of [
      [783, 32],
      [782, 0],
    ] as const) {
      await test.step(`${width} px wide`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/sticky.html");
        await waitForBootToSettle(page);
        await page.mouse.wheel(0, 1200);
        await expect(announcement).toHaveClass(/et_pb_sticky(\s|$)/);
        await expect
          .poll(async () => Math.round((await announcement.boundingBox())?.y ?? -1))
          .toBe(expectedTop);
      });
    }
  });
  test("the menu search opens 30 px under a logo above the menu, and beside a left-aligned logo without it", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const menu = moduleMenu(page);
    const container = menu.locator(".et_pb_menu__search-container");
    const logo = menu.locator(".et_pb_menu__logo-wrap");
    const openSearch = async (): Promise<number> => {
      await page.goto(MENU_PAGE);
      await waitForBootToSettle(page);
      await menu.locator(".et_pb_menu__search-button").click();
      await expect(container).toHaveAttribute("data-state", "open");
      return container.evaluate((element) => parseFloat(getComputedStyle(element).paddingTop));
    };

    await test.step("left-aligned logo: the theme's own padding", async () => {
      expect(await openSearch()).toBe(0);
    });

    await test.step("centered logo above the menu: down to the logo plus 30 px", async () => {
      await page.route("**/menu.html", async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace("et_pb_menu--style-left_aligned", "et_pb_menu--style-centered")
          .replace(
            "</head>",
            "<style>.et_pb_menu--style-centered .et_pb_menu_inner_container{flex-direction:column}</style></head>",
          );
        await route.fulfill({ response, body: html });
      });
      const padding = await openSearch();
      // Measured once the opening animation has ended, when no transform moves the form.
      await container.evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const logoBox = await logo.boundingBox();
      const containerBox = await container.boundingBox();
      expect(logoBox).not.toBeNull();
      expect(containerBox).not.toBeNull();
      expect(padding).toBe(Math.round(logoBox!.y + logoBox!.height - containerBox!.y) + 30);
      expect(padding).toBeGreaterThan(30);
    });
  });
});
