import mitt from "mitt";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  currentDevice,
  liveQuery,
  PHONE_MAX_WIDTH,
  setPreviewDevice,
  TABLET_MAX_WIDTH,
  watchDevice,
} from "./breakpoints";
import type { EnhanceEvents } from "./events";

/** A window whose width the test sets; matchMedia answers the two max/min-width queries the module asks. */
function fakeWindow(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const evaluate = (query: string): boolean => {
    const max = /max-width: (\d+)px/.exec(query);
    const min = /min-width: (\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  const view = {
    matchMedia: (query: string) => ({
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }),
  } as unknown as Window;
  return {
    view,
    resize(next: number) {
      width = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe("breakpoints", () => {
  it("uses the spec's limits: phone up to 767, tablet 768 to 980, desktop above", () => {
    expect([PHONE_MAX_WIDTH, TABLET_MAX_WIDTH]).toEqual([767, 980]);
    expect(currentDevice(fakeWindow(767).view)).toBe("phone");
    expect(currentDevice(fakeWindow(768).view)).toBe("tablet");
    expect(currentDevice(fakeWindow(980).view)).toBe("tablet");
    expect(currentDevice(fakeWindow(981).view)).toBe("desktop");
  });

  it("emits device:change on the bus only when the class changes", () => {
    const bus = mitt<EnhanceEvents>();
    const changes = vi.fn();
    bus.on("device:change", changes);
    const screen = fakeWindow(1200);
    const stop = watchDevice(bus, screen.view);
    screen.resize(1000);
    expect(changes).not.toHaveBeenCalled();
    screen.resize(800);
    expect(changes).toHaveBeenLastCalledWith({ device: "tablet", previous: "desktop" });
    screen.resize(500);
    expect(changes).toHaveBeenLastCalledWith({ device: "phone", previous: "tablet" });
    stop();
    screen.resize(1200);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it("given the builder's preview device, follows it instead of the window, and the window again once cleared", () => {
    const bus = mitt<EnhanceEvents>();
    const changes = vi.fn();
    bus.on("device:change", changes);
    const screen = fakeWindow(1200);
    const stop = watchDevice(bus, screen.view);
    try {
      setPreviewDevice("phone");
      expect(currentDevice(screen.view)).toBe("phone");
      expect(changes).toHaveBeenLastCalledWith({ device: "phone", previous: "desktop" });
      screen.resize(1000);
      expect(changes).toHaveBeenCalledTimes(1);
      setPreviewDevice(null);
      expect(currentDevice(screen.view)).toBe("desktop");
      expect(changes).toHaveBeenLastCalledWith({ device: "desktop", previous: "phone" });
    } finally {
      setPreviewDevice(null);
      stop();
    }
  });
});

describe("liveQuery", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a browser's MediaQueryList, whose answer is live, and asks again for a stand-in's or a new matchMedia", () => {
    class BrowserList {
      readonly matches = false;
    }
    vi.stubGlobal("MediaQueryList", BrowserList);
    const view = { matchMedia: vi.fn(() => new BrowserList()) } as unknown as Window;
    const first = liveQuery(view, "(max-width: 767px)");
    expect(liveQuery(view, "(max-width: 767px)")).toBe(first);
    expect(view.matchMedia).toHaveBeenCalledTimes(1);
    liveQuery(view, "(min-width: 768px)");
    expect(view.matchMedia).toHaveBeenCalledTimes(2);

    const replaced = vi.fn(() => new BrowserList());
    view.matchMedia = replaced as unknown as Window["matchMedia"];
    liveQuery(view, "(max-width: 767px)");
    expect(replaced).toHaveBeenCalledTimes(1);

    const standIn = vi.fn(() => ({ matches: true }));
    view.matchMedia = standIn as unknown as Window["matchMedia"];
    liveQuery(view, "(max-width: 767px)");
    liveQuery(view, "(max-width: 767px)");
    expect(standIn).toHaveBeenCalledTimes(2);
  });
});
