import type { AjaxClient } from "../core/ajax-client";
import type { Bus } from "../core/bus";
import { currentDevice, watchDevice } from "../core/breakpoints";
import { siteConfig } from "../core/config";
import { createDisposables } from "../core/disposables";
import { loadOnce } from "../core/load-once";
import { createLogger } from "../core/logger";
import { prefersReducedMotion } from "../core/motion";
import type { HashRouter } from "../hash-router/types";
import type { BuilderMode } from "./builder";
import type { HtmlSink, ModuleContext, ModuleDefinition } from "./types";

/**
 * The shared runtime, loaded with the first module that mounts (never with the loader): validated config, the
 * context factory, the breakpoint watcher. Requests and the HTML sink load on first use, so ky and DOMPurify
 * stay out of pages that never make a request.
 */

export interface RuntimeServices {
  bus: Bus;
  router: HashRouter;
  builder: BuilderMode;
  reportError(error: unknown, phase: "render" | "mount"): void;
}

let deviceWatchStarted = false;
const loadAjax = loadOnce(() => import("../core/ajax"));

function lazyAjax(ajaxUrl: string): AjaxClient {
  let created: AjaxClient | null = null;
  const client = async (): Promise<AjaxClient> => (created ??= (await loadAjax()).createAjaxClient(ajaxUrl));
  return {
    postAction: ((...args: Parameters<AjaxClient["postAction"]>) =>
      client().then((ajax) => ajax.postAction(...args))) as AjaxClient["postAction"],
    postForm: (...args) => client().then((ajax) => ajax.postForm(...args)),
    getText: (...args) => client().then((ajax) => ajax.getText(...args)),
  };
}

const htmlSink: HtmlSink = {
  toFragment: async (html) => (await import("../core/html")).sanitizeToFragment(html),
};

export function createContext(
  element: HTMLElement,
  definition: ModuleDefinition,
  signal: AbortSignal,
  services: RuntimeServices,
): ModuleContext {
  if (!deviceWatchStarted) {
    deviceWatchStarted = true;
    watchDevice(services.bus);
  }
  const config = siteConfig();
  return {
    name: definition.name,
    element,
    config,
    bus: services.bus,
    ajax: lazyAjax(config.ajaxUrl),
    html: htmlSink,
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
