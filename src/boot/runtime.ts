import type { AjaxClient } from "../core/ajax-client";
import type { Bus } from "../core/bus";
import { currentDevice, watchDevice } from "../core/breakpoints";
import type { SiteConfig } from "../core/config";
import { createDisposables } from "../core/disposables";
import { loadOnce } from "../core/load-once";
import { createLogger } from "../core/logger";
import { prefersReducedMotion } from "../core/motion";
import type { HashRouter } from "../hash-router/types";
import type { BuilderMode } from "./builder";
import type { HtmlSink, ModuleContext, ModuleDefinition } from "./types";

/**
 * The shared runtime, loaded with the first module that mounts (never with the loader): the context factory and
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
  /** Wraps a shared chunk's import with the loader's one retry (after 1 s, under a cache-busting URL). */
  retrying<T>(what: string, load: () => Promise<T>): () => Promise<T>;
  reportError(error: unknown, phase: "render" | "mount"): void;
}

let deviceWatchStarted = false;
let loadAjax: (() => Promise<typeof import("../core/ajax")>) | undefined;
let loadHtml: (() => Promise<typeof import("../core/html")>) | undefined;

function lazyAjax(services: RuntimeServices): AjaxClient {
  let created: AjaxClient | null = null;
  const client = async (): Promise<AjaxClient> =>
    (created ??= (await loadAjax!()).createAjaxClient(services.config().ajaxUrl));
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
    log: createLogger(definition.name),
    builder: services.builder,
    signal,
    disposables: createDisposables(signal),
    device: () => currentDevice(),
    reducedMotion: () => prefersReducedMotion(),
    reportError: (error, phase = "render") => services.reportError(error, phase),
  };
}
