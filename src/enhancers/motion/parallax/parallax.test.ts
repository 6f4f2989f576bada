import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cleanup } from "../../../boot/types";
import { createTestContext, render } from "../../../test-support/context";
import { backgroundHeight, mount, parallaxOffset } from "./parallax";

/** Observers the test drives; each reports a newly observed element once, as the real ones do. */
function stubObservers() {
  const intersections: Array<{ callback: IntersectionObserverCallback; targets: Set<Element> }> = [];
  const resizes: Array<{ callback: ResizeObserverCallback; targets: Set<Element> }> = [];
  class FakeIntersectionObserver {
    readonly record = {
      callback: (() => undefined) as IntersectionObserverCallback,
      targets: new Set<Element>(),
    };
    constructor(callback: IntersectionObserverCallback) {
      this.record.callback = callback;
      intersections.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
  }
  class FakeResizeObserver {
    readonly record = { callback: (() => undefined) as ResizeObserverCallback, targets: new Set<Element>() };
    constructor(callback: ResizeObserverCallback) {
      this.record.callback = callback;
      resizes.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
      this.record.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  return {
    visible(target: Element, isIntersecting = true) {
      for (const observer of intersections) {
        if (observer.targets.has(target))
          observer.callback(
            [{ target, isIntersecting } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      }
    },
    resized(target: Element) {
      for (const observer of resizes) {
        if (observer.targets.has(target))
          observer.callback([{ target } as ResizeObserverEntry], {} as ResizeObserver);
      }
    },
    observedCount: () =>
      intersections.reduce((sum, observer) => sum + observer.targets.size, 0) +
      resizes.reduce((sum, observer) => sum + observer.targets.size, 0),
  };
}

function setScroll(y: number): void {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}

const SECTION = (index: number) =>
  `<div class="et_pb_section et_pb_section_${index} et_pb_section_parallax"><span class="et_parallax_bg_wrap"><span class="et_parallax_bg" style="background-image: url(a.jpg)"></span></span><div class="et_pb_row">Row</div></div>`;

let observers: ReturnType<typeof stubObservers>;
let cleanups: Array<Cleanup | undefined>;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
  });
  observers = stubObservers();
  cleanups = [];
  setScroll(0);
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
});

afterEach(() => {
  for (const cleanup of cleanups) cleanup?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** Mounts every background of `sections` sections; section N sits at top 1000 * (N + 1), 400 px tall. */
function setup(sections = 1, reducedMotion = false) {
  const container = render(Array.from({ length: sections }, (_, index) => SECTION(index)).join(""));
  const rects = new Map<Element, () => DOMRect>();
  const rectSpy = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (
    this: HTMLElement,
  ) {
    return rects.get(this)?.() ?? ({ top: 0, height: 0, bottom: 0 } as DOMRect);
  });
  const backgrounds = [...container.querySelectorAll<HTMLElement>(".et_parallax_bg")];
  const sectionElements = [...container.querySelectorAll<HTMLElement>(".et_pb_section")];
  sectionElements.forEach((section, index) => {
    let height = 400;
    const top = 1000 * (index + 1);
    rects.set(
      section,
      () => ({ top: top - window.scrollY, height, bottom: top + height - window.scrollY }) as DOMRect,
    );
    (section as HTMLElement & { setHeight(value: number): void }).setHeight = (value: number) => {
      height = value;
    };
  });
  for (const background of backgrounds) {
    const context = createTestContext(background, { reducedMotion: () => reducedMotion });
    cleanups.push(mount(background, context));
  }
  return { backgrounds, sections: sectionElements, rectSpy };
}

function scrollTo(y: number): void {
  setScroll(y);
  window.dispatchEvent(new Event("scroll"));
  vi.advanceTimersToNextFrame();
}

describe("parallax backgrounds", () => {
  it.each([
    [200, 800, 1000, 0],
    [600, 800, 1000, 120],
    [1000, 800, 1000, 240],
    [1400, 800, 1000, 360],
  ])(
    "at scroll %d in a %d px viewport, a 400 px section at %d has its background %d px down",
    (y, vh, top, offset) => {
      expect(parallaxOffset(y, vh, top, 400)).toBeCloseTo(offset);
    },
  );

  it("holds an off-screen section's background at the nearer end of its travel", () => {
    expect(parallaxOffset(0, 800, 1000, 400)).toBe(0);
    expect(parallaxOffset(5000, 800, 1000, 400)).toBeCloseTo(360);
    expect(parallaxOffset(600, 800, 1000, 400, 0.5)).toBe(200);
  });

  it("makes the background taller than its section by 0.3 of the viewport", () => {
    expect(backgroundHeight(800, 400)).toBe(640);
    expect(backgroundHeight(800, 400, 0.5)).toBe(800);
  });

  it("measures on mount and sets the background's height", () => {
    const { backgrounds } = setup();
    expect(backgrounds[0]!.style.height).toBe("640px");
    expect(backgrounds[0]!.dataset["state"]).toBe("moving");
  });

  it("writes transforms of visible backgrounds on scroll, in one frame, without reading layout", () => {
    const { backgrounds, sections, rectSpy } = setup(2);
    observers.visible(sections[0]!);
    vi.advanceTimersToNextFrame();
    const readsAfterMount = rectSpy.mock.calls.length;

    setScroll(600);
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    expect(backgrounds[0]!.style.transform).not.toBe("translate3d(0, 120px, 0)");
    vi.advanceTimersToNextFrame();
    expect(backgrounds[0]!.style.transform).toBe("translate3d(0, 120px, 0)");
    // The second section is not visible: left alone.
    expect(backgrounds[1]!.style.transform).toBe("");

    scrollTo(700);
    expect(backgrounds[0]!.style.transform).toBe("translate3d(0, 150px, 0)");
    expect(rectSpy.mock.calls.length).toBe(readsAfterMount);
  });

  it("stops writing a background once its section leaves the viewport", () => {
    const { backgrounds, sections } = setup();
    observers.visible(sections[0]!);
    scrollTo(600);
    observers.visible(sections[0]!, false);
    scrollTo(900);
    expect(backgrounds[0]!.style.transform).toBe("translate3d(0, 120px, 0)");
  });

  it("re-measures 100 ms after the page or the section changes size, not before", () => {
    const { backgrounds, sections } = setup();
    observers.visible(sections[0]!);
    (sections[0] as HTMLElement & { setHeight(value: number): void }).setHeight(600);
    observers.resized(sections[0]!);
    // The spec's 100 ms, written out so the test fails if the figure changes.
    vi.advanceTimersByTime(99);
    expect(backgrounds[0]!.style.height).toBe("640px");
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextFrame();
    expect(backgrounds[0]!.style.height).toBe("840px");
  });

  it("debounces window resizes the same way", () => {
    const { backgrounds } = setup();
    Object.defineProperty(window, "innerHeight", { value: 1000, configurable: true });
    window.dispatchEvent(new Event("resize"));
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(100);
    vi.advanceTimersToNextFrame();
    expect(backgrounds[0]!.style.height).toBe("700px");
  });

  it("given reduced motion, leaves the background still", () => {
    const { backgrounds, sections } = setup(1, true);
    observers.visible(sections[0]!);
    scrollTo(600);
    expect(backgrounds[0]!.style.transform).toBe("");
    expect(backgrounds[0]!.style.height).toBe("");
    expect(backgrounds[0]!.dataset["state"]).toBe("still");
  });

  it("on cleanup, restores the background and stops listening", () => {
    const { backgrounds, sections } = setup();
    observers.visible(sections[0]!);
    scrollTo(600);
    for (const cleanup of cleanups.splice(0)) cleanup?.();
    expect(backgrounds[0]!.style.transform).toBe("");
    expect(backgrounds[0]!.style.height).toBe("");
    expect(observers.observedCount()).toBe(0);
    scrollTo(700);
    expect(backgrounds[0]!.style.transform).toBe("");
  });

  it("leaves CSS parallax to the stylesheet", () => {
    const container = render(
      '<div class="et_pb_section_parallax"><span class="et_parallax_bg_wrap"><span class="et_parallax_bg et_pb_parallax_css"></span></span></div>',
    );
    const background = container.querySelector<HTMLElement>(".et_parallax_bg")!;
    expect(mount(background, createTestContext(background, { reducedMotion: () => false }))).toBeUndefined();
    expect(background.style.height).toBe("");
  });
});
