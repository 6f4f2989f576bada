import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import type { ModuleContext } from "../../../boot/types";
import {
  autoplayDelay,
  finishMove,
  playbackState,
  restingState,
  startMove,
  swipeDirection,
  type Direction,
  type Move,
  type PlaybackState,
  type TransitionState,
} from "./engine";
import { mediaPlayingIn, pauseMediaIn } from "./media";
import type { AutoplayOptions } from "./options";

export type Effect = "fade" | "slide";

export interface TransitionOptions {
  readonly effect: Effect;
  readonly durationMs: number;
  /** A pause after the transition during which moves stay blocked (the full-width portfolio's 100 ms). */
  readonly waitAfterMs: number;
}

export type SlideStatus = "active" | "leaving" | "inactive";

export function slideStatus(index: number, state: TransitionState): SlideStatus {
  if (index === state.active) return "active";
  return index === state.leaving ? "leaving" : "inactive";
}

export interface SlideTransitions {
  readonly state: TransitionState;
  /** Asks for a move; false when it is refused (a transition runs, or nothing would move). */
  move(move: Move): boolean;
  /** Shows `index` at once, cutting a running transition short (regrouping, deep state changes). */
  jump(index: number): void;
  /** Registers the element of slide `index`, for its animation and focus. */
  register(index: number, element: HTMLElement | null): void;
}

interface TransitionArgs {
  readonly count: number;
  readonly initial: number;
  readonly transition: TransitionOptions;
  readonly context: ModuleContext;
  /** Called once per move, after the new slide is in the page (both slides still present). */
  onMoved?(entering: HTMLElement | null, leaving: HTMLElement | null): void;
}

const EASING = "ease-in-out";

function animate(element: HTMLElement | null, keyframes: Keyframe[], duration: number): Animation | null {
  if (!element || typeof element.animate !== "function") return null;
  return element.animate(keyframes, { duration, easing: EASING, fill: "both" });
}

/**
 * The move, wrap and block rules of one slider, with the fade or slide between slides. The state ends with a timer
 * (not with the animation) so the block lasts exactly the transition plus its wait, under any clock.
 */
export function useSlideTransitions({
  count,
  initial,
  transition,
  context,
  onMoved,
}: TransitionArgs): SlideTransitions {
  const [state, setState] = useState<TransitionState>(() => restingState(initial));
  const stateRef = useRef(state);
  const elements = useRef<Array<HTMLElement | null>>([]);
  const focusWasInside = useRef(false);
  const onMovedRef = useRef(onMoved);
  onMovedRef.current = onMoved;

  const commit = useCallback((next: TransitionState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const move = useCallback(
    (requested: Move): boolean => {
      const current = stateRef.current;
      const animated = transition.durationMs + transition.waitAfterMs > 0 && !context.reducedMotion();
      const next = startMove(current, requested, count, animated);
      if (!next) return false;
      const leaving = elements.current[current.active];
      focusWasInside.current = Boolean(leaving?.contains(document.activeElement));
      commit(next);
      return true;
    },
    [commit, context, count, transition.durationMs, transition.waitAfterMs],
  );

  const jump = useCallback(
    (index: number) => {
      const bounded = Math.min(Math.max(0, index), Math.max(0, count - 1));
      if (stateRef.current.active === bounded && stateRef.current.leaving === null) return;
      commit(restingState(bounded));
    },
    [commit, count],
  );

  // Fewer slides than before (a carousel regrouped): stay within range.
  useLayoutEffect(() => {
    if (count > 0 && stateRef.current.active >= count) commit(restingState(count - 1));
  }, [count, commit]);

  const previous = useRef(state.active);
  useLayoutEffect(() => {
    if (previous.current === state.active) return;
    const leavingIndex = previous.current;
    previous.current = state.active;
    const entering = elements.current[state.active] ?? null;
    const leaving = elements.current[leavingIndex] ?? null;
    if (focusWasInside.current) {
      focusWasInside.current = false;
      entering?.focus({ preventScroll: true });
    }
    onMovedRef.current?.(entering, leaving);
  }, [state.active]);

  const { effect, durationMs, waitAfterMs } = transition;
  useLayoutEffect(() => {
    if (state.leaving === null) return;
    const entering = elements.current[state.active] ?? null;
    const leaving = elements.current[state.leaving] ?? null;
    const sign = state.direction === "previous" ? -1 : 1;
    const animations =
      effect === "fade"
        ? [
            animate(entering, [{ opacity: 0 }, { opacity: 1 }], durationMs),
            animate(leaving, [{ opacity: 1 }, { opacity: 0 }], durationMs),
          ]
        : [
            animate(
              entering,
              [{ transform: `translateX(${sign * 100}%)` }, { transform: "translateX(0)" }],
              durationMs,
            ),
            animate(
              leaving,
              [{ transform: "translateX(0)" }, { transform: `translateX(${-sign * 100}%)` }],
              durationMs,
            ),
          ];
    const timer = window.setTimeout(() => commit(finishMove(stateRef.current)), durationMs + waitAfterMs);
    return () => {
      window.clearTimeout(timer);
      for (const animation of animations) animation?.cancel();
    };
  }, [state, effect, durationMs, waitAfterMs, commit]);

  const register = useCallback((index: number, element: HTMLElement | null) => {
    elements.current[index] = element;
  }, []);

  return { state, move, jump, register };
}

/** Inline style of a slide while it leaves: lifted out of the flow, above the one coming in. */
export function leavingStyle(effect: Effect): CSSProperties {
  return {
    position: "absolute",
    top: 0,
    left: 0,
    width: "100%",
    zIndex: effect === "fade" ? 2 : 1,
    pointerEvents: "none",
  };
}

export interface Playback {
  readonly playback: PlaybackState;
  /** The visitor pressed Pause (or prefers reduced motion and has not pressed Play). */
  readonly stopped: boolean;
  toggle(): void;
}

interface PlaybackArgs {
  readonly host: HTMLElement;
  readonly context: ModuleContext;
  readonly autoplay: AutoplayOptions;
  readonly count: number;
  readonly active: number;
  readonly transition: TransitionOptions;
  /** The theme's class for a hovered slider (`et_slider_hovered`, `et_carousel_hovered`). */
  readonly hoverClass: string;
  advance(): void;
}

const PAUSE_FLAG = "et_pb_pause_slider";

function keyboardFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(":focus-visible");
  } catch {
    // A browser without :focus-visible: any focus counts.
    return true;
  }
}

/**
 * The slideshow: plays when the markup asks for it, holds while the pointer is over the slider (unless
 * `et_slider_auto_ignore_hover`), while keyboard focus is inside, while `et_pb_pause_slider` is set and while one
 * of its videos plays, and stops for good on Pause or with reduced motion (until Play). The state is written on
 * the host as `data-state`.
 */
export function usePlayback({
  host,
  context,
  autoplay,
  count,
  active,
  transition,
  hoverClass,
  advance,
}: PlaybackArgs): Playback {
  const [stopped, setStopped] = useState(() => context.reducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [flaggedPaused, setFlaggedPaused] = useState(() => host.classList.contains(PAUSE_FLAG));
  const [mediaPlaying, setMediaPlaying] = useState(false);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;
  const enabled = autoplay.enabled && count > 1;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    if (!autoplay.ignoreHover) {
      host.addEventListener(
        "pointerenter",
        (event) => {
          if (event.pointerType !== "touch") setHovered(true);
        },
        options,
      );
      host.addEventListener("pointerleave", () => setHovered(false), options);
    }
    host.addEventListener("focusin", (event) => setFocused(keyboardFocus(event.target)), options);
    host.addEventListener(
      "focusout",
      (event) => {
        if (event.relatedTarget instanceof Node && host.contains(event.relatedTarget)) return;
        setFocused(false);
      },
      options,
    );
    const mediaChanged = (): void => setMediaPlaying(mediaPlayingIn(host));
    for (const type of ["play", "pause", "ended"]) {
      host.addEventListener(type, mediaChanged, { ...options, capture: true });
    }
    const flags = new MutationObserver(() => setFlaggedPaused(host.classList.contains(PAUSE_FLAG)));
    flags.observe(host, { attributes: true, attributeFilter: ["class"] });
    return () => {
      controller.abort();
      flags.disconnect();
      host.classList.remove(hoverClass);
    };
  }, [enabled, autoplay.ignoreHover, host, hoverClass]);

  const playback = playbackState({
    autoplay: autoplay.enabled,
    slideCount: count,
    stopped,
    hovered,
    focused,
    flaggedPaused,
    mediaPlaying,
  });

  useEffect(() => {
    host.classList.toggle(hoverClass, enabled && hovered);
  }, [host, hoverClass, enabled, hovered]);

  useEffect(() => {
    host.dataset["state"] = playback;
  }, [host, playback]);

  // The next automatic move is counted from the start of the last move, as the theme counts it.
  useEffect(() => {
    if (playback !== "playing") return;
    const timer = window.setTimeout(
      () => advanceRef.current(),
      autoplayDelay(autoplay.intervalMs, transition.durationMs, transition.waitAfterMs),
    );
    return () => window.clearTimeout(timer);
  }, [playback, active, autoplay.intervalMs, transition.durationMs, transition.waitAfterMs]);

  const toggle = useCallback(() => {
    // Play is an explicit request: it plays even though the pointer or focus is on the button (APG).
    if (stopped) {
      setHovered(false);
      setFocused(false);
    }
    setStopped(!stopped);
  }, [stopped]);

  return { playback, stopped, toggle };
}

/** Swipe on touch: a horizontal flick over `element` moves to the next or previous slide. */
export function useSwipe(element: HTMLElement | null, onSwipe: (direction: Direction) => void): void {
  const onSwipeRef = useRef(onSwipe);
  onSwipeRef.current = onSwipe;
  useEffect(() => {
    if (!element) return;
    const controller = new AbortController();
    const options = { signal: controller.signal, passive: true };
    let start: { x: number; y: number } | null = null;
    element.addEventListener(
      "touchstart",
      (event) => {
        const touch = event.touches[0];
        start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
      },
      options,
    );
    element.addEventListener(
      "touchend",
      (event) => {
        const touch = event.changedTouches[0];
        if (!start || !touch) return;
        const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
        start = null;
        if (direction) onSwipeRef.current(direction);
      },
      options,
    );
    element.addEventListener("touchcancel", () => (start = null), options);
    return () => controller.abort();
  }, [element]);
}

/** Pauses the media of the slide that leaves (what enters re-measures itself through its own observers). */
export function announceMove(leaving: HTMLElement | null): void {
  if (leaving) pauseMediaIn(leaving);
}
