import {
  autoUpdate,
  computePosition,
  flip,
  offset,
  shift,
  size,
  type Middleware,
  type Placement,
} from "@floating-ui/dom";

/**
 * Overlays that stay next to their anchor and inside the viewport (the live search listbox, the rating's hint,
 * a menu's sub-menus), placed with Floating UI. Only the overlays' own chunks import this module, so Floating UI
 * never reaches the loader: the live search and the rating import it when they first open, the sub-menus' chunk
 * (itself loaded by the first pointer or focus in a menu) brings it along.
 *
 * The overlay is placed with `position: absolute` in its offset parent, so scrolling the page moves it with its
 * anchor without any work: nothing here listens to scroll events. It is placed again when the window or either
 * element is resized and, for overlays that ask for it, when the anchor moves on screen (an
 * IntersectionObserver, never a scroll listener).
 */

/** Room kept between an overlay and the edges of the viewport. */
export const VIEWPORT_MARGIN_PX = 8;

/** Which overflow makes the overlay try its fallback placements. */
export type FlipAxis =
  /** Its side: below the anchor to above, right of it to left. */
  | "side"
  /** Its alignment: a dropdown started at the anchor's left edge to one ended at its right edge. */
  | "alignment";

export interface OverlayLayout {
  /** Where the overlay opens when it fits. */
  readonly placement: Placement;
  /** Where it opens instead, in order, when the placement leaves the viewport. */
  readonly fallbackPlacements: readonly Placement[];
  readonly flipAxis: FlipAxis;
  /** Space between the anchor and the overlay. */
  readonly gap?: number;
  /** Keep the anchor's width (a listbox under its field). */
  readonly matchAnchorWidth?: boolean;
  /**
   * Limit the height to the room on the side it opens (its content scrolls), never above the theme's own
   * `max-height` (a CSS length read before placing; null for none). Where less than `minHeight` is left, the
   * overlay flips to the other side instead of shrinking further.
   */
  readonly fitHeight?: { readonly themeMaxHeight: string | null; readonly minHeight: number };
  /** Place it again when the anchor moves on screen (scrolling, content loading above it). */
  readonly followAnchor?: boolean;
}

/**
 * A CSS `max-height` for `room` pixels of space: never below `minHeight` (less room makes the overlay overflow,
 * which flips it to the other side) and never above the theme's own limit.
 */
export function fittedMaxHeight(room: number, themeMaxHeight: string | null, minHeight = 0): string {
  const roomPx = `${Math.max(0, minHeight, Math.floor(room))}px`;
  if (themeMaxHeight === null || themeMaxHeight === "" || themeMaxHeight === "none") return roomPx;
  return `min(${themeMaxHeight}, ${roomPx})`;
}

/** `isStopped` keeps a placement still computing when the overlay closes from writing its size afterwards. */
function middlewareFor(layout: OverlayLayout, isStopped: () => boolean): Middleware[] {
  const padding = VIEWPORT_MARGIN_PX;
  const middleware: Middleware[] = [];
  if (layout.gap) middleware.push(offset(layout.gap));
  const { fitHeight, matchAnchorWidth } = layout;
  // Sized before flipping: the overlay flips only when even its smallest fitted height has no room.
  if (fitHeight || matchAnchorWidth) {
    middleware.push(
      size({
        padding,
        apply({ rects, availableHeight, elements }) {
          if (isStopped()) return;
          const style = elements.floating.style;
          if (matchAnchorWidth) style.width = `${rects.reference.width}px`;
          if (fitHeight) {
            style.maxHeight = fittedMaxHeight(availableHeight, fitHeight.themeMaxHeight, fitHeight.minHeight);
          }
        },
      }),
    );
  }
  middleware.push(
    flip({
      padding,
      mainAxis: layout.flipAxis === "side",
      crossAxis: layout.flipAxis === "alignment",
      fallbackPlacements: [...layout.fallbackPlacements],
    }),
  );
  middleware.push(shift({ padding }));
  return middleware;
}

/**
 * Places `overlay` next to `anchor` now and again whenever the layout changes, until the returned function is
 * called: then the overlay's `style` attribute and `data-placement` are what they were, so the theme's CSS places
 * it as before. Nothing else may write the overlay's inline style while it is placed. `onPlaced` hears each placement.
 */
export function keepNextTo(
  anchor: Element,
  overlay: HTMLElement,
  layout: OverlayLayout,
  onPlaced?: (placement: Placement) => void,
): () => void {
  // The whole inline style is given back on stop: what the theme's CSS and the page's own inline styles say.
  const savedStyle = overlay.getAttribute("style");
  const savedPlacement = overlay.getAttribute("data-placement");
  let stopped = false;
  const middleware = middlewareFor(layout, () => stopped);
  const place = async (): Promise<void> => {
    const { x, y, placement } = await computePosition(anchor, overlay, {
      placement: layout.placement,
      strategy: "absolute",
      middleware,
    });
    if (stopped) return;
    // The theme's `right: 0` or `margin` would fight the computed box; inline styles win over its CSS.
    Object.assign(overlay.style, {
      left: `${x}px`,
      top: `${y}px`,
      right: "auto",
      bottom: "auto",
      margin: "0",
    });
    overlay.setAttribute("data-placement", placement);
    onPlaced?.(placement);
  };
  const stopUpdating = autoUpdate(anchor, overlay, () => void place(), {
    ancestorScroll: false,
    layoutShift: layout.followAnchor === true,
  });
  return () => {
    if (stopped) return;
    stopped = true;
    stopUpdating();
    if (savedStyle === null) overlay.removeAttribute("style");
    else overlay.setAttribute("style", savedStyle);
    if (savedPlacement === null) overlay.removeAttribute("data-placement");
    else overlay.setAttribute("data-placement", savedPlacement);
  };
}
