import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, scrollThrough, test, waitForBootToSettle } from "./support/test";
import { REAL_PAGES_DIR, skipWithoutRealPages, tolerateRealPageOwnProblems } from "./support/real-pages";

const PAGE = "/sliders.html";
/** Spec 9 "Carousels and sliders". */
const MODULE_FADE_MS = 700;
const FADE_MS = 500;
const CAROUSEL_SLIDE_MS = 500;
const CAROUSEL_MODULE_SLIDE_MS = 1000;
const PORTFOLIO_SLIDE_MS = 700;
const PORTFOLIO_WAIT_MS = 100;
/** The demo page's own settings. */
const COURSE_SLIDER_MS = 5000;
const FULLWIDTH_SLIDER_MS = 6000;
const FEATURED_MS = 6000;
const POSTS_CAROUSEL_MS = 5000;
const PORTFOLIO_ROTATE_MS = 6000;

/** Installs the clock paused before the page loads, so a slideshow moves only when a test says. */
async function freezeClock(page: Page): Promise<void> {
  const time = Date.UTC(2030, 0, 1);
  // Installed a second early: time flows between the two calls, and pausing may only move it forward.
  await page.clock.install({ time: time - 1000 });
  await page.clock.pauseAt(time);
}

const DEMO_MODULES = [
  ["course-slider", "slider"],
  ["fullwidth-slider", "slider"],
  ["post-slider", "slider"],
  ["fullwidth-post-slider", "slider"],
  ["video-lessons", "video-slider"],
  ["video-dots", "video-slider"],
  ["workshop-gallery", "gallery-slider"],
  ["student-projects", "portfolio-carousel"],
  ["featured-posts", "featured-posts-slider"],
  ["latest-lessons", "posts-carousel"],
] as const;

/**
 * Opens the demo page and brings every slider into view once, so all of them have mounted and the page no longer
 * changes its layout, then shows the one under test. (Scrolling from here, not from the page: its timers may be
 * paused.)
 */
async function openSlider(page: Page, selector: string, name: string): Promise<Locator> {
  await page.goto(PAGE);
  for (const [id, module] of DEMO_MODULES) {
    const element = page.locator(`#${id}`);
    await element.scrollIntoViewIfNeeded();
    await expect(element).toHaveAttribute("data-enhanced", new RegExp(`(^| )${module}( |$)`));
  }
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  await expect(target).toHaveAttribute("data-enhanced", new RegExp(`(^| )${name}( |$)`));
  return target;
}

/** The slides (or groups) of a slider, in order. */
function slides(module: Locator): Locator {
  return module.locator("[data-enhance-slide]");
}

/** The index of the slide that is active now. */
async function activeIndex(module: Locator): Promise<number> {
  return slides(module).evaluateAll((all) => all.findIndex((slide) => slide.dataset["state"] === "active"));
}

async function expectActive(module: Locator, index: number): Promise<void> {
  await expect(slides(module).nth(index)).toHaveAttribute("data-state", "active");
  await expect(slides(module).nth(index)).toHaveClass(/(^| )et-pb-active-slide( |$)|(^| )active( |$)/);
  expect(await activeIndex(module)).toBe(index);
}

/** Waits for the running transition to end: no slide is leaving any more. */
async function settle(page: Page, module: Locator, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await expect(module.locator('[data-enhance-slide][data-state="leaving"]')).toHaveCount(0);
}

async function swipe(page: Page, target: Locator, deltaX: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe");
  // Near the top edge, in the slide's padding: a short drag taken for a tap must not follow a link.
  const y = box.y + 12;
  const from = box.x + box.width / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: from + deltaX * step, y }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Media that reports play and pause without decoding anything, so the test sees what the slider asked for. */
async function fakeMediaPlayback(page: Page): Promise<void> {
  await page.evaluate(() => {
    const calls: string[] = [];
    (window as unknown as { mediaCalls: string[] }).mediaCalls = calls;
    const label = (media: HTMLMediaElement): string => media.getAttribute("title") ?? "?";
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      Object.defineProperty(this, "paused", { configurable: true, value: false });
      calls.push(`play ${label(this)}`);
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    };
    HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
      Object.defineProperty(this, "paused", { configurable: true, value: true });
      calls.push(`pause ${label(this)}`);
      this.dispatchEvent(new Event("pause"));
    };
  });
}

test.describe("sliders: mouse", () => {
  test("given the arrows and dots, moves next, previous and to a slide, wrapping at both ends", async ({
    page,
  }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#post-slider", "slider");
    const next = slider.getByRole("button", { name: "Next", exact: true });
    const previous = slider.getByRole("button", { name: "Previous", exact: true });
    await expect(next).toHaveClass(/et-pb-arrow-next/);
    await expect(previous).toHaveClass(/et-pb-arrow-prev/);
    await expect(slider.locator(":scope > .et-pb-slider-arrows > button")).toHaveCount(2);
    await expect(slider.locator(":scope > .et-pb-controllers > button")).toHaveCount(4);
    await expectActive(slider, 0);

    await previous.click();
    await expectActive(slider, 3);
    await settle(page, slider, MODULE_FADE_MS);
    await next.click();
    await expectActive(slider, 0);
    await settle(page, slider, MODULE_FADE_MS);
    const third = slider.getByRole("button", { name: "Show slide 3" });
    await third.click();
    await expectActive(slider, 2);
    await expect(third).toHaveClass(/et-pb-active-control/);
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(slider.locator(".et-pb-controllers .et-pb-active-control")).toHaveCount(1);
  });

  test("given a second click during the 700 ms fade, refuses it; after the fade, moves again", async ({
    page,
  }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#post-slider", "slider");
    const next = slider.getByRole("button", { name: "Next", exact: true });
    await next.click();
    await expectActive(slider, 1);
    await expect(slides(slider).nth(0)).toHaveAttribute("data-state", "leaving");
    await expect(slides(slider).nth(0)).toHaveClass(/et-pb-moved-slide/);
    await next.click();
    await slider.getByRole("button", { name: "Show slide 4" }).click();
    await expectActive(slider, 1);
    await page.clock.runFor(MODULE_FADE_MS - 1);
    await expect(slides(slider).nth(0)).toHaveAttribute("data-state", "leaving");
    await page.clock.runFor(1);
    await expect(slides(slider).nth(0)).toBeHidden();
    await next.click();
    await expectActive(slider, 2);
  });

  test("shows only the active slide: the others are hidden from assistive technology and the tab order", async ({
    page,
  }) => {
    const slider = await openSlider(page, "#post-slider", "slider");
    await expect(slider).toHaveAttribute("role", "group");
    await expect(slider).toHaveAttribute("aria-roledescription", "carousel");
    await expect(slider).toHaveAttribute("aria-label", "Post slider");
    await expect(slides(slider).nth(1)).toBeHidden();
    await expect(slides(slider).nth(0)).toHaveAttribute("aria-label", "1 of 4");
    await expect(slides(slider).nth(0)).toHaveAttribute("aria-roledescription", "slide");
    await expect(slider.getByRole("link")).toHaveCount(4);
    await slider.getByRole("link", { name: "How I wrote 50 posts in 30 days" }).focus();
    const reached: string[] = [];
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused?.closest("#post-slider")
          ? (focused.getAttribute("aria-label") ?? focused.textContent?.trim() ?? "")
          : null;
      });
      if (name === null) break;
      reached.push(name);
    }
    expect(reached).toEqual([
      "Jo Baker",
      "Blogging",
      "Read more",
      "Previous",
      "Next",
      "Show slide 1",
      "Show slide 2",
      "Show slide 3",
      "Show slide 4",
    ]);
  });

  test("given the gallery in slider mode, each image is a slide with arrows and dots", async ({ page }) => {
    const gallery = await openSlider(page, "#workshop-gallery", "gallery-slider");
    await expect(slides(gallery)).toHaveCount(4);
    await expect(gallery).toHaveAttribute("aria-label", "Gallery");
    await gallery.getByRole("button", { name: "Show slide 4" }).click();
    await expect(gallery.getByRole("img", { name: "Workshop slide: 100 Per Day" })).toBeVisible();
    await expect(gallery.getByRole("img", { name: "Workshop slide: Your First $1000 Online" })).toBeHidden();
  });
});

test.describe("sliders: keyboard", () => {
  test("the Pause button comes first; Enter and Space work the arrows; focus inside holds the slideshow", async ({
    page,
  }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#course-slider", "slider");
    await expect(slider).toHaveAttribute("data-state", "playing");
    // Start from the heading just before the slider, then Tab into it.
    await slider.evaluate((element) => {
      const heading = element.previousElementSibling?.querySelector<HTMLElement>("h2");
      heading?.setAttribute("tabindex", "-1");
      heading?.focus();
    });
    await page.keyboard.press("Tab");
    const rotation = slider.getByRole("button", { name: "Pause slideshow" });
    await expect(rotation).toBeFocused();
    await expect(slider).toHaveAttribute("data-state", "paused");
    await page.clock.runFor(COURSE_SLIDER_MS * 3);
    await expectActive(slider, 0);

    await page.keyboard.press("Tab");
    await expect(slider.getByRole("link", { name: "See the course" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(slider.getByRole("button", { name: "Previous", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expectActive(slider, 1);
    await settle(page, slider, MODULE_FADE_MS);
    await page.keyboard.press("Space");
    await expectActive(slider, 2);
    await settle(page, slider, MODULE_FADE_MS);
    await page.keyboard.press("Enter");
    await expectActive(slider, 0);

    // Focus leaves the slider: the slideshow plays again.
    await page.locator("#post-slider").scrollIntoViewIfNeeded();
    await page.locator("#post-slider").getByRole("link").first().focus();
    await expect(slider).toHaveAttribute("data-state", "playing");
  });

  test("given Enter on Pause, stops until Play; the track is announced politely only when still", async ({
    page,
  }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#course-slider", "slider");
    const track = slider.locator(".et_pb_slides");
    await expect(track).toHaveAttribute("aria-live", "off");
    await slider.getByRole("button", { name: "Pause slideshow" }).focus();
    await page.keyboard.press("Enter");
    const play = slider.getByRole("button", { name: "Play slideshow" });
    await expect(play).toBeFocused();
    await expect(play).toHaveText("Play");
    await expect(slider).toHaveAttribute("data-state", "stopped");
    await expect(track).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(COURSE_SLIDER_MS * 3);
    await expectActive(slider, 0);
    await page.keyboard.press("Enter");
    await expect(slider).toHaveAttribute("data-state", "playing");
    await page.clock.runFor(COURSE_SLIDER_MS);
    await expectActive(slider, 1);
  });
});

test.describe("sliders: slideshow", () => {
  test("advances every et_slider_speed ms and wraps; hover pauses with et_slider_hovered and leaving resumes", async ({
    page,
  }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#course-slider", "slider");
    await page.mouse.move(0, 0);
    await page.clock.runFor(COURSE_SLIDER_MS - 1);
    await expectActive(slider, 0);
    await page.clock.runFor(1);
    await expectActive(slider, 1);
    await page.clock.runFor(COURSE_SLIDER_MS);
    await expectActive(slider, 2);
    await page.clock.runFor(COURSE_SLIDER_MS);
    await expectActive(slider, 0);

    await slider.locator(".et_pb_slides").hover();
    await expect(slider).toHaveClass(/et_slider_hovered/);
    await expect(slider).toHaveAttribute("data-state", "paused");
    await page.clock.runFor(COURSE_SLIDER_MS * 3);
    await expectActive(slider, 0);
    await page.mouse.move(0, 0);
    await expect(slider).not.toHaveClass(/et_slider_hovered/);
    await expect(slider).toHaveAttribute("data-state", "playing");
    await page.clock.runFor(COURSE_SLIDER_MS);
    await expectActive(slider, 1);
  });

  test("given et_pb_pause_slider on the module, holds until the flag goes", async ({ page }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#course-slider", "slider");
    await page.mouse.move(0, 0);
    await slider.evaluate((element) => element.classList.add("et_pb_pause_slider"));
    await expect(slider).toHaveAttribute("data-state", "paused");
    await page.clock.runFor(COURSE_SLIDER_MS * 3);
    await expectActive(slider, 0);
    await slider.evaluate((element) => element.classList.remove("et_pb_pause_slider"));
    await expect(slider).toHaveAttribute("data-state", "playing");
    await page.clock.runFor(COURSE_SLIDER_MS);
    await expectActive(slider, 1);
  });

  test("given et_slider_auto_ignore_hover, keeps playing under the pointer", async ({ page }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#fullwidth-slider", "slider");
    await slider.locator(".et_pb_slides").hover();
    await expect(slider).toHaveAttribute("data-state", "playing");
    await expect(slider).not.toHaveClass(/et_slider_hovered/);
    await page.clock.runFor(FULLWIDTH_SLIDER_MS);
    await expectActive(slider, 1);
    await expect(slider.locator(".et-pb-controllers")).toHaveCount(0);
  });

  test("given the mouse clicks an arrow, the slideshow counts its interval from that move", async ({
    page,
  }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#fullwidth-slider", "slider");
    await page.clock.runFor(FULLWIDTH_SLIDER_MS - 1000);
    await slider.getByRole("button", { name: "Next", exact: true }).click();
    await expectActive(slider, 1);
    await page.clock.runFor(FULLWIDTH_SLIDER_MS - 1);
    await expectActive(slider, 1);
    await page.clock.runFor(1);
    await expectActive(slider, 2);
  });

  test("given reduced motion, nothing plays by itself and every change is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    const slider = await openSlider(page, "#course-slider", "slider");
    await expect(slider).toHaveAttribute("data-state", "stopped");
    await page.clock.runFor(COURSE_SLIDER_MS * 3);
    await expectActive(slider, 0);
    await slider.getByRole("button", { name: "Next", exact: true }).click();
    await expectActive(slider, 1);
    await expect(slides(slider).nth(0)).toBeHidden();
    await expect(slider.locator('[data-state="leaving"]')).toHaveCount(0);
    await slider.getByRole("button", { name: "Next", exact: true }).click();
    await expectActive(slider, 2);
    const featured = await openSlider(page, "#featured-posts", "featured-posts-slider");
    await expect(featured).toHaveAttribute("data-state", "stopped");
    await expect(featured.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });
});

test.describe("sliders: touch", () => {
  test.use({ hasTouch: true });

  test("given a swipe left or right, shows the next or previous slide; a short drag does nothing", async ({
    page,
  }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#fullwidth-post-slider", "slider");
    await expect(slider.locator(".et-pb-slider-arrows")).toHaveCount(0);
    const track = slider.locator(".et_pb_slides");
    await swipe(page, track, -160);
    await expectActive(slider, 1);
    await settle(page, slider, MODULE_FADE_MS);
    await swipe(page, track, 160);
    await expectActive(slider, 0);
    await settle(page, slider, MODULE_FADE_MS);
    await swipe(page, track, 160);
    await expectActive(slider, 2);
    await settle(page, slider, MODULE_FADE_MS);
    await swipe(page, track, -12);
    await expectActive(slider, 2);
  });

  test("given a tap on a dot, shows its slide", async ({ page }) => {
    const slider = await openSlider(page, "#fullwidth-post-slider", "slider");
    await slider.getByRole("button", { name: "Show slide 2" }).tap();
    await expectActive(slider, 1);
  });
});

test.describe("video slider", () => {
  test("builds the thumbnail track; a thumbnail shows its video and the active thumbnail is marked", async ({
    page,
  }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#video-lessons", "video-slider");
    const frame = slider.locator(":scope > .et_pb_slider");
    await expect(frame).not.toHaveClass(/et_pb_preload/);
    const thumbnails = slider.locator(":scope > .et_pb_carousel .et_pb_carousel_item");
    await expect(thumbnails).toHaveCount(5);
    const videos = frame.locator("[data-enhance-slide]");
    await slider.getByRole("button", { name: "Show video 3 of 5" }).click();
    await expect(videos.nth(2)).toHaveAttribute("data-state", "active");
    await expect(thumbnails.nth(2)).toHaveClass(/et-pb-active-control/);
    await expect(thumbnails.nth(0)).not.toHaveClass(/et-pb-active-control/);
    await expect(slider.locator(".et-pb-controllers")).toHaveCount(0);
  });

  test("groups the thumbnails 1 to 4 by width and pages them in a 1000 ms slide", async ({ page }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#video-lessons", "video-slider");
    const groups = slider.locator(".et_pb_carousel .et-carousel-group");
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0).locator(".et_pb_carousel_item")).toHaveCount(4);
    const track = slider.locator(".et_pb_carousel_items");
    await track.getByRole("button", { name: "Next", exact: true }).click();
    await expect(groups.nth(1)).toHaveAttribute("data-state", "active");
    await page.clock.runFor(CAROUSEL_MODULE_SLIDE_MS - 1);
    await expect(groups.nth(0)).toHaveAttribute("data-state", "leaving");
    await page.clock.runFor(1);
    await expect(groups.nth(0)).toBeHidden();
    await page.setViewportSize({ width: 420, height: 800 });
    await expect(groups.nth(0).locator(".et_pb_carousel_item")).toHaveCount(3);
  });

  test("a cover's play button starts its video; the video pauses when its slide leaves", async ({ page }) => {
    const slider = await openSlider(page, "#video-lessons", "video-slider");
    await fakeMediaPlayback(page);
    const play = slider.getByRole("button", { name: "Play video" }).first();
    await play.click();
    await expect(slider.locator(".et_pb_video_overlay").first()).toBeHidden();
    await slider.getByRole("button", { name: "Show video 2 of 5" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { mediaCalls: string[] }).mediaCalls))
      .toEqual(["play Lesson 1: pick your niche", "pause Lesson 1: pick your niche"]);
    await expect(slider.locator(".et_pb_video_overlay").first()).toHaveCSS("display", "block");
  });

  test("a slide's video sits on the slide's middle: moved up by half its height while its slide shows", async ({
    page,
  }) => {
    await freezeClock(page);
    const slider = await openSlider(page, "#fullwidth-slider", "slider");
    const video = slider.locator(".et_pb_slide_2 .et_pb_slide_video");
    await slider.getByRole("button", { name: "Previous", exact: true }).click();
    await expectActive(slider, 2);
    await settle(page, slider, MODULE_FADE_MS);
    const { marginTop, height, middle, slideMiddle } = await video.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const container = element.parentElement!.getBoundingClientRect();
      return {
        marginTop: parseFloat(getComputedStyle(element).marginTop),
        height: parseFloat(getComputedStyle(element).height),
        middle: box.top + box.height / 2,
        slideMiddle: container.top + container.height / 2,
      };
    });
    expect(height).toBeGreaterThan(0);
    expect(marginTop).toBeCloseTo(-height / 2, 1);
    expect(middle).toBeCloseTo(slideMiddle, 0);
  });

  test("with et_pb_slider_dots, the dots sit below the slider", async ({ page }) => {
    const slider = await openSlider(page, "#video-dots", "video-slider");
    await expect(slider.locator(":scope > .et-pb-controllers > button")).toHaveCount(3);
    await expect(slider.locator(".et_pb_carousel")).toHaveCount(0);
    await slider.getByRole("button", { name: "Show slide 3" }).click();
    await expect(slider.locator(".et_pb_slides > [data-enhance-slide]").nth(2)).toHaveAttribute(
      "data-state",
      "active",
    );
  });
});

test.describe("carousels", () => {
  test("the full-width portfolio groups its projects by width, 75 % as high as wide, and slides in 700 ms plus 100 ms", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await freezeClock(page);
    const portfolio = await openSlider(page, "#student-projects", "portfolio-carousel");
    const groups = slides(portfolio);
    // 1280 px wide: 4 columns, so 7 projects make 2 groups.
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0).locator(".et_pb_portfolio_item")).toHaveCount(4);
    await expect(portfolio.locator(".et_pb_portfolio_items")).toHaveClass(/columns-4/);
    const item = groups.nth(0).locator(".et_pb_portfolio_item").first();
    const box = await item.boundingBox();
    expect(Math.abs((box?.height ?? 0) - (box?.width ?? 0) * 0.75)).toBeLessThan(2);

    const next = portfolio.getByRole("button", { name: "Next", exact: true });
    await next.click();
    await expect(groups.nth(1)).toHaveAttribute("data-state", "active");
    await page.clock.runFor(PORTFOLIO_SLIDE_MS);
    await next.click();
    await expect(groups.nth(1)).toHaveAttribute("data-state", "active");
    await page.clock.runFor(PORTFOLIO_WAIT_MS);
    await next.click();
    await expect(groups.nth(0)).toHaveAttribute("data-state", "active");

    await page.setViewportSize({ width: 700, height: 900 });
    await expect(portfolio.locator(".et_pb_portfolio_items")).toHaveClass(/columns-2/);
    await expect(groups).toHaveCount(4);
  });

  test("the full-width portfolio rotates every data-auto-rotate-speed ms and holds with et_carousel_hovered", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await freezeClock(page);
    const portfolio = await openSlider(page, "#student-projects", "portfolio-carousel");
    await page.mouse.move(0, 0);
    await page.clock.runFor(PORTFOLIO_ROTATE_MS);
    await expectActive(portfolio, 1);
    await portfolio.locator(".et_pb_portfolio_items").hover();
    await expect(portfolio).toHaveClass(/et_carousel_hovered/);
    await page.clock.runFor(PORTFOLIO_ROTATE_MS * 2);
    await expectActive(portfolio, 1);
  });

  test("Extra's posts carousel groups 1 to 4 cards by width, slides in 500 ms and plays every data-autoplay seconds", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await freezeClock(page);
    const carousel = await openSlider(page, "#latest-lessons", "posts-carousel");
    await page.mouse.move(0, 0);
    const groups = slides(carousel);
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0).locator(".carousel-item")).toHaveCount(4);
    await expect(groups.nth(0)).toHaveClass(/carousel-group/);
    await expect(carousel).not.toHaveClass(/(^| )loading( |$)/);
    await expect(carousel).toHaveAttribute("aria-label", "Latest lessons");
    await page.clock.runFor(POSTS_CAROUSEL_MS - 1);
    await expectActive(carousel, 0);
    await page.clock.runFor(1);
    await expectActive(carousel, 1);
    await page.clock.runFor(CAROUSEL_SLIDE_MS - 1);
    await expect(groups.nth(0)).toHaveAttribute("data-state", "leaving");
    await page.clock.runFor(1);
    await expect(groups.nth(0)).toBeHidden();
    await expect(carousel.getByRole("link", { name: "Business Coach Academy" })).toBeVisible();

    await page.setViewportSize({ width: 700, height: 900 });
    await expect(groups.nth(0).locator(".carousel-item")).toHaveCount(2);
    // The first card seen (the fifth) stays in view after regrouping.
    await expect(carousel.getByRole("link", { name: "Business Coach Academy" })).toBeVisible();
  });

  test("Extra's featured posts slider plays every data-autoplay seconds with a 500 ms fade", async ({
    page,
  }) => {
    await freezeClock(page);
    const featured = await openSlider(page, "#featured-posts", "featured-posts-slider");
    await page.mouse.move(0, 0);
    await expect(featured.locator(".et-pb-controllers > button")).toHaveCount(4);
    await page.clock.runFor(FEATURED_MS - 1);
    await expectActive(featured, 0);
    await page.clock.runFor(1);
    await expectActive(featured, 1);
    await page.clock.runFor(FADE_MS - 1);
    await expect(slides(featured).nth(0)).toHaveAttribute("data-state", "leaving");
    await page.clock.runFor(1);
    await expect(slides(featured).nth(0)).toBeHidden();
  });
});

test.describe("sliders demo page", () => {
  test("has no axe violations, also with a slide changed and a slideshow stopped", async ({ page }) => {
    await openSlider(page, "#course-slider", "slider");
    await waitForBootToSettle(page);
    await expectNoAxeViolations(page);
    const slider = page.locator("#post-slider");
    await slider.getByRole("button", { name: "Show slide 2" }).click();
    await page.locator("#course-slider").getByRole("button", { name: "Pause slideshow" }).click();
    await expectNoAxeViolations(page);
  });
});

/**
 * Real pages from the wild with sliders (../shared/divi-pages: post sliders, galleries in slider mode, Extra's
 * featured posts slider), served with their old scripts replaced by the bundle.
 */
const realFolder = REAL_PAGES_DIR;
const SLIDER_MARKUP =
  /class="[^"]*\b(et_pb_slider|et_pb_post_slider|featured-posts-slider-module|posts-carousel-module|et_pb_video_slider|et_pb_fullwidth_portfolio_carousel)\b[^"]*"/;
const realPages = existsSync(realFolder)
  ? readdirSync(realFolder)
      .filter((file) => file.endsWith(".html"))
      .filter((file) => SLIDER_MARKUP.test(readFileSync(`${realFolder}/${file}`, "utf8")))
      .sort()
  : [];
const FAMILY =
  ".et_pb_slider:not(.et_pb_video_slider > .et_pb_slider), .et_pb_video_slider, .et_pb_fullwidth_portfolio_carousel, .featured-posts-slider-module, .posts-carousel-module";

test.describe("real pages with sliders", () => {
  skipWithoutRealPages(realPages, `no real pages with sliders: ${realFolder} is absent`);

  for (const file of realPages) {
    test(`${file}: its sliders mount with zero uncaught errors, advance, pause and answer their controls`, async ({
      page,
      problems,
      browser,
      baseURL,
    }) => {
      // Their images and stylesheets live on other hosts, which the test blocks.
      await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
      await page.clock.install();
      await page.goto(`/real/${file}`, { waitUntil: "domcontentloaded" });
      await scrollThrough(page);
      await waitForBootToSettle(page);
      const modules = page.locator(FAMILY);
      const count = await modules.count();
      expect(count).toBeGreaterThan(0);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      for (let index = 0; index < count; index += 1) {
        const module = modules.nth(index);
        await module.scrollIntoViewIfNeeded();
        await expect(module).toHaveAttribute("data-enhanced", /slider|carousel/);
        const total = await slides(module).count();
        expect(total).toBeGreaterThan(0);
        await expect(module.locator('[data-enhance-slide][data-state="active"]')).toHaveCount(1);
        if (total < 2) {
          await expect(module.getByRole("button", { name: "Next", exact: true })).toHaveCount(0);
          continue;
        }
        const state = await module.getAttribute("data-state");
        if (state === "playing") {
          // It advances by itself, holds under the pointer, and Pause stops it.
          const before = await activeIndex(module);
          await page.clock.runFor(10_000);
          await expect.poll(() => activeIndex(module)).not.toBe(before);
          await page.clock.runFor(1000);
          await module.hover();
          await expect(module).toHaveAttribute("data-state", "paused");
          const held = await activeIndex(module);
          await page.clock.runFor(20_000);
          expect(await activeIndex(module)).toBe(held);
          await module.getByRole("button", { name: "Pause slideshow" }).click();
          await expect(module).toHaveAttribute("data-state", "stopped");
        }
        const current = await activeIndex(module);
        const next = module.locator("button.et-pb-arrow-next");
        if ((await next.count()) > 0) {
          await expect(next.first()).toHaveAccessibleName(/\S/);
          await next.first().click();
          await expect.poll(() => activeIndex(module)).toBe((current + 1) % total);
          await page.clock.runFor(1000);
        }
        const dots = module.locator(".et-pb-controllers > button");
        if ((await dots.count()) === total) {
          const target = ((await activeIndex(module)) + total - 1) % total;
          await dots.nth(target).click();
          await expect.poll(() => activeIndex(module)).toBe(target);
          await expect(dots.nth(target)).toHaveAttribute("aria-current", "true");
          await page.clock.runFor(1000);
        }
      }
    });
  }
});
