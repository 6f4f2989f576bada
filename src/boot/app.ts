import { bus } from "../core/bus";
import { createLogger } from "../core/logger";
import { loadOnce, retryOnce } from "../core/load-once";
import { createHashRouter } from "../hash-router";
import type { HashRouter } from "../hash-router/types";
import { detectBuilderMode, type BuilderMode } from "./builder";
import { isStrategy, strategies } from "./strategies";
import type { Cleanup, LoadedModule, ModuleDefinition, Strategy } from "./types";

/** Spec 9: mutation observer debounce 200 ms. */
export const MUTATION_DEBOUNCE_MS = 200;
/**
 * How many ended instances (unmounted, or failed and removed) the debug table remembers after the live ones: a
 * table a person reads in the console, enough for the last few pages of ajax pagination or a feed's churn. Each
 * entry holds strings and numbers only, never its element, so a removed module keeps nothing of the page alive.
 */
export const HISTORY_LIMIT = 100;
const ENHANCED_ATTRIBUTE = "data-enhanced";
const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
const APP_KEY = Symbol.for("enhance.app");

export type InstanceState = "scheduled" | "loading" | "mounted" | "failed" | "unmounted";

/** One row of the debug table: what was found, how it loaded and what went wrong. */
export interface InstanceRecord {
  readonly name: string;
  /** The element, described (`div#id.class`): a record never holds the element itself. */
  readonly element: string;
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
  readonly element: HTMLElement;
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
  /** The live instances in the order they were found, then the last `HISTORY_LIMIT` ended ones. */
  records(): readonly InstanceRecord[];
  /** Unmounts everything and removes every listener. */
  stop(): void;
}

type Runtime = typeof import("./runtime");

const log = createLogger("boot");

/** Where this file's chunks live: a failed chunk is fetched again under a cache-busting URL only from here. */
const CHUNK_BASE = new URL("./", import.meta.url).href;

/**
 * Astro islands retry a failed import once: a flaky network should not cost a visitor the module. The retry waits
 * a second and imports the chunk under a cache-busting URL; the chunks it imports keep their URLs, so React and
 * the island helper are never evaluated twice.
 */
function retrying<T>(what: string, load: () => Promise<T>): () => Promise<T> {
  return retryOnce(load, {
    chunkBase: CHUNK_BASE,
    importUrl: (url) => import(/* @vite-ignore */ url) as Promise<T>,
    onRetry: (error) => log.warn(`${what} failed to load; retrying once in 1 s`, error),
  });
}

// The shared chunks, each fetched on first use, retried like a module chunk and fetched anew on a later use
// when both attempts failed. The config (with the zod schemas) fails only the modules that read it.
const loadRuntime = loadOnce(retrying('shared chunk "runtime"', (): Promise<Runtime> => import("./runtime")));
const loadConfig = loadOnce(retrying('shared chunk "config"', () => import("../core/config")));

/** One loader per definition: every instance of a module shares its import and its one retry. */
const moduleLoaders = new WeakMap<ModuleDefinition, () => Promise<LoadedModule>>();
function loaderOf(definition: ModuleDefinition): () => Promise<LoadedModule> {
  let load = moduleLoaders.get(definition);
  if (!load) {
    load = loadOnce(retrying(`module "${definition.name}"`, () => definition.load()));
    moduleLoaders.set(definition, load);
  }
  return load;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** `div#id.first.second.third`: how the debug table names an element without keeping it. */
export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : "";
  const classes = [...element.classList]
    .slice(0, 3)
    .map((name) => `.${name}`)
    .join("");
  return `${element.tagName.toLowerCase()}${id}${classes}`;
}

/** Only HTML elements are mounted: a selector that also matches an SVG or MathML element leaves it alone. */
function isHtmlElement(element: Element): element is HTMLElement {
  return element.namespaceURI === HTML_NAMESPACE;
}

/**
 * The attributes whose changes can make an element match a module's selector or stop matching it: class and id,
 * and every attribute a selector names (`[data-et-multi-view]`). Style and ARIA changes are not watched.
 */
function attributesIn(selectors: readonly string[]): string[] {
  const names = new Set(["class", "id"]);
  for (const selector of selectors) {
    for (const match of selector.matchAll(/\[\s*([\w-]+)/g)) if (match[1]) names.add(match[1].toLowerCase());
  }
  return [...names];
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
  const history: InstanceRecord[] = [];
  const combinedSelector = definitions.map((definition) => definition.selector).join(",");

  function retire(record: InstanceRecord): void {
    history.push(record);
    if (history.length > HISTORY_LIMIT) history.shift();
  }

  /**
   * The error contract: `enhance:error` is dispatched on the element first; the console says it only when no
   * listener called `preventDefault()`. The bus hears every error.
   */
  function fail(
    instance: Instance,
    phase: "load" | "mount" | "render" | "unmount",
    error: unknown,
    why = "",
  ): void {
    const { definition, element, record } = instance;
    record.state = phase === "unmount" ? "unmounted" : "failed";
    record.error = describeError(error);
    // What a module set up before it threw goes with it: listeners and timers hang on the instance's signal.
    if (phase === "load" || phase === "mount") instance.controller.abort();
    const event = new CustomEvent("enhance:error", {
      bubbles: true,
      cancelable: true,
      detail: { name: definition.name, phase, error },
    });
    const unhandled = element.dispatchEvent(event);
    bus.emit("module:error", { name: definition.name, element, phase, error });
    if (unhandled) log.error(`module "${definition.name}" failed to ${phase}${why}`, error, element);
  }

  async function mount(instance: Instance): Promise<void> {
    const { definition, element, controller, record } = instance;
    // A deep link may mount an instance before its own strategy fires; the later call finds it taken.
    if (controller.signal.aborted || record.state !== "scheduled") return;
    // A class changed while the strategy waited: the instance goes; a later change back schedules it anew.
    if (!element.matches(definition.selector)) {
      unmount(instance);
      return;
    }
    record.state = "loading";
    const loadStart = performance.now();
    // The shared runtime and the config load beside the module's own chunk. A module that never reads config
    // mounts whether or not the config (and its schemas) could be loaded.
    const config = settle(loadConfig());
    let loaded: LoadedModule;
    let runtime: Runtime;
    try {
      [loaded, runtime] = await Promise.all([loaderOf(definition)(), loadRuntime()]);
    } catch (error) {
      fail(instance, "load", error, " (after one retry)");
      return;
    }
    const settings = await config;
    if (controller.signal.aborted || !element.isConnected) return;
    const mountStart = performance.now();
    record.loadMs = mountStart - loadStart;
    try {
      const context = runtime.createContext(element, definition, controller.signal, {
        bus,
        router,
        builder,
        config: () => {
          if (settings.ok) return settings.value.siteConfig();
          throw new Error(
            `needs the shared chunk "config", which failed to load: ${describeError(settings.error)}`,
          );
        },
        retrying,
        reportError: (error, phase) => fail(instance, phase, error),
      });
      const cleanup = await loaded.mount(element, context);
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
    // An island whose first render failed reported it already: it stays failed, its cleanup kept for removal.
    if (record.state !== "loading") return;
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
    const cleanup = instance.cleanup;
    instance.cleanup = undefined;
    try {
      cleanup?.();
    } catch (error) {
      fail(instance, "unmount", error);
    }
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

  function schedule(element: HTMLElement, definition: ModuleDefinition): void {
    let byName = instancesByElement.get(element);
    if (byName?.has(definition.name)) return;
    if (!byName) {
      byName = new Map();
      instancesByElement.set(element, byName);
    }
    const strategy = chooseStrategy(element, definition);
    const record: InstanceRecord = {
      name: definition.name,
      element: describeElement(element),
      strategy,
      state: "scheduled",
      scheduledAt: performance.now(),
    };
    const instance: Instance = { definition, element, controller: new AbortController(), record };
    byName.set(definition.name, instance);
    live.add(instance);
    try {
      strategies[strategy](element, definition, () => void mount(instance), instance.controller.signal);
    } catch (error) {
      fail(instance, "load", error);
    }
  }

  function unmount(instance: Instance): void {
    if (!live.has(instance)) return;
    const { definition, element, controller, record } = instance;
    controller.abort();
    runCleanup(instance);
    live.delete(instance);
    const byName = instancesByElement.get(element);
    byName?.delete(definition.name);
    if (byName?.size === 0) instancesByElement.delete(element);
    if (record.state === "mounted") bus.emit("module:unmounted", { name: definition.name, element });
    if (record.state !== "failed") record.state = "unmounted";
    markEnhanced(element, definition.name, false);
    retire(record);
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
      // An SVG or MathML element that carries a module's class is not that module: it is left alone.
      if (!isHtmlElement(element)) continue;
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

  /** Unmounts the instances in or under `roots` whose element no longer matches their module's selector. */
  function sweepChanged(roots: readonly Element[]): void {
    for (const instance of [...live]) {
      const { element, definition } = instance;
      if (!roots.some((root) => root === element || root.contains(element))) continue;
      if (!element.matches(definition.selector)) unmount(instance);
    }
  }

  // Inserted HTML is scanned and removed HTML unmounted, debounced (spec 9: 200 ms). An element that is only
  // moved (an island adopting its children) is connected again by then and keeps its instance. An attribute
  // change counts the same way: the element (and what is inside it) is scanned again, so an element that gains a
  // module's marker mounts it. Only a class or id change unmounts an instance whose element no longer matches:
  // those are the markers a builder or another script moves, while other attributes a selector names (a video's
  // lazy address, a multi-view source) are rewritten by the modules themselves, and unmounting on those would
  // undo the module's own work and mount it again, in a loop.
  const added = new Set<Element>();
  const changed = new Set<Element>();
  const markerChanged = new Set<Element>();
  let removedSome = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (): void => {
    timer = undefined;
    const changedRoots = [...changed].filter((element) => element.isConnected);
    const unmarkedRoots = [...markerChanged].filter((element) => element.isConnected);
    const roots = [...added, ...changedRoots].filter((element) => element.isConnected);
    added.clear();
    changed.clear();
    markerChanged.clear();
    if (unmarkedRoots.length) sweepChanged(unmarkedRoots);
    for (const root of roots) scan(root);
    if (removedSome) {
      removedSome = false;
      sweep();
    }
  };
  const observer = new MutationObserver((mutations) => {
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
  });
  const attributeFilter = attributesIn(definitions.map((definition) => definition.selector));

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
    records: () => [...[...live].map((instance) => instance.record), ...history],
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
    observer.observe(doc.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter,
    });
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
