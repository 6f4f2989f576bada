/**
 * CSS values as the theme's settings carry them (spec 5 "Other"): a number with one of the accepted units, or a
 * bare number whose unit a range field implies. Pure functions: no DOM, no globals. What a relative unit means
 * (the font size, the viewport, the box a percentage refers to) is given by the caller.
 */

/** Spec 5: the accepted CSS units, in the spec's order. */
export const CSS_UNITS = [
  "%",
  "em",
  "px",
  "cm",
  "mm",
  "in",
  "pt",
  "pc",
  "ex",
  "vh",
  "vw",
  "ms",
  "deg",
  "rem",
  "vmin",
  "vmax",
] as const;
export type CssUnit = (typeof CSS_UNITS)[number];

/** The accepted units that measure a length (every one but time and angle). */
export const CSS_LENGTH_UNITS = [
  "%",
  "em",
  "px",
  "cm",
  "mm",
  "in",
  "pt",
  "pc",
  "ex",
  "vh",
  "vw",
  "rem",
  "vmin",
  "vmax",
] as const;
export type CssLengthUnit = (typeof CSS_LENGTH_UNITS)[number];

export interface CssValue<Unit extends CssUnit = CssUnit> {
  readonly value: number;
  readonly unit: Unit;
}
export type CssLength = CssValue<CssLengthUnit>;

/** What relative lengths are measured against, in px. */
export interface LengthContext {
  /** The element's own font size (em, ex). */
  readonly fontSize: number;
  /** The root element's font size (rem). */
  readonly rootFontSize: number;
  readonly viewportWidth: number;
  readonly viewportHeight: number;
  /** The length a percentage is a part of (a parent's width for a width, for example). */
  readonly percentBase: number;
  /** The font's x-height; CSS takes half an em when the font does not say. */
  readonly xHeight?: number;
}

/** Absolute units in px, as CSS defines them (1in = 96px = 2.54cm = 72pt = 6pc). */
const PX_PER_ABSOLUTE_UNIT = {
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  pt: 96 / 72,
  pc: 96 / 6,
} as const;

/** A range value of line-height at or below this number is a multiple of the font size (em), else px. */
export const LINE_HEIGHT_EM_LIMIT = 3;

const NUMBER_WITH_UNIT = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z%]*)$/i;

function isUnit<Unit extends CssUnit>(units: readonly Unit[], unit: string): unit is Unit {
  return (units as readonly string[]).includes(unit);
}

/**
 * "12.5px", "3rem", "-2vmin", ".5em" or a bare number (which takes `defaultUnit`) into a value and one of the
 * accepted units (spec 5). Units are case-insensitive. Null for anything else: another unit, a keyword
 * ("auto", "none"), an expression (`calc()`), an empty text or a number that is not finite.
 */
export function parseCssValue(text: string, defaultUnit: CssUnit = "px"): CssValue | null {
  return parseWith(text, CSS_UNITS, defaultUnit);
}

/** Like `parseCssValue`, for lengths only: time (ms) and angle (deg) units give null. */
export function parseCssLength(text: string, defaultUnit: CssLengthUnit = "px"): CssLength | null {
  return parseWith(text, CSS_LENGTH_UNITS, defaultUnit);
}

function parseWith<Unit extends CssUnit>(
  text: string,
  units: readonly Unit[],
  defaultUnit: Unit,
): CssValue<Unit> | null {
  const match = NUMBER_WITH_UNIT.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return null;
  const unit = (match[2] ?? "").toLowerCase();
  if (unit === "") return { value, unit: defaultUnit };
  return isUnit(units, unit) ? { value, unit } : null;
}

/** Whether `text` ends in a unit, accepted or not ("12px", "3furlongs"), rather than being a bare number. */
export function hasUnit(text: string): boolean {
  const match = NUMBER_WITH_UNIT.exec(text.trim());
  return match !== null && (match[2] ?? "") !== "";
}

/** A length in px, its relative units measured against `context`. */
export function toPixels(length: CssLength, context: LengthContext): number {
  const { value, unit } = length;
  switch (unit) {
    case "%":
      return (context.percentBase * value) / 100;
    case "em":
      return context.fontSize * value;
    case "rem":
      return context.rootFontSize * value;
    case "ex":
      return (context.xHeight ?? context.fontSize / 2) * value;
    case "vw":
      return (context.viewportWidth * value) / 100;
    case "vh":
      return (context.viewportHeight * value) / 100;
    case "vmin":
      return (Math.min(context.viewportWidth, context.viewportHeight) * value) / 100;
    case "vmax":
      return (Math.max(context.viewportWidth, context.viewportHeight) * value) / 100;
    default:
      return PX_PER_ABSOLUTE_UNIT[unit] * value;
  }
}

/** Whether a setting's name is a line height ("line_height", "body_line_height", "header_line_height_tablet"). */
export function isLineHeightField(field: string): boolean {
  return /line[_-]?height/i.test(field);
}

/**
 * The unit a range field's bare number carries (spec 5): px by default, em for a line height of 3 or less (a
 * line height of 1.7 is 1.7 times the font size; one of 24 is 24px).
 */
export function rangeValueUnit(field: string, value: number): "px" | "em" {
  return isLineHeightField(field) && value <= LINE_HEIGHT_EM_LIMIT ? "em" : "px";
}

/**
 * A range field's value as CSS: a bare number gets the unit `rangeValueUnit` gives it ("24" is "24px", a
 * line-height of "1.5" is "1.5em"); a value that carries a unit, or is not a number, is returned as it is.
 */
export function rangeValueWithUnit(field: string, text: string): string {
  const trimmed = text.trim();
  if (hasUnit(trimmed)) return trimmed;
  const value = Number(trimmed);
  if (trimmed === "" || !Number.isFinite(value)) return trimmed;
  return `${trimmed}${rangeValueUnit(field, value)}`;
}

/** A value as CSS text ("12.5px", "3rem"). */
export function formatCssValue({ value, unit }: CssValue): string {
  return `${value}${unit}`;
}
