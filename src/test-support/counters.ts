import { vi } from "vitest";
import type { ModuleContext } from "../boot/types";
import { createDisposables } from "../core/disposables";
import { createTestContext } from "./context";

/**
 * Test stand-ins shared by the counters' unit tests (never bundled): an IntersectionObserver the test drives by
 * hand, animation frames on fake timers, and a context whose unmount the test can trigger.
 */

export { controlIntersection, type ControlledObservers } from "./observers";

/** Fake timers that include animation frames (about 16 ms apart) and `performance.now`. */
export function useFakeFrames(): void {
  vi.useFakeTimers({
    toFake: [
      "setTimeout",
      "clearTimeout",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "performance",
      "Date",
    ],
  });
}

/** A test context with motion on (unless told otherwise) and an `unmount` that aborts it. */
export function createCounterContext(
  element: HTMLElement,
  overrides: Partial<ModuleContext> = {},
): { context: ModuleContext; unmount: () => void } {
  const controller = new AbortController();
  const context = createTestContext(element, {
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
    reducedMotion: () => false,
    ...overrides,
  });
  return { context, unmount: () => controller.abort() };
}
