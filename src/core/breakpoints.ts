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

export function currentDevice(view: Window = window): Device {
  if (previewDevice) return previewDevice;
  if (view.matchMedia(PHONE_QUERY).matches) return "phone";
  if (view.matchMedia(TABLET_QUERY).matches) return "tablet";
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
