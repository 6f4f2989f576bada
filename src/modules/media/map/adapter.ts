import type { LatLngValue, TileSettings } from "./parse";

/** What the map module needs from a map library; the library itself loads only behind this interface. */
export interface MapAdapter {
  create(container: HTMLElement, options: MapOptions): void;
  addPin(pin: MapPinView): void;
  /** Shows every pin (the module had no centre); a single pin is shown at the module's zoom. */
  fitToPins(): void;
  /** The focusable element of the pin added `index`th, to move focus to; null before it is drawn. */
  pinElement(index: number): HTMLElement | null;
  /** Opens the details of the pin added `index`th; with `focusInside`, focus moves into them (a keyboard press). */
  openPin(index: number, focusInside: boolean): void;
  /** The map's zoom-in or zoom-out button, to move focus to; null when it has none. */
  zoomButton(zoomIn: boolean): HTMLElement | null;
  /** One zoom step in or out around the map's centre, as its zoom buttons do. */
  zoomBy(zoomIn: boolean): void;
  /** One zoom step in or out around a point of the viewport, as a wheel notch there would. */
  zoomAround(clientX: number, clientY: number, zoomIn: boolean): void;
  destroy(): void;
}

/** A tile arrived, a tile could not be reached, or every visible tile has arrived or failed. */
export type TileState = "loaded" | "failed" | "settled";

export interface MapOptions {
  /** Null: the view is set by `fitToPins`. */
  center: LatLngValue | null;
  zoom: number;
  maxZoom: number;
  tiles: TileSettings;
  /** Percent, 0 to 100. */
  grayscale: number;
  scrollWheelZoom: boolean;
  dragging: boolean;
  /** The map's accessible name. */
  label: string;
  /** No zoom, fade or inertia animations. */
  reducedMotion: boolean;
  /** The pin's image and size; its tip, the bottom centre, sits on the location. */
  pinIcon: { url: string; width: number; height: number };
  onTiles(state: TileState): void;
}

export interface MapPinView extends LatLngValue {
  title: string;
  /** The popup's content, already sanitised. */
  content: HTMLElement;
}

export type LoadAdapter = () => Promise<{ createMapAdapter(): MapAdapter }>;
