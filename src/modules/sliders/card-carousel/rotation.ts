/**
 * When a card carousel rotates by itself (WAI-ARIA APG carousel, spec 2): it plays unless the visitor stopped
 * it with the rotation control, it reached its last slide, or something pauses it for now (the mouse over it,
 * keyboard focus inside it, a finger dragging it, the page hidden or the carousel scrolled out of view).
 * With reduced motion, in the builder or with autoplay off in the markup it never rotates ("static").
 */
export type RotationState = "static" | "stopped" | "ended" | "paused" | "playing";

export interface RotationInputs {
  /** Autoplay wanted by the markup and allowed (no reduced motion, not the builder). */
  readonly autoplay: boolean;
  /** The visitor pressed Pause and has not pressed Play since. */
  readonly stoppedByVisitor: boolean;
  /** The last slide is showing: autoplay does not wrap. */
  readonly atLastSlide: boolean;
  /** Reasons to hold still for now; rotation resumes when none is left. */
  readonly hovered: boolean;
  readonly focusInside: boolean;
  readonly dragging: boolean;
  readonly pageHidden: boolean;
  readonly offscreen: boolean;
}

export function rotationState(inputs: RotationInputs): RotationState {
  if (!inputs.autoplay) return "static";
  if (inputs.stoppedByVisitor) return "stopped";
  if (inputs.atLastSlide) return "ended";
  const holding =
    inputs.hovered || inputs.focusInside || inputs.dragging || inputs.pageHidden || inputs.offscreen;
  return holding ? "paused" : "playing";
}

/** Whether the rotation control offers Pause (the carousel means to rotate) rather than Play. */
export function offersPause(state: RotationState): boolean {
  return state === "playing" || state === "paused";
}

/**
 * How long until autoplay's next move: what is left of the transition that started at `lastMoveAt` (never
 * less than 0 nor more than `speedMs`), then the full dwell. A pause forgets the time already spent, so a
 * slide gets its whole dwell again once the pointer or the focus leaves.
 */
export function delayUntilNextMove(
  now: number,
  lastMoveAt: number,
  speedMs: number,
  dwellMs: number,
): number {
  const transitionLeft = Math.min(Math.max(lastMoveAt + speedMs - now, 0), speedMs);
  return transitionLeft + dwellMs;
}

/** The label of slide `index` (from 0) for assistive technology, as the APG carousel gives it: "3 of 8". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** What the live region says after a visitor moves the carousel: "Slide 3 of 8". */
export function slideAnnouncement(index: number, count: number): string {
  return `Slide ${slideLabel(index, count)}`;
}
