import type { Cleanup, ModuleContext } from "../../../boot/types";

/**
 * True parallax backgrounds (`span.et_parallax_bg_wrap > span.et_parallax_bg` in a section, slide or module; the
 * CSS-only `et_pb_parallax_css` kind is left to the stylesheet). The background is made taller than its container
 * by 0.3 of the viewport and moved down by 0.3 of the scroll past the container's entry point, as the theme does.
 *
 * Nothing reads layout on scroll: container tops and heights are measured when a ResizeObserver reports a change
 * (of the container or of the page; re-measures after the first are debounced 100 ms), an IntersectionObserver
 * keeps the set of visible containers, and one animation frame per scrolled frame writes the transforms of the
 * visible backgrounds from the cached geometry and `window.scrollY`. Every background on the page shares that one
 * scroll listener, observer pair and frame. Reduced motion: no parallax.
 */

/** Spec 9: parallax factor 0.3. */
export const PARALLAX_FACTOR = 0.3;
/** Spec 9: parallax debounce 100 ms (re-measuring after a resize). */
export const PARALLAX_DEBOUNCE_MS = 100;
/** Backgrounds start moving a little before their container scrolls in, so the first visible frame is right. */
const VISIBILITY_MARGIN = "25% 0px";

/**
 * How far down the background sits, in px, for a container whose top is `containerTop` in the document: 0 when
 * the container's top enters at the bottom of the viewport, `(viewport + container) * factor` when its bottom
 * leaves at the top. Outside that range the container is off screen and the value is held at the nearer end, so
 * the background never drifts away from its container.
 */
export function parallaxOffset(
  scrollY: number,
  viewportHeight: number,
  containerTop: number,
  containerHeight: number,
  factor: number = PARALLAX_FACTOR,
): number {
  const travelled = scrollY + viewportHeight - containerTop;
  return Math.min(Math.max(travelled, 0), viewportHeight + containerHeight) * factor;
}

/** The background's height: its container plus the distance it travels while the viewport scrolls past. */
export function backgroundHeight(
  viewportHeight: number,
  containerHeight: number,
  factor: number = PARALLAX_FACTOR,
): number {
  return viewportHeight * factor + containerHeight;
}

interface ParallaxItem {
  readonly background: HTMLElement;
  readonly container: HTMLElement;
  top: number;
  height: number;
  measured: boolean;
  visible: boolean;
  lastOffset: number | null;
}

/** The page-wide scheduler every background registers with; it exists while at least one is registered. */
interface Scheduler {
  readonly items: Set<ParallaxItem>;
  readonly byContainer: Map<Element, Set<ParallaxItem>>;
  readonly intersection: IntersectionObserver;
  readonly resize: ResizeObserver;
  readonly controller: AbortController;
  viewportHeight: number;
  frame: number;
  debounce: ReturnType<typeof setTimeout> | undefined;
}

let scheduler: Scheduler | null = null;

function requestWrite(state: Scheduler): void {
  if (state.frame !== 0) return;
  state.frame = requestAnimationFrame(() => {
    state.frame = 0;
    writeTransforms(state);
  });
}

/** The only work done per scrolled frame: one scroll position read (before any write), then transform writes. */
function writeTransforms(state: Scheduler, scrollY: number = window.scrollY): void {
  for (const item of state.items) {
    if (!item.visible || !item.measured) continue;
    const offset = Math.round(parallaxOffset(scrollY, state.viewportHeight, item.top, item.height) * 10) / 10;
    if (offset === item.lastOffset) continue;
    item.lastOffset = offset;
    item.background.style.transform = `translate3d(0, ${offset}px, 0)`;
  }
}

/** Reads every container's geometry first, then writes the heights and transforms (no read after a write). */
function measure(state: Scheduler): void {
  const scrollY = window.scrollY;
  state.viewportHeight = window.innerHeight;
  for (const item of state.items) {
    const rect = item.container.getBoundingClientRect();
    item.top = rect.top + scrollY;
    item.height = rect.height;
    item.measured = true;
  }
  for (const item of state.items) {
    item.background.style.height = `${backgroundHeight(state.viewportHeight, item.height)}px`;
    item.lastOffset = null;
  }
  // The scroll position read above: reading it again after the height writes would force a layout.
  writeTransforms(state, scrollY);
}

function remeasureLater(state: Scheduler): void {
  clearTimeout(state.debounce);
  state.debounce = setTimeout(() => {
    state.debounce = undefined;
    requestAnimationFrame(() => {
      if (scheduler === state) measure(state);
    });
  }, PARALLAX_DEBOUNCE_MS);
}

function createScheduler(): Scheduler {
  const controller = new AbortController();
  const state: Scheduler = {
    items: new Set(),
    byContainer: new Map(),
    controller,
    viewportHeight: window.innerHeight,
    frame: 0,
    debounce: undefined,
    intersection: new IntersectionObserver(
      (records) => {
        for (const record of records) {
          for (const item of state.byContainer.get(record.target) ?? []) item.visible = record.isIntersecting;
        }
        requestWrite(state);
      },
      { rootMargin: VISIBILITY_MARGIN },
    ),
    resize: new ResizeObserver(() => {
      // A new background is measured at once (its first report); later changes wait for the debounce.
      if ([...state.items].some((item) => !item.measured)) measure(state);
      else remeasureLater(state);
    }),
  };
  // The page's own size changes when content above a container grows, which moves the container.
  state.resize.observe(document.documentElement);
  window.addEventListener("scroll", () => requestWrite(state), { passive: true, signal: controller.signal });
  window.addEventListener("resize", () => remeasureLater(state), {
    passive: true,
    signal: controller.signal,
  });
  return state;
}

function register(item: ParallaxItem): void {
  const state = (scheduler ??= createScheduler());
  if (state.items.has(item)) return;
  state.items.add(item);
  let siblings = state.byContainer.get(item.container);
  if (!siblings) {
    siblings = new Set();
    state.byContainer.set(item.container, siblings);
    // Both observers report a newly observed element once: that report measures it and sets its visibility.
    state.intersection.observe(item.container);
    state.resize.observe(item.container);
  } else {
    // Another background of the same container (a tablet or hover variant): no new report will come.
    item.visible = [...siblings].some((sibling) => sibling.visible);
    requestAnimationFrame(() => {
      if (scheduler === state && state.items.has(item) && !item.measured) measure(state);
    });
  }
  siblings.add(item);
}

function unregister(item: ParallaxItem): void {
  const state = scheduler;
  if (!state || !state.items.delete(item)) return;
  const siblings = state.byContainer.get(item.container);
  siblings?.delete(item);
  if (siblings?.size === 0) {
    state.byContainer.delete(item.container);
    state.intersection.unobserve(item.container);
    state.resize.unobserve(item.container);
  }
  if (state.items.size > 0) return;
  state.intersection.disconnect();
  state.resize.disconnect();
  state.controller.abort();
  cancelAnimationFrame(state.frame);
  clearTimeout(state.debounce);
  scheduler = null;
}

function reset(item: ParallaxItem): void {
  item.background.style.transform = "";
  item.background.style.height = "";
  item.measured = false;
  item.lastOffset = null;
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  if (element.classList.contains("et_pb_parallax_css")) return;
  const container =
    element.closest<HTMLElement>(".et_parallax_bg_wrap")?.parentElement ?? element.parentElement;
  if (!container) {
    return context.decline("parallax background outside any section", element);
  }
  const item: ParallaxItem = {
    background: element,
    container,
    top: 0,
    height: 0,
    measured: false,
    visible: false,
    lastOffset: null,
  };
  const apply = (): void => {
    if (context.reducedMotion()) {
      unregister(item);
      reset(item);
      element.dataset["state"] = "still";
    } else {
      register(item);
      element.dataset["state"] = "moving";
    }
  };
  window
    .matchMedia("(prefers-reduced-motion: reduce)")
    .addEventListener("change", apply, { signal: context.signal });
  apply();
  return () => {
    unregister(item);
    reset(item);
    delete element.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
