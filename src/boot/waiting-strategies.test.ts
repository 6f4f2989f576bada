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
