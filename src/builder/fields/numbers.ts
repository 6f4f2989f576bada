/**
 * Spec 5 "Builder helpers": integer parsing and pixel formatting. CSS values with their units (`px` by default,
 * `em` for line heights of 3 or less) are read by `src/core/css-units.ts`, not here.
 */

/**
 * A whole number from a field value: a string loses every character that cannot be part of a number (`"12.7px"`
 * gives 12, `"-5 em"` gives -5), then the number is truncated toward zero; a number is truncated; anything else,
 * and what reads as no number, gives 0.
 */
export function parseInteger(value: unknown): number {
  let number: number;
  if (typeof value === "number") {
    number = value;
  } else if (typeof value === "string") {
    const kept = value.replace(/[^\d.-]/g, "");
    const match = /^-?\d*\.?\d*/.exec(kept)?.[0] ?? "";
    number = Number.parseFloat(match);
  } else {
    return 0;
  }
  if (!Number.isFinite(number)) return 0;
  const truncated = Math.trunc(number);
  return truncated === 0 ? 0 : truncated;
}

/** `"12px"` for 12; empty for 0 unless `keepZero` (then `"0px"`); empty for what is not a finite number. */
export function formatPixels(value: number, keepZero = false): string {
  if (!Number.isFinite(value)) return "";
  if (value === 0) return keepZero ? "0px" : "";
  return `${value}px`;
}
