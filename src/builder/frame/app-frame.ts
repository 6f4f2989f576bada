import type { EnhanceApp } from "../../boot/app";
import type { BuilderMode } from "../../boot/builder";
import { switchMotionOff } from "../../boot/runtime";
import { setPreviewDevice } from "../../core/breakpoints";
import { bus } from "../../core/bus";
import type { EnhanceEvents } from "../../core/events";
import { createLogger } from "../../core/logger";
import { prefersReducedMotion, tween } from "../../core/motion";
import {
  SCROLL_LOCATIONS,
  VIEW_MODES,
  type BuilderFrameApi,
  type BuilderViewState,
  type ScrollLocation,
  type ViewMode,
} from "./api";
import { elementAt, writeAddresses } from "./addresses";
import {
  configuredScrollLocation,
  previewDeviceOf,
  scrollDuration,
  scrollScaleOf,
  scrollTargetFor,
} from "./geometry";

export type { BuilderFrameApi } from "./api";

/** Spec 9: a scroll-location change takes effect 2000 ms after the last one. */
export const SCROLL_LOCATION_DEBOUNCE_MS = 2000;
/** Spec 9: width-change and document-dimension debounce 50 ms. */
export const WIDTH_CHANGE_DEBOUNCE_MS = 50;
export const DOCUMENT_CHANGE_DEBOUNCE_MS = 50;
/** Set on the root element: the theme's stylesheet and tests read the view mode in force. */
export const VIEW_MODE_ATTRIBUTE = "data-enhance-view-mode";
/** Set on the root element: sticky modules that start after the last `builder:view-state` read it here. */
export const SCROLL_LOCATION_ATTRIBUTE = "data-enhance-scroll-location";
/**
 * With `top`, content sized to the viewport's height (a full-screen header) grows with the frame: a document still
 * taller than the frame right after the frame grew to fit it follows the frame. After this many such growths in a
 * row the frame stops growing (until the width or the scroll location changes) instead of growing forever.
 */
export const MAX_FOLLOWING_GROWTHS = 3;

const log = createLogger("builder");

export interface BuilderFrame {
  readonly api: BuilderFrameApi;
  state(): BuilderViewState;
  stop(): void;
}

/**
 * The page's side of the builder: keeps `data-address` on every layout element, re-initialises modules when the
 * builder changes the page, applies view modes and the scroll location, and scrolls to an address. Offered as
 * `window.enhance.builder` and through the `builder:*` bus events.
 */
export function startBuilderFrame(app: EnhanceApp, view: Window, mode: BuilderMode): BuilderFrame {
  const doc = view.document;
  const utilsParams = (view as unknown as { et_builder_utils_params?: unknown }).et_builder_utils_params;
  let viewMode: ViewMode = "desktop";
  let scrollLocation: ScrollLocation = configuredScrollLocation(utilsParams, viewMode);
  let scrollLocationTimer: ReturnType<typeof setTimeout> | undefined;
  let frameHeightTimer: ReturnType<typeof setTimeout> | undefined;
  let scrolling: AbortController | undefined;

  const state = (): BuilderViewState => ({
    mode: viewMode,
    scrollLocation,
    scrollScale: scrollScaleOf(viewMode),
  });
  const announce = (): void => {
    doc.documentElement.setAttribute(SCROLL_LOCATION_ATTRIBUTE, scrollLocation);
    bus.emit("builder:view-state", state());
  };

  /** The app frame's element in the top window, when the page runs in one and may reach it. */
  const frameElement = (): HTMLElement | null => {
    if (!mode.appFrame) return null;
    try {
      // The frame element belongs to the top window's realm: `instanceof HTMLElement` of this one fails.
      const element = view.frameElement;
      return element && "style" in element ? (element as HTMLElement) : null;
    } catch {
      return null;
    }
  };

  /** The height the editor gave the frame, kept while `top` sizes it and given back with `app`. */
  let editorHeight: string | null = null;
  /** The height `top` gave the frame last, and whether the next check sees if the document followed it. */
  let sizedTo: number | null = null;
  let checkingGrowth = false;
  let followingGrowths = 0;
  /** With `top`, the frame is as tall as its document, so the top window scrolls the page. */
  const syncFrameHeight = (): void => {
    frameHeightTimer = undefined;
    const frame = frameElement();
    if (!frame) return;
    if (scrollLocation === "top") {
      editorHeight ??= frame.style.height;
      const height = doc.documentElement.scrollHeight;
      const grows = sizedTo !== null && height > sizedTo;
      if (grows && checkingGrowth) followingGrowths += 1;
      checkingGrowth = false;
      if (!grows) followingGrowths = 0;
      else if (followingGrowths >= MAX_FOLLOWING_GROWTHS) return;
      frame.style.height = `${height}px`;
      if (grows) {
        // Checked once more after the debounce: a document that grew with the frame follows its height.
        checkingGrowth = true;
        syncFrameHeightLater(DOCUMENT_CHANGE_DEBOUNCE_MS);
      }
      sizedTo = height;
    } else if (editorHeight !== null) {
      frame.style.height = editorHeight;
      editorHeight = null;
      sizedTo = null;
    }
  };
  const syncFrameHeightLater = (delay: number): void => {
    if (frameHeightTimer !== undefined) clearTimeout(frameHeightTimer);
    frameHeightTimer = setTimeout(syncFrameHeight, delay);
  };

  const applyScrollLocation = (location: ScrollLocation): void => {
    scrollLocationTimer = undefined;
    if (location === scrollLocation) return;
    scrollLocation = location;
    syncFrameHeight();
    announce();
  };

  async function refresh(root?: Element): Promise<void> {
    const within = root?.isConnected ? root : undefined;
    // Gone or unmarked modules go everywhere; inside the re-rendered part every module mounts again.
    app.unmountWhere(
      (element, selector) =>
        !element.isConnected ||
        !element.matches(selector) ||
        (within !== undefined && (within === element || within.contains(element))),
    );
    writeAddresses(doc);
    app.scan(within ?? doc);
    await Promise.resolve();
  }

  function setViewMode(next: ViewMode): void {
    if (!VIEW_MODES.includes(next)) {
      log.warn(`unknown view mode "${String(next)}"; expected one of ${VIEW_MODES.join(", ")}`);
      return;
    }
    if (next === viewMode) return;
    const wireframeChanged = (next === "wireframe") !== (viewMode === "wireframe");
    viewMode = next;
    doc.documentElement.setAttribute(VIEW_MODE_ATTRIBUTE, next);
    setPreviewDevice(previewDeviceOf(next));
    if (wireframeChanged) {
      // Motion is read as a module mounts: every module mounts again with motion off (or back on).
      switchMotionOff(next === "wireframe");
      void refresh(doc.body);
    }
    announce();
  }

  function setScrollLocation(location: ScrollLocation): void {
    if (!SCROLL_LOCATIONS.includes(location)) {
      log.warn(`unknown scroll location "${String(location)}"; expected app or top`);
      return;
    }
    if (scrollLocationTimer !== undefined) clearTimeout(scrollLocationTimer);
    scrollLocationTimer = setTimeout(() => applyScrollLocation(location), SCROLL_LOCATION_DEBOUNCE_MS);
  }

  async function scrollToAddress(address: string): Promise<void> {
    writeAddresses(doc);
    const element = elementAt(doc, address);
    if (!element) {
      log.warn(`no layout element at address "${address}"`);
      return;
    }
    scrolling?.abort();
    const current = new AbortController();
    scrolling = current;
    const frame = scrollLocation === "top" ? frameElement() : null;
    const scroller = frame && view.top ? view.top : view;
    const frameOffset = frame && view.top ? frame.getBoundingClientRect().top + view.top.scrollY : 0;
    const elementTop = element.getBoundingClientRect().top + view.scrollY;
    const to = scrollTargetFor(elementTop, frame ? "top" : "app", frameOffset, scrollScaleOf(viewMode));
    const from = scroller.scrollY;
    const duration = scrollDuration(to - from, prefersReducedMotion(view));
    await tween({
      from,
      to,
      duration,
      signal: current.signal,
      onUpdate: (value) => scroller.scrollTo({ top: value, behavior: "instant" }),
    });
  }

  const api: BuilderFrameApi = {
    refresh,
    setViewMode,
    scrollToAddress,
    setScrollLocation,
    updateSticky: (settings) => bus.emit("builder:sticky-settings", { settings }),
    loadEditor: () => import("../editor"),
    loadPreview: () => import("../preview/preview-render"),
  };

  const onRefresh = ({ root }: EnhanceEvents["builder:refresh"]): void => void refresh(root);
  const onViewMode = ({ mode: next }: EnhanceEvents["builder:view-mode"]): void => setViewMode(next);
  const onScrollTo = ({ address }: EnhanceEvents["builder:scroll-to"]): void => void scrollToAddress(address);
  const onScrollLocation = ({ location }: EnhanceEvents["builder:scroll-location"]): void =>
    setScrollLocation(location);
  bus.on("builder:refresh", onRefresh);
  bus.on("builder:view-mode", onViewMode);
  bus.on("builder:scroll-to", onScrollTo);
  bus.on("builder:scroll-location", onScrollLocation);

  // Addresses follow the layout: the builder inserts, moves and removes layout elements.
  let addressesPending = false;
  const addressObserver = new MutationObserver(() => {
    if (addressesPending) return;
    addressesPending = true;
    queueMicrotask(() => {
      addressesPending = false;
      writeAddresses(doc);
    });
  });
  addressObserver.observe(doc.documentElement, { childList: true, subtree: true });
  writeAddresses(doc);

  // The frame's height follows its document while the top window scrolls it (spec 9: 50 ms debounces).
  let lastWidth = view.innerWidth;
  const onResize = (): void => {
    if (view.innerWidth === lastWidth) return;
    lastWidth = view.innerWidth;
    // A new width lays the page out anew: the frame may grow again.
    followingGrowths = 0;
    syncFrameHeightLater(WIDTH_CHANGE_DEBOUNCE_MS);
  };
  view.addEventListener("resize", onResize, { passive: true });
  const dimensions = new ResizeObserver(() => {
    if (scrollLocation === "top") syncFrameHeightLater(DOCUMENT_CHANGE_DEBOUNCE_MS);
  });
  if (doc.body) dimensions.observe(doc.body);
  syncFrameHeight();

  const holder = view as unknown as { enhance?: { builder?: BuilderFrameApi } };
  if (holder.enhance) holder.enhance.builder = api;
  doc.documentElement.setAttribute(VIEW_MODE_ATTRIBUTE, viewMode);
  announce();

  return {
    api,
    state,
    stop() {
      view.removeEventListener("resize", onResize);
      scrolling?.abort();
      if (scrollLocationTimer !== undefined) clearTimeout(scrollLocationTimer);
      if (frameHeightTimer !== undefined) clearTimeout(frameHeightTimer);
      addressObserver.disconnect();
      dimensions.disconnect();
      bus.off("builder:refresh", onRefresh);
      bus.off("builder:view-mode", onViewMode);
      bus.off("builder:scroll-to", onScrollTo);
      bus.off("builder:scroll-location", onScrollLocation);
      setPreviewDevice(null);
      switchMotionOff(false);
      if (holder.enhance?.builder === api) delete holder.enhance.builder;
    },
  };
}
