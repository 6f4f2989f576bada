import type { Cleanup, ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";
import type { LoadAdapter, MapAdapter, TileState } from "./adapter";
import {
  MAX_ZOOM,
  TILE_ATTRIBUTION_META,
  TILE_MAX_ZOOM_META,
  TILE_URL_META,
  mapLabel,
  parseMapSettings,
  parsePins,
  resolveTileSettings,
  type MapPin,
  type Warn,
} from "./parse";

/**
 * The map module: its pins are listed first (title and info content through the sanitising sink), then the map
 * library loads in its own chunk and draws the map with a focusable pin per location. The list stays in the
 * page for screen readers, visually hidden while the map works (shown when focus enters it); it is shown again
 * when the library or the tiles cannot be reached.
 *
 * States (`data-state` on the module): `list` (before the library), `map`, `tiles-unavailable`,
 * `library-unavailable`.
 */
export type MapState = "list" | "map" | "tiles-unavailable" | "library-unavailable";

export const MAP_UNAVAILABLE_MESSAGE = "The map could not be shown. Its locations are listed below.";
export const LOCATIONS_LABEL = "Locations on the map";
/** The theme's map height: a map box the page's stylesheet left without one gets it, or the map would be empty. */
export const DEFAULT_MAP_HEIGHT_PX = 440;

const loadLeaflet: LoadAdapter = () => import("./leaflet-adapter");

export function mount(element: HTMLElement, context: ModuleContext): Promise<Cleanup> {
  return mountMap(element, context, loadLeaflet);
}

function metaContent(name: string): string | null {
  for (const meta of document.querySelectorAll<HTMLMetaElement>("meta[name]")) {
    if (meta.name === name) return meta.content;
  }
  return null;
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

async function renderPinContent(
  pin: MapPin,
  context: ModuleContext,
  className: string,
): Promise<HTMLElement> {
  const content = document.createElement("div");
  content.className = className;
  const title = document.createElement("strong");
  title.className = "enhance-map__title";
  title.textContent = pin.title;
  content.append(title);
  if (pin.infoHtml) {
    const fragment = await context.html.toFragment(pin.infoHtml);
    if (hasContent(fragment)) {
      const info = document.createElement("div");
      info.className = "enhance-map__info";
      info.append(fragment);
      content.append(info);
    }
  }
  return content;
}

export async function mountMap(
  element: HTMLElement,
  context: ModuleContext,
  loadAdapter: LoadAdapter,
): Promise<Cleanup> {
  const name = element.id ? `#${element.id}` : (element.className.match(/et_pb_map_\d+/)?.[0] ?? "map");
  const warn: Warn = (field, value) =>
    context.log.warn(`map module ${name}: ${field}="${value}" is not usable; using the default`);
  const mapElement =
    element.querySelector<HTMLElement>(":scope > .et_pb_map") ??
    element.querySelector<HTMLElement>(".et_pb_map");
  const pinElements = [...element.querySelectorAll<HTMLElement>(".et_pb_map_pin")];
  const settings = parseMapSettings(element, mapElement, warn);
  const pins = parsePins(pinElements, warn);
  const tiles = resolveTileSettings(
    {
      element: {
        url: element.getAttribute("data-tile-url"),
        attribution: element.getAttribute("data-tile-attribution"),
        maxZoom: element.getAttribute("data-tile-max-zoom"),
      },
      page: {
        url: metaContent(TILE_URL_META),
        attribution: metaContent(TILE_ATTRIBUTION_META),
        maxZoom: metaContent(TILE_MAX_ZOOM_META),
      },
    },
    document.baseURI,
    warn,
  );

  const locations = document.createElement("div");
  locations.className = "enhance-map__locations";
  const status = document.createElement("p");
  status.className = "enhance-map__status";
  status.setAttribute("role", "status");
  locations.append(status);
  if (pins.length > 0) {
    const list = document.createElement("ul");
    list.className = "enhance-map__list";
    list.setAttribute("aria-label", LOCATIONS_LABEL);
    const items = await Promise.all(
      pins.map((pin) => renderPinContent(pin, context, "enhance-map__location")),
    );
    for (const item of items) {
      const entry = document.createElement("li");
      entry.append(...item.childNodes);
      entry.className = item.className;
      list.append(entry);
    }
    locations.append(list);
  }

  const pinsHidden = pinElements.map((pin) => pin.hidden);
  let mapStyle: string | null = null;
  const mapWasHidden = mapElement?.hidden ?? false;
  let adapter: MapAdapter | null = null;
  let state: MapState = "list";
  const cleanup: Cleanup = () => {
    adapter?.destroy();
    adapter = null;
    locations.remove();
    pinElements.forEach((pin, index) => (pin.hidden = pinsHidden[index] ?? false));
    if (mapElement) mapElement.hidden = mapWasHidden;
    if (mapElement && mapStyle !== null) mapElement.style.cssText = mapStyle;
    delete element.dataset["state"];
  };
  if (context.signal.aborted) return cleanup;

  // The server's pins are replaced by the list (the theme's stylesheet hides them anyway).
  pinElements.forEach((pin) => (pin.hidden = true));
  if (mapElement) mapElement.after(locations);
  else element.append(locations);

  const showLocations = (): void => {
    locations.classList.remove("screen-reader-text");
    locations.removeAttribute("style");
  };
  const setState = (next: MapState): void => {
    state = next;
    element.dataset["state"] = next;
    if (next === "map") {
      visuallyHide(locations);
      status.textContent = "";
      return;
    }
    showLocations();
    if (next !== "list") {
      status.textContent = MAP_UNAVAILABLE_MESSAGE;
      // The map stays alive but out of sight (and out of the tab order) until the module unmounts.
      if (mapElement) mapElement.hidden = true;
    }
  };
  // While the map works, the list is there for screen readers; a keyboard user who tabs into one of its links
  // sees where focus is.
  locations.addEventListener("focusin", () => state === "map" && showLocations(), { signal: context.signal });
  locations.addEventListener(
    "focusout",
    (event) => {
      if (
        state === "map" &&
        !(event.relatedTarget instanceof Node && locations.contains(event.relatedTarget))
      ) {
        visuallyHide(locations);
      }
    },
    { signal: context.signal },
  );
  setState("list");
  if (!mapElement) {
    warn(".et_pb_map", "missing");
    return cleanup;
  }

  let library: Awaited<ReturnType<LoadAdapter>>;
  try {
    library = await loadAdapter();
  } catch (error) {
    context.log.warn(`map module ${name}: the map library could not be loaded; showing the list`, error);
    if (!context.signal.aborted) setState("library-unavailable");
    return cleanup;
  }
  if (context.signal.aborted) return cleanup;

  let tilesLoaded = 0;
  let tilesFailed = 0;
  const onTiles = (tileState: TileState): void => {
    if (tileState === "loaded") tilesLoaded += 1;
    else if (tileState === "failed") tilesFailed += 1;
    // Judged once the visible tiles have settled: a map that got no tile at all is an empty box.
    else if (state === "map" && tilesLoaded === 0 && tilesFailed > 0) {
      context.log.warn(`map module ${name}: no map tile could be loaded from ${tiles.urlTemplate}`);
      setState("tiles-unavailable");
    }
  };
  mapStyle = mapElement.style.cssText;
  // One read when the map is drawn (never while scrolling): a rendered box of no height would hide every tile.
  if (mapElement.getClientRects().length > 0 && mapElement.clientHeight === 0) {
    mapElement.style.height = `${DEFAULT_MAP_HEIGHT_PX}px`;
  }
  try {
    adapter = library.createMapAdapter();
    setState("map");
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
    const popups = await Promise.all(pins.map((pin) => renderPinContent(pin, context, "enhance-map__popup")));
    if (context.signal.aborted || !adapter) return cleanup;
    pins.forEach((pin, index) => adapter?.addPin({ ...pin, content: popups[index]! }));
    if (!settings.center) adapter.fitToPins();
  } catch (error) {
    context.log.warn(`map module ${name}: the map could not be drawn; showing the list`, error);
    setState("library-unavailable");
  }
  return cleanup;
}
