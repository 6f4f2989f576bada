import type { TileState } from "./adapter";
import type { LatLngValue, MapPin, TileSettings } from "./parse";
import { PIN_ICON_HEIGHT, PIN_ICON_URL, PIN_ICON_WIDTH } from "./pin-icon";
import { fitPlaces, layoutView, offsetInView, tileUrl } from "./projection";

/**
 * The map before the visitor touches it: the tiles of the module's view as plain images and its pins as buttons,
 * drawn in the map box without the map library. The library (its own chunk, several times this one) loads on
 * the first interaction and takes over the same view; until then the page pays only for these images.
 */

export interface PreviewOptions {
  /** Null: the view fits the pins. */
  center: LatLngValue | null;
  zoom: number;
  /** The deepest zoom the map may reach: its zoom-in button is disabled there, as the library's is. */
  maxZoom: number;
  tiles: TileSettings;
  /** Percent, 0 to 100. */
  grayscale: number;
  pins: readonly MapPin[];
  /** Whether the wheel zooms the map; when it does not, the wheel stays the page's and wakes nothing. */
  scrollWheelZoom: boolean;
  onTiles(state: TileState): void;
  /** The first interaction, and every one after it until the preview is gone. */
  onInteraction(interaction: Interaction): void;
}

/** What the visitor did to the preview, for the library to carry on from. */
export type Interaction =
  | { kind: "wake" }
  /** A pin was pressed: its details open once the library is there. */
  | { kind: "pin"; index: number; byKeyboard: boolean }
  /** A zoom button was pressed: the map zooms one step once the library is there. */
  | { kind: "zoom"; zoomIn: boolean }
  | { kind: "wheel"; clientX: number; clientY: number; zoomIn: boolean };

export interface MapPreview {
  /**
   * What has focus in the preview: a pin's index, "map" for the map box itself, a zoom button, or null when focus
   * is elsewhere.
   */
  focused(): number | "map" | "zoom-in" | "zoom-out" | null;
  /**
   * The library has drawn the same view: the pins go (the library's are in their places, focus moved to them)
   * and nothing wakes the map again; the tiles stay under the library's until `remove`.
   */
  handOver(): void;
  /** Removes the preview and its listeners. */
  remove(): void;
  /**
   * Gives the map box its own attributes and position back (the preview made it a focusable, named region, as
   * the library does): once the library, if it came, has been taken down too.
   */
  restoreBox(): void;
}

/** The padding the library keeps around the pins it fits: one pin icon. */
const FIT_PADDING = { x: PIN_ICON_WIDTH, y: PIN_ICON_HEIGHT };

const BOX_ATTRIBUTES = ["tabindex", "role", "aria-roledescription", "aria-label"] as const;

function styled<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  style: Partial<CSSStyleDeclaration>,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  Object.assign(element.style, style);
  return element;
}

/**
 * Draws the preview into `box` (the map box, already sized by the page) and redraws it when the box changes size.
 * `label` names the box as the map library names it, so the region a screen reader finds stays the same one.
 */
export function drawPreview(box: HTMLElement, label: string, options: PreviewOptions): MapPreview {
  const controller = new AbortController();
  const signal = controller.signal;
  const savedAttributes = BOX_ATTRIBUTES.map((name) => box.getAttribute(name));
  const savedPosition = box.style.position;
  if (getComputedStyle(box).position === "static") box.style.position = "relative";
  box.tabIndex = 0;
  box.setAttribute("role", "region");
  box.setAttribute("aria-roledescription", "map");
  box.setAttribute("aria-label", label);

  const frame = styled("div", "enhance-map__preview", {
    position: "absolute",
    inset: "0",
    overflow: "hidden",
  });
  const tileLayer = styled("div", "enhance-map__preview-tiles", {
    position: "absolute",
    inset: "0",
    filter: options.grayscale > 0 ? `grayscale(${options.grayscale}%)` : "",
  });
  // Hidden until the first draw places the pins. The draw runs in the resize observer's first report, which comes
  // after a layout that has the pins where they fall in the flow; Chromium counts their move from there into place
  // as a layout shift even though no frame was painted in between (measured: 0.0036 a pin on the media page).
  const pinLayer = styled("div", "enhance-map__preview-pins", {
    position: "absolute",
    inset: "0",
    visibility: "hidden",
  });
  const attribution = styled("div", "enhance-map__preview-attribution", {
    position: "absolute",
    right: "0",
    bottom: "0",
    padding: "0 5px",
    font: "12px/1.4 sans-serif",
    color: "#333",
    background: "rgba(255, 255, 255, 0.8)",
  });
  attribution.textContent = options.tiles.attribution;
  // The zoom buttons as the library draws them (top left, 30 px), so nothing moves when it takes over.
  const zoomBar = styled("div", "enhance-map__preview-zoom", {
    position: "absolute",
    left: "10px",
    top: "10px",
    border: "2px solid rgba(0, 0, 0, 0.2)",
    borderRadius: "4px",
    backgroundClip: "padding-box",
  });
  const zoomButtons = ([true, false] as const).map((zoomIn) => {
    const disabled = zoomIn ? options.zoom >= options.maxZoom : options.zoom <= 0;
    const button = styled("button", "enhance-map__preview-zoom-button", {
      display: "block",
      width: "30px",
      height: "30px",
      padding: "0",
      border: "0",
      borderBottom: zoomIn ? "1px solid #ccc" : "0",
      borderRadius: zoomIn ? "2px 2px 0 0" : "0 0 2px 2px",
      background: "#fff",
      color: disabled ? "#bbb" : "#000",
      font: "bold 22px/30px 'Lucida Console', Monaco, monospace",
      textAlign: "center",
      cursor: disabled ? "default" : "pointer",
    });
    button.type = "button";
    button.textContent = zoomIn ? "+" : "\u2212";
    button.title = zoomIn ? "Zoom in" : "Zoom out";
    button.setAttribute("aria-label", button.title);
    if (disabled) button.setAttribute("aria-disabled", "true");
    else button.addEventListener("click", () => options.onInteraction({ kind: "zoom", zoomIn }), { signal });
    zoomBar.append(button);
    return button;
  });
  frame.append(tileLayer, pinLayer, zoomBar);
  if (options.tiles.attribution) frame.append(attribution);
  box.prepend(frame);

  const pinButtons = options.pins.map((pin, index) => {
    const button = styled("button", "enhance-map__preview-pin", {
      position: "absolute",
      width: `${PIN_ICON_WIDTH}px`,
      height: `${PIN_ICON_HEIGHT}px`,
      padding: "0",
      border: "0",
      background: `url("${PIN_ICON_URL}") no-repeat`,
      cursor: "pointer",
    });
    button.type = "button";
    button.title = pin.title;
    button.setAttribute("aria-label", pin.title);
    // `detail` is 0 when Enter or Space pressed the button.
    button.addEventListener(
      "click",
      (event) => options.onInteraction({ kind: "pin", index, byKeyboard: event.detail === 0 }),
      { signal },
    );
    pinLayer.append(button);
    return button;
  });

  /** The box size last drawn: a resize to the same size (or a second observation) draws nothing again. */
  let drawnSize = "";
  const draw = (): void => {
    const size = { width: box.clientWidth, height: box.clientHeight };
    const key = `${size.width}x${size.height}`;
    // A box that is not rendered (a closed toggle) has no size: the preview waits until it has one.
    if (size.width === 0 || size.height === 0 || key === drawnSize) return;
    drawnSize = key;
    const view = options.center
      ? { center: options.center, zoom: options.zoom }
      : fitPlaces(options.pins, size, FIT_PADDING, options.zoom);
    const layout = layoutView(view.center, view.zoom, size, options.tiles.maxNativeZoom);
    const highDensity = window.devicePixelRatio > 1;
    let waiting = layout.tiles.length;
    const settleOne = (): void => {
      waiting -= 1;
      if (waiting === 0) options.onTiles("settled");
    };
    tileLayer.replaceChildren(
      ...layout.tiles.map((tile) => {
        const image = styled("img", "enhance-map__preview-tile", {
          position: "absolute",
          left: `${tile.left}px`,
          top: `${tile.top}px`,
          width: `${tile.size}px`,
          height: `${tile.size}px`,
          maxWidth: "none",
        });
        image.alt = "";
        image.decoding = "async";
        image.addEventListener(
          "load",
          () => {
            options.onTiles("loaded");
            settleOne();
          },
          { signal, once: true },
        );
        image.addEventListener(
          "error",
          () => {
            options.onTiles("failed");
            settleOne();
          },
          { signal, once: true },
        );
        image.src = tileUrl(options.tiles.urlTemplate, tile, highDensity);
        return image;
      }),
    );
    options.pins.forEach((pin, index) => {
      const offset = offsetInView(pin, view.zoom, layout);
      const button = pinButtons[index]!;
      button.style.left = `${offset.x - PIN_ICON_WIDTH / 2}px`;
      button.style.top = `${offset.y - PIN_ICON_HEIGHT}px`;
    });
    pinLayer.style.removeProperty("visibility");
  };
  let resizeObserver: ResizeObserver | null = null;
  if (typeof ResizeObserver === "function") {
    // The observer's first report, delivered after the browser's own layout, draws the first view. Reading the
    // box's size here, straight after the writes above, would force a layout of the whole page in this task.
    resizeObserver = new ResizeObserver(draw);
    resizeObserver.observe(box);
  } else draw();

  // What wakes the map: focus coming in, a press, a key on it, and the wheel when the wheel zooms.
  const wake = (): void => options.onInteraction({ kind: "wake" });
  box.addEventListener("focusin", wake, { signal });
  box.addEventListener("pointerdown", wake, { signal });
  box.addEventListener("keydown", wake, { signal });
  if (options.scrollWheelZoom) {
    box.addEventListener(
      "wheel",
      (event) => {
        // The map takes the wheel, as it will once drawn: the page does not scroll under the pointer meanwhile.
        event.preventDefault();
        options.onInteraction({
          kind: "wheel",
          clientX: event.clientX,
          clientY: event.clientY,
          zoomIn: event.deltaY < 0,
        });
      },
      { signal, passive: false },
    );
  }

  const stopListening = (): void => {
    controller.abort();
    resizeObserver?.disconnect();
  };
  let boxRestored = false;
  return {
    focused() {
      const active = document.activeElement;
      if (active === box) return "map";
      if (active === zoomButtons[0]) return "zoom-in";
      if (active === zoomButtons[1]) return "zoom-out";
      const index = pinButtons.findIndex((button) => button === active);
      return index >= 0 ? index : null;
    },
    handOver() {
      stopListening();
      pinLayer.remove();
      zoomBar.remove();
    },
    remove() {
      stopListening();
      frame.remove();
    },
    restoreBox() {
      if (boxRestored) return;
      boxRestored = true;
      box.style.position = savedPosition;
      if (box.getAttribute("style") === "") box.removeAttribute("style");
      BOX_ATTRIBUTES.forEach((name, index) => {
        const value = savedAttributes[index];
        if (value === null || value === undefined) box.removeAttribute(name);
        else box.setAttribute(name, value);
      });
    },
  };
}
