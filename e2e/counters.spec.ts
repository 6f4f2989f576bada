import { existsSync, readdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  openEnhanced,
  type PageProblems,
  scrollThrough,
  test,
  twoFrames,
  waitForBootToSettle,
} from "./support/test";
import { REAL_PAGES_DIR, skipWithoutRealPages } from "./support/real-pages";

const PAGE = "/counters.html";
/** Spec 9: counters count up over 1800 ms. */
const COUNT_UP_MS = 1800;

/**
 * Opens the demo page on Playwright's clock, stops time, and scrolls the fifth number counter (18.432,75) into view
 * so that it starts counting: from here only `page.clock.runFor` moves its count-up.
 */
async function startCountingOnStoppedClock(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.clock.install();
  await page.goto(PAGE);
  await page.clock.pauseAt(Date.now() + 60_000);
  const counter = page.locator(".et_pb_number_counter_4");
  await counter.scrollIntoViewIfNeeded();
  await expect(counter).toHaveAttribute("data-state", "counting");
  return counter;
}

test.describe("counters on the demo page", () => {
  test("given a number counter in view, counts from 0 to its value in 1800 ms with its separator", async ({
    page,
  }) => {
    const counter = await startCountingOnStoppedClock(page);
    const value = counter.locator(".percent-value");
    await expect(value).toHaveText("0,00");
    await page.clock.runFor(COUNT_UP_MS / 2);
    // In the final value's width: a figure space stands for the ten thousands it does not have yet.
    await expect(value).toHaveText(/^\u2007?\d{1,2}\.\d{3},\d{2}$/);
    const middle = Number((await value.innerText()).trim().replaceAll(".", "").replace(",", "."));
    expect(middle).toBeGreaterThan(4_000);
    expect(middle).toBeLessThan(14_500);
    await page.clock.runFor(COUNT_UP_MS / 2 - 100);
    expect(await value.innerText()).not.toBe("18.432,75");
    await page.clock.runFor(200);
    await expect(value).toHaveText("18.432,75");
    await expect(counter).toHaveAttribute("data-state", "done");
  });

  test("a count-up draws thirty frames a second, not one per display frame: about 54 values in 1800 ms", async ({
    page,
  }) => {
    const counter = await startCountingOnStoppedClock(page);
    await counter.locator(".percent-value").evaluate((value) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(value.textContent ?? "")).observe(value, {
        characterData: true,
        childList: true,
        subtree: true,
      });
      Object.assign(window, { __countUpValues: seen });
    });
    await page.clock.runFor(COUNT_UP_MS + 200);
    await expect(counter).toHaveAttribute("data-state", "done");
    const values = await page.evaluate(
      () => (window as unknown as { __countUpValues: string[] }).__countUpValues,
    );
    // One value per display frame (every 16 ms on this clock) would be about 112.
    expect(values.length).toBeGreaterThanOrEqual(45);
    expect(values.length).toBeLessThanOrEqual(60);
    expect(values.at(-1)).toBe("18.432,75");
  });

  test("given each separator, the counters end on their formatted values", async ({ page }) => {
    await page.goto(PAGE);
    const expected: Array<[string, string]> = [
      [".et_pb_number_counter_0", "223,000"],
      [".et_pb_number_counter_1", "1 250 000"],
      [".et_pb_number_counter_2", "4.8"],
      [".et_pb_number_counter_3", "97"],
      [".et_pb_number_counter_4", "18.432,75"],
    ];
    for (const [selector, text] of expected) {
      const counter = page.locator(selector);
      await counter.scrollIntoViewIfNeeded();
      await expect(counter.locator(".percent-value")).toHaveText(text);
    }
  });

  test("given a counter half below the window's edge, it waits until the reader scrolls it above the line 65 % down", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(PAGE);
    const counter = page.locator(".et_pb_number_counter_4");
    /** Scrolls so that the counter's top is `share` of the window's height down; returns where it landed. */
    const placeTopAt = (share: number | "half-out") =>
      counter.evaluate((element, share) => {
        const box = element.getBoundingClientRect();
        const line = share === "half-out" ? window.innerHeight - box.height / 2 : window.innerHeight * share;
        window.scrollTo(0, box.top + window.scrollY - line);
        return element.getBoundingClientRect().top / window.innerHeight;
      }, share);
    await placeTopAt("half-out");
    await expect(counter).toHaveAttribute("data-enhanced", /number-counter/);
    // The modules above it have mounted by now and may have moved it: place it again, then let the intersection
    // changes arrive (they are delivered with the next frames) before saying it still waits.
    expect(await placeTopAt("half-out")).toBeGreaterThan(0.65);
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
    await expect(counter).toHaveAttribute("data-state", "waiting");
    await placeTopAt(0.6);
    await expect(counter).toHaveAttribute("data-state", /counting|done/);
  });

  test("screen readers get each counter's final value once; the ticking text is hidden from them", async ({
    page,
  }) => {
    const counter = await openEnhanced(page, PAGE, ".et_pb_number_counter_3", "number-counter");
    await expect(counter.locator(".percent p")).toHaveAttribute("aria-hidden", "true");
    await expect(counter.locator(".enhance-counter__final")).toHaveText("97%");
    await expect(counter).toMatchAriaSnapshot(`
      - text: 97%
      - heading "Students who would recommend us" [level=3]
    `);
  });

  test("given a circle counter in view, fills its ring in the device's colour and counts its text", async ({
    page,
  }) => {
    const counter = await openEnhanced(page, PAGE, ".et_pb_circle_counter_0", "circle-counter");
    const canvas = counter.locator("canvas");
    await expect(canvas).toHaveAttribute("aria-hidden", "true");
    await expect(counter).toHaveAttribute("data-state", "done", { timeout: 5000 });
    await expect(counter.locator(".percent-value")).toHaveText("80");
    expect(await ringColour(canvas)).toBe("#0a5866");

    await counter.hover();
    await expect.poll(() => ringColour(canvas)).toBe("#0b6e2f");
    await page.mouse.move(0, 0);
    await expect.poll(() => ringColour(canvas)).toBe("#0a5866");

    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => ringColour(canvas)).toBe("#6b1f7a");
    await page.setViewportSize({ width: 900, height: 740 });
    await expect.poll(() => ringColour(canvas)).toBe("#7a3b00");
  });

  test("a circle counter below the line 65 % down waits unmounted, its empty track drawn by enhance.css in its data-color at its data-alpha; risen above the line it mounts and its canvas takes over", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(PAGE);
    await waitForBootToSettle(page);
    const counter = page.locator(".et_pb_circle_counter_2");
    const inner = counter.locator(".et_pb_circle_counter_inner");
    await inner.evaluate((node) =>
      window.scrollBy(0, node.getBoundingClientRect().top - window.innerHeight * 0.8),
    );
    await twoFrames(page);
    await expect(counter).not.toHaveAttribute("data-enhanced", /circle-counter/);
    expect(await requestedCircleCounterChunk(page), "its chunk is not fetched").toBe(false);
    expect(await drawnTrack(inner)).toEqual({ colour: "rgb(6, 40, 47)", opacity: "0.2", square: true });

    await bringTopToMiddle(inner);
    await expect(counter).toHaveAttribute("data-enhanced", /circle-counter/);
    await expect(counter).toHaveAttribute("data-state", /counting|done/);
    await expect(counter.locator("canvas")).toHaveCount(1);
    expect(await drawnTrack(inner)).toBeNull();
  });

  test("on a phone, the track drawn before the mount takes data-color-phone, else data-color-tablet", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(PAGE);
    const inners = page.locator(".et_pb_circle_counter_inner");
    await inners.nth(0).evaluate((node) => node.setAttribute("data-color-tablet", "#00ff00"));
    await inners.nth(1).evaluate((node) => {
      node.setAttribute("data-color-tablet", "#00ff00");
      node.setAttribute("data-color-phone", "#ff0000");
    });
    expect((await drawnTrack(inners.nth(0)))?.colour).toBe("rgb(0, 255, 0)");
    expect((await drawnTrack(inners.nth(1)))?.colour).toBe("rgb(255, 0, 0)");
  });

  test("given a resize, the ring is redrawn at the new size", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const counter = await openEnhanced(page, PAGE, ".et_pb_circle_counter_1", "circle-counter");
    const canvas = counter.locator("canvas");
    await expect(counter).toHaveAttribute("data-state", "done", { timeout: 5000 });
    expect(await canvas.evaluate((element) => element.getBoundingClientRect().width)).toBe(225);
    await counter.evaluate((element) => (element.style.width = "150px"));
    await expect.poll(() => canvas.evaluate((element) => element.getBoundingClientRect().width)).toBe(150);
    const sizes = await canvas.evaluate((element) => {
      const inner = element.parentElement!;
      return { canvas: element.getBoundingClientRect().width, inner: inner.clientWidth };
    });
    expect(Math.abs(sizes.canvas - sizes.inner)).toBeLessThanOrEqual(1);
    expect(await ringColour(canvas)).toBe("#b3261e");
  });

  test("given bar counters in view, each bar grows to data-width and is a named progressbar", async ({
    page,
  }) => {
    const counters = await openEnhanced(page, PAGE, ".et_pb_counters_0", "bar-counters");
    const bar = counters.getByRole("progressbar", { name: "Email marketing" });
    await expect(bar).toHaveAttribute("aria-valuenow", "75");
    await expect(bar).toHaveAttribute("aria-valuemin", "0");
    await expect(bar).toHaveAttribute("aria-valuemax", "100");
    await expect(counters.locator(".et_pb_counter_1")).toHaveAttribute("data-state", "done", {
      timeout: 5000,
    });
    await expect(bar.locator(".et_pb_counter_amount").first()).toHaveAttribute("style", /width: 75%/);
    const ratio = await bar.evaluate((element) => {
      const amount = element.querySelector(".et_pb_counter_amount")!;
      return amount.getBoundingClientRect().width / element.getBoundingClientRect().width;
    });
    expect(ratio).toBeCloseTo(0.75, 2);
  });

  test("given a team member's skills in view, each bar grows to its value", async ({ page }) => {
    const skills = await openEnhanced(page, PAGE, ".enhance-skills", "skill-bars");
    const seo = skills.getByRole("progressbar", { name: "SEO" });
    await expect(seo).toHaveAttribute("aria-valuenow", "85");
    await expect(skills.locator("li").nth(1)).toHaveAttribute("data-state", "done", { timeout: 5000 });
    await expect(seo.locator(".enhance-skills__fill")).toHaveAttribute("style", /width: 85%/);
    await expect(skills.locator("li").nth(1).locator(".enhance-skills__value")).toHaveText("85%");
  });

  test("given a counter inside a closed toggle, it starts only when the toggle opens", async ({ page }) => {
    const toggle = await openEnhanced(page, PAGE, ".et_pb_toggle_0", "toggle");
    const counter = page.locator("#toggle-counter");
    await expect(counter).toBeHidden();
    // Its toggle is on screen, closed: once the page's intersection observers have reported on the hidden
    // counter (ours is notified in the same update as the boot's, created before it), it has still not started.
    await counter.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(element);
        }),
    );
    await expect
      .poll(() =>
        page.evaluate(() => {
          const holder = window as unknown as {
            enhance: { app: { records(): Array<{ name: string; element: string; state: string }> } };
          };
          // Records describe their element in words (`div#toggle-counter.…`), never hold it.
          return holder.enhance.app
            .records()
            .find(
              (record) => record.name === "number-counter" && record.element.startsWith("div#toggle-counter"),
            )?.state;
        }),
      )
      .toBe("scheduled");
    await expect(counter).not.toHaveAttribute("data-state", /counting|done/);
    await expect(counter.locator(".percent-value")).not.toHaveText("3,650");

    await toggle.getByRole("button").click();
    await expect(counter).toBeVisible();
    await expect(counter).toHaveAttribute("data-enhanced", /number-counter/);
    await expect(counter.locator(".percent-value")).toHaveText("3,650", { timeout: 5000 });
    await expect(counter).toHaveAttribute("data-state", "done");
  });

  test("given counters in an inactive tab, they start when their tab is chosen", async ({ page }) => {
    const tabs = await openEnhanced(page, PAGE, "#stats-tabs", "tabs");
    const circle = tabs.locator(".et_pb_circle_counter_3");
    await expect(circle).toBeHidden();
    await expect(circle).not.toHaveAttribute("data-state", /counting|done/);
    await tabs.getByRole("tab", { name: "Course results" }).click();
    await expect(circle.locator(".percent-value")).toHaveText("64", { timeout: 5000 });
    const bar = tabs.getByRole("progressbar", { name: "Finished week 4" });
    await bar.scrollIntoViewIfNeeded();
    await expect(bar.locator(".et_pb_counter_amount").first()).toHaveAttribute("style", /width: 72%/, {
      timeout: 5000,
    });
  });

  test("given reduced motion, every counter shows its final value at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(PAGE);
    // Time stands still from here: no animation frame runs, yet every value is final.
    await page.clock.pauseAt(Date.now() + 60_000);
    const counter = page.locator(".et_pb_number_counter_1");
    await counter.scrollIntoViewIfNeeded();
    await expect(counter.locator(".percent-value")).toHaveText("1 250 000");
    await expect(counter).toHaveAttribute("data-state", "done");
    const circle = page.locator(".et_pb_circle_counter_2");
    await circle.scrollIntoViewIfNeeded();
    await expect(circle.locator(".percent-value")).toHaveText("100");
    const bars = page.locator(".et_pb_counters_0");
    await bars.scrollIntoViewIfNeeded();
    await expect(bars.locator(".et_pb_counter_amount").first()).toHaveAttribute("style", /width: 90%/);
    const skills = page.locator(".enhance-skills");
    await skills.scrollIntoViewIfNeeded();
    await expect(skills.locator(".enhance-skills__fill").first()).toHaveAttribute("style", /width: 95%/);
  });

  test("after every counter has finished, axe reports no violation", async ({ page }) => {
    await page.goto(PAGE);
    await scrollThrough(page);
    await waitForBootToSettle(page);
    for (const module of await page.locator("[data-enhanced~='number-counter']:visible").all()) {
      await module.scrollIntoViewIfNeeded();
      await expect(module).toHaveAttribute("data-state", "done", { timeout: 5000 });
    }
    await expectNoAxeViolations(page);
  });
});

/** The colour of the ring just right of twelve o'clock, where the bar starts. */
async function ringColour(canvas: Locator): Promise<string> {
  return canvas.evaluate((element) => {
    const canvasElement = element as HTMLCanvasElement;
    const ratio = canvasElement.width / canvasElement.getBoundingClientRect().width;
    const drawing = canvasElement.getContext("2d")!;
    const [red, green, blue] = drawing.getImageData(
      Math.round(canvasElement.width / 2 + 4 * ratio),
      Math.round(2.5 * ratio),
      1,
      1,
    ).data;
    return `#${[red, green, blue].map((part) => (part ?? 0).toString(16).padStart(2, "0")).join("")}`;
  });
}

/**
 * Real pages from public sites (../shared/divi-pages, test data that never enters this repository) that carry
 * counters: their counters must reach the values their markup holds.
 */
const folder = REAL_PAGES_DIR;
const realPages = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith(".html")) : [];
const realPage = (prefix: string): string | undefined => realPages.find((file) => file.startsWith(prefix));

test.describe("counters on real pages", () => {
  skipWithoutRealPages(realPages, `no real pages: ${folder} is absent`);

  test("03 (bar counters): every bar grows to its data-width", async ({ page, problems, baseURL }) => {
    const file = realPage("03-");
    test.skip(!file, "page 03 is absent");
    await openRealPage(page, problems, `${baseURL}/real/${file}`);
    const bars = page.locator(".et_pb_counters > li");
    expect(await bars.count()).toBeGreaterThan(0);
    for (const bar of await bars.all()) {
      await bar.scrollIntoViewIfNeeded();
      await expect(bar).toHaveAttribute("data-state", "done", { timeout: 5000 });
      const width = await bar.locator(".et_pb_counter_amount").first().getAttribute("data-width");
      const expected = `${Math.min(100, Math.max(0, Math.round(parseFloat(width ?? "0"))))}%`;
      for (const amount of await bar.locator(".et_pb_counter_amount").all()) {
        expect(await amount.evaluate((element) => (element as HTMLElement).style.width)).toBe(expected);
      }
      await expect(bar.getByRole("progressbar")).toHaveAttribute("aria-valuenow", expected.replace("%", ""));
    }
  });

  test("08 (circle counter): the ring and text reach data-number-value", async ({
    page,
    problems,
    baseURL,
  }) => {
    const file = realPage("08-");
    test.skip(!file, "page 08 is absent");
    await openRealPage(page, problems, `${baseURL}/real/${file}`);
    const counters = page.locator(".et_pb_circle_counter");
    expect(await counters.count()).toBeGreaterThan(0);
    for (const counter of await counters.all()) {
      await counter.scrollIntoViewIfNeeded();
      // The ring's top (the inner element's) to the middle, not only the counter's text into view (the test below).
      await bringTopToMiddle(counter.locator(".et_pb_circle_counter_inner"));
      await expect(counter).toHaveAttribute("data-state", "done", { timeout: 5000 });
      const value = await counter.locator(".et_pb_circle_counter_inner").getAttribute("data-number-value");
      await expect(counter.locator(".percent-value")).toHaveText(value ?? "");
      await expect(counter.locator("canvas")).toHaveAttribute("aria-hidden", "true");
    }
  });

  test("08 (circle counter, unstyled): with its line of text on screen but its ring reaching far below, it waits unmounted, its track drawn by enhance.css, until the ring's top passes the line 65 % down", async ({
    page,
    problems,
  }) => {
    const file = realPage("08-");
    test.skip(!file, "page 08 is absent");
    problems.allow("Failed to load resource");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/real/${file}`);
    await waitForBootToSettle(page);
    const counter = page.locator(".et_pb_circle_counter").first();
    const inner = counter.locator(".et_pb_circle_counter_inner");
    // The ring lies over the inner element's top left corner, as wide as it and square: without the site's
    // stylesheet, as wide as its column, out of the flow under the counter's text.
    const placed = await counter.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const ring = element.querySelector(".et_pb_circle_counter_inner")!.getBoundingClientRect();
      return {
        boxBottom: box.bottom,
        ringTop: ring.top,
        ringBottom: ring.top + ring.width,
        window: innerHeight,
      };
    });
    expect(placed.boxBottom, "the counter's own box is wholly on screen").toBeLessThan(placed.window);
    expect(placed.ringTop, "the ring starts below the line 65 % down").toBeGreaterThan(placed.window * 0.65);
    expect(placed.ringBottom, "the ring reaches below the window").toBeGreaterThan(placed.window);
    // Two rendering updates: the observers have reported where the counter is.
    await twoFrames(page);
    await expect(counter).not.toHaveAttribute("data-enhanced", /circle-counter/);
    await expect(counter.locator("canvas")).toHaveCount(0);
    expect(await requestedCircleCounterChunk(page), "its chunk is not fetched").toBe(false);
    expect(await drawnTrack(inner)).toEqual({ colour: "rgb(0, 0, 0)", opacity: "0.1", square: true });

    await bringTopToMiddle(inner);
    await expect(counter).toHaveAttribute("data-state", /counting|done/);
    const canvas = counter.locator("canvas");
    await expect(canvas).toHaveAttribute("aria-hidden", "true");
    expect(await drawnTrack(inner), "the canvas has taken over the track").toBeNull();
    const ringBox = await canvas.evaluate((element) => {
      const ring = element.getBoundingClientRect();
      const box = element.parentElement!.getBoundingClientRect();
      return { top: ring.top - box.top, left: ring.left - box.left, width: ring.width - box.width };
    });
    expect(ringBox).toEqual({ top: 0, left: 0, width: 0 });
  });

  test("18 (five number counters): each shows its formatted data-number-value", async ({
    page,
    problems,
    baseURL,
  }) => {
    const file = realPage("18-");
    test.skip(!file, "page 18 is absent");
    await openRealPage(page, problems, `${baseURL}/real/${file}`);
    const counters = page.locator(".et_pb_number_counter");
    await expect(counters).toHaveCount(5);
    for (const counter of await counters.all()) {
      await counter.scrollIntoViewIfNeeded();
      await expect(counter).toHaveAttribute("data-state", "done", { timeout: 5000 });
      const { value, separator } = await counter.evaluate((element) => ({
        value: element.getAttribute("data-number-value") ?? "",
        separator: element.getAttribute("data-number-separator") ?? "",
      }));
      const expected = value.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
      await expect(counter.locator(".percent-value")).toHaveText(expected);
    }
  });
});

/**
 * Opens a real page and scrolls through it. Checked with `?bundle=off`: pages 03, 08 and 18 raise no uncaught
 * error of their own, so none is tolerated.
 */
async function openRealPage(page: Page, problems: PageProblems, url: string): Promise<void> {
  // Their stylesheets, images and fonts live on other hosts, which the test blocks.
  problems.allow("Failed to load resource");
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await scrollThrough(page);
  await waitForBootToSettle(page);
}

/** Whether the page has fetched the circle counter's chunk. */
async function requestedCircleCounterChunk(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance.getEntriesByType("resource").some((entry) => /\/circle-counter-[^/]*\.js$/.test(entry.name)),
  );
}

/**
 * The empty track `enhance.css` draws over a circle counter's inner element before it mounts: its colour, its
 * opacity and whether it is the inner element's width across and square, with the 5 px line; null when none is
 * drawn.
 */
async function drawnTrack(
  inner: Locator,
): Promise<{ colour: string; opacity: string; square: boolean } | null> {
  return inner.evaluate((element) => {
    const track = getComputedStyle(element, "::before");
    if (track.content === "none" || track.position !== "absolute") return null;
    const width = parseFloat(track.width);
    return {
      colour: track.borderTopColor,
      opacity: track.opacity,
      square:
        Math.abs(width - element.getBoundingClientRect().width) < 1 &&
        parseFloat(track.height) === width &&
        track.borderTopWidth === "5px" &&
        track.borderTopLeftRadius === "50%",
    };
  });
}

/**
 * Scrolls so that the element's top is at the middle of the window. Unstyled, a circle counter's ring reaches far
 * below its line of text, and the counter starts once the ring's top passes the line 65 % down.
 */
async function bringTopToMiddle(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    window.scrollBy(0, node.getBoundingClientRect().top - window.innerHeight / 2),
  );
}
