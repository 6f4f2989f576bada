import { bus } from "../core/bus";
import { createLogger } from "../core/logger";
import { loadOnce } from "../core/load-once";
import { createHashRouter } from "../hash-router";
import type { HashRouter } from "../hash-router/types";
import { detectBuilderMode, type BuilderMode } from "./builder";
import { isStrategy, strategies } from "./strategies";
import type { Cleanup, LoadedModule, ModuleDefinition, Strategy } from "./types";

/** Spec 9: mutation observer debounce 200 ms. */
export const MUTATION_DEBOUNCE_MS = 200;
const ENHANCED_ATTRIBUTE = "data-enhanced";
const APP_KEY = Symbol.for("enhance.app");

export type InstanceState = "scheduled" | "loading" | "mounted" | "failed" | "unmounted";

/** One row of the debug table: what was found, how it loaded and what went wrong. */
export interface InstanceRecord {
  readonly name: string;
  readonly element: Element;
  readonly strategy: Strategy;
  state: InstanceState;
  scheduledAt: number;
  loadMs?: number;
  mountMs?: number;
  mountedAt?: number;
  error?: string;
}

interface Instance {
  readonly definition: ModuleDefinition;
  readonly element: Element;
  readonly controller: AbortController;
  readonly record: InstanceRecord;
  cleanup?: Cleanup;
}

export interface EnhanceApp {
  readonly startedAt: number;
  readonly router: HashRouter;
  readonly builder: BuilderMode;
  /** Finds and schedules every module under `root` (the boot does this for the document). */
  scan(root: ParentNode): void;
  /** Unmounts every instance whose element left the page. */
  sweep(): void;
  records(): readonly InstanceRecord[];
  /** Unmounts everything and removes every listener. */
  stop(): void;
}

type Runtime = typeof import("./runtime");
const loadRuntime = loadOnce((): Promise<Runtime> => import("./runtime"));

const log = createLogger("boot");

/** Astro islands retry a failed import once: a flaky network should not cost a visitor the module. */
async function loadWithRetry(definition: ModuleDefinition): Promise<LoadedModule> {
  try {
    return await definition.load();
  } catch (first) {
    log.warn(`module "${definition.name}" failed to load; retrying once`, first);
    return definition.load();
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function markEnhanced(element: Element, name: string, enhanced: boolean): void {
  const names = new Set((element.getAttribute(ENHANCED_ATTRIBUTE) ?? "").split(" ").filter(Boolean));
  if (enhanced) names.add(name);
  else names.delete(name);
  if (names.size) element.setAttribute(ENHANCED_ATTRIBUTE, [...names].join(" "));
  else element.removeAttribute(ENHANCED_ATTRIBUTE);
}

export function createApp(definitions: readonly ModuleDefinition[], view: Window = window): EnhanceApp {
  const startedAt = performance.now();
  const doc = view.document;
  const router = createHashRouter({ view, bus });
  const builder = detectBuilderMode(view);
  const instancesByElement = new WeakMap<Element, Map<string, Instance>>();
  const live = new Set<Instance>();
  const records: InstanceRecord[] = [];
  const combinedSelector = definitions.map((definition) => definition.selector).join(",");

  function fail(instance: Instance, phase: "load" | "mount" | "render" | "unmount", error: unknown): void {
    const { definition, element, record } = instance;
    record.state = phase === "unmount" ? "unmounted" : "failed";
    record.error = describeError(error);
    log.error(`module "${definition.name}" failed to ${phase}`, error, element);
    bus.emit("module:error", { name: definition.name, element, phase, error });
    element.dispatchEvent(
      new CustomEvent("enhance:error", {
        bubbles: true,
        cancelable: true,
        detail: { name: definition.name, phase, error },
      }),
    );
  }

  async function mount(instance: Instance): Promise<void> {
    const { definition, element, controller, record } = instance;
    // A deep link may mount an instance before its own strategy fires; the later call finds it taken.
    if (controller.signal.aborted || record.state !== "scheduled") return;
    record.state = "loading";
    const loadStart = performance.now();
    let runtime: Runtime;
    let loaded: LoadedModule;
    try {
      [runtime, loaded] = await Promise.all([loadRuntime(), loadWithRetry(definition)]);
    } catch (error) {
      fail(instance, "load", error);
      return;
    }
    if (controller.signal.aborted || !element.isConnected) return;
    const mountStart = performance.now();
    record.loadMs = mountStart - loadStart;
    try {
      const context = runtime.createContext(element as HTMLElement, definition, controller.signal, {
        bus,
        router,
        builder,
        reportError: (error, phase) => fail(instance, phase, error),
      });
      const cleanup = await loaded.mount(element as HTMLElement, context);
      if (cleanup) instance.cleanup = cleanup;
    } catch (error) {
      fail(instance, "mount", error);
      return;
    }
    if (controller.signal.aborted) {
      runCleanup(instance);
      return;
    }
    const now = performance.now();
    record.mountMs = now - mountStart;
    record.mountedAt = now;
    record.state = "mounted";
    markEnhanced(element, definition.name, true);
    bus.emit("module:mounted", {
      name: definition.name,
      element,
      loadMs: record.loadMs,
      mountMs: record.mountMs,
    });
  }

  function runCleanup(instance: Instance): void {
    try {
      instance.cleanup?.();
    } catch (error) {
      fail(instance, "unmount", error);
    }
    instance.cleanup = undefined;
  }

  /** Whether the current hash names this element: by id (`id|state`) or as the module itself understands it. */
  function namedByHash(element: Element, definition: ModuleDefinition): boolean {
    if (element.id && router.entries().some((entry) => entry.id === element.id)) return true;
    const hash = router.current();
    return hash !== "" && definition.matchesHash !== undefined && definition.matchesHash(element, hash);
  }

  function chooseStrategy(element: Element, definition: ModuleDefinition): Strategy {
    const requested = element.getAttribute("data-enhance-strategy");
    if (isStrategy(requested)) return requested;
    // A module named by the deep-link hash mounts at once, so the page opens in the state the link describes.
    if (namedByHash(element, definition)) return "eager";
    return definition.strategy ?? "visible";
  }

  function schedule(element: Element, definition: ModuleDefinition): void {
    let byName = instancesByElement.get(element);
    if (byName?.has(definition.name)) return;
    if (!byName) {
      byName = new Map();
      instancesByElement.set(element, byName);
    }
    const strategy = chooseStrategy(element, definition);
    const record: InstanceRecord = {
      name: definition.name,
      element,
      strategy,
      state: "scheduled",
      scheduledAt: performance.now(),
    };
    const instance: Instance = { definition, element, controller: new AbortController(), record };
    byName.set(definition.name, instance);
    live.add(instance);
    records.push(record);
    try {
      strategies[strategy](element, definition, () => void mount(instance), instance.controller.signal);
    } catch (error) {
      fail(instance, "load", error);
    }
  }

  function unmount(instance: Instance): void {
    const { definition, element, controller, record } = instance;
    controller.abort();
    runCleanup(instance);
    live.delete(instance);
    instancesByElement.get(element)?.delete(definition.name);
    if (record.state === "mounted") bus.emit("module:unmounted", { name: definition.name, element });
    record.state = "unmounted";
    markEnhanced(element, definition.name, false);
  }

  function applies(definition: ModuleDefinition, element: Element): boolean {
    try {
      return definition.appliesTo!(element);
    } catch (error) {
      log.warn(`module "${definition.name}": appliesTo failed; loading it anyway`, error);
      return true;
    }
  }

  function scan(root: ParentNode): void {
    if (!combinedSelector) return;
    const found: Element[] = [];
    if (root instanceof Element && root.matches(combinedSelector)) found.push(root);
    found.push(...root.querySelectorAll(combinedSelector));
    for (const element of found) {
      for (const definition of definitions) {
        if (!element.matches(definition.selector)) continue;
        if (definition.appliesTo && !applies(definition, element)) continue;
        schedule(element, definition);
      }
    }
  }

  function sweep(): void {
    for (const instance of [...live]) {
      if (!instance.element.isConnected) unmount(instance);
    }
  }

  // Inserted HTML is scanned and removed HTML unmounted, debounced (spec 9: 200 ms). An element that is only
  // moved (an island adopting its children) is connected again by then and keeps its instance.
  const added = new Set<Element>();
  let removedSome = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    timer = undefined;
    const roots = [...added].filter((element) => element.isConnected);
    added.clear();
    for (const root of roots) scan(root);
    if (removedSome) {
      removedSome = false;
      sweep();
    }
  };
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) if (node instanceof Element) added.add(node);
      if (mutation.removedNodes.length) removedSome = true;
    }
    if (timer === undefined && (added.size || removedSome)) timer = setTimeout(flush, MUTATION_DEBOUNCE_MS);
  });

  // A hash that changes later (a deep link clicked on the page) mounts the modules it names at once too.
  const mountNamedModules = (): void => {
    for (const instance of live) {
      if (instance.record.state === "scheduled" && namedByHash(instance.element, instance.definition)) {
        void mount(instance);
      }
    }
  };
  bus.on("hash:change", mountNamedModules);

  let stopRouter: () => void = () => undefined;
  const app: EnhanceApp = {
    startedAt,
    router,
    builder,
    scan,
    sweep,
    records: () => records,
    stop() {
      bus.off("hash:change", mountNamedModules);
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
      stopRouter();
      for (const instance of [...live]) unmount(instance);
    },
  };

  const start = (): void => {
    stopRouter = router.start();
    scan(doc);
    observer.observe(doc.documentElement, { childList: true, subtree: true });
  };
  // The script may run while the document is loading (async or injected early), interactive (the usual module
  // script) or complete (injected late): scan once the DOM is parsed.
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
  return app;
}

function debugRequested(view: Window): boolean {
  if (new URLSearchParams(view.location.search).has("enhance-debug")) return true;
  try {
    return view.localStorage.getItem("enhanceDebug") === "1";
  } catch {
    return false;
  }
}

type AppHolder = Window & { [APP_KEY]?: EnhanceApp; enhance?: { app: EnhanceApp; debug(): Promise<void> } };

/**
 * Boots once per page: a second copy of the script tag (or the same bundle from another URL) finds the first
 * app and mounts nothing twice.
 */
export function boot(definitions: readonly ModuleDefinition[], view: Window = window): EnhanceApp {
  const holder = view as AppHolder;
  const existing = holder[APP_KEY];
  if (existing) return existing;
  const app = createApp(definitions, view);
  holder[APP_KEY] = app;
  const debug = async (): Promise<void> => (await import("./debug")).printDebugTable(app);
  holder.enhance = { app, debug };
  if (debugRequested(view)) {
    const print = (): void => void debug();
    if (view.document.readyState === "complete") setTimeout(print, 0);
    else view.addEventListener("load", () => setTimeout(print, 0), { once: true });
  }
  return app;
}
