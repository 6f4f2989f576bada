import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Swiper as SwiperInstance } from "swiper/types";
import { createDisposables } from "../../../core/disposables";
import { endTransitionsOnTheClock, type TransitioningSwiper } from "./transition-clock";

type Handler = (swiper: SwiperInstance, speed: number) => void;

/** Swiper's elements and its event emitter, as far as the transition clock uses them. */
function fakeSwiper() {
  const el = document.createElement("div");
  const wrapperEl = document.createElement("div");
  const slides = [document.createElement("div"), document.createElement("div")];
  wrapperEl.append(...slides);
  el.append(wrapperEl);
  document.body.append(el);
  const handlers = new Set<Handler>();
  const swiper = {
    el,
    wrapperEl,
    slides,
    on: (_name: string, handler: Handler) => void handlers.add(handler),
    off: (_name: string, handler: Handler) => void handlers.delete(handler),
  } as unknown as TransitioningSwiper;
  const startMove = (speed: number): void => {
    for (const handler of handlers) handler(swiper as SwiperInstance, speed);
  };
  const ends: string[] = [];
  wrapperEl.addEventListener("transitionend", (event) => {
    if (event.target === wrapperEl) ends.push("wrapper");
  });
  slides.forEach((slide, index) =>
    slide.addEventListener("transitionend", (event) => {
      if (event.target === slide) ends.push(`slide ${index}`);
    }),
  );
  return { swiper, startMove, ends, handlers };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("endTransitionsOnTheClock", () => {
  it("ends a move after its speed on the page's clock, on the slides and then the wrapper", () => {
    const { swiper, startMove, ends } = fakeSwiper();
    endTransitionsOnTheClock(swiper, createDisposables(new AbortController().signal));
    startMove(1000);
    vi.advanceTimersByTime(999);
    expect(ends).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ends).toEqual(["slide 0", "slide 1", "wrapper"]);
  });

  it("counts from the latest move, and leaves an instant move to Swiper", () => {
    const { swiper, startMove, ends } = fakeSwiper();
    endTransitionsOnTheClock(swiper, createDisposables(new AbortController().signal));
    startMove(1000);
    vi.advanceTimersByTime(600);
    startMove(1000);
    vi.advanceTimersByTime(600);
    expect(ends).toEqual([]);
    vi.advanceTimersByTime(400);
    expect(ends).toHaveLength(3);
    startMove(0);
    vi.advanceTimersByTime(60_000);
    expect(ends).toHaveLength(3);
  });

  it("stops listening and clears its timer when undone", () => {
    const { swiper, startMove, ends, handlers } = fakeSwiper();
    const undo = endTransitionsOnTheClock(swiper, createDisposables(new AbortController().signal));
    startMove(1000);
    undo();
    expect(handlers.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(ends).toEqual([]);
  });
});
