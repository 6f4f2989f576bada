import type { Bus } from "../core/bus";
import type { HashRouter } from "../hash-router/types";
import type { Cleanup, ModuleDefinition, Strategy } from "./types";

/**
 * What the loader and the shared runtime both know of a module instance. The loader finds and schedules
 * instances; the runtime (a chunk loaded with the first module) mounts them, so the code that runs only after a
 * module was found stays out of the script tag.
 */

export type InstanceState = "scheduled" | "loading" | "mounted" | "declined" | "failed" | "unmounted";

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
  /** Why a module left its markup as it is (state `declined`). */
  reason?: string;
  error?: string;
}

export interface Instance {
  readonly definition: ModuleDefinition;
  readonly element: HTMLElement;
  readonly controller: AbortController;
  readonly record: InstanceRecord;
  cleanup?: Cleanup;
}

export type FailurePhase = "load" | "mount" | "render" | "unmount";

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type ConfigChunk = typeof import("../core/config");

/** What the loader hands the runtime to mount one instance. */
export interface MountServices {
  readonly bus: Bus;
  readonly router: HashRouter;
  /**
   * The config chunk, settled; loaded on the first call (the loader calls it beside the chunk of a module that
   * reads config). Awaited only for a module that reads config, and by requests for the ajax address.
   */
  loadConfig(): Promise<Settled<ConfigChunk>>;
  retrying<T>(what: string, load: () => Promise<T>): () => Promise<T>;
}
