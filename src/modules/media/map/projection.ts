import type { LatLngValue } from "./parse";

/**
 * Web Mercator (EPSG:3857), the projection of every slippy-map tile server, as pure functions: where a place lands
 * in the world's pixel grid at a zoom, which tiles cover a box, and where each one and each pin go inside it. The
 * numbers follow the map library's own (pixel origin rounded, tiles 256 px, deeper zooms than the server draws
 * enlarge its deepest tiles), so the library can later take over the same view without a visible jump.
 */

export const TILE_SIZE = 256;
/** Web Mercator stops here: the square world's top and bottom edges. */
const MAX_LATITUDE = 85.0511287798;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A place in pixels of the world map at `zoom` (the world is 256 * 2^zoom pixels square, origin top left). */
export function project({ lat, lng }: LatLngValue, zoom: number): Point {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The place at a world pixel at `zoom`: the inverse of `project`. */
export function unproject({ x, y }: Point, zoom: number): LatLngValue {
  const scale = TILE_SIZE * 2 ** zoom;
  const lng = (x / scale) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;
  return { lat, lng };
}

/** The tile (x, y at `zoom`) that holds a place. */
export function tileOf(place: LatLngValue, zoom: number): Point {
  const { x, y } = project(place, zoom);
  return { x: Math.floor(x / TILE_SIZE), y: Math.floor(y / TILE_SIZE) };
}

/** One tile of a view: its address coordinates and where it sits in the box, in CSS pixels. */
export interface PlacedTile {
  /** Tile coordinates at `z`; `x` already wrapped around the date line. */
  x: number;
  y: number;
  z: number;
  left: number;
  top: number;
  /** Its drawn size: 256 px, or larger when the view is deeper than the tile server draws. */
  size: number;
}

export interface ViewLayout {
  /** The world pixel (at the view's zoom) at the box's top left corner. */
  origin: Point;
  tiles: PlacedTile[];
}

/**
 * The tiles that cover a box of `size` centred on `center` at `zoom`, with the tile server drawing no deeper than
 * `maxNativeZoom`. Tiles above or below the world are left out; columns past the date line wrap.
 */
export function layoutView(center: LatLngValue, zoom: number, size: Size, maxNativeZoom: number): ViewLayout {
  const middle = project(center, zoom);
  const origin = {
    x: Math.round(middle.x - size.width / 2),
    y: Math.round(middle.y - size.height / 2),
  };
  const tileZoom = Math.max(0, Math.min(zoom, maxNativeZoom));
  const drawnSize = TILE_SIZE * 2 ** (zoom - tileZoom);
  const columns = 2 ** tileZoom;
  const first = { x: Math.floor(origin.x / drawnSize), y: Math.floor(origin.y / drawnSize) };
  const last = {
    x: Math.ceil((origin.x + size.width) / drawnSize) - 1,
    y: Math.ceil((origin.y + size.height) / drawnSize) - 1,
  };
  const tiles: PlacedTile[] = [];
  for (let y = Math.max(0, first.y); y <= Math.min(columns - 1, last.y); y += 1) {
    for (let x = first.x; x <= last.x; x += 1) {
      tiles.push({
        x: ((x % columns) + columns) % columns,
        y,
        z: tileZoom,
        left: x * drawnSize - origin.x,
        top: y * drawnSize - origin.y,
        size: drawnSize,
      });
    }
  }
  return { origin, tiles };
}

/** Where a place lands inside the box of a view, in CSS pixels from its top left corner. */
export function offsetInView(place: LatLngValue, zoom: number, layout: ViewLayout): Point {
  const point = project(place, zoom);
  return { x: Math.round(point.x) - layout.origin.x, y: Math.round(point.y) - layout.origin.y };
}

/**
 * The centre and zoom that show every place in a box with `padding` on each side, no deeper than `maxZoom`, as
 * the library fits its pins: none gives the whole world at zoom 1, one is shown at `maxZoom`.
 */
export function fitPlaces(
  places: readonly LatLngValue[],
  size: Size,
  padding: Point,
  maxZoom: number,
): { center: LatLngValue; zoom: number } {
  if (places.length === 0) return { center: { lat: 0, lng: 0 }, zoom: 1 };
  if (places.length === 1) return { center: places[0]!, zoom: maxZoom };
  const west = project({ lat: 0, lng: Math.min(...places.map((place) => place.lng)) }, 0).x;
  const east = project({ lat: 0, lng: Math.max(...places.map((place) => place.lng)) }, 0).x;
  const north = project({ lat: Math.max(...places.map((place) => place.lat)), lng: 0 }, 0).y;
  const south = project({ lat: Math.min(...places.map((place) => place.lat)), lng: 0 }, 0).y;
  const room = { width: size.width - 2 * padding.x, height: size.height - 2 * padding.y };
  const span = { width: east - west, height: south - north };
  // At zoom z the span is 2^z times its zoom-0 size: the deepest whole zoom at which it still fits the room.
  const fitting = Math.min(
    span.width > 0 ? Math.log2(Math.max(room.width, 1) / span.width) : Infinity,
    span.height > 0 ? Math.log2(Math.max(room.height, 1) / span.height) : Infinity,
  );
  const zoom = Math.max(0, Math.min(maxZoom, Math.floor(fitting)));
  return { center: unproject({ x: (west + east) / 2, y: (north + south) / 2 }, 0), zoom };
}

/** The subdomain letter the library picks for a tile (`{s}`), so both ask the same host for the same tile. */
const SUBDOMAINS = "abc";

/**
 * A tile's address from the template, filled as the map library fills it: `{s}` subdomain, `{z}` `{x}` `{y}`,
 * `{-y}` counted from the bottom, `{r}` "@2x" on a high-density screen.
 */
export function tileUrl(
  template: string,
  tile: Pick<PlacedTile, "x" | "y" | "z">,
  highDensity: boolean,
): string {
  const values: Record<string, string> = {
    s: SUBDOMAINS[Math.abs(tile.x + tile.y) % SUBDOMAINS.length]!,
    z: String(tile.z),
    x: String(tile.x),
    y: String(tile.y),
    "-y": String(2 ** tile.z - 1 - tile.y),
    r: highDensity ? "@2x" : "",
  };
  return template.replace(/\{ *([\w-]+) *\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
