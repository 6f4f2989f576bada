import { expect, openEnhanced, test } from "./support/test";

const PAGE = "/tabs-and-toggles.html";

test.describe("toggles and accordions", () => {
  test("given a click on a standalone toggle's title, opens it; other toggles stay as they were", async ({
    page,
  }) => {
    const toggle = await openEnhanced(page, PAGE, ".et_pb_toggle_2", "toggle");
    const button = toggle.getByRole("button");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(toggle.locator(".et_pb_toggle_content")).toBeHidden();
    await toggle.locator(".et_pb_toggle_title").click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveClass(/et_pb_toggle_open/);
    await expect(toggle.locator(".et_pb_toggle_content")).toBeVisible();
    await expect(page.locator(".et_pb_toggle_1")).toHaveClass(/et_pb_toggle_open/);
    await expect(page.locator(".et_pb_toggle_3")).toHaveClass(/et_pb_toggle_close/);
  });

  test("given the keyboard, Enter and Space toggle a focused title; closing waits for the 700 ms slide", async ({
    page,
  }) => {
    const toggle = await openEnhanced(page, PAGE, ".et_pb_toggle_1", "toggle");
    const button = toggle.getByRole("button");
    // When the theme class flips, the slide the close started must have run its 700 ms out. Read on the
    // animation's own clock, not the page's: the slide's start time is a frame's time, which on a busy machine can
    // lie before the moment the button said closed, so two performance.now() stamps may be less than 700 ms apart
    // (679 ms once on CI) though the slide ran its full length.
    await toggle.evaluate((element) => {
      interface SlideSeen {
        duration?: number;
        playStateAtClass?: string;
        classFlipped?: boolean;
      }
      const seen: SlideSeen = {};
      (window as unknown as { __toggleSlide: SlideSeen }).__toggleSlide = seen;
      let slide: Animation | undefined;
      new MutationObserver(() => {
        const title = element.querySelector("[aria-expanded]");
        if (slide === undefined && title?.getAttribute("aria-expanded") === "false") {
          slide = element.getAnimations({ subtree: true })[0];
          const duration = slide?.effect?.getComputedTiming().duration;
          if (typeof duration === "number") seen.duration = duration;
        }
        if (!seen.classFlipped && element.classList.contains("et_pb_toggle_close")) {
          seen.classFlipped = true;
          if (slide) seen.playStateAtClass = slide.playState;
        }
      }).observe(element, { attributes: true, subtree: true });
    });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // The content stays shown while it slides closed, then the theme class flips.
    await expect(toggle).toHaveClass(/et_pb_toggle_close/, { timeout: 5000 });
    const slide = await page.evaluate(
      () =>
        (
          window as unknown as {
            __toggleSlide: { duration?: number; playStateAtClass?: string; classFlipped?: boolean };
          }
        ).__toggleSlide,
    );
    expect(slide).toEqual({ duration: 700, playStateAtClass: "finished", classFlipped: true });
    await expect(toggle.locator(".et_pb_toggle_content")).toBeHidden();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(toggle.locator(".et_pb_toggle_content")).toBeVisible();
  });

  test("given presses during a toggle's slide, none is lost: the last press's state comes when the slide ends, with no second slide when it is already there", async ({
    page,
  }) => {
    // Every slide starts paused and ends only when the test finishes it: the presses land mid-slide on any machine.
    await page.addInitScript(() => {
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element["animate"]>) {
        const animation = animate.apply(this, args);
        animation.pause();
        return animation;
      };
    });
    const toggle = await openEnhanced(page, PAGE, ".et_pb_toggle_2", "toggle");
    const button = toggle.getByRole("button");
    const content = toggle.locator(".et_pb_toggle_content");
    const slides = (): Promise<number> => content.evaluate((element) => element.getAnimations().length);
    const finishSlide = (): Promise<void> =>
      content.evaluate(async (element) => {
        for (const animation of element.getAnimations()) animation.finish();
        // The island hears of the end in a promise callback, then renders.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      });

    // Open, then close and open again while it opens: it ends open after the one slide.
    await button.click();
    await expect.poll(slides).toBe(1);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await slides()).toBe(1);
    await finishSlide();
    expect(await slides()).toBe(0);
    await expect(toggle).toHaveClass(/et_pb_toggle_open/);
    await expect(content).toBeVisible();

    // Close, then open and close again while it closes: it ends closed after the one slide.
    await button.click();
    await expect.poll(slides).toBe(1);
    await button.click();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await finishSlide();
    expect(await slides()).toBe(0);
    await expect(toggle).toHaveClass(/et_pb_toggle_close/);
    await expect(content).toBeHidden();

    // Open, then close while it opens: the closing slide follows the opening one.
    await button.click();
    await expect.poll(slides).toBe(1);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await finishSlide();
    await expect.poll(slides).toBe(1);
    await expect(content).toBeVisible();
    await finishSlide();
    await expect(toggle).toHaveClass(/et_pb_toggle_close/);
    await expect(content).toBeHidden();
  });

  test("given a press on another accordion item while items slide, it opens once the slides end", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element["animate"]>) {
        const animation = animate.apply(this, args);
        animation.pause();
        return animation;
      };
    });
    const accordion = await openEnhanced(page, PAGE, ".et_pb_accordion_1", "accordion");
    const items = accordion.locator(":scope > .et_pb_accordion_item");
    const buttons = accordion.locator(":scope > .et_pb_accordion_item > .et_pb_toggle_title > button");
    const slides = (): Promise<number> =>
      accordion.evaluate((element) => element.getAnimations({ subtree: true }).length);
    const finishSlides = (): Promise<void> =>
      accordion.evaluate(async (element) => {
        for (const animation of element.getAnimations({ subtree: true })) animation.finish();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      });
    await buttons.nth(1).click();
    await expect.poll(slides).toBe(2);
    await buttons.nth(2).click();
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
    expect(await slides()).toBe(2);
    await finishSlides();
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect.poll(slides).toBe(2);
    await finishSlides();
    await expect(items.nth(2)).toHaveClass(/et_pb_toggle_open/);
    await expect(items.nth(1)).toHaveClass(/et_pb_toggle_close/);
    await expect(items.nth(2).locator(".et_pb_toggle_content")).toBeVisible();
  });

  test("given reduced motion, a toggle opens at once without animating", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const toggle = await openEnhanced(page, PAGE, ".et_pb_toggle_2", "toggle");
    await toggle.getByRole("button").click();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expect(toggle).toHaveClass(/et_pb_toggle_open/);
  });

  test("given an accordion, opening an item closes the open one and clicking the open one does nothing", async ({
    page,
  }) => {
    const accordion = await openEnhanced(page, PAGE, ".et_pb_accordion_1", "accordion");
    const items = accordion.locator(":scope > .et_pb_accordion_item");
    await expect(items.first()).toHaveClass(/et_pb_toggle_open/);
    await items.nth(1).locator(".et_pb_toggle_title").click();
    await expect(items.nth(1)).toHaveClass(/et_pb_toggle_open/);
    await expect(items.first()).toHaveClass(/et_pb_toggle_close/, { timeout: 2000 });
    await items.nth(1).locator(".et_pb_toggle_title").click();
    await expect(items.nth(1).getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
  });

  test("given the keyboard in an accordion, arrows, Home and End move between headers and Enter opens", async ({
    page,
  }) => {
    const accordion = await openEnhanced(page, PAGE, ".et_pb_accordion_1", "accordion");
    const headers = accordion.locator(":scope > .et_pb_accordion_item > .et_pb_toggle_title > button");
    await headers.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(headers.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(headers.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(headers.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(headers.last()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(headers.last()).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: await headers.last().innerText() })).toBeVisible();
  });

  test("given a toggle inside a tab, it works once its tab is shown", async ({ page }) => {
    // The tabs mount first: mounting replaces their panel elements, so a panel read before it would be gone.
    const tabs = await openEnhanced(page, PAGE, "#course-tabs", "tabs");
    const nested = tabs.locator(".et_pb_toggle_0");
    const panelId = await tabs
      .getByRole("tabpanel", { includeHidden: true })
      .filter({ has: page.locator(".et_pb_toggle_0") })
      .getAttribute("id");
    await expect(nested).not.toHaveAttribute("data-enhanced", /toggle/);
    await tabs.locator(`[role="tab"][aria-controls="${panelId}"]`).click();
    await expect(nested).toHaveAttribute("data-enhanced", "toggle");
    await nested.getByRole("button").click();
    await expect(nested).toHaveClass(/et_pb_toggle_open/);
  });

  test("given tabs inside an accordion item, they work once the item is open", async ({ page }) => {
    const accordion = await openEnhanced(page, PAGE, ".et_pb_accordion_0", "accordion");
    const item = accordion
      .locator(":scope > .et_pb_accordion_item")
      .filter({ has: page.locator(".et_pb_tabs_2") });
    await item.locator(":scope > .et_pb_toggle_title").click();
    const nestedTabs = item.locator(".et_pb_tabs_2");
    await expect(nestedTabs).toHaveAttribute("data-enhanced", "tabs");
    await nestedTabs.getByRole("tab").nth(1).click();
    await expect(nestedTabs.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("toggles and accordions: following classes another script sets", () => {
  test("given et_pb_toggle_close set on an open toggle by a foreign script, aria-expanded, hidden and data-state follow", async ({
    page,
  }) => {
    const toggle = await openEnhanced(page, PAGE, ".et_pb_toggle_1", "toggle");
    const button = toggle.getByRole("button");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // What the theme's own toggle script does at the end of its slide when it is still bound.
    await toggle.evaluate((element) => element.classList.replace("et_pb_toggle_open", "et_pb_toggle_close"));
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(toggle.locator(".et_pb_toggle_content")).toBeHidden();
    await expect(toggle).toHaveAttribute("data-state", "closed");
    await expect(toggle).toHaveClass(/et_pb_toggle_close/);
    await expect(toggle).not.toHaveClass(/et_pb_toggle_open/);
    // The visitor opens it again as before.
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(toggle.locator(".et_pb_toggle_content")).toBeVisible();
  });

  test("given et_pb_toggle_close added to the open accordion item by a foreign script, it closes: ARIA and content follow", async ({
    page,
  }) => {
    const accordion = await openEnhanced(page, PAGE, ".et_pb_accordion_1", "accordion");
    const items = accordion.locator(":scope > .et_pb_accordion_item");
    const buttons = accordion.locator(":scope > .et_pb_accordion_item > .et_pb_toggle_title > button");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
    await items.first().evaluate((item) => item.classList.add("et_pb_toggle_close"));
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "false");
    await expect(items.first().locator(".et_pb_toggle_content")).toBeHidden();
    await expect(items.first()).toHaveAttribute("data-state", "closed");
    await expect(items.first()).not.toHaveClass(/et_pb_toggle_open/);
  });

  test("given the theme's sibling flip done by a foreign script (third opened, first closed), the accordion follows both", async ({
    page,
  }) => {
    const accordion = await openEnhanced(page, PAGE, ".et_pb_accordion_1", "accordion");
    const items = accordion.locator(":scope > .et_pb_accordion_item");
    const buttons = accordion.locator(":scope > .et_pb_accordion_item > .et_pb_toggle_title > button");
    await accordion.evaluate((module) => {
      const [first, , third] = module.querySelectorAll(":scope > .et_pb_accordion_item");
      first?.classList.replace("et_pb_toggle_open", "et_pb_toggle_close");
      third?.classList.replace("et_pb_toggle_close", "et_pb_toggle_open");
    });
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "false");
    await expect(items.nth(2).locator(".et_pb_toggle_content")).toBeVisible();
    await expect(items.first().locator(".et_pb_toggle_content")).toBeHidden();
    await expect(accordion.locator(':scope > .et_pb_accordion_item[data-state="open"]')).toHaveCount(1);
  });
});

test.describe("accordion table", () => {
  test("given the phone breakpoint, is a table on desktop and an accordion on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/accordion-table.html");
    const phoneTable = page.locator('.enhance-accordion-table[data-breakpoint="phone"]');
    await phoneTable.scrollIntoViewIfNeeded();
    await expect(phoneTable).toHaveAttribute("data-state", "table");
    await expect(phoneTable.locator(".enhance-accordion-table__body").nth(1)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(phoneTable).toHaveAttribute("data-state", "accordion");
    await expect(phoneTable.locator(".enhance-accordion-table__body").nth(1)).toBeHidden();
    const second = phoneTable.getByRole("button").nth(1);
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(phoneTable.locator(".enhance-accordion-table__header--pressed")).toHaveCount(1);
    await expect(phoneTable.locator(".enhance-accordion-table__body").first()).toBeHidden();
  });

  test("given the tablet breakpoint, is an accordion at 980 px and a table at 981 px", async ({ page }) => {
    await page.setViewportSize({ width: 980, height: 800 });
    await page.goto("/accordion-table.html");
    const tabletTable = page.locator('.enhance-accordion-table[data-breakpoint="tablet"]');
    await tabletTable.scrollIntoViewIfNeeded();
    await expect(tabletTable).toHaveAttribute("data-state", "accordion");
    await page.setViewportSize({ width: 981, height: 800 });
    await expect(tabletTable).toHaveAttribute("data-state", "table");
  });
});
