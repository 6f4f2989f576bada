/**
 * Months of Extra's timeline (spec 4 "Timeline", spec 7 `extra_timeline_get_content`): the `<month>_<year>` ids
 * the theme gives its month modules, the request for older months and the step back over months without posts.
 * Pure, so the stepping logic is unit-tested on its own.
 */
export const TIMELINE_ACTION = "extra_timeline_get_content";

/** Spec 9: the retry step back, "about six months" (180 days). */
export const STEP_BACK_MS = 15_552e6;

/** The month names the theme puts in ids, `data-month` and the request (English, lower case). */
export const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

export interface MonthYear {
  /** 1 to 12. */
  readonly month: number;
  readonly year: number;
}

/** A month from the theme's month name (any case) and year, or null when either is not one. */
export function monthYear(month: string | undefined, year: string | number | undefined): MonthYear | null {
  const index = MONTH_NAMES.indexOf((month ?? "").trim().toLowerCase() as (typeof MONTH_NAMES)[number]);
  const yearText = String(year ?? "").trim();
  if (index < 0 || !/^\d{4}$/.test(yearText)) return null;
  return { month: index + 1, year: Number(yearText) };
}

/** A month module id (`june_2025`), as the menu's links and the hash name it; null for anything else. */
export function parseMonthId(id: string): MonthYear | null {
  const match = /^([A-Za-z]+)_(\d{4})$/.exec(id.trim());
  return match === null ? null : monthYear(match[1], match[2]);
}

export function monthName(value: MonthYear): string {
  return MONTH_NAMES[value.month - 1] ?? "";
}

export function monthId(value: MonthYear): string {
  return `${monthName(value)}_${value.year}`;
}

/** "June 2025": the month as a visitor reads it. */
export function monthLabel(value: MonthYear): string {
  const name = monthName(value);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${value.year}`;
}

/** The month after `value` (December is followed by January of the next year). */
export function monthAfter(value: MonthYear): MonthYear {
  return value.month === 12
    ? { month: 1, year: value.year + 1 }
    : { month: value.month + 1, year: value.year };
}

/** Negative when `a` is older than `b`, 0 for the same month, positive when newer. */
export function compareMonths(a: MonthYear, b: MonthYear): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/**
 * The month to ask from after an empty answer that was not the end: about six months (STEP_BACK_MS) before
 * the first day of `from`, counted in UTC so the result never depends on the visitor's time zone.
 */
export function stepBack(from: MonthYear): MonthYear {
  const earlier = new Date(Date.UTC(from.year, from.month - 1, 1) - STEP_BACK_MS);
  return { month: earlier.getUTCMonth() + 1, year: earlier.getUTCFullYear() };
}

/**
 * Whether an empty answer to "the months before `last`" means the end: nothing can be older than the oldest
 * month the side menu lists (`limit`). Without a menu there is no way to know, so an empty answer ends it.
 */
export function isTimelineComplete(last: MonthYear, limit: MonthYear | null): boolean {
  return limit === null || compareMonths(last, limit) <= 0;
}

export interface TimelineRequest {
  readonly nonce: string;
  /** The month before which older months are asked for (the oldest shown, or the stepped-back month). */
  readonly last: MonthYear;
  /** Ask down to this month (a deep link or a menu month) or to January of this year (a menu year). */
  readonly through?: { readonly month?: number; readonly year: number };
}

/** The fields of `extra_timeline_get_content` (spec 7): the nonce, last month and year, optional through. */
export function buildTimelineRequest({ nonce, last, through }: TimelineRequest): Record<string, string> {
  const fields: Record<string, string> = {
    timeline_nonce: nonce,
    last_month: monthName(last),
    last_year: String(last.year),
  };
  if (through !== undefined) {
    if (through.month !== undefined) {
      fields["through_month"] = monthName({ month: through.month, year: through.year });
    }
    fields["through_year"] = String(through.year);
  }
  return fields;
}
