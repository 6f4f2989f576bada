import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cleanup } from "../../../boot/types";
import { createTestContext, render } from "../../../test-support/context";
import { mount } from "./fixed-header";
import { FIXED_HEADER_CLASS, HEADER_SLIDE_MS } from "./header-state";

let resizeCallbacks: ResizeObserverCallback[] = [];
let mediaMatches = true;
let mediaListeners: Array<() => void> = [];
let cleanup: Cleanup | undefined;

function setScroll(y: number): void {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}

function scrollTo(y: number): void {
  setScroll(y);
  window.dispatchEvent(new Event("scroll"));
  vi.advanceTimersToNextFrame();
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
  });
  resizeCallbacks = [];
  mediaMatches = true;
  mediaListeners = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {
        resizeCallbacks.push(callback);
      }
      observe(target: Element) {
        this.callback(
          [
            {
              target,
              borderBoxSize: [{ blockSize: 66, inlineSize: 1280 }],
            } as unknown as ResizeObserverEntry,
          ],
          this as unknown as ResizeObserver,
        );
      }
      disconnect() {}
    },
  );
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return mediaMatches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.push(listener),
    removeEventListener: () => undefined,
  }));
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top: 0,
    bottom: 66,
    height: 66,
    left: 0,
    right: 1280,
    width: 1280,
  } as DOMRect);
  setScroll(0);
});

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function setup(reducedMotion = true, withTopHeader = false) {
  render(
    `${withTopHeader ? '<div id="top-header">Call us</div>' : ""}<header id="main-header" style="position: fixed"><a href="/">Home</a></header>`,
  );
  const header = document.getElementById("main-header")!;
  cleanup = mount(header, createTestContext(header, { reducedMotion: () => reducedMotion }));
  vi.advanceTimersToNextFrame();
  return header;
}

describe("the fixed header", () => {
  it("is static at the top, takes et-fixed-header once scrolled, hides on scroll down and shows on scroll up", () => {
    const header = setup();
    expect(header.dataset["state"]).toBe("static");
    expect(header.classList.contains(FIXED_HEADER_CLASS)).toBe(false);

    scrollTo(40);
    expect(header.dataset["state"]).toBe("fixed");
    expect(header.classList.contains(FIXED_HEADER_CLASS)).toBe(true);

    scrollTo(400);
    expect(header.dataset["state"]).toBe("hidden");
    expect(header.classList.contains(FIXED_HEADER_CLASS)).toBe(true);
    expect(header.style.getPropertyValue("translate")).toBe("0px -66px");
    expect(header.style.getPropertyPriority("translate")).toBe("important");

    scrollTo(300);
    expect(header.dataset["state"]).toBe("fixed");
    expect(header.style.getPropertyValue("translate")).toBe("");

    scrollTo(0);
    expect(header.dataset["state"]).toBe("static");
    expect(header.classList.contains(FIXED_HEADER_CLASS)).toBe(false);
  });

  it("shown, not hidden, on a page opened scrolled down", () => {
    setScroll(900);
    const header = setup();
    expect(header.dataset["state"]).toBe("fixed");
    scrollTo(1200);
    expect(header.dataset["state"]).toBe("hidden");
  });

  it("moves the secondary bar above it with it", () => {
    const header = setup(true, true);
    const topHeader = document.getElementById("top-header")!;
    scrollTo(40);
    expect(topHeader.classList.contains(FIXED_HEADER_CLASS)).toBe(true);
    scrollTo(400);
    expect(topHeader.style.getPropertyValue("translate")).toBe("0px -66px");
    expect(header.dataset["state"]).toBe("hidden");
  });

  it("reads no layout on scrolled frames", () => {
    setup();
    const reads = vi.mocked(HTMLElement.prototype.getBoundingClientRect).mock.calls.length;
    for (const y of [40, 400, 800, 300, 0]) scrollTo(y);
    expect(vi.mocked(HTMLElement.prototype.getBoundingClientRect).mock.calls.length).toBe(reads);
  });

  it("comes back when keyboard focus enters it", () => {
    const header = setup();
    scrollTo(40);
    scrollTo(600);
    expect(header.dataset["state"]).toBe("hidden");
    header.querySelector("a")!.focus();
    vi.advanceTimersToNextFrame();
    expect(header.dataset["state"]).toBe("fixed");
    scrollTo(900);
    expect(header.dataset["state"]).toBe("fixed");
  });

  it("never hides a header the theme's CSS does not fix", () => {
    render(`<header id="main-header"><a href="/">Home</a></header>`);
    const header = document.getElementById("main-header")!;
    cleanup = mount(header, createTestContext(header));
    scrollTo(40);
    scrollTo(600);
    expect(header.dataset["state"]).toBe("fixed");
  });

  it("slides with the Web Animations API unless motion is reduced", () => {
    const animate = vi.fn();
    HTMLElement.prototype.animate = animate as unknown as HTMLElement["animate"];
    setup(false);
    scrollTo(40);
    expect(animate).not.toHaveBeenCalled();
    scrollTo(400);
    expect(animate).toHaveBeenCalledWith([{ translate: "0px 0px" }, { translate: "0px -66px" }], {
      duration: HEADER_SLIDE_MS,
      easing: "ease-in-out",
    });
    scrollTo(300);
    expect(animate).toHaveBeenLastCalledWith([{ translate: "0px -66px" }, { translate: "0px 0px" }], {
      duration: HEADER_SLIDE_MS,
      easing: "ease-in-out",
    });
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  });

  it("does nothing below its breakpoint, and lets go of the header when the window narrows", () => {
    mediaMatches = false;
    const header = setup();
    scrollTo(400);
    expect(header.dataset["state"]).toBeUndefined();
    mediaMatches = true;
    for (const listener of mediaListeners) listener();
    vi.advanceTimersToNextFrame();
    expect(header.dataset["state"]).toBe("fixed");
    mediaMatches = false;
    for (const listener of mediaListeners) listener();
    expect(header.dataset["state"]).toBeUndefined();
    expect(header.classList.contains(FIXED_HEADER_CLASS)).toBe(false);
  });

  it("tells the bus its state and the height it covers, answers a request, and covers nothing once gone", () => {
    render(
      `<div id="top-header" style="position: fixed">Call us</div><header id="main-header" style="position: fixed"><a href="/">Home</a></header>`,
    );
    const header = document.getElementById("main-header")!;
    const context = createTestContext(header);
    const heard = vi.fn();
    context.bus.on("fixed-header:change", heard);
    cleanup = mount(header, context);
    vi.advanceTimersToNextFrame();
    // The header and the fixed secondary bar above it: 66 px each in this test.
    expect(heard).toHaveBeenLastCalledWith({ state: "static", height: 132 });
    scrollTo(40);
    expect(heard).toHaveBeenLastCalledWith({ state: "fixed", height: 132 });
    scrollTo(400);
    expect(heard).toHaveBeenLastCalledWith({ state: "hidden", height: 132 });
    const calls = heard.mock.calls.length;
    scrollTo(800);
    expect(heard).toHaveBeenCalledTimes(calls);
    context.bus.emit("fixed-header:request");
    expect(heard).toHaveBeenCalledTimes(calls + 1);
    expect(heard).toHaveBeenLastCalledWith({ state: "hidden", height: 132 });
    cleanup();
    cleanup = undefined;
    expect(heard).toHaveBeenLastCalledWith({ state: "static", height: 0 });
    const afterCleanup = heard.mock.calls.length;
    context.bus.emit("fixed-header:request");
    expect(heard).toHaveBeenCalledTimes(afterCleanup);
  });

  it("on cleanup, leaves the header as the server sent it", () => {
    const header = setup();
    scrollTo(40);
    scrollTo(400);
    cleanup?.();
    cleanup = undefined;
    expect(header.dataset["state"]).toBeUndefined();
    expect(header.classList.contains(FIXED_HEADER_CLASS)).toBe(false);
    expect(header.style.getPropertyValue("translate")).toBe("");
  });
});
