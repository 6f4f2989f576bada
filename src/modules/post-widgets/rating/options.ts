import {
  STAR_RATING_DEFAULT,
  STAR_RATING_HINTS,
  STAR_RATING_MAX,
  STAR_RATING_MIN,
  limitStarCount,
  starHint,
} from "../../../validation/rating";

/**
 * The star rating's options (spec 5 "Other", 9 "Forms and search"), read from the markup: pure functions, so
 * every limit and every developer error is unit-tested without a page.
 *
 * Options come from `data-*` attributes on the rating element (Extra's `#rating-stars` or a `<select>`):
 * `data-number` (stars, 0..20, default 5), `data-half` (on/off), `data-hints` (`bad|poor|...`), `data-score`,
 * `data-read-only`, `data-target` (a selector whose text shows the hovered hint or score), `data-target-type`
 * (`hint` or `score`) and `data-target-format` (must hold `{score}`).
 */
export { STAR_RATING_DEFAULT, STAR_RATING_HINTS, STAR_RATING_MAX, STAR_RATING_MIN };

/** Extra's ajax action (spec 7): `extra_rating_nonce`, `extra_post_id`, `extra_rating`; the reply is not read. */
export const RATING_ACTION = "extra_new_rating";
export const SCORE_PLACEHOLDER = "{score}";
export const DEFAULT_TARGET_FORMAT = SCORE_PLACEHOLDER;

/**
 * The spec's three developer errors (spec 8): a page that names a target, a format or a rating to send that
 * cannot work gets an error, not stars that quietly do something else. The module fails to mount, the page's
 * `enhance:error` event and the console name it, and the element keeps its server HTML.
 */
export const RATING_DEVELOPER_ERRORS = {
  missingTarget: 'target selector "{target}" is invalid or matches nothing',
  missingScorePlaceholder: 'data-target-format "{format}" is missing the {score} placeholder',
  missingClickCallback:
    "missing click callback: no post id (input#post_id or data-post-id) to send the rating for",
} as const;

/** A target that exists but must not be written into: refused with a warning, the stars still work. */
export const RATING_WARNINGS = {
  unusableTarget:
    'target "{target}" holds other elements or is not shown text; only a text element (a span) shows the hint',
} as const;

/** Thrown for each of the rating's developer errors; its name says whose error it is in the console. */
export class StarRatingError extends Error {
  override readonly name = "StarRatingError";
}

export const RATING_MESSAGES = {
  /** Name of the group when the page gives it no label. */
  groupLabel: "Rating",
  /** Said with the group: how a keyboard sends the choice (arrows choose, Space or Enter sends). */
  keyboardHint: "Use the arrow keys to choose, then press Space or Enter to send your rating.",
  notRated: "Not rated yet",
  chooseRating: "Please choose a rating.",
} as const;

export type TargetType = "hint" | "score";

export interface RatingOptions {
  /** Stars drawn, 0..20. */
  readonly number: number;
  /** Whether half stars can be chosen. */
  readonly half: boolean;
  /** One hint per star from the lowest; stars beyond the list are named by their number. */
  readonly hints: readonly string[];
  /** The score shown at first, 0 when none. */
  readonly score: number;
  readonly readOnly: boolean;
  readonly target: string | null;
  readonly targetType: TargetType;
  readonly targetFormat: string;
}

export interface ReadResult<T> {
  readonly value: T;
  /** Developer errors and limits applied, in words; the caller logs them with the element. */
  readonly warnings: readonly string[];
}

const ON_VALUES = new Set(["on", "yes", "true", "1"]);
const OFF_VALUES = new Set(["off", "no", "false", "0"]);

/** A flag attribute: on/yes/true/1 or off/no/false/0 (an empty attribute is on); anything else is `fallback`. */
export function readFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const normalised = value.trim().toLowerCase();
  if (normalised === "" || ON_VALUES.has(normalised)) return true;
  if (OFF_VALUES.has(normalised)) return false;
  return fallback;
}

/** `data-number`: the star count limited to 0..20; a non-number gives 5. Out-of-range values are said. */
export function readStarCount(value: string | undefined): ReadResult<number> {
  if (value === undefined || value.trim() === "") return { value: STAR_RATING_DEFAULT, warnings: [] };
  const number = Number(value);
  const limited = limitStarCount(value);
  if (!Number.isFinite(number)) {
    return {
      value: limited,
      warnings: [`data-number "${value}" is not a number; using ${STAR_RATING_DEFAULT}`],
    };
  }
  if (limited !== number) {
    return {
      value: limited,
      warnings: [
        `data-number "${value}" must be a whole number from ${STAR_RATING_MIN} to ${STAR_RATING_MAX}; using ${limited}`,
      ],
    };
  }
  return { value: limited, warnings: [] };
}

/** `data-hints`: texts separated by `|`; none gives the default hints. */
export function readHints(value: string | undefined): readonly string[] {
  if (value === undefined) return STAR_RATING_HINTS;
  const hints = value.split("|").map((hint) => hint.trim());
  return hints.some(Boolean) ? hints : STAR_RATING_HINTS;
}

/** `data-target-format`: must hold `{score}`; throws a `StarRatingError` (a developer error) when it does not. */
export function readTargetFormat(value: string | undefined): string {
  if (value === undefined) return DEFAULT_TARGET_FORMAT;
  if (!value.includes(SCORE_PLACEHOLDER)) {
    throw new StarRatingError(RATING_DEVELOPER_ERRORS.missingScorePlaceholder.replace("{format}", value));
  }
  return value;
}

/** A score given as text (`data-score`, a selected option), limited to 0..stars; anything else is 0. */
export function readScore(value: string | undefined | null, stars: number): number {
  if (value === undefined || value === null || value.trim() === "") return 0;
  const number = Number(value.trim().replace(",", "."));
  return Number.isFinite(number) ? Math.min(stars, Math.max(0, number)) : 0;
}

/**
 * Every option of a rating element from its `data-*` attributes; `half` defaults to `halfDefault`. Limits applied
 * come back as warnings; a format without `{score}` throws a `StarRatingError`.
 */
export function readRatingOptions(
  dataset: Readonly<Record<string, string | undefined>>,
  halfDefault: boolean,
): ReadResult<RatingOptions> {
  const warnings: string[] = [];
  const count = readStarCount(dataset["number"]);
  warnings.push(...count.warnings);
  const format = readTargetFormat(dataset["targetFormat"]);
  const target = dataset["target"]?.trim() ?? "";
  const targetType: TargetType = dataset["targetType"]?.trim().toLowerCase() === "score" ? "score" : "hint";
  return {
    value: {
      number: count.value,
      half: readFlag(dataset["half"], halfDefault),
      hints: readHints(dataset["hints"]),
      score: readScore(dataset["score"], count.value),
      readOnly: readFlag(dataset["readOnly"], false),
      target: target === "" ? null : target,
      targetType,
      targetFormat: format,
    },
    warnings,
  };
}

/** The values a visitor can choose: halves from 0.5 or whole stars from 1, up to `stars`. */
export function choosableValues(stars: number, half: boolean): number[] {
  const step = half ? 0.5 : 1;
  const values: number[] = [];
  for (let value = step; value <= stars + 1e-9; value += step) values.push(Math.round(value * 2) / 2);
  return values;
}

/** A score as people write it: `4`, `3.5`, `2.25` (no trailing zeros). */
export function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}

/** The spoken name of the radio for `value`: "good, 4 of 5 stars" for a whole star, "3.5 of 5 stars" for a half. */
export function radioLabel(value: number, stars: number, hints: readonly string[]): string {
  const amount = `${formatScore(value)} of ${stars} ${stars === 1 ? "star" : "stars"}`;
  return Number.isInteger(value) ? `${starHint(value, hints)}, ${amount}` : amount;
}

/** The hint for a value: the hint of the star it lands on (3.5 is the fourth star's). */
export function hintFor(value: number, hints: readonly string[]): string {
  return value <= 0 ? "" : starHint(Math.ceil(value), hints);
}

/** The text written into the target element for a hovered or chosen value. */
export function targetText(
  value: number,
  { targetType, targetFormat, hints }: Pick<RatingOptions, "targetType" | "targetFormat" | "hints">,
): string {
  if (value <= 0) return "";
  if (targetType === "hint") return hintFor(value, hints);
  return targetFormat.replace(SCORE_PLACEHOLDER, formatScore(value));
}

/** The name of a read-only display: "Your Rating: 4 out of 5", or "Not rated yet" for 0. */
export function readOnlyLabel(prefix: string, score: number, stars: number): string {
  if (score <= 0) return RATING_MESSAGES.notRated;
  return `${prefix.trim()} ${formatScore(score)} out of ${stars}`.trim();
}

/** The first number in a read-only display's title ("Rating: 3.50" gives 3.5), or null when there is none. */
export function parseTitleScore(title: string | null | undefined): number | null {
  if (!title) return null;
  const match = /-?\d+(?:[.,]\d+)?/.exec(title);
  if (!match) return null;
  const score = Number(match[0].replace(",", "."));
  return Number.isFinite(score) ? score : null;
}

export interface SelectChoice {
  readonly value: number;
  /** The option's own value text, written back to the select exactly. */
  readonly optionValue: string;
  /** The option's words ("Perfect"), or null when it only holds the number. */
  readonly label: string | null;
}

/**
 * The choices of a `<select>` rating: its options holding a number above 0 (the empty "Rate..." option is
 * the unchosen state), lowest first; duplicates keep the first.
 */
export function selectChoices(options: readonly { value: string; text: string }[]): SelectChoice[] {
  const seen = new Set<number>();
  const choices: SelectChoice[] = [];
  for (const option of options) {
    const text = option.value.trim();
    if (text === "") continue;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0 || seen.has(value)) continue;
    seen.add(value);
    const words = option.text.trim();
    choices.push({ value, optionValue: option.value, label: words === "" || words === text ? null : words });
  }
  return choices.sort((a, b) => a.value - b.value);
}
