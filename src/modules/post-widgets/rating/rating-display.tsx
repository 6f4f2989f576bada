import { useLayoutEffect } from "react";
import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { starStates, type StarState } from "../../../validation/rating";
import { readOnlyLabel } from "./options";
import { parseRatingDisplay, type RatingDisplayModel } from "./parse-display";

/**
 * Extra's read-only stars in post meta (reference 2.1): `span.rating-stars[title="Rating: 3.50"]` holding
 * `span.rating-star.rating-star-(on|half|empty).rating-star-N`. The stars are drawn again from the title with
 * the spec's rounding (halves from .25, a full star from .76), so a feed page or a cached page whose classes
 * went stale still shows the average; screen readers get one image named "Rating: 3.5 out of 5" instead of
 * five empty spans. `data-state` rated | unrated.
 *
 * A React root of its own, outside the page: it adds nothing visible, so it only writes the state on the
 * server's own element and icons (the same nodes), and gives them back as they were when it unmounts.
 */
export const DISPLAY_STATE_CLASSES: Readonly<Record<StarState, string>> = {
  on: "rating-star-on",
  half: "rating-star-half",
  off: "rating-star-empty",
};
const EVERY_STATE_CLASS = Object.values(DISPLAY_STATE_CLASSES);

export function RatingDisplay({ model }: { model: RatingDisplayModel }) {
  const { host, icons, count, score } = model;
  useLayoutEffect(() => {
    const savedClasses = icons.map((icon) => icon.className);
    const savedRole = host.getAttribute("role");
    const savedLabel = host.getAttribute("aria-label");
    const states = starStates(score, count, true);
    icons.forEach((icon, index) => {
      icon.classList.remove(...EVERY_STATE_CLASS);
      icon.classList.add(DISPLAY_STATE_CLASSES[states[index] ?? "off"]);
    });
    host.setAttribute("role", "img");
    host.setAttribute("aria-label", readOnlyLabel("Rating:", score, count));
    host.dataset["state"] = score > 0 ? "rated" : "unrated";
    return () => {
      icons.forEach((icon, index) => (icon.className = savedClasses[index] ?? icon.className));
      if (savedRole === null) host.removeAttribute("role");
      else host.setAttribute("role", savedRole);
      if (savedLabel === null) host.removeAttribute("aria-label");
      else host.setAttribute("aria-label", savedLabel);
      delete host.dataset["state"];
    };
  }, [host, icons, count, score]);
  return null;
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseRatingDisplay(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  if (parsed.model.outOfRange) context.log.warn(parsed.model.outOfRange, element);
  // The root's container stays outside the page: the element keeps its children exactly as the server sent them.
  return mountIslandBeside(element, context, () => <RatingDisplay model={parsed.model} />);
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
