import mitt from "mitt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Device } from "../../../core/breakpoints";
import type { EnhanceEvents } from "../../../core/events";
import { render } from "../../../test-support/context";
import { COUNT_UP_MS } from "../shared/count-up";
import { controlIntersection, createCounterContext, useFakeFrames } from "../../../test-support/counters";
import {
  CIRCLE_LINE_WIDTH,
  DEFAULT_TRACK_ALPHA,
  DEFAULT_TRACK_COLOR,
  drawCircle,
  mount,
  parseAlpha,
} from "./circle-counter";
import { MAX_RING_BITMAP, ringPixelRatio } from "./ring";

/** The element's children as markup, to compare the server markup before mount and after cleanup. */
const markupOf = (element: Element): string =>
  [...element.childNodes].map((node) => new XMLSerializer().serializeToString(node)).join("");

interface Stroke {
  color: string;
  alpha: number;
  lineWidth: number;
  radius: number;
  sweep: number;
}

/** A 2D context that records each stroked arc. */
function fakeDrawing() {
  const strokes: Stroke[] = [];
  let arc: { radius: number; sweep: number } | null = null;
  const drawing = {
    strokeStyle: "",
    globalAlpha: 1,
    lineWidth: 1,
    lineCap: "butt",
    setTransform: vi.fn(),
    clearRect: vi.fn(() => strokes.splice(0)),
    translate: vi.fn(),
    rotate: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn((_x: number, _y: number, radius: number, start: number, end: number) => {
      arc = { radius, sweep: end - start };
    }),
    stroke: vi.fn(() => {
      strokes.push({
        color: drawing.strokeStyle,
        alpha: drawing.globalAlpha,
        lineWidth: drawing.lineWidth,
        radius: arc?.radius ?? 0,
        sweep: arc?.sweep ?? 0,
      });
    }),
  };
  return { drawing, strokes };
}

let resizeCallbacks: Array<(width: number) => void> = [];

beforeEach(() => {
  resizeCallbacks = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element): void {
        const report = (width: number) =>
          this.callback(
            [{ target, contentRect: { width } } as unknown as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
        resizeCallbacks.push(report);
        report(200);
      }
      disconnect(): void {}
      unobserve(): void {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function circle(attributes: string) {
  const container = render(
    `<div class="et_pb_module et_pb_circle_counter et_pb_circle_counter_0 container-width-change-notify"><div class="et_pb_circle_counter_inner" ${attributes}><div class="percent"><p><span class="percent-value"></span><span class="percent-sign">%</span></p></div><h3 class="et_pb_module_header">Growth</h3></div></div>`,
  );
  const element = container.querySelector<HTMLElement>(".et_pb_circle_counter")!;
  const inner = element.querySelector<HTMLElement>(".et_pb_circle_counter_inner")!;
  const { drawing, strokes } = fakeDrawing();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(
    drawing as unknown as CanvasRenderingContext2D,
  );
  return { element, inner, strokes, text: () => element.querySelector(".percent-value")!.textContent };
}

describe("circle counter", () => {
  it("draws with the spec's line width; the track defaults to black at 0.1", () => {
    expect(CIRCLE_LINE_WIDTH).toBe(5);
    expect(DEFAULT_TRACK_COLOR).toBe("#000000");
    expect(DEFAULT_TRACK_ALPHA).toBe(0.1);
    const { drawing, strokes } = fakeDrawing();
    drawCircle(drawing as unknown as CanvasRenderingContext2D, 25, {
      size: 100,
      ratio: 2,
      barColor: "#ff0000",
      trackColor: "#000000",
      trackAlpha: 0.1,
    });
    expect(strokes).toEqual([
      { color: "#000000", alpha: 0.1, lineWidth: 10, radius: 95, sweep: Math.PI * 2 },
      { color: "#ff0000", alpha: 1, lineWidth: 10, radius: 95, sweep: Math.PI / 2 },
    ]);
    expect(drawing.rotate).toHaveBeenCalledWith(-Math.PI / 2);
  });

  it("reads data-alpha as an opacity 0..1, clamping a number outside it and taking 0.1 for what is not a number, as the at-rest track's CSS does", () => {
    expect(parseAlpha(undefined)).toEqual({ value: 0.1, valid: true });
    expect(parseAlpha("0.35")).toEqual({ value: 0.35, valid: true });
    expect(parseAlpha("1")).toEqual({ value: 1, valid: true });
    expect(parseAlpha("2")).toEqual({ value: 1, valid: false });
    expect(parseAlpha("-0.5")).toEqual({ value: 0, valid: false });
    expect(parseAlpha("half")).toEqual({ value: 0.1, valid: false });
  });

  it("given its ring comes into view, fills the ring and counts the text to the value in 1800 ms", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element, inner, strokes, text } = circle(
      'data-number-value="80" data-bar-bg-color="#7e3bd0" data-color="#222222" data-alpha="0.2"',
    );
    mount(element, createCounterContext(element).context);
    const canvas = inner.querySelector("canvas")!;
    expect(canvas.getAttribute("aria-hidden")).toBe("true");
    expect(canvas.style.width).toBe("200px");
    expect(text()).toBe("\u20070");
    // Out of the flow, over the inner element, which becomes its containing block: drawing never moves the page.
    expect([canvas.style.position, canvas.style.top, canvas.style.left]).toEqual(["absolute", "0px", "0px"]);
    expect(inner.style.position).toBe("relative");
    expect(strokes).toEqual([expect.objectContaining({ color: "#222222", alpha: 0.2, lineWidth: 5 })]);

    // The ring is what the reader has to see: the inner element's own box can be one line of text over it.
    expect(observers.watched()).toEqual([canvas, canvas]);
    observers.show(inner);
    vi.advanceTimersByTime(COUNT_UP_MS);
    expect(element.dataset["state"]).toBe("waiting");
    observers.show(canvas);
    vi.advanceTimersByTime(COUNT_UP_MS / 2);
    expect(Number(text())).toBeGreaterThan(20);
    expect(Number(text())).toBeLessThan(60);
    vi.advanceTimersByTime(COUNT_UP_MS / 2 + 50);
    expect(text()).toBe("80");
    expect(element.dataset["state"]).toBe("done");
    expect(strokes[1]).toMatchObject({ color: "#7e3bd0", alpha: 1 });
    expect(strokes[1]!.sweep).toBeCloseTo(Math.PI * 2 * 0.8);
    expect(element.querySelector(".enhance-counter__final")?.textContent).toBe("80%");
  });

  it("chooses the colours of the current device and redraws when the device changes", () => {
    let device: Device = "phone";
    const bus = mitt<EnhanceEvents>();
    const { element, strokes } = circle(
      'data-number-value="50" data-bar-bg-color="#111111" data-bar-bg-color-tablet="#222222" data-bar-bg-color-phone="#333333" data-color="#444444" data-color-tablet="#555555"',
    );
    mount(
      element,
      createCounterContext(element, { reducedMotion: () => true, device: () => device, bus }).context,
    );
    expect(strokes.map((stroke) => stroke.color)).toEqual(["#555555", "#333333"]);
    device = "desktop";
    bus.emit("device:change", { device: "desktop", previous: "phone" });
    expect(strokes.map((stroke) => stroke.color)).toEqual(["#444444", "#111111"]);
  });

  it("uses the hover colours while the pointer is over the module", () => {
    const { element, strokes } = circle(
      'data-number-value="50" data-bar-bg-color="#111111" data-bar-bg-color-hover="#999999" data-color-hover="#888888"',
    );
    mount(element, createCounterContext(element, { reducedMotion: () => true }).context);
    expect(strokes.map((stroke) => stroke.color)).toEqual(["#000000", "#111111"]);
    element.dispatchEvent(new Event("pointerenter"));
    expect(strokes.map((stroke) => stroke.color)).toEqual(["#888888", "#999999"]);
    element.dispatchEvent(new Event("pointerleave"));
    expect(strokes.map((stroke) => stroke.color)).toEqual(["#000000", "#111111"]);
  });

  it("given no bar colour, uses the site's accent colour", () => {
    const { element, strokes } = circle('data-number-value="10"');
    mount(element, createCounterContext(element, { reducedMotion: () => true }).context);
    expect(strokes[1]?.color).toBe("#0cd1eb");
  });

  it("redraws at the new size when resized", () => {
    const { element, inner, strokes } = circle('data-number-value="100"');
    mount(element, createCounterContext(element, { reducedMotion: () => true }).context);
    resizeCallbacks.forEach((report) => report(120.7));
    expect(inner.querySelector("canvas")!.style.width).toBe("120px");
    expect(strokes[0]?.radius).toBeCloseTo((120 * (window.devicePixelRatio || 1) - 5) / 2);
  });

  it("draws a ring of the theme's size at the screen's pixel ratio, and a larger one within a 512 px bitmap", () => {
    expect(MAX_RING_BITMAP).toBe(512);
    expect(ringPixelRatio(225, 2)).toBe(2);
    expect(ringPixelRatio(225, 0)).toBe(1);
    expect(ringPixelRatio(1264, 1)).toBeCloseTo(512 / 1264);
    expect(ringPixelRatio(0, 3)).toBe(3);
  });

  it("given a column-wide ring, keeps its bitmap at 512 px and its size on the page", () => {
    const { element, inner, strokes } = circle('data-number-value="100"');
    mount(element, createCounterContext(element, { reducedMotion: () => true }).context);
    resizeCallbacks.forEach((report) => report(1264));
    const canvas = inner.querySelector("canvas")!;
    expect([canvas.width, canvas.height, canvas.style.width]).toEqual([512, 512, "1264px"]);
    expect(strokes.at(-1)?.lineWidth).toBeCloseTo((CIRCLE_LINE_WIDTH * 512) / 1264);
  });

  it("given reduced motion, shows the full ring and value at once", () => {
    const { element, strokes, text } = circle('data-number-value="9"');
    mount(element, createCounterContext(element, { reducedMotion: () => true }).context);
    expect(text()).toBe("9");
    expect(strokes[1]!.sweep).toBeCloseTo(Math.PI * 2 * 0.09);
    expect(element.dataset["state"]).toBe("done");
  });

  it("given a value outside 0..100 or not a number, warns naming it and clamps", () => {
    const over = circle('data-number-value="140"');
    const first = createCounterContext(over.element, { reducedMotion: () => true }).context;
    mount(over.element, first);
    expect(first.log.warn).toHaveBeenCalledWith(
      'data-number-value "140" is outside 0 to 100; clamped to 100',
      expect.anything(),
    );
    expect(over.text()).toBe("100");
    document.body.replaceChildren();
    const bad = circle('data-number-value="many" data-alpha="5"');
    const second = createCounterContext(bad.element, { reducedMotion: () => true }).context;
    mount(bad.element, second);
    expect(second.log.warn).toHaveBeenCalledWith(
      'data-number-value "many" is not a number; using 0',
      expect.anything(),
    );
    expect(second.log.warn).toHaveBeenCalledWith(
      'data-alpha "5" is outside 0 to 1; clamped to 1',
      expect.anything(),
    );
    expect(bad.text()).toBe("0");
    document.body.replaceChildren();
    const notANumber = circle('data-number-value="10" data-alpha="half"');
    const third = createCounterContext(notANumber.element, { reducedMotion: () => true }).context;
    mount(notANumber.element, third);
    expect(third.log.warn).toHaveBeenCalledWith(
      'data-alpha "half" is not a number; using 0.1',
      expect.anything(),
    );
  });

  it("given cleanup, removes the canvas and restores the text", () => {
    const { element, inner, text } = circle('data-number-value="30"');
    const { context, unmount } = createCounterContext(element, { reducedMotion: () => true });
    const cleanup = mount(element, context)!;
    unmount();
    cleanup();
    expect(inner.querySelector("canvas")).toBeNull();
    expect(inner.hasAttribute("style")).toBe(false);
    expect(text()).toBe("");
    expect(element.querySelector(".enhance-counter__final")).toBeNull();
  });

  it("keeps every server node: the same elements after mount, and the server markup back after cleanup", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element, inner } = circle('data-number-value="60"');
    const serverHtml = markupOf(element);
    const nodes = [...element.querySelectorAll("*")];
    const { context, unmount } = createCounterContext(element);
    const cleanup = mount(element, context)!;
    observers.show(inner.querySelector("canvas")!);
    vi.advanceTimersByTime(COUNT_UP_MS / 2);
    expect(element.querySelector(".et_pb_circle_counter_inner")).toBe(inner);
    expect(element.querySelector(".percent-value")).toBe(
      nodes.find((node) => node.classList.contains("percent-value")),
    );
    expect(element.querySelector("h3")).toBe(nodes.at(-1));
    expect([...element.querySelectorAll("*")].filter((node) => !nodes.includes(node))).toEqual([
      element.querySelector(".enhance-counter__final"),
      inner.querySelector("canvas"),
    ]);
    unmount();
    cleanup();
    expect(markupOf(element)).toBe(serverHtml);
    expect([...element.querySelectorAll("*")]).toEqual(nodes);
  });
});
