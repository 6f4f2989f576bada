import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { slideHeight } from "../../../core/motion";

/** Spec 4 and 9: toggle animation 700 ms (instant with reduced motion). */
export const TOGGLE_ANIMATION_MS = 700;

/** What a toggle shows: `opening` and `closing` last while the slide runs; content stays displayed through both. */
export type TogglePhase = "open" | "closed" | "opening" | "closing";

export function isExpanded(phase: TogglePhase): boolean {
  return phase === "open" || phase === "opening";
}

export function isDisplayed(phase: TogglePhase): boolean {
  return phase !== "closed";
}

const isSliding = (phase: TogglePhase): boolean => phase === "opening" || phase === "closing";

/**
 * The open/closed state of one toggle and its slide. A slide is never interrupted or doubled (the theme's
 * "blocked while animating"), but no request is lost either: `setOpen` during a slide records the state asked
 * for, and when the slide ends the toggle slides on to it if it differs from where the slide arrived. Only the
 * last request counts: opening a closed toggle and then asking for closed and for open again during the slide
 * ends open after the one 700 ms slide; asking for closed last ends closed after a second slide.
 *
 * `expanded` is the state the last request asked for (what `aria-expanded` says), `phase` what the content shows.
 * `follow` takes a state another script has already shown, at once, and drops any waiting request.
 */
export function useToggleMotion(initiallyOpen: boolean, reducedMotion: () => boolean) {
  const [phase, setPhase] = useState<TogglePhase>(initiallyOpen ? "open" : "closed");
  const [expanded, setExpanded] = useState(initiallyOpen);
  // Read when a slide ends, which may be long after the render that started it.
  const wanted = useRef(initiallyOpen);
  const content = useRef<HTMLDivElement | null>(null);
  const busy = isSliding(phase);

  const setOpen = useCallback((open: boolean): void => {
    wanted.current = open;
    setExpanded(open);
    setPhase((current) => {
      if (isSliding(current) || open === isExpanded(current)) return current;
      return open ? "opening" : "closing";
    });
  }, []);

  useLayoutEffect(() => {
    if (!isSliding(phase)) return;
    const element = content.current;
    const direction = phase === "opening" ? "open" : "close";
    const duration = reducedMotion() ? 0 : TOGGLE_ANIMATION_MS;
    let cancelled = false;
    void (element ? slideHeight(element, direction, duration) : Promise.resolve()).then(() => {
      if (cancelled) return;
      const arrivedOpen = direction === "open";
      // A request that came during the slide and asks for the other state starts the next slide now.
      if (wanted.current === arrivedOpen) setPhase(arrivedOpen ? "open" : "closed");
      else setPhase(arrivedOpen ? "closing" : "opening");
    });
    return () => {
      cancelled = true;
    };
  }, [phase, reducedMotion]);

  // Another script already shows `open` (it flipped the theme classes): take it at once, without a slide of our
  // own; a slide still running would play on against what the page shows.
  const follow = useCallback((open: boolean): void => {
    const element = content.current;
    if (element && typeof element.getAnimations === "function") {
      for (const animation of element.getAnimations()) animation.cancel();
    }
    wanted.current = open;
    setExpanded(open);
    setPhase(open ? "open" : "closed");
  }, []);

  return { phase, expanded, busy, setOpen, follow, contentRef: content };
}
