import type { Bus } from "./bus";

export type Device = "phone" | "tablet" | "desktop";

/** Spec 4 and 9: phone up to 767 px, tablet 768 to 980 px, desktop above 980 px. */
export const PHONE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 980;

const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;
const TABLET_QUERY = `(min-width: ${PHONE_MAX_WIDTH + 1}px) and (max-width: ${TABLET_MAX_WIDTH}px)`;

/**
 * The device class the builder's tablet and phone view modes preview: while set, every module behaves as at that
 * class whatever the window's width (`setPreviewDevice`).
 */
let previewDevice: Device | null = null;
const previewListeners = new Set<() => void>();

/** Makes `currentDevice` and the `device:change` events follow the builder's preview (null: the window again). */
export function setPreviewDevice(device: Device | null): void {
  previewDevice = device;
  for (const listener of [...previewListeners]) listener();
}

/**
 * The window's query lists, kept once made: `matchMedia` builds and evaluates a new list on every call, and some
 * modules ask on every animation frame. Only a browser's own `MediaQueryList` is kept (its `matches` is live); a
 * stand-in's answer may be a snapshot, so it is asked again each time.
 */
const keptQueries = new WeakMap<Window, { ask: Window["matchMedia"]; lists: Map<string, MediaQueryList> }>();

export function liveQuery(view: Window, query: string): MediaQueryList {
  let kept = keptQueries.get(view);
  if (kept?.ask !== view.matchMedia) {
    kept = { ask: view.matchMedia, lists: new Map() };
    keptQueries.set(view, kept);
  }
  const known = kept.lists.get(query);
  if (known) return known;
  const list = view.matchMedia(query);
  if (typeof MediaQueryList === "function" && list instanceof MediaQueryList) kept.lists.set(query, list);
  return list;
}

export function currentDevice(view: Window = window): Device {
  if (previewDevice) return previewDevice;
  if (liveQuery(view, PHONE_QUERY).matches) return "phone";
  if (liveQuery(view, TABLET_QUERY).matches) return "tablet";
  return "desktop";
}

/** Emits `device:change` on the bus when the breakpoint class changes; returns a stop function. */
export function watchDevice(bus: Bus, view: Window = window): () => void {
  let device = currentDevice(view);
  const queries = [view.matchMedia(PHONE_QUERY), view.matchMedia(TABLET_QUERY)];
  const check = (): void => {
    const next = currentDevice(view);
    if (next === device) return;
    const previous = device;
    device = next;
    bus.emit("device:change", { device: next, previous });
  };
  for (const query of queries) query.addEventListener("change", check);
  previewListeners.add(check);
  return () => {
    previewListeners.delete(check);
    for (const query of queries) query.removeEventListener("change", check);
  };
}
