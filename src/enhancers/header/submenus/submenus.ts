import type { Cleanup, ModuleContext } from "../../../boot/types";
import { keepNextTo, type OverlayLayout } from "../../../core/overlay-position";

/**
 * Sub-menus that open toward the inside of the viewport (`#top-menu` of the Divi header, `ul.et-menu` of the menu
 * modules: `li.menu-item-has-children > ul.sub-menu`).
 *
 * The theme's CSS opens a sub-menu on hover and focus-within and places it: under its item, a deeper level beside
 * its item. That stays; this enhancer only steps in when an opening sub-menu would leave the viewport. On a
 * pointer or focus moving into an item with a sub-menu, the next animation frame (when the theme's CSS shows it)
 * measures the sub-menu once; if it sticks out, Floating UI places it toward the inside (a dropdown ends at its
 * item's right edge instead of starting at its left, a deeper level opens on the other side of its item) and keeps
 * it there on resizes while it is open. When the item is neither hovered nor focused any more, the sub-menu gets
 * the theme's placement back. Nothing listens to scrolling: a sub-menu moves with its item.
 */

const OPENER_SELECTOR = "li.menu-item-has-children";
const SUB_MENU_SELECTOR = ":scope > ul.sub-menu";

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

/**
 * Whether a shown sub-menu's box leaves the viewport. A dropdown (depth 1) is judged across only: one taller than
 * the window is read by scrolling the page, which placing it elsewhere would not help. A deeper level is also
 * judged down, since it can move up beside its item.
 */
export function leavesViewport(box: Box, viewport: ViewportSize, depth: number): boolean {
  const across = box.left < 0 || box.right > viewport.width;
  const down = depth > 1 && box.bottom > viewport.height;
  return across || down;
}

/**
 * Where a sub-menu at `depth` (1 for a top-level item's dropdown) opens when the theme's place leaves the viewport.
 * A dropdown stays under its item and flips its alignment (start at the item's start, else end at its end); a
 * deeper level flips its side (after its item, else before it). "After" follows the writing direction.
 */
export function subMenuLayout(depth: number, rightToLeft: boolean): OverlayLayout {
  if (depth <= 1) {
    return {
      placement: rightToLeft ? "bottom-end" : "bottom-start",
      fallbackPlacements: [rightToLeft ? "bottom-start" : "bottom-end"],
      flipAxis: "alignment",
    };
  }
  return {
    placement: rightToLeft ? "left-start" : "right-start",
    fallbackPlacements: [rightToLeft ? "right-start" : "left-start"],
    flipAxis: "side",
  };
}

/** How deep `item`'s own sub-menu is in `menu`: 1 under a top-level item, 2 under an item of a dropdown. */
export function subMenuDepth(item: Element, menu: Element): number {
  let depth = 1;
  for (let parent = item.parentElement; parent && parent !== menu; parent = parent.parentElement) {
    if (parent.matches("ul.sub-menu")) depth += 1;
  }
  return depth;
}

/** An item is open for the theme's CSS while it is hovered or holds the focus. */
function isOpen(item: Element): boolean {
  return item.matches(":hover") || item.matches(":focus-within");
}

export function mount(menu: HTMLElement, context: ModuleContext): Cleanup {
  const { signal, disposables } = context;
  const rightToLeft = getComputedStyle(menu).direction === "rtl";
  /** Items whose sub-menu is open and has been measured, with the stop of its placement when it has one. */
  const openItems = new Map<HTMLElement, (() => void) | null>();
  const waiting = new Set<HTMLElement>();
  let frame: number | null = null;

  const openSubMenu = (item: HTMLElement): void => {
    const subMenu = item.querySelector<HTMLElement>(SUB_MENU_SELECTOR);
    if (!subMenu || openItems.has(item) || !isOpen(item)) return;
    const box = subMenu.getBoundingClientRect();
    // Not shown (a theme that hides sub-menus another way, or the mobile layout): nothing to place.
    if (box.width === 0 && box.height === 0) return;
    const depth = subMenuDepth(item, menu);
    const root = document.documentElement;
    const viewport = { width: root.clientWidth, height: root.clientHeight };
    if (!leavesViewport(box, viewport, depth) || getComputedStyle(subMenu).position !== "absolute") {
      openItems.set(item, null);
      return;
    }
    openItems.set(item, keepNextTo(item, subMenu, subMenuLayout(depth, rightToLeft)));
  };

  const closeSubMenus = (): void => {
    for (const [item, stopPlacing] of openItems) {
      if (isOpen(item)) continue;
      stopPlacing?.();
      openItems.delete(item);
    }
  };

  /** Once a frame, when the theme's CSS has shown or hidden what the pointer or focus changed. */
  const check = (): void => {
    frame ??= disposables.requestAnimationFrame(() => {
      frame = null;
      closeSubMenus();
      // Outer items first, so a deeper level is measured beside its dropdown's final place.
      for (const item of waiting) openSubMenu(item);
      waiting.clear();
    });
  };

  const enter = (event: Event): void => {
    const items: HTMLElement[] = [];
    for (
      let item = event.target instanceof Element ? event.target.closest<HTMLElement>(OPENER_SELECTOR) : null;
      item && menu.contains(item);
      item = item.parentElement?.closest<HTMLElement>(OPENER_SELECTOR) ?? null
    ) {
      if (!openItems.has(item)) items.unshift(item);
    }
    for (const item of items) waiting.add(item);
    if (items.length > 0 || openItems.size > 0) check();
  };
  const leave = (): void => {
    if (openItems.size > 0) check();
  };

  menu.addEventListener("pointerover", enter, { signal });
  menu.addEventListener("focusin", enter, { signal });
  menu.addEventListener("pointerout", leave, { signal });
  menu.addEventListener("focusout", leave, { signal });
  // The pointer or focus that loaded this code has already opened a sub-menu.
  for (const item of menu.querySelectorAll<HTMLElement>(OPENER_SELECTOR)) waiting.add(item);
  check();

  return () => {
    for (const stopPlacing of openItems.values()) stopPlacing?.();
    openItems.clear();
    waiting.clear();
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
