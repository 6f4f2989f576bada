import * as z from "zod/mini";
import type { ModuleContext } from "../../../boot/types";
import { isAbortError } from "../../../core/ajax-errors";
import { RATING_ACTION, RATING_MESSAGES, readOnlyLabel, readScore } from "./options";
import type { RatingWidgetModel } from "./parse";

export const RATING_STATES = ["idle", "sending", "rated", "read-only"] as const;
export type RatingState = (typeof RATING_STATES)[number];

/** What Extra answers: `{rating, average}`, or `[]` when this visitor had already rated. Not read further. */
export const ratingReplySchema = z.union([z.looseObject({}), z.array(z.unknown()).check(z.maxLength(0))]);

export interface RatingSnapshot {
  readonly state: RatingState;
  /** The chosen score, 0 when none. */
  readonly score: number;
  /** The value the mouse is over, shown instead of the score. */
  readonly preview: number | null;
  /** The status line: the theme's error, or the select's "Please choose a rating." */
  readonly message: string;
  /** Whether the select's form found no choice. */
  readonly invalid: boolean;
  /** The read-only image's name. */
  readonly label: string;
  /** Extra's title once rated ("Your Rating:"), else null. */
  readonly ratedTitle: string | null;
}

/**
 * The rating's state and protocol, outside React: the component subscribes to it and renders each change
 * through `commit` (synchronously, so a caller reads the page as it now is).
 */
export interface RatingEngine {
  subscribe(listener: () => void): () => void;
  snapshot(): RatingSnapshot;
  /** Chooses a value (a select gets it, with `input` and `change`), leaving the mouse's preview. */
  choose(value: number): void;
  preview(value: number | null): void;
  /** A click, Space or Enter: Extra sends the value; a select only takes it. Resolves true once rated. */
  commit(value: number): Promise<boolean>;
  /** The select's form found no choice. */
  markInvalid(): void;
  /** Follows the select when a script or the form's reset changed it. */
  followSelect(): void;
}

export function createRatingEngine(
  model: RatingWidgetModel,
  context: ModuleContext,
  commit: (update: () => void) => void,
): RatingEngine {
  const { select, options } = model;
  const listeners = new Set<() => void>();
  let current: RatingSnapshot = {
    state: model.interactive ? "idle" : "read-only",
    score: options.score,
    preview: null,
    message: "",
    invalid: false,
    label: model.readOnlyLabel,
    ratedTitle: null,
  };
  const set = (change: Partial<RatingSnapshot>): void => {
    current = { ...current, ...change };
    commit(() => listeners.forEach((listener) => listener()));
  };

  const choose = (value: number): void => {
    set({ score: value, message: "", invalid: false });
    if (!select) return;
    const choice = model.choices.find((candidate) => candidate.value === value);
    if (choice && select.value !== choice.optionValue) {
      select.value = choice.optionValue;
      select.dispatchEvent(new Event("input", { bubbles: true }));
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  };

  const send = async (value: number): Promise<boolean> => {
    if (current.state !== "idle") return false;
    set({ score: value, message: "", invalid: false, state: "sending" });
    try {
      await context.ajax.postAction(
        RATING_ACTION,
        {
          extra_rating_nonce: context.config.extra.rating_nonce,
          extra_post_id: model.postId,
          extra_rating: value,
        },
        ratingReplySchema,
        { signal: context.signal },
      );
    } catch (error) {
      if (context.signal.aborted || isAbortError(error)) return false;
      set({ state: "idle", message: context.config.extra.error });
      return false;
    }
    if (context.signal.aborted) return false;
    // Focus stays on the widget, now a read-only image, when it was on a radio that is about to go.
    const { element } = model;
    const hadFocus = element.contains(document.activeElement);
    const yourRating = context.config.extra.your_rating;
    set({
      state: "rated",
      ratedTitle: yourRating,
      label: readOnlyLabel(yourRating, value, options.number),
    });
    if (hadFocus) element.focus();
    return true;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
    choose,
    preview(value) {
      if (value !== current.preview) set({ preview: value });
    },
    commit(value) {
      if (!select) return send(value);
      choose(value);
      return Promise.resolve(false);
    },
    markInvalid() {
      set({ invalid: true, message: RATING_MESSAGES.chooseRating });
    },
    followSelect() {
      if (!select) return;
      const value = readScore(select.value, options.number);
      if (value !== current.score) set({ score: value });
    },
  };
}
