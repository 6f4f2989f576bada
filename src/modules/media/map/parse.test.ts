import { describe, expect, it, vi } from "vitest";
import { render } from "../../../test-support/context";
import {
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_MAX_NATIVE_ZOOM,
  DEFAULT_TILE_URL,
  DEFAULT_ZOOM,
  MAX_GRAYSCALE,
  MAX_ZOOM,
  MIN_ZOOM,
  TILE_ATTRIBUTION_META,
  TILE_MAX_ZOOM_META,
  TILE_URL_META,
  isUsableTileUrl,
  mapLabel,
  parseGrayscale,
  parseLatitude,
  parseLongitude,
  parseMapSettings,
  parsePin,
  parsePins,
  parseSwitch,
  parseZoom,
  resolveTileSettings,
  type TileSources,
} from "./parse";
import { escapeHtmlText } from "./leaflet-settings";
import { PIN_ICON_HEIGHT, PIN_ICON_WIDTH } from "./pin-icon";

const BASE = "https://courses.example/media/";

describe("map constants", () => {
  it("pins the spec's 46 by 43 px pin icon size", () => {
    expect([PIN_ICON_WIDTH, PIN_ICON_HEIGHT]).toEqual([46, 43]);
  });

  it("pins the constants: zoom 0 to 21 (default 18), the OpenStreetMap tile defaults and the tile meta names", () => {
    expect([MIN_ZOOM, MAX_ZOOM, DEFAULT_ZOOM]).toEqual([0, 21, 18]);
    expect(DEFAULT_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(DEFAULT_TILE_ATTRIBUTION).toBe("© OpenStreetMap contributors");
    expect(DEFAULT_TILE_MAX_NATIVE_ZOOM).toBe(19);
    expect(MAX_GRAYSCALE).toBe(100);
    expect([TILE_URL_META, TILE_ATTRIBUTION_META, TILE_MAX_ZOOM_META]).toEqual([
      "enhance-map-tiles",
      "enhance-map-attribution",
      "enhance-map-max-zoom",
    ]);
  });
});

describe("coordinates", () => {
  it.each([
    ["26.7920458", 26.7920458],
    [" -33.9 ", -33.9],
    ["90", 90],
    ["-90", -90],
    ["0", 0],
  ])("reads the latitude %j", (value, expected) => {
    expect(parseLatitude(value)).toBe(expected);
  });

  it.each([
    ["90.1"],
    ["-91"],
    ["north"],
    [""],
    ["  "],
    [null],
    [undefined],
    ["Infinity"],
    ["NaN"],
    ["1e400"],
  ])("refuses the latitude %j", (value) => {
    expect(parseLatitude(value)).toBeNull();
  });

  it("reads longitudes up to 180 degrees either way", () => {
    expect(parseLongitude("75.816009")).toBe(75.816009);
    expect(parseLongitude("-180")).toBe(-180);
    expect(parseLongitude("180")).toBe(180);
    expect(parseLongitude("180.5")).toBeNull();
    expect(parseLongitude("east")).toBeNull();
  });
});

describe("zoom", () => {
  it("reads whole levels as they are", () => {
    const warn = vi.fn();
    expect(parseZoom("13", warn)).toBe(13);
    expect(parseZoom("0", warn)).toBe(0);
    expect(parseZoom("21", warn)).toBe(21);
    expect(warn).not.toHaveBeenCalled();
  });

  it("uses the default without a warning when the attribute is missing", () => {
    const warn = vi.fn();
    expect(parseZoom(null, warn)).toBe(DEFAULT_ZOOM);
    expect(parseZoom(undefined, warn)).toBe(DEFAULT_ZOOM);
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns and uses the default for words", () => {
    const warn = vi.fn();
    expect(parseZoom("close", warn)).toBe(DEFAULT_ZOOM);
    expect(warn).toHaveBeenCalledWith("data-zoom", "close");
  });

  it("rounds fractions and clamps levels out of range, with a warning", () => {
    const warn = vi.fn();
    expect(parseZoom("12.6", warn)).toBe(13);
    expect(parseZoom("30", warn)).toBe(MAX_ZOOM);
    expect(parseZoom("-2", warn)).toBe(MIN_ZOOM);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe("switches and grayscale", () => {
  it("reads on and off in any case, the default when missing, and warns on anything else", () => {
    const warn = vi.fn();
    expect(parseSwitch("on", false, "data-mouse-wheel", warn)).toBe(true);
    expect(parseSwitch(" OFF ", true, "data-mouse-wheel", warn)).toBe(false);
    expect(parseSwitch(null, true, "data-mouse-wheel", warn)).toBe(true);
    expect(parseSwitch(undefined, false, "data-mouse-wheel", warn)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(parseSwitch("yes please", true, "data-mobile-dragging", warn)).toBe(true);
    expect(warn).toHaveBeenCalledWith("data-mobile-dragging", "yes please");
  });

  it("reads the grayscale amount in percent, negative amounts by their size, clamped to 100", () => {
    const warn = vi.fn();
    expect(parseGrayscale(null, warn)).toBe(0);
    expect(parseGrayscale("0", warn)).toBe(0);
    expect(parseGrayscale("40", warn)).toBe(40);
    expect(parseGrayscale("-60", warn)).toBe(60);
    expect(warn).not.toHaveBeenCalled();
    expect(parseGrayscale("250", warn)).toBe(100);
    expect(parseGrayscale("grey", warn)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("parseMapSettings", () => {
  const markup = (container: string, map: string) =>
    `<div class="et_pb_module et_pb_map_0 et_pb_map_container" ${container}><div class="et_pb_map" ${map}></div></div>`;

  it("reads the module's centre, zoom, grayscale and switches", () => {
    const root = render(
      markup(
        'data-grayscale="40"',
        'data-center-lat="51.5112" data-center-lng="-0.1170" data-zoom="13" data-mouse-wheel="off" data-mobile-dragging="off"',
      ),
    );
    const container = root.querySelector(".et_pb_map_container")!;
    const warn = vi.fn();
    expect(parseMapSettings(container, container.querySelector(".et_pb_map"), warn)).toEqual({
      center: { lat: 51.5112, lng: -0.117 },
      zoom: 13,
      grayscale: 40,
      mouseWheel: false,
      mobileDragging: false,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("has no centre when a coordinate is unusable, and says so", () => {
    const root = render(markup("", 'data-center-lat="91" data-center-lng="10"'));
    const container = root.querySelector(".et_pb_map_container")!;
    const warn = vi.fn();
    const settings = parseMapSettings(container, container.querySelector(".et_pb_map"), warn);
    expect(settings.center).toBeNull();
    expect(warn).toHaveBeenCalledWith("data-center-lat/data-center-lng", "91,10");
  });

  it("uses the theme's defaults for a bare module (no map element at all)", () => {
    const root = render(`<div class="et_pb_map_container"></div>`);
    expect(parseMapSettings(root.firstElementChild!, null, vi.fn())).toEqual({
      center: null,
      zoom: DEFAULT_ZOOM,
      grayscale: 0,
      mouseWheel: true,
      mobileDragging: true,
    });
  });
});

describe("pins", () => {
  it("reads position, title and info content, leaving out the heading that repeats the title", () => {
    const root = render(
      `<div class="et_pb_map_pin" data-lat="51.5155" data-lng="-0.0922" data-title="SEO bootcamp"><h3 style="margin-top: 10px">SEO bootcamp</h3><div class="infowindow"><p>Two days of <strong>keyword</strong> research.</p></div></div>`,
    );
    const pin = parsePin(root.firstElementChild!, 0, vi.fn());
    expect(pin).toMatchObject({ lat: 51.5155, lng: -0.0922, title: "SEO bootcamp" });
    expect(pin!.infoHtml).toContain('class="infowindow"');
    expect(pin!.infoHtml).toContain("<strong>keyword</strong>");
    expect(pin!.infoHtml).not.toContain("<h3");
  });

  it("keeps a heading that says something else than the title", () => {
    const root = render(
      `<div class="et_pb_map_pin" data-lat="26.79" data-lng="75.81" data-title="26, Bambala, Jaipur"><h3>Chefroo</h3><div class="infowindow"><p>Open daily</p></div></div>`,
    );
    const pin = parsePin(root.firstElementChild!, 0, vi.fn())!;
    expect(pin.title).toBe("26, Bambala, Jaipur");
    expect(pin.infoHtml).toContain("Chefroo");
  });

  it("takes the heading as the title when data-title is empty, and a numbered name when both are", () => {
    const root = render(
      `<div class="et_pb_map_pin" data-lat="1" data-lng="2" data-title=" "><h3> Email   clinic </h3></div><div class="et_pb_map_pin" data-lat="3" data-lng="4"></div>`,
    );
    const [first, second] = [...root.children];
    expect(parsePin(first!, 0, vi.fn())).toEqual({ lat: 1, lng: 2, title: "Email clinic", infoHtml: "" });
    expect(parsePin(second!, 1, vi.fn())).toEqual({ lat: 3, lng: 4, title: "Location 2", infoHtml: "" });
  });

  it("has no info content when the pin holds only white space", () => {
    const root = render(`<div class="et_pb_map_pin" data-lat="1" data-lng="2" data-title="A">   </div>`);
    expect(parsePin(root.firstElementChild!, 0, vi.fn())!.infoHtml).toBe("");
  });

  it("drops a pin without a usable position, naming it in the warning", () => {
    const root = render(
      `<div class="et_pb_map_pin" data-lat="1" data-lng="2" data-title="Kept"></div><div class="et_pb_map_pin" data-lat="here" data-lng="2" data-title="Dropped"></div>`,
    );
    const warn = vi.fn();
    const pins = parsePins([...root.children], warn);
    expect(pins.map((pin) => pin.title)).toEqual(["Kept"]);
    expect(warn).toHaveBeenCalledWith("pin 2 data-lat/data-lng", "here,2");
  });
});

describe("tiles", () => {
  const none = { url: null, attribution: null, maxZoom: null };
  const sources = (
    element: Partial<TileSources["element"]>,
    page: Partial<TileSources["page"]>,
  ): TileSources => ({
    element: { ...none, ...element },
    page: { ...none, ...page },
  });

  it.each([
    ["https://tiles.example/{z}/{x}/{y}.png", true],
    ["https://{s}.tiles.example/{z}/{x}/{-y}.png", true],
    ["/fixture-tiles/{z}/{x}/{y}.svg", true],
    ["http://tiles.example/{z}/{x}/{y}.png", true],
    ["https://tiles.example/{x}/{y}.png", false],
    ["javascript:alert(1)//{z}/{x}/{y}", false],
    ["java\tscript:alert(1)//{z}/{x}/{y}", false],
    ["data:image/png;base64,{z}{x}{y}", false],
    ["vbscript:{z}/{x}/{y}", false],
    ["https://{attribution}/{z}/{x}/{y}.png", false],
    ["https://tiles.example/{z}/{x}/{y}.png?key={accessToken}", false],
  ])("judges the tile URL %j usable: %s", (template, usable) => {
    expect(isUsableTileUrl(template, BASE)).toBe(usable);
  });

  it("uses OpenStreetMap with its attribution when nothing is configured", () => {
    expect(resolveTileSettings(sources({}, {}), BASE, vi.fn())).toEqual({
      urlTemplate: DEFAULT_TILE_URL,
      attribution: DEFAULT_TILE_ATTRIBUTION,
      maxNativeZoom: DEFAULT_TILE_MAX_NATIVE_ZOOM,
    });
  });

  it("prefers the module's own tiles to the page's", () => {
    const settings = resolveTileSettings(
      sources(
        { url: "/own/{z}/{x}/{y}.png", attribution: "Own tiles", maxZoom: "17" },
        { url: "/page/{z}/{x}/{y}.png", attribution: "Page tiles" },
      ),
      BASE,
      vi.fn(),
    );
    expect(settings).toEqual({
      urlTemplate: "/own/{z}/{x}/{y}.png",
      attribution: "Own tiles",
      maxNativeZoom: 17,
    });
  });

  it("uses the page's tiles, with no attribution unless the owner set one, and the default depth for a bad one", () => {
    expect(
      resolveTileSettings(sources({}, { url: "/page/{z}/{x}/{y}.png", maxZoom: "40" }), BASE, vi.fn()),
    ).toEqual({
      urlTemplate: "/page/{z}/{x}/{y}.png",
      attribution: "",
      maxNativeZoom: DEFAULT_TILE_MAX_NATIVE_ZOOM,
    });
  });

  it("warns about an unusable template and falls back to the next source", () => {
    const warn = vi.fn();
    const settings = resolveTileSettings(
      sources({ url: "javascript:alert(1)" }, { url: "/page/{z}/{x}/{y}.png" }),
      BASE,
      warn,
    );
    expect(settings.urlTemplate).toBe("/page/{z}/{x}/{y}.png");
    expect(warn).toHaveBeenCalledWith("data-tile-url", "javascript:alert(1)");
  });

  it.each([
    "https://attacker.example/{z}/{x}/{y}.png",
    "//attacker.example/{z}/{x}/{y}.png",
    "https://{s}.attacker.example/{z}/{x}/{y}.png",
    "https://courses.example.attacker.example/{z}/{x}/{y}.png",
    "https://courses.example@attacker.example/{z}/{x}/{y}.png",
    "HTTPS://ATTACKER.EXAMPLE/{z}/{x}/{y}.png",
  ])("refuses a module's own tile server %j that the site never named, and uses the page's", (url) => {
    const warn = vi.fn();
    const settings = resolveTileSettings(
      sources({ url, attribution: "Attacker" }, { url: "https://tiles.example/{z}/{x}/{y}.png" }),
      BASE,
      warn,
    );
    expect(settings.urlTemplate).toBe("https://tiles.example/{z}/{x}/{y}.png");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("data-tile-url (not the site's"), url);
  });

  it("lets a module choose the site's own tiles, the page's tile server or OpenStreetMap", () => {
    const page = { url: "https://{s}.tiles.example/{z}/{x}/{y}.png" };
    for (const url of [
      "/own/{z}/{x}/{y}.png",
      "https://courses.example/own/{z}/{x}/{y}.png",
      "https://{s}.tiles.example/dark/{z}/{x}/{y}.png",
      "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    ]) {
      expect(resolveTileSettings(sources({ url }, page), BASE, vi.fn()).urlTemplate).toBe(url);
    }
  });

  it("escapes text the map library would insert as HTML", () => {
    expect(escapeHtmlText(`<img src=x onerror="alert('x')"> & co`)).toBe(
      "&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62; &#38; co",
    );
  });
});

describe("mapLabel", () => {
  it("names the map after its pins", () => {
    const pin = { lat: 0, lng: 0, infoHtml: "" };
    expect(mapLabel([])).toBe("Map");
    expect(mapLabel([{ ...pin, title: "SEO bootcamp" }])).toBe("Map: SEO bootcamp");
    expect(
      mapLabel([
        { ...pin, title: "A" },
        { ...pin, title: "B" },
        { ...pin, title: "C" },
      ]),
    ).toBe("Map of 3 locations");
  });
});
