import * as L from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css?inline";
import type { MapAdapter, MapOptions, MapPinView } from "./adapter";
import { escapeHtmlText } from "./leaflet-settings";

/**
 * The map behind `MapAdapter`, drawn by Leaflet. This file is the only one that imports Leaflet and its
 * stylesheet, so both arrive in this chunk, on pages with a map, on the first interaction with its preview.
 */

/** The pin's icon comes in the options: the preview draws the same one, and this chunk imports none of its code. */
const pinIcon = ({ url, width, height }: MapOptions["pinIcon"]): L.Icon =>
  L.icon({
    iconUrl: url,
    iconSize: [width, height],
    // The pin's tip, bottom centre, sits on the location; the popup opens above the pin.
    iconAnchor: [width / 2, height],
    popupAnchor: [0, -height],
  });

let sharedSheet: CSSStyleSheet | HTMLStyleElement | null = null;
let sheetUsers = 0;

/** Leaflet's stylesheet, adopted by the document while at least one map is on the page. */
function adoptLeafletStyles(): void {
  sheetUsers += 1;
  if (sharedSheet) return;
  if ("adoptedStyleSheets" in document && typeof CSSStyleSheet.prototype.replaceSync === "function") {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(leafletCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    sharedSheet = sheet;
  } else {
    const style = document.createElement("style");
    style.dataset["enhance"] = "leaflet";
    style.textContent = leafletCss;
    document.head.append(style);
    sharedSheet = style;
  }
}

function releaseLeafletStyles(): void {
  sheetUsers = Math.max(0, sheetUsers - 1);
  if (sheetUsers > 0 || !sharedSheet) return;
  const sheet = sharedSheet;
  sharedSheet = null;
  if (sheet instanceof HTMLStyleElement) sheet.remove();
  else document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
}

class LeafletMapAdapter implements MapAdapter {
  private map: L.Map | null = null;
  private container: HTMLElement | null = null;
  private options: MapOptions | null = null;
  private readonly markers: L.Marker[] = [];
  /** Whether a pin's popup was opened from the keyboard, so focus moves into it as it opens. */
  private readonly openedByKeyboard = new WeakMap<L.Marker, boolean>();
  private resizeObserver: ResizeObserver | null = null;
  private readonly controller = new AbortController();

  create(container: HTMLElement, options: MapOptions): void {
    adoptLeafletStyles();
    this.options = options;
    const reducedMotion = options.reducedMotion;
    const map = L.map(container, {
      keyboard: true,
      scrollWheelZoom: options.scrollWheelZoom,
      dragging: options.dragging,
      maxZoom: options.maxZoom,
      zoomAnimation: !reducedMotion,
      fadeAnimation: !reducedMotion,
      markerZoomAnimation: !reducedMotion,
      inertia: !reducedMotion,
    });
    this.map = map;
    this.container = container;
    container.setAttribute("role", "region");
    container.setAttribute("aria-roledescription", "map");
    container.setAttribute("aria-label", options.label);

    const tiles = L.tileLayer(options.tiles.urlTemplate, {
      attribution: escapeHtmlText(options.tiles.attribution),
      maxNativeZoom: options.tiles.maxNativeZoom,
      maxZoom: options.maxZoom,
    });
    tiles.on("tileload", () => options.onTiles("loaded"));
    tiles.on("tileerror", () => options.onTiles("failed"));
    tiles.on("load", () => options.onTiles("settled"));
    tiles.addTo(map);
    const tilePane = map.getPane("tilePane");
    if (tilePane && options.grayscale > 0) tilePane.style.filter = `grayscale(${options.grayscale}%)`;
    if (options.center) map.setView([options.center.lat, options.center.lng], options.zoom);

    // The map sized itself when it was created; a map revealed later (a tab, a toggle) or resized re-measures.
    if (typeof ResizeObserver === "function") {
      this.resizeObserver = new ResizeObserver(() => map.invalidateSize({ pan: false }));
      this.resizeObserver.observe(container);
    }
    // Escape closes an open popup wherever focus is inside the map, and focus goes back to its pin.
    container.addEventListener(
      "keydown",
      (event) => {
        if (event.key !== "Escape") return;
        const open = this.markers.find((marker) => marker.isPopupOpen());
        if (!open) return;
        event.preventDefault();
        open.closePopup();
        open.getElement()?.focus();
      },
      { signal: this.controller.signal },
    );
  }

  addPin(pin: MapPinView): void {
    const map = this.map;
    const icon = this.options?.pinIcon;
    if (!map || !icon) return;
    const marker = L.marker([pin.lat, pin.lng], {
      icon: pinIcon(icon),
      title: pin.title,
      alt: pin.title,
      keyboard: true,
      riseOnHover: true,
    });
    pin.content.tabIndex = -1;
    marker.bindPopup(pin.content, { maxWidth: 300, autoPanPadding: [icon.width, icon.height] });
    marker.addTo(map);
    this.markers.push(marker);
    const element = marker.getElement();
    if (!element) return;
    element.addEventListener(
      "keydown",
      (event) => {
        // A pin is a button: Enter (Leaflet's own) and Space open its popup.
        if (event.key === "Enter" || event.key === " ") this.openedByKeyboard.set(marker, true);
        if (event.key === " ") {
          event.preventDefault();
          marker.openPopup();
        }
      },
      { signal: this.controller.signal },
    );
    marker.on("popupopen", () => {
      if (this.openedByKeyboard.get(marker)) pin.content.focus({ preventScroll: true });
      this.openedByKeyboard.set(marker, false);
    });
    marker.on("popupclose", () => {
      const active = document.activeElement;
      if (!active || active === document.body || pin.content.contains(active)) element.focus();
    });
  }

  fitToPins(): void {
    const map = this.map;
    const options = this.options;
    if (!map || !options) return;
    const positions = this.markers.map((marker) => marker.getLatLng());
    if (positions.length === 0) {
      map.setView([0, 0], 1);
    } else if (positions.length === 1) {
      map.setView(positions[0]!, options.zoom);
    } else {
      map.fitBounds(L.latLngBounds(positions), {
        padding: [options.pinIcon.width, options.pinIcon.height],
        maxZoom: options.zoom,
      });
    }
  }

  pinElement(index: number): HTMLElement | null {
    return this.markers[index]?.getElement() ?? null;
  }

  openPin(index: number, focusInside: boolean): void {
    const marker = this.markers[index];
    if (!marker) return;
    this.openedByKeyboard.set(marker, focusInside);
    marker.openPopup();
  }

  zoomButton(zoomIn: boolean): HTMLElement | null {
    return (
      this.container?.querySelector<HTMLElement>(
        zoomIn ? ".leaflet-control-zoom-in" : ".leaflet-control-zoom-out",
      ) ?? null
    );
  }

  zoomBy(zoomIn: boolean): void {
    if (zoomIn) this.map?.zoomIn();
    else this.map?.zoomOut();
  }

  zoomAround(clientX: number, clientY: number, zoomIn: boolean): void {
    const map = this.map;
    const container = this.container;
    if (!map || !container) return;
    const box = container.getBoundingClientRect();
    map.setZoomAround(L.point(clientX - box.left, clientY - box.top), map.getZoom() + (zoomIn ? 1 : -1));
  }

  destroy(): void {
    this.controller.abort();
    this.resizeObserver?.disconnect();
    this.map?.remove();
    this.map = null;
    for (const name of ["role", "aria-roledescription", "aria-label"]) this.container?.removeAttribute(name);
    this.container = null;
    this.markers.length = 0;
    releaseLeafletStyles();
  }
}

export function createMapAdapter(): MapAdapter {
  return new LeafletMapAdapter();
}
