import type { AjaxClient } from "../core/ajax-client";
import { bus, type Bus } from "../core/bus";
import { currentDevice, watchDevice } from "../core/breakpoints";
import type { SiteConfig } from "../core/config";
import { createDisposables } from "../core/disposables";
import { loadOnce } from "../core/load-once";
import { createLogger } from "../core/logger";
import { prefersReducedMotion } from "../core/motion";
import type { HashRouter } from "../hash-router/types";
import { detectBuilderMode, type BuilderMode } from "./builder";
import { createMountTurns } from "./mount-turns";
import type { ConfigChunk, FailurePhase, Instance, MountServices, Settled } from "./instance";
export { waitingStrategies } from "./waiting-strategies";
import type { HtmlSink, LoadedModule, ModuleContext, ModuleDefinition } from "./types";
import { ENHANCED_ATTRIBUTE, FAILED_ATTRIBUTE } from "./marks";

/**
 * What every page runs beside the loader (the hash router, page changes, the debug switch) travels in this chunk:
 * a page that mounts anything needs both, and one chunk costs one request, one module record and one evaluation
 * fewer than two (about 4 ms a chunk with the CPU slowed 4x). Re-exported by name, not as a namespace object,
 * which would need the bundler's runtime helper and so one more chunk on pages without React.
 */
export * from "./page";

/**
 * The shared runtime, loaded as the loader starts (it carries page.ts, above): the context factory and
 * the breakpoint watcher, without zod. Everything heavier loads on first use and fails alone: the validated config
 * (its own chunk with the schemas) only for modules that read `context.config`, ky only with the first request,
 * DOMPurify only with the first server HTML. Each of those chunks is retried like a module chunk.
 */
export interface RuntimeServices {
  bus: Bus;
  router: HashRouter;
  builder: BuilderMode;
  /** The validated config; throws when its chunk could not be loaded. */
  config(): SiteConfig;
  /** The validated config, its chunk loaded first when no module has loaded it yet. */
  loadedConfig(): Promise<SiteConfig>;
  /** Wraps a shared chunk's import with the loader's one retry (after 1 s, under a cache-busting URL). */
  retrying<T>(what: string, load: () => Promise<T>): () => Promise<T>;
  reportError(error: unknown, phase: "render" | "mount"): void;
  /** Records that the module left its markup as it is, and why. */
  decline(reason: string): void;
}

let deviceWatchStarted = false;
/** Set by the builder's wireframe view mode: modules mounted meanwhile run without motion. */
let motionSwitchedOff = false;
export function switchMotionOff(off: boolean): void {
  motionSwitchedOff = off;
}
let loadAjax: (() => Promise<typeof import("../core/ajax")>) | undefined;
let loadHtml: (() => Promise<typeof import("../core/html")>) | undefined;

function lazyAjax(services: RuntimeServices): AjaxClient {
  let created: AjaxClient | null = null;
  const client = async (): Promise<AjaxClient> =>
    (created ??= (await loadAjax!()).createAjaxClient((await services.loadedConfig()).ajaxUrl));
  return {
    postAction: ((...args: Parameters<AjaxClient["postAction"]>) =>
      client().then((ajax) => ajax.postAction(...args))) as AjaxClient["postAction"],
    postForm: (...args) => client().then((ajax) => ajax.postForm(...args)),
    getText: (...args) => client().then((ajax) => ajax.getText(...args)),
  };
}

export function createContext(
  element: HTMLElement,
  definition: ModuleDefinition,
  signal: AbortSignal,
  services: RuntimeServices,
): ModuleContext {
  const log = createLogger(definition.name);
  if (!deviceWatchStarted) {
    deviceWatchStarted = true;
    watchDevice(services.bus);
    loadAjax = loadOnce(services.retrying('shared chunk "ajax"', () => import("../core/ajax")));
    loadHtml = loadOnce(services.retrying('shared chunk "html"', () => import("../core/html")));
  }
  const html: HtmlSink = {
    toFragment: async (markup) => (await loadHtml!()).sanitizeToFragment(markup),
  };
  return {
    name: definition.name,
    element,
    // Read on first use: a module that never reads config never needs its chunk.
    get config() {
      return services.config();
    },
    bus: services.bus,
    ajax: lazyAjax(services),
    html,
    router: services.router,
    log,
    builder: services.builder,
    signal,
    disposables: createDisposables(signal),
    device: () => currentDevice(),
    reducedMotion: () => motionSwitchedOff || prefersReducedMotion(),
    reportError: (error, phase = "render") => services.reportError(error, phase),
    decline(reason, ...details) {
      log.warn(`left as it is: ${reason}`, ...details);
      services.decline(reason);
      return undefined;
    },
  };
}

const bootLog = createLogger("boot");

function markName(element: Element, attribute: string, name: string, on: boolean): void {
  const names = new Set((element.getAttribute(attribute) ?? "").split(" ").filter(Boolean));
  if (on) names.add(name);
  else names.delete(name);
  if (names.size) element.setAttribute(attribute, [...names].join(" "));
  else element.removeAttribute(attribute);
}

function markEnhanced(element: Element, name: string, enhanced: boolean): void {
  markName(element, ENHANCED_ATTRIBUTE, name, enhanced);
}

/**
 * The error contract: `enhance:error` is dispatched on the element first; the console says it only when no
 * listener called `preventDefault()`. The bus hears every error.
 */
export function fail(instance: Instance, phase: FailurePhase, error: unknown, why = ""): void {
  const { definition, element, record } = instance;
  record.state = phase === "unmount" ? "unmounted" : "failed";
  record.error = describeError(error);
  // What a module set up before it threw goes with it: listeners and timers hang on the instance's signal.
  if (phase === "load" || phase === "mount") instance.controller.abort();
  if (phase !== "unmount") markName(element, FAILED_ATTRIBUTE, definition.name, true);
  const event = new CustomEvent("enhance:error", {
    bubbles: true,
    cancelable: true,
    detail: { name: definition.name, phase, error },
  });
  const unhandled = element.dispatchEvent(event);
  bus.emit("module:error", { name: definition.name, element, phase, error });
  if (unhandled) bootLog.error(`module "${definition.name}" failed to ${phase}${why}`, error, element);
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

/** Undoes what a mount did, once the loader took the instance off the page (its signal is aborted already). */
export function unmountInstance(instance: Instance): void {
  const { definition, element, record } = instance;
  runCleanup(instance);
  if (record.state === "mounted") bus.emit("module:unmounted", { name: definition.name, element });
  if (record.state !== "failed" && record.state !== "declined") record.state = "unmounted";
  markEnhanced(element, definition.name, false);
  markName(element, FAILED_ATTRIBUTE, definition.name, false);
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The config of a settled config chunk, or the error that says it failed to load. */
function configOf(settled: Settled<ConfigChunk>): SiteConfig {
  if (!settled.ok) {
    throw new Error(`needs the shared chunk "config", which failed to load: ${describeError(settled.error)}`);
  }
  loadedConfig = settled.value;
  return settled.value.siteConfig();
}

/** The config a module reads through its context: the settled chunk, or why it is not there. */
function configReader(
  definition: ModuleDefinition,
  settled: Settled<ConfigChunk> | undefined,
): () => SiteConfig {
  return () => {
    if (settled) return configOf(settled);
    // A module that says it reads no config did not wait for its chunk; it gets the config only once loaded.
    if (loadedConfig) return loadedConfig.siteConfig();
    throw new Error(`module "${definition.name}" reads config but exports readsConfig = false`);
  };
}

let loadedConfig: ConfigChunk | undefined;
/** Every mount of the page takes its turn here, enhancers and islands alike. */
const mountTurns = createMountTurns();
/** The builder context, read once, with the first mount (the loader does not need it to scan). */
let pageBuilder: BuilderMode | undefined;

/**
 * Mounts one instance whose chunk the loader has loaded: waits for the config only when the module reads it,
 * creates its context, runs its mount and records what came of it. A module that declined (its markup is not what
 * it expects) is recorded as `declined` with its reason and gets nothing on its element; only a module that
 * mounted gets its name in `data-enhanced`.
 */
export async function mountInstance(
  instance: Instance,
  loaded: LoadedModule,
  loadStart: number,
  services: MountServices,
): Promise<void> {
  const { definition, element, controller, record } = instance;
  // A module that reads no config does not wait for its chunk (nor for its retry), nor load it: it gets the
  // config through its context only once another module has loaded it.
  const readsConfig = loaded.readsConfig !== false;
  const settled = readsConfig ? await services.loadConfig() : undefined;
  if (settled?.ok) loadedConfig = settled.value;
  if (controller.signal.aborted || !element.isConnected) return;
  // The first render waits its turn: mounts run in slices that yield to the browser (mount-turns.ts).
  const release = await mountTurns.take();
  if (controller.signal.aborted || !element.isConnected) {
    release();
    return;
  }
  const mountStart = performance.now();
  record.loadMs = mountStart - loadStart;
  let declined: string | undefined;
  let mounting: ReturnType<LoadedModule["mount"]>;
  try {
    const context = createContext(element, definition, controller.signal, {
      ...services,
      builder: (pageBuilder ??= detectBuilderMode()),
      config: configReader(definition, settled),
      loadedConfig: async () => configOf(await services.loadConfig()),
      reportError: (error, phase) => fail(instance, phase, error),
      decline: (reason) => void (declined ??= reason),
    });
    mounting = loaded.mount(element, context);
  } catch (error) {
    fail(instance, "mount", error);
    return;
  } finally {
    release();
  }
  try {
    const cleanup = await mounting;
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
  if (declined !== undefined) {
    // Whatever the module set up before it said so goes: it keeps nothing on the page.
    record.state = "declined";
    record.reason = declined;
    controller.abort();
    runCleanup(instance);
    return;
  }
  record.state = "mounted";
  markEnhanced(element, definition.name, true);
  bus.emit("module:mounted", {
    name: definition.name,
    element,
    loadMs: record.loadMs,
    mountMs: record.mountMs,
  });
}
