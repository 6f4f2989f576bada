/**
 * What the page offers the builder when it runs in a builder context (spec 2 "Builder contexts"): the editor in
 * the top window calls `window.enhance.builder`, or sends the same requests as bus events. Types only: the code
 * lives in the builder chunk, which a visitor's page never loads.
 */

/** Spec 2: the builder's view modes. Tablet and phone make every module behave as at that device class. */
export type ViewMode = "desktop" | "tablet" | "phone" | "zoom" | "wireframe";
export const VIEW_MODES: readonly ViewMode[] = ["desktop", "tablet", "phone", "zoom", "wireframe"];

/**
 * Spec 4 "Sticky modules": which window scrolls the page. `app`: the app frame scrolls itself; `top`: the frame
 * is as tall as its document and the top window scrolls it.
 */
export type ScrollLocation = "app" | "top";
export const SCROLL_LOCATIONS: readonly ScrollLocation[] = ["app", "top"];

/**
 * One sticky module's settings as the builder sends them: the theme's `et_pb_sticky_elements` entry (`id`,
 * `selector`, `position`, `topOffset`, ...), its `id` being the module's order class. Every update carries every
 * sticky module of the page: the ones missing are removed, changed ones updated, new ones created.
 */
export type StickySettings = Readonly<Record<string, unknown>> & { readonly id: string };

export interface BuilderFrameApi {
  /**
   * Re-scans the page (or only `root`, the part the builder re-rendered): modules whose element left or lost its
   * marker unmount, every module inside `root` mounts again from its current markup, new ones mount. Resolves once
   * every module it found is scheduled (each then mounts by its own load strategy).
   */
  refresh(root?: Element): Promise<void>;
  setViewMode(mode: ViewMode): void;
  /** Scrolls to the layout element with this `data-address` (400 ms per 1000 px, 800 to 6000 ms). */
  scrollToAddress(address: string): Promise<void>;
  updateSticky(settings: readonly StickySettings[]): void;
  /** Applied 2000 ms after the last call (spec 9): the builder flips it while it lays its panels out. */
  setScrollLocation(location: ScrollLocation): void;
  /**
   * The editor UI (settings bar, core modal, scroll lock, debug mode, layout shortcuts, sticky background layout)
   * as its own chunk, fetched on this call only: the builder's top window renders it around the page.
   */
  loadEditor(): Promise<typeof import("../editor")>;
  /** The preview render (a shortcode rendered by the site's preview page), fetched on this call only. */
  loadPreview(): Promise<typeof import("../preview/preview-render")>;
}

/** The bus events that carry the same requests (`src/core/events.ts`). */
export type BuilderFrameEvents = {
  "builder:refresh": { root?: Element };
  "builder:view-mode": { mode: ViewMode };
  "builder:scroll-to": { address: string };
  "builder:sticky-settings": { settings: readonly StickySettings[] };
  "builder:scroll-location": { location: ScrollLocation };
};

/** What is in force in the frame, sent as `builder:view-state` whenever it changes. */
export interface BuilderViewState {
  readonly mode: ViewMode;
  readonly scrollLocation: ScrollLocation;
  /** 2 in zoom mode (the frame is shown at half size: one top-window pixel is two of the page's), else 1. */
  readonly scrollScale: number;
}
