import type { HashEntry } from "../core/events";

export type { HashEntry };

/** Receives the parameters of this module's hash entry (`id|param|param`), on load and on every change. */
export type HashParamsHandler = (params: readonly string[]) => void;

/** Receives the whole stripped hash (without `#`) and its entries, on load and on every change. */
export type HashHandler = (hash: string, entries: readonly HashEntry[]) => void;

export interface HashRouter {
  /** The entries of the current hash, already stripped to `[A-Za-z0-9_|-]`. */
  entries(): readonly HashEntry[];
  /** The current stripped hash without the `#`. */
  current(): string;
  /**
   * Calls `handler` with the params of the entry whose id is `element.id`, now if the current hash has one and
   * on every later change that names it. Elements without an id never receive anything. Returns a stop function.
   */
  watch(element: Element, handler: HashParamsHandler): () => void;
  /** Calls `handler` on every hash change (and now, when a hash is present). Returns a stop function. */
  onHash(handler: HashHandler): () => void;
  /**
   * Writes this module's entry back into the hash with `history.replaceState`, keeping the other entries and
   * the scroll position. Does nothing for an empty id.
   */
  write(id: string, params: readonly string[]): void;
}
