/**
 * What the anti-spam collector measures (spec 7 "Anti-spam collector", spec 9 "Anti-spam collector and player"),
 * kept apart from the DOM so every rule can be tested with a fake clock. The server-side spam filter (Akismet and
 * compatible plugins) reads the fields by these names, behind a prefix the page chooses (`ak_` by default).
 */

/** Spec 9: at most 100 entries per timing list. */
export const MAX_TIMING_ENTRIES = 100;
/** Spec 9: a mouse movement is sampled once the pointer has rested for 500 ms. */
export const MOUSE_MOVE_PAUSE_MS = 500;
/** Spec 9: scrolling and touch moves count once they have been quiet for 500 ms. */
export const QUIET_MS = 500;
/** Spec 7: the field prefix when the page names none. */
export const DEFAULT_FIELD_PREFIX = "ak_";

/** Keys with which a visitor corrects what they typed (deleting, moving the caret back). */
export const CORRECTION_KEYS: ReadonlySet<string> = new Set([
  "Backspace",
  "Delete",
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);
/** Keys that change what the next key types. */
export const MODIFIER_KEYS: ReadonlySet<string> = new Set(["Shift", "CapsLock"]);

/**
 * The field names after the prefix, each with what it holds. Times are epoch milliseconds; timing lists are
 * `duration,interval;` entries in milliseconds (the interval is missing on the first entry).
 */
export const FIELD_NAMES = {
  inputStart: "bib",
  submitTime: "bfs",
  keyPressCount: "bkpc",
  keyPressTimings: "bkp",
  mouseClickTimings: "bmc",
  mouseClickCount: "bmcc",
  modifierKeys: "bmk",
  correctionKeys: "bck",
  mouseMoveCount: "bmmc",
  touchMoveCount: "btmc",
  scrollCount: "bsc",
  touchEventTimings: "bte",
  touchEventCount: "btec",
  mouseMoveTimings: "bmm",
} as const;

export type FieldKey = keyof typeof FIELD_NAMES;

/** One timing entry: how long the action lasted and, after the first, how long since the previous one began. */
export type TimingEntry = readonly [duration: number, interval?: number];

/** A list that keeps only its newest `limit` entries: a visitor who types for an hour costs no more memory. */
export class BoundedList<T> {
  readonly #items: T[] = [];
  constructor(readonly limit: number = MAX_TIMING_ENTRIES) {}
  push(item: T): void {
    this.#items.push(item);
    if (this.#items.length > this.limit) this.#items.splice(0, this.#items.length - this.limit);
  }
  get items(): readonly T[] {
    return this.#items;
  }
}

/** `duration,interval;` per entry, as the spam filter reads timing lists; empty when there are none. */
export function formatTimings(entries: readonly TimingEntry[]): string {
  return entries
    .map(([duration, interval]) => (interval === undefined ? `${duration};` : `${duration},${interval};`))
    .join("");
}

/** A field prefix must be a plain name fragment; anything else (markup, spaces, quotes) falls back to `ak_`. */
export function sanitizePrefix(prefix: string | null | undefined): string {
  if (typeof prefix !== "string") return DEFAULT_FIELD_PREFIX;
  const trimmed = prefix.trim();
  return /^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(trimmed) ? trimmed : DEFAULT_FIELD_PREFIX;
}

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Counts a burst of events once it has been quiet for `quietMs`. Each event only stores a time; a single timer
 * re-arms itself for the remaining quiet time, so a 120 Hz scroll costs no timer churn.
 */
class QuietBurst {
  #lastEventAt = 0;
  #timer: unknown = null;
  constructor(
    private readonly clock: Clock,
    private readonly quietMs: number,
    private readonly onQuiet: () => void,
  ) {}
  event(): void {
    this.#lastEventAt = this.clock.now();
    if (this.#timer === null) this.#arm(this.quietMs);
  }
  #arm(ms: number): void {
    this.#timer = this.clock.setTimeout(() => {
      const quietFor = this.clock.now() - this.#lastEventAt;
      if (quietFor >= this.quietMs) {
        this.#timer = null;
        this.onQuiet();
      } else {
        this.#arm(this.quietMs - quietFor);
      }
    }, ms);
  }
  cancel(): void {
    if (this.#timer !== null) this.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }
}

interface Point {
  x: number;
  y: number;
}

/** Everything measured on a page, from the first interaction to each submit. */
export class InteractionCollector {
  #inputStart: number | null = null;
  #keyPressCount = 0;
  readonly #keyPresses = new BoundedList<TimingEntry>();
  #keyDownAt = new Map<string, number>();
  #lastKeyDownAt: number | null = null;
  readonly #modifierKeys = new BoundedList<number>();
  readonly #correctionKeys = new BoundedList<number>();

  #mouseClickCount = 0;
  readonly #mouseClicks = new BoundedList<TimingEntry>();
  #mouseDownAt: number | null = null;
  #lastMouseDownAt: number | null = null;

  #mouseMoveCount = 0;
  readonly #mouseMoves = new BoundedList<TimingEntry>();
  #moveStart: { at: number; point: Point } | null = null;
  #moveLast: { at: number; point: Point } | null = null;
  readonly #mouseMoveBurst: QuietBurst;

  #touchEventCount = 0;
  readonly #touchEvents = new BoundedList<TimingEntry>();
  #touchStartAt: number | null = null;
  #lastTouchStartAt: number | null = null;

  #touchMoveCount = 0;
  readonly #touchMoveBurst: QuietBurst;
  #scrollCount = 0;
  readonly #scrollBurst: QuietBurst;

  constructor(private readonly clock: Clock = systemClock) {
    this.#mouseMoveBurst = new QuietBurst(clock, MOUSE_MOVE_PAUSE_MS, () => this.#sampleMouseMove());
    this.#touchMoveBurst = new QuietBurst(clock, QUIET_MS, () => (this.#touchMoveCount += 1));
    this.#scrollBurst = new QuietBurst(clock, QUIET_MS, () => (this.#scrollCount += 1));
  }

  /** The visitor started entering something (a key, or text from an IME, autofill or paste). */
  inputStarted(): void {
    this.#inputStart ??= this.clock.now();
  }

  keyDown(key: string, repeat: boolean): void {
    if (repeat) return;
    const now = this.clock.now();
    this.inputStarted();
    this.#keyDownAt.set(key, now);
    // Positions refer to the key press about to be recorded, so the server can line them up with the timings.
    if (MODIFIER_KEYS.has(key)) this.#modifierKeys.push(this.#keyPressCount);
    if (CORRECTION_KEYS.has(key)) this.#correctionKeys.push(this.#keyPressCount);
  }

  keyUp(key: string): void {
    const downAt = this.#keyDownAt.get(key);
    if (downAt === undefined) return;
    this.#keyDownAt.delete(key);
    const interval = this.#lastKeyDownAt === null ? undefined : downAt - this.#lastKeyDownAt;
    this.#lastKeyDownAt = downAt;
    this.#keyPressCount += 1;
    this.#keyPresses.push(
      interval === undefined ? [this.clock.now() - downAt] : [this.clock.now() - downAt, interval],
    );
  }

  mouseDown(): void {
    this.#mouseDownAt = this.clock.now();
  }

  mouseUp(): void {
    if (this.#mouseDownAt === null) return;
    const downAt = this.#mouseDownAt;
    this.#mouseDownAt = null;
    const interval = this.#lastMouseDownAt === null ? undefined : downAt - this.#lastMouseDownAt;
    this.#lastMouseDownAt = downAt;
    this.#mouseClickCount += 1;
    this.#mouseClicks.push(
      interval === undefined ? [this.clock.now() - downAt] : [this.clock.now() - downAt, interval],
    );
  }

  mouseMove(x: number, y: number): void {
    const at = this.clock.now();
    const point = { x, y };
    this.#moveStart ??= { at, point };
    this.#moveLast = { at, point };
    this.#mouseMoveBurst.event();
  }

  #sampleMouseMove(): void {
    const start = this.#moveStart;
    const last = this.#moveLast;
    this.#moveStart = null;
    this.#moveLast = null;
    if (start === null || last === null) return;
    const distance = Math.round(Math.hypot(last.point.x - start.point.x, last.point.y - start.point.y));
    // A jitter that ends where it began is not a movement.
    if (distance === 0) return;
    this.#mouseMoveCount += 1;
    this.#mouseMoves.push([last.at - start.at, distance]);
  }

  touchStart(): void {
    this.#touchStartAt = this.clock.now();
  }

  touchEnd(): void {
    if (this.#touchStartAt === null) return;
    const startAt = this.#touchStartAt;
    this.#touchStartAt = null;
    const interval = this.#lastTouchStartAt === null ? undefined : startAt - this.#lastTouchStartAt;
    this.#lastTouchStartAt = startAt;
    this.#touchEventCount += 1;
    this.#touchEvents.push(
      interval === undefined ? [this.clock.now() - startAt] : [this.clock.now() - startAt, interval],
    );
  }

  touchMove(): void {
    this.#touchMoveBurst.event();
  }

  scroll(): void {
    this.#scrollBurst.event();
  }

  /** The field values at submit time, by field key (before the prefix). */
  snapshot(): Record<FieldKey, string> {
    return {
      inputStart: this.#inputStart === null ? "" : String(this.#inputStart),
      submitTime: String(this.clock.now()),
      keyPressCount: String(this.#keyPressCount),
      keyPressTimings: formatTimings(this.#keyPresses.items),
      mouseClickTimings: formatTimings(this.#mouseClicks.items),
      mouseClickCount: String(this.#mouseClickCount),
      modifierKeys: this.#modifierKeys.items.join(";"),
      correctionKeys: this.#correctionKeys.items.join(";"),
      mouseMoveCount: String(this.#mouseMoveCount),
      touchMoveCount: String(this.#touchMoveCount),
      scrollCount: String(this.#scrollCount),
      touchEventTimings: formatTimings(this.#touchEvents.items),
      touchEventCount: String(this.#touchEventCount),
      mouseMoveTimings: formatTimings(this.#mouseMoves.items),
    };
  }

  /** Stops pending quiet timers (the last instance left the page); what was measured is kept. */
  pause(): void {
    this.#mouseMoveBurst.cancel();
    this.#touchMoveBurst.cancel();
    this.#scrollBurst.cancel();
  }
}

/** The hidden fields to add: prefixed names in a stable order. */
export function prefixedFields(prefix: string, values: Record<FieldKey, string>): Array<[string, string]> {
  return (Object.keys(FIELD_NAMES) as FieldKey[]).map((key) => [`${prefix}${FIELD_NAMES[key]}`, values[key]]);
}

/**
 * Whether a form's submission stays on this site. Origins are compared as URLs: a string prefix test would take
 * `https://example.com.evil.test/` for `https://example.com`.
 */
export function postsToSameOrigin(action: string | null, baseUri: string, pageOrigin: string): boolean {
  let target: URL;
  try {
    target = new URL(action ?? "", baseUri);
  } catch {
    return false;
  }
  if (target.protocol === "javascript:") return false;
  return target.origin === pageOrigin;
}
