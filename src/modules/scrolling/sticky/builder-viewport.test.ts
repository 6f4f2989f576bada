import mitt from "mitt";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EnhanceEvents } from "../../../core/events";
import {
  SCROLL_LOCATION_ATTRIBUTE,
  VIEW_MODE_ATTRIBUTE,
  ZOOM_SCROLL_SCALE,
  builderViewport,
} from "./builder-viewport";

describe("builderViewport", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  /** The page in an app frame 300 px below the top of the top window's document, the top window 900 px tall. */
  function inAppFrame(attributes: Record<string, string> = {}) {
    const iframe = document.createElement("iframe");
    document.body.append(iframe);
    const view = iframe.contentWindow!;
    for (const [name, value] of Object.entries(attributes))
      view.document.documentElement.setAttribute(name, value);
    Object.defineProperty(view, "innerHeight", { value: 5000, configurable: true });
    const top = view.top!;
    Object.defineProperty(top, "innerHeight", { value: 900, configurable: true });
    let topScroll = 0;
    vi.spyOn(iframe, "getBoundingClientRect").mockImplementation(
      () => ({ top: 300 / scale - topScroll }) as DOMRect,
    );
    let scale = 1;
    const bus = mitt<EnhanceEvents>();
    const viewport = builderViewport(bus, view);
    return {
      bus,
      viewport,
      top,
      scrollTop(y: number, zoom = 1) {
        topScroll = y;
        scale = zoom;
        top.dispatchEvent(new Event("scroll"));
      },
    };
  }

  it("with scroll location app, sees the page from its own window, zoomed or not", () => {
    const { bus, viewport, scrollTop } = inAppFrame();
    bus.emit("builder:view-state", { mode: "zoom", scrollLocation: "app", scrollScale: 2 });
    scrollTop(700);
    expect(viewport.read()).toEqual({ scrollY: 0, height: 5000 });
  });

  it("with scroll location top, sees it from the top window past the frame's offset, at the zoom's scale", () => {
    const { bus, viewport, scrollTop } = inAppFrame();
    bus.emit("builder:view-state", { mode: "desktop", scrollLocation: "top", scrollScale: 1 });
    scrollTop(700);
    expect(viewport.read()).toEqual({ scrollY: 400, height: 900 });
    // Zoom: the frame shows at half size; 400 top-window px past its top are 800 of the page's.
    bus.emit("builder:view-state", { mode: "zoom", scrollLocation: "top", scrollScale: ZOOM_SCROLL_SCALE });
    scrollTop(550, ZOOM_SCROLL_SCALE);
    expect(viewport.read()).toEqual({ scrollY: 800, height: 1800 });
  });

  it("starting after the frame announced its state, reads it from the root element", () => {
    const { viewport, scrollTop } = inAppFrame({
      [SCROLL_LOCATION_ATTRIBUTE]: "top",
      [VIEW_MODE_ATTRIBUTE]: "zoom",
    });
    scrollTop(350, ZOOM_SCROLL_SCALE);
    expect(viewport.read()).toEqual({ scrollY: 400, height: 1800 });
  });

  it("tells of the top window's scroll while it scrolls the page, until stopped", () => {
    const { bus, viewport, top, scrollTop } = inAppFrame();
    const changed = vi.fn();
    const watching = new AbortController();
    viewport.watch(changed, watching.signal);
    scrollTop(100);
    expect(changed).not.toHaveBeenCalled();
    bus.emit("builder:view-state", { mode: "desktop", scrollLocation: "top", scrollScale: 1 });
    scrollTop(200);
    top.dispatchEvent(new Event("resize"));
    expect(changed).toHaveBeenCalledTimes(2);
    watching.abort();
    viewport.stop();
    scrollTop(300);
    bus.emit("builder:view-state", { mode: "desktop", scrollLocation: "app", scrollScale: 1 });
    expect(changed).toHaveBeenCalledTimes(2);
    expect(viewport.read()).toEqual({ scrollY: 0, height: 900 });
  });
});
