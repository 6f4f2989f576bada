import type { ModuleContext } from "../../../boot/types";
import type { LoadAdapter } from "./adapter";
import type { startMapSession as StartMapSession, MapSession } from "./map-session";
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
  /** The pins' details are wanted now (the visitor reached the map, or the list is all there is): render them. */
  needDetails(): void;
}

export interface MapEngine {
  /**
   * Draws the map's preview (or, when the preview cannot load, the map itself); settles once something is drawn
   * or the list has taken its place. The library draws the map on the first interaction with the preview.
   */
  start(view: MapView): Promise<void>;
  /** Removes the map and gives the map box its own style back. */
  stop(): void;
}

/** The chunk that draws the preview and hands over to the library (`map-session.ts`). */
export type LoadSession = () => Promise<{ startMapSession: typeof StartMapSession }>;

function hasContent(fragment: DocumentFragment): boolean {
  return (
    (fragment.textContent ?? "").trim() !== "" || fragment.querySelector("img, svg, video, audio") !== null
  );
}

/**
 * A pin's info content through the sanitising sink; null when nothing of it is left to show. Text without `<` or
 * `&` holds no markup and no entity: it becomes a text node as it is, and the sanitiser's chunk is not needed.
 */
export async function renderPinInfo(pin: MapPin, context: ModuleContext): Promise<DocumentFragment | null> {
  if (!pin.infoHtml) return null;
  let fragment: DocumentFragment;
  if (/[<&]/.test(pin.infoHtml)) fragment = await context.html.toFragment(pin.infoHtml);
  else {
    fragment = document.createDocumentFragment();
    fragment.append(pin.infoHtml);
  }
  return hasContent(fragment) ? fragment : null;
}

/**
 * The map behind the module's list. The map's own chunk (`map-session.ts`, with the preview) loads once the module
 * mounts and draws the preview; the library follows on the first interaction. Plain TypeScript; the root shows
 * what it reports.
 */
export function createMapEngine(
  model: MapModel,
  context: ModuleContext,
  loadAdapter: LoadAdapter,
  loadSession: LoadSession,
): MapEngine {
  const { mapElement, pins, name } = model;
  let session: MapSession | null = null;
  /** The box's own `style` attribute (null: none), once the engine may have set a height. */
  let mapStyle: string | null | undefined;
  let stopped = false;
  const gone = (): boolean => stopped || context.signal.aborted;

  async function start(view: MapView): Promise<void> {
    let loaded: Awaited<ReturnType<LoadSession>>;
    try {
      loaded = await loadSession();
    } catch (error) {
      context.log.warn(`map module ${name}: the map could not be loaded; showing the list`, error);
      if (!gone()) {
        view.show("library-unavailable");
        view.needDetails();
      }
      return;
    }
    if (gone()) return;
    mapStyle = mapElement.getAttribute("style");
    // One read when the map is drawn (never while scrolling): a rendered box of no height would hide every tile.
    if (mapElement.getClientRects().length > 0 && mapElement.clientHeight === 0) {
      mapElement.style.height = `${DEFAULT_MAP_HEIGHT_PX}px`;
    }
    session = loaded.startMapSession(model, context, loadAdapter, view, {
      maxZoom: MAX_ZOOM,
      label: mapLabel(pins),
      renderPinInfo: (pin) => renderPinInfo(pin, context),
    });
    await session.drawn;
  }

  function stop(): void {
    stopped = true;
    session?.stop();
    session = null;
    if (mapStyle === null) mapElement.removeAttribute("style");
    else if (mapStyle !== undefined) mapElement.setAttribute("style", mapStyle);
  }

  return { start, stop };
}
