import type { Device } from "../../core/breakpoints";
import type { ScrollLocation, ViewMode } from "./api";

/** Spec 9: scroll-to animation in the builder, 400 ms per 1000 px, at least 800 ms, at most 6000 ms. */
export const SCROLL_MS_PER_1000_PX = 400;
export const MIN_SCROLL_MS = 800;
export const MAX_SCROLL_MS = 6000;
/** Spec 9: builder zoom doubles the scroll scale and halves heights. */
export const ZOOM_SCROLL_SCALE = 2;

/** How long a scroll over `distance` px takes; 0 (instant) with reduced motion. */
export function scrollDuration(distance: number, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  const proportional = (Math.abs(distance) * SCROLL_MS_PER_1000_PX) / 1000;
  return Math.min(MAX_SCROLL_MS, Math.max(MIN_SCROLL_MS, proportional));
}

/** The device class a view mode previews, or null when the frame's own width decides. */
export function previewDeviceOf(mode: ViewMode): Device | null {
  return mode === "tablet" || mode === "phone" ? mode : null;
}

export function scrollScaleOf(mode: ViewMode): number {
  return mode === "zoom" ? ZOOM_SCROLL_SCALE : 1;
}

/** A height of the page as the top window shows it (halved in zoom). */
export function scaledHeight(height: number, scrollScale: number): number {
  return height / scrollScale;
}

/**
 * Where the scrolling window has to be for the page's `top` (px from the top of its document) to reach the top of
 * the view: the frame's own scroll position (`app`), or the top window's, past the frame's offset in it and at
 * the zoom's scale (`top`).
 */
export function scrollTargetFor(
  top: number,
  location: ScrollLocation,
  frameOffsetInTop: number,
  scrollScale: number,
): number {
  if (location === "app") return Math.max(0, top);
  return Math.max(0, frameOffsetInTop + scaledHeight(top, scrollScale));
}

/**
 * The scroll location the theme configures for a view mode (`et_builder_utils_params.builderScrollLocations`,
 * keyed by desktop, tablet and phone; `onloadScrollLocation` otherwise), `app` when it says nothing usable.
 */
export function configuredScrollLocation(params: unknown, mode: ViewMode): ScrollLocation {
  if (typeof params !== "object" || params === null) return "app";
  const { builderScrollLocations, onloadScrollLocation } = params as {
    builderScrollLocations?: unknown;
    onloadScrollLocation?: unknown;
  };
  const device = previewDeviceOf(mode) ?? "desktop";
  const byDevice =
    typeof builderScrollLocations === "object" && builderScrollLocations !== null
      ? (builderScrollLocations as Record<string, unknown>)[device]
      : undefined;
  const chosen = byDevice ?? onloadScrollLocation;
  return chosen === "top" ? "top" : "app";
}
