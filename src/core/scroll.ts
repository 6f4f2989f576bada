import { prefersReducedMotion, tween } from "./motion";

/** Spec 9: hash-link scroll 800 ms; notices 1000 ms. */
export const ANCHOR_SCROLL_MS = 800;
export const NOTICE_SCROLL_MS = 1000;

/** Page elements that the theme fixes to the top; their height is kept clear above a scroll target. */
const FIXED_TOP_SELECTORS = ["#wpadminbar", "#main-header", "#top-header"];

export function fixedTopOffset(doc: Document = document): number {
  let offset = 0;
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
