import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../test-support/context";
import type { MapOptions } from "./adapter";
import { createMapAdapter } from "./leaflet-adapter";
import { PIN_ICON_HEIGHT, PIN_ICON_URL, PIN_ICON_WIDTH } from "./pin-icon";

function options(overrides: Partial<MapOptions> = {}): MapOptions {
  return {
    center: { lat: 51.5, lng: -0.12 },
    zoom: 13,
    maxZoom: 21,
    tiles: {
      urlTemplate: "/fixture-tiles/{z}/{x}/{y}.svg",
      attribution: "<b>Demo</b> tiles",
      maxNativeZoom: 19,
    },
    grayscale: 40,
    scrollWheelZoom: false,
    dragging: true,
    label: "Map of 2 locations",
    reducedMotion: true,
    pinIcon: { url: PIN_ICON_URL, width: PIN_ICON_WIDTH, height: PIN_ICON_HEIGHT },
    onTiles: vi.fn(),
    ...overrides,
  };
}

function pinContent(text: string): HTMLElement {
  const content = document.createElement("div");
  content.textContent = text;
  return content;
}

afterEach(() => document.body.replaceChildren());

describe("the Leaflet adapter", () => {
  it("makes the map a named, focusable region with the grayscale filter on its tiles", () => {
    const container = render(`<div class="et_pb_map" style="width:600px;height:400px"></div>`)
      .firstElementChild as HTMLElement;
    const adapter = createMapAdapter();
    adapter.create(container, options());
    expect(container.getAttribute("role")).toBe("region");
    expect(container.getAttribute("aria-roledescription")).toBe("map");
    expect(container.getAttribute("aria-label")).toBe("Map of 2 locations");
    expect(container.getAttribute("tabindex")).toBe("0");
    expect(container.querySelector<HTMLElement>(".leaflet-tile-pane")!.style.filter).toBe("grayscale(40%)");
    // The attribution is text: markup in it is escaped, not rendered.
    expect(container.querySelector(".leaflet-control-attribution")!.textContent).toContain(
      "<b>Demo</b> tiles",
    );
    expect(container.querySelector(".leaflet-control-attribution b")).toBeNull();
    adapter.destroy();
    expect(container.hasAttribute("role")).toBe(false);
  });

  it("adds each pin as a keyboard-focusable button named by its title, drawn at the spec's size", () => {
    const container = render(`<div class="et_pb_map"></div>`).firstElementChild as HTMLElement;
    const adapter = createMapAdapter();
    adapter.create(container, options());
    adapter.addPin({ lat: 51.51, lng: -0.09, title: "SEO bootcamp", content: pinContent("Two days") });
    const marker = container.querySelector<HTMLImageElement>(".leaflet-marker-icon")!;
    expect(marker.alt).toBe("SEO bootcamp");
    expect(marker.title).toBe("SEO bootcamp");
    expect(marker.getAttribute("role")).toBe("button");
    expect(marker.tabIndex).toBe(0);
    expect([marker.style.width, marker.style.height]).toEqual([
      `${PIN_ICON_WIDTH}px`,
      `${PIN_ICON_HEIGHT}px`,
    ]);
    adapter.destroy();
  });

  it("opens a pin's popup with Space and closes it with Escape, focus back on the pin", () => {
    const container = render(`<div class="et_pb_map"></div>`).firstElementChild as HTMLElement;
    const adapter = createMapAdapter();
    adapter.create(container, options());
    const content = pinContent("Two days of keyword research");
    adapter.addPin({ lat: 51.51, lng: -0.09, title: "SEO bootcamp", content });
    const marker = container.querySelector<HTMLElement>(".leaflet-marker-icon")!;
    marker.focus();
    marker.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    expect(container.querySelector(".leaflet-popup")?.textContent).toContain("Two days of keyword research");
    expect(document.activeElement).toBe(content);
    content.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(container.querySelector(".leaflet-popup")).toBeNull();
    expect(document.activeElement).toBe(marker);
    adapter.destroy();
  });

  it("adopts Leaflet's stylesheet while a map is on the page, and removes it after the last one", () => {
    const first = render(`<div></div>`).firstElementChild as HTMLElement;
    const second = render(`<div></div>`).firstElementChild as HTMLElement;
    const sheetCount = () =>
      document.adoptedStyleSheets?.length ??
      document.querySelectorAll('style[data-enhance="leaflet"]').length;
    const before = sheetCount();
    const one = createMapAdapter();
    const two = createMapAdapter();
    one.create(first, options());
    two.create(second, options());
    expect(sheetCount()).toBe(before + 1);
    one.destroy();
    expect(sheetCount()).toBe(before + 1);
    two.destroy();
    expect(sheetCount()).toBe(before);
  });
});
