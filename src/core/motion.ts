/** Reduced motion (DESIGN.md principle 8): autoplay, parallax, smooth scrolling and entrance animations off. */
export function prefersReducedMotion(view: Window = window): boolean {
  return view.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export type Easing = (progress: number) => number;

export const easeInOutCubic: Easing = (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export interface TweenOptions {
  from: number;
  to: number;
  duration: number;
  easing?: Easing;
  signal?: AbortSignal;
  onUpdate: (value: number) => void;
  /** How the next frame is asked for; returns its cancel. Every display frame by default. */
  requestFrame?: (callback: FrameRequestCallback) => () => void;
}

function everyDisplayFrame(callback: FrameRequestCallback): () => void {
  const id = requestAnimationFrame(callback);
  return () => cancelAnimationFrame(id);
}

/** Animates a number over `duration` ms on animation frames; resolves when done or aborted. */
export function tween({
  from,
  to,
  duration,
  easing = easeInOutCubic,
  signal,
  onUpdate,
  requestFrame = everyDisplayFrame,
}: TweenOptions): Promise<void> {
  return new Promise((resolve) => {
    if (duration <= 0 || signal?.aborted) {
      if (!signal?.aborted) onUpdate(to);
      resolve();
      return;
    }
    let start: number | null = null;
    let cancelFrame = (): void => undefined;
    const stop = (): void => {
      cancelFrame();
      resolve();
    };
    signal?.addEventListener("abort", stop, { once: true });
    const step = (now: number): void => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      onUpdate(from + (to - from) * easing(progress));
      if (progress < 1) {
        cancelFrame = requestFrame(step);
      } else {
        signal?.removeEventListener("abort", stop);
        resolve();
      }
    };
    cancelFrame = requestFrame(step);
  });
}

/**
 * Slides an element open or closed by animating its height (the theme's 700 ms toggle). With `duration` 0 it
 * resolves at once. The element must be displayed (not `hidden`) while it runs.
 */
export async function slideHeight(
  element: HTMLElement,
  direction: "open" | "close",
  duration: number,
): Promise<void> {
  if (duration <= 0 || typeof element.animate !== "function") return;
  const full = `${element.scrollHeight}px`;
  const keyframes =
    direction === "open"
      ? [
          { height: "0px", overflow: "hidden" },
          { height: full, overflow: "hidden" },
        ]
      : [
          { height: full, overflow: "hidden" },
          { height: "0px", overflow: "hidden" },
        ];
  const animation = element.animate(keyframes, { duration, easing: "ease-in-out" });
  try {
    await animation.finished;
  } catch {
    // Cancelled (the element left the page): nothing to finish.
  }
}
