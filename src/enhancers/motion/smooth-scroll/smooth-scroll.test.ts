import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDisposables } from "../../../core/disposables";
import { createTestContext, render } from "../../../test-support/context";
import {
  ANIMATION_MS,
  ARROW_SCROLL_PX,
  arrowStep,
  easeOutCubic,
  FRAME_RATE,
  isChromium,
  MIN_NOTCH_PX,
  mount,
  STEP_PX,
  wheelStep,
} from "./smooth-scroll";

const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const FIREFOX_UA = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const SAFARI_UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

const wheel = (deltaY: number, init: WheelEventInit = {}) =>
  new WheelEvent("wheel", { deltaY, deltaMode: 0, bubbles: true, cancelable: true, ...init });

let scrollTop = 0;
/** Every mount's signal, aborted after each test so no listener outlives it on the shared window. */
const mounted: AbortController[] = [];

function contextFor(reducedMotion: boolean) {
  const controller = new AbortController();
  mounted.push(controller);
  const context = createTestContext(document.body, {
    reducedMotion: () => reducedMotion,
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
  });
  return { context, controller };
}
let scrollTo: ReturnType<typeof vi.fn>;

function setup({
  reducedMotion = false,
  userAgent = CHROME_UA,
  touch = false,
}: { reducedMotion?: boolean; userAgent?: string; touch?: boolean } = {}) {
  vi.stubGlobal("navigator", { userAgent });
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({ matches: touch && query.includes("pointer: coarse"), media: query }) as MediaQueryList,
  );
  document.body.classList.add("et_smooth_scroll");
  const { context } = contextFor(reducedMotion);
  const cleanup = mount(document.body, context);
  return { context, cleanup };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
  scrollTop = 0;
  scrollTo = vi.fn((options: ScrollToOptions) => {
    scrollTop = options.top ?? scrollTop;
  });
  vi.spyOn(window, "scrollTo").mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollTop });
});

afterEach(() => {
  for (const controller of mounted.splice(0)) controller.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.className = "";
  document.body.replaceChildren();
});

describe("smooth scroll constants", () => {
  it("pins the spec's figures: 400 ms, step 80, arrows 50, 150 frames a second, 50 px notch", () => {
    expect(ANIMATION_MS).toBe(400);
    expect(STEP_PX).toBe(80);
    expect(ARROW_SCROLL_PX).toBe(50);
    expect(FRAME_RATE).toBe(150);
    expect(MIN_NOTCH_PX).toBe(50);
  });
});

describe("isChromium", () => {
  it("recognises Chrome and Chromium browsers, by client hints first", () => {
    expect(isChromium({ userAgent: CHROME_UA })).toBe(true);
    expect(isChromium({ userAgent: FIREFOX_UA })).toBe(false);
    expect(isChromium({ userAgent: SAFARI_UA })).toBe(false);
    expect(
      isChromium({
        userAgent: "",
        userAgentData: { brands: [{ brand: "Chromium" }, { brand: "Google Chrome" }] },
      }),
    ).toBe(true);
    expect(isChromium({ userAgent: CHROME_UA, userAgentData: { brands: [{ brand: "Other" }] } })).toBe(false);
  });
});

describe("wheelStep", () => {
  it.each([
    [{ deltaY: 100 }, 80],
    [{ deltaY: -100 }, -80],
    [{ deltaY: 300 }, 80],
    [{ deltaY: 3, deltaMode: 1 }, 80],
    [{ deltaY: 120, ctrlKey: true }, null],
    [{ deltaY: 0 }, null],
    [{ deltaY: 20, deltaX: 60 }, null],
    [{ deltaY: 12 }, null],
    [{ deltaY: -49 }, null],
  ])("given %j, scrolls %s", (partial, expected) => {
    expect(wheelStep({ deltaX: 0, deltaMode: 0, ctrlKey: false, ...partial })).toBe(expected);
  });
});

describe("arrowStep", () => {
  it("moves 50 px down or up and ignores other keys", () => {
    expect(arrowStep("ArrowDown")).toBe(50);
    expect(arrowStep("ArrowUp")).toBe(-50);
    expect(arrowStep("ArrowLeft")).toBeNull();
    expect(arrowStep("PageDown")).toBeNull();
  });
});

describe("easeOutCubic", () => {
  it("runs from 0 to 1 and stays there outside the range", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe("smooth scroll", () => {
  it("given a wheel notch in Chrome, prevents the jump and eases 80 px over 400 ms", () => {
    setup();
    const event = wheel(100);
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(ANIMATION_MS / 2);
    expect(scrollTop).toBeGreaterThan(40);
    expect(scrollTop).toBeLessThan(80);
    vi.advanceTimersByTime(ANIMATION_MS);
    expect(scrollTop).toBe(80);
  });

  it("given two notches in a row, heads 160 px down", () => {
    setup();
    document.body.dispatchEvent(wheel(100));
    vi.advanceTimersByTime(50);
    document.body.dispatchEvent(wheel(100));
    vi.advanceTimersByTime(2 * ANIMATION_MS);
    expect(scrollTop).toBe(160);
  });

  it("given the wheel turned back while the page glides down, heads up from where the page is at once", () => {
    setup();
    for (let notch = 0; notch < 8; notch += 1) document.body.dispatchEvent(wheel(100));
    vi.advanceTimersByTime(ANIMATION_MS / 4);
    const turnedAt = scrollTop;
    expect(turnedAt).toBeGreaterThan(0);
    expect(turnedAt).toBeLessThan(8 * STEP_PX - 3 * STEP_PX);
    for (let notch = 0; notch < 3; notch += 1) document.body.dispatchEvent(wheel(-100));
    vi.advanceTimersByTime(50);
    expect(scrollTop).toBeLessThan(turnedAt);
    vi.advanceTimersByTime(2 * ANIMATION_MS);
    expect(scrollTop).toBe(Math.max(0, turnedAt - 3 * STEP_PX));
  });

  it("never goes above the top of the page", () => {
    setup();
    document.body.dispatchEvent(wheel(-100));
    vi.advanceTimersByTime(2 * ANIMATION_MS);
    expect(scrollTop).toBe(0);
  });

  it("draws at most 150 frames a second", () => {
    setup();
    document.body.dispatchEvent(wheel(100));
    vi.advanceTimersByTime(ANIMATION_MS + 50);
    expect(scrollTo.mock.calls.length).toBeLessThanOrEqual(Math.ceil((ANIMATION_MS * FRAME_RATE) / 1000) + 1);
  });

  it("given Arrow Down on the page, eases 50 px", () => {
    setup();
    const event = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(2 * ANIMATION_MS);
    expect(scrollTop).toBe(50);
  });

  it.each([
    ["a text field", `<input type="text" />`],
    ["a select", `<select><option>a</option></select>`],
    ["a slider", `<div role="slider" tabindex="0"></div>`],
    ["a tab", `<div role="tablist"><button role="tab">One</button></div>`],
    ["an editable area", `<div contenteditable="true"><p>Text</p></div>`],
  ])("given an arrow key in %s, leaves it to the control", (_name, html) => {
    setup();
    const control = render(html).querySelector("input, select, [role], [contenteditable] p")!;
    const event = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
    control.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("given a modifier with the arrow, or an event already handled, does nothing", () => {
    setup();
    const shifted = new KeyboardEvent("keydown", {
      key: "ArrowDown",
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(shifted);
    expect(shifted.defaultPrevented).toBe(false);
    const handled = wheel(100);
    document.body.addEventListener("wheel", (event) => event.preventDefault(), {
      once: true,
      passive: false,
    });
    document.body.dispatchEvent(handled);
    vi.advanceTimersByTime(2 * ANIMATION_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("given a wheel over a scrollable box, lets the box scroll", () => {
    setup();
    const box = render(`<div style="overflow-y: auto; height: 50px"><p>Long</p></div>`).querySelector("div")!;
    Object.defineProperty(box, "scrollHeight", { configurable: true, value: 500 });
    Object.defineProperty(box, "clientHeight", { configurable: true, value: 50 });
    const event = wheel(100);
    box.querySelector("p")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("given a trackpad's small deltas or a zoom gesture, keeps the native scroll", () => {
    setup();
    const small = wheel(8);
    const zoom = wheel(100, { ctrlKey: true });
    document.body.dispatchEvent(small);
    document.body.dispatchEvent(zoom);
    expect(small.defaultPrevented).toBe(false);
    expect(zoom.defaultPrevented).toBe(false);
  });

  it("given reduced motion, never smooths", () => {
    setup({ reducedMotion: true });
    const event = wheel(100);
    document.body.dispatchEvent(event);
    const key = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
    document.body.dispatchEvent(key);
    expect(event.defaultPrevented).toBe(false);
    expect(key.defaultPrevented).toBe(false);
  });

  it.each([
    ["Firefox", { userAgent: FIREFOX_UA }],
    ["Safari", { userAgent: SAFARI_UA }],
    ["a touch screen", { touch: true }],
  ])("given %s, installs nothing", (_name, options) => {
    const addEventListener = vi.spyOn(window, "addEventListener");
    const { cleanup } = setup(options);
    expect(cleanup).toBeUndefined();
    expect(addEventListener.mock.calls.some(([type]) => type === "wheel")).toBe(false);
  });

  it("listens to the wheel without passive only because it must cancel it", () => {
    const addEventListener = vi.spyOn(window, "addEventListener");
    setup();
    const wheelOptions = addEventListener.mock.calls.find(([type]) => type === "wheel")?.[2];
    expect(wheelOptions).toMatchObject({ passive: false });
    const pointerOptions = addEventListener.mock.calls.find(([type]) => type === "pointerdown")?.[2];
    expect(pointerOptions).toMatchObject({ passive: true });
  });

  it("on unmount, removes its listeners and stops a running animation", () => {
    vi.stubGlobal("navigator", { userAgent: CHROME_UA });
    document.body.classList.add("et_smooth_scroll");
    const { context, controller } = contextFor(false);
    const cleanup = mount(document.body, context);
    document.body.dispatchEvent(wheel(100));
    vi.advanceTimersByTime(50);
    controller.abort();
    cleanup?.();
    const reached = scrollTop;
    vi.advanceTimersByTime(ANIMATION_MS);
    expect(scrollTop).toBe(reached);
    const later = wheel(100);
    document.body.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
