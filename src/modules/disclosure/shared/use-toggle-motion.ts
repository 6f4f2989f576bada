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

/**
 * The open/closed state of one toggle and its slide. `setOpen` returns false when the toggle is mid-slide (a
 * change is blocked while animating); `follow` takes a state another script has already shown, at once.
 */
export function useToggleMotion(initiallyOpen: boolean, reducedMotion: () => boolean) {
  const [phase, setPhase] = useState<TogglePhase>(initiallyOpen ? "open" : "closed");
  const content = useRef<HTMLDivElement | null>(null);
  const busy = phase === "opening" || phase === "closing";

  const setOpen = useCallback(
    (open: boolean): boolean => {
      if (busy) return false;
      if (open === isExpanded(phase)) return true;
      setPhase(open ? "opening" : "closing");
      return true;
    },
    [busy, phase],
  );

  useLayoutEffect(() => {
    if (phase !== "opening" && phase !== "closing") return;
    const element = content.current;
    const direction = phase === "opening" ? "open" : "close";
    const duration = reducedMotion() ? 0 : TOGGLE_ANIMATION_MS;
    let cancelled = false;
    void (element ? slideHeight(element, direction, duration) : Promise.resolve()).then(() => {
      if (!cancelled) setPhase(direction === "open" ? "open" : "closed");
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
    setPhase(open ? "open" : "closed");
  }, []);

  return { phase, busy, setOpen, follow, contentRef: content };
}
