import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDisposables } from "../../../core/disposables";
import { createTestContext, render } from "../../../test-support/context";
import {
  DAY_DIGITS,
  LABELS_ATTRIBUTE,
  pad,
  parseEndTimestamp,
  remainingParts,
  SHORT_LABELS_MAX_WIDTH,
  spentUnits,
  summarize,
  TICK_MS,
  UNIT_DIGITS,
  wantsShortLabels,
} from "./countdown";
import { mount } from "./countdown-island";

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const NOW_SECONDS = NOW / 1000;

const section = (unit: string, short: string, full: string) =>
  `<div class="${unit} section values" data-short="${short}" data-full="${full}"><p class="value">00</p><p class="label">${full}</p></div>`;
const separator = `<div class="sep section"><p>:</p></div>`;

function markup(end: string | null): string {
  const attribute = end === null ? "" : ` data-end-timestamp="${end}"`;
  return `<div class="et_pb_module et_pb_countdown_timer et_pb_countdown_timer_0"${attribute}>
    <div class="et_pb_countdown_timer_container clearfix">
      <h4 class="title">Launch</h4>
      ${section("days", "Day", "Day(s)")}${separator}${section("hours", "Hrs", "Hour(s)")}${separator}${section("minutes", "Min", "Minute(s)")}${separator}${section("seconds", "Sec", "Second(s)")}
    </div>
  </div>`;
}

class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  resize(width: number): void {
    this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

function setup(end: string | null) {
  const host = render(markup(end)).querySelector<HTMLElement>(".et_pb_countdown_timer")!;
  const context = createTestContext(host);
  const cleanup = mount(host, context);
  const values = () => [...host.querySelectorAll(".values .value")].map((value) => value.textContent);
  const labels = () => [...host.querySelectorAll(".values .label")].map((label) => label.textContent);
  const zero = () =>
    [...host.querySelectorAll(".section")].map((element) => element.classList.contains("zero"));
  const status = () => host.querySelector('[role="status"]');
  return { host, context, cleanup, values, labels, zero, status };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(NOW);
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("countdown constants", () => {
  it("pins the spec's constants: 1000 ms tick, 3 day digits, 2 unit digits, short labels up to 400 px", () => {
    expect(TICK_MS).toBe(1000);
    expect(DAY_DIGITS).toBe(3);
    expect(UNIT_DIGITS).toBe(2);
    expect(SHORT_LABELS_MAX_WIDTH).toBe(400);
  });
});

describe("remainingParts", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const end = NOW_SECONDS + 3 * 86400 + 4 * 3600 + 5 * 60 + 6;
    expect(remainingParts(end, NOW)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
      totalSeconds: 3 * 86400 + 4 * 3600 + 5 * 60 + 6,
    });
  });

  it("counts whole seconds, dropping the part of a second left", () => {
    expect(remainingParts(NOW_SECONDS + 10, NOW + 250).seconds).toBe(9);
    expect(remainingParts(NOW_SECONDS + 10, NOW).seconds).toBe(10);
  });

  it("is all zeros at and after the end", () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 };
    expect(remainingParts(NOW_SECONDS, NOW)).toEqual(zeros);
    expect(remainingParts(NOW_SECONDS - 5000, NOW)).toEqual(zeros);
    expect(remainingParts(Number.NaN, NOW)).toEqual(zeros);
  });

  it("keeps more than 999 days in the days part", () => {
    expect(remainingParts(NOW_SECONDS + 1234 * 86400, NOW).days).toBe(1234);
  });
});

describe("pad", () => {
  it.each([
    [0, 3, "000"],
    [7, 3, "007"],
    [42, 3, "042"],
    [1234, 3, "1234"],
    [0, 2, "00"],
    [5, 2, "05"],
    [59, 2, "59"],
    [3.9, 2, "03"],
    [-4, 2, "00"],
    [Number.NaN, 2, "00"],
    [Number.POSITIVE_INFINITY, 2, "00"],
    [12, 0, "12"],
  ])("pad(%s, %s) is %s", (value, digits, expected) => {
    expect(pad(value, digits)).toBe(expected);
  });
});

describe("parseEndTimestamp", () => {
  it.each([
    ["4102444800", 4102444800],
    [" 1700000000 ", 1700000000],
    ["0", 0],
    ["", null],
    ["soon", null],
    ["-5", null],
    ["1.5", null],
    ["1e9", null],
    ["99999999999999999999", null],
    [undefined, null],
  ])("reads %j as %s", (value, expected) => {
    expect(parseEndTimestamp(value)).toBe(expected);
  });
});

describe("spentUnits", () => {
  it("marks a unit spent only when it and every larger unit are zero", () => {
    const parts = (days: number, hours: number, minutes: number, seconds: number) => ({
      days,
      hours,
      minutes,
      seconds,
      totalSeconds: days * 86400 + hours * 3600 + minutes * 60 + seconds,
    });
    expect(spentUnits(parts(1, 0, 0, 0))).toEqual({
      days: false,
      hours: false,
      minutes: false,
      seconds: false,
    });
    expect(spentUnits(parts(0, 5, 0, 3))).toEqual({
      days: true,
      hours: false,
      minutes: false,
      seconds: false,
    });
    expect(spentUnits(parts(0, 0, 0, 3))).toEqual({ days: true, hours: true, minutes: true, seconds: false });
    expect(spentUnits(parts(0, 0, 0, 0))).toEqual({ days: true, hours: true, minutes: true, seconds: true });
  });
});

describe("summarize", () => {
  const parts = (days: number, hours: number, minutes: number, seconds = 0) => ({
    days,
    hours,
    minutes,
    seconds,
    totalSeconds: days * 86400 + hours * 3600 + minutes * 60 + seconds,
  });
  it.each([
    [parts(3, 4, 5, 6), "3 days, 4 hours and 5 minutes left"],
    [parts(1, 1, 1), "1 day, 1 hour and 1 minute left"],
    [parts(2, 0, 5), "2 days and 5 minutes left"],
    [parts(0, 0, 12, 30), "12 minutes left"],
    [parts(0, 3, 0), "3 hours left"],
    [parts(0, 0, 0, 30), "Less than a minute left"],
    [parts(0, 0, 0, 0), "Ended"],
  ])("says %j as %s", (value, expected) => {
    expect(summarize(value)).toBe(expected);
  });
});

describe("wantsShortLabels", () => {
  it("uses the short labels up to and including 400 px", () => {
    expect(wantsShortLabels(320)).toBe(true);
    expect(wantsShortLabels(400)).toBe(true);
    expect(wantsShortLabels(401)).toBe(false);
  });
});

describe("countdown timer", () => {
  it("given a future end, writes padded values at once and every second", () => {
    const end = NOW_SECONDS + 2 * 86400 + 3 * 3600 + 4 * 60 + 5;
    const { host, values } = setup(String(end));
    expect(values()).toEqual(["002", "03", "04", "05"]);
    expect(host.dataset["state"]).toBe("running");
    vi.advanceTimersByTime(TICK_MS);
    expect(values()).toEqual(["002", "03", "04", "04"]);
    vi.advanceTimersByTime(5 * TICK_MS);
    expect(values()).toEqual(["002", "03", "03", "59"]);
  });

  it("given the end passing, shows zeros, marks every section spent, says Ended and stops", () => {
    const { host, values, zero, status } = setup(String(NOW_SECONDS + 2));
    expect(zero()).toEqual([true, true, true, true, true, true, false]);
    vi.advanceTimersByTime(2 * TICK_MS);
    expect(values()).toEqual(["000", "00", "00", "00"]);
    expect(zero().every(Boolean)).toBe(true);
    expect(status()?.textContent).toBe("Ended");
    expect(host.dataset["state"]).toBe("ended");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("given an end in the past, shows zeros and never starts a timer", () => {
    const { values, status } = setup(String(NOW_SECONDS - 3600));
    expect(values()).toEqual(["000", "00", "00", "00"]);
    expect(status()?.textContent).toBe("Ended");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("hides the ticking sections from screen readers and keeps one polite summary changing once a minute", () => {
    const { host, status } = setup(String(NOW_SECONDS + 86400 + 2 * 60 + 1));
    for (const element of host.querySelectorAll(".section")) {
      expect(element.getAttribute("aria-hidden")).toBe("true");
    }
    expect(host.querySelector(".title")?.hasAttribute("aria-hidden")).toBe(false);
    expect(host.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(status()?.textContent).toBe("1 day and 2 minutes left");
    vi.advanceTimersByTime(1000);
    expect(status()?.textContent).toBe("1 day and 2 minutes left");
    vi.advanceTimersByTime(1000);
    expect(status()?.textContent).toBe("1 day and 1 minute left");
  });

  it("changes the summary text only once a minute, not every second", () => {
    const { status } = setup(String(NOW_SECONDS + 3 * 60 + 30));
    const texts = [status()!.textContent];
    for (let second = 0; second < 95; second += 1) {
      vi.advanceTimersByTime(TICK_MS);
      if (status()!.textContent !== texts[texts.length - 1]) texts.push(status()!.textContent);
    }
    expect(texts).toEqual(["3 minutes left", "2 minutes left", "1 minute left"]);
  });

  it("given its container at most 400 px wide, uses the short labels, and the full ones when wider", () => {
    const { labels } = setup(String(NOW_SECONDS + 100));
    FakeResizeObserver.last!.resize(400);
    expect(labels()).toEqual(["Day", "Hrs", "Min", "Sec"]);
    FakeResizeObserver.last!.resize(401);
    expect(labels()).toEqual(["Day(s)", "Hour(s)", "Minute(s)", "Second(s)"]);
  });

  it("says on the timer which labels it wrote (data-labels) in the commit that writes them, and not before", () => {
    const { host, labels } = setup(String(NOW_SECONDS + 100));
    // Until the container is measured, enhance.css may be showing the short labels itself: the mark stays off.
    expect(host.hasAttribute(LABELS_ATTRIBUTE)).toBe(false);
    FakeResizeObserver.last!.resize(400);
    expect([host.getAttribute(LABELS_ATTRIBUTE), labels()[0]]).toEqual(["short", "Day"]);
    FakeResizeObserver.last!.resize(401);
    expect([host.getAttribute(LABELS_ATTRIBUTE), labels()[0]]).toEqual(["full", "Day(s)"]);
  });

  it.each([
    [null, "is missing"],
    ["next week", 'data-end-timestamp "next week" is not unix seconds'],
  ])("given the end %j, warns and leaves the markup as it is", (end, message) => {
    const { host, context, cleanup, values } = setup(end);
    expect(cleanup).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining(message), host);
    expect(values()).toEqual(["00", "00", "00", "00"]);
    expect(host.querySelector('[role="status"]')).toBeNull();
  });

  it("given no sections, warns and does nothing", () => {
    const host = render(
      `<div class="et_pb_countdown_timer" data-end-timestamp="${NOW_SECONDS + 50}"><div class="et_pb_countdown_timer_container"></div></div>`,
    ).querySelector<HTMLElement>(".et_pb_countdown_timer")!;
    const context = createTestContext(host);
    expect(mount(host, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining("no days"), host);
  });

  it("on cleanup, stops ticking, removes its live region and the aria-hidden it added", () => {
    const { host, cleanup, values } = setup(String(NOW_SECONDS + 100));
    cleanup?.();
    const before = values();
    vi.advanceTimersByTime(5000);
    expect(values()).toEqual(before);
    expect(host.querySelector('[role="status"]')).toBeNull();
    expect(host.querySelector("[aria-hidden]")).toBeNull();
    expect(host.dataset["state"]).toBeUndefined();
  });

  it("on cleanup, takes its data-labels mark off with the labels it wrote", () => {
    const { host, cleanup, labels } = setup(String(NOW_SECONDS + 100));
    FakeResizeObserver.last!.resize(300);
    expect(host.getAttribute(LABELS_ATTRIBUTE)).toBe("short");
    cleanup?.();
    expect(host.hasAttribute(LABELS_ATTRIBUTE)).toBe(false);
    expect(labels()).toEqual(["Day(s)", "Hour(s)", "Minute(s)", "Second(s)"]);
  });

  it("on unmount (signal aborted), the interval and the resize observer are released", () => {
    const controller = new AbortController();
    const host = render(markup(String(NOW_SECONDS + 100))).querySelector<HTMLElement>(
      ".et_pb_countdown_timer",
    )!;
    const base = createTestContext(host);
    const context = { ...base, signal: controller.signal, disposables: createDisposables(controller.signal) };
    mount(host, context);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    expect(vi.getTimerCount()).toBe(0);
    expect(FakeResizeObserver.last?.disconnected).toBe(true);
  });
});

describe("countdown timer as a root adopting the theme's sections", () => {
  const markupOf = (node: Node): string => new XMLSerializer().serializeToString(node);

  it("keeps every section, value and label the same node, and ticks by rewriting their text", () => {
    const host = render(markup(String(NOW_SECONDS + 90))).querySelector<HTMLElement>(
      ".et_pb_countdown_timer",
    )!;
    const sections = [...host.querySelectorAll(".section")];
    const values = [...host.querySelectorAll(".value")];
    const labels = [...host.querySelectorAll(".label")];
    const digits = values.map((value) => value.firstChild);
    mount(host, createTestContext(host));
    vi.advanceTimersByTime(TICK_MS);
    FakeResizeObserver.last!.resize(300);
    [...host.querySelectorAll(".section")].forEach((section, index) => expect(section).toBe(sections[index]));
    [...host.querySelectorAll(".value")].forEach((value, index) => {
      expect(value).toBe(values[index]);
      expect(value.firstChild).toBe(digits[index]);
    });
    [...host.querySelectorAll(".label")].forEach((label, index) => expect(label).toBe(labels[index]));
    expect(values.map((value) => value.textContent)).toEqual(["000", "00", "01", "29"]);
    expect(labels.map((label) => label.textContent)).toEqual(["Day", "Hrs", "Min", "Sec"]);
    // The summary sits at the end of the timer's container.
    expect(
      host.querySelector(".et_pb_countdown_timer_container")?.lastElementChild?.getAttribute("role"),
    ).toBe("status");
  });

  it("on cleanup, the module's markup is what the server sent", () => {
    const host = render(markup(String(NOW_SECONDS + 5))).querySelector<HTMLElement>(
      ".et_pb_countdown_timer",
    )!;
    const before = markupOf(host);
    const cleanup = mount(host, createTestContext(host));
    vi.advanceTimersByTime(5 * TICK_MS);
    FakeResizeObserver.last!.resize(300);
    expect(markupOf(host)).not.toBe(before);
    cleanup?.();
    expect(markupOf(host)).toBe(before);
  });
});
