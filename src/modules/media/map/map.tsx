import { mountParsedIsland, mountParsedIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import type { LoadAdapter } from "./adapter";
import { createMapEngine, renderPinInfo, type LoadSession } from "./map-engine";
import { MapRoot, type ListedPin } from "./MapRoot";
import { mapModuleName, parseMap, type Warn } from "./parse";

export { DEFAULT_MAP_HEIGHT_PX, LOCATIONS_LABEL, MAP_UNAVAILABLE_MESSAGE, type MapState } from "./map-engine";

const loadLeaflet: LoadAdapter = () => import("./leaflet-adapter");
const loadMapSession: LoadSession = () => import("./map-session");

/**
 * The map module: its pins are listed (titles at once; their info content through the sanitising sink once it is
 * wanted), a preview of the map's tiles and pins is drawn without the map library, and the library loads in its
 * own chunk on the first interaction with it (see `MapRoot`). The mount settles once the preview or the map is
 * drawn or the list has taken its place.
 */
export function mount(element: HTMLElement, context: ModuleContext): Promise<Cleanup | undefined> {
  return mountMap(element, context, loadLeaflet);
}

export async function mountMap(
  element: HTMLElement,
  context: ModuleContext,
  loadAdapter: LoadAdapter,
  loadSession: LoadSession = loadMapSession,
): Promise<Cleanup | undefined> {
  const name = mapModuleName(element);
  const warn: Warn = (field, value) =>
    context.log.warn(`map module ${name}: ${field}="${value}" is not usable; using the default`);
  const parsed = parseMap(element, warn);
  if (!parsed.ok) return mountParsedIsland(element, context, parsed, () => null);
  const model = parsed.model;
  const renderDetails = (): Promise<ListedPin[]> =>
    Promise.all(
      model.pins.map(async (pin) => {
        const info = await renderPinInfo(pin, context);
        return { pin, infoNodes: info ? [...info.childNodes] : [] };
      }),
    );
  const engine = createMapEngine(model, context, loadAdapter, loadSession);
  let settled: Promise<void> = Promise.resolve();
  const unmountIsland = mountParsedIslandBeside(element, context, parsed, () => (
    <MapRoot
      host={element}
      model={model}
      renderDetails={renderDetails}
      engine={engine}
      onSettled={(done) => (settled = done)}
    />
  ));
  await settled;
  return unmountIsland;
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
