import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openEnhanced, test } from "./support/test";

const PAGE = "/widgets.html";
/** The far-future countdowns end on 2100-01-01 00:00:00 UTC (unix seconds 4102444800). */
const END_MS = 4102444800 * 1000;
const DAY = 86400 * 1000;
const HOUR = 3600 * 1000;
const MINUTE = 60 * 1000;
const SECOND = 1000;

/** Installs the clock paused at `time`, before the page loads, so every timer runs only when a test says. */
async function freezeClockAt(page: Page, time: number): Promise<void> {
  // Installed a second early: time flows between the two calls, and pausing may only move it forward.
  await page.clock.install({ time: time - 1000 });
  await page.clock.pauseAt(time);
}

const values = (page: Page, selector: string) => page.locator(`${selector} .values .value`).allTextContents();
/** The countdown module's chunk (and its one retry, which asks again with a query). */
const COUNTDOWN_CHUNK = /\/dist\/chunks\/countdown-island-[^/?]*\.js(\?.*)?$/;
const sectionWidths = (timer: Locator) =>
  timer
    .locator(".values")
    .evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().width));

test.describe("countdown timers", () => {
  test("given a controlled clock, ticks every second with padded values and summarises once a minute", async ({
    page,
  }) => {
    await freezeClockAt(page, END_MS - (DAY + HOUR + MINUTE + 5 * SECOND));
    const timer = await openEnhanced(page, PAGE, ".et_pb_countdown_timer_0", "countdown");
    expect(await values(page, ".et_pb_countdown_timer_0")).toEqual(["001", "01", "01", "05"]);
    const status = timer.getByRole("status");
    await expect(status).toHaveText("1 day, 1 hour and 1 minute left");
    await page.clock.runFor(SECOND);
    expect(await values(page, ".et_pb_countdown_timer_0")).toEqual(["001", "01", "01", "04"]);
    await expect(status).toHaveText("1 day, 1 hour and 1 minute left");
    await page.clock.runFor(5 * SECOND);
    expect(await values(page, ".et_pb_countdown_timer_0")).toEqual(["001", "01", "00", "59"]);
    await expect(status).toHaveText("1 day and 1 hour left");
    await expect(timer.locator(".days.section")).not.toHaveClass(/\bzero\b/);
  });

  test("given the end reached while watching, shows zeros, marks every section spent and stops", async ({
    page,
  }) => {
    await freezeClockAt(page, END_MS - 2 * SECOND);
    const timer = await openEnhanced(page, PAGE, ".et_pb_countdown_timer_0", "countdown");
    expect(await values(page, ".et_pb_countdown_timer_0")).toEqual(["000", "00", "00", "02"]);
    await expect(timer.locator(".days.section")).toHaveClass(/\bzero\b/);
    await expect(timer.locator(".seconds.section")).not.toHaveClass(/\bzero\b/);
    await page.clock.runFor(2 * SECOND);
    expect(await values(page, ".et_pb_countdown_timer_0")).toEqual(["000", "00", "00", "00"]);
    await expect(timer.locator(".values.zero")).toHaveCount(4);
    await expect(timer.getByRole("status")).toHaveText("Ended");
    await expect(timer).toHaveAttribute("data-state", "ended");
  });

  test("given an end in the past, shows zeros and Ended; the ticking digits are hidden from screen readers", async ({
    page,
  }) => {
    const timer = await openEnhanced(page, PAGE, ".et_pb_countdown_timer_1", "countdown");
    expect(await values(page, ".et_pb_countdown_timer_1")).toEqual(["000", "00", "00", "00"]);
    await expect(timer.getByRole("status")).toHaveText("Ended");
    await expect(timer.locator(".section:not([aria-hidden='true'])")).toHaveCount(0);
    await expect(timer.getByRole("heading", { name: "Spring sale (ended)" })).toBeVisible();
  });

  test("given a container of at most 400 px, uses the short labels; a wider one keeps the full labels", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEnhanced(page, PAGE, ".et_pb_countdown_timer_1", "countdown");
    await expect(page.locator(".et_pb_countdown_timer_0")).toHaveAttribute("data-enhanced", /countdown/);
    await expect(page.locator(".et_pb_countdown_timer_0 .days .label")).toHaveText("Day(s)");
    await expect(page.locator(".et_pb_countdown_timer_1 .days .label")).toHaveText("Day");
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.locator(".et_pb_countdown_timer_0 .days .label")).toHaveText("Day");
  });

  test("before its module mounts, enhance.css shows a narrow timer's short labels in the labels' own boxes; a wide one keeps the server's", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The module's chunk never arrives: what shows is enhance.css alone.
    await page.route(COUNTDOWN_CHUNK, () => new Promise<void>(() => {}));
    await page.goto(PAGE);
    const shownLabels = (selector: string) =>
      page.locator(`${selector} .values .label`).evaluateAll((labels) =>
        labels.map((label) => {
          const before = getComputedStyle(label, "::before");
          // The long text is hidden; the short one is the label's ::before, unless nothing covers it.
          return getComputedStyle(label).visibility === "hidden" && before.visibility === "visible"
            ? before.content
            : JSON.stringify(label.textContent);
        }),
      );
    await expect
      .poll(() => shownLabels(".et_pb_countdown_timer_1"))
      .toEqual(['"Day"', '"Hrs"', '"Min"', '"Sec"']);
    expect(await shownLabels(".et_pb_countdown_timer_0")).toEqual([
      '"Day(s)"',
      '"Hour(s)"',
      '"Minute(s)"',
      '"Second(s)"',
    ]);
    // Each narrow section is as wide as the mounted one will be: the hidden long label does not widen it.
    const widths = await sectionWidths(page.locator(".et_pb_countdown_timer_1"));
    await page.unroute(COUNTDOWN_CHUNK);
    await page.reload();
    const timer = await openEnhanced(page, PAGE, ".et_pb_countdown_timer_1", "countdown");
    await expect(timer).toHaveAttribute("data-labels", "short");
    expect(await sectionWidths(timer)).toEqual(widths);
  });

  test("given a timer sized by its content (a flex item that does not stretch), its size container takes 400 px rather than folding to nothing", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const timer = await openEnhanced(page, PAGE, ".et_pb_countdown_timer_1", "countdown");
    await timer.evaluate((element) => {
      const column = element.parentElement!;
      column.style.display = "flex";
      column.style.flexDirection = "column";
      column.style.alignItems = "flex-start";
    });
    const container = timer.locator(".et_pb_countdown_timer_container");
    expect(await container.evaluate((element) => element.getBoundingClientRect().width)).toBe(400);
    // 400 px is where the short labels begin: the mounted countdown keeps them.
    await expect(timer).toHaveAttribute("data-labels", "short");
    await expect(timer.locator(".days .label")).toHaveText("Day");
  });

  test("given the countdown's chunk cannot load, enhance.css lets go of the short labels: the server's show", async ({
    page,
    problems,
  }) => {
    problems.allow('module "countdown" failed to load');
    problems.allow("Failed to load resource");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route(COUNTDOWN_CHUNK, (route) => route.abort("failed"));
    await page.goto(PAGE);
    const timer = page.locator(".et_pb_countdown_timer_1");
    await timer.scrollIntoViewIfNeeded();
    await expect(timer).toHaveAttribute("data-enhance-failed", "countdown");
    const label = timer.locator(".days .label");
    await expect(label).toHaveText("Day(s)");
    expect(await label.evaluate((element) => getComputedStyle(element).visibility)).toBe("visible");
  });

  test("given a countdown in a closed toggle, it starts when the toggle opens", async ({ page }) => {
    await page.goto(PAGE);
    const toggle = page.locator(".et_pb_toggle_0");
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute("data-enhanced", /toggle/);
    const timer = page.locator(".et_pb_countdown_timer_2");
    await expect(timer).not.toHaveAttribute("data-enhanced", /countdown/);
    await toggle.getByRole("button", { name: "Next live workshop" }).click();
    await expect(timer).toHaveAttribute("data-enhanced", /countdown/);
    await expect(timer.locator(".days .value")).toHaveText(/^\d{3,}$/);
  });
});

test.describe("trending ticker", () => {
  test("given a controlled clock, shows one post, rotates every 10 s after a 300 ms fade, pauses on hover", async ({
    page,
  }) => {
    await freezeClockAt(page, Date.UTC(2030, 0, 1));
    const ticker = await openEnhanced(page, PAGE, ".enhance-trending-ticker", "trending-ticker");
    const items = ticker.locator("li");
    await expect(items.filter({ visible: true })).toHaveCount(1);
    await expect(items.first()).toBeVisible();
    await expect(ticker.getByRole("list")).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(10000);
    await expect(items.first()).toBeVisible();
    await page.clock.runFor(300);
    await expect(items.nth(1)).toBeVisible();
    await expect(items.first()).toBeHidden();

    await ticker.hover();
    await expect(ticker).toHaveAttribute("data-state", "paused");
    await expect(ticker.getByRole("list")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(30000);
    await expect(items.nth(1)).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(ticker).toHaveAttribute("data-state", "rotating");
    await page.clock.runFor(10300);
    await expect(items.nth(2)).toBeVisible();
  });

  test("given the keyboard, focus inside pauses it and the button stops and restarts it", async ({
    page,
  }) => {
    await freezeClockAt(page, Date.UTC(2030, 0, 1));
    const ticker = await openEnhanced(page, PAGE, ".enhance-trending-ticker", "trending-ticker");
    const button = ticker.getByRole("button", { name: "Pause trending posts" });
    await button.focus();
    await expect(ticker).toHaveAttribute("data-state", "paused");
    await page.keyboard.press("Enter");
    await expect(ticker.getByRole("button", { name: "Play trending posts" })).toBeFocused();
    await expect(ticker).toHaveAttribute("data-state", "stopped");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await page.clock.runFor(30000);
    await expect(ticker.locator("li").first()).toBeVisible();
    await page.keyboard.press("Space");
    await expect(ticker).toHaveAttribute("data-state", "rotating");
    await expect(button).toBeFocused();
    await page.clock.runFor(10300);
    await expect(ticker.locator("li").nth(1)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(ticker.locator("li").nth(1).getByRole("link")).toBeFocused();
    await expect(ticker).toHaveAttribute("data-state", "paused");
    await page.clock.runFor(30000);
    await expect(ticker.locator("li").nth(1).getByRole("link")).toBeFocused();
  });

  test("given reduced motion, lists every post and never rotates", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const ticker = await openEnhanced(page, PAGE, ".enhance-trending-ticker", "trending-ticker");
    await expect(ticker).toHaveAttribute("data-state", "static");
    await expect(ticker.locator("li").filter({ visible: true })).toHaveCount(4);
    await expect(ticker.getByRole("button")).toHaveCount(0);
  });
});

test.describe("back to top", () => {
  test("given a controlled clock, loads on the first scroll, appears past 400 px, scrolls up in 800 ms and then moves focus to main", async ({
    page,
  }) => {
    await freezeClockAt(page, Date.UTC(2030, 0, 1));
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/chunks\/back-to-top-island-[\w-]{8}\.js/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(PAGE);
    // The page's other modules load when the browser is idle, and idle callbacks follow the controlled clock: the
    // button's chunk still waits for the first scroll.
    await page.clock.runFor(1000);
    const button = page.locator(".et_pb_scroll_top");
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /smooth-scroll/);
    expect(chunks).toEqual([]);
    await expect(button).not.toHaveAttribute("data-enhanced", "back-to-top");
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.clock.runFor(1000);
    await expect(button).toHaveAttribute("data-enhanced", "back-to-top");
    expect(chunks).toHaveLength(1);
    await expect(button).toBeHidden();
    await expect(button).toHaveAttribute("data-state", "hidden");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toHaveClass(/\bet-visible\b/);
    const named = page.getByRole("button", { name: "Back to top" });
    await expect(named).toBeVisible();
    await named.click();
    await page.clock.runFor(400);
    const halfway = await page.evaluate(() => window.scrollY);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1500);
    await page.clock.runFor(450);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main#main-content")).toBeFocused();
    await expect(button).toHaveClass(/\bet-hidden\b/);
    await expect(button).toHaveAttribute("aria-hidden", "true");
    await expect(button).toHaveAttribute("tabindex", "-1");
  });

  test("given reduced motion and the keyboard, Enter jumps to the top at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PAGE);
    const button = page.locator(".et_pb_scroll_top");
    // The first scroll loads the button, which then finds the page past 400 px.
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(button).toHaveAttribute("data-state", "visible");
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main#main-content")).toBeFocused();
  });
});

test.describe("row column classes", () => {
  test("given rows of 4, 5 and 6 equal columns, adds the theme's classes; other rows are left alone", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.locator(".et_pb_row_5")).toHaveClass(/\bet_pb_row_4col\b/);
    await expect(page.locator(".et_pb_row_6")).toHaveClass(/\bet_pb_row_5col\b/);
    await expect(page.locator(".et_pb_row_7")).toHaveClass(/\bet_pb_row_6col\b/);
    // A row without quarter, fifth or sixth columns never loads the enhancer (appliesTo) and gets no class.
    await expect(page.locator(".et_pb_row_2")).not.toHaveAttribute("data-enhanced", /row-columns/);
    await expect(page.locator(".et_pb_row_2")).not.toHaveClass(/col\b/);
  });

  test("given a tablet width, the 4-column row shows two columns per line through its class", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(PAGE);
    await expect(page.locator(".et_pb_row_5")).toHaveClass(/\bet_pb_row_4col\b/);
    const tops = await page
      .locator(".et_pb_row_5 > .et_pb_column")
      .evaluateAll((columns) => columns.map((column) => Math.round(column.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[1]!);
    expect(tops[2]).toBe(tops[3]);
  });
});

test.describe("module links", () => {
  test("given a click on the module's text, follows its link; its own link still goes its way", async ({
    page,
  }) => {
    await openEnhanced(page, PAGE, "body", "module-links");
    const blurb = page.locator(".et_pb_blurb_0");
    await expect(blurb).toHaveClass(/\bet_clickable\b/);
    await blurb.locator(".et_pb_blurb_description p").click({ position: { x: 5, y: 5 } });
    await page.waitForURL("**/tabs-and-toggles.html");
    await page.goBack();
    await openEnhanced(page, PAGE, "body", "module-links");
    await page.locator(".et_pb_blurb_0").getByRole("link", { name: "Compare every plan" }).click();
    await page.waitForURL("**/home.html");
  });

  test("given the keyboard, a named hidden link outlines the module and Enter follows it", async ({
    page,
  }) => {
    await openEnhanced(page, PAGE, "body", "module-links");
    const blurb = page.locator(".et_pb_blurb_0");
    const link = blurb.getByRole("link", { name: "Residential plans", exact: true });
    await link.focus();
    await expect(blurb).toHaveClass(/enhance-module-link--focused/);
    expect(await blurb.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/tabs-and-toggles.html");
  });

  test("given a new-tab link option, opens it without opener or referrer", async ({ page, context }) => {
    await openEnhanced(page, PAGE, "body", "module-links");
    const blurb = page.locator(".et_pb_blurb_1");
    await expect(
      blurb.getByRole("link", { name: "Professional plans (opens in a new tab)" }),
    ).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      blurb.locator(".et_pb_blurb_description p").click(),
    ]);
    await popup.waitForURL("**/accordion-table.html");
    expect(await popup.evaluate(() => [window.opener === null, document.referrer])).toEqual([true, ""]);
    expect(page.url()).toContain(PAGE);
    await popup.close();
  });

  test("given a javascript: URL in the config, warns and leaves that module a plain module", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openEnhanced(page, PAGE, "body", "module-links");
    const text = page.locator(".et_pb_text_4");
    await expect(text.locator(".enhance-module-link")).toHaveCount(0);
    await expect(text).not.toHaveClass(/et_clickable/);
    expect(warnings.some((warning) => warning.includes('et_link_options_data[2]: url "javascript:'))).toBe(
      true,
    );
    await text.locator("p").click();
    expect(page.url()).toContain(PAGE);
  });
});

/** Opens the page on a stopped clock with the smooth scroll mounted and the pointer over the page. */
async function openSmoothScrollOnStoppedClock(page: Page): Promise<void> {
  await freezeClockAt(page, Date.UTC(2030, 0, 1));
  await page.goto(PAGE);
  // The enhancer loads when the browser is idle; idle callbacks follow the controlled clock.
  await page.clock.runFor(1000);
  await expect(page.locator("body")).toHaveAttribute("data-enhanced", /smooth-scroll/);
  await page.mouse.move(600, 400);
}

test.describe("smooth scroll", () => {
  test("given a controlled clock in Chromium, a wheel notch eases 80 px over 400 ms and an arrow key 50 px", async ({
    page,
  }) => {
    await openSmoothScrollOnStoppedClock(page);
    await page.mouse.wheel(0, 100);
    await page.clock.runFor(200);
    const halfway = await page.evaluate(() => window.scrollY);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(80);
    await page.clock.runFor(250);
    expect(await page.evaluate(() => window.scrollY)).toBe(80);
    // Focus without scrolling: Chromium 156.0.8078.114 scrolls a focused box taller than the window to its top,
    // which would move the page before the key does (80 to 108 here).
    await page.locator("main").evaluate((main) => main.focus({ preventScroll: true }));
    await page.keyboard.press("ArrowDown");
    await page.clock.runFor(450);
    expect(await page.evaluate(() => window.scrollY)).toBe(130);
  });

  test("given a controlled clock, the wheel turned back while the page glides down heads up at once from where it is", async ({
    page,
  }) => {
    await openSmoothScrollOnStoppedClock(page);
    for (let notch = 0; notch < 8; notch += 1) await page.mouse.wheel(0, 100);
    await page.clock.runFor(100);
    const turnedAt = await page.evaluate(() => window.scrollY);
    // Still gliding: short of where the eight notches head (640 px), and short of 640 less the three notches back.
    expect(turnedAt).toBeGreaterThan(0);
    expect(turnedAt).toBeLessThan(400);
    for (let notch = 0; notch < 3; notch += 1) await page.mouse.wheel(0, -100);
    await page.clock.runFor(50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(turnedAt);
    await page.clock.runFor(600);
    expect(await page.evaluate(() => window.scrollY)).toBe(Math.max(0, turnedAt - 240));
  });

  test("given reduced motion, the wheel scrolls natively", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PAGE);
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /smooth-scroll/);
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
  });
});

test("after the widgets have been used, the page has no axe violation", async ({ page }) => {
  await openEnhanced(page, PAGE, ".enhance-trending-ticker", "trending-ticker");
  await page.getByRole("button", { name: "Pause trending posts" }).click();
  const timer = page.locator(".et_pb_countdown_timer_0");
  await timer.scrollIntoViewIfNeeded();
  await expect(timer).toHaveAttribute("data-enhanced", /countdown/);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(page.locator(".et_pb_scroll_top")).toHaveAttribute("data-state", "visible");
  await expect(page.locator("body")).toHaveAttribute("data-enhanced", /module-links/);
  await expectNoAxeViolations(page);
});

test("given Extra's recent-videos list, a click and the keyboard switch the shown video as tabs; no player loads", async ({
  page,
}) => {
  const providerRequests: string[] = [];
  page.on("request", (request) => {
    if (/youtube|vimeo/.test(new URL(request.url()).hostname)) providerRequests.push(request.url());
  });
  const widget = await openEnhanced(page, PAGE, ".widget_et_recent_videos", "video-list");
  const list = widget.getByRole("tablist", { name: "Recent videos" });
  const tabs = list.getByRole("tab");
  const first = tabs.filter({ hasText: "Affiliate marketing in ten minutes" });
  const second = tabs.filter({ hasText: "Writing your first welcome email" });
  const third = tabs.filter({ hasText: "Choosing a niche you can keep" });
  const shownPanel = widget.getByRole("tabpanel");
  const selected = () => tabs.evaluateAll((items) => items.map((item) => item.getAttribute("aria-selected")));

  await expect(tabs).toHaveCount(3);
  await expect(shownPanel).toHaveCount(1);
  await expect(shownPanel).toHaveAccessibleName("Affiliate marketing in ten minutes 10 min");
  await expect(
    shownPanel.getByRole("button", { name: "Play video: Affiliate marketing in ten minutes" }),
  ).toBeVisible();
  expect(await selected()).toEqual(["true", "false", "false"]);

  await second.click();
  expect(await selected()).toEqual(["false", "true", "false"]);
  await expect(
    shownPanel.getByRole("button", { name: "Play video: Writing your first welcome email" }),
  ).toBeVisible();
  await expect(widget.locator(".widget_video_wrapper[hidden]")).toHaveCount(2);

  // Arrows move focus only (manual activation); Enter or Space chooses.
  await page.keyboard.press("ArrowDown");
  await expect(third).toBeFocused();
  expect(await selected()).toEqual(["false", "true", "false"]);
  await page.keyboard.press("Enter");
  expect(await selected()).toEqual(["false", "false", "true"]);
  await expect(
    shownPanel.getByRole("button", { name: "Play video: Choosing a niche you can keep" }),
  ).toBeVisible();
  await page.keyboard.press("Home");
  await expect(first).toBeFocused();
  await page.keyboard.press("End");
  await expect(third).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(first).toBeFocused();
  await page.keyboard.press(" ");
  expect(await selected()).toEqual(["true", "false", "false"]);
  await expect(first).toHaveAttribute("tabindex", "0");

  // Every player stays behind its poster until the visitor asks for it.
  for (const frame of await widget.locator("iframe").all()) {
    await expect(frame).toHaveAttribute("data-src", /^https:\/\/www\.youtube\.com\/embed\//);
  }
  expect(providerRequests).toEqual([]);
  await expectNoAxeViolations(page);
});
