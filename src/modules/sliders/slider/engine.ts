/**
 * The slider engine's pure logic: where a move goes (wrapping at both ends), the transition state that blocks a
 * second move while one runs, how carousels group their items by width, whether the slideshow plays, and which
 * way a swipe points. Everything here is free of the DOM and unit-tested.
 */

export type Direction = "next" | "previous";
export type Move = Direction | number;

/** Carousels show 1 to 4 items per group (spec 9 "Carousels and sliders"). */
export const MAX_ITEMS_PER_GROUP = 4;
/** A horizontal touch movement shorter than this is a tap, not a swipe. */
export const SWIPE_MIN_PX = 30;

/**
 * The index a move lands on among `count` slides: next after the last is the first, previous before the first is
 * the last. Null when nothing moves (fewer than two slides, the current index, an index out of range).
 */
export function targetIndex(current: number, move: Move, count: number): number | null {
  if (count < 2) return null;
  if (move === "next") return (current + 1) % count;
  if (move === "previous") return (current - 1 + count) % count;
  if (!Number.isInteger(move) || move < 0 || move >= count || move === current) return null;
  return move;
}

/** Which way a jump to `target` reads: forward for a later slide, backward for an earlier one. */
export function directionOf(current: number, move: Move, target: number): Direction {
  if (move === "next" || move === "previous") return move;
  return target > current ? "next" : "previous";
}

export interface TransitionState {
  readonly active: number;
  /** The slide fading or sliding out, while a transition runs; null when the slider is still. */
  readonly leaving: number | null;
  readonly direction: Direction | null;
}

export function restingState(active: number): TransitionState {
  return { active, leaving: null, direction: null };
}

/**
 * The state after asking for `move`: null when it is refused, because a transition is running (the theme's
 * "a move is blocked during animation") or because nothing would move. An unanimated move lands at once.
 */
export function startMove(
  state: TransitionState,
  move: Move,
  count: number,
  animated: boolean,
): TransitionState | null {
  if (state.leaving !== null) return null;
  const target = targetIndex(state.active, move, count);
  if (target === null) return null;
  if (!animated) return restingState(target);
  return { active: target, leaving: state.active, direction: directionOf(state.active, move, target) };
}

/** The state once the running transition has ended. */
export function finishMove(state: TransitionState): TransitionState {
  return restingState(state.active);
}

/**
 * How many items of at least `minItemWidth` px fit in `width`, from 1 to 4. A width not measured yet (0 or not
 * finite) gives the largest group, as the theme does when it cannot tell.
 */
export function itemsPerGroup(width: number, minItemWidth: number): number {
  if (!Number.isFinite(width) || width <= 0 || minItemWidth <= 0) return MAX_ITEMS_PER_GROUP;
  return Math.min(MAX_ITEMS_PER_GROUP, Math.max(1, Math.floor(width / minItemWidth)));
}

/**
 * The full-width portfolio's columns by the width of its items container (spec 9 "Portfolio, gallery"): 5 at
 * 1600 px and above, 4 from 1024, 3 from 768, 2 from 480, else 1.
 */
export function portfolioColumns(width: number): number {
  if (width >= 1600) return 5;
  if (width >= 1024) return 4;
  if (width >= 768) return 3;
  if (width >= 480) return 2;
  return 1;
}

/** A portfolio item's height: 75 % of its column's width. */
export const PORTFOLIO_ITEM_HEIGHT_RATIO = 0.75;

export function portfolioItemHeight(width: number, columns: number): number {
  return columns > 0 && width > 0 ? (width / columns) * PORTFOLIO_ITEM_HEIGHT_RATIO : 0;
}

/** `items` in groups of `size` (the last may be shorter), in order. */
export function groupItems<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += step) groups.push(items.slice(start, start + step));
  return groups;
}

/** The group that holds item `itemIndex` when items are grouped by `size`. */
export function groupOfItem(itemIndex: number, size: number): number {
  return Math.floor(Math.max(0, itemIndex) / Math.max(1, Math.floor(size)));
}

/**
 * - `static`: no slideshow (not asked for, or fewer than two slides).
 * - `playing`: it moves by itself.
 * - `paused`: held for now (pointer over it, keyboard focus inside, `et_pb_pause_slider`, a video playing); it
 *   plays again once that ends.
 * - `stopped`: the visitor pressed Pause, or prefers reduced motion and has not pressed Play.
 */
export type PlaybackState = "static" | "playing" | "paused" | "stopped";

export interface PlaybackFlags {
  readonly autoplay: boolean;
  readonly slideCount: number;
  readonly stopped: boolean;
  readonly hovered: boolean;
  readonly focused: boolean;
  readonly flaggedPaused: boolean;
  readonly mediaPlaying: boolean;
}

export function playbackState(flags: PlaybackFlags): PlaybackState {
  if (!flags.autoplay || flags.slideCount < 2) return "static";
  if (flags.stopped) return "stopped";
  if (flags.hovered || flags.focused || flags.flaggedPaused || flags.mediaPlaying) return "paused";
  return "playing";
}

/**
 * The wait before the slideshow's next move, counted from the start of the last one (as the theme does), never
 * shorter than the transition and its wait, so an automatic move is never refused.
 */
export function autoplayDelay(intervalMs: number, transitionMs: number, waitAfterMs: number): number {
  return Math.max(intervalMs, transitionMs + waitAfterMs);
}

/** A finished touch movement: leftwards shows the next slide, rightwards the previous; mostly vertical is a scroll. */
export function swipeDirection(deltaX: number, deltaY: number): Direction | null {
  if (Math.abs(deltaX) < SWIPE_MIN_PX || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? "next" : "previous";
}
