import type { Cleanup } from "../../../boot/types";
import type { Bus } from "../../../core/bus";
import type { Device } from "../../../core/breakpoints";
import type { EnhanceEvents } from "../../../core/events";
import type { Logger } from "../../../core/logger";
import { ADMIN_BAR_RESIZE_DELAY_MS, readAdminBarOffset } from "../../../core/scroll";
import {
  FINAL_STYLE_DELAY_MS,
  PARENT_UNLOCK_DELAY_MS,
  THEME_BUILDER_ADMIN_BAR_HEIGHT,
  backgroundLayout,
  decideSticky,
  finalStickyStyle,
  stickyOffsets,
  surroundingStacks,
  zIndexFor,
  type FinalStickyStyle,
  type KnownElements,
  type LayoutZone,
  type LimitExtent,
  type StackCandidate,
  type StickyDecision,
  type StickyFrameInput,
  type StickySide,
  type StickyState,
} from "./logic";
import { sameSettings, type DeviceStickySettings, type StickyLimit, type StickySettings } from "./settings";
import {
  NOT_STICKY_VIEW,
  STICKY_CLASS,
  createStickyStore,
  type PlaceholderBox,
  type StickyStore,
  type StickyView,
} from "./store";

export { PLACEHOLDER_CLASS, PLACEHOLDER_ID_ATTRIBUTE, STICKY_CLASS } from "./store";

/**
 * One scheduler for every sticky module of the page (spec 4 "Sticky modules").
 *
 * Geometry is measured only when it can have changed: on start, when a ResizeObserver reports a new size of the
 * page, a module, its parent, its limit or a fixed page element (debounced), on a window resize, on a breakpoint
 * change and on a builder settings change. The scroll listener reads nothing: it asks for one animation frame, in
 * which `scrollY` is read once and every module's state is decided from the cached numbers, then written. Modules
 * whose limits are far from the viewport (an IntersectionObserver tells) are settled once and then skipped.
 *
 * Each module's state and placeholder belong to its React root (`StickyModule`), which reads them from a store the
 * engine publishes to once per frame, after the frame's writes; the roots commit in that same frame. The fixed
 * header is known from the bus (`fixed-header:change`), never from its markup.
 *
 * Sticking never moves anything else: a placeholder with the module's exact box (its margins, size, float and
 * flex values) takes its place, and the parent's height is locked for 1 ms meanwhile. A sticky module is
 * `position: fixed`; a paused one is `position: absolute` at its own place, translated to its stop, so it scrolls
 * with the page without any write per frame. Box changes (the sticky width) happen only in the frame where the
 * module leaves or rejoins the flow; every later move (a fixed header that hides, a side change, a stop, the
 * relative offsets) is a translation, which is not a layout shift. Delayed writes (the 1 ms unlock, the 50 ms final
 * style) wait for the next frame's write phase, so a frame's reads never follow a write.
 */

/** Spec 9: document-dimension and width-change debounce 50 ms. */
export const DOCUMENT_CHANGE_DEBOUNCE_MS = 50;
export const WIDTH_CHANGE_DEBOUNCE_MS = 50;
/** Spec 9: DOM-change debounce 500 ms (a sticky module whose content changed size). */
export const DOM_CHANGE_DEBOUNCE_MS = 500;
/** Spec 9: the admin bar changes from fixed to static on small screens; re-measured 300 ms after a resize. */
export { ADMIN_BAR_RESIZE_DELAY_MS };

/** The browsers' default font size, for a root whose computed size cannot be read. */
const DEFAULT_FONT_SIZE = 16;

export const HAS_STICKY_CLASS = "has_et_pb_sticky";
export const STICKY_MODULE_CLASS = "et_pb_sticky_module";
/** Window events the theme dispatches, which third-party code listens to. */
export const STICKY_START_EVENT = "ETBuilderStickyStart";
export const STICKY_END_EVENT = "ETBuilderStickyEnd";

/** A limit is searched from the module's parent, so a section's "section" limit is the section around it. */
const LIMIT_SELECTORS: Readonly<Record<Exclude<StickyLimit, "body">, string>> = {
  section: ".et_pb_section",
  row: ".et_pb_row, .et_pb_row_inner",
  column: ".et_pb_column, .et_pb_column_inner",
};
const NOT_STICKY: StickyDecision = { state: "not-sticky" };
/** Dormant modules wake one viewport before their limit comes into view. */
const WAKE_MARGIN = "100% 0px";

/** Inline properties the engine writes on a module; their previous values are restored afterwards. */
const WRITTEN_PROPERTIES = [
  "position",
  "top",
  "bottom",
  "left",
  "width",
  "max-width",
  "height",
  "box-sizing",
  // The shorthand first: restoring it clears the longhands, which are then restored one by one.
  "margin",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "z-index",
  "translate",
  "transition",
] as const;

interface Geometry {
  visible: boolean;
  top: number;
  /** Left in the viewport (for `position: fixed`) and in the containing block (for `position: absolute`). */
  viewportLeft: number;
  blockLeft: number;
  /** The containing block's top for `position: absolute`. */
  blockTop: number;
  width: number;
  height: number;
  stickyHeight: number;
  parentWidth: number;
  /** The parent's height as its own `height` property reads it (content or border box). */
  parentHeight: number;
  /** The box a placeholder copies so the layout around it does not move. */
  box: PlaceholderBox | null;
  /** The module's and the root's font sizes, for sticky sizes in em, ex and rem. */
  fontSize: number;
  rootFontSize: number;
}

interface Item {
  readonly settings: StickySettings;
  readonly element: HTMLElement;
  readonly zone: LayoutZone;
  readonly equalHeightColumn: boolean;
  current: DeviceStickySettings;
  geometry: Geometry | null;
  topLimitElement: Element | null;
  bottomLimitElement: Element | null;
  candidate: StackCandidate | null;
  offsets: { topOffset: number; bottomOffset: number; pauseBottom: number | null; pauseTop: number | null };
  /** The numbers a frame decides from, set when measured; a frame only fills in the scroll position. */
  input: { -readonly [K in keyof StickyFrameInput]: StickyFrameInput[K] } | null;
  /** False while every limit of the module is far from the viewport: its state cannot change then. */
  awake: boolean;
  state: StickyState;
  side: StickySide | null;
  /** The side and offset written (`top`/`bottom`) when it became fixed; later moves are translations. */
  anchor: { side: StickySide; offset: number } | null;
  /** Where a paused module stops (its document top). */
  pausedTop: number | null;
  /** The sticky style; the relative offsets apply 50 ms after sticking (at once without transitions). */
  style: (FinalStickyStyle & { offsetApplied: boolean }) | null;
  finalTimer: number;
  /** The last `translate` written, so a frame that changes nothing writes nothing. */
  translate: string;
  /** What the module's root shows: its state, position class and placeholder. */
  shown: StickyView;
  saved: Map<string, readonly [string, string]> | null;
}

export interface StickyEngineOptions {
  readonly log: Logger;
  readonly device: () => Device;
  readonly reducedMotion: () => boolean;
  /** The theme builder measures the admin bar as 32 px. */
  readonly themeBuilder?: boolean;
  /** The page's bus: the fixed header tells its state and height there. */
  readonly bus: Bus;
  /** Mounts the root that shows one module's state from the store; its cleanup unmounts it. */
  readonly attach: (element: HTMLElement, store: StickyStore) => Cleanup;
  /**
   * Runs `publish` so that every root that hears of a change has committed when it returns (React's `flushSync`):
   * the placeholder must appear in the frame where the module leaves the flow. One call per frame for all roots.
   */
  readonly commitRoots: (publish: () => void) => void;
  /**
   * Where the page is seen from, once it arrives (the builder's, loaded only there); until then and without it,
   * the page's own window.
   */
  readonly viewport?: Promise<ViewportSource>;
}

/**
 * The part of the page in view: its top in the page's document (the scroll position) and its height, in the
 * page's px. `watch` calls `changed` when it may have moved other than by the page's own scroll and resize events,
 * until `signal` aborts.
 */
export interface ViewportSource {
  read(): { readonly scrollY: number; readonly height: number };
  watch(changed: () => void, signal: AbortSignal): void;
}

export interface StickyEngine {
  /** Creates, updates and removes modules to match `settings` (on start and on each builder change). */
  update(settings: readonly StickySettings[]): void;
  /** A breakpoint change: every module leaves the sticky state, then settings and geometry are recalculated. */
  deviceChanged(): void;
  /** The state of each module, for the debug table and tests. */
  states(): ReadonlyArray<{ id: string; element: HTMLElement; state: StickyState; side: StickySide | null }>;
  destroy(): void;
}

function limitElement(element: HTMLElement, limit: StickyLimit | null): Element | null {
  if (limit === null) return null;
  if (limit === "body") return element.ownerDocument.body;
  return element.parentElement?.closest(LIMIT_SELECTORS[limit]) ?? null;
}

function zoneOf(element: HTMLElement): LayoutZone {
  if (element.closest(".et-l--header")) return "theme-builder-header";
  if (element.closest(".et-l--footer")) return "theme-builder-footer";
  return "body";
}

function readBox(style: CSSStyleDeclaration): PlaceholderBox {
  return {
    outOfFlow: style.position === "absolute" || style.position === "fixed",
    display: style.display === "inline" ? "inline-block" : style.display,
    margin: [style.marginTop, style.marginRight, style.marginBottom, style.marginLeft],
    float: style.float,
    clear: style.clear,
    flex: [style.flexGrow, style.flexShrink, style.flexBasis],
    alignSelf: style.alignSelf,
    order: style.order,
    verticalAlign: style.verticalAlign,
  };
}

const px = (value: number): string => `${Math.round(value * 100) / 100}px`;

export function createStickyEngine(options: StickyEngineOptions): StickyEngine {
  // Settings are resolved again on each breakpoint change and builder update: each problem is told once.
  const warned = new Set<string>();
  const log = {
    warn(message: string): void {
      if (warned.has(message)) return;
      warned.add(message);
      options.log.warn(message);
    },
  };
  const doc = document;
  const view = window;
  const controller = new AbortController();
  const { signal } = controller;
  let items: Item[] = [];
  /** Modules that left the config (builder) and still have to leave the sticky state. */
  let retired: Item[] = [];
  let known: KnownElements = { adminBar: 0, fixedHeader: 0 };
  /** The height the fixed header covers while shown, as it last said on the bus (0 while hidden or absent). */
  let fixedHeaderHeight = 0;
  const store = createStickyStore();
  /** One root per module element, mounted with its first entry and kept until the engine is destroyed. */
  const roots = new Map<HTMLElement, Cleanup>();
  /** Modules given `et_pb_sticky_module` here (not by the server), which lose it again when they stop being sticky. */
  const markedModules = new Set<HTMLElement>();
  /** Theme events of a frame, dispatched once the roots have committed (a listener then sees the new state). */
  const announcements: Event[] = [];
  /** The window's own height, which `position: fixed` and CSS viewport units refer to. */
  let lastViewportHeight = view.innerHeight;
  /** The part in view, in the window's fixed-position coordinates (with the window's own scroll, the same). */
  let visibleTop = 0;
  let visibleHeight = lastViewportHeight;
  let viewport: Pick<ViewportSource, "read"> = {
    read: () => ({ scrollY: view.scrollY, height: view.innerHeight }),
  };
  let frame = 0;
  let needsMeasure = false;
  let needsRestick = false;
  let wholePass = false;
  const timers = new Set<number>();
  const limitKeys = new WeakMap<Element, number>();
  let nextLimitKey = 1;
  const keyOf = (element: Element): number => {
    let key = limitKeys.get(element);
    if (key === undefined) {
      key = nextLimitKey++;
      limitKeys.set(element, key);
    }
    return key;
  };

  const later = (callback: () => void, ms: number): number => {
    const id = view.setTimeout(() => {
      timers.delete(id);
      callback();
    }, ms);
    timers.add(id);
    return id;
  };
  const cancel = (id: number): void => {
    view.clearTimeout(id);
    timers.delete(id);
  };
  /** Writes due after a delay wait for the next frame's write phase: a write between frames would make that
   * frame's first read (the scroll position) force a layout. */
  const pendingWrites = new Set<() => void>();
  const writeLater = (write: () => void, ms: number): number =>
    later(() => {
      pendingWrites.add(write);
      schedule("evaluate");
    }, ms);

  function schedule(kind: "evaluate" | "measure" | "restick"): void {
    if (kind !== "evaluate") needsMeasure = true;
    if (kind === "restick") needsRestick = true;
    if (frame !== 0 || signal.aborted) return;
    frame = view.requestAnimationFrame(runFrame);
  }

  const debounced = new Map<string, number>();
  function scheduleLater(key: string, kind: "measure" | "restick", ms: number): void {
    const previous = debounced.get(key);
    if (previous !== undefined) cancel(previous);
    debounced.set(
      key,
      later(() => {
        debounced.delete(key);
        schedule(kind);
      }, ms),
    );
  }

  // --- Observers -------------------------------------------------------------------------------------------
  /** Targets whose first report (made on observe) has been seen: only later reports are changes. */
  const reported = new WeakSet<Element>();
  const stuckElements = new WeakSet<Element>();
  const resize = new ResizeObserver((entries) => {
    let documentChanged = false;
    let moduleChanged = false;
    for (const entry of entries) {
      if (!reported.has(entry.target)) {
        reported.add(entry.target);
        continue;
      }
      // A sticky module whose content changes size (its sticky style, a menu opening) settles first.
      if (stuckElements.has(entry.target)) moduleChanged = true;
      else documentChanged = true;
    }
    if (documentChanged) scheduleLater("document", "measure", DOCUMENT_CHANGE_DEBOUNCE_MS);
    if (moduleChanged) scheduleLater("module", "measure", DOM_CHANGE_DEBOUNCE_MS);
  });
  const limitNear = new WeakMap<Element, boolean>();
  const wake = new IntersectionObserver(
    (entries) => {
      const changed = new Set<Element>();
      for (const entry of entries) {
        limitNear.set(entry.target, entry.isIntersecting);
        changed.add(entry.target);
      }
      for (const item of items) {
        const limits = limitsOf(item);
        if (limits.some((limit) => changed.has(limit))) {
          item.awake = !gated(item) || limits.some((limit) => limitNear.get(limit) === true);
        }
      }
      // One more pass settles the modules that just fell asleep in their final state.
      wholePass = true;
      schedule("evaluate");
    },
    { rootMargin: WAKE_MARGIN },
  );
  const onFixedHeader = ({ state, height }: EnhanceEvents["fixed-header:change"]): void => {
    const covered = state === "hidden" ? 0 : height;
    if (covered === fixedHeaderHeight) return;
    fixedHeaderHeight = covered;
    schedule("measure");
  };
  options.bus.on("fixed-header:change", onFixedHeader);
  // The fixed header may have started first: it answers with its current state.
  options.bus.emit("fixed-header:request");
  const adminBarElement = doc.getElementById("wpadminbar");
  if (adminBarElement) resize.observe(adminBarElement);
  resize.observe(doc.documentElement);

  const limitsOf = (item: Item): Element[] =>
    [item.topLimitElement, item.bottomLimitElement].filter((limit): limit is Element => limit !== null);

  /** A module can sleep only when each side it uses has a limit container (without one it may stick anywhere). */
  function gated(item: Item): boolean {
    const { position } = item.current;
    if (position === "none") return true;
    const topSideLimited = position === "bottom" || item.bottomLimitElement !== null;
    const bottomSideLimited = position === "top" || item.topLimitElement !== null;
    return topSideLimited && bottomSideLimited;
  }

  // --- Measuring (reads only) --------------------------------------------------------------------------------
  function measureKnown(): KnownElements {
    const adminBar = readAdminBarOffset(
      doc,
      options.themeBuilder ? THEME_BUILDER_ADMIN_BAR_HEIGHT : undefined,
    );
    return { adminBar, fixedHeader: fixedHeaderHeight };
  }

  function measureItem(item: Item, scrollX: number, scrollY: number, rootFontSize: number): void {
    const stuck = item.state !== "not-sticky";
    const natural = (stuck ? store.placeholderOf(item.element) : null) ?? item.element;
    const visible = item.element.getClientRects().length > 0;
    const rect = natural.getBoundingClientRect();
    const stickyHeight = stuck ? item.element.getBoundingClientRect().height : rect.height;
    const elementStyle = view.getComputedStyle(item.element);
    const parent = item.element.parentElement;
    let parentWidth = rect.width;
    let parentHeight = 0;
    if (parent) {
      const parentStyle = view.getComputedStyle(parent);
      parentWidth =
        parent.clientWidth -
        (parseFloat(parentStyle.paddingLeft) || 0) -
        (parseFloat(parentStyle.paddingRight) || 0);
      // The lock is written as `height`, which means the content box unless the parent is border-box.
      const vertical = (name: string): number => parseFloat(parentStyle.getPropertyValue(name)) || 0;
      parentHeight =
        parent.getBoundingClientRect().height -
        (parentStyle.boxSizing === "border-box"
          ? 0
          : vertical("padding-top") +
            vertical("padding-bottom") +
            vertical("border-top-width") +
            vertical("border-bottom-width"));
    }
    // The containing block of `position: absolute` (the nearest positioned ancestor), for a paused module.
    let blockTop = 0;
    let blockLeft = 0;
    const offsetParent = natural.offsetParent;
    if (offsetParent instanceof HTMLElement) {
      const isStaticBody =
        offsetParent === doc.body && view.getComputedStyle(offsetParent).position === "static";
      if (!isStaticBody) {
        const blockRect = offsetParent.getBoundingClientRect();
        blockTop = blockRect.top + scrollY + offsetParent.clientTop;
        blockLeft = blockRect.left + scrollX + offsetParent.clientLeft;
      }
    }
    item.geometry = {
      visible,
      top: rect.top + scrollY,
      viewportLeft: rect.left,
      blockLeft: rect.left + scrollX - blockLeft,
      blockTop,
      width: rect.width,
      height: rect.height,
      stickyHeight,
      parentWidth,
      parentHeight,
      box: stuck ? (item.geometry?.box ?? null) : readBox(elementStyle),
      fontSize: parseFloat(elementStyle.fontSize) || rootFontSize,
      rootFontSize,
    };
  }

  function extent(element: Element | null, scrollY: number): LimitExtent | null {
    if (element === null) return null;
    const rect = element.getBoundingClientRect();
    return { key: keyOf(element), top: rect.top + scrollY, bottom: rect.bottom + scrollY };
  }

  /** Reads everything, then derives stacks and offsets. No write happens in here. */
  function measure(scrollX: number, scrollY: number): void {
    known = measureKnown();
    const candidates: StackCandidate[] = [];
    const rootFontSize = parseFloat(view.getComputedStyle(doc.documentElement).fontSize) || DEFAULT_FONT_SIZE;
    for (const item of items) {
      measureItem(item, scrollX, scrollY, rootFontSize);
      const geometry = item.geometry;
      if (geometry === null) continue;
      item.candidate = {
        id: item.settings.key,
        position: item.current.position,
        offsetSurrounding: item.current.offsetSurrounding,
        top: geometry.top,
        left: geometry.viewportLeft + scrollX,
        width: geometry.width,
        height: geometry.height,
        stickyHeight: geometry.stickyHeight,
        customTopOffset: item.current.topOffset,
        customBottomOffset: item.current.bottomOffset,
        topLimit: extent(item.topLimitElement, scrollY),
        bottomLimit: extent(item.bottomLimitElement, scrollY),
      };
      candidates.push(item.candidate);
    }
    const stacks = surroundingStacks(candidates);
    const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
    for (const item of items) {
      const geometry = item.geometry;
      if (!item.candidate || !geometry) continue;
      item.offsets = stickyOffsets(item.candidate, byId, stacks, known);
      item.input = {
        position: item.current.position,
        visible: geometry.visible,
        top: geometry.top,
        height: geometry.height,
        stickyHeight: geometry.stickyHeight,
        ...item.offsets,
        scrollY: 0,
        viewportHeight: 0,
      };
    }
  }

  // --- Writing ---------------------------------------------------------------------------------------------
  function save(item: Item): void {
    if (item.saved) return;
    const style = item.element.style;
    item.saved = new Map(
      WRITTEN_PROPERTIES.map((name) => [
        name,
        [style.getPropertyValue(name), style.getPropertyPriority(name)],
      ]),
    );
  }

  function restore(item: Item, keep: readonly string[] = []): void {
    const saved = item.saved;
    if (!saved) return;
    const style = item.element.style;
    for (const [name, [value, priority]] of saved) {
      if (keep.includes(name)) continue;
      if (value === "") style.removeProperty(name);
      else style.setProperty(name, value, priority);
    }
    if (keep.length === 0) item.saved = null;
  }

  const set = (element: HTMLElement, name: string, value: string): void =>
    element.style.setProperty(name, value, "important");

  function show(item: Item, shown: StickyView): void {
    item.shown = shown;
    store.set(item.element, shown);
  }

  interface ParentLock {
    timer: number;
    readonly value: string;
    readonly priority: string;
  }
  const parentLocks = new Map<HTMLElement, ParentLock>();
  function lockParent(item: Item, geometry: Geometry): void {
    const parent = item.element.parentElement;
    if (!parent) return;
    const existing = parentLocks.get(parent);
    if (existing) cancel(existing.timer);
    const lock: ParentLock = {
      timer: 0,
      value: existing?.value ?? parent.style.getPropertyValue("height"),
      priority: existing?.priority ?? parent.style.getPropertyPriority("height"),
    };
    set(parent, "height", px(geometry.parentHeight));
    lock.timer = writeLater(() => {
      // A newer lock of the same parent (the module stuck again meanwhile) unlocks it later.
      if (parentLocks.get(parent) !== lock) return;
      parentLocks.delete(parent);
      if (lock.value === "") parent.style.removeProperty("height");
      else parent.style.setProperty("height", lock.value, lock.priority);
      // With reduced motion or transitions off, the module was kept from animating while it left.
      if (item.state === "not-sticky" && item.saved) restore(item);
    }, PARENT_UNLOCK_DELAY_MS);
    parentLocks.set(parent, lock);
  }

  function toggleWrapperClasses(item: Item, stuck: boolean): void {
    const wrappers: Element[] = [];
    const content = item.element.closest(".et_builder_inner_content");
    if (content) wrappers.push(content);
    let column = item.element.parentElement?.closest(".et_pb_column") ?? null;
    while (column) {
      wrappers.push(column);
      column = column.parentElement?.closest(".et_pb_column") ?? null;
    }
    for (const wrapper of wrappers) {
      if (stuck) wrapper.classList.add(HAS_STICKY_CLASS);
      else if (!items.some((other) => other.state !== "not-sticky" && wrapper.contains(other.element))) {
        wrapper.classList.remove(HAS_STICKY_CLASS);
      }
    }
  }

  function toggleBackgroundLayouts(item: Item, stuck: boolean): void {
    const targets = [
      item.element,
      ...item.element.querySelectorAll<HTMLElement>("[data-background-layout-sticky]"),
    ];
    for (const target of targets) {
      const sticky = target.getAttribute("data-background-layout-sticky");
      if (sticky === null) continue;
      const layout = backgroundLayout(target.getAttribute("data-background-layout"), sticky, stuck);
      if (layout === null) continue;
      target.classList.remove("et_pb_bg_layout_light", "et_pb_bg_layout_dark");
      target.classList.add(`et_pb_bg_layout_${layout}`);
    }
  }

  function setState(item: Item, state: StickyState, side: StickySide | null): void {
    item.state = state;
    item.side = side;
    show(item, { ...item.shown, state, side });
  }

  function animated(item: Item): boolean {
    return item.current.transition && !options.reducedMotion();
  }

  /** Where the module's top sits in the viewport while sticky on `side`. */
  function viewportTop(side: StickySide, item: Item, geometry: Geometry): number {
    return side === "top"
      ? visibleTop + item.offsets.topOffset
      : visibleTop + visibleHeight - item.offsets.bottomOffset - geometry.stickyHeight;
  }

  /**
   * Every move after the frame in which the module became fixed or absolute is a translation: a fixed header that
   * hides, a side change of a top-and-bottom module, the stop at a limit, the alignment and relative offsets. The
   * box itself stays where that frame put it, so nothing counts as a layout shift.
   */
  function writeTranslate(item: Item): void {
    const style = item.style;
    const geometry = item.geometry;
    let dx = style?.alignDx ?? 0;
    let dy = 0;
    if (style?.offsetApplied) {
      dx += style.offsetDx;
      dy += style.offsetDy;
    }
    if (item.state === "paused" && item.pausedTop !== null && geometry) dy += item.pausedTop - geometry.top;
    if (item.state === "sticky" && item.anchor && geometry) {
      const anchor =
        item.anchor.side === "top"
          ? item.anchor.offset
          : lastViewportHeight - item.anchor.offset - geometry.stickyHeight;
      dy += viewportTop(item.side ?? item.anchor.side, item, geometry) - anchor;
    }
    const translate = dx === 0 && dy === 0 ? "" : `${px(dx)} ${px(dy)}`;
    if (translate === item.translate) return;
    item.translate = translate;
    if (translate === "") item.element.style.removeProperty("translate");
    else set(item.element, "translate", translate);
  }

  function start(item: Item, geometry: Geometry, again: boolean): void {
    save(item);
    lockParent(item, geometry);
    stuckElements.add(item.element);
    show(item, {
      ...item.shown,
      positionClass: `${STICKY_CLASS}--${item.current.position}`,
      placeholder: {
        id: item.settings.id,
        width: px(geometry.width),
        height: px(geometry.height),
        box: geometry.box,
      },
    });
    toggleWrapperClasses(item, true);
    toggleBackgroundLayouts(item, true);
    const element = item.element;
    if (!animated(item)) set(element, "transition", "none");
    set(element, "box-sizing", "border-box");
    set(element, "margin-top", "0px");
    set(element, "margin-right", "0px");
    set(element, "margin-bottom", "0px");
    set(element, "margin-left", "0px");
    set(element, "z-index", String(zIndexFor(item.zone)));
    // A fixed column no longer stretches to its equal-height row: it keeps the height it had there.
    if (item.equalHeightColumn) set(element, "height", px(geometry.height));
    // The sticky width changes the box (and the place of everything inside it): only in this frame, where the
    // module leaves the flow, is that not a layout shift. The relative offsets are translations and follow after
    // the spec's 50 ms, so the theme's transition can animate them.
    const style = finalStickyStyle(item.current, {
      width: geometry.width,
      parentWidth: geometry.parentWidth,
      // CSS vw include the scrollbar, as innerWidth does (and reading it costs no layout).
      viewportWidth: view.innerWidth,
      viewportHeight: lastViewportHeight,
      fontSize: geometry.fontSize,
      rootFontSize: geometry.rootFontSize,
    });
    set(element, "width", px(style?.width ?? geometry.width));
    if (style?.maxWidth != null) set(element, "max-width", px(style.maxWidth));
    const delayed =
      style !== null && (style.offsetDx !== 0 || style.offsetDy !== 0) && animated(item) && !again;
    item.style = style ? { ...style, offsetApplied: !delayed } : null;
    if (delayed) {
      const pending = item.style;
      item.finalTimer = writeLater(() => {
        if (pending && item.style === pending) {
          pending.offsetApplied = true;
          writeTranslate(item);
        }
      }, FINAL_STYLE_DELAY_MS);
    }
    announcements.push(new CustomEvent(STICKY_START_EVENT, { detail: { stickyId: item.settings.id } }));
  }

  function end(item: Item): void {
    if (item.state === "not-sticky") return;
    const geometry = item.geometry;
    if (geometry) lockParent(item, geometry);
    cancel(item.finalTimer);
    stuckElements.delete(item.element);
    // Without transitions the module returns at once; its transition is restored with the parent's height.
    restore(item, animated(item) ? [] : ["transition"]);
    item.style = null;
    item.anchor = null;
    item.translate = "";
    item.pausedTop = null;
    setState(item, "not-sticky", null);
    show(item, NOT_STICKY_VIEW);
    toggleWrapperClasses(item, false);
    toggleBackgroundLayouts(item, false);
    announcements.push(new CustomEvent(STICKY_END_EVENT, { detail: { stickyId: item.settings.id } }));
  }

  function apply(item: Item, decision: StickyDecision, again: boolean): void {
    const geometry = item.geometry;
    if (decision.state === "not-sticky" || geometry === null) {
      end(item);
      return;
    }
    if (item.state === "not-sticky") start(item, geometry, again);
    const element = item.element;
    if (decision.state === "sticky") {
      // Fixed from the flow or from a pause: this frame anchors the module to its side of the viewport.
      if (item.state !== "sticky" || item.anchor === null) {
        const offset = decision.side === "top" ? item.offsets.topOffset : item.offsets.bottomOffset;
        set(element, "position", "fixed");
        set(element, "left", px(geometry.viewportLeft));
        set(element, decision.side, px(offset));
        set(element, decision.side === "top" ? "bottom" : "top", "auto");
        item.anchor = { side: decision.side, offset };
        item.pausedTop = null;
      }
      if (item.state !== "sticky" || item.side !== decision.side) setState(item, "sticky", decision.side);
      writeTranslate(item);
      return;
    }
    // Paused: back at its own place in its containing block, translated to its stop; it scrolls with the page.
    if (item.state !== "paused") {
      set(element, "position", "absolute");
      set(element, "left", px(geometry.blockLeft));
      set(element, "top", px(geometry.top - geometry.blockTop));
      set(element, "bottom", "auto");
      item.anchor = null;
    }
    item.pausedTop = decision.documentTop;
    if (item.state !== "paused" || item.side !== decision.side) setState(item, "paused", decision.side);
    writeTranslate(item);
  }

  /** The state a frame asks for; the module's numbers were set when it was measured, only the scroll changes. */
  function decide(item: Item, scrollY: number, viewportHeight: number): StickyDecision {
    const input = item.input;
    if (input === null) return NOT_STICKY;
    input.scrollY = scrollY;
    input.viewportHeight = viewportHeight;
    return decideSticky(input);
  }

  /** Whether a decision is the state the module is already in (then a frame without new geometry writes nothing). */
  function unchanged(item: Item, decision: StickyDecision): boolean {
    if (decision.state !== item.state) return false;
    if (decision.state === "not-sticky") return true;
    if (decision.side !== item.side) return false;
    return decision.state !== "paused" || decision.documentTop === item.pausedTop;
  }

  function runFrame(): void {
    frame = 0;
    if (signal.aborted) return;
    const measuring = needsMeasure;
    const resticking = needsRestick;
    const whole = wholePass || measuring;
    needsMeasure = false;
    needsRestick = false;
    wholePass = false;
    for (const item of retired) {
      end(item);
      if (!items.some((kept) => kept.element === item.element)) unmarkStickyModule(item.element);
    }
    retired = [];
    const wasSticky = new Set<Item>();
    if (resticking) {
      for (const item of items) {
        if (item.state !== "not-sticky") wasSticky.add(item);
        end(item);
      }
    }
    // Modules that ended here are measured back in the flow: their placeholders leave first.
    if (store.pending()) commit();
    // The one layout read of a scrolled frame; when the frame re-measures, every read comes before any write.
    const ownScrollY = view.scrollY;
    lastViewportHeight = view.innerHeight;
    const { scrollY, height } = viewport.read();
    // Seen from another window, the part in view moves while the page does not: fixed modules follow it.
    const moved = scrollY - ownScrollY !== visibleTop || height !== visibleHeight;
    visibleTop = scrollY - ownScrollY;
    visibleHeight = height;
    if (measuring) measure(view.scrollX, ownScrollY);
    for (const item of items) {
      if (!whole && !item.awake && item.state !== "sticky") continue;
      const decision = decide(item, scrollY, height);
      if (!measuring && !(moved && item.state === "sticky") && unchanged(item, decision)) continue;
      apply(item, decision, wasSticky.has(item));
    }
    for (const write of pendingWrites) write();
    pendingWrites.clear();
    commit();
  }

  /** The roots show what the frame decided (in this frame), then the theme's start and end events go out. */
  function commit(): void {
    if (store.pending()) options.commitRoots(() => store.publish());
    for (const event of announcements.splice(0)) view.dispatchEvent(event);
  }

  // --- Lifecycle ---------------------------------------------------------------------------------------------
  function observe(item: Item): void {
    resize.observe(item.element);
    if (item.element.parentElement) resize.observe(item.element.parentElement);
    for (const limit of [item.topLimitElement, item.bottomLimitElement]) {
      if (limit === null) continue;
      resize.observe(limit);
      wake.observe(limit);
    }
  }

  function resolveLimits(item: Item): void {
    const { position, topLimit, bottomLimit } = item.current;
    item.topLimitElement =
      position === "bottom" || position === "top_bottom" ? limitElement(item.element, topLimit) : null;
    item.bottomLimitElement =
      position === "top" || position === "top_bottom" ? limitElement(item.element, bottomLimit) : null;
    if (topLimit !== null && topLimit !== "body" && item.topLimitElement === null && position !== "top") {
      log.warn(`sticky module ${item.settings.id}: no ${topLimit} around it; its top limit is ignored`);
    }
    if (
      bottomLimit !== null &&
      bottomLimit !== "body" &&
      item.bottomLimitElement === null &&
      position !== "bottom"
    ) {
      log.warn(`sticky module ${item.settings.id}: no ${bottomLimit} around it; its bottom limit is ignored`);
    }
    // Awake until the IntersectionObserver reports its limits far away.
    item.awake = true;
  }

  /**
   * The theme's script marks every sticky module `et_pb_sticky_module` as it starts, and the theme's CSS keys rules
   * on it (a blurb's image inside a sticky module, for example): the class is there from the start, whether the
   * server printed it or not, and leaves with the module only when it was not in the server's markup.
   */
  function markStickyModule(element: HTMLElement): void {
    if (element.classList.contains(STICKY_MODULE_CLASS)) return;
    element.classList.add(STICKY_MODULE_CLASS);
    markedModules.add(element);
  }

  function unmarkStickyModule(element: HTMLElement): void {
    if (markedModules.delete(element)) element.classList.remove(STICKY_MODULE_CLASS);
  }

  function createItem(settings: StickySettings, element: HTMLElement): Item {
    const item: Item = {
      settings,
      element,
      zone: zoneOf(element),
      equalHeightColumn:
        element.matches(".et_pb_column, .et_pb_column_inner") &&
        element.parentElement?.classList.contains("et_pb_equal_columns") === true,
      current: settings.byDevice[options.device()],
      geometry: null,
      topLimitElement: null,
      bottomLimitElement: null,
      candidate: null,
      offsets: { topOffset: 0, bottomOffset: 0, pauseBottom: null, pauseTop: null },
      input: null,
      awake: true,
      state: "not-sticky",
      side: null,
      anchor: null,
      pausedTop: null,
      style: null,
      finalTimer: 0,
      translate: "",
      shown: NOT_STICKY_VIEW,
      saved: null,
    };
    resolveLimits(item);
    markStickyModule(element);
    if (!roots.has(element)) roots.set(element, options.attach(element, store));
    return item;
  }

  /** The module each entry names: the first element with its order class; a module inside another is ignored. */
  function resolveElements(settings: readonly StickySettings[]): Array<[StickySettings, HTMLElement]> {
    const found: Array<[StickySettings, HTMLElement]> = [];
    for (const entry of settings) {
      const matches = [...doc.getElementsByClassName(entry.className)].filter(
        (element): element is HTMLElement => element instanceof HTMLElement,
      );
      const element = matches[0];
      if (!element) continue;
      if (matches.length > 1) {
        log.warn(
          `sticky module ${entry.id}: ${matches.length} elements have class ${entry.className}; the first sticks`,
        );
      }
      found.push([entry, element]);
    }
    return found.filter(([entry, element]) => {
      const outer = found.find(([, other]) => other !== element && other.contains(element));
      if (outer) {
        log.warn(`sticky module ${entry.id} is inside sticky module ${outer[0].id}; ignored`);
        return false;
      }
      return true;
    });
  }

  function update(settings: readonly StickySettings[]): void {
    const next: Item[] = [];
    const kept = new Set<Item>();
    for (const [entry, element] of resolveElements(settings)) {
      const existing = items.find((item) => item.element === element && item.settings.key === entry.key);
      if (existing && sameSettings(existing.settings, entry)) {
        next.push(existing);
        kept.add(existing);
        continue;
      }
      const item = createItem(entry, element);
      next.push(item);
    }
    for (const item of items) if (!kept.has(item)) retired.push(item);
    items = inPageOrderOfDocument(next);
    for (const item of items) if (!kept.has(item)) observe(item);
    schedule("measure");
  }

  /** Page order by position in the document, so stacking and writes follow the markup before any measuring. */
  function inPageOrderOfDocument(list: Item[]): Item[] {
    return [...list].sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  }

  function deviceChanged(): void {
    const device = options.device();
    for (const item of items) {
      item.current = item.settings.byDevice[device];
      resolveLimits(item);
      observe(item);
    }
    schedule("restick");
  }

  view.addEventListener("scroll", () => schedule("evaluate"), { passive: true, signal });
  options.viewport?.then(
    (source) => {
      if (signal.aborted) return;
      viewport = source;
      source.watch(() => schedule("evaluate"), signal);
      schedule("evaluate");
    },
    // Without it the page's own window stays the one the modules are seen from.
    () => undefined,
  );
  // A new width re-lays the page out: modules leave the sticky state and stick again with the new geometry. A new
  // height alone (a mobile browser's address bar) only needs measuring.
  let lastWidth = view.innerWidth;
  view.addEventListener(
    "resize",
    () => {
      const width = view.innerWidth;
      if (width !== lastWidth) scheduleLater("width", "restick", WIDTH_CHANGE_DEBOUNCE_MS);
      else scheduleLater("height", "measure", DOCUMENT_CHANGE_DEBOUNCE_MS);
      lastWidth = width;
      if (doc.getElementById("wpadminbar")) scheduleLater("admin-bar", "measure", ADMIN_BAR_RESIZE_DELAY_MS);
    },
    { passive: true, signal },
  );

  return {
    update,
    deviceChanged,
    states: () =>
      items.map((item) => ({
        id: item.settings.id,
        element: item.element,
        state: item.state,
        side: item.side,
      })),
    destroy() {
      controller.abort();
      if (frame !== 0) view.cancelAnimationFrame(frame);
      frame = 0;
      resize.disconnect();
      wake.disconnect();
      options.bus.off("fixed-header:change", onFixedHeader);
      for (const timer of [...timers]) cancel(timer);
      for (const item of [...items, ...retired]) {
        end(item);
        restore(item);
      }
      commit();
      for (const element of [...markedModules]) unmarkStickyModule(element);
      for (const [element, unmount] of roots) {
        unmount();
        store.forget(element);
      }
      roots.clear();
      for (const [parent, lock] of parentLocks) {
        if (lock.value === "") parent.style.removeProperty("height");
        else parent.style.setProperty("height", lock.value, lock.priority);
      }
      parentLocks.clear();
      items = [];
      retired = [];
    },
  };
}
