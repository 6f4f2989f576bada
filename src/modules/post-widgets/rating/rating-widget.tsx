import { flushSync } from "react-dom";
import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { parseRatingWidget } from "./parse";
import { createRatingEngine } from "./rating-engine";
import { RatingWidget } from "./RatingWidget";

export { RATING_STATES, ratingReplySchema, type RatingState } from "./rating-engine";
export { isHintTarget } from "./parse";

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
 *
 * One React root, its container outside the page: Extra's container, its title and the select stay the nodes
 * they are; the stars go into Extra's container (or a group after the select) through portals.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseRatingWidget(element, (message) => context.log.warn(message, element));
  if (!parsed.ok) return context.decline(parsed.reason, element);
  // Each change is shown before the engine's call returns: a handler reads the page right after it.
  const engine = createRatingEngine(parsed.model, context, (update) => flushSync(update));
  return mountIslandBeside(element, context, () => (
    <RatingWidget model={parsed.model} engine={engine} context={context} />
  ));
}
