/**
 * The countdown timer module (spec 9 "Counters and timers"): `.et_pb_countdown_timer[data-end-timestamp]` (unix
 * seconds) counts down every second, days padded to 3 digits and the other units to 2, short labels while its
 * container is at most 400 px wide, spent sections marked `zero`; at the end it shows zeros and stops. The
 * ticking digits are hidden from screen readers, which get one polite summary that changes once a minute.
 */
export const TICK_MS = 1000;
export const SHORT_LABELS_MAX_WIDTH = 400;
/**
 * Set on the timer once the mounted countdown has written its labels: `short` or `full`. Until then `enhance.css`
 * may show the short labels itself (at-rest.ts).
 */
export const LABELS_ATTRIBUTE = "data-labels";
export const DAY_DIGITS = 3;
export const UNIT_DIGITS = 2;

export const UNITS = ["days", "hours", "minutes", "seconds"] as const;
export type Unit = (typeof UNITS)[number];

export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once the end has passed. */
  totalSeconds: number;
}

/** The time left until `endSeconds` (unix seconds) at `nowMs` (epoch milliseconds), never negative. */
export function remainingParts(endSeconds: number, nowMs: number): RemainingParts {
  const left = Math.floor(endSeconds - nowMs / 1000);
  const totalSeconds = Number.isFinite(left) ? Math.max(0, left) : 0;
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

/** `value` as a whole number with leading zeros up to `digits`; longer numbers are never cut. */
export function pad(value: number, digits: number): string {
  const whole = Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  return String(whole).padStart(Math.max(0, Math.trunc(digits)), "0");
}

/** The end timestamp in unix seconds, or null when the attribute is not a whole non-negative number. */
export function parseEndTimestamp(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  const seconds = Number(value);
  return Number.isSafeInteger(seconds) ? seconds : null;
}

/**
 * Whether each section is spent: a unit is spent once it and every larger unit are zero (the theme's rule, so
 * "0 days 5 hours" marks only the days).
 */
export function spentUnits(parts: RemainingParts): Record<Unit, boolean> {
  const days = parts.days === 0;
  const hours = days && parts.hours === 0;
  const minutes = hours && parts.minutes === 0;
  return { days, hours, minutes, seconds: minutes && parts.seconds === 0 };
}

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** The screen-reader summary, to the minute: "3 days, 4 hours and 5 minutes left", or "Ended". */
export function summarize(parts: RemainingParts): string {
  if (parts.totalSeconds === 0) return "Ended";
  const named = [
    parts.days > 0 ? plural(parts.days, "day") : "",
    parts.hours > 0 ? plural(parts.hours, "hour") : "",
    parts.minutes > 0 ? plural(parts.minutes, "minute") : "",
  ].filter(Boolean);
  if (named.length === 0) return "Less than a minute left";
  const last = named.pop()!;
  return `${named.length ? `${named.join(", ")} and ` : ""}${last} left`;
}

/** Whether the labels should be the short ones for a container this wide. */
export function wantsShortLabels(containerWidth: number): boolean {
  return containerWidth <= SHORT_LABELS_MAX_WIDTH;
}

/** What a unit's value shows: days padded to 3 digits, the other units to 2. */
export function unitText(parts: RemainingParts, unit: Unit): string {
  return pad(parts[unit], unit === "days" ? DAY_DIGITS : UNIT_DIGITS);
}
