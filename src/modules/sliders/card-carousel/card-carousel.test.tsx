import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { createTestContext, render } from "../../../test-support/context";
import { mount } from "./card-carousel-island";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS, SLOW_DRAG_MOVES_AT } from "./options";

const COURSES = ["New System", "First Things", "First 1000", "Business Coach"];

function carousel(
  attributes = 'data-effect="slide" data-speed="1000" data-autoplay="3000" data-space-between="20"',
) {
  const slides = COURSES.map(
    (title, index) => `<div class="swiper-slide">
      <a class="course-card" href="https://courses.example.com/${index}" target="_blank"${index === 0 ? ' rel="noopener noreferrer"' : ""}>
        <h3>${title}</h3>${index === 0 ? '<span class="screen-reader-text">(opens in a new tab)</span>' : ""}
      </a>
    </div>`,
  ).join("");
  return `<div class="enhance-card-carousel swiper" ${attributes} role="region" aria-label="Featured courses">
    <div class="swiper-wrapper">${slides}</div>
  </div>`;
}

const markup = (element: Element): string => new XMLSerializer().serializeToString(element);

/** Mounts inside `act`, so the React root has rendered and run its effects when it returns. */
function mountNow(host: HTMLElement, context: ModuleContext): Cleanup | undefined {
  let cleanup: Cleanup | undefined;
  act(() => void (cleanup = mount(host, context)));
  return cleanup && (() => act(() => cleanup?.()));
}

function click(element: HTMLElement | undefined): void {
  act(() => element!.click());
}

function advance(ms: number): void {
  act(() => void vi.advanceTimersByTime(ms));
}

function dispatch(target: HTMLElement, event: Event): void {
  act(() => void target.dispatchEvent(event));
}

function setup(html = carousel(), { reducedMotion = false } = {}) {
  const host = render(html).querySelector<HTMLElement>(".enhance-card-carousel")!;
  const original = markup(host);
  const context = createTestContext(host, { reducedMotion: () => reducedMotion });
  const serverSlides = [...host.querySelectorAll<HTMLElement>(".swiper-slide")];
  const cleanup = mountNow(host, context);
  // Swiper's slides; each holds one of the server's.
  const slides = () => [...host.querySelectorAll<HTMLElement>(".swiper-wrapper > .swiper-slide")];
  const active = () => slides().findIndex((slide) => slide.classList.contains("swiper-slide-active"));
  const button = (name: RegExp) =>
    [...host.querySelectorAll<HTMLButtonElement>("button")].find((candidate) =>
      name.test(candidate.textContent ?? ""),
    );
  const status = () => host.querySelector('[role="status"]')?.textContent;
  return { host, original, context, cleanup, serverSlides, slides, active, button, status };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("card carousel", () => {
  it("marks up an APG carousel: named region, labelled slides, only the active one reachable", () => {
    const { host, slides } = setup();
    expect(host.getAttribute("aria-roledescription")).toBe("carousel");
    expect(host.getAttribute("role")).toBe("region");
    expect(slides().map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    expect(slides().every((slide) => slide.getAttribute("role") === "group")).toBe(true);
    expect(slides().map((slide) => slide.hasAttribute("inert"))).toEqual([false, true, true, true]);
  });

  it("adds the rotation control first, then previous and next, each with a name", () => {
    const { host } = setup();
    const names = [...host.querySelectorAll("button")].map((button) =>
      button.textContent?.replace(/\s+/g, " "),
    );
    expect(names).toEqual(["❚❚ Pause automatic slide show", "‹ Previous slide", "Next slide ›"]);
    expect(host.querySelector("button")?.nextElementSibling?.getAttribute("aria-disabled")).toBe("true");
  });

  it("makes new-tab links safe and says they open a new tab, once", () => {
    const { host } = setup();
    const links = [...host.querySelectorAll("a")];
    expect(links.map((link) => link.rel)).toEqual(Array(4).fill("noopener noreferrer"));
    expect(links.map((link) => (link.textContent?.match(/opens in a new tab/g) ?? []).length)).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it("autoplays after 3000 ms, then every 1000 ms transition plus 3000 ms, and stops at the last slide", () => {
    const { host, active, status } = setup();
    expect(host.dataset["state"]).toBe("playing");
    advance(CAROUSEL_AUTOPLAY_MS - 1);
    expect(active()).toBe(0);
    advance(1);
    expect(active()).toBe(1);
    advance(CAROUSEL_SPEED_MS + CAROUSEL_AUTOPLAY_MS - 1);
    expect(active()).toBe(1);
    advance(1);
    expect(active()).toBe(2);
    advance(CAROUSEL_SPEED_MS + CAROUSEL_AUTOPLAY_MS);
    expect(active()).toBe(3);
    expect(host.dataset["state"]).toBe("ended");
    advance(60_000);
    expect(active()).toBe(3);
    // Autoplay is never announced.
    expect(status()).toBe("");
  });

  it("pauses while the mouse is over it and gives the slide its full dwell after it leaves", () => {
    const { host, active } = setup();
    advance(2000);
    dispatch(host, new PointerEvent("pointerenter", { pointerType: "mouse" }));
    expect(host.dataset["state"]).toBe("paused");
    advance(20_000);
    expect(active()).toBe(0);
    dispatch(host, new PointerEvent("pointerleave", { pointerType: "mouse" }));
    expect(host.dataset["state"]).toBe("playing");
    advance(CAROUSEL_AUTOPLAY_MS - 1);
    expect(active()).toBe(0);
    advance(1);
    expect(active()).toBe(1);
  });

  it("ignores a touch pointer entering (no hover on touch screens)", () => {
    const { host } = setup();
    dispatch(host, new PointerEvent("pointerenter", { pointerType: "touch" }));
    expect(host.dataset["state"]).toBe("playing");
  });

  it("pauses while focus is inside, but not on the rotation control itself", () => {
    const { host, button } = setup();
    act(() => button(/Pause/)!.focus());
    expect(host.dataset["state"]).toBe("playing");
    act(() => button(/Next/)!.focus());
    expect(host.dataset["state"]).toBe("paused");
    act(() => button(/Next/)!.blur());
    expect(host.dataset["state"]).toBe("playing");
  });

  it("moves with previous and next, announces the visitor's moves and disables them at the ends", () => {
    const { active, button, status } = setup();
    click(button(/Next/));
    expect(active()).toBe(1);
    expect(status()).toBe("Slide 2 of 4");
    expect(button(/Previous/)!.getAttribute("aria-disabled")).toBe("false");
    click(button(/Previous/));
    expect(active()).toBe(0);
    expect(status()).toBe("Slide 1 of 4");
    click(button(/Previous/));
    expect(active()).toBe(0);
    for (let step = 0; step < 5; step += 1) click(button(/Next/));
    expect(active()).toBe(3);
    expect(button(/Next/)!.getAttribute("aria-disabled")).toBe("true");
  });

  it("stops for good with Pause, and Play at the last slide starts again from the first", () => {
    const { host, active, button } = setup();
    click(button(/Pause/));
    expect(host.dataset["state"]).toBe("stopped");
    expect(button(/Play/)).toBeDefined();
    advance(60_000);
    expect(active()).toBe(0);
    for (let step = 0; step < 3; step += 1) click(button(/Next/));
    click(button(/Play/));
    expect(active()).toBe(0);
    expect(host.dataset["state"]).toBe("playing");
    advance(CAROUSEL_SPEED_MS + CAROUSEL_AUTOPLAY_MS);
    expect(active()).toBe(1);
  });

  it("never autoplays with reduced motion and has no rotation control then", () => {
    const { host, active, button } = setup(carousel(), { reducedMotion: true });
    expect(host.dataset["state"]).toBe("static");
    expect(button(/Pause|Play/)?.hidden).toBe(true);
    advance(60_000);
    expect(active()).toBe(0);
    click(button(/Next/));
    expect(active()).toBe(1);
  });

  it("does not autoplay with data-autoplay=0", () => {
    const { host } = setup(carousel('data-effect="fade" data-autoplay="0"'));
    expect(host.dataset["state"]).toBe("static");
  });

  it("warns about a bad attribute and uses its default", () => {
    const { context, host } = setup(carousel('data-effect="cube" data-autoplay="3000"'));
    expect(context.log.warn).toHaveBeenCalledWith(
      'data-effect="cube": expected "fade" or "slide"; using slide',
      host,
    );
    expect(host.classList.contains("swiper-initialized")).toBe(true);
  });

  it("does not start Swiper for a single card, but still makes its link safe", () => {
    const host = render(
      '<div class="enhance-card-carousel swiper"><div class="swiper-wrapper"><div class="swiper-slide"><a href="/c" target="_blank">Course</a></div></div></div>',
    ).firstElementChild as HTMLElement;
    const cleanup = mountNow(host, createTestContext(host));
    expect(host.dataset["state"]).toBe("static");
    expect(host.classList.contains("swiper-initialized")).toBe(false);
    expect(host.querySelector("button")).toBeNull();
    expect(host.querySelector("a")?.rel).toBe("noopener noreferrer");
    cleanup?.();
    expect(host.querySelector("a")?.hasAttribute("rel")).toBe(false);
    expect(host.querySelector("a")?.textContent).toBe("Course");
  });

  it("leaves markup without slides alone, with a warning", () => {
    const host = render('<div class="enhance-card-carousel swiper"><p>No cards yet</p></div>')
      .firstElementChild as HTMLElement;
    const context = createTestContext(host);
    expect(mountNow(host, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledOnce();
    expect(host.querySelector("button")).toBeNull();
  });

  it("adopts the server's slides, links and headings as the same nodes, and gives them back on cleanup", () => {
    const container = render(carousel());
    const host = container.querySelector<HTMLElement>(".enhance-card-carousel")!;
    const wrapper = host.querySelector(".swiper-wrapper")!;
    const serverSlides = [...wrapper.children];
    const links = [...host.querySelectorAll("a")];
    const headings = [...host.querySelectorAll("h3")];
    const original = markup(host);
    const cleanup = mountNow(host, createTestContext(host, { reducedMotion: () => false }));

    expect(container.querySelector(".enhance-card-carousel")).toBe(host);
    const swiperSlides = [...host.querySelectorAll(".swiper-wrapper > .swiper-slide")];
    expect(swiperSlides).toHaveLength(serverSlides.length);
    swiperSlides.forEach((swiperSlide, index) => {
      const adopted = swiperSlide.querySelector(".swiper-slide");
      expect(adopted).toBe(serverSlides[index]);
      expect(adopted?.querySelector("a")).toBe(links[index]);
      expect(adopted?.querySelector("h3")).toBe(headings[index]);
    });
    expect(host.querySelectorAll("a")).toHaveLength(links.length);

    cleanup?.();
    expect(markup(host)).toBe(original);
    expect(host.querySelector(".swiper-wrapper")).toBe(wrapper);
    expect([...wrapper.children]).toEqual(serverSlides);
    serverSlides.forEach((slide, index) => expect(wrapper.children[index]).toBe(slide));
    expect([...host.querySelectorAll("a")].every((link, index) => link === links[index])).toBe(true);
  });

  it("puts the server's markup back exactly on cleanup and stops its timer", () => {
    const { host, original, cleanup, button } = setup();
    click(button(/Next/));
    cleanup?.();
    expect(markup(host)).toBe(original);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("card carousel: finger drags on a phone", () => {
  /** Swiper's element as wide as a card on a 390 px phone; jsdom lays nothing out. */
  const CARD_PX = 351;
  const GAP_PX = 20;
  const PITCH_PX = CARD_PX + GAP_PX;
  /** Swiper takes a drag that lasts over 300 ms for a slow one, and anything quicker for a flick. */
  const SLOW_MS = 400;
  const FLICK_MS = 100;

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(CARD_PX);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(300);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * One finger dragging the cards `distancePx` leftwards over `durationMs`, as pointer events of a touch screen.
   * The first move crosses Swiper's 5 px threshold, where Swiper starts counting the drag. (jsdom scrolls nothing,
   * so a pointer's page position is its client position.)
   */
  function drag(host: HTMLElement, distancePx: number, durationMs: number): void {
    const card = host.querySelector<HTMLElement>(".swiper-slide-active a")!;
    const pointer = (type: string, pageX: number) =>
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 7,
        pointerType: "touch",
        clientX: pageX,
        clientY: 100,
      });
    const startX = 300;
    dispatch(card, pointer("pointerdown", startX));
    dispatch(card, pointer("pointermove", startX - 10));
    advance(durationMs);
    dispatch(card, pointer("pointermove", startX - 10 - distancePx));
    dispatch(card, pointer("pointerup", startX - 10 - distancePx));
  }

  it("moves on after a slow drag across a quarter of a card and its gap", () => {
    const { host, active, status } = setup();
    drag(host, Math.ceil(PITCH_PX * SLOW_DRAG_MOVES_AT), SLOW_MS);
    expect(active()).toBe(1);
    expect(status()).toBe("Slide 2 of 4");
  });

  it("springs back from a slow drag shorter than a quarter of a card and its gap", () => {
    const { host, active } = setup();
    drag(host, Math.floor(PITCH_PX * SLOW_DRAG_MOVES_AT) - 1, SLOW_MS);
    expect(active()).toBe(0);
  });

  it("moves on after a quick flick however short", () => {
    const { host, active } = setup();
    drag(host, 20, FLICK_MS);
    expect(active()).toBe(1);
  });
});
