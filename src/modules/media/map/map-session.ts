import type { ModuleContext } from "../../../boot/types";
import type { LoadAdapter, MapAdapter, TileState } from "./adapter";
import { drawPreview, type Interaction, type MapPreview } from "./facade";
import type { MapState, MapView } from "./map-engine";
import type { MapModel, MapPin } from "./parse";
import { PIN_ICON_HEIGHT, PIN_ICON_URL, PIN_ICON_WIDTH } from "./pin-icon";

/**
 * A map's life once its box is on screen: the preview (tile images and pin buttons, no library), then, on the
 * first interaction with it, the map library in its own chunk, which draws the same view into the server's map
 * box with a focusable pin per location and takes over focus and the gesture. The tiles either one reports decide
 * whether the map is worth showing. This chunk imports nothing of the map module's own chunk at run time: what it
 * needs from there comes in as arguments (see `leaflet-settings.ts` for why).
 */

export interface SessionSettings {
  /** The deepest zoom the map may reach. */
  maxZoom: number;
  /** The map's accessible name. */
  label: string;
  /** A pin's info content through the sanitising sink (null: none to show). */
  renderPinInfo(pin: MapPin): Promise<DocumentFragment | null>;
}

export interface MapSession {
  /** Settles once the preview (or, without it, the map) is drawn, or the list has taken its place. */
  readonly drawn: Promise<void>;
  stop(): void;
}

/** Whether the visitor drags with a finger: the module's "mobile dragging" switch applies then. */
function touchOnly(): boolean {
  return window.matchMedia("(hover: none) and (pointer: coarse)").matches;
}

/** A pin's popup for the map library: its title and its sanitised info content. */
async function renderPopup(pin: MapPin, settings: SessionSettings): Promise<HTMLElement> {
  const content = document.createElement("div");
  content.className = "enhance-map__popup";
  const title = document.createElement("strong");
  title.className = "enhance-map__title";
  title.textContent = pin.title;
  content.append(title);
  const fragment = await settings.renderPinInfo(pin);
  if (fragment) {
    const info = document.createElement("div");
    info.className = "enhance-map__info";
    info.append(fragment);
    content.append(info);
  }
  return content;
}

/** Counts a map's tiles and calls `onEmpty` once every visible tile has settled and none of them arrived. */
function tileJudge(onEmpty: () => void): (state: TileState) => void {
  let loaded = 0;
  let failed = 0;
  return (state) => {
    if (state === "loaded") loaded += 1;
    else if (state === "failed") failed += 1;
    else if (loaded === 0 && failed > 0) onEmpty();
  };
}

export function startMapSession(
  model: MapModel,
  context: ModuleContext,
  loadAdapter: LoadAdapter,
  view: MapView,
  sessionSettings: SessionSettings,
): MapSession {
  const { mapElement, settings, pins, tiles, name } = model;
  let adapter: MapAdapter | null = null;
  let preview: MapPreview | null = null;
  let stopped = false;
  const gone = (): boolean => stopped || context.signal.aborted;
  let state: MapState = "list";
  const show = (next: MapState): void => {
    state = next;
    view.show(next);
    if (next !== "map") view.needDetails();
  };
  const tilesUnavailable = (): void => {
    if (state !== "map") return;
    context.log.warn(`map module ${name}: no map tile could be loaded from ${tiles.urlTemplate}`);
    show("tiles-unavailable");
  };

  /** What the visitor asked of the preview, for the library to carry out once it has drawn the map. */
  let pinToOpen: Extract<Interaction, { kind: "pin" }> | null = null;
  let wheel: Extract<Interaction, { kind: "wheel" }> | null = null;
  let zoomStep: Extract<Interaction, { kind: "zoom" }> | null = null;
  let library: Promise<void> | null = null;

  async function drawLibraryMap(): Promise<void> {
    let loaded: Awaited<ReturnType<LoadAdapter>>;
    let popups: HTMLElement[];
    try {
      // The library and the pins' details (through the sink) load side by side; the map is drawn with both.
      [loaded, popups] = await Promise.all([
        loadAdapter(),
        Promise.all(pins.map((pin) => renderPopup(pin, sessionSettings))),
      ]);
    } catch (error) {
      context.log.warn(`map module ${name}: the map library could not be loaded; showing the list`, error);
      preview?.remove();
      if (!gone()) show("library-unavailable");
      return;
    }
    if (gone()) return;
    try {
      adapter = loaded.createMapAdapter();
      const judge = tileJudge(tilesUnavailable);
      adapter.create(mapElement, {
        center: settings.center,
        zoom: settings.zoom,
        maxZoom: sessionSettings.maxZoom,
        tiles,
        grayscale: settings.grayscale,
        scrollWheelZoom: settings.mouseWheel,
        dragging: settings.mobileDragging || !touchOnly(),
        label: sessionSettings.label,
        reducedMotion: context.reducedMotion(),
        pinIcon: { url: PIN_ICON_URL, width: PIN_ICON_WIDTH, height: PIN_ICON_HEIGHT },
        onTiles: (tileState) => {
          // The preview's tiles lie under the library's until these have arrived.
          if (tileState === "settled") preview?.remove();
          judge(tileState);
        },
      });
      show("map");
      pins.forEach((pin, index) => adapter?.addPin({ ...pin, content: popups[index]! }));
      if (!settings.center) adapter.fitToPins();
      handOver(adapter);
    } catch (error) {
      context.log.warn(`map module ${name}: the map could not be drawn; showing the list`, error);
      preview?.remove();
      if (!gone()) show("library-unavailable");
    }
  }

  /** Focus goes where it was in the preview, and the press, zoom or wheel that woke the map is carried out. */
  function handOver(map: MapAdapter): void {
    const focused = preview?.focused() ?? null;
    if (focused === "map") {
      // The library listens for focus arriving on its box: it arrives again, now that the library is there.
      mapElement.blur();
      mapElement.focus({ preventScroll: true });
    } else if (focused === "zoom-in" || focused === "zoom-out") {
      map.zoomButton(focused === "zoom-in")?.focus({ preventScroll: true });
    } else if (focused !== null) map.pinElement(focused)?.focus({ preventScroll: true });
    preview?.handOver();
    if (pinToOpen) map.openPin(pinToOpen.index, pinToOpen.byKeyboard);
    if (wheel) map.zoomAround(wheel.clientX, wheel.clientY, wheel.zoomIn);
    if (zoomStep) map.zoomBy(zoomStep.zoomIn);
  }

  const onInteraction = (interaction: Interaction): void => {
    if (gone() || state !== "map") return;
    if (interaction.kind === "pin") pinToOpen = interaction;
    if (interaction.kind === "wheel") wheel = interaction;
    if (interaction.kind === "zoom") zoomStep = interaction;
    if (library) return;
    view.needDetails();
    library = drawLibraryMap();
  };

  let drawn: Promise<void> = Promise.resolve();
  try {
    preview = drawPreview(mapElement, sessionSettings.label, {
      center: settings.center,
      zoom: settings.zoom,
      maxZoom: sessionSettings.maxZoom,
      tiles,
      grayscale: settings.grayscale,
      pins,
      scrollWheelZoom: settings.mouseWheel,
      onTiles: tileJudge(tilesUnavailable),
      onInteraction,
    });
    show("map");
  } catch (error) {
    // Without the preview the map is drawn at once, as soon as the library is there; the list shows meanwhile.
    context.log.warn(`map module ${name}: the map preview could not be drawn; loading the map`, error);
    preview?.remove();
    preview = null;
    view.needDetails();
    drawn = library = drawLibraryMap();
  }

  return {
    drawn,
    stop() {
      stopped = true;
      preview?.remove();
      adapter?.destroy();
      adapter = null;
      preview?.restoreBox();
      preview = null;
    },
  };
}
