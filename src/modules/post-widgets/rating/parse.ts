import type { ParseResult } from "../../../boot/island";
import {
  RATING_DEVELOPER_ERRORS,
  RATING_WARNINGS,
  StarRatingError,
  choosableValues,
  readOnlyLabel,
  readRatingOptions,
  readScore,
  selectChoices,
  type RatingOptions,
  type SelectChoice,
} from "./options";

/** The star rating as the server printed it: Extra's empty `#rating-stars`, or a `<select>` of scores. */
export interface RatingWidgetModel {
  /** The module element: Extra's container (the stars' group) or the select. */
  readonly element: HTMLElement;
  readonly select: HTMLSelectElement | null;
  readonly choices: readonly SelectChoice[];
  readonly options: RatingOptions;
  /** The values a radio stands for, lowest first. */
  readonly values: readonly number[];
  /** The page's own element for the hint (`data-target`), when it may be written. */
  readonly target: HTMLElement | null;
  /** Extra's title above the stars (`#rate-title`). */
  readonly title: HTMLElement | null;
  /** The element naming the radio group: Extra's title or the select's label. */
  readonly labelledBy: HTMLElement | null;
  readonly postId: string;
  /** Whether the stars can be chosen: a select, or Extra's stars with a post id to send the rating for. */
  readonly interactive: boolean;
  /** The read-only image's name when the stars cannot be chosen. */
  readonly readOnlyLabel: string;
}

const SELECT_SELECTOR = "select";

/** Elements whose text is not shown as text, or is code: the hint is never written into them. */
const NOT_TEXT_TARGETS = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "TEXTAREA", "TITLE", "OPTION"]);

/**
 * Whether the rating may write its hint into `element`. `data-target` is a selector from markup, so the rule is
 * what keeps it from being an eraser: writing text replaces every child, so only an element that holds text alone,
 * in the page's body and shown as text, is written (never a post's content, a script or a style sheet).
 */
export function isHintTarget(element: Element): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.ownerDocument.body.contains(element) &&
    element.childElementCount === 0 &&
    !NOT_TEXT_TARGETS.has(element.tagName)
  );
}

function findTarget(selector: string | null): {
  element: HTMLElement | null;
  problem: "missing" | "unusable" | null;
} {
  if (selector === null) return { element: null, problem: null };
  let element: Element | null;
  try {
    element = document.querySelector(selector);
  } catch {
    return { element: null, problem: "missing" };
  }
  if (element === null) return { element: null, problem: "missing" };
  return isHintTarget(element) ? { element, problem: null } : { element: null, problem: "unusable" };
}

/**
 * Reads the rating's options from its markup; `warn` gets each limit applied and a target refused. The spec's
 * three developer errors (spec 8: a target selector that matches nothing, a format without `{score}`, nothing to
 * send a click for) throw a `StarRatingError`, so the mount fails and says why. Declined: a select
 * without a score to choose, or `data-number="0"`.
 */
export function parseRatingWidget(
  element: HTMLElement,
  warn: (message: string) => void,
): ParseResult<RatingWidgetModel> {
  const select = element.matches(SELECT_SELECTOR) ? (element as HTMLSelectElement) : null;

  // What to rate and how: the options of a select, or Extra's container with the theme's defaults.
  const choices = select ? selectChoices([...select.options]) : [];
  if (select && choices.length === 0) {
    return { ok: false, reason: "the select has no option holding a score above 0" };
  }
  const halfDefault = select ? choices.some((choice) => !Number.isInteger(choice.value)) : true;
  const dataset = { ...element.dataset };
  if (select && dataset["number"] === undefined) {
    dataset["number"] = String(Math.ceil(Math.max(...choices.map((choice) => choice.value))));
  }
  const read = readRatingOptions(dataset, halfDefault);
  read.warnings.forEach(warn);
  const labelledHints = select && choices.every((choice) => choice.label !== null);
  const options: RatingOptions = {
    ...read.value,
    hints: labelledHints
      ? Array.from(
          { length: read.value.number },
          (_, index) => choices.find((choice) => choice.value === index + 1)?.label ?? String(index + 1),
        )
      : read.value.hints,
    score: select ? readScore(select.value, read.value.number) : read.value.score,
  };
  if (options.number === 0) {
    return { ok: false, reason: "data-number is 0: there are no stars to draw" };
  }
  const values = select
    ? choices.map((choice) => choice.value).filter((value) => value <= options.number)
    : choosableValues(options.number, options.half);

  const target = findTarget(options.target);
  if (target.problem === "missing") {
    throw new StarRatingError(
      RATING_DEVELOPER_ERRORS.missingTarget.replace("{target}", options.target ?? ""),
    );
  }
  if (target.problem === "unusable")
    warn(RATING_WARNINGS.unusableTarget.replace("{target}", options.target ?? ""));

  // Extra: the title above the stars and the post id beside them.
  const scope = element.parentElement ?? document.body;
  const title = select ? null : (scope.querySelector<HTMLElement>(".rate-title, #rate-title") ?? null);
  const postIdInput = select
    ? null
    : (scope.querySelector<HTMLInputElement>("input#post_id") ??
      (document.getElementById("post_id") as HTMLInputElement | null));
  const postId = (element.dataset["postId"] ?? postIdInput?.value ?? "").trim();
  const sends = !select && !options.readOnly;
  if (sends && !/^\d+$/.test(postId)) throw new StarRatingError(RATING_DEVELOPER_ERRORS.missingClickCallback);
  const interactive = select !== null || sends;

  return {
    ok: true,
    model: {
      element,
      select,
      choices,
      options,
      values,
      target: target.element,
      title,
      labelledBy: select ? (select.labels?.[0] ?? null) : title,
      postId,
      interactive,
      readOnlyLabel: readOnlyLabel(title?.textContent?.trim() || "Rating:", options.score, options.number),
    },
  };
}
