import type { ParseResult } from "../../../boot/island";
import { webOrigin, webUrl } from "../../../core/urls";

/**
 * The map module's settings as the theme prints them (divi-markup.md "Map"):
 * `.et_pb_map_container[data-grayscale]` > `.et_pb_map[data-center-lat][data-center-lng][data-zoom][data-mouse-wheel]
 * [data-mobile-dragging]` and `.et_pb_map_pin[data-lat][data-lng][data-title] > h3 + div.infowindow`, plus the tile
 * server a site owner configures for enhance. Pure functions: bad values give a warning and a safe default.
 */

/** The theme's default zoom level, used when `data-zoom` is missing or not a number. */
export const DEFAULT_ZOOM = 18;
export const MIN_ZOOM = 0;
/** The deepest zoom the theme's settings offer. */
export const MAX_ZOOM = 21;
/** OpenStreetMap's standard tiles: the default tile server, with the attribution its licence asks for. */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_TILE_ATTRIBUTION = "© OpenStreetMap contributors";
/** The deepest zoom the default tile server draws; deeper zooms enlarge its tiles. */
export const DEFAULT_TILE_MAX_NATIVE_ZOOM = 19;
export const MAX_GRAYSCALE = 100;
/** Where a site owner sets the tiles for every map of a page (per map: `data-tile-url` on the container). */
export const TILE_URL_META = "enhance-map-tiles";
export const TILE_ATTRIBUTION_META = "enhance-map-attribution";
export const TILE_MAX_ZOOM_META = "enhance-map-max-zoom";

export interface LatLngValue {
  lat: number;
  lng: number;
}

export interface MapSettings {
  /** Null when the module has no usable centre: the map then fits its pins. */
  center: LatLngValue | null;
  zoom: number;
  /** Percent, 0 (colour) to 100 (grey). */
  grayscale: number;
  mouseWheel: boolean;
  mobileDragging: boolean;
}

export interface MapPin extends LatLngValue {
  title: string;
  /** The pin's info content as HTML, for the sanitising sink; empty when it has none. */
  infoHtml: string;
}

export interface TileSettings {
  urlTemplate: string;
  /** Plain text (escaped before the library sees it). */
  attribution: string;
  maxNativeZoom: number;
}

/** Called with the field and the value that was refused. */
export type Warn = (field: string, value: string) => void;

function parseNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/** A latitude in degrees (-90 to 90), or null. */
export function parseLatitude(value: string | null | undefined): number | null {
  const number = parseNumber(value);
  return number !== null && Math.abs(number) <= 90 ? number : null;
}

/** A longitude in degrees (-180 to 180), or null. */
export function parseLongitude(value: string | null | undefined): number | null {
  const number = parseNumber(value);
  return number !== null && Math.abs(number) <= 180 ? number : null;
}

/** A whole zoom level from 0 to 21; fractions are rounded, values out of range clamped. */
export function parseZoom(value: string | null | undefined, warn: Warn): number {
  const number = parseNumber(value);
  if (number === null) {
    if (value !== null && value !== undefined) warn("data-zoom", value);
    return DEFAULT_ZOOM;
  }
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(number)));
  if (zoom !== number) warn("data-zoom", value ?? "");
  return zoom;
}

/** The theme's on/off switches; a missing attribute is the theme's default, anything else warns. */
export function parseSwitch(
  value: string | null | undefined,
  fallback: boolean,
  field: string,
  warn: Warn,
): boolean {
  if (value === null || value === undefined) return fallback;
  const word = value.trim().toLowerCase();
  if (word === "on") return true;
  if (word === "off") return false;
  warn(field, value);
  return fallback;
}

/**
 * The grayscale filter amount in percent. The theme stores 0 to 100 (older versions a negative amount, read as
 * its size); anything else is clamped or, when not a number, 0.
 */
export function parseGrayscale(value: string | null | undefined, warn: Warn): number {
  if (value === null || value === undefined) return 0;
  const number = parseNumber(value);
  if (number === null) {
    warn("data-grayscale", value);
    return 0;
  }
  const amount = Math.min(MAX_GRAYSCALE, Math.abs(number));
  if (amount !== Math.abs(number)) warn("data-grayscale", value);
  return amount;
}

export function parseMapSettings(container: Element, map: Element | null, warn: Warn): MapSettings {
  const lat = parseLatitude(map?.getAttribute("data-center-lat"));
  const lng = parseLongitude(map?.getAttribute("data-center-lng"));
  if (map && (lat === null || lng === null) && map.hasAttribute("data-center-lat")) {
    warn(
      "data-center-lat/data-center-lng",
      `${map.getAttribute("data-center-lat")},${map.getAttribute("data-center-lng")}`,
    );
  }
  return {
    center: lat !== null && lng !== null ? { lat, lng } : null,
    zoom: parseZoom(map?.getAttribute("data-zoom"), warn),
    grayscale: parseGrayscale(container.getAttribute("data-grayscale"), warn),
    mouseWheel: parseSwitch(map?.getAttribute("data-mouse-wheel"), true, "data-mouse-wheel", warn),
    mobileDragging: parseSwitch(
      map?.getAttribute("data-mobile-dragging"),
      true,
      "data-mobile-dragging",
      warn,
    ),
  };
}

const collapseSpace = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim();

/** The pin's heading, which the theme prints with the title; left out of the info content when it repeats it. */
function headingOf(pin: Element): Element | null {
  const first = pin.firstElementChild;
  return first && /^H[1-6]$/.test(first.tagName) ? first : null;
}

/** Serialises nodes that are already in the page, so the copy shown in a list or a popup goes through the sink. */
function serialize(nodes: readonly Node[]): string {
  const serializer = new XMLSerializer();
  return nodes.map((node) => serializer.serializeToString(node)).join("");
}

/**
 * One pin: a pin without a usable position is dropped with a warning. Its title is `data-title`, or its heading
 * when that is empty; the info content is everything else in the pin (the heading too when it says something the
 * title does not).
 */
export function parsePin(pin: Element, index: number, warn: Warn): MapPin | null {
  const lat = parseLatitude(pin.getAttribute("data-lat"));
  const lng = parseLongitude(pin.getAttribute("data-lng"));
  if (lat === null || lng === null) {
    warn(
      `pin ${index + 1} data-lat/data-lng`,
      `${pin.getAttribute("data-lat")},${pin.getAttribute("data-lng")}`,
    );
    return null;
  }
  const heading = headingOf(pin);
  const headingText = collapseSpace(heading?.textContent);
  const title = collapseSpace(pin.getAttribute("data-title")) || headingText || `Location ${index + 1}`;
  const info = [...pin.childNodes].filter((node) => !(node === heading && headingText === title));
  const infoHtml = info.some((node) => node instanceof Element || collapseSpace(node.textContent) !== "")
    ? serialize(info).trim()
    : "";
  return { lat, lng, title, infoHtml };
}

export function parsePins(pins: readonly Element[], warn: Warn): MapPin[] {
  return pins.flatMap((pin, index) => parsePin(pin, index, warn) ?? []);
}

/** The placeholders the map library fills in a tile template (any other name would be filled from its options). */
const TILE_PLACEHOLDERS = new Set(["{s}", "{z}", "{x}", "{y}", "{-y}", "{r}"]);

/** The template with every placeholder filled, to judge the address it gives; null with an unknown one. */
function sampleTileUrl(template: string): string | null {
  const placeholders = template.match(/\{[^}]*\}/g) ?? [];
  if (!placeholders.every((placeholder) => TILE_PLACEHOLDERS.has(placeholder))) return null;
  // Subdomains are letters ("a", "b", "c"), so "{s}" is filled with one to keep the host a host.
  return template.replace(/\{s\}/g, "a").replace(/\{[^}]*\}/g, "0");
}

/** A tile URL template the map may use: http(s) or same-site, with {z}, {x} and {y} and no other placeholder. */
export function isUsableTileUrl(template: string, base: string): boolean {
  if (!/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{-?y\}/.test(template)) return false;
  const sample = sampleTileUrl(template);
  return sample !== null && webUrl(sample, base) !== null;
}

/** The origin a tile template requests its tiles from (with `{s}` filled), or null when it is not usable. */
export function tileOrigin(template: string, base: string): string | null {
  const sample = isUsableTileUrl(template, base) ? sampleTileUrl(template) : null;
  return sample === null ? null : webOrigin(sample, base);
}

export interface TileSources {
  /** `data-tile-url`, `data-tile-attribution`, `data-tile-max-zoom` on the map module. */
  element: { url: string | null; attribution: string | null; maxZoom: string | null };
  /** The page's `<meta name="enhance-map-tiles|enhance-map-attribution|enhance-map-max-zoom">`. */
  page: { url: string | null; attribution: string | null; maxZoom: string | null };
}

/**
 * The tile servers a module's own `data-tile-url` may name: the site itself, the server the page's head names
 * and OpenStreetMap. Markup can choose among the servers the site owner already trusts, never add one: a post's
 * content (or a fragment the sink let through) must not make every visitor's browser call another host.
 */
export function trustedTileOrigins(pageTemplate: string | null, base: string): string[] {
  const origins = [webOrigin(base, base), tileOrigin(DEFAULT_TILE_URL, base)];
  if (pageTemplate) origins.push(tileOrigin(pageTemplate.trim(), base));
  return origins.filter((origin): origin is string => origin !== null);
}

/**
 * The tiles a map uses: the module's own setting (on a trusted tile server), else the page's, else OpenStreetMap.
 * An unusable or untrusted template warns and falls back. A custom server's attribution is whatever its owner set
 * (none when unset); OpenStreetMap's is always shown.
 */
export function resolveTileSettings(sources: TileSources, base: string, warn: Warn): TileSettings {
  const trusted = trustedTileOrigins(sources.page.url, base);
  for (const [origin, source] of [
    ["data-tile-url", sources.element],
    [`meta ${TILE_URL_META}`, sources.page],
  ] as const) {
    const url = source.url?.trim();
    if (!url) continue;
    if (!isUsableTileUrl(url, base)) {
      warn(origin, url);
      continue;
    }
    if (source === sources.element && !trusted.includes(tileOrigin(url, base) ?? "")) {
      warn(`${origin} (not the site's, the page's or OpenStreetMap's tile server)`, url);
      continue;
    }
    const maxZoom = parseNumber(source.maxZoom);
    return {
      urlTemplate: url,
      attribution: collapseSpace(source.attribution),
      maxNativeZoom:
        maxZoom !== null && maxZoom >= MIN_ZOOM && maxZoom <= MAX_ZOOM
          ? Math.round(maxZoom)
          : DEFAULT_TILE_MAX_NATIVE_ZOOM,
    };
  }
  return {
    urlTemplate: DEFAULT_TILE_URL,
    attribution: DEFAULT_TILE_ATTRIBUTION,
    maxNativeZoom: DEFAULT_TILE_MAX_NATIVE_ZOOM,
  };
}

/** The map's accessible name, from its pins. */
export function mapLabel(pins: readonly MapPin[]): string {
  if (pins.length === 0) return "Map";
  if (pins.length === 1) return `Map: ${pins[0]!.title}`;
  return `Map of ${pins.length} locations`;
}

/** The map module as the server printed it, with its settings read. */
export interface MapModel {
  /** `.et_pb_map`: the box the map library draws into. */
  readonly mapElement: HTMLElement;
  /** The server's `.et_pb_map_pin` elements: hidden while the module shows its own list. */
  readonly pinElements: readonly HTMLElement[];
  readonly settings: MapSettings;
  readonly pins: readonly MapPin[];
  readonly tiles: TileSettings;
  /** `#id` or `et_pb_map_<n>`: how the console names the module. */
  readonly name: string;
}

function pageMetaContent(document: Document, name: string): string | null {
  for (const meta of document.querySelectorAll<HTMLMetaElement>("meta[name]")) {
    if (meta.name === name) return meta.content;
  }
  return null;
}

/** The module's name in console messages. */
export function mapModuleName(element: Element): string {
  return element.id ? `#${element.id}` : (element.className.match(/et_pb_map_\d+/)?.[0] ?? "map");
}

/**
 * Reads the map module (`.et_pb_map_container` > `.et_pb_map` + `.et_pb_map_pin`s). A module without its map box
 * is not one the module knows: it is left as it is. Unusable values warn through `warn` and fall back.
 */
export function parseMap(element: HTMLElement, warn: Warn): ParseResult<MapModel> {
  const mapElement =
    element.querySelector<HTMLElement>(":scope > .et_pb_map") ??
    element.querySelector<HTMLElement>(".et_pb_map");
  if (!mapElement) return { ok: false, reason: "no .et_pb_map box in the map module" };
  const document = element.ownerDocument;
  const pinElements = [...element.querySelectorAll<HTMLElement>(".et_pb_map_pin")];
  return {
    ok: true,
    model: {
      mapElement,
      pinElements,
      settings: parseMapSettings(element, mapElement, warn),
      pins: parsePins(pinElements, warn),
      tiles: resolveTileSettings(
        {
          element: {
            url: element.getAttribute("data-tile-url"),
            attribution: element.getAttribute("data-tile-attribution"),
            maxZoom: element.getAttribute("data-tile-max-zoom"),
          },
          page: {
            url: pageMetaContent(document, TILE_URL_META),
            attribution: pageMetaContent(document, TILE_ATTRIBUTION_META),
            maxZoom: pageMetaContent(document, TILE_MAX_ZOOM_META),
          },
        },
        document.baseURI,
        warn,
      ),
      name: mapModuleName(element),
    },
  };
}
