import { afterEach, describe, expect, it, vi } from "vitest";
import { START_LINE } from "../../../core/reading-line";
import { render } from "../../../test-support/context";
import {
  COUNT_UP_MS,
  countUp,
  createCountUpStore,
  decimalMarkFor,
  describePercentProblem,
  easeInOutCirc,
  easeInOutQuad,
  formatNumber,
  formatParsed,
  groupThousands,
  inFinalField,
  parseNumberValue,
  parseSeparator,
  parseWholePercent,
  pickVariant,
  readVariants,
  valueAt,
  whenInView,
} from "./count-up";
import { controlIntersection, useFakeFrames } from "../../../test-support/counters";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("count-up constants", () => {
  it("pins the constants: COUNT_UP_MS 1800 (spec 9), START_LINE 0.65", () => {
    expect(COUNT_UP_MS).toBe(1800);
    expect(START_LINE).toBe(0.65);
  });
});

describe("valueAt", () => {
  it("starts at 0 and ends exactly at the target", () => {
    expect(valueAt(0, 223000)).toBe(0);
    expect(valueAt(1, 223000)).toBe(223000);
    expect(valueAt(1, 99.5)).toBe(99.5);
  });

  it("clamps progress outside 0..1 and treats NaN as the start", () => {
    expect(valueAt(-0.5, 100)).toBe(0);
    expect(valueAt(1.5, 100)).toBe(100);
    expect(valueAt(Number.NaN, 100)).toBe(0);
  });

  it("is halfway at half time on the symmetric curves, and eases in", () => {
    expect(valueAt(0.5, 100)).toBeCloseTo(50);
    expect(valueAt(0.5, 100, easeInOutCirc)).toBeCloseTo(50);
    expect(valueAt(0.25, 100)).toBeCloseTo(12.5);
    expect(valueAt(0.75, 100)).toBeCloseTo(87.5);
    expect(valueAt(0.25, 100, (t) => t)).toBe(25);
  });

  it("never overshoots and only grows", () => {
    let previous = 0;
    for (let step = 0; step <= 100; step += 1) {
      const value = valueAt(step / 100, 1000, easeInOutCirc);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(1000);
      previous = value;
    }
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(1)).toBe(1);
    expect(easeInOutCirc(0)).toBe(0);
    expect(easeInOutCirc(1)).toBe(1);
  });

  it("counts down to a negative target", () => {
    expect(valueAt(0.5, -40)).toBeCloseTo(-20);
    expect(valueAt(1, -40)).toBe(-40);
  });
});

describe("parseNumberValue", () => {
  it("reads whole numbers, decimals, a minus sign, spaces and a trailing %", () => {
    expect(parseNumberValue("223000")).toEqual({
      value: 223000,
      negative: false,
      integerDigits: "223000",
      fractionDigits: "",
    });
    expect(parseNumberValue(" 99.50 ")).toMatchObject({
      value: 99.5,
      integerDigits: "99",
      fractionDigits: "50",
    });
    expect(parseNumberValue("-12")).toMatchObject({ value: -12, negative: true });
    expect(parseNumberValue("75%")).toMatchObject({ value: 75 });
    expect(parseNumberValue(".5")).toMatchObject({ value: 0.5, integerDigits: "0", fractionDigits: "5" });
    expect(parseNumberValue("007")).toMatchObject({ value: 7, integerDigits: "7" });
    expect(parseNumberValue("-0")).toMatchObject({ value: -0, negative: false });
  });

  it("refuses what is not a plain number", () => {
    for (const raw of [undefined, "", " ", "abc", "1,000", "1 000", "12px", "1e5", "--1", ".", "1.2.3"]) {
      expect(parseNumberValue(raw), String(raw)).toBeNull();
    }
  });
});

describe("separators and formatting", () => {
  it("reads the separator: missing or empty is none; digits and long strings are refused", () => {
    expect(parseSeparator(undefined)).toEqual({ separator: "", valid: true });
    expect(parseSeparator("")).toEqual({ separator: "", valid: true });
    expect(parseSeparator(",")).toEqual({ separator: ",", valid: true });
    expect(parseSeparator(" ")).toEqual({ separator: " ", valid: true });
    expect(parseSeparator("\u00a0")).toEqual({ separator: "\u00a0", valid: true });
    expect(parseSeparator("1")).toEqual({ separator: "", valid: false });
    expect(parseSeparator("<b>,</b>")).toEqual({ separator: "", valid: false });
  });

  it("groups thousands with each separator", () => {
    expect(groupThousands("223000", ",")).toBe("223,000");
    expect(groupThousands("1234567", ".")).toBe("1.234.567");
    expect(groupThousands("1234567", " ")).toBe("1 234 567");
    expect(groupThousands("1234567", "")).toBe("1234567");
    expect(groupThousands("999", ",")).toBe("999");
    expect(groupThousands("1000", ",")).toBe("1,000");
    expect(groupThousands("0", ",")).toBe("0");
  });

  it("uses a comma for decimals when the thousands separator is a dot", () => {
    expect(decimalMarkFor(".")).toBe(",");
    expect(decimalMarkFor(",")).toBe(".");
    expect(decimalMarkFor("")).toBe(".");
  });

  it("formats the server's value exactly, decimals kept and never grouped", () => {
    const format = (raw: string, separator: string) => formatParsed(parseNumberValue(raw)!, separator);
    expect(format("223000", ",")).toBe("223,000");
    expect(format("1234567.891", ",")).toBe("1,234,567.891");
    expect(format("1234567.891", ".")).toBe("1.234.567,891");
    expect(format("1234567.891", " ")).toBe("1 234 567.891");
    expect(format("1234567.891", "")).toBe("1234567.891");
    expect(format("-1500", ",")).toBe("-1,500");
    expect(format("12345678901234567890123", ",")).toBe("12,345,678,901,234,567,890,123");
    expect(format("106", "")).toBe("106");
  });

  it("formats in-between values with the target's number of decimals", () => {
    expect(formatNumber(111500.4, 0, ",")).toBe("111,500");
    expect(formatNumber(49.75, 1, ",")).toBe("49.8");
    expect(formatNumber(1234.5, 2, ".")).toBe("1.234,50");
    expect(formatNumber(0, 2, ",")).toBe("0.00");
    expect(formatNumber(-0.001, 0, ",")).toBe("0");
    expect(formatNumber(-2500, 0, " ")).toBe("-2 500");
    expect(formatNumber(9007199254740991, 0, ",")).toBe("9,007,199,254,740,991");
    expect(formatNumber(1e21, 0, ",")).toBe("1e+21");
  });
});

describe("inFinalField (an in-between value in the final value's width)", () => {
  const DIGIT_SPACE = "\u2007";
  const MARK_SPACE = "\u2008";

  it("pads on the left with a figure space for each missing digit and a punctuation space for each mark", () => {
    expect(inFinalField("0", "223,000")).toBe(
      `${DIGIT_SPACE.repeat(3)}${MARK_SPACE}${DIGIT_SPACE.repeat(2)}0`,
    );
    expect(inFinalField("3,775", "18.432,75")).toBe(
      `${DIGIT_SPACE}${DIGIT_SPACE}${MARK_SPACE}${DIGIT_SPACE}3,775`,
    );
    expect(inFinalField("7", "80")).toBe(`${DIGIT_SPACE}7`);
  });

  it("keeps the final value's whitespace separators as blanks that do not collapse at the start of a line", () => {
    expect(inFinalField("0", "1 250 000")).toBe(
      `${DIGIT_SPACE}\u00a0${DIGIT_SPACE.repeat(3)}\u00a0${DIGIT_SPACE.repeat(2)}0`,
    );
    expect(inFinalField("5", "1\u202f000")).toBe(`${DIGIT_SPACE}\u202f${DIGIT_SPACE.repeat(2)}5`);
  });

  it("gives every padded value the final value's length, so its first character stays put", () => {
    for (const shown of ["0", "9", "99", "999", "9,999", "99,999", "223,000"]) {
      expect(inFinalField(shown, "223,000")).toHaveLength("223,000".length);
    }
  });

  it("leaves a value as long as the final one, or longer, as it is", () => {
    expect(inFinalField("223,000", "223,000")).toBe("223,000");
    expect(inFinalField("1.0", "4.8")).toBe("1.0");
    expect(inFinalField("-2 500", "0")).toBe("-2 500");
  });
});

describe("parseWholePercent (skill values, bar widths)", () => {
  it("reads whole numbers 0 to 100 with or without %", () => {
    expect(parseWholePercent("85")).toEqual({ value: 85, problem: null });
    expect(parseWholePercent("20%")).toEqual({ value: 20, problem: null });
    expect(parseWholePercent(" 0 ")).toEqual({ value: 0, problem: null });
    expect(parseWholePercent("100")).toEqual({ value: 100, problem: null });
  });

  it("clamps values outside 0..100", () => {
    expect(parseWholePercent("140")).toEqual({ value: 100, problem: "out-of-range" });
    expect(parseWholePercent("-5")).toEqual({ value: 0, problem: "out-of-range" });
    expect(parseWholePercent("100.4")).toEqual({ value: 100, problem: "not-whole" });
    expect(parseWholePercent("100.6")).toEqual({ value: 100, problem: "out-of-range" });
  });

  it("rounds fractions to the step of 1", () => {
    expect(parseWholePercent("85.6")).toEqual({ value: 86, problem: "not-whole" });
    expect(parseWholePercent("85.4%")).toEqual({ value: 85, problem: "not-whole" });
  });

  it("reads non-numbers as 0", () => {
    expect(parseWholePercent(undefined)).toEqual({ value: 0, problem: "missing" });
    expect(parseWholePercent("")).toEqual({ value: 0, problem: "missing" });
    for (const raw of ["high", "12px", "1e2", "Infinity", "NaN", "0x10"]) {
      expect(parseWholePercent(raw), raw).toEqual({ value: 0, problem: "not-a-number" });
    }
  });

  it("names the field and the value in the warning", () => {
    expect(describePercentProblem("data-skill-value", "140", parseWholePercent("140"))).toBe(
      'data-skill-value "140" is outside 0 to 100; clamped to 100',
    );
    expect(describePercentProblem("data-skill-value", "high", parseWholePercent("high"))).toBe(
      'data-skill-value "high" is not a number; using 0',
    );
    expect(describePercentProblem("data-width", undefined, parseWholePercent(undefined))).toBe(
      "data-width is missing; using 0",
    );
    expect(describePercentProblem("data-width", "50", parseWholePercent("50"))).toBe("");
  });
});

describe("per-device variants", () => {
  const all = { desktop: "#d", tablet: "#t", phone: "#p", hover: "#h" };

  it("picks the variant of the current device", () => {
    expect(pickVariant(all, "desktop")).toBe("#d");
    expect(pickVariant(all, "tablet")).toBe("#t");
    expect(pickVariant(all, "phone")).toBe("#p");
  });

  it("falls back from phone to tablet to desktop, as the theme's responsive fields do", () => {
    expect(pickVariant({ desktop: "#d", tablet: "#t" }, "phone")).toBe("#t");
    expect(pickVariant({ desktop: "#d" }, "phone")).toBe("#d");
    expect(pickVariant({ desktop: "#d", phone: "#p" }, "tablet")).toBe("#d");
  });

  it("prefers the hover variant while hovered, whatever the device", () => {
    expect(pickVariant(all, "phone", true)).toBe("#h");
    expect(pickVariant(all, "desktop", true)).toBe("#h");
    expect(pickVariant({ desktop: "#d", tablet: "#t" }, "tablet", true)).toBe("#t");
  });

  it("reads data-x and its -tablet, -phone and -hover attributes; empty ones are absent", () => {
    const element = render(
      `<div data-color="#111111" data-color-tablet="#222222" data-color-phone="" data-color-hover="#444444"></div>`,
    ).firstElementChild as HTMLElement;
    expect(readVariants(element, "color", "#000000")).toEqual({
      desktop: "#111111",
      tablet: "#222222",
      phone: undefined,
      hover: "#444444",
    });
    expect(readVariants(element, "bar-bg-color", "#0cd1eb")).toEqual({
      desktop: "#0cd1eb",
      tablet: undefined,
      phone: undefined,
      hover: undefined,
    });
  });
});

describe("countUp", () => {
  it("given reduced motion, renders the end at once", async () => {
    const render = vi.fn();
    await countUp({ reducedMotion: true, signal: new AbortController().signal, render });
    expect(render.mock.calls).toEqual([[1]]);
  });

  it("given motion, renders the progress on animation frames and ends at 1 after 1800 ms", async () => {
    useFakeFrames();
    const seen: number[] = [];
    const done = countUp({
      reducedMotion: false,
      signal: new AbortController().signal,
      render: (p) => seen.push(p),
    });
    vi.advanceTimersByTime(900);
    const half = seen.at(-1)!;
    expect(half).toBeGreaterThan(0.4);
    expect(half).toBeLessThan(0.6);
    vi.advanceTimersByTime(1000);
    await done;
    expect(seen.at(-1)).toBe(1);
  });

  it("given motion, draws on paced frames: about 54 in its 1800 ms, not one per display frame", async () => {
    useFakeFrames();
    const draw = vi.fn();
    const done = countUp({ reducedMotion: false, signal: new AbortController().signal, render: draw });
    vi.advanceTimersByTime(COUNT_UP_MS + 100);
    await done;
    // Display frames here come every 16 ms: one per display frame would be about 113 draws.
    expect(draw.mock.calls.length).toBeGreaterThanOrEqual(52);
    expect(draw.mock.calls.length).toBeLessThanOrEqual(58);
  });

  it("stops when its signal aborts", async () => {
    useFakeFrames();
    const controller = new AbortController();
    const render = vi.fn();
    const done = countUp({ reducedMotion: false, signal: controller.signal, render });
    vi.advanceTimersByTime(100);
    controller.abort();
    const calls = render.mock.calls.length;
    vi.advanceTimersByTime(2000);
    await done;
    expect(render.mock.calls.length).toBe(calls);
  });
});

describe("whenInView", () => {
  it("watches for any part above the line 65 % down the window, or for the whole element on screen", () => {
    const observers = controlIntersection();
    whenInView(document.createElement("div"), new AbortController().signal, vi.fn());
    expect(observers.rootMargins).toEqual(["0px 0px -35% 0px", undefined]);
    expect(observers.thresholds).toEqual([0, 1]);
  });

  it("starts once, when either watch sees the element, and stops both", () => {
    const observers = controlIntersection();
    const element = document.createElement("div");
    const start = vi.fn();
    whenInView(element, new AbortController().signal, start);
    observers.show(element, false);
    expect(start).not.toHaveBeenCalled();
    observers.show(element);
    expect(observers.watched()).toEqual([]);
    observers.show(element);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("never starts after its signal aborts", () => {
    const observers = controlIntersection();
    const element = document.createElement("div");
    const controller = new AbortController();
    const start = vi.fn();
    whenInView(element, controller.signal, start);
    controller.abort();
    observers.show(element);
    expect(start).not.toHaveBeenCalled();
  });
});

describe("createCountUpStore", () => {
  const publishAtOnce = (notify: () => void) => notify();

  it("given reduced motion, is done from the start and never watches the page", () => {
    const observers = controlIntersection();
    const store = createCountUpStore({ reducedMotion: true, publish: publishAtOnce });
    expect(store.view()).toEqual({ state: "done", progress: 1 });
    store.start(document.createElement("div"))();
    expect(observers.observed).toEqual([]);
  });

  it("waits to be seen, then publishes each frame until done after 1800 ms", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const target = document.createElement("div");
    const store = createCountUpStore({ reducedMotion: false, publish: publishAtOnce });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.view().state));
    store.start(target);
    expect(store.view()).toEqual({ state: "waiting", progress: 0 });
    vi.advanceTimersByTime(COUNT_UP_MS);
    expect(seen).toEqual([]);
    observers.show(target);
    expect(store.view()).toEqual({ state: "counting", progress: 0 });
    vi.advanceTimersByTime(COUNT_UP_MS / 2);
    expect(store.view().progress).toBeGreaterThan(0.4);
    expect(store.view().progress).toBeLessThan(0.6);
    vi.advanceTimersByTime(COUNT_UP_MS / 2 + 50);
    expect(store.view()).toEqual({ state: "done", progress: 1 });
    expect(seen.at(-1)).toBe("done");
  });

  it("given its stop mid-count, publishes nothing more", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const target = document.createElement("div");
    const store = createCountUpStore({ reducedMotion: false, publish: publishAtOnce });
    const stop = store.start(target);
    observers.show(target);
    vi.advanceTimersByTime(300);
    stop();
    const stopped = store.view();
    vi.advanceTimersByTime(COUNT_UP_MS);
    expect(store.view()).toBe(stopped);
    expect(observers.watched()).toEqual([]);
  });
});
