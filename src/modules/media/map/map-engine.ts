import type { ModuleContext } from "../../../boot/types";
import type { LoadAdapter, MapAdapter, TileState } from "./adapter";
import { MAX_ZOOM, mapLabel, type MapModel, type MapPin } from "./parse";

/**
 * States (`data-state` on the module): `list` (before the library), `map`, `tiles-unavailable`,
 * `library-unavailable`.
 */
export type MapState = "list" | "map" | "tiles-unavailable" | "library-unavailable";

export const MAP_UNAVAILABLE_MESSAGE = "The map could not be shown. Its locations are listed below.";
export const LOCATIONS_LABEL = "Locations on the map";
/** The theme's map height: a map box the page's stylesheet left without one gets it, or the map would be empty. */
export const DEFAULT_MAP_HEIGHT_PX = 440;

/** What the engine tells the map's root. */
export interface MapView {
  show(state: MapState): void;
}

export interface MapEngine {
  /** Loads the library and draws the map; settles once the map is drawn or the list has taken its place. */
  start(view: MapView): Promise<void>;
  /** Removes the map and gives the map box its own style back. */
  stop(): void;
}

/** Whether the visitor drags with a finger: the module's "mobile dragging" switch applies then. */
function touchOnly(): boolean {
  return window.matchMedia("(hover: none) and (pointer: coarse)").matches;
}

function hasContent(fragment: DocumentFragment): boolean {
  return (
    (fragment.textContent ?? "").trim() !== "" || fragment.querySelector("img, svg, video, audio") !== null
  );
}

/** A pin's info content through the sanitising sink; null when nothing of it is left to show. */
export async function renderPinInfo(pin: MapPin, context: ModuleContext): Promise<DocumentFragment | null> {
  if (!pin.infoHtml) return null;
  const fragment = await context.html.toFragment(pin.infoHtml);
  return hasContent(fragment) ? fragment : null;
}

/** A pin's popup for the map library: its title and its sanitised info content. */
async function renderPopup(pin: MapPin, context: ModuleContext): Promise<HTMLElement> {
  const content = document.createElement("div");
  content.className = "enhance-map__popup";
  const title = document.createElement("strong");
  title.className = "enhance-map__title";
  title.textContent = pin.title;
  content.append(title);
  const fragment = await renderPinInfo(pin, context);
  if (fragment) {
    const info = document.createElement("div");
    info.className = "enhance-map__info";
    info.append(fragment);
    content.append(info);
  }
  return content;
}

/**
 * The map behind the module's list: the library loads in its own chunk, draws the map into the server's map box
 * with a focusable pin per location, and the tiles it reports decide whether the map is worth showing. Plain
 * TypeScript; the root shows what it reports.
 */
export function createMapEngine(
  model: MapModel,
  context: ModuleContext,
  loadAdapter: LoadAdapter,
): MapEngine {
  const { mapElement, settings, pins, tiles, name } = model;
  let adapter: MapAdapter | null = null;
  /** The box's own `style` attribute (null: none), once the engine may have set a height. */
  let mapStyle: string | null | undefined;
  let stopped = false;
  const gone = (): boolean => stopped || context.signal.aborted;

  async function start(view: MapView): Promise<void> {
    let state: MapState = "list";
    const show = (next: MapState): void => {
      state = next;
      view.show(next);
    };
    let library: Awaited<ReturnType<LoadAdapter>>;
    try {
      library = await loadAdapter();
    } catch (error) {
      context.log.warn(`map module ${name}: the map library could not be loaded; showing the list`, error);
      if (!gone()) show("library-unavailable");
      return;
    }
    if (gone()) return;

    let tilesLoaded = 0;
    let tilesFailed = 0;
    const onTiles = (tileState: TileState): void => {
      if (tileState === "loaded") tilesLoaded += 1;
      else if (tileState === "failed") tilesFailed += 1;
      // Judged once the visible tiles have settled: a map that got no tile at all is an empty box.
      else if (state === "map" && tilesLoaded === 0 && tilesFailed > 0) {
        context.log.warn(`map module ${name}: no map tile could be loaded from ${tiles.urlTemplate}`);
        show("tiles-unavailable");
      }
    };
    mapStyle = mapElement.getAttribute("style");
    // One read when the map is drawn (never while scrolling): a rendered box of no height would hide every tile.
    if (mapElement.getClientRects().length > 0 && mapElement.clientHeight === 0) {
      mapElement.style.height = `${DEFAULT_MAP_HEIGHT_PX}px`;
    }
    try {
      adapter = library.createMapAdapter();
      show("map");
      adapter.create(mapElement, {
        center: settings.center,
        zoom: settings.zoom,
        maxZoom: MAX_ZOOM,
        tiles,
        grayscale: settings.grayscale,
        scrollWheelZoom: settings.mouseWheel,
        dragging: settings.mobileDragging || !touchOnly(),
        label: mapLabel(pins),
        reducedMotion: context.reducedMotion(),
        onTiles,
      });
      const popups = await Promise.all(pins.map((pin) => renderPopup(pin, context)));
      if (gone() || !adapter) return;
      pins.forEach((pin, index) => adapter?.addPin({ ...pin, content: popups[index]! }));
      if (!settings.center) adapter.fitToPins();
    } catch (error) {
      context.log.warn(`map module ${name}: the map could not be drawn; showing the list`, error);
      if (!gone()) show("library-unavailable");
    }
  }

  function stop(): void {
    stopped = true;
    adapter?.destroy();
    adapter = null;
    if (mapStyle === null) mapElement.removeAttribute("style");
    else if (mapStyle !== undefined) mapElement.setAttribute("style", mapStyle);
  }

  return { start, stop };
}
