import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

// jsdom has no matchMedia or IntersectionObserver; the boot and the islands rely on both, so tests get
// minimal, controllable stand-ins. Tests that need to drive them replace them per test.
if (typeof window !== "undefined") {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!("IntersectionObserver" in window)) {
    class ImmediateIntersectionObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element): void {
        queueMicrotask(() =>
          this.callback(
            [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): IntersectionObserverEntry[] {
        return [];
      }
    }
    Object.assign(window, { IntersectionObserver: ImmediateIntersectionObserver });
  }
  // jsdom has no scheduler.yield. The boot yields before each slice of mounts (src/boot/mount-turns.ts); with a
  // timer there, a test on fake timers that ends before the timer fires would leave the page's one mount queue
  // waiting for every later test. Here a yield is a microtask; mount-turns.test.ts tests the slicing itself with
  // its own clock and yield.
  if (!("scheduler" in globalThis)) {
    Object.assign(globalThis, { scheduler: { yield: () => Promise.resolve() } });
  }
}

afterEach(() => {
  cleanup();
});
