import type { CDPSession, Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  openEnhanced,
  scrollThrough,
  test,
  waitForModules,
} from "./support/test";

const PAGE = "/home.html";
const FADE = ".et_pb_code_0 .enhance-card-carousel";
const SLIDE = ".et_pb_code_1 .enhance-card-carousel";
/** Swiper's slides; once the carousel is enhanced, each holds one of the server's `.swiper-slide` elements. */
const SLIDES = ".swiper-wrapper > .swiper-slide";
/** Spec 9 "Carousels and sliders". */
const SPEED_MS = 1000;
const AUTOPLAY_MS = 3000;
const CARDS = 8;
const COURSES = [
  "new-system-course",
  "first-things-first",
  "first-1000-online",
  "business-coach",
  "course-creator",
  "email-marketing",
  "copy-that-sells",
  "100-per-day",
];

const TITLES = ["The New System Course", "First Things First"];

/** The names (up to the card's title) of the links the browser exposes to assistive technology in `selector`. */
async function exposedLinks(cdp: CDPSession, selector: string): Promise<string[]> {
  const { result } = await cdp.send("Runtime.evaluate", {
    expression: `document.querySelector(${JSON.stringify(selector)})`,
  });
  if (!result.objectId) throw new Error(`no ${selector}`);
  const { nodes } = await cdp.send("Accessibility.queryAXTree", { objectId: result.objectId, role: "link" });
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => String(node.name?.value ?? ""))
    .map((name) => TITLES.find((title) => name.startsWith(title)) ?? name);
}

/** Installs the clock paused before the page loads, so autoplay moves only when a test says. */
async function freezeClock(page: Page): Promise<void> {
  const time = Date.UTC(2030, 0, 1);
  // Installed a second early: time flows between the two calls, and pausing may only move it forward.
  await page.clock.install({ time: time - 1000 });
  await page.clock.pauseAt(time);
}

async function openCarousel(page: Page, selector: string): Promise<Locator> {
  const carousel = await openEnhanced(page, PAGE, selector, "card-carousel");
  await expect(carousel).toHaveClass(/\bswiper-initialized\b/);
  return carousel;
}

/** The index (from 0) of the slide Swiper shows. */
async function activeSlide(carousel: Locator): Promise<number> {
  return carousel
    .locator(SLIDES)
    .evaluateAll((slides) => slides.findIndex((slide) => slide.classList.contains("swiper-slide-active")));
}

async function expectActive(carousel: Locator, index: number): Promise<void> {
  await expect(carousel.locator(SLIDES).nth(index)).toHaveClass(/\bswiper-slide-active\b/);
  expect(await activeSlide(carousel)).toBe(index);
}

const controls = (carousel: Locator) => ({
  rotation: carousel.getByRole("button", { name: /^(Pause|Play) automatic slide show$/ }),
  previous: carousel.getByRole("button", { name: "Previous slide" }),
  next: carousel.getByRole("button", { name: "Next slide" }),
  status: carousel.getByRole("status"),
});

/** A horizontal finger swipe across the carousel's cards, through the browser's own touch input. */
async function swipe(
  page: Page,
  cdp: CDPSession,
  carousel: Locator,
  direction: "left" | "right",
): Promise<void> {
  const wrapper = carousel.locator(".swiper-wrapper");
  await wrapper.scrollIntoViewIfNeeded();
  // The wrapper moves sideways with the cards; the carousel is the frame they show in.
  const box = await wrapper.boundingBox();
  const frame = await carousel.boundingBox();
  if (!box || !frame) throw new Error("the carousel has no box");
  const viewport = page.viewportSize();
  // The middle of the part of the cards on screen: a touch outside them would pan the page instead.
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, viewport?.height ?? box.y + box.height);
  const y = (top + bottom) / 2;
  const [from, to] =
    direction === "left"
      ? [frame.x + frame.width * 0.8, frame.x + frame.width * 0.2]
      : [frame.x + frame.width * 0.2, frame.x + frame.width * 0.8];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step += 1) {
    const x = from + ((to - from) * step) / 8;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  // Swiper picks the next card from where the cards are: let the transition (real CSS time) finish first.
  await expect
    .poll(() => carousel.evaluate((element) => element.getAnimations({ subtree: true }).length))
    .toBe(0);
}

test.describe("home page carousels: autoplay", () => {
  test("given the fade carousel, dwells 3000 ms, fades in 1000 ms, then dwells 3000 ms again", async ({
    page,
  }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, FADE);
    await expect(carousel).toHaveAttribute("data-state", "playing");
    await expect(carousel).toHaveClass(/\bswiper-fade\b/);
    await expectActive(carousel, 0);

    await page.clock.runFor(AUTOPLAY_MS - 1);
    await expectActive(carousel, 0);
    await page.clock.runFor(1);
    await expectActive(carousel, 1);
    // The fade runs on the slides' opacity for 1000 ms.
    const slide = carousel.locator(SLIDES).nth(1);
    await expect(slide).toHaveCSS("transition-duration", "1s");
    await expect(slide).toHaveCSS("transition-property", "opacity");

    // The next move comes after the 1000 ms transition and a full 3000 ms dwell.
    await page.clock.runFor(SPEED_MS + AUTOPLAY_MS - 1);
    await expectActive(carousel, 1);
    await page.clock.runFor(1);
    await expectActive(carousel, 2);
    // Autoplay is not announced (APG): the live region stays silent.
    await expect(controls(carousel).status).toHaveText("");
  });

  test("given the slide carousel, slides one card 20 px apart in 1000 ms every 3000 ms", async ({ page }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, SLIDE);
    const slides = carousel.locator(SLIDES);
    const first = await slides.nth(0).boundingBox();
    const second = await slides.nth(1).boundingBox();
    const frame = await carousel
      .locator(".swiper-wrapper")
      .evaluate((wrapper) => wrapper.parentElement!.clientWidth);
    expect(first && second).toBeTruthy();
    // One slide per view: a card is as wide as the carousel, and the next one starts 20 px after it.
    expect(Math.round(first!.width)).toBe(frame);
    expect(Math.round(second!.x - (first!.x + first!.width))).toBe(20);

    await page.clock.runFor(AUTOPLAY_MS - 1);
    await expectActive(carousel, 0);
    await page.clock.runFor(1);
    await expectActive(carousel, 1);
    const wrapper = carousel.locator(".swiper-wrapper");
    await expect(wrapper).toHaveCSS("transition-duration", "1s");
    await expect(wrapper).toHaveCSS("transition-property", "transform");
    await page.clock.runFor(SPEED_MS + AUTOPLAY_MS);
    await expectActive(carousel, 2);
  });

  test("given the fade carousel, its slides sit on top of each other with no space between", async ({
    page,
  }) => {
    const carousel = await openCarousel(page, FADE);
    const lefts = await carousel
      .locator(SLIDES)
      .evaluateAll((slides) => slides.map((slide) => Math.round(slide.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await expect(carousel.locator(SLIDES).first()).toHaveCSS("margin-right", "0px");
  });

  test("given the mouse over it, autoplay stops, and resumes with a full dwell when it leaves", async ({
    page,
  }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, SLIDE);
    await page.clock.runFor(2000);
    await carousel.locator(".swiper-wrapper").hover();
    await expect(carousel).toHaveAttribute("data-state", "paused");
    await page.clock.runFor(30_000);
    await expectActive(carousel, 0);
    await page.mouse.move(2, 2);
    await expect(carousel).toHaveAttribute("data-state", "playing");
    await page.clock.runFor(AUTOPLAY_MS - 1);
    await expectActive(carousel, 0);
    await page.clock.runFor(1);
    await expectActive(carousel, 1);
  });

  test("given time, autoplay goes through the eight cards in order and stops at the last", async ({
    page,
  }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, FADE);
    await page.clock.runFor(AUTOPLAY_MS);
    await expectActive(carousel, 1);
    for (let index = 2; index < CARDS; index += 1) {
      await page.clock.runFor(SPEED_MS + AUTOPLAY_MS);
      await expectActive(carousel, index);
    }
    await expect(carousel).toHaveAttribute("data-state", "ended");
    const { rotation, next, previous } = controls(carousel);
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(previous).toHaveAttribute("aria-disabled", "false");
    await page.clock.runFor(60_000);
    await expectActive(carousel, CARDS - 1);
    // Play at the end starts the show again from the first card.
    await expect(rotation).toHaveAccessibleName("Play automatic slide show");
    await rotation.click();
    await expectActive(carousel, 0);
    await expect(carousel).toHaveAttribute("data-state", "playing");
    await expect(rotation).toHaveAccessibleName("Pause automatic slide show");
  });

  test("given the Pause button, autoplay stops until Play is pressed", async ({ page }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, SLIDE);
    const { rotation } = controls(carousel);
    await expect(rotation).toBeVisible();
    await rotation.click();
    await expect(carousel).toHaveAttribute("data-state", "stopped");
    await expect(rotation).toHaveAccessibleName("Play automatic slide show");
    await page.mouse.move(2, 2);
    await page.clock.runFor(30_000);
    await expectActive(carousel, 0);
    await rotation.click();
    await expect(carousel).toHaveAttribute("data-state", "playing");
    await page.clock.runFor(AUTOPLAY_MS);
    await expectActive(carousel, 1);
  });
});

test.describe("home page carousels: keyboard", () => {
  test("given the keyboard, the controls come first, Next and Previous move and announce, and focus pauses", async ({
    page,
  }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, FADE);
    const { rotation, previous, next, status } = controls(carousel);
    await rotation.focus();
    // Focus on the rotation control leaves the show playing, so its label tells what pressing it does.
    await expect(carousel).toHaveAttribute("data-state", "playing");
    await page.keyboard.press("Tab");
    await expect(previous).toBeFocused();
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(carousel).toHaveAttribute("data-state", "paused");
    await page.keyboard.press("Enter");
    await expectActive(carousel, 0);
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expectActive(carousel, 1);
    await expect(status).toHaveText("Slide 2 of 8");
    await page.keyboard.press("Space");
    await expectActive(carousel, 2);
    await expect(status).toHaveText("Slide 3 of 8");
    await page.clock.runFor(30_000);
    await expectActive(carousel, 2);

    // Only the card on show is in the tab order; after it, focus leaves the carousel.
    await page.keyboard.press("Tab");
    const activeCard = carousel.locator(SLIDES).nth(2).getByRole("link");
    await expect(activeCard).toBeFocused();
    await expect(activeCard).toHaveAttribute("href", `https://courses.example.com/${COURSES[2]}`);
    await page.keyboard.press("Tab");
    expect(await carousel.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await expect(carousel).toHaveAttribute("data-state", "playing");

    await page.keyboard.press("Shift+Tab");
    await expect(activeCard).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(previous).toBeFocused();
    await page.keyboard.press("Enter");
    await expectActive(carousel, 1);
    await expect(status).toHaveText("Slide 2 of 8");
  });

  test("inactive slides are inert: out of the tab order and hidden from assistive technology", async ({
    page,
  }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, SLIDE);
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel).toHaveAttribute("role", "region");
    const slides = carousel.locator(SLIDES);
    await expect(slides.nth(0)).toHaveAttribute("aria-roledescription", "slide");
    await expect(slides.nth(0)).toHaveAttribute("aria-label", "1 of 8");
    await expect(slides.nth(7)).toHaveAttribute("aria-label", "8 of 8");
    const inert = () => slides.evaluateAll((all) => all.map((slide) => (slide as HTMLElement).inert));
    expect(await inert()).toEqual([false, true, true, true, true, true, true, true]);
    // Chromium's own accessibility tree (what screen readers get) has the card on show as the only link.
    const cdp = await page.context().newCDPSession(page);
    expect(await exposedLinks(cdp, SLIDE)).toEqual([TITLES[0]]);
    await page.clock.runFor(AUTOPLAY_MS);
    await expectActive(carousel, 1);
    expect(await inert()).toEqual([true, false, true, true, true, true, true, true]);
    expect(await exposedLinks(cdp, SLIDE)).toEqual([TITLES[1]]);
  });
});

test.describe("home page carousels: touch", () => {
  test.use({ hasTouch: true });

  test("given a finger, a swipe left shows the next card and a swipe right the previous, announced", async ({
    page,
  }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, SLIDE);
    const cdp = await page.context().newCDPSession(page);
    const { status } = controls(carousel);
    await swipe(page, cdp, carousel, "left");
    await expectActive(carousel, 1);
    await expect(status).toHaveText("Slide 2 of 8");
    await swipe(page, cdp, carousel, "left");
    await expectActive(carousel, 2);
    await swipe(page, cdp, carousel, "right");
    await expectActive(carousel, 1);
    await expect(status).toHaveText("Slide 2 of 8");
    // A touch is not a hover: autoplay goes on after the swipe's transition and a full dwell.
    await expect(carousel).toHaveAttribute("data-state", "playing");
    await page.clock.runFor(SPEED_MS + AUTOPLAY_MS);
    await expectActive(carousel, 2);
  });

  test("given a finger on the fade carousel, a swipe left shows the next card", async ({ page }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, FADE);
    const cdp = await page.context().newCDPSession(page);
    await swipe(page, cdp, carousel, "left");
    await expectActive(carousel, 1);
    await expect(controls(carousel).status).toHaveText("Slide 2 of 8");
  });
});

test.describe("home page carousels: reduced motion", () => {
  test("given reduced motion, neither carousel autoplays, there is no rotation control and moves are instant", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    for (const selector of [FADE, SLIDE]) {
      const carousel = await openCarousel(page, selector);
      await expect(carousel).toHaveAttribute("data-state", "static");
      const { rotation, next, status } = controls(carousel);
      await expect(rotation).toHaveCount(0);
      await page.clock.runFor(60_000);
      await expectActive(carousel, 0);
      await next.click();
      await expectActive(carousel, 1);
      await expect(status).toHaveText("Slide 2 of 8");
      const moving =
        selector === FADE ? carousel.locator(SLIDES).nth(1) : carousel.locator(".swiper-wrapper");
      await expect(moving).toHaveCSS("transition-duration", "0s");
    }
  });

  test("given reduced motion turned on while it plays, autoplay stops at once", async ({ page }) => {
    await freezeClock(page);
    const carousel = await openCarousel(page, SLIDE);
    await expect(carousel).toHaveAttribute("data-state", "playing");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(carousel).toHaveAttribute("data-state", "static");
    await page.clock.runFor(60_000);
    await expectActive(carousel, 0);
  });
});

test.describe("home page carousels: course links", () => {
  test("every card opens its course page in a new tab with rel noopener noreferrer", async ({ page }) => {
    await page.goto(PAGE);
    for (const selector of [FADE, SLIDE]) {
      const links = page.locator(`${selector} .swiper-slide a`);
      await expect(links).toHaveCount(CARDS);
      for (const [index, course] of COURSES.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute("href", `https://courses.example.com/${course}`);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /(^| )noopener( |$)/);
        await expect(link).toHaveAttribute("rel", /(^| )noreferrer( |$)/);
      }
    }
  });

  test("clicking the card on show opens it in a new tab that cannot reach this page nor see where it came from", async ({
    page,
    context,
  }) => {
    await context.route("https://courses.example.com/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Course</title><p>Course page</p>",
      }),
    );
    const carousel = await openCarousel(page, FADE);
    await controls(carousel).rotation.click();
    await controls(carousel).next.click();
    await expectActive(carousel, 1);
    const [course] = await Promise.all([
      context.waitForEvent("page"),
      carousel.locator(SLIDES).nth(1).getByRole("link").click(),
    ]);
    await course.waitForLoadState();
    expect(course.url()).toBe(`https://courses.example.com/${COURSES[1]}`);
    expect(
      await course.evaluate(() => ({ opener: window.opener === null, referrer: document.referrer })),
    ).toEqual({
      opener: true,
      referrer: "",
    });
    expect(page.url()).toMatch(/\/home\.html$/);
  });
});

test.describe("home page carousels: the page", () => {
  test("Swiper arrives in the carousel's own chunk only, and not on a page without carousels", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto(PAGE);
    await scrollThrough(page);
    await waitForModules(page, "card-carousel", 2);
    // A name only Swiper's core carries.
    const withSwiper = async (urls: readonly string[]) => {
      const found: string[] = [];
      for (const url of urls)
        if ((await (await page.request.get(url)).text()).includes("slidesPerGroupSkip")) found.push(url);
      return found;
    };
    const carrying = await withSwiper(scripts);
    expect(carrying).toHaveLength(1);
    expect(carrying[0]).toMatch(/\/chunks\/card-carousel-[\w-]+\.js$/);

    scripts.length = 0;
    await page.goto("/tabs-and-toggles.html");
    await scrollThrough(page);
    expect(scripts.some((url) => /\/enhance\.js$/.test(url))).toBe(true);
    expect(await withSwiper(scripts)).toEqual([]);
  });

  test("with both carousels enhanced, a moved one and a paused one, axe finds no violation", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await scrollThrough(page);
    await waitForModules(page, "card-carousel", 2);
    const fade = page.locator(FADE);
    const slide = page.locator(SLIDE);
    await controls(fade).rotation.click();
    await controls(fade).next.click();
    await controls(slide).rotation.click();
    await page.mouse.move(2, 2);
    await expectNoAxeViolations(page);
  });

  test("cleanup puts the server markup back when a carousel leaves the page", async ({ page }) => {
    await page.goto(PAGE);
    const carousel = await openCarousel(page, SLIDE);
    const parent = carousel.locator("xpath=..");
    // Moving it out and back in unmounts it, then mounts it afresh on the untouched markup.
    await parent.evaluate((host) => {
      const element = host.firstElementChild!;
      element.remove();
      (window as unknown as { removedCarousel: Element }).removedCarousel = element;
    });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const element = (window as unknown as { removedCarousel: Element }).removedCarousel;
          return {
            controls: element.querySelectorAll("button").length,
            inert: element.querySelectorAll("[inert]").length,
            classes: element.className,
            state: element.getAttribute("data-state"),
          };
        }),
      )
      .toEqual({ controls: 0, inert: 0, classes: "enhance-card-carousel swiper", state: null });
  });
});
