import type { DeviceStickySettings, StickyPosition } from "./settings";
import { sizeToPx } from "./settings";

/**
 * The geometry of sticking (spec 4 "Sticky modules"): which state a module is in for a scroll position, how
 * surrounding sticky modules stack, the offsets and the final sticky style. Pure functions over numbers measured
 * beforehand: nothing here reads the DOM, so the scroll path never reads layout.
 *
 * All positions are document coordinates in px (0 is the top of the page).
 */

/** Spec 9: sticky z-index 10000; 10010 in a theme-builder header; 9990 in a theme-builder footer. */
export const STICKY_Z_INDEX = 10000;
export const STICKY_Z_INDEX_THEME_BUILDER_HEADER = 10010;
export const STICKY_Z_INDEX_THEME_BUILDER_FOOTER = 9990;
/** Spec 9: the final sticky style is applied 50 ms after the module becomes sticky (so transitions can run). */
export const FINAL_STYLE_DELAY_MS = 50;
/** Spec 9: the parent's height is unlocked 1 ms after the module enters or leaves the sticky state. */
export const PARENT_UNLOCK_DELAY_MS = 1;
/** Spec 9: admin bar height 32 in the theme builder (elsewhere measured). */
export const THEME_BUILDER_ADMIN_BAR_HEIGHT = 32;

export type StickyState = "not-sticky" | "sticky" | "paused";
export type StickySide = "top" | "bottom";
export type LayoutZone = "body" | "theme-builder-header" | "theme-builder-footer";

export type StickyDecision =
  | { readonly state: "not-sticky" }
  | { readonly state: "sticky"; readonly side: StickySide }
  /** Paused at a limit: the module sits at `documentTop` and scrolls with the page. */
  | { readonly state: "paused"; readonly side: StickySide; readonly documentTop: number };

export interface StickyFrameInput {
  readonly position: StickyPosition;
  /** Whether the module is rendered at all (the theme may hide it at this breakpoint). */
  readonly visible: boolean;
  /** The module's place in the page when not sticky: top and height. */
  readonly top: number;
  readonly height: number;
  /** Its height in the sticky state (sticky styles may change it). */
  readonly stickyHeight: number;
  /** Distance kept from the viewport's top edge (custom offset, modules stacked above, fixed page elements). */
  readonly topOffset: number;
  /** Distance kept from the viewport's bottom edge (custom offset, modules stacked below). */
  readonly bottomOffset: number;
  /** Where a top-sticky module stops: its bottom limit's bottom (less the modules stacked after it); null: none. */
  readonly pauseBottom: number | null;
  /** Where a bottom-sticky module stops: its top limit's top (plus the modules stacked before it); null: none. */
  readonly pauseTop: number | null;
  readonly scrollY: number;
  readonly viewportHeight: number;
}

const NOT_STICKY: StickyDecision = { state: "not-sticky" };

function decideTop(input: StickyFrameInput): StickyDecision | null {
  const topEdge = input.scrollY + input.topOffset;
  if (topEdge <= input.top) return null;
  if (input.pauseBottom !== null && input.pauseBottom <= topEdge + input.stickyHeight) {
    const documentTop = input.pauseBottom - input.stickyHeight;
    // A limit too short to move in: the module stays where it is.
    if (documentTop <= input.top) return NOT_STICKY;
    return { state: "paused", side: "top", documentTop };
  }
  return { state: "sticky", side: "top" };
}

function decideBottom(input: StickyFrameInput): StickyDecision | null {
  const bottomEdge = input.scrollY + input.viewportHeight - input.bottomOffset;
  if (bottomEdge >= input.top + input.height) return null;
  if (input.pauseTop !== null && input.pauseTop >= bottomEdge - input.stickyHeight) {
    if (input.pauseTop >= input.top) return NOT_STICKY;
    return { state: "paused", side: "bottom", documentTop: input.pauseTop };
  }
  return { state: "sticky", side: "bottom" };
}

/**
 * The state of one module at one scroll position. Top: sticky once the viewport's top edge (plus the offset) has
 * passed the module's top; paused when the module would cross its bottom limit. Bottom: sticky while the module's
 * bottom lies below the viewport's bottom edge (less the offset); paused at its top limit. Top and bottom: the top
 * side when its condition holds, else the bottom side.
 */
export function decideSticky(input: StickyFrameInput): StickyDecision {
  if (!input.visible || input.position === "none") return NOT_STICKY;
  if (input.position === "top") return decideTop(input) ?? NOT_STICKY;
  if (input.position === "bottom") return decideBottom(input) ?? NOT_STICKY;
  return decideTop(input) ?? decideBottom(input) ?? NOT_STICKY;
}

/** A limit container's extent; `key` tells two modules sharing the same container apart from equal extents. */
export interface LimitExtent {
  readonly key: number;
  readonly top: number;
  readonly bottom: number;
}

export interface StackCandidate {
  readonly id: string;
  readonly position: StickyPosition;
  readonly offsetSurrounding: boolean;
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
  readonly stickyHeight: number;
  readonly customTopOffset: number;
  readonly customBottomOffset: number;
  readonly topLimit: LimitExtent | null;
  readonly bottomLimit: LimitExtent | null;
}

export interface Stack {
  /** Top-sticky modules stacked above this one, in page order. */
  readonly above: readonly string[];
  /** Bottom-sticky modules stacked below this one, in page order. */
  readonly below: readonly string[];
}

const usesTop = (position: StickyPosition): boolean => position === "top" || position === "top_bottom";
const usesBottom = (position: StickyPosition): boolean => position === "bottom" || position === "top_bottom";

function overlapHorizontally(a: StackCandidate, b: StackCandidate): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width;
}

/** Page order: top to bottom, then left to right (the order in which modules reach the viewport's top). */
export function inPageOrder<T extends { readonly top: number; readonly left: number }>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) => a.top - b.top || a.left - b.left);
}

/**
 * Which sticky modules each module stacks against ("offset from surrounding sticky elements"). A module with the
 * option on keeps clear of the top-sticky modules before it and the bottom-sticky modules after it that also have
 * it on, that share its horizontal band (a module in the next column does not push it down), and that are still
 * sticky when it starts to stick (a module whose limit ends before it is reached has left by then).
 */
export function surroundingStacks(candidates: readonly StackCandidate[]): Map<string, Stack> {
  const ordered = inPageOrder(candidates);
  const stacks = new Map<string, Stack>();
  ordered.forEach((module, index) => {
    const above: string[] = [];
    const below: string[] = [];
    if (module.offsetSurrounding) {
      if (usesTop(module.position)) {
        for (const other of ordered.slice(0, index)) {
          if (!other.offsetSurrounding || !usesTop(other.position) || !overlapHorizontally(module, other))
            continue;
          if (other.bottomLimit !== null && other.bottomLimit.bottom <= module.top) continue;
          above.push(other.id);
        }
      }
      if (usesBottom(module.position)) {
        for (const other of ordered.slice(index + 1)) {
          if (!other.offsetSurrounding || !usesBottom(other.position) || !overlapHorizontally(module, other))
            continue;
          if (other.topLimit !== null && other.topLimit.top >= module.top + module.height) continue;
          below.push(other.id);
        }
      }
    }
    stacks.set(module.id, { above, below });
  });
  return stacks;
}

/** Heights of fixed page elements that sticky modules keep clear of (spec 4: "known fixed page elements"). */
export interface KnownElements {
  /** The WordPress admin bar when it is fixed. */
  readonly adminBar: number;
  /** The theme's fixed header (and its secondary bar) while shown. */
  readonly fixedHeader: number;
}

export interface StickyOffsets {
  readonly topOffset: number;
  readonly bottomOffset: number;
  readonly pauseBottom: number | null;
  readonly pauseTop: number | null;
}

/**
 * The offsets of one module: its custom offset, plus the custom offset and sticky height of each module stacked
 * against it, plus the admin bar (always) and the fixed header (when the module stacks against surrounding
 * elements). A module stops at its limit together with the modules stacked after it (top) or before it (bottom)
 * that share that limit, so a stack leaves as one.
 */
export function stickyOffsets(
  module: StackCandidate,
  byId: ReadonlyMap<string, StackCandidate>,
  stacks: ReadonlyMap<string, Stack>,
  known: KnownElements,
): StickyOffsets {
  const stack = stacks.get(module.id) ?? { above: [], below: [] };
  const sum = (ids: readonly string[], pick: (other: StackCandidate) => number): number =>
    ids.reduce((total, id) => {
      const other = byId.get(id);
      return other ? total + pick(other) : total;
    }, 0);
  const topOffset =
    module.customTopOffset +
    known.adminBar +
    (module.offsetSurrounding ? known.fixedHeader : 0) +
    sum(stack.above, (other) => other.customTopOffset + other.stickyHeight);
  const bottomOffset =
    module.customBottomOffset + sum(stack.below, (other) => other.customBottomOffset + other.stickyHeight);

  let pauseBottom: number | null = null;
  if (module.bottomLimit !== null) {
    const limit = module.bottomLimit;
    const followers = [...stacks.entries()]
      .filter(([id, other]) => id !== module.id && other.above.includes(module.id))
      .map(([id]) => byId.get(id))
      .filter((other): other is StackCandidate => other?.bottomLimit?.key === limit.key);
    pauseBottom =
      limit.bottom -
      followers.reduce((total, other) => total + other.customTopOffset + other.stickyHeight, 0);
  }
  let pauseTop: number | null = null;
  if (module.topLimit !== null) {
    const limit = module.topLimit;
    const leaders = [...stacks.entries()]
      .filter(([id, other]) => id !== module.id && other.below.includes(module.id))
      .map(([id]) => byId.get(id))
      .filter((other): other is StackCandidate => other?.topLimit?.key === limit.key);
    pauseTop =
      limit.top + leaders.reduce((total, other) => total + other.customBottomOffset + other.stickyHeight, 0);
  }
  return { topOffset, bottomOffset, pauseBottom, pauseTop };
}

export function zIndexFor(zone: LayoutZone): number {
  if (zone === "theme-builder-header") return STICKY_Z_INDEX_THEME_BUILDER_HEADER;
  if (zone === "theme-builder-footer") return STICKY_Z_INDEX_THEME_BUILDER_FOOTER;
  return STICKY_Z_INDEX;
}

export interface FinalStickyStyle {
  /** Px, or null to keep the width the module had. */
  readonly width: number | null;
  readonly maxWidth: number | null;
  /** A horizontal shift that keeps a centred or right-aligned module where its alignment puts it. */
  readonly alignDx: number;
  /** The module's relative offsets (a fixed module loses the theme's `top`/`left` of relative positioning). */
  readonly offsetDx: number;
  readonly offsetDy: number;
}

export interface FinalStyleContext {
  /** The module's width when it became sticky. */
  readonly width: number;
  readonly parentWidth: number;
  readonly viewportWidth: number;
  readonly viewportHeight: number;
  /** The module's font size (em, ex) and the root's (rem). */
  readonly fontSize: number;
  readonly rootFontSize: number;
}

/**
 * The sticky style of a module: its sticky width and max-width, the horizontal shift that keeps it aligned when
 * its width changes, and its relative offsets. The shifts are meant as translations, which move nothing else on
 * the page. Null when there is nothing to apply.
 */
export function finalStickyStyle(
  settings: DeviceStickySettings,
  context: FinalStyleContext,
): FinalStickyStyle | null {
  if (settings.width === null && settings.maxWidth === null && settings.relativeOrigin === null) return null;
  const width = settings.width === null ? null : sizeToPx(settings.width, context);
  const maxWidth = settings.maxWidth === null ? null : sizeToPx(settings.maxWidth, context);
  const rendered = Math.min(width ?? context.width, maxWidth ?? Number.POSITIVE_INFINITY);
  let alignDx = 0;
  if (settings.alignment === "center") alignDx = -(rendered - context.width) / 2;
  else if (settings.alignment === "right") alignDx = -(rendered - context.width);
  let offsetDx = 0;
  let offsetDy = 0;
  const origin = settings.relativeOrigin;
  if (origin !== null) {
    if (settings.verticalOffset !== null) {
      offsetDy = sizeToPx(settings.verticalOffset, context) * (origin.vertical === "top" ? 1 : -1);
    }
    if (settings.horizontalOffset !== null) {
      offsetDx = sizeToPx(settings.horizontalOffset, context) * (origin.horizontal === "left" ? 1 : -1);
    }
  }
  return { width, maxWidth, alignDx, offsetDx, offsetDy };
}

/**
 * The background layout (`et_pb_bg_layout_light` / `_dark`) a module shows: the sticky one while sticky when it has
 * one (`data-background-layout-sticky`), else the normal one.
 */
export function backgroundLayout(
  normal: string | null,
  sticky: string | null,
  isSticky: boolean,
): string | null {
  const valid = (value: string | null): string | null =>
    value === "light" || value === "dark" ? value : null;
  return isSticky ? (valid(sticky) ?? valid(normal)) : valid(normal);
}
