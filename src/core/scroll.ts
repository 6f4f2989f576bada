import { prefersReducedMotion, tween } from "./motion";

/** Spec 9: hash-link scroll 800 ms; notices 1000 ms. */
export const ANCHOR_SCROLL_MS = 800;
export const NOTICE_SCROLL_MS = 1000;

/**
 * Spec 9 "admin bar 782": WordPress fixes its admin bar to the top above 782 px wide; at 782 px and below the bar
 * scrolls away with the page, so nothing needs to be kept clear under it there.
 */
export const ADMIN_BAR_STATIC_MAX_WIDTH = 782;
/** Spec 9: the admin bar is read again 300 ms after a resize (it changes between fixed and static). */
export const ADMIN_BAR_RESIZE_DELAY_MS = 300;

/** What the admin bar's offset depends on: the viewport's width and the bar's own computed position and height. */
export interface AdminBarReading {
  readonly viewportWidth: number;
  readonly position: string;
  readonly height: number;
  /** A height that replaces the measured one while the bar is fixed (the theme builder's 32 px). */
  readonly fixedHeight?: number;
}

/**
 * The space the admin bar covers at the top of the viewport. At 782 px and below it is 0, unless the site fixes the
 * bar on small screens too: the computed position decides, so a bar that really stays fixed keeps its offset.
 */
export function adminBarOffset({ viewportWidth, position, height, fixedHeight }: AdminBarReading): number {
  const pinned = position === "fixed" || position === "sticky";
  if (!pinned) return 0;
  if (viewportWidth > ADMIN_BAR_STATIC_MAX_WIDTH && fixedHeight !== undefined) return fixedHeight;
  return height;
}

/** Reads the page's admin bar (`#wpadminbar`); 0 without one. */
export function readAdminBarOffset(doc: Document = document, fixedHeight?: number): number {
  const bar = doc.getElementById("wpadminbar");
  const view = doc.defaultView;
  if (bar === null || view === null) return 0;
  return adminBarOffset({
    viewportWidth: view.innerWidth,
    position: view.getComputedStyle(bar).position,
    height: bar.getBoundingClientRect().height,
    fixedHeight,
  });
}

/** Page elements that the theme fixes to the top; their height is kept clear above a scroll target. */
const FIXED_TOP_SELECTORS = ["#main-header", "#top-header"];

export function fixedTopOffset(doc: Document = document): number {
  let offset = readAdminBarOffset(doc);
  for (const selector of FIXED_TOP_SELECTORS) {
    const element = doc.querySelector<HTMLElement>(selector);
    if (!element) continue;
    const style = getComputedStyle(element);
    if (style.position === "fixed" || style.position === "sticky") offset += element.offsetHeight;
  }
  return offset;
}

export interface ScrollOptions {
  duration?: number;
  /** Extra space kept above the target, in px. */
  offset?: number;
  signal?: AbortSignal;
}

/** Scrolls the window to `top` smoothly; instantly with reduced motion. */
export function scrollWindowTo(
  top: number,
  { duration = ANCHOR_SCROLL_MS, signal }: ScrollOptions = {},
): Promise<void> {
  const target = Math.max(0, top);
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo({ top: target, behavior: "instant" });
    return Promise.resolve();
  }
  return tween({
    from: window.scrollY,
    to: target,
    duration,
    signal,
    onUpdate: (value) => window.scrollTo({ top: value, behavior: "instant" }),
  });
}

/** Scrolls so that `element` sits below the fixed header, then moves focus to it without a second jump. */
export async function scrollToElement(element: Element, options: ScrollOptions = {}): Promise<void> {
  const top = element.getBoundingClientRect().top + window.scrollY - fixedTopOffset() - (options.offset ?? 0);
  await scrollWindowTo(top, options);
  focusWithoutScrolling(element);
}

/** Moves focus to `element`, making it programmatically focusable when it is not. */
export function focusWithoutScrolling(element: Element): void {
  if (!(element instanceof HTMLElement || element instanceof SVGElement)) return;
  if (!element.matches("a[href], button, input, select, textarea, [tabindex]")) {
    element.setAttribute("tabindex", "-1");
  }
  element.focus({ preventScroll: true });
}
