/** The timeline's numbers (spec 4 "Timeline", spec 9) and the words it says. */
export const TIMELINE_SCROLL_MS = 1000;
export const TIMELINE_LOAD_LOCK_MS = 250;
export const TIMELINE_LOAD_MARGIN_PX = 200;
/** Spec 9 "site theme ... single column 690": modules start collapsed up to this viewport width. */
export const SINGLE_COLUMN_MAX_WIDTH = 690;
/** The theme's collapse slide (jQuery `fast`). */
export const TIMELINE_SLIDE_MS = 200;
/** The theme writes the current month into the hash this long after it changes. */
export const HASH_WRITE_DELAY_MS = 500;
/** A jump lands this far past the month's head, so the month is the one being read. */
export const JUMP_OVERLAP_PX = 2;
/** Height of the band that decides the month being read, when there is no month head to measure. */
export const CURRENT_BAND_FALLBACK_PX = 48;
/** The theme's z-index for the sticky month header. */
export const STICKY_HEADER_Z_INDEX = 100;

export const TIMELINE_MESSAGES = {
  loading: "Loading older posts.",
  loaded: "Older posts loaded: {months}.",
  complete: "You have reached the oldest posts.",
  failed: "Older posts could not be loaded. {reason}",
  retry: "Try again",
  noPosts: "There are no posts from {month}.",
  menu: "Timeline months",
} as const;

/** Shows or hides an element with `hidden` and an inline `display`, so it holds against the theme's CSS too. */
export function setShown(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  if (shown) element.style.removeProperty("display");
  else element.style.display = "none";
}
