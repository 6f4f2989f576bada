import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import type { LoadAdapter } from "./adapter";
import { createMapEngine, renderPinInfo } from "./map-engine";
import { MapRoot, type ListedPin } from "./MapRoot";
import { mapModuleName, parseMap, type Warn } from "./parse";

export { DEFAULT_MAP_HEIGHT_PX, LOCATIONS_LABEL, MAP_UNAVAILABLE_MESSAGE, type MapState } from "./map-engine";

const loadLeaflet: LoadAdapter = () => import("./leaflet-adapter");

/**
 * The map module: its pins are listed first (title and info content through the sanitising sink), then the map
 * library loads in its own chunk and draws the map with a focusable pin per location (see `MapRoot`). The mount
 * settles once the map is drawn or the list has taken its place.
 */
export function mount(element: HTMLElement, context: ModuleContext): Promise<Cleanup | undefined> {
  return mountMap(element, context, loadLeaflet);
}

export async function mountMap(
  element: HTMLElement,
  context: ModuleContext,
  loadAdapter: LoadAdapter,
): Promise<Cleanup | undefined> {
  const name = mapModuleName(element);
  const warn: Warn = (field, value) =>
    context.log.warn(`map module ${name}: ${field}="${value}" is not usable; using the default`);
  const parsed = parseMap(element, warn);
  if (!parsed.ok) return mountParsedIsland(element, context, parsed, () => null);
  const model = parsed.model;
  const listed: ListedPin[] = await Promise.all(
    model.pins.map(async (pin) => {
      const info = await renderPinInfo(pin, context);
      return { pin, infoNodes: info ? [...info.childNodes] : [] };
    }),
  );
  if (context.signal.aborted) return undefined;
  const engine = createMapEngine(model, context, loadAdapter);
  let settled: Promise<void> = Promise.resolve();
  const unmountIsland = mountParsedIsland(element, context, parsed, () => (
    <MapRoot
      host={element}
      model={model}
      listed={listed}
      engine={engine}
      onSettled={(done) => (settled = done)}
    />
  ));
  await settled;
  return unmountIsland;
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
