import type { ParseResult } from "../../../boot/island";

export interface TickerModel {
  readonly host: HTMLElement;
  /** Our `ul`/`ol`, or the Extra theme's `#et-trending-container`. */
  readonly list: HTMLElement;
  /** Its posts: `li`, or the theme's `.et-trending-post`. */
  readonly items: readonly HTMLElement[];
}

/** Our markup (a list) or the Extra theme's header ticker (`#et-trending-container > .et-trending-post`). */
export function parseTicker(host: HTMLElement): ParseResult<TickerModel> {
  const list = host.querySelector<HTMLElement>(":scope > ul, :scope > ol, #et-trending-container");
  const items = list
    ? [...list.children].filter(
        (child): child is HTMLElement =>
          child instanceof HTMLLIElement ||
          (child instanceof HTMLElement && child.classList.contains("et-trending-post")),
      )
    : [];
  if (!list || items.length === 0) {
    return { ok: false, reason: "no list of posts (ul > li, or .et-trending-post)" };
  }
  return { ok: true, model: { host, list, items } };
}
