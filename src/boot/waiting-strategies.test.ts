import { afterEach, describe, expect, it, vi } from "vitest";
import { controlIntersection } from "../test-support/observers";
import type { ModuleDefinition } from "./types";
import { waitingStrategies } from "./waiting-strategies";

const definition = { name: "ring", selector: ".ring", kind: "module" } as ModuleDefinition;
const reached = waitingStrategies.reached!;
const wholeWindow = (options: IntersectionObserverInit): boolean => options.threshold === 1;

/** A window 1000 px high over a document of `height` px scrolled to `scrollTop`. */
function layPage(height: number, scrollTop: number): void {
  vi.stubGlobal("innerHeight", 1000);
  const scroller = document.scrollingElement ?? document.documentElement;
  Object.defineProperties(scroller, {
    scrollHeight: { configurable: true, value: height },
    clientHeight: { configurable: true, value: 1000 },
    scrollTop: { configurable: true, value: scrollTop },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  const scroller = document.scrollingElement ?? document.documentElement;
  for (const name of ["scrollHeight", "clientHeight", "scrollTop"]) Reflect.deleteProperty(scroller, name);
});

describe("the reached strategy", () => {
  it("watches for any part above the line 65 % down the window, and for the whole element on screen", () => {
    const observers = controlIntersection();
    reached(document.createElement("div"), definition, vi.fn(), new AbortController().signal);
    expect(observers.rootMargins).toEqual(["0px 0px -35% 0px", undefined]);
    expect(observers.thresholds).toEqual([undefined, 1]);
  });

  it("starts once part of the element rises above the line, and stops watching", () => {
    const observers = controlIntersection();
    const element = document.createElement("div");
    const start = vi.fn();
    reached(element, definition, start, new AbortController().signal);
    observers.show(element, false);
    expect(start).not.toHaveBeenCalled();
    observers.show(element);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers.watched()).toEqual([]);
  });

  it("given the whole element on screen below the line, waits while the page can still scroll it above the line", () => {
    const observers = controlIntersection();
    // 300 px left to scroll: a top 800 px down can rise to 500 px, above the line at 650.
    layPage(5000, 3700);
    const element = document.createElement("div");
    const start = vi.fn();
    reached(element, definition, start, new AbortController().signal);
    observers.showTo(wholeWindow, element, 800);
    expect(start).not.toHaveBeenCalled();
    expect(observers.watched()).toEqual([element, element]);
  });

  it("given the whole element on screen below the line where the page ends before it could rise above it, starts", () => {
    const observers = controlIntersection();
    // 100 px left to scroll: a top 800 px down can rise only to 700 px, below the line at 650.
    layPage(5000, 3900);
    const element = document.createElement("div");
    const start = vi.fn();
    reached(element, definition, start, new AbortController().signal);
    observers.showTo(wholeWindow, element, 800);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers.watched()).toEqual([]);
  });

  it("never starts after its signal aborts", () => {
    const observers = controlIntersection();
    const element = document.createElement("div");
    const controller = new AbortController();
    const start = vi.fn();
    reached(element, definition, start, controller.signal);
    controller.abort();
    expect(observers.watched()).toEqual([]);
    observers.show(element);
    expect(start).not.toHaveBeenCalled();
  });
});

describe("the scrolled strategy", () => {
  const scrolled = waitingStrategies.scrolled!;

  it("given the page at its top at the first layout, waits, then starts once on the first scroll", () => {
    const observers = controlIntersection();
    vi.stubGlobal("scrollY", 0);
    const element = document.createElement("span");
    const start = vi.fn();
    scrolled(element, definition, start, new AbortController().signal);
    observers.show(element, false);
    expect(start).not.toHaveBeenCalled();
    expect(observers.watched()).toEqual([]);
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("given the page already scrolled at the first layout (a reload that kept its place), starts without a scroll", () => {
    const observers = controlIntersection();
    vi.stubGlobal("scrollY", 1200);
    const element = document.createElement("span");
    const start = vi.fn();
    scrolled(element, definition, start, new AbortController().signal);
    observers.show(element, false);
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("scroll"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("reads the scroll position only in the observer's report, never as it is called", () => {
    controlIntersection();
    const readScroll = vi.fn(() => 1200);
    Object.defineProperty(window, "scrollY", { configurable: true, get: readScroll });
    const start = vi.fn();
    scrolled(document.createElement("span"), definition, start, new AbortController().signal);
    expect(readScroll).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
    Reflect.deleteProperty(window, "scrollY");
  });

  it("never starts after its signal aborts", () => {
    const observers = controlIntersection();
    vi.stubGlobal("scrollY", 1200);
    const element = document.createElement("span");
    const controller = new AbortController();
    const start = vi.fn();
    scrolled(element, definition, start, controller.signal);
    controller.abort();
    expect(observers.watched()).toEqual([]);
    observers.show(element, false);
    window.dispatchEvent(new Event("scroll"));
    expect(start).not.toHaveBeenCalled();
  });
});
