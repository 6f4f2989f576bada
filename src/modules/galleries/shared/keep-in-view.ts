import type { ModuleContext } from "../../../boot/types";
import { fixedTopOffset, scrollWindowTo } from "../../../core/scroll";

/** The theme's 200 ms scroll back to a gallery after a page change. */
const PAGE_CHANGE_SCROLL_MS = 200;
const PAGE_CHANGE_SCROLL_MARGIN = 20;

/**
 * After a visitor changes the page, keeps what they need in view: the whole module when it fits the window and
 * its top went above it (the theme scrolls back to the gallery), else the pagination they are using, which a
 * shorter last page may have pulled out of view. Called on a click or key press, never from a scroll handler.
 */
export function keepPageInView(module: HTMLElement, pagination: HTMLElement, context: ModuleContext): void {
  const offset = fixedTopOffset();
  const box = module.getBoundingClientRect();
  const instant = context.reducedMotion();
  if (box.top < offset && box.height + PAGE_CHANGE_SCROLL_MARGIN <= window.innerHeight - offset) {
    void scrollWindowTo(window.scrollY + box.top - offset - PAGE_CHANGE_SCROLL_MARGIN, {
      duration: instant ? 0 : PAGE_CHANGE_SCROLL_MS,
      signal: context.signal,
    });
    return;
  }
  const bar = pagination.getBoundingClientRect();
  const outOfView = bar.bottom <= offset || bar.top >= window.innerHeight;
  if (outOfView && typeof pagination.scrollIntoView === "function") {
    pagination.scrollIntoView({ block: "nearest", behavior: instant ? "instant" : "smooth" });
  }
}
