import type { BuilderViewState } from "../../../builder/frame/api";
import type { Bus } from "../../../core/bus";
import type { ViewportSource } from "./engine";

/**
 * Set on `<html>` by the builder frame (`src/builder/frame/app-frame.ts`): the view state in force when the sticky
 * modules start after the frame announced it on the bus.
 */
export const VIEW_MODE_ATTRIBUTE = "data-enhance-view-mode";
export const SCROLL_LOCATION_ATTRIBUTE = "data-enhance-scroll-location";
/** Spec 9: zoom doubles the scroll scale (one top-window px shows two of the page's) and halves heights. */
export const ZOOM_SCROLL_SCALE = 2;

export interface BuilderViewport extends ViewportSource {
  stop(): void;
}

/**
 * Where the sticky modules see the page from in the builder (spec 4 "Sticky modules": scroll location app or top).
 * With `app` the frame scrolls itself: its own scroll position and height, as outside a builder. With `top` the
 * frame is as tall as its document and the top window scrolls it: the part in view starts where the top window's
 * scroll passes the frame's top (its offset in the top document counts) and is the top window's height, both
 * times the scroll scale (2 in zoom, where the frame shows at half size, so the page's heights seen from the top
 * window are halved).
 */
export function builderViewport(bus: Bus, view: Window = window): BuilderViewport {
  const root = view.document.documentElement;
  let state: Pick<BuilderViewState, "scrollLocation" | "scrollScale"> = {
    scrollLocation: root.getAttribute(SCROLL_LOCATION_ATTRIBUTE) === "top" ? "top" : "app",
    scrollScale: root.getAttribute(VIEW_MODE_ATTRIBUTE) === "zoom" ? ZOOM_SCROLL_SCALE : 1,
  };
  const onViewState = (next: BuilderViewState): void => {
    state = next;
  };
  bus.on("builder:view-state", onViewState);

  /** The top window and the frame's element in it (same origin in the builder), or null. */
  const outside = (): { top: Window; frame: Element } | null => {
    try {
      const top = view.top;
      const frame = view.frameElement;
      return top && top !== view && frame ? { top, frame } : null;
    } catch {
      return null;
    }
  };

  return {
    read() {
      const seen = state.scrollLocation === "top" ? outside() : null;
      if (!seen) return { scrollY: view.scrollY, height: view.innerHeight };
      const scale = state.scrollScale;
      // The frame's top edge (border included) is seen at 1/scale in the top window: its distance above the
      // top window's view, in the page's px, is how far the page is scrolled.
      return {
        scrollY: view.scrollY - seen.frame.getBoundingClientRect().top * scale - seen.frame.clientTop,
        height: seen.top.innerHeight * scale,
      };
    },
    watch(changed, signal) {
      const top = outside()?.top;
      if (!top) return;
      const onTopChange = (): void => {
        if (state.scrollLocation === "top") changed();
      };
      top.addEventListener("scroll", onTopChange, { passive: true, signal });
      top.addEventListener("resize", onTopChange, { passive: true, signal });
    },
    stop() {
      bus.off("builder:view-state", onViewState);
    },
  };
}
