import type { Device } from "../../../core/breakpoints";
import { tween, type Easing } from "../../../core/motion";
import { requestPacedFrame } from "../../../core/paced-frames";
import { ABOVE_THE_LINE_MARGIN } from "../../../core/reading-line";

/**
 * What the counters share (spec 9 "Counters and timers"): the 1800 ms count-up, the pure tween behind it, the
 * thousands-separator formatting, whole-percent parsing with clamping, the per-device choice of `data-*` variants
 * and the start-when-seen observer. Everything that can be pure is, so the unit tests pin the numbers down.
 */

/** Spec 9: counters count up (and bars grow) over 1800 ms. */
export const COUNT_UP_MS = 1800;

/** easyPieChart's default curve, which the theme's number counters use. */
export const easeInOutQuad: Easing = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
/** The theme's circle counters ask easyPieChart for `easeInOutCirc`. */
export const easeInOutCirc: Easing = (t) =>
  t < 0.5 ? (1 - Math.sqrt(1 - (2 * t) ** 2)) / 2 : (Math.sqrt(1 - (-2 * t + 2) ** 2) + 1) / 2;

/** The value a count-up from 0 shows at `progress` (0..1, clamped); exactly `target` at 1. */
export function valueAt(progress: number, target: number, easing: Easing = easeInOutQuad): number {
  if (!(progress > 0)) return 0;
  if (progress >= 1) return target;
  return target * easing(progress);
}

/** A number as the server wrote it: the digits are kept as text so a long value is shown exactly. */
export interface ParsedNumber {
  readonly value: number;
  readonly negative: boolean;
  readonly integerDigits: string;
  readonly fractionDigits: string;
}

const PLAIN_NUMBER = /^(-?)(\d*)(?:\.(\d+))?$/;

/**
 * Reads a `data-number-value`: digits with an optional minus and decimal point, surrounding spaces and a
 * trailing `%` ignored. Anything else (including grouped digits like "1,000", which are ambiguous) is null.
 */
export function parseNumberValue(raw: string | undefined): ParsedNumber | null {
  if (raw === undefined) return null;
  const text = raw.trim().replace(/%$/, "").trim();
  const match = PLAIN_NUMBER.exec(text);
  if (!match) return null;
  const integer = match[2] ?? "";
  const fraction = match[3] ?? "";
  if (integer === "" && fraction === "") return null;
  const integerDigits = integer.replace(/^0+(?=\d)/, "") || "0";
  const value = Number(`${integerDigits}.${fraction || "0"}`) * (match[1] ? -1 : 1);
  if (!Number.isFinite(value)) return null;
  return { value, negative: match[1] === "-" && value !== 0, integerDigits, fractionDigits: fraction };
}

/** A separator longer than this is not a separator but a mistake (or markup) in the field. */
const MAX_SEPARATOR_LENGTH = 3;

/** `data-number-separator`: missing or empty means no grouping; digits would be unreadable, so they are refused. */
export function parseSeparator(raw: string | undefined): { separator: string; valid: boolean } {
  if (raw === undefined || raw === "") return { separator: "", valid: true };
  if (raw.length > MAX_SEPARATOR_LENGTH || /\d/.test(raw)) return { separator: "", valid: false };
  return { separator: raw, valid: true };
}

/** With "." grouping thousands the decimals need the other mark, as in "1.234,5". */
export function decimalMarkFor(separator: string): string {
  return separator === "." ? "," : ".";
}

/** Puts `separator` between every group of three digits, counted from the right. */
export function groupThousands(integerDigits: string, separator: string): string {
  if (separator === "") return integerDigits;
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function joinParts(
  negative: boolean,
  integerDigits: string,
  fractionDigits: string,
  separator: string,
): string {
  const grouped = groupThousands(integerDigits, separator);
  const fraction = fractionDigits === "" ? "" : `${decimalMarkFor(separator)}${fractionDigits}`;
  return `${negative ? "-" : ""}${grouped}${fraction}`;
}

/** The server's value, exactly as written, with its thousands grouped. */
export function formatParsed(parsed: ParsedNumber, separator: string): string {
  return joinParts(parsed.negative, parsed.integerDigits, parsed.fractionDigits, separator);
}

/** An in-between value of the count-up, with as many decimals as the target has. */
export function formatNumber(value: number, decimals: number, separator: string): string {
  const fixed = Math.abs(value).toFixed(Math.max(0, Math.min(20, decimals)));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(fixed);
  // toFixed gives exponent notation from 1e21 on: shown as it is rather than grouped wrongly.
  if (!match) return String(value);
  const integerDigits = match[1] ?? "0";
  const fractionDigits = match[2] ?? "";
  const isZero = /^0*$/.test(integerDigits + fractionDigits);
  return joinParts(value < 0 && !isZero, integerDigits, fractionDigits, separator);
}

/** U+2007 FIGURE SPACE: as wide as a digit where a font's digits share one width (the default of many text fonts). */
const DIGIT_SPACE = "\u2007";
/** U+2008 PUNCTUATION SPACE: as wide as a full stop, the width of the usual separators "," and ".". */
const MARK_SPACE = "\u2008";

/**
 * `text` as it stands in the field of `finalText`: padded on the left with blank characters as wide as the
 * final value's leading characters it lacks, so the value fills its final width from the first frame. Its first
 * character stays where the final value's first character will be and the line around it keeps its width: in a
 * centred line a growing number would otherwise move its own start and the sign after it every time it gains a
 * digit (layout shifts the browser counts), and the digits would dance. Spaces that do not collapse, so the padding
 * holds at the start of a line.
 */
export function inFinalField(text: string, finalText: string): string {
  const missing = finalText.length - text.length;
  if (missing <= 0) return text;
  let padding = "";
  for (const character of finalText.slice(0, missing)) {
    if (/\d/.test(character)) padding += DIGIT_SPACE;
    else if (character === " ") padding += "\u00a0";
    else if (/\s/.test(character)) padding += character;
    else padding += MARK_SPACE;
  }
  return padding + text;
}

/** Why a whole percent was adjusted, for the console warning; null when the value was fine. */
export type PercentProblem = "missing" | "not-a-number" | "not-whole" | "out-of-range";

export interface ParsedPercent {
  readonly value: number;
  readonly problem: PercentProblem | null;
}

/**
 * A whole percent 0..100 (skill values, bar widths, circle values; spec 9 "Skill values 0 to 100", step 1):
 * a trailing `%` is allowed, fractions are rounded, out-of-range values clamped, and non-numbers become 0.
 */
export function parseWholePercent(raw: string | undefined): ParsedPercent {
  if (raw === undefined || raw.trim() === "") return { value: 0, problem: "missing" };
  const text = raw.trim().replace(/%$/, "").trim();
  const number = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(number)) return { value: 0, problem: "not-a-number" };
  const rounded = Math.round(number);
  const clamped = Math.min(100, Math.max(0, rounded));
  if (clamped !== rounded) return { value: clamped, problem: "out-of-range" };
  if (rounded !== number) return { value: rounded, problem: "not-whole" };
  return { value: rounded, problem: null };
}

/** The console text for a percent problem, naming the field and the value it got. */
export function describePercentProblem(
  field: string,
  raw: string | undefined,
  parsed: ParsedPercent,
): string {
  switch (parsed.problem) {
    case "missing":
      return `${field} is missing; using 0`;
    case "not-a-number":
      return `${field} "${raw}" is not a number; using 0`;
    case "not-whole":
      return `${field} "${raw}" is not a whole number; using ${parsed.value}`;
    case "out-of-range":
      return `${field} "${raw}" is outside 0 to 100; clamped to ${parsed.value}`;
    default:
      return "";
  }
}

/** A setting with the theme's responsive and hover variants (`data-x`, `data-x-tablet`, `-phone`, `-hover`). */
export interface DeviceVariants<T> {
  readonly desktop: T;
  readonly tablet?: T | undefined;
  readonly phone?: T | undefined;
  readonly hover?: T | undefined;
}

/**
 * The theme's cascade: phones inherit the tablet value, tablets the desktop value; the hover value wins while
 * the pointer is over the module.
 */
export function pickVariant<T>(variants: DeviceVariants<T>, device: Device, hovered = false): T {
  if (hovered && variants.hover !== undefined) return variants.hover;
  if (device === "phone") return variants.phone ?? variants.tablet ?? variants.desktop;
  if (device === "tablet") return variants.tablet ?? variants.desktop;
  return variants.desktop;
}

/** Reads `data-<name>` and its variants; empty attributes count as absent, and `fallback` fills the desktop. */
export function readVariants(element: HTMLElement, name: string, fallback: string): DeviceVariants<string> {
  const read = (suffix: string): string | undefined => {
    const value = element.getAttribute(`data-${name}${suffix}`)?.trim();
    return value ? value : undefined;
  };
  return {
    desktop: read("") ?? fallback,
    tablet: read("-tablet"),
    phone: read("-phone"),
    hover: read("-hover"),
  };
}

/**
 * Calls `start` once, the first time part of `element` is above the start line, or the first time all of it is
 * on screen (a short counter at the end of a page never rises above the line). Hidden content never starts.
 */
export function whenInView(element: Element, signal: AbortSignal, start: () => void): void {
  const observers: IntersectionObserver[] = [];
  const onEntries = (entries: IntersectionObserverEntry[]): void => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    for (const observer of observers) observer.disconnect();
    start();
  };
  observers.push(
    new IntersectionObserver(onEntries, { rootMargin: ABOVE_THE_LINE_MARGIN, threshold: 0 }),
    new IntersectionObserver(onEntries, { threshold: 1 }),
  );
  for (const observer of observers) observer.observe(element);
  signal.addEventListener("abort", () => observers.forEach((observer) => observer.disconnect()), {
    once: true,
  });
}

const linear: Easing = (t) => t;

/**
 * Runs a count-up: `render` gets the progress (0..1, linear; the caller eases it with `valueAt`) on paced
 * frames (thirty a second, shared by every counter of the page: `requestPacedFrame`), and 1 at once with reduced
 * motion. Resolves when done or when `signal` aborts.
 */
export function countUp(options: {
  reducedMotion: boolean;
  signal: AbortSignal;
  render: (progress: number) => void;
  duration?: number;
}): Promise<void> {
  const { reducedMotion, signal, render, duration = COUNT_UP_MS } = options;
  if (reducedMotion) {
    render(1);
    return Promise.resolve();
  }
  return tween({
    from: 0,
    to: 1,
    duration,
    easing: linear,
    signal,
    onUpdate: render,
    requestFrame: requestPacedFrame,
  });
}

/** Counter state shown in `data-state`: waiting to be seen, counting, done. */
export type CounterState = "waiting" | "counting" | "done";

/** What a count-up shows: its state and its linear progress 0..1 (the caller eases it with `valueAt`). */
export interface CountUpView {
  readonly state: CounterState;
  readonly progress: number;
}

const WAITING: CountUpView = { state: "waiting", progress: 0 };
const DONE: CountUpView = { state: "done", progress: 1 };

/**
 * One counter's count-up as a store a React root reads with `useSyncExternalStore`. With reduced motion it is
 * done from the start and never watches the page; otherwise `start` waits for the target to be seen (`whenInView`) and counts up over 1800 ms, one view per paced frame. Every change goes through `publish`, so the
 * root can commit it within the frame that computed it.
 */
export interface CountUpStore {
  view(): CountUpView;
  subscribe(listener: () => void): () => void;
  /** Starts watching `target`; returns the stop (the observer and any running count-up). */
  start(target: Element): () => void;
}

export function createCountUpStore(options: {
  reducedMotion: boolean;
  publish: (notify: () => void) => void;
}): CountUpStore {
  let current = options.reducedMotion ? DONE : WAITING;
  const listeners = new Set<() => void>();
  const set = (next: CountUpView): void => {
    current = next;
    options.publish(() => {
      for (const listener of [...listeners]) listener();
    });
  };
  return {
    view: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start(target) {
      if (current.state !== "waiting") return () => undefined;
      const controller = new AbortController();
      whenInView(target, controller.signal, () => {
        set({ state: "counting", progress: 0 });
        void countUp({
          reducedMotion: false,
          signal: controller.signal,
          render: (progress) => set({ state: progress >= 1 ? "done" : "counting", progress }),
        });
      });
      return () => controller.abort();
    },
  };
}
