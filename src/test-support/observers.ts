import { vi } from "vitest";

/** An IntersectionObserver the test drives by hand, shared by every unit test that needs one. */
export interface ControlledObservers {
  /** Reports `target` as intersecting (or not) to every observer watching it now. */
  show(target: Element, isIntersecting?: boolean): void;
  /**
   * Reports `target` as intersecting, wholly (ratio 1) with its top `top` px below the window's, only to the
   * observers watching it now whose options `accepts`.
   */
  showTo(accepts: (options: IntersectionObserverInit) => boolean, target: Element, top: number): void;
  /** The elements some observer is watching now. */
  watched(): Element[];
  /** Every element ever observed, in order. */
  readonly observed: Element[];
  /** The `threshold` option of every observer created. */
  readonly thresholds: Array<number | number[] | undefined>;
  /** The `rootMargin` option of every observer created. */
  readonly rootMargins: Array<string | undefined>;
}

interface Watcher {
  callback: IntersectionObserverCallback;
  targets: Set<Element>;
  options: IntersectionObserverInit;
}

export function controlIntersection(): ControlledObservers {
  const watchers = new Set<Watcher>();
  const observed: Element[] = [];
  const thresholds: Array<number | number[] | undefined> = [];
  const rootMargins: Array<string | undefined> = [];
  class ControlledIntersectionObserver {
    private readonly watcher: Watcher;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watcher = { callback, targets: new Set(), options: options ?? {} };
      watchers.add(this.watcher);
      thresholds.push(options?.threshold);
      rootMargins.push(options?.rootMargin);
    }
    observe(target: Element): void {
      this.watcher.targets.add(target);
      observed.push(target);
    }
    unobserve(target: Element): void {
      this.watcher.targets.delete(target);
    }
    disconnect(): void {
      this.watcher.targets.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", ControlledIntersectionObserver);
  return {
    observed,
    thresholds,
    rootMargins,
    watched: () => [...watchers].flatMap((watcher) => [...watcher.targets]),
    show(target, isIntersecting = true) {
      for (const watcher of [...watchers]) {
        if (!watcher.targets.has(target)) continue;
        const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 };
        watcher.callback([entry as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
    showTo(accepts, target, top) {
      for (const watcher of [...watchers]) {
        if (!watcher.targets.has(target) || !accepts(watcher.options)) continue;
        const entry = { target, isIntersecting: true, intersectionRatio: 1, boundingClientRect: { top } };
        watcher.callback([entry as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

/** A ResizeObserver the test drives by hand: `report` delivers border-box heights as the browser would after a layout. */
export interface ControlledResize {
  /** Reports each element's height to every observer watching it now, in one callback per observer. */
  report(heights: ReadonlyMap<Element, number>): void;
}

export function controlResize(): ControlledResize {
  const watchers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
  class ControlledResizeObserver {
    private readonly watcher: { callback: ResizeObserverCallback; targets: Set<Element> };
    constructor(callback: ResizeObserverCallback) {
      this.watcher = { callback, targets: new Set() };
      watchers.add(this.watcher);
    }
    observe(target: Element): void {
      this.watcher.targets.add(target);
    }
    unobserve(target: Element): void {
      this.watcher.targets.delete(target);
    }
    disconnect(): void {
      this.watcher.targets.clear();
    }
  }
  vi.stubGlobal("ResizeObserver", ControlledResizeObserver);
  return {
    report(heights) {
      for (const watcher of [...watchers]) {
        const entries = [...heights]
          .filter(([target]) => watcher.targets.has(target))
          .map(([target, blockSize]) => ({
            target,
            borderBoxSize: [{ blockSize, inlineSize: 0 }],
            contentRect: { height: blockSize },
          }));
        if (entries.length > 0) {
          watcher.callback(entries as unknown as ResizeObserverEntry[], {} as ResizeObserver);
        }
      }
    },
  };
}
