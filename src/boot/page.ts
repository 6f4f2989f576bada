/**
 * What every page runs beside the loader, in the runtime's chunk (runtime.ts re-exports it), which the loader
 * imports as it starts (nothing in the scan waits for it): the hash router and the handling of page changes after
 * the first scan.
 */
import type { HashRouter } from "../hash-router/types";
import type { EnhanceApp } from "./app";
import { replayEarlyClicks } from "./click-replay";
import type { Instance } from "./instance";
import type { ModuleDefinition } from "./types";

export { createHashRouter } from "../hash-router/router";

/** Whether the current hash names an element: by id (`id|state`) or as its module itself understands it. */
export function hashNaming(router: HashRouter): (element: Element, definition: ModuleDefinition) => boolean {
  return (element, definition) => {
    if (element.id && router.entries().some((entry) => entry.id === element.id)) return true;
    const hash = router.current();
    return hash !== "" && definition.matchesHash !== undefined && definition.matchesHash(element, hash);
  };
}

/** Spec 9: mutation observer debounce 200 ms. */
export const MUTATION_DEBOUNCE_MS = 200;

/** What the change handler asks of the loader. */
export interface ChangeTargets {
  /** Finds and schedules every module under `root`. */
  scan(root: ParentNode): void;
  /** Unmounts every instance whose element left the page. */
  sweep(): void;
  /** The live instances. */
  instances(): Iterable<Instance>;
  unmount(instance: Instance): void;
  /** The page's document: clicks on modules still loading are kept there (click-replay.ts). */
  doc: Document;
}

/** Page changes after the first scan, and the clicks that reach a module before it has mounted. */
export interface ChangeHandler {
  handle(mutations: readonly MutationRecord[]): void;
  stop(): void;
}

/**
 * Inserted HTML is scanned and removed HTML unmounted, debounced (spec 9: 200 ms). An element that is only
 * moved (an island adopting its children) is connected again by then and keeps its instance. An attribute
 * change counts the same way: the element (and what is inside it) is scanned again, so an element that gains a
 * module's marker mounts it. Only a class or id change unmounts an instance whose element no longer matches:
 * those are the markers a builder or another script moves, while other attributes a selector names (a video's
 * lazy address, a multi-view source) are rewritten by the modules themselves, and unmounting on those would
 * undo the module's own work and mount it again, in a loop.
 */
export function createChangeHandler(targets: ChangeTargets): ChangeHandler {
  /** Unmounts the instances in or under `roots` whose element no longer matches their module's selector. */
  const sweepChanged = (roots: readonly Element[]): void => {
    for (const instance of [...targets.instances()]) {
      const { element, definition } = instance;
      if (!roots.some((root) => root === element || root.contains(element))) continue;
      if (!element.matches(definition.selector)) targets.unmount(instance);
    }
  };
  const added = new Set<Element>();
  const changed = new Set<Element>();
  const markerChanged = new Set<Element>();
  let removedSome = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopReplay = replayEarlyClicks(targets.doc, targets.instances);
  const flush = (): void => {
    timer = undefined;
    const changedRoots = [...changed].filter((element) => element.isConnected);
    const unmarkedRoots = [...markerChanged].filter((element) => element.isConnected);
    const roots = [...added, ...changedRoots].filter((element) => element.isConnected);
    added.clear();
    changed.clear();
    markerChanged.clear();
    if (unmarkedRoots.length) sweepChanged(unmarkedRoots);
    for (const root of roots) targets.scan(root);
    if (removedSome) {
      removedSome = false;
      targets.sweep();
    }
  };
  return {
    handle(mutations) {
      for (const mutation of mutations) {
        if (mutation.type === "attributes") {
          if (!(mutation.target instanceof Element)) continue;
          changed.add(mutation.target);
          if (mutation.attributeName === "class" || mutation.attributeName === "id")
            markerChanged.add(mutation.target);
          continue;
        }
        for (const node of mutation.addedNodes) if (node instanceof Element) added.add(node);
        if (mutation.removedNodes.length) removedSome = true;
      }
      if (timer === undefined && (added.size || changed.size || removedSome)) {
        timer = setTimeout(flush, MUTATION_DEBOUNCE_MS);
      }
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      stopReplay();
    },
  };
}

/** `enhance.debug()`: prints the table of every module found and how it went (the debug chunk loads then). */
export async function printDebugTable(app: EnhanceApp): Promise<void> {
  (await import("./debug")).printDebugTable(app);
}

/**
 * Prints the table once the page has loaded, when the page asks for it (`?enhance-debug`,
 * `localStorage.enhanceDebug = "1"`); the debug chunk loads only then. The switch is looked for here rather than in
 * the loader, which every page pays for, and storage is read only after the load event: a page's first storage
 * read costs about 1 ms (5 ms with the CPU slowed 4x), which every visitor would otherwise pay in the boot task
 * for a switch only QA uses.
 */
export function printDebugTableWhenAsked(app: EnhanceApp, view: Window): void {
  const askedByAddress = new URLSearchParams(view.location.search).has("enhance-debug");
  const askedByStorage = (): boolean => {
    try {
      return view.localStorage.getItem("enhanceDebug") === "1";
    } catch {
      // Storage may be off (privacy settings): only the address can ask then.
      return false;
    }
  };
  const printIfAsked = (): void => {
    if (askedByAddress || askedByStorage()) void printDebugTable(app);
  };
  if (view.document.readyState === "complete") setTimeout(printIfAsked, 0);
  else view.addEventListener("load", () => setTimeout(printIfAsked, 0), { once: true });
}

/** In a builder context only, the builder chunk starts (builder.ts); a visitor's page never fetches it. */
export { startBuilderFrameWhenBuilder } from "./builder";
