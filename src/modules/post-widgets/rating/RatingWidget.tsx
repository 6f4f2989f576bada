import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";
import { starStates } from "../../../validation/rating";
import { RATING_MESSAGES, hintFor, radioLabel, targetText } from "./options";
import { createRatingHint } from "./hint";
import type { RatingWidgetModel } from "./parse";
import type { RatingEngine } from "./rating-engine";
import { Star } from "./Star";
import { rememberAttributes } from "../../../core/attribute-journal";

let nextId = 0;
const uniqueId = (stem: string): string => `enhance-rating-${stem}-${(nextId += 1)}`;

/** Attributes the island writes on the server's group (Extra's container), given back on unmount. */
const GROUP_ATTRIBUTES = [
  "class",
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
] as const;
const SELECT_ATTRIBUTES = ["style", "tabindex", "aria-hidden", "class"] as const;

function setOrRemove(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

interface RatingWidgetProps {
  readonly model: RatingWidgetModel;
  readonly engine: RatingEngine;
  readonly context: ModuleContext;
}

/**
 * The stars, their radios, the status line and the keyboard hint, rendered into Extra's container (the same
 * node, which becomes the radio group) or into a group of their own after a select. The group's ARIA and state
 * are written on it in layout effects; its events are listened to natively, since Extra's container is not an
 * element React renders.
 */
export function RatingWidget({ model, engine, context }: RatingWidgetProps) {
  const { element, select, options, values, title, labelledBy, target } = model;
  const snapshot = useSyncExternalStore(engine.subscribe, engine.snapshot);
  const { state, score, preview } = snapshot;
  const readOnly = state === "read-only" || state === "rated";
  const shown = preview ?? score;
  const keyboard = model.interactive && !select;
  const [keyboardHintId] = useState(() => (keyboard ? uniqueId("hint") : ""));
  // A page that names a target shows the hint there; otherwise it floats next to the star.
  const [hint] = useState(() => (model.interactive && !target ? createRatingHint() : null));
  const selectGroup = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const keyboardHint = useRef<HTMLSpanElement>(null);
  const stars = useRef<(HTMLSpanElement | null)[]>([]);
  const radios = useRef(new Map<number, HTMLSpanElement>());
  const parent = element.parentElement;
  const group = useCallback(() => (select ? selectGroup.current : element), [select, element]);

  useEffect(() => () => hint?.remove(), [hint]);

  // The select stays for its form, hidden; what the island adds sits right after the group, in that order.
  useLayoutEffect(() => {
    const restoreSelect = select ? rememberAttributes(select, SELECT_ATTRIBUTES) : null;
    if (select) {
      visuallyHide(select);
      select.tabIndex = -1;
      select.setAttribute("aria-hidden", "true");
      if (selectGroup.current) select.after(selectGroup.current);
    }
    const last = select ? selectGroup.current : element;
    if (last && message.current) last.after(message.current);
    if (message.current && keyboardHint.current) message.current.after(keyboardHint.current);
    return () => restoreSelect?.();
  }, [select, element]);

  // The element naming the group gets an id while mounted, when it has none.
  const [labelId, setLabelId] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!labelledBy) return undefined;
    if (labelledBy.id) {
      setLabelId(labelledBy.id);
      return undefined;
    }
    const id = uniqueId(select ? "label" : "title");
    labelledBy.id = id;
    setLabelId(id);
    return () => labelledBy.removeAttribute("id");
  }, [labelledBy, select]);

  // Extra's container: its own attributes come back on unmount.
  useLayoutEffect(() => {
    if (select) return undefined;
    return rememberAttributes(element, GROUP_ATTRIBUTES);
  }, [select, element]);

  useLayoutEffect(() => {
    const node = group();
    if (!node) return;
    node.classList.add("enhance-rating");
    Object.assign(node.style, { display: "inline-flex", gap: "0.15em", alignItems: "center" });
    node.dataset["score"] = String(score);
    node.dataset["state"] = state;
    if (readOnly) {
      node.setAttribute("role", "img");
      node.setAttribute("aria-label", snapshot.label);
      node.removeAttribute("aria-labelledby");
      node.removeAttribute("aria-describedby");
      node.removeAttribute("aria-busy");
      node.title = "";
    } else {
      node.setAttribute("role", "radiogroup");
      if (labelId) node.setAttribute("aria-labelledby", labelId);
      else node.setAttribute("aria-label", RATING_MESSAGES.groupLabel);
      if (keyboardHintId) node.setAttribute("aria-describedby", keyboardHintId);
      setOrRemove(node, "aria-busy", state === "sending" ? "true" : null);
    }
    setOrRemove(node, "aria-invalid", snapshot.invalid ? "true" : null);
    if (state === "rated") node.tabIndex = -1;
  }, [group, score, state, readOnly, snapshot.label, snapshot.invalid, labelId, keyboardHintId]);

  // Extra's title says "Your Rating:" once rated; its words come back on unmount.
  useLayoutEffect(() => {
    if (!title || snapshot.ratedTitle === null) return undefined;
    const words = title.textContent;
    title.textContent = snapshot.ratedTitle;
    return () => {
      title.textContent = words;
    };
  }, [title, snapshot.ratedTitle]);

  useLayoutEffect(() => {
    if (target) target.textContent = targetText(shown, options);
  }, [target, shown, options]);

  useLayoutEffect(() => {
    if (state !== "idle") hint?.hide();
  }, [hint, state]);

  // The keyboard, the mouse and the select: an APG radio group with one tab stop.
  useEffect(() => {
    const node = group();
    if (!node || !model.interactive) return undefined;
    const listening = new AbortController();
    const { signal } = listening;
    const radioValue = (eventTarget: EventTarget | null): number | undefined => {
      for (const [value, radio] of radios.current) if (radio === eventTarget) return value;
      return undefined;
    };
    const idle = (): boolean => engine.snapshot().state === "idle";
    const showHint = (value: number): void => {
      const star = stars.current[Math.ceil(value) - 1];
      const text = hintFor(value, options.hints);
      if (!hint || !star || !idle() || text === "") return;
      hint.show(star, text);
    };
    const tabbable = (): HTMLSpanElement | undefined =>
      [...radios.current.values()].find((radio) => radio.tabIndex === 0);
    const commit = (value: number): void => void engine.commit(value);

    node.addEventListener(
      "click",
      (event) => {
        const value = radioValue(event.target);
        if (value === undefined || !idle()) return;
        radios.current.get(value)?.focus();
        commit(value);
      },
      { signal },
    );
    node.addEventListener(
      "keydown",
      (event) => {
        const value = radioValue(event.target);
        if (value === undefined || !idle() || event.altKey || event.ctrlKey || event.metaKey) return;
        const index = values.indexOf(value);
        let next: number | undefined;
        if (event.key === "ArrowRight" || event.key === "ArrowDown")
          next = values[(index + 1) % values.length];
        else if (event.key === "ArrowLeft" || event.key === "ArrowUp")
          next = values[(index - 1 + values.length) % values.length];
        else if (event.key === " " || (event.key === "Enter" && !select)) {
          event.preventDefault();
          commit(value);
          return;
        } else if (event.key === "Escape") {
          hint?.hide();
          return;
        }
        if (next === undefined) return;
        event.preventDefault();
        engine.preview(null);
        engine.choose(next);
        radios.current.get(next)?.focus();
        showHint(next);
      },
      { signal },
    );
    // Focus that a pointer brings is not announced with a hint: the pointer's own hover shows it.
    let pointerFocus = false;
    node.addEventListener("pointerdown", () => (pointerFocus = true), { signal });
    node.addEventListener(
      "focusin",
      (event) => {
        const value = radioValue(event.target);
        if (value !== undefined && !pointerFocus) showHint(value);
        pointerFocus = false;
      },
      { signal },
    );
    node.addEventListener(
      "focusout",
      (event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && node.contains(next))) hint?.hide();
      },
      { signal },
    );
    node.addEventListener(
      "pointerover",
      (event) => {
        const value = radioValue(event.target);
        if (value === undefined || event.pointerType !== "mouse" || !idle()) return;
        engine.preview(value);
        showHint(value);
      },
      { signal },
    );
    node.addEventListener(
      "pointerleave",
      () => {
        hint?.hide();
        engine.preview(null);
      },
      { signal },
    );
    if (select) {
      // The select is hidden but still validated with its form: a missing choice sends the visitor here.
      select.addEventListener(
        "invalid",
        (event) => {
          event.preventDefault();
          engine.markInvalid();
          tabbable()?.focus();
        },
        { signal },
      );
      select.addEventListener("focus", () => tabbable()?.focus(), { signal });
      // A script or the form's reset changing the select moves the stars with it.
      select.addEventListener("change", () => engine.followSelect(), { signal });
      select.form?.addEventListener(
        "reset",
        () => context.disposables.setTimeout(() => engine.followSelect(), 0),
        { signal },
      );
    }
    return () => listening.abort();
  }, [group, model.interactive, engine, values, select, options.hints, hint, context]);

  const setRadio = useCallback((value: number, radio: HTMLSpanElement | null) => {
    if (radio) radios.current.set(value, radio);
    else radios.current.delete(value);
  }, []);

  const states = starStates(shown, options.number, true);
  const tabbableValue = values.includes(score) ? score : values[0];
  const drawn = Array.from({ length: options.number }, (_, index) => {
    const position = index + 1;
    // A half-star radio on the left half, the whole-star radio on the right half.
    const starValues = readOnly
      ? []
      : values.filter((value) => value === position - 0.5 || value === position);
    return (
      <Star
        key={position}
        position={position}
        state={states[index] ?? "off"}
        title={readOnly ? "" : (options.hints[index] ?? String(position))}
        starRef={(star) => {
          stars.current[index] = star;
        }}
      >
        {starValues.map((value) => {
          const alone = starValues.length === 1;
          const whole = Number.isInteger(value);
          return (
            <span
              key={value}
              ref={(radio) => setRadio(value, radio)}
              className={`enhance-rating__radio ${whole ? "enhance-rating__radio--whole" : "enhance-rating__radio--half"}`}
              style={{
                position: "absolute",
                top: "0",
                height: "100%",
                left: alone || !whole ? "0" : "50%",
                width: alone ? "100%" : "50%",
                cursor: "pointer",
              }}
              role="radio"
              aria-label={radioLabel(value, options.number, options.hints)}
              aria-checked={value === score}
              aria-disabled={state === "sending" ? true : undefined}
              tabIndex={value === tabbableValue ? 0 : -1}
            />
          );
        })}
      </Star>
    );
  });

  if (!parent) return null;
  return (
    <>
      {!select && createPortal(drawn, element)}
      {createPortal(
        <>
          {select && (
            <div ref={selectGroup} className="enhance-rating">
              {drawn}
            </div>
          )}
          <p ref={message} className="enhance-rating__message" role="status">
            {snapshot.message}
          </p>
          {keyboard && !readOnly && (
            <span ref={hideVisually} id={keyboardHintId}>
              {RATING_MESSAGES.keyboardHint}
            </span>
          )}
        </>,
        parent,
      )}
    </>
  );
}

function hideVisually(element: HTMLSpanElement | null): void {
  if (element) visuallyHide(element);
}
