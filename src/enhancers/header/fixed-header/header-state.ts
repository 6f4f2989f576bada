/**
 * The states of the theme's fixed header (spec 1: "fixed header that hides on scroll"; spec 9: fixed header from
 * width 980). Pure: the scroll position and the header's size come in, the next state goes out.
 *
 * - `static`: at the top of the page; the header sits where the theme puts it.
 * - `fixed`: scrolled; the header carries the theme's `et-fixed-header` (its compact fixed style) and is shown.
 * - `hidden`: scrolling down past the header; it slides up out of view. Scrolling up shows it again.
 */

export type HeaderState = "static" | "fixed" | "hidden";

/** Spec 9: the header is fixed from a viewport width of 980 px (Divi). */
export const FIXED_HEADER_MIN_WIDTH = 980;
/** Spec 9: the Extra theme's desktop threshold is 1024 px. */
export const EXTRA_FIXED_HEADER_MIN_WIDTH = 1024;
/** Scroll movements shorter than this keep the header as it is (a trackpad's jitter does not flash it). */
export const SCROLL_DIRECTION_TOLERANCE_PX = 6;
/** The slide of the header out of and into view (the theme's header transitions take 0.4 s). */
export const HEADER_SLIDE_MS = 400;
/** The theme's class for the header in its fixed state. */
export const FIXED_HEADER_CLASS = "et-fixed-header";

export interface HeaderScroll {
  readonly state: HeaderState;
  /** Where the last change of direction was decided; movements are measured from here. */
  readonly anchorY: number;
}

export interface HeaderInput {
  readonly scrollY: number;
  /** The header hides only once the page has scrolled past it (its bottom edge, in px from the top). */
  readonly hideAfter: number;
  /** Keyboard focus inside the header, or a header the theme does not fix, keeps it shown. */
  readonly keepShown: boolean;
}

export function nextHeaderScroll(previous: HeaderScroll, input: HeaderInput): HeaderScroll {
  const { scrollY } = input;
  if (scrollY <= 0) return { state: "static", anchorY: 0 };
  if (input.keepShown) return { state: "fixed", anchorY: scrollY };
  const moved = scrollY - previous.anchorY;
  if (Math.abs(moved) < SCROLL_DIRECTION_TOLERANCE_PX) {
    return { state: previous.state === "static" ? "fixed" : previous.state, anchorY: previous.anchorY };
  }
  if (moved > 0 && scrollY > input.hideAfter) return { state: "hidden", anchorY: scrollY };
  if (moved < 0) return { state: "fixed", anchorY: scrollY };
  return { state: previous.state === "static" ? "fixed" : previous.state, anchorY: scrollY };
}

/** The viewport width from which the header is fixed: 1024 px on Extra, 980 px on Divi. */
export function fixedHeaderMinWidth(isExtraTheme: boolean): number {
  return isExtraTheme ? EXTRA_FIXED_HEADER_MIN_WIDTH : FIXED_HEADER_MIN_WIDTH;
}
