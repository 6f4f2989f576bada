import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { slideHeight } from "../../core/motion";

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
 * change is blocked while animating).
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

  return { phase, busy, setOpen, contentRef: content };
}
