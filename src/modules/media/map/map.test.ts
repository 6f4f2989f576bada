import { afterEach, describe, expect, it, vi } from "vitest";
import { sanitizeToFragment } from "../../../core/html";
import { createTestContext, render } from "../../../test-support/context";
import { controlResize } from "../../../test-support/observers";
import type { MapAdapter, MapOptions, MapPinView } from "./adapter";
import { DEFAULT_MAP_HEIGHT_PX, LOCATIONS_LABEL, MAP_UNAVAILABLE_MESSAGE, mountMap } from "./map";
import { renderPinInfo } from "./map-engine";
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
  readonly opened: [number, boolean][] = [];
  readonly zooms: [number, number, boolean][] = [];
  readonly pinButtons: HTMLElement[] = [];
  pinElement(index: number): HTMLElement | null {
    return this.pins[index] ? (this.pinButtons[index] ??= this.pinButton(index)) : null;
  }
  private pinButton(index: number): HTMLElement {
    const button = document.createElement("button");
    button.textContent = this.pins[index]!.title;
    this.container?.append(button);
    return button;
  }
  openPin(index: number, focusInside: boolean): void {
    this.opened.push([index, focusInside]);
  }
  zoomAround(clientX: number, clientY: number, zoomIn: boolean): void {
    this.zooms.push([clientX, clientY, zoomIn]);
  }
  readonly zoomSteps: boolean[] = [];
  private readonly zoomButtons = new Map<boolean, HTMLElement>();
  zoomButton(zoomIn: boolean): HTMLElement | null {
    let button = this.zoomButtons.get(zoomIn);
    if (!button) {
      button = document.createElement("button");
      button.textContent = zoomIn ? "Zoom in" : "Zoom out";
      this.container?.append(button);
      this.zoomButtons.set(zoomIn, button);
    }
    return button;
  }
  zoomBy(zoomIn: boolean): void {
    this.zoomSteps.push(zoomIn);
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

/** The visitor's first interaction with the map's preview: focus arriving on the map box. */
function wake(element: HTMLElement): void {
  element.querySelector<HTMLElement>(".et_pb_map")!.focus();
}

/** Mounts, wakes the map and lets the library draw it. */
async function drawn(setupResult: ReturnType<typeof setup>) {
  const cleanup = await setupResult.mounted;
  wake(setupResult.element);
  setupResult.release();
  await vi.waitFor(() => expect(setupResult.adapter.container).not.toBeNull());
  await settle();
  return cleanup;
}

/** The module's markup as a string, to compare before mount and after cleanup. */
const markupOf = (element: Element) => new XMLSerializer().serializeToString(element);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.head.querySelectorAll("meta").forEach((meta) => meta.remove());
});

describe("map module: the list of pins", () => {
  it("lists the pins' titles at once in place of the hidden server pins, and their details once the map is first used", async () => {
    const { element, context, mounted } = setup();
    const toFragment = vi.spyOn(context.html, "toFragment");
    await mounted;
    expect(element.dataset["state"]).toBe("map");
    const list = element.querySelector("ul.enhance-map__list")!;
    expect([...list.querySelectorAll(".enhance-map__title")].map((title) => title.textContent)).toEqual([
      "SEO bootcamp",
      "Email clinic",
    ]);
    // The preview needs no sanitiser: the details (server markup) wait until the visitor reaches the map.
    expect(toFragment).not.toHaveBeenCalled();
    expect(list.querySelector(".enhance-map__info")).toBeNull();
    // Out of sight (the map box shows the map), there for screen readers.
    expect(element.querySelector(".enhance-map__locations")!.classList.contains("screen-reader-text")).toBe(
      true,
    );
    wake(element);
    await vi.waitFor(() => expect(list.querySelector(".enhance-map__info")).not.toBeNull());
    expect(list.getAttribute("aria-label")).toBe(LOCATIONS_LABEL);
    const items = [...list.querySelectorAll(":scope > li")];
    expect(items.map((item) => item.querySelector(".enhance-map__title")?.textContent)).toEqual([
      "SEO bootcamp",
      "Email clinic",
    ]);
    expect(items[0]!.textContent).toContain("Two days.");
    expect(items[0]!.querySelector("a")?.getAttribute("href")).toBe("/book/");
    for (const pin of element.querySelectorAll<HTMLElement>(".et_pb_map_pin")) expect(pin.hidden).toBe(true);
  });

  it("shows the list, visibly and with its details, when the map cannot be loaded at all", async () => {
    const root = render(MARKUP());
    const element = root.querySelector<HTMLElement>(".et_pb_map_container")!;
    const context = createTestContext(element, {
      html: { toFragment: async (html) => sanitizeToFragment(html) },
    });
    await mountMap(
      element,
      context,
      async () => ({ createMapAdapter: () => new FakeAdapter() }),
      () => Promise.reject(new Error("chunk failed")),
    );
    expect(element.dataset["state"]).toBe("library-unavailable");
    expect(element.querySelector(".enhance-map__locations")!.classList.contains("screen-reader-text")).toBe(
      false,
    );
    await vi.waitFor(() =>
      expect(element.querySelector(".enhance-map__info")?.textContent).toContain("Two days."),
    );
  });

  it("turns details without markup into text without asking the sanitiser", async () => {
    const root = render(MARKUP().replace("<p>Monthly drop-in.</p>", "Monthly drop-in"));
    const element = root.querySelector<HTMLElement>(".et_pb_map_container")!;
    const context = createTestContext(element);
    const toFragment = vi.spyOn(context.html, "toFragment");
    const info = await renderPinInfo(
      { lat: 1, lng: 2, title: "Email clinic", infoHtml: "Monthly drop-in, first Monday" },
      context,
    );
    expect(info?.textContent).toBe("Monthly drop-in, first Monday");
    expect(toFragment).not.toHaveBeenCalled();
    await renderPinInfo({ lat: 1, lng: 2, title: "Email clinic", infoHtml: "Tea &amp; talk" }, context);
    expect(toFragment).toHaveBeenCalledWith("Tea &amp; talk");
  });

  it("sends the info content through the sanitising sink: no script, handler or frame survives", async () => {
    const map = setup();
    const { element } = map;
    await drawn(map);
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
    const map = setup();
    const { element, adapter } = map;
    await drawn(map);
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
    const map = setup();
    const { adapter } = map;
    await drawn(map);
    expect(adapter.options?.dragging).toBe(false);
    matchMedia.mockRestore();
  });

  it("fits the pins when the module has no centre", async () => {
    const map = setup(MARKUP({ center: false }));
    const { adapter } = map;
    await drawn(map);
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
    const map = setup();
    const { adapter } = map;
    await drawn(map);
    expect(adapter.options?.tiles).toEqual({
      urlTemplate: "/fixture-tiles/{z}/{x}/{y}.svg",
      attribution: "",
      maxNativeZoom: 19,
    });
  });

  it("shows the list again while focus is inside it", async () => {
    const map = setup();
    const { element } = map;
    await drawn(map);
    const locations = element.querySelector<HTMLElement>(".enhance-map__locations")!;
    const link = locations.querySelector("a")!;
    link.focus();
    expect(locations.classList.contains("screen-reader-text")).toBe(false);
    link.blur();
    locations.dispatchEvent(new FocusEvent("focusout", { relatedTarget: document.body }));
    expect(locations.classList.contains("screen-reader-text")).toBe(true);
  });
});

/** Gives the map box a rendered size, which jsdom does not lay out; `onRead` hears each read of it. */
function sizeBox(
  element: HTMLElement,
  width = 600,
  height = 300,
  onRead = (): void => undefined,
): HTMLElement {
  const box = element.querySelector<HTMLElement>(".et_pb_map")!;
  for (const [name, value] of [
    ["clientWidth", width],
    ["clientHeight", height],
  ] as const) {
    Object.defineProperty(box, name, {
      configurable: true,
      get: () => {
        onRead();
        return value;
      },
    });
  }
  return box;
}

describe("map module: the preview before the first interaction", () => {
  function setupSized(markup = MARKUP()) {
    const root = render(markup);
    const element = root.querySelector<HTMLElement>(".et_pb_map_container")!;
    const box = sizeBox(element);
    const adapter = new FakeAdapter();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(() => gate.then(() => ({ createMapAdapter: () => adapter })));
    const context = createTestContext(element, {
      html: { toFragment: async (html) => sanitizeToFragment(html) },
    });
    const mounted = mountMap(element, context, load);
    return { element, box, adapter, load, release, mounted };
  }

  it("draws the view's tiles, the grayscale and the named pins in the map box without loading the library", async () => {
    const { element, box, load, mounted } = setupSized();
    await mounted;
    expect(element.dataset["state"]).toBe("map");
    const tiles = [...box.querySelectorAll<HTMLImageElement>(".enhance-map__preview-tile")];
    // 600 by 300 px: three or four columns and two or three rows of 256 px tiles.
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(
      tiles.every((tile) => /^https:\/\/tile\.openstreetmap\.org\/13\/\d+\/\d+\.png$/.test(tile.src)),
    ).toBe(true);
    expect(tiles.some((tile) => tile.src.endsWith("/13/4094/2724.png"))).toBe(true);
    expect(box.querySelector<HTMLElement>(".enhance-map__preview-tiles")!.style.filter).toBe(
      "grayscale(40%)",
    );
    const pins = [...box.querySelectorAll<HTMLElement>(".enhance-map__preview-pin")];
    expect(pins.map((pin) => pin.getAttribute("aria-label"))).toEqual(["SEO bootcamp", "Email clinic"]);
    // The tip of the pin (bottom centre of its 46 by 43 px icon) on the place: east of the centre, to the right.
    expect(parseFloat(pins[0]!.style.left) + 23).toBeGreaterThan(300);
    expect(box.getAttribute("role")).toBe("region");
    expect(box.getAttribute("aria-label")).toBe("Map of 2 locations");
    expect(box.tabIndex).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  it("shows the list when none of the preview's tiles can be reached, without loading the library", async () => {
    const { element, box, load, mounted } = setupSized();
    await mounted;
    const tiles = [...box.querySelectorAll(".enhance-map__preview-tile")];
    tiles.forEach((tile) => tile.dispatchEvent(new Event("error")));
    expect(element.dataset["state"]).toBe("tiles-unavailable");
    expect(box.hidden).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the preview when one of its tiles arrived", async () => {
    const { element, box, mounted } = setupSized();
    await mounted;
    const tiles = [...box.querySelectorAll(".enhance-map__preview-tile")];
    tiles.forEach((tile, index) => tile.dispatchEvent(new Event(index === 0 ? "load" : "error")));
    expect(element.dataset["state"]).toBe("map");
  });

  it("loads the library once on the first interaction; a pin focused and pressed in the preview is focused and opened on the map", async () => {
    const { box, adapter, load, release, mounted } = setupSized();
    await mounted;
    const pin = box.querySelectorAll<HTMLElement>(".enhance-map__preview-pin")[1]!;
    pin.focus();
    pin.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    // A press from the keyboard is a click with no pointer detail.
    pin.click();
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(adapter.opened).toEqual([[1, true]]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(adapter.pinElement(1));
    // The preview's pins are gone, out of the tab order; its tiles wait under the map's until those arrive.
    expect(box.querySelector(".enhance-map__preview-pin")).toBeNull();
    expect(box.querySelector(".enhance-map__preview-tile")).not.toBeNull();
    adapter.options!.onTiles("loaded");
    adapter.options!.onTiles("settled");
    expect(box.querySelector(".enhance-map__preview")).toBeNull();
  });

  it("draws the library's zoom buttons; one pressed in the preview zooms the drawn map and keeps focus on its button", async () => {
    const { box, adapter, release, mounted } = setupSized();
    await mounted;
    const zoomIn = box.querySelector<HTMLElement>('.enhance-map__preview-zoom [aria-label="Zoom in"]')!;
    const zoomOut = box.querySelector<HTMLElement>('.enhance-map__preview-zoom [aria-label="Zoom out"]')!;
    expect(zoomIn.getAttribute("aria-disabled")).toBeNull();
    expect(zoomOut.getAttribute("aria-disabled")).toBeNull();
    zoomIn.focus();
    zoomIn.click();
    release();
    await vi.waitFor(() => expect(adapter.zoomSteps).toEqual([true]));
    expect(document.activeElement).toBe(adapter.zoomButton(true));
    expect(box.querySelector(".enhance-map__preview-zoom")).toBeNull();
  });

  it("disables the preview's zoom-in button at the deepest zoom, as the library does", async () => {
    const { box, load, mounted } = setupSized(MARKUP().replace('data-zoom="13"', 'data-zoom="21"'));
    await mounted;
    const zoomIn = box.querySelector<HTMLElement>('.enhance-map__preview-zoom [aria-label="Zoom in"]')!;
    expect(zoomIn.getAttribute("aria-disabled")).toBe("true");
    zoomIn.click();
    expect(load).not.toHaveBeenCalled();
  });

  it("takes a wheel over the preview from the page and zooms the drawn map where the pointer was", async () => {
    const { box, adapter, load, release, mounted } = setupSized(
      MARKUP().replace('data-mouse-wheel="off"', ""),
    );
    await mounted;
    const wheel = new WheelEvent("wheel", { deltaY: -100, clientX: 40, clientY: 50, cancelable: true });
    box.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(adapter.zooms).toEqual([[40, 50, true]]));
  });

  it("leaves the wheel to the page, and the library unloaded, when the module turns wheel zoom off", async () => {
    const { box, load, mounted } = setupSized();
    await mounted;
    const wheel = new WheelEvent("wheel", { deltaY: -100, cancelable: true });
    box.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("in a browser with ResizeObserver, reads the box's size only in the observer's report, after the browser's own layout, and shows the pins once placed", async () => {
    const resize = controlResize();
    const root = render(MARKUP());
    const element = root.querySelector<HTMLElement>(".et_pb_map_container")!;
    let sizeReads = 0;
    const box = sizeBox(element, 600, 300, () => (sizeReads += 1));
    const context = createTestContext(element);
    await mountMap(element, context, vi.fn());
    await settle();
    // Mounted, the preview is in the box with its pins, but no size was read in the task that wrote them. The
    // pins wait hidden, so a frame painted before the report does not show them out of place.
    const pinLayer = box.querySelector<HTMLElement>(".enhance-map__preview-pins")!;
    expect(pinLayer.querySelectorAll(".enhance-map__preview-pin")).toHaveLength(2);
    expect(pinLayer.style.visibility).toBe("hidden");
    expect(box.querySelectorAll(".enhance-map__preview-tile")).toHaveLength(0);
    const readsBeforeReport = sizeReads;
    resize.report(new Map([[box, 300]]));
    expect(sizeReads).toBeGreaterThan(readsBeforeReport);
    expect(box.querySelectorAll(".enhance-map__preview-tile").length).toBeGreaterThanOrEqual(6);
    expect(pinLayer.style.visibility).toBe("");
    // The engine's one height check for a box without a height is the only read before the report.
    expect(readsBeforeReport).toBeLessThanOrEqual(1);
  });

  it("gives focus on the map box back to the map, so the library hears it arrive", async () => {
    const { box, adapter, release, mounted } = setupSized();
    await mounted;
    const arrivals: string[] = [];
    box.addEventListener("focus", () => arrivals.push("focus"));
    box.focus();
    release();
    await vi.waitFor(() => expect(adapter.container).toBe(box));
    await settle();
    expect(arrivals).toEqual(["focus", "focus"]);
    expect(document.activeElement).toBe(box);
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
    const map = setup();
    const { element } = map;
    await drawn(map);
    expect(element.querySelector<HTMLElement>(".et_pb_map")!.style.height).toBe("");
  });
});

describe("map module: failures", () => {
  it("keeps the list and says why when the library cannot be loaded on the first interaction", async () => {
    const { element, context, mounted } = setup(MARKUP(), () => Promise.reject(new Error("chunk failed")));
    await mounted;
    wake(element);
    await vi.waitFor(() => expect(element.dataset["state"]).toBe("library-unavailable"));
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
    const map = setup();
    const { element, adapter } = map;
    await drawn(map);
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
    const map = setup();
    const { element, adapter } = map;
    await drawn(map);
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
    wake(element);
    await vi.waitFor(() => expect(element.dataset["state"]).toBe("library-unavailable"));
  });
});

describe("map module: cleanup", () => {
  it("removes the list and the map and gives the server's pins back", async () => {
    const map = setup();
    const { element, adapter } = map;
    const cleanup = await drawn(map);
    cleanup?.();
    expect(adapter.destroyed).toBe(1);
    expect(element.querySelector(".enhance-map__locations")).toBeNull();
    expect(element.dataset["state"]).toBeUndefined();
    for (const pin of element.querySelectorAll<HTMLElement>(".et_pb_map_pin")) expect(pin.hidden).toBe(false);
  });

  it("does not draw a map for a module that was removed while the library loaded", async () => {
    const { element, adapter, release, mounted, unmount } = setup();
    await mounted;
    wake(element);
    unmount();
    release();
    await settle();
    expect(adapter.container).toBeNull();
  });
});

describe("map module: a root beside the server's nodes", () => {
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
    wake(element);
    await vi.waitFor(() => expect(adapter.container).toBe(box));
    expect([...element.querySelectorAll(".et_pb_map_pin")]).toEqual(pins);
    pins.forEach((pin, index) => expect(element.querySelectorAll(".et_pb_map_pin")[index]).toBe(pin));
    // The map box stays a child of the module (the theme's `.et_pb_map_container > .et_pb_map` keeps matching),
    // and the list sits right after it.
    expect(box?.parentElement).toBe(element);
    expect(box?.nextElementSibling?.classList.contains("enhance-map__locations")).toBe(true);
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
