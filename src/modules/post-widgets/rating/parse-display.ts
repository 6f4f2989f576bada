import type { ParseResult } from "../../../boot/island";
import { STAR_RATING_DEFAULT } from "../../../validation/rating";
import { parseTitleScore } from "./options";

/**
 * The read-only display's parse step, apart from the widget's (`./parse`): a page with ratings in its post meta
 * only loads this one.
 */

/** Extra's read-only stars as the server printed them: the icons and the score their title names. */
export interface RatingDisplayModel {
  readonly host: HTMLElement;
  /** The server's `span.rating-star` icons, in order; the island only changes their state class. */
  readonly icons: readonly HTMLElement[];
  /** Stars drawn: the icons, or the theme's default when the server printed none. */
  readonly count: number;
  /** The title's score, limited to 0..count. */
  readonly score: number;
  /** Set when the title's score was outside 0..count and had to be limited. */
  readonly outOfRange: string | null;
}

/** `span.rating-stars[title="Rating: 3.50"]`: declined when the title holds no number. */
export function parseRatingDisplay(host: HTMLElement): ParseResult<RatingDisplayModel> {
  const title = host.getAttribute("title");
  const parsed = parseTitleScore(title);
  if (parsed === null) return { ok: false, reason: `title "${title ?? ""}" holds no rating` };
  const icons = [...host.querySelectorAll<HTMLElement>(".rating-star")];
  const count = icons.length > 0 ? icons.length : STAR_RATING_DEFAULT;
  const score = Math.min(count, Math.max(0, parsed));
  const outOfRange =
    score === parsed ? null : `title "${title ?? ""}" is outside 0 to ${count}; showing ${score}`;
  return { ok: true, model: { host, icons, count, score, outOfRange } };
}
