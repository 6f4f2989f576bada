import type { ModuleDefinition, Strategy } from "./types";

/**
 * A load strategy decides when an element's module is loaded and mounted: it calls `start` once, or never if
 * `signal` aborts first. Each is a few lines (the Astro islands pattern).
 */
export type StrategyRunner = (
  element: Element,
  definition: ModuleDefinition,
  start: () => void,
  signal: AbortSignal,
) => void;

export const DEFAULT_ROOT_MARGIN = "200px";
const IDLE_FALLBACK_MS = 200;

/**
 * One IntersectionObserver per root margin, shared by every element. An element can carry several modules (a
 * header with its search overlay and its mobile menu), so each element keeps a set of starts, all run when it
 * first comes near the viewport.
 */
type Starts = WeakMap<Element, Set<() => void>>;
const observers = new Map<string, { observer: IntersectionObserver; starts: Starts }>();

function visibilityObserver(rootMargin: string): { observer: IntersectionObserver; starts: Starts } {
  let entry = observers.get(rootMargin);
  if (!entry) {
    const starts: Starts = new WeakMap();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (!record.isIntersecting) continue;
          observer.unobserve(record.target);
          const waiting = starts.get(record.target);
          starts.delete(record.target);
          for (const start of waiting ?? []) start();
        }
      },
      { rootMargin },
    );
    entry = { observer, starts };
    observers.set(rootMargin, entry);
  }
  return entry;
}

const eager: StrategyRunner = (_element, _definition, start) => start();

const visible: StrategyRunner = (element, definition, start, signal) => {
  const { observer, starts } = visibilityObserver(definition.rootMargin ?? DEFAULT_ROOT_MARGIN);
  const waiting = starts.get(element) ?? new Set<() => void>();
  waiting.add(start);
  starts.set(element, waiting);
  observer.observe(element);
  signal.addEventListener("abort", () => {
    waiting.delete(start);
    if (waiting.size === 0) {
      observer.unobserve(element);
      starts.delete(element);
    }
  });
};

/**
 * The strategies the loader runs itself: most modules wait to be visible, a few mount at once or when the
 * browser is idle. The others (interaction, media, reached, scrolled) are only needed once a module that uses them was
 * found: they are in the runtime, which the loader preloads as soon as the scan finds any module
 * (`waiting-strategies.ts`).
 */
/** Registered at scan time: an idle callback registered later could miss the idle period it waits for. */
const idle: StrategyRunner = (_element, _definition, start, signal) => {
  const native = "requestIdleCallback" in window;
  const id = native ? window.requestIdleCallback(start) : window.setTimeout(start, IDLE_FALLBACK_MS);
  signal.addEventListener("abort", () => (native ? window.cancelIdleCallback(id) : window.clearTimeout(id)));
};

export const strategies: Partial<Record<Strategy, StrategyRunner>> = { eager, visible, idle };

const NAMES: readonly string[] = [
  "eager",
  "visible",
  "idle",
  "interaction",
  "media",
  "reached",
  "scrolled",
] satisfies Strategy[];

export function isStrategy(value: string | null | undefined): value is Strategy {
  return value !== null && value !== undefined && NAMES.includes(value);
}
