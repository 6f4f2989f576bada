import type { ModuleContext } from "../../../boot/types";
import { focusWithoutScrolling, scrollWindowTo } from "../../../core/scroll";

/**
 * The theme's back-to-top button (`span.et_pb_scroll_top.et-pb-icon`, spec 9 "Animation and scroll"): shown with
 * the theme's `et-visible` class once the page has scrolled past 400 px, hidden with `et-hidden` above that; a
 * press scrolls to the top in 800 ms (at once with reduced motion) and then moves focus to the top of the page,
 * so keyboard users continue from there rather than from a button at the bottom.
 */
export const SHOW_AFTER_PX = 400;
export const SCROLL_MS = 800;
export const ACCESSIBLE_NAME = "Back to top";

export const SENTINEL_CLASS = "enhance-back-to-top-sentinel";

/** Where focus goes after the scroll: the skip link's target, else the main landmark, else the body. */
export function topFocusTarget(doc: Document = document): HTMLElement {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a.skip-link[href^="#"]')) {
    const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
    const target = id ? doc.getElementById(id) : null;
    if (target) return target;
  }
  return doc.querySelector<HTMLElement>('main, [role="main"]') ?? doc.body;
}

export interface TopScroller {
  /** Scrolls to the top, then moves focus there; a new press restarts it. */
  activate(): Promise<void>;
  /** Stops a scroll under way (the button left the page). */
  cancel(): void;
}

/** The press of the button: the scroll to the top, which the visitor's own wheel or touch interrupts. */
export function createTopScroller(context: ModuleContext): TopScroller {
  let scrolling: AbortController | null = null;
  return {
    async activate() {
      scrolling?.abort();
      const controller = new AbortController();
      scrolling = controller;
      context.signal.addEventListener("abort", () => controller.abort(), { signal: controller.signal });
      // A visitor who scrolls on their own during the animation takes over.
      for (const type of ["wheel", "touchstart"] as const) {
        window.addEventListener(type, () => controller.abort(), { passive: true, signal: controller.signal });
      }
      await scrollWindowTo(0, {
        duration: context.reducedMotion() ? 0 : SCROLL_MS,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      controller.abort();
      focusWithoutScrolling(topFocusTarget());
    },
    cancel() {
      scrolling?.abort();
    },
  };
}
