import type { Disposables } from "../../../core/disposables";

/**
 * The trending posts ticker of the Extra header (spec 9 "Animation and scroll"). Our markup, as the theme prints
 * no reference for it:
 *
 *   <div class="enhance-trending-ticker">
 *     <h2 class="enhance-trending-ticker__title">Trending</h2>
 *     <ul><li><a href="/post/">Post title</a></li>…</ul>
 *   </div>
 *
 * It shows one post at a time and moves to the next every 10 s with a 300 ms fade out and in; hovering it or
 * moving focus into it pauses the rotation, and a visible Pause/Play button (the APG rotation control) stops it
 * for good. While it rotates the list is `aria-live="off"` so screen readers are not interrupted. With reduced
 * motion it never rotates: every post stays listed.
 */
export const ROTATE_MS = 10000;
export const FADE_MS = 300;

export type TickerState = "rotating" | "paused" | "stopped" | "static";

/** The index after `index` in a list of `count`, wrapping to the first. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** What holds a rotating ticker still: the visitor's Pause, the pointer over it, focus inside it. */
export interface TickerHold {
  readonly stopped: boolean;
  readonly hovered: boolean;
  readonly focused: boolean;
}

export const NOTHING_HOLDS: TickerHold = { stopped: false, hovered: false, focused: false };

export type TickerInput = "toggle" | "pointer-enter" | "pointer-leave" | "focus-in" | "focus-out";

export function nextHold(hold: TickerHold, input: TickerInput): TickerHold {
  switch (input) {
    case "toggle":
      // Play is an explicit request: it rotates even though the pointer or focus is on the button (APG).
      return hold.stopped ? NOTHING_HOLDS : { ...hold, stopped: true };
    case "pointer-enter":
      return { ...hold, hovered: true };
    case "pointer-leave":
      return { ...hold, hovered: false };
    case "focus-in":
      // Focus on a post holds that post in place (it must not vanish under the visitor's focus).
      return { ...hold, focused: true };
    case "focus-out":
      return { ...hold, focused: false };
  }
}

export function tickerState(hold: TickerHold): TickerState {
  if (hold.stopped) return "stopped";
  return hold.hovered || hold.focused ? "paused" : "rotating";
}

export function fade(element: HTMLElement, from: number, to: number): Animation | null {
  if (typeof element.animate !== "function") return null;
  return element.animate([{ opacity: from }, { opacity: to }], { duration: FADE_MS, fill: "forwards" });
}

export interface RotationSteps {
  /** The leaving post starts to fade out. */
  fadeOut(): void;
  /** FADE_MS later: the next post comes in, unless the ticker was paused meanwhile. */
  fadeEnd(): void;
}

export interface Rotation {
  /** Rotating: the next post comes ROTATE_MS after this call (or after the last one). Held: no post comes. */
  run(rotating: boolean): void;
  stop(): void;
}

/** The ticker's clock: every ROTATE_MS a fade out, and FADE_MS later the next post. */
export function createRotation(timers: Disposables, steps: RotationSteps): Rotation {
  let rotateTimer: number | undefined;
  // A fade already under way ends even when the ticker is paused meanwhile: its end decides whether the post
  // changes.
  const fadeTimers = new Set<number>();
  const rotate = (): void => {
    rotateTimer = timers.setTimeout(rotate, ROTATE_MS);
    steps.fadeOut();
    const fadeTimer = timers.setTimeout(() => {
      fadeTimers.delete(fadeTimer);
      steps.fadeEnd();
    }, FADE_MS);
    fadeTimers.add(fadeTimer);
  };
  const hold = (): void => {
    if (rotateTimer === undefined) return;
    timers.clearTimeout(rotateTimer);
    rotateTimer = undefined;
  };
  return {
    run(rotating) {
      if (!rotating) hold();
      else if (rotateTimer === undefined) rotateTimer = timers.setTimeout(rotate, ROTATE_MS);
    },
    stop() {
      hold();
      for (const fadeTimer of fadeTimers) timers.clearTimeout(fadeTimer);
      fadeTimers.clear();
    },
  };
}
