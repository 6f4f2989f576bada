import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { swipeOver, type SwipeOptions } from "./support/touch";

/**
 * Finger swipes on a phone (390 px wide, touch input through Chromium's own input pipeline): the card carousels,
 * the slider and the gallery lightbox move with a horizontal swipe, leave a vertical one to the page, and still
 * take a tap as a tap.
 */
test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

/** Spec 9 "Carousels and sliders". */
const CARD_CAROUSEL_SPEED_MS = 1000;
const SLIDER_MODULE_FADE_MS = 700;

/** Installs the clock paused before the page loads, so nothing autoplays and a swipe lasts as long as a test says. */
async function freezeClock(page: Page): Promise<void> {
  const time = Date.UTC(2030, 0, 1);
  // Installed a second early: time flows between the two calls, and pausing may only move it forward.
  await page.clock.install({ time: time - 1000 });
  await page.clock.pauseAt(time);
}

/** A deliberate drag rather than a flick: the finger takes 450 ms (on the page's clock) from start to end. */
function slowly(page: Page): SwipeOptions {
  return { betweenSteps: () => page.clock.runFor(50) };
}

async function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/**
 * Waits until the page has stopped scrolling: a flick scrolls on after the finger lifts (the browser's fling, in
 * real time), and a tap while it does only stops the scroll, as on a phone, without a click.
 */
async function scrollComesToRest(page: Page): Promise<void> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await scrollTop(page);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/**
 * Records every click that reaches the page, and whether something prevented it; then cancels it, so a tapped
 * link does not leave the page (or open a tab) in the middle of the test.
 */
async function recordClicks(page: Page): Promise<() => Promise<Array<{ href: string; prevented: boolean }>>> {
  await page.evaluate(() => {
    const clicks: Array<{ href: string; prevented: boolean }> = [];
    (window as unknown as { recordedClicks: typeof clicks }).recordedClicks = clicks;
    window.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      clicks.push({ href: link?.getAttribute("href") ?? "", prevented: event.defaultPrevented });
      event.preventDefault();
    });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { recordedClicks: Array<{ href: string; prevented: boolean }> }).recordedClicks,
    );
}

test.describe("card carousels on a phone", () => {
  const FADING = ".et_pb_code_0 .enhance-card-carousel";
  const SLIDING = ".et_pb_code_1 .enhance-card-carousel";
  const SLIDES = ".swiper-wrapper > .swiper-slide";

  /** Opens the home page with both carousels started (the server's cards stack until then), showing one. */
  async function openCarousel(page: Page, selector: string): Promise<Locator> {
    await freezeClock(page);
    await page.goto("/home.html");
    for (const each of [FADING, SLIDING]) {
      const carousel = page.locator(each);
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveClass(/\bswiper-initialized\b/);
    }
    const carousel = page.locator(selector);
    await carousel.scrollIntoViewIfNeeded();
    return carousel;
  }

  async function expectActive(carousel: Locator, index: number): Promise<void> {
    await expect(carousel.locator(SLIDES).nth(index)).toHaveClass(/\bswiper-slide-active\b/);
  }

  /**
   * Ends a move: its speed on the page's paused clock, then the browser's own CSS transition of the cards, which
   * runs in real time. A finger that lands mid-transition starts from wherever the cards are on a busy machine.
   */
  async function finishMove(page: Page, carousel: Locator): Promise<void> {
    await page.clock.runFor(CARD_CAROUSEL_SPEED_MS);
    await expect
      .poll(() => carousel.locator(".swiper-wrapper").evaluate((wrapper) => wrapper.getAnimations().length))
      .toBe(0);
  }

  test("the home carousel: slow swipes across 40% of the card and a flick move it both ways; a vertical swipe scrolls the page; a tap follows the card link", async ({
    page,
  }) => {
    const carousel = await openCarousel(page, SLIDING);
    const cards = carousel.locator(".enhance-card-carousel__swiper");
    await swipeOver(page, cards, "left", 0.4, slowly(page));
    await expectActive(carousel, 1);
    await expect(carousel.getByRole("status")).toHaveText("Slide 2 of 8");
    await finishMove(page, carousel);
    await swipeOver(page, cards, "left", 0.4);
    await expectActive(carousel, 2);
    await finishMove(page, carousel);
    await swipeOver(page, cards, "right", 0.4, slowly(page));
    await expectActive(carousel, 1);
    await finishMove(page, carousel);

    const clicks = await recordClicks(page);
    const before = await scrollTop(page);
    await swipeOver(page, cards, "up", 0.5);
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(before + 100);
    await scrollComesToRest(page);
    await expectActive(carousel, 1);
    await carousel.locator(SLIDES).nth(1).getByRole("link").tap();
    expect(await clicks()).toEqual([
      { href: "https://courses.example.com/first-things-first", prevented: false },
    ]);
  });

  test("the fading carousel: a slow swipe left across 40% of the card shows the next card and right the previous", async ({
    page,
  }) => {
    const carousel = await openCarousel(page, FADING);
    const cards = carousel.locator(".enhance-card-carousel__swiper");
    await swipeOver(page, cards, "left", 0.4, slowly(page));
    await expectActive(carousel, 1);
    await finishMove(page, carousel);
    await swipeOver(page, cards, "right", 0.4, slowly(page));
    await expectActive(carousel, 0);
  });
});

test.describe("the slider on a phone", () => {
  test("a slow swipe left shows the next slide and right the previous; a vertical swipe scrolls; a tap follows the button", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto("/sliders.html");
    const slider = page.locator("#course-slider");
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute("data-enhanced", /(^| )slider( |$)/);
    const slides = slider.locator("[data-enhance-slide]");
    const track = slider.locator("[data-enhance-track]");

    await swipeOver(page, track, "left", 0.4, slowly(page));
    await expect(slides.nth(1)).toHaveAttribute("data-state", "active");
    await page.clock.runFor(SLIDER_MODULE_FADE_MS);
    await swipeOver(page, track, "right", 0.4, slowly(page));
    await expect(slides.nth(0)).toHaveAttribute("data-state", "active");
    await page.clock.runFor(SLIDER_MODULE_FADE_MS);

    const clicks = await recordClicks(page);
    const before = await scrollTop(page);
    await swipeOver(page, track, "up", 0.3);
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(before + 50);
    await scrollComesToRest(page);
    await expect(slides.nth(0)).toHaveAttribute("data-state", "active");
    await slides.nth(0).getByRole("link", { name: "See the course" }).tap();
    expect(await clicks()).toEqual([{ href: "/courses/new-system-course/", prevented: false }]);
  });
});

test.describe("the gallery lightbox on a phone", () => {
  test("a swipe left shows the next image and right the previous; a vertical swipe changes nothing", async ({
    page,
  }) => {
    await page.goto("/gallery.html");
    const gallery = page.locator("#course-slides");
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery).toHaveAttribute("data-enhanced", /(^| )gallery( |$)/);
    await gallery.locator(".et_pb_gallery_item a").first().tap();
    const dialog = page.getByRole("dialog");
    const image = dialog.locator("img");
    await expect(image).toHaveAttribute("src", /lesson-01\.svg$/);
    const figure = dialog.locator("figure");

    await swipeOver(page, figure, "left", 0.6);
    await expect(image).toHaveAttribute("src", /lesson-02\.svg$/);
    await swipeOver(page, figure, "left", 0.6);
    await expect(image).toHaveAttribute("src", /lesson-03\.svg$/);
    await swipeOver(page, figure, "right", 0.6);
    await expect(image).toHaveAttribute("src", /lesson-02\.svg$/);
    await swipeOver(page, figure, "up", 0.6);
    await swipeOver(page, figure, "left", 0.1);
    await expect(image).toHaveAttribute("src", /lesson-02\.svg$/);
    // The swipes above were handled (and ignored), not still on their way: the next one still counts.
    await swipeOver(page, figure, "right", 0.6);
    await expect(image).toHaveAttribute("src", /lesson-01\.svg$/);
    await expect(dialog).toBeVisible();
  });
});
