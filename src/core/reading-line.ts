/**
 * Where a reader is looking: the line 65 % of the window's height down from its top. A counter starts once part
 * of it has risen above this line, so the visitor sees it count rather than finish; one that sits lower on the
 * first screen waits (its text hidden, as the theme keeps it) instead of spending the page's first seconds
 * animating out of sight of the reader's eye. The `reached` load strategy mounts a module at the same moment.
 */
export const START_LINE = 0.65;

/** The root margin that shrinks the window to the part above the start line, for an IntersectionObserver. */
export const ABOVE_THE_LINE_MARGIN = `0px 0px -${Math.round((1 - START_LINE) * 100)}% 0px`;
