import * as z from "zod/mini";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { isAbortError } from "../../../core/ajax-errors";
import { visuallyHide } from "../../../core/visually-hidden";
import { starStates } from "../../../validation/rating";
import {
  RATING_ACTION,
  RATING_DEVELOPER_ERRORS,
  RATING_MESSAGES,
  choosableValues,
  hintFor,
  readOnlyLabel,
  radioLabel,
  readRatingOptions,
  readScore,
  selectChoices,
  targetText,
  type RatingOptions,
} from "./options";
import { createRatingHint } from "./hint";
import { drawStar, type DrawnStar } from "./stars";

/**
 * The star rating (spec 4 "Rating"): Extra's empty `#rating-stars` container on single posts, or a `<select>`
 * of scores (`select[data-star-rating]`, WooCommerce's review `select#rating`), becomes five stars on a scale
 * of 5 with half stars, named by the default hints.
 *
 * For assistive technology and the keyboard it is an APG radio group: one tab stop, the arrow keys move and
 * choose (wrapping), each radio is named ("good, 4 of 5 stars"). In Extra, a click sends the rating at once;
 * from the keyboard, arrows choose and Space or Enter sends, so trying a value never sends it by accident.
 * Sending posts `extra_new_rating` with `EXTRA.rating_nonce`, the post id (`#post_id`) and the score; then
 * `#rate-title` reads `EXTRA.your_rating` and the stars become a read-only image. A failed request (status,
 * timeout, an answer that is not the theme's JSON) leaves the stars usable with the choice kept, and says
 * `EXTRA.error`. A select gets the chosen option's value (and `input`/`change` events) and is sent by its
 * form. State: `data-state` idle | sending | rated | read-only, the theme's `star-on|half|off` classes, ARIA.
 *
 * While a value is tried (the mouse over a star, the keyboard on a radio), its hint is shown in a label next to
 * that star (`./hint`), unless the page names its own `data-target` for it. Escape or leaving the stars hides it.
 */
export const RATING_STATES = ["idle", "sending", "rated", "read-only"] as const;
export type RatingState = (typeof RATING_STATES)[number];

/** What Extra answers: `{rating, average}`, or `[]` when this visitor had already rated. Not read further. */
export const ratingReplySchema = z.union([z.looseObject({}), z.array(z.unknown()).check(z.maxLength(0))]);

interface Radio {
  readonly value: number;
  readonly element: HTMLSpanElement;
}

const SELECT_SELECTOR = "select";

let nextId = 0;
const uniqueId = (stem: string): string => `enhance-rating-${stem}-${(nextId += 1)}`;

function ensureId(element: Element, stem: string): string {
  if (!element.id) element.id = uniqueId(stem);
  return element.id;
}

/** Attributes this enhancer sets on an element it did not create, restored on unmount. */
function rememberAttributes(element: Element, names: readonly string[]): () => void {
  const saved = names.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

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

function labelledByOf(select: HTMLSelectElement): string | null {
  const label = select.labels?.[0];
  return label ? ensureId(label, "label") : null;
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const select = element.matches(SELECT_SELECTOR) ? (element as HTMLSelectElement) : null;
  const restorers: (() => void)[] = [];
  const created: Element[] = [];

  // What to rate and how: the options of a select, or Extra's container with the theme's defaults.
  const choices = select ? selectChoices([...select.options]) : [];
  if (select && choices.length === 0) {
    return context.decline("the select has no option holding a score above 0", element);
  }
  const halfDefault = select ? choices.some((choice) => !Number.isInteger(choice.value)) : true;
  const dataset = { ...element.dataset };
  if (select && dataset["number"] === undefined) {
    dataset["number"] = String(Math.ceil(Math.max(...choices.map((choice) => choice.value))));
  }
  const read = readRatingOptions(dataset, halfDefault);
  for (const warning of read.warnings) context.log.warn(warning, element);
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
    return context.decline("data-number is 0: there are no stars to draw", element);
  }
  const values = select
    ? choices.map((choice) => choice.value).filter((value) => value <= options.number)
    : choosableValues(options.number, options.half);

  const target = findTarget(options.target);
  if (target.problem !== null) {
    const message =
      target.problem === "missing"
        ? RATING_DEVELOPER_ERRORS.missingTarget
        : RATING_DEVELOPER_ERRORS.unusableTarget;
    context.log.warn(message.replace("{target}", options.target ?? ""), element);
  }

  // Extra: the title above the stars and the post id beside them.
  const scope = element.parentElement ?? document.body;
  const title = select ? null : (scope.querySelector<HTMLElement>(".rate-title, #rate-title") ?? null);
  const postIdInput = select
    ? null
    : (scope.querySelector<HTMLInputElement>("input#post_id") ??
      (document.getElementById("post_id") as HTMLInputElement | null));
  const postId = (element.dataset["postId"] ?? postIdInput?.value ?? "").trim();
  const sends = !select && !options.readOnly;
  if (sends && !/^\d+$/.test(postId)) {
    context.log.warn(RATING_DEVELOPER_ERRORS.missingClickCallback, element);
  }
  const interactive = select !== null || (sends && /^\d+$/.test(postId));

  // The group: Extra's container itself, or a new element after the select.
  const group = select ? document.createElement("div") : element;
  if (select) {
    group.className = "enhance-rating";
    select.after(group);
    created.push(group);
    restorers.push(rememberAttributes(select, ["style", "tabindex", "aria-hidden", "class"]));
    visuallyHide(select);
    select.tabIndex = -1;
    select.setAttribute("aria-hidden", "true");
  } else {
    restorers.push(
      rememberAttributes(group, [
        "role",
        "aria-labelledby",
        "aria-label",
        "aria-describedby",
        "aria-busy",
        "aria-invalid",
        "tabindex",
        "title",
        "style",
        "data-state",
        "data-score",
      ]),
    );
  }
  group.classList.add("enhance-rating");
  Object.assign(group.style, { display: "inline-flex", gap: "0.15em", alignItems: "center" });
  const titleText = title?.textContent ?? null;

  // Stars and their radios: a half-star radio on the left half, the whole-star radio on the right half.
  const stars: DrawnStar[] = [];
  const radios: Radio[] = [];
  for (let position = 1; position <= options.number; position += 1) {
    const star = drawStar(position);
    stars.push(star);
    group.append(star.element);
    const halfValue = position - 0.5;
    const starValues = values.filter((value) => value === halfValue || value === position);
    for (const value of starValues) {
      const radio = document.createElement("span");
      radio.className = `enhance-rating__radio ${Number.isInteger(value) ? "enhance-rating__radio--whole" : "enhance-rating__radio--half"}`;
      const alone = starValues.length === 1;
      Object.assign(radio.style, {
        position: "absolute",
        top: "0",
        height: "100%",
        left: alone || !Number.isInteger(value) ? "0" : "50%",
        width: alone ? "100%" : "50%",
        cursor: "pointer",
      });
      star.element.append(radio);
      radios.push({ value, element: radio });
    }
    star.element.title = options.hints[position - 1] ?? String(position);
  }
  radios.sort((a, b) => a.value - b.value);

  const message = document.createElement("p");
  message.className = "enhance-rating__message";
  message.setAttribute("role", "status");
  group.after(message);
  created.push(message);

  let keyboardHint: HTMLElement | null = null;
  if (interactive && !select) {
    keyboardHint = document.createElement("span");
    keyboardHint.id = uniqueId("hint");
    keyboardHint.textContent = RATING_MESSAGES.keyboardHint;
    visuallyHide(keyboardHint);
    message.after(keyboardHint);
    created.push(keyboardHint);
  }

  let score = options.score;
  let preview: number | null = null;
  let state: RatingState = interactive ? "idle" : "read-only";
  // A page that names a target shows the hint there; otherwise it floats next to the star.
  const hint = interactive && !target.element ? createRatingHint() : null;

  const showHint = (value: number): void => {
    const star = stars[Math.ceil(value) - 1];
    const text = hintFor(value, options.hints);
    if (!hint || !star || state !== "idle" || text === "") return;
    hint.show(star.element, text);
  };

  const render = (): void => {
    const shown = preview ?? score;
    const states = starStates(shown, options.number, true);
    stars.forEach((star, index) => star.setState(states[index] ?? "off"));
    group.dataset["score"] = String(score);
    group.dataset["state"] = state;
    if (target.element) target.element.textContent = targetText(shown, options);
    if (state === "read-only" || state === "rated") return;
    const tabbable = radios.some((radio) => radio.value === score) ? score : radios[0]?.value;
    for (const radio of radios) {
      radio.element.setAttribute("aria-checked", String(radio.value === score));
      radio.element.tabIndex = radio.value === tabbable ? 0 : -1;
    }
  };

  const makeReadOnly = (label: string): void => {
    group.setAttribute("role", "img");
    group.setAttribute("aria-label", label);
    group.removeAttribute("aria-labelledby");
    group.removeAttribute("aria-describedby");
    group.removeAttribute("aria-busy");
    group.title = "";
    for (const star of stars) star.element.title = "";
    for (const radio of radios) radio.element.remove();
    radios.length = 0;
    keyboardHint?.remove();
    hint?.hide();
  };

  if (interactive) {
    group.setAttribute("role", "radiogroup");
    const labelledBy = select ? labelledByOf(select) : title ? ensureId(title, "title") : null;
    if (labelledBy) group.setAttribute("aria-labelledby", labelledBy);
    else group.setAttribute("aria-label", RATING_MESSAGES.groupLabel);
    if (keyboardHint) group.setAttribute("aria-describedby", keyboardHint.id);
    for (const radio of radios) {
      radio.element.setAttribute("role", "radio");
      radio.element.setAttribute("aria-label", radioLabel(radio.value, options.number, options.hints));
    }
  } else {
    makeReadOnly(readOnlyLabel(title?.textContent?.trim() || "Rating:", score, options.number));
  }
  render();

  const radioOf = (node: EventTarget | null): Radio | undefined =>
    node instanceof Element ? radios.find((radio) => radio.element === node) : undefined;

  const choose = (value: number): void => {
    score = value;
    message.textContent = "";
    group.removeAttribute("aria-invalid");
    if (select) {
      const choice = choices.find((candidate) => candidate.value === value);
      if (choice && select.value !== choice.optionValue) {
        select.value = choice.optionValue;
        select.dispatchEvent(new Event("input", { bubbles: true }));
        select.dispatchEvent(new Event("change", { bubbles: true }));
      }
    }
    render();
  };

  const send = async (value: number): Promise<void> => {
    if (state !== "idle") return;
    choose(value);
    state = "sending";
    hint?.hide();
    group.setAttribute("aria-busy", "true");
    for (const radio of radios) radio.element.setAttribute("aria-disabled", "true");
    render();
    try {
      await context.ajax.postAction(
        RATING_ACTION,
        {
          extra_rating_nonce: context.config.extra.rating_nonce,
          extra_post_id: postId,
          extra_rating: value,
        },
        ratingReplySchema,
        { signal: context.signal },
      );
    } catch (error) {
      if (context.signal.aborted || isAbortError(error)) return;
      state = "idle";
      group.removeAttribute("aria-busy");
      for (const radio of radios) radio.element.removeAttribute("aria-disabled");
      message.textContent = context.config.extra.error;
      render();
      return;
    }
    if (context.signal.aborted) return;
    const hadFocus = group.contains(document.activeElement);
    state = "rated";
    const yourRating = context.config.extra.your_rating;
    if (title) title.textContent = yourRating;
    makeReadOnly(readOnlyLabel(yourRating, value, options.number));
    group.tabIndex = -1;
    render();
    if (hadFocus) group.focus();
  };

  const commit = (value: number): void => {
    if (select) choose(value);
    else void send(value);
  };

  const { signal } = context;
  if (interactive) {
    group.addEventListener(
      "click",
      (event) => {
        const radio = radioOf(event.target);
        if (!radio || state !== "idle") return;
        radio.element.focus();
        commit(radio.value);
      },
      { signal },
    );
    group.addEventListener(
      "keydown",
      (event) => {
        const radio = radioOf(event.target);
        if (!radio || state !== "idle" || event.altKey || event.ctrlKey || event.metaKey) return;
        const index = radios.indexOf(radio);
        let next: Radio | undefined;
        if (event.key === "ArrowRight" || event.key === "ArrowDown")
          next = radios[(index + 1) % radios.length];
        else if (event.key === "ArrowLeft" || event.key === "ArrowUp")
          next = radios[(index - 1 + radios.length) % radios.length];
        else if (event.key === " " || (event.key === "Enter" && !select)) {
          event.preventDefault();
          commit(radio.value);
          return;
        } else if (event.key === "Escape") {
          hint?.hide();
          return;
        }
        if (!next) return;
        event.preventDefault();
        preview = null;
        choose(next.value);
        next.element.focus();
        showHint(next.value);
      },
      { signal },
    );
    // Focus that a pointer brings is not announced with a hint: the pointer's own hover shows it.
    let pointerFocus = false;
    group.addEventListener("pointerdown", () => (pointerFocus = true), { signal });
    group.addEventListener(
      "focusin",
      (event) => {
        const radio = radioOf(event.target);
        if (radio && !pointerFocus) showHint(radio.value);
        pointerFocus = false;
      },
      { signal },
    );
    group.addEventListener(
      "focusout",
      (event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && group.contains(next))) hint?.hide();
      },
      { signal },
    );
    group.addEventListener(
      "pointerover",
      (event) => {
        const radio = radioOf(event.target);
        if (!radio || event.pointerType !== "mouse" || state !== "idle") return;
        preview = radio.value;
        render();
        showHint(radio.value);
      },
      { signal },
    );
    group.addEventListener(
      "pointerleave",
      () => {
        hint?.hide();
        if (preview === null) return;
        preview = null;
        render();
      },
      { signal },
    );
  }

  if (select) {
    // The select is hidden but still validated with its form: a missing choice sends the visitor here.
    select.addEventListener(
      "invalid",
      (event) => {
        event.preventDefault();
        group.setAttribute("aria-invalid", "true");
        message.textContent = RATING_MESSAGES.chooseRating;
        radios.find((radio) => radio.element.tabIndex === 0)?.element.focus();
      },
      { signal },
    );
    select.addEventListener(
      "focus",
      () => radios.find((radio) => radio.element.tabIndex === 0)?.element.focus(),
      { signal },
    );
    // A script or the form's reset changing the select moves the stars with it.
    const follow = (): void => {
      const value = readScore(select.value, options.number);
      if (value !== score) {
        score = value;
        render();
      }
    };
    select.addEventListener("change", follow, { signal });
    select.form?.addEventListener("reset", () => context.disposables.setTimeout(follow, 0), { signal });
  }

  return () => {
    hint?.remove();
    for (const element of created) element.remove();
    for (const star of stars) star.element.remove();
    for (const restore of restorers) restore();
    group.classList.remove("enhance-rating");
    if (title && titleText !== null) title.textContent = titleText;
  };
}
