import { bus } from "../core/bus";
import { createLogger } from "../core/logger";
import { loadOnce, retryOnce } from "../core/load-once";
import type { HashRouter } from "../hash-router/types";
import { bundledChunks, createPreloader, type ChunkGroups } from "./preload";
import type { ConfigChunk, Instance, InstanceRecord, Settled } from "./instance";
import type { ChangeHandler } from "./page";
import { markPageOff } from "./page-off";
import { createSelectorIndex } from "./selector-index";
import { isStrategy, strategies, type StrategyRunner } from "./strategies";
import type { LoadedModule, ModuleDefinition, Strategy } from "./types";

export type { InstanceRecord, InstanceState } from "./instance";

/**
 * How many ended instances (unmounted, or failed and removed) the debug table remembers after the live ones: a
 * table a person reads in the console, enough for the last few pages of ajax pagination or a feed's churn. Each
 * entry holds strings and numbers only, never its element, so a removed module keeps nothing of the page alive.
 */
export const HISTORY_LIMIT = 100;

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
const APP_KEY = Symbol.for("enhance.app");

export interface EnhanceApp {
  readonly startedAt: number;
  /** The hash router, once its chunk has loaded (it starts with the page, beside the scan). */
  router(): Promise<HashRouter>;
  /** Finds and schedules every module under `root` (the boot does this for the document). */
  scan(root: ParentNode): void;
  /** Unmounts every instance whose element left the page. */
  sweep(): void;
  /** Unmounts every live instance for which `drop(element, selector)` says so (the builder re-rendered it). */
  unmountWhere(drop: (element: Element, selector: string) => boolean): void;
  /** The live instances in the order they were found, then the last `HISTORY_LIMIT` ended ones. */
  records(): readonly InstanceRecord[];
  /** Unmounts everything and removes every listener. */
  stop(): void;
}

type Runtime = typeof import("./runtime");
type PageChunk = typeof import("./page");

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
// when both attempts failed. The config (with the zod schemas) is loaded only for the modules that read it and
// fails only those. The page's part (the router, page changes) travels in the runtime's chunk and starts as the
// loader does, as nothing in the scan waits for it.
const loadRuntime = loadOnce(retrying('shared chunk "runtime"', (): Promise<Runtime> => import("./runtime")));
const loadConfig = loadOnce(
  retrying('shared chunk "config"', (): Promise<ConfigChunk> => import("../core/config")),
);
const loadPage: () => Promise<PageChunk> = loadRuntime;

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

const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

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

export interface AppOptions {
  /** The chunks to preload once the scan finds a module; the build writes them into this file. */
  readonly chunks?: ChunkGroups | undefined;
}

export function createApp(
  definitions: readonly ModuleDefinition[],
  view: Window = window,
  { chunks = bundledChunks() }: AppOptions = {},
): EnhanceApp {
  const startedAt = performance.now();
  const doc = view.document;
  const preload = createPreloader(doc, import.meta.url, chunks);
  const instancesByElement = new WeakMap<Element, Map<string, Instance>>();
  const live = new Set<Instance>();
  const history: InstanceRecord[] = [];
  const combinedSelector = definitions.map((definition) => definition.selector).join(",");
  const candidatesOf = createSelectorIndex(definitions);
  let stopRouter: (() => void) | undefined;
  let stopped = false;
  let loadedRuntime: Runtime | undefined;
  let pageStarted: Promise<HashRouter> | undefined;
  // Set when the runtime chunk (which carries page.ts) failed: the changes it missed are found by scanning the page
  // again once it loads.
  let changesLost = false;
  /** Loads page.ts (in the runtime chunk) once, then starts the router and the change handler (unless stopped). */
  const startPage = (): Promise<HashRouter> =>
    (pageStarted ??= loadPage().then(
      ({ createHashRouter, createChangeHandler, hashNaming }) => {
        const startable = createHashRouter({ view, bus });
        namedByHash = hashNaming(startable);
        if (stopped) return startable;
        changes = createChangeHandler({ scan, sweep, instances: () => live, unmount, doc });
        changes.handle(pending.splice(0));
        if (changesLost) {
          changesLost = false;
          scan(doc);
          sweep();
        }
        stopRouter = startable.start();
        return startable;
      },
      (error: unknown) => {
        pageStarted = undefined;
        // The observer's records hold removed nodes: they are not kept while nobody can handle them.
        pending.length = 0;
        changesLost = true;
        throw error;
      },
    ));

  function retire(record: InstanceRecord): void {
    history.push(record);
    if (history.length > HISTORY_LIMIT) history.shift();
  }

  /**
   * Reports a module that could not be loaded. The runtime says it the usual way (the `enhance:error` contract);
   * when the runtime itself could not be loaded, the loader records it and says it in the console.
   */
  async function failToLoad(instance: Instance, error: unknown): Promise<void> {
    const runtime = await settle(loadRuntime());
    if (runtime.ok) {
      runtime.value.fail(instance, "load", error, " (after one retry)");
      return;
    }
    instance.controller.abort();
    instance.record.state = "failed";
    // Without the runtime no module mounts: every one lets go of its at-rest state.
    markPageOff(instance.element.ownerDocument);
    log.error(`module "${instance.definition.name}" failed to load (after one retry)`, runtime.error);
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
    // The config loads beside the chunk of a module that reads it, which alone waits for it (runtime.ts).
    const config = (): Promise<Settled<ConfigChunk>> => settle(loadConfig());
    if (definition.readsConfig !== false) void config();
    let loaded: LoadedModule;
    let runtime: Runtime;
    let pageRouter: HashRouter;
    try {
      [loaded, runtime, pageRouter] = await Promise.all([loaderOf(definition)(), loadRuntime(), startPage()]);
    } catch (error) {
      await failToLoad(instance, error);
      return;
    }
    loadedRuntime = runtime;
    await runtime.mountInstance(instance, loaded, loadStart, {
      bus,
      router: pageRouter,
      loadConfig: config,
      retrying,
    });
  }

  /**
   * Whether the current hash names this element (page.ts, `namedByHash`). The router reads the hash; until its
   * chunk has loaded nothing is named, and its first reading of the hash (a `hash:change` on start) mounts the
   * named modules then, while they would still be waiting for that chunk.
   */
  let namedByHash: (element: Element, definition: ModuleDefinition) => boolean = () => false;

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
    preload(definition);
    const run = (runner: StrategyRunner | undefined): void => {
      if (instance.controller.signal.aborted) return;
      try {
        runner?.(element, definition, () => void mount(instance), instance.controller.signal);
      } catch (error) {
        void failToLoad(instance, error);
      }
    };
    const runner = strategies[strategy];
    if (runner) run(runner);
    // The other strategies come with the runtime, which the scan has started fetching for this module.
    else
      loadRuntime().then(
        ({ waitingStrategies }) => run(waitingStrategies[strategy]),
        (error: unknown) => failToLoad(instance, error),
      );
  }

  function unmount(instance: Instance): void {
    if (!live.has(instance)) return;
    const { definition, element, controller, record } = instance;
    controller.abort();
    live.delete(instance);
    const byName = instancesByElement.get(element);
    byName?.delete(definition.name);
    if (byName?.size === 0) instancesByElement.delete(element);
    // Only a module the runtime mounted has anything to undo; the runtime is loaded whenever one did.
    if (loadedRuntime) loadedRuntime.unmountInstance(instance);
    else if (record.state !== "failed") record.state = "unmounted";
    retire(record);
  }

  function applies(definition: ModuleDefinition, element: Element): boolean {
    try {
      return definition.appliesTo!(element);
    } catch (error) {
      log.warn(`module "${definition.name}": appliesTo threw; loading it`, error);
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
      for (const definition of candidatesOf(element)) {
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

  // Page changes are handled by page.ts (in the runtime chunk); what changes before it has loaded waits for it here.
  let changes: ChangeHandler | undefined;
  const pending: MutationRecord[] = [];
  const observer = new MutationObserver((mutations) => {
    if (changes) changes.handle(mutations);
    else pending.push(...mutations);
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

  const app: EnhanceApp = {
    startedAt,
    router: startPage,
    scan,
    sweep,
    unmountWhere(drop) {
      for (const instance of [...live])
        if (drop(instance.element, instance.definition.selector)) unmount(instance);
    },
    records: () => [...[...live].map((instance) => instance.record), ...history],
    stop() {
      stopped = true;
      bus.off("hash:change", mountNamedModules);
      observer.disconnect();
      changes?.stop();
      stopRouter?.();
      for (const instance of [...live]) unmount(instance);
    },
  };

  const start = (): void => {
    // In-page links and deep links are the router's on every page, with or without modules; the scan does not
    // wait for it. A router that failed twice is told once; the first module to mount asks for it again.
    startPage().catch((error: unknown) => log.error("the runtime chunk failed to load", error));
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
  holder.enhance = { app, debug: async () => (await loadPage()).printDebugTable(app) };
  // The runtime chunk (with page.ts) loads with every page anyway; it decides whether the table was asked for.
  loadPage().then(
    (page) => {
      page.printDebugTableWhenAsked(app, view);
      page.startBuilderFrameWhenBuilder(app, view);
    },
    () => undefined,
  );
  return app;
}
