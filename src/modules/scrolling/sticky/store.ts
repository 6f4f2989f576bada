import type { StickySide, StickyState } from "./logic";

/**
 * What the page's one sticky scheduler tells each module's React root, keyed by the module element: its state
 * and, while it is out of the flow, the box its placeholder keeps. The scheduler decides in an animation frame and
 * publishes once at the end of the frame's writes; the roots read it with `useSyncExternalStore`. Plain
 * TypeScript, so the scheduler never depends on React.
 */

export const STICKY_CLASS = "et_pb_sticky";
export const PLACEHOLDER_CLASS = "et_pb_sticky_placeholder";
export const PLACEHOLDER_ID_ATTRIBUTE = "data-sticky-placeholder-id";

/** The computed box a placeholder copies so the layout around it does not move. */
export interface PlaceholderBox {
  /** A module the theme already takes out of the flow (absolute or fixed) leaves no room to keep. */
  readonly outOfFlow: boolean;
  readonly display: string;
  readonly margin: readonly [string, string, string, string];
  readonly float: string;
  readonly clear: string;
  readonly flex: readonly [string, string, string];
  readonly alignSelf: string;
  readonly order: string;
  readonly verticalAlign: string;
}

export interface StickyPlaceholder {
  /** The sticky entry's id, written as `data-sticky-placeholder-id`. */
  readonly id: string;
  readonly width: string;
  readonly height: string;
  /** Null when the module's box was never read (the placeholder then only keeps its size). */
  readonly box: PlaceholderBox | null;
}

export interface StickyView {
  readonly state: StickyState;
  readonly side: StickySide | null;
  /** The position class added on sticking (`et_pb_sticky--top`), empty while not sticky. */
  readonly positionClass: string;
  readonly placeholder: StickyPlaceholder | null;
}

export const NOT_STICKY_VIEW: StickyView = {
  state: "not-sticky",
  side: null,
  positionClass: "",
  placeholder: null,
};

export interface StickyStore {
  /** The module's current view (a stable object until it changes), or the not-sticky view. */
  view(element: HTMLElement): StickyView;
  subscribe(element: HTMLElement, listener: () => void): () => void;
  /** The placeholder node the module's root rendered, for measuring the module's place in the flow. */
  placeholderOf(element: HTMLElement): HTMLElement | null;
  /** Called by the root when its placeholder node enters or leaves the page; tells nobody. */
  setPlaceholder(element: HTMLElement, node: HTMLElement | null): void;
}

export interface StickyStoreWriter extends StickyStore {
  /** Records a new view; listeners hear of it on `publish`. */
  set(element: HTMLElement, view: StickyView): void;
  /** Tells the roots whose view changed since the last publish. */
  publish(): void;
  /** Whether a set is waiting to be published. */
  pending(): boolean;
  forget(element: HTMLElement): void;
}

export function createStickyStore(): StickyStoreWriter {
  const views = new Map<HTMLElement, StickyView>();
  const placeholders = new Map<HTMLElement, HTMLElement>();
  const listeners = new Map<HTMLElement, Set<() => void>>();
  const changed = new Set<HTMLElement>();
  return {
    view: (element) => views.get(element) ?? NOT_STICKY_VIEW,
    subscribe(element, listener) {
      let set = listeners.get(element);
      if (!set) {
        set = new Set();
        listeners.set(element, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    placeholderOf: (element) => placeholders.get(element) ?? null,
    setPlaceholder(element, node) {
      if (node) placeholders.set(element, node);
      else placeholders.delete(element);
    },
    set(element, view) {
      if (views.get(element) === view) return;
      views.set(element, view);
      changed.add(element);
    },
    publish() {
      const elements = [...changed];
      changed.clear();
      for (const element of elements) {
        for (const listener of [...(listeners.get(element) ?? [])]) listener();
      }
    },
    pending: () => changed.size > 0,
    forget(element) {
      views.delete(element);
      placeholders.delete(element);
      listeners.delete(element);
      changed.delete(element);
    },
  };
}
