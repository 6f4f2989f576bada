import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isScrollLocked, lockScroll, scrollbarWidth } from "./scroll-lock";

describe("lockScroll", () => {
  let bar: HTMLElement;

  beforeEach(() => {
    bar = document.createElement("div");
    bar.style.paddingRight = "8px";
    document.body.append(bar);
    // A 15 px classic scrollbar: the viewport is wider than the root's client width.
    vi.spyOn(document.documentElement, "clientWidth", "get").mockReturnValue(window.innerWidth - 15);
  });

  afterEach(() => {
    bar.remove();
  });

  it("measures the scrollbar as the viewport width the root does not get", () => {
    expect(scrollbarWidth()).toBe(15);
  });

  it("on: hides the root's overflow and adds the scrollbar's width to each bar's right padding", () => {
    document.documentElement.style.overflow = "scroll";
    const unlock = lockScroll(document, [bar]);
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(document.documentElement.hasAttribute("data-scroll-locked")).toBe(true);
    expect(bar.style.paddingRight).toBe("23px");
    unlock();
    expect(document.documentElement.style.overflow).toBe("scroll");
    expect(document.documentElement.hasAttribute("data-scroll-locked")).toBe(false);
    expect(bar.style.paddingRight).toBe("8px");
    document.documentElement.style.overflow = "";
  });

  it("leaves the bars alone where the scrollbar takes no width", () => {
    vi.spyOn(document.documentElement, "clientWidth", "get").mockReturnValue(window.innerWidth);
    const unlock = lockScroll(document, [bar]);
    expect(bar.style.paddingRight).toBe("8px");
    unlock();
  });

  it("nests: the page scrolls again only when the last lock ends, and an unlock counts once", () => {
    const first = lockScroll(document, [bar]);
    const second = lockScroll(document, [bar]);
    expect(bar.style.paddingRight).toBe("23px");
    second();
    second();
    expect(isScrollLocked()).toBe(true);
    expect(document.documentElement.style.overflow).toBe("hidden");
    first();
    expect(isScrollLocked()).toBe(false);
    expect(document.documentElement.style.overflow).toBe("");
    expect(bar.style.paddingRight).toBe("8px");
  });
});
