import { afterEach, describe, expect, it, vi } from "vitest";
import { sanitizeToFragment } from "../../../core/html";
import { createTestContext, render } from "../../../test-support/context";
import type { MapAdapter, MapOptions, MapPinView } from "./adapter";
import { DEFAULT_MAP_HEIGHT_PX, LOCATIONS_LABEL, MAP_UNAVAILABLE_MESSAGE, mountMap } from "./map";
import { DEFAULT_TILE_URL, MAX_ZOOM } from "./parse";

const MARKUP = ({ center = true, grayscale = "40" } = {}) => `
<div id="venues" class="et_pb_module et_pb_map_0 et_pb_map_container" data-grayscale="${grayscale}">
  <div class="et_pb_map" ${center ? 'data-center-lat="51.5" data-center-lng="-0.12"' : ""} data-zoom="13"
    data-mouse-wheel="off" data-mobile-dragging="off"></div>
  <div class="et_pb_map_pin" data-lat="51.51" data-lng="-0.09" data-title="SEO bootcamp">
    <h3>SEO bootcamp</h3>
    <div class="infowindow"><p>Two days. <a href="/book/">Book a seat</a></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><iframe src="https://maps.example/embed"></iframe></div>
  </div>
  <div class="et_pb_map_pin" data-lat="51.50" data-lng="-0.14" data-title="Email clinic">
    <h3>Email clinic</h3>
    <div class="infowindow"><p>Monthly drop-in.</p></div>
  </div>
  <div class="et_pb_map_pin" data-lat="nowhere" data-lng="-0.14" data-title="Broken"></div>
</div>`;

class FakeAdapter implements MapAdapter {
  options: MapOptions | null = null;
  container: HTMLElement | null = null;
  readonly pins: MapPinView[] = [];
  fitted = 0;
  destroyed = 0;
  create(container: HTMLElement, options: MapOptions): void {
    this.container = container;
    this.options = options;
  }
  addPin(pin: MapPinView): void {
    this.pins.push(pin);
  }
  fitToPins(): void {
    this.fitted += 1;
  }
  destroy(): void {
    this.destroyed += 1;
  }
}

function setup(markup = MARKUP(), loader?: () => Promise<{ createMapAdapter(): MapAdapter }>) {
  const root = render(markup);
  const element = root.querySelector<HTMLElement>(".et_pb_map_container")!;
  const adapter = new FakeAdapter();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const load = loader ?? (() => gate.then(() => ({ createMapAdapter: () => adapter })));
  const controller = new AbortController();
  const context = createTestContext(element, {
    html: { toFragment: async (html) => sanitizeToFragment(html) },
    reducedMotion: () => false,
    signal: controller.signal,
  });
  const mounted = mountMap(element, context, load);
  return { root, element, adapter, context, mounted, release, unmount: () => controller.abort() };
}

/** The module's markup as a string, to compare before mount and after cleanup. */
const markupOf = (element: Element) => new XMLSerializer().serializeToString(element);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelectorAll("meta").forEach((meta) => meta.remove());
});

describe("map module: the list of pins", () => {
  it("lists the pins before the map library has loaded, in place of the hidden server pins", async () => {
    const { element } = setup();
    await settle();
    expect(element.dataset["state"]).toBe("list");
    const list = element.querySelector("ul.enhance-map__list")!;
    expect(list.getAttribute("aria-label")).toBe(LOCATIONS_LABEL);
    const items = [...list.querySelectorAll(":scope > li")];
    expect(items.map((item) => item.querySelector(".enhance-map__title")?.textContent)).toEqual([
      "SEO bootcamp",
      "Email clinic",
    ]);
    expect(items[0]!.textContent).toContain("Two days.");
    expect(items[0]!.querySelector("a")?.getAttribute("href")).toBe("/book/");
    for (const pin of element.querySelectorAll<HTMLElement>(".et_pb_map_pin")) expect(pin.hidden).toBe(true);
    // The list is visible (not visually hidden) while there is no map.
    expect(element.querySelector(".enhance-map__locations")!.classList.contains("screen-reader-text")).toBe(
      false,
    );
  });

  it("sends the info content through the sanitising sink: no script, handler or frame survives", async () => {
    const { element } = setup();
    await settle();
    const list = element.querySelector(".enhance-map__list")!;
    expect(list.querySelector("script, iframe")).toBeNull();
    expect(list.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("warns about the pin it had to drop, naming the module", async () => {
    const { context } = setup();
    await settle();
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining("map module #venues: pin 3"));
  });
});

describe("map module: the map", () => {
  it("draws the map with the module's settings once the library is there, and keeps the list for screen readers", async () => {
    const { element, adapter, release, mounted } = setup();
    release();
    await mounted;
    expect(adapter.container).toBe(element.querySelector(".et_pb_map"));
    expect(adapter.options).toMatchObject({
      center: { lat: 51.5, lng: -0.12 },
      zoom: 13,
      maxZoom: MAX_ZOOM,
      grayscale: 40,
      scrollWheelZoom: false,
      // jsdom has no touch screen: "mobile dragging off" leaves mouse dragging on.
      dragging: true,
      label: "Map of 2 locations",
      reducedMotion: false,
      tiles: { urlTemplate: DEFAULT_TILE_URL },
    });
    expect(adapter.pins.map((pin) => [pin.title, pin.lat, pin.lng])).toEqual([
      ["SEO bootcamp", 51.51, -0.09],
      ["Email clinic", 51.5, -0.14],
    ]);
    expect(adapter.pins[0]!.content.textContent).toContain("Two days.");
    expect(adapter.pins[0]!.content.querySelector("script, iframe")).toBeNull();
    expect(adapter.fitted).toBe(0);
    expect(element.dataset["state"]).toBe("map");
    const locations = element.querySelector<HTMLElement>(".enhance-map__locations")!;
    expect(locations.classList.contains("screen-reader-text")).toBe(true);
    expect(locations.isConnected).toBe(true);
  });

  it("turns dragging off on a touch screen when mobile dragging is off", async () => {
    const matchMedia = vi
      .spyOn(window, "matchMedia")
      .mockImplementation(
        (query) => ({ matches: query.includes("pointer: coarse"), media: query }) as MediaQueryList,
      );
    const { adapter, release, mounted } = setup();
    release();
    await mounted;
    expect(adapter.options?.dragging).toBe(false);
    matchMedia.mockRestore();
  });

  it("fits the pins when the module has no centre", async () => {
    const { adapter, release, mounted } = setup(MARKUP({ center: false }));
    release();
    await mounted;
    expect(adapter.options?.center).toBeNull();
    expect(adapter.fitted).toBe(1);
  });

  it("takes the page's tile server from its meta settings", async () => {
    document.head.insertAdjacentElement(
      "beforeend",
      Object.assign(document.createElement("meta"), {
        name: "enhance-map-tiles",
        content: "/fixture-tiles/{z}/{x}/{y}.svg",
      }),
    );
    const { adapter, release, mounted } = setup();
    release();
    await mounted;
    expect(adapter.options?.tiles).toEqual({
      urlTemplate: "/fixture-tiles/{z}/{x}/{y}.svg",
      attribution: "",
      maxNativeZoom: 19,
    });
  });

  it("shows the list again while focus is inside it", async () => {
    const { element, release, mounted } = setup();
    release();
    await mounted;
    const locations = element.querySelector<HTMLElement>(".enhance-map__locations")!;
    const link = locations.querySelector("a")!;
    link.focus();
    expect(locations.classList.contains("screen-reader-text")).toBe(false);
    link.blur();
    locations.dispatchEvent(new FocusEvent("focusout", { relatedTarget: document.body }));
    expect(locations.classList.contains("screen-reader-text")).toBe(true);
  });
});

describe("map module: a map box without a height", () => {
  it("gets the theme's 440 px when the page's stylesheet gave it none, and loses it on cleanup", async () => {
    expect(DEFAULT_MAP_HEIGHT_PX).toBe(440);
    const root = render(MARKUP());
    const element = root.querySelector<HTMLElement>(".et_pb_map_container")!;
    const box = element.querySelector<HTMLElement>(".et_pb_map")!;
    box.getClientRects = () => [new DOMRect(0, 0, 600, 0)] as unknown as DOMRectList;
    const context = createTestContext(element, {
      html: { toFragment: async (html) => sanitizeToFragment(html) },
    });
    const cleanup = await mountMap(element, context, async () => ({
      createMapAdapter: () => new FakeAdapter(),
    }));
    expect(box.style.height).toBe("440px");
    cleanup?.();
    expect(box.style.height).toBe("");
  });

  it("leaves a map that is not rendered (a closed toggle) to size itself when shown", async () => {
    const { element, release, mounted } = setup();
    release();
    await mounted;
    expect(element.querySelector<HTMLElement>(".et_pb_map")!.style.height).toBe("");
  });
});

describe("map module: failures", () => {
  it("keeps the list and says why when the library cannot be loaded", async () => {
    const { element, context, mounted } = setup(MARKUP(), () => Promise.reject(new Error("chunk failed")));
    await mounted;
    expect(element.dataset["state"]).toBe("library-unavailable");
    expect(element.querySelector('[role="status"]')!.textContent).toBe(MAP_UNAVAILABLE_MESSAGE);
    expect(element.querySelector<HTMLElement>(".et_pb_map")!.hidden).toBe(true);
    expect(element.querySelector(".enhance-map__locations")!.classList.contains("screen-reader-text")).toBe(
      false,
    );
    expect(context.log.warn).toHaveBeenCalledWith(
      expect.stringContaining("could not be loaded"),
      expect.any(Error),
    );
  });

  it("shows the list instead of the map when no tile could be reached", async () => {
    const { element, adapter, release, mounted } = setup();
    release();
    await mounted;
    adapter.options!.onTiles("failed");
    adapter.options!.onTiles("failed");
    expect(element.dataset["state"]).toBe("map");
    adapter.options!.onTiles("settled");
    expect(element.dataset["state"]).toBe("tiles-unavailable");
    expect(element.querySelector('[role="status"]')!.textContent).toBe(MAP_UNAVAILABLE_MESSAGE);
    expect(element.querySelector<HTMLElement>(".et_pb_map")!.hidden).toBe(true);
    expect(element.querySelector(".enhance-map__locations")!.classList.contains("screen-reader-text")).toBe(
      false,
    );
  });

  it("keeps the map when some tiles arrived and others failed", async () => {
    const { element, adapter, release, mounted } = setup();
    release();
    await mounted;
    adapter.options!.onTiles("loaded");
    adapter.options!.onTiles("failed");
    adapter.options!.onTiles("settled");
    expect(element.dataset["state"]).toBe("map");
  });

  it("falls back to the list when the library throws while drawing", async () => {
    const broken = new FakeAdapter();
    broken.create = () => {
      throw new Error("no canvas");
    };
    const { element, mounted } = setup(MARKUP(), async () => ({ createMapAdapter: () => broken }));
    await mounted;
    expect(element.dataset["state"]).toBe("library-unavailable");
  });
});

describe("map module: cleanup", () => {
  it("removes the list and the map and gives the server's pins back", async () => {
    const { element, adapter, release, mounted } = setup();
    release();
    const cleanup = await mounted;
    cleanup?.();
    expect(adapter.destroyed).toBe(1);
    expect(element.querySelector(".enhance-map__locations")).toBeNull();
    expect(element.dataset["state"]).toBeUndefined();
    for (const pin of element.querySelectorAll<HTMLElement>(".et_pb_map_pin")) expect(pin.hidden).toBe(false);
  });

  it("does not draw a map for a module that was removed while the library loaded", async () => {
    const { adapter, release, mounted, unmount } = setup();
    await settle();
    unmount();
    release();
    await mounted;
    expect(adapter.container).toBeNull();
  });
});

describe("map module: a root adopting the server's nodes", () => {
  it("keeps the server's map box and pins as the same nodes, and gives the module's markup back on cleanup", async () => {
    const root = render(MARKUP());
    const element = root.querySelector<HTMLElement>(".et_pb_map_container")!;
    const serverMarkup = markupOf(element);
    const box = element.querySelector(".et_pb_map");
    const pins = [...element.querySelectorAll(".et_pb_map_pin")];
    const context = createTestContext(element, {
      html: { toFragment: async (html) => sanitizeToFragment(html) },
    });
    const adapter = new FakeAdapter();
    const cleanup = await mountMap(element, context, async () => ({ createMapAdapter: () => adapter }));
    expect(element.querySelector(".et_pb_map")).toBe(box);
    expect(adapter.container).toBe(box);
    expect([...element.querySelectorAll(".et_pb_map_pin")]).toEqual(pins);
    pins.forEach((pin, index) => expect(element.querySelectorAll(".et_pb_map_pin")[index]).toBe(pin));
    // The list sits right after the map box.
    expect(box?.parentElement?.nextElementSibling?.classList.contains("enhance-map__locations")).toBe(true);
    cleanup?.();
    expect(markupOf(element)).toBe(serverMarkup);
    expect(element.querySelector(".et_pb_map")).toBe(box);
  });

  it("declines a module without its map box and leaves it as it is", async () => {
    const root = render(
      '<div class="et_pb_map_container"><div class="et_pb_map_pin" data-lat="1" data-lng="2" data-title="A"></div></div>',
    );
    const element = root.querySelector<HTMLElement>(".et_pb_map_container")!;
    const serverMarkup = markupOf(element);
    const context = createTestContext(element);
    const cleanup = await mountMap(element, context, async () => ({
      createMapAdapter: () => new FakeAdapter(),
    }));
    expect(cleanup).toBeUndefined();
    expect(context.decline).toHaveBeenCalledWith(expect.stringContaining(".et_pb_map"), element);
    expect(markupOf(element)).toBe(serverMarkup);
    expect(element.dataset["state"]).toBeUndefined();
  });
});
