import type { Bus } from "../core/bus";
import type { Device } from "../core/breakpoints";
import type { Logger } from "../core/logger";
import type { SiteConfig } from "../core/config";
import type { AjaxClient } from "../core/ajax-client";
import type { Disposables } from "../core/disposables";
import type { HashRouter } from "../hash-router/types";
import type { BuilderMode } from "./builder";

/** When a module's code is loaded and mounted (DESIGN.md "Pay only for what a page uses"). */
export type Strategy = "eager" | "visible" | "idle" | "interaction" | "media" | "reached" | "scrolled";

/** What `mount` may return: a cleanup run when the element leaves the page, or nothing. */
export type Cleanup = () => void;

export type MountFunction = (
  element: HTMLElement,
  context: ModuleContext,
) => Cleanup | undefined | Promise<Cleanup | undefined>;

export interface LoadedModule {
  mount: MountFunction;
  /**
   * Whether the mount reads `context.config` (default true). The config chunk (with the zod schemas) is loaded
   * beside the chunk of every module that reads it, and only a reading module's mount waits for it, retry
   * included: a module that exports `readsConfig = false` (and says so in its definition) mounts without it, and
   * a config chunk that fails leaves it working. Its requests (`context.ajax`) load the config when they need the
   * ajax address.
   */
  readsConfig?: boolean;
}

export interface ModuleDefinition {
  /** Short kebab-case name, used in logs, the debug table and chunk names. */
  readonly name: string;
  /** CSS selector of the elements this module enhances. */
  readonly selector: string;
  /** Default `visible`. An element may override it with `data-enhance-strategy`. */
  readonly strategy?: Strategy;
  /** Root margin for the `visible` strategy; default `200px`. */
  readonly rootMargin?: string;
  /** Media query for the `media` strategy. */
  readonly media?: string;
  /**
   * Whether the stripped hash names this element in a way other than its id (the tabs' `#tab-<name>`), so the
   * boot mounts it at once. Must compare strings; the hash is never a selector.
   */
  readonly matchesHash?: (element: Element, hash: string) => boolean;
  /**
   * A cheap test, run at scan time, that keeps a page-wide enhancer (selector `body`) from loading its chunk on
   * pages that have nothing for it. It must not throw and must not read layout.
   */
  readonly appliesTo?: (element: Element) => boolean;
  /**
   * `module` (a React island) or `enhancer` (plain TypeScript). The loader preloads React and the island helper
   * as soon as it finds a `module`.
   */
  readonly kind: "module" | "enhancer";
  /**
   * `false` when the module's chunk exports `readsConfig = false`: the loader then fetches the config chunk (zod
   * and the schemas) for it neither beside its chunk nor later, so a page whose modules read no config never loads
   * it. Said here because the loader decides before the module's chunk arrives (src/registry.test.ts checks that
   * both agree).
   */
  readonly readsConfig?: false;
  readonly load: () => Promise<LoadedModule>;
}

/** Sanitised server HTML, parsed lazily so DOMPurify loads only with the modules that need it. */
export interface HtmlSink {
  toFragment(html: string): Promise<DocumentFragment>;
}

/** What a module may use; handed to `mount`. */
export interface ModuleContext {
  readonly name: string;
  readonly element: HTMLElement;
  readonly config: SiteConfig;
  readonly bus: Bus;
  readonly ajax: AjaxClient;
  readonly html: HtmlSink;
  readonly router: HashRouter;
  readonly log: Logger;
  readonly builder: BuilderMode;
  /** Aborted when the instance is unmounted: pass it to listeners and requests. */
  readonly signal: AbortSignal;
  /** Timers and animation frames cleared on unmount. */
  readonly disposables: Disposables;
  device(): Device;
  reducedMotion(): boolean;
  /** Reports an error that happened after mount (an island render error, a failed request nobody awaits). */
  reportError(error: unknown, phase?: "render" | "mount"): void;
  /**
   * Says the markup is not what the module expects and it leaves it as it is: `return context.decline(why)`
   * from `mount`. The console says why (with `details`), the debug table records the instance as `declined`
   * with that reason, nothing is set on the element (no `data-enhanced`) and the instance's signal is aborted.
   */
  decline(reason: string, ...details: unknown[]): undefined;
}

export function defineModule(definition: Omit<ModuleDefinition, "kind">): ModuleDefinition {
  return { ...definition, kind: "module" };
}

export function defineEnhancer(definition: Omit<ModuleDefinition, "kind">): ModuleDefinition {
  return { ...definition, kind: "enhancer" };
}
