import type { Cleanup, ModuleContext } from "../../../boot/types";
import { STAR_RATING_DEFAULT, starStates, type StarState } from "../../../validation/rating";
import { parseTitleScore, readOnlyLabel } from "./options";

/**
 * Extra's read-only stars in post meta (reference 2.1): `span.rating-stars[title="Rating: 3.50"]` holding
 * `span.rating-star.rating-star-(on|half|empty).rating-star-N`. The stars are drawn again from the title with
 * the spec's rounding (halves from .25, a full star from .76), so a feed page or a cached page whose classes
 * went stale still shows the average; screen readers get one image named "Rating: 3.5 out of 5" instead of
 * five empty spans. `data-state` rated | unrated.
 */
export const DISPLAY_STATE_CLASSES: Readonly<Record<StarState, string>> = {
  on: "rating-star-on",
  half: "rating-star-half",
  off: "rating-star-empty",
};
const EVERY_STATE_CLASS = Object.values(DISPLAY_STATE_CLASSES);

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const title = element.getAttribute("title");
  const parsed = parseTitleScore(title);
  if (parsed === null) {
    return context.decline(`title "${title ?? ""}" holds no rating`, element);
  }
  const icons = [...element.querySelectorAll<HTMLElement>(".rating-star")];
  const count = icons.length > 0 ? icons.length : STAR_RATING_DEFAULT;
  const score = Math.min(count, Math.max(0, parsed));
  if (score !== parsed)
    context.log.warn(`title "${title ?? ""}" is outside 0 to ${count}; showing ${score}`, element);

  const savedClasses = icons.map((icon) => icon.className);
  const savedRole = element.getAttribute("role");
  const savedLabel = element.getAttribute("aria-label");
  const states = starStates(score, count, true);
  icons.forEach((icon, index) => {
    icon.classList.remove(...EVERY_STATE_CLASS);
    icon.classList.add(DISPLAY_STATE_CLASSES[states[index] ?? "off"]);
  });
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", readOnlyLabel("Rating:", score, count));
  element.dataset["state"] = score > 0 ? "rated" : "unrated";

  return () => {
    icons.forEach((icon, index) => (icon.className = savedClasses[index] ?? icon.className));
    if (savedRole === null) element.removeAttribute("role");
    else element.setAttribute("role", savedRole);
    if (savedLabel === null) element.removeAttribute("aria-label");
    else element.setAttribute("aria-label", savedLabel);
    delete element.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
