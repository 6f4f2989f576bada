import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render } from "../../test-support/context";
import type { EnhanceApp } from "../../boot/app";
import { currentDevice } from "../../core/breakpoints";
import { bus } from "../../core/bus";
import type { BuilderViewState } from "./api";
import {
  DOCUMENT_CHANGE_DEBOUNCE_MS,
  MAX_FOLLOWING_GROWTHS,
  SCROLL_LOCATION_ATTRIBUTE,
  SCROLL_LOCATION_DEBOUNCE_MS,
  VIEW_MODE_ATTRIBUTE,
  WIDTH_CHANGE_DEBOUNCE_MS,
  startBuilderFrame,
  type BuilderFrame,
} from "./app-frame";

interface FakeInstance {
  element: Element;
  selector: string;
}

/** The loader's surface the frame uses: live instances it can drop, and the roots it was asked to scan. */
function fakeApp(instances: FakeInstance[]) {
  const scanned: ParentNode[] = [];
  const dropped: Element[] = [];
  const app = {
    startedAt: 0,
    router: () => Promise.reject(new Error("no router here")),
    scan: (root: ParentNode) => void scanned.push(root),
    sweep: () => undefined,
    unmountWhere(drop: (element: Element, selector: string) => boolean) {
      for (const instance of [...instances]) {
        if (!drop(instance.element, instance.selector)) continue;
        dropped.push(instance.element);
        instances.splice(instances.indexOf(instance), 1);
      }
    },
    records: () => [],
    stop: () => undefined,
  } satisfies EnhanceApp;
  return { app, scanned, dropped };
}

const PAGE = `
  <div class="et_pb_section" id="section">
    <div class="et_pb_row"><div class="et_pb_column">
      <div class="et_pb_module et_pb_tabs" id="tabs"></div>
      <div class="et_pb_module et_pb_toggle" id="toggle"></div>
    </div></div>
  </div>
  <div class="et_pb_section" id="second"><div class="et_pb_module et_pb_text" id="far"></div></div>`;

let frame: BuilderFrame | undefined;
let resizeCallbacks: Array<() => void>;

beforeEach(() => {
  resizeCallbacks = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe(): void {}
      disconnect(): void {}
    },
  );
});

afterEach(() => {
  frame?.stop();
  frame = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(VIEW_MODE_ATTRIBUTE);
  document.documentElement.removeAttribute(SCROLL_LOCATION_ATTRIBUTE);
});

const byId = (id: string, doc: Document = document): HTMLElement => doc.getElementById(id)!;

describe("refresh", () => {
  it("unmounts modules that left or lost their marker, re-mounts every module inside the root and scans it", async () => {
    render(PAGE);
    const removed = document.createElement("div");
    const instances: FakeInstance[] = [
      { element: byId("tabs"), selector: ".et_pb_tabs" },
      { element: byId("toggle"), selector: ".et_pb_toggle" },
      { element: byId("far"), selector: ".et_pb_text" },
      { element: removed, selector: "div" },
    ];
    const { app, scanned, dropped } = fakeApp(instances);
    frame = startBuilderFrame(app, window, { active: true, context: "visual", appFrame: false });
    byId("toggle").className = "et_pb_module et_pb_text";

    await frame.api.refresh(byId("tabs"));

    expect(dropped).toEqual([byId("tabs"), byId("toggle"), removed]);
    expect(instances.map((instance) => instance.element)).toEqual([byId("far")]);
    expect(scanned).toEqual([byId("tabs")]);
  });

  it("without a root, scans the whole document and keeps the modules that still match", async () => {
    render(PAGE);
    const instances: FakeInstance[] = [{ element: byId("tabs"), selector: ".et_pb_tabs" }];
    const { app, scanned, dropped } = fakeApp(instances);
    frame = startBuilderFrame(app, window, { active: true, context: "visual" });
    bus.emit("builder:refresh", {});
    await Promise.resolve();
    expect(dropped).toEqual([]);
    expect(scanned).toEqual([document]);
  });

  it("gives layout elements inserted later their data-address", async () => {
    render(PAGE);
    frame = startBuilderFrame(fakeApp([]).app, window, { active: true, context: "visual" });
    expect(byId("far").getAttribute("data-address")).toBe("1.0");
    byId("section").remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(byId("far").getAttribute("data-address")).toBe("0.0");
  });

  it("is offered as window.enhance.builder", () => {
    const holder = window as unknown as { enhance?: { builder?: unknown } };
    holder.enhance = {};
    frame = startBuilderFrame(fakeApp([]).app, window, { active: true, context: "visual" });
    expect(holder.enhance.builder).toBe(frame.api);
    frame.stop();
    frame = undefined;
    expect(holder.enhance.builder).toBeUndefined();
    delete holder.enhance;
  });
});

describe("view modes", () => {
  it("given tablet or phone, makes the device class and its bus events follow the preview, not the window", () => {
    frame = startBuilderFrame(fakeApp([]).app, window, { active: true, context: "visual" });
    const window980 = currentDevice();
    frame.api.setViewMode("phone");
    expect(currentDevice()).toBe("phone");
    bus.emit("builder:view-mode", { mode: "tablet" });
    expect(currentDevice()).toBe("tablet");
    expect(document.documentElement.getAttribute(VIEW_MODE_ATTRIBUTE)).toBe("tablet");
    frame.api.setViewMode("desktop");
    expect(currentDevice()).toBe(window980);
  });

  it("given zoom, announces the doubled scroll scale to sticky and scroll code", () => {
    frame = startBuilderFrame(fakeApp([]).app, window, { active: true, context: "visual" });
    const states: BuilderViewState[] = [];
    const listen = (state: BuilderViewState): void => void states.push(state);
    bus.on("builder:view-state", listen);
    frame.api.setViewMode("zoom");
    bus.off("builder:view-state", listen);
    expect(states).toEqual([{ mode: "zoom", scrollLocation: "app", scrollScale: 2 }]);
  });

  it("given wireframe, mounts every module again (with motion off)", async () => {
    render(PAGE);
    const instances: FakeInstance[] = [{ element: byId("tabs"), selector: ".et_pb_tabs" }];
    const { app, scanned, dropped } = fakeApp(instances);
    frame = startBuilderFrame(app, window, { active: true, context: "visual" });
    frame.api.setViewMode("wireframe");
    await Promise.resolve();
    expect(dropped).toEqual([byId("tabs")]);
    expect(scanned).toEqual([document.body]);
  });
});

describe("scroll location", () => {
  it("takes effect 2000 ms after the last change (spec 9)", () => {
    vi.useFakeTimers();
    frame = startBuilderFrame(fakeApp([]).app, window, { active: true, context: "visual" });
    frame.api.setScrollLocation("top");
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS - 500);
    bus.emit("builder:scroll-location", { location: "top" });
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS - 1);
    expect(frame.state().scrollLocation).toBe("app");
    vi.advanceTimersByTime(1);
    expect(frame.state().scrollLocation).toBe("top");
  });

  it("starts at the location the theme configures for the builder", () => {
    const holder = window as unknown as { et_builder_utils_params?: unknown };
    holder.et_builder_utils_params = { builderScrollLocations: { desktop: "top" } };
    frame = startBuilderFrame(fakeApp([]).app, window, { active: true, context: "visual" });
    delete holder.et_builder_utils_params;
    expect(frame.state().scrollLocation).toBe("top");
  });

  it("given top in the app frame, keeps the frame as tall as its document, 50 ms after a change, and gives the editor's height back with app", () => {
    vi.useFakeTimers();
    const iframe = document.createElement("iframe");
    iframe.style.height = "700px";
    document.body.append(iframe);
    const view = iframe.contentWindow!;
    const doc = view.document;
    let height = 1500;
    Object.defineProperty(doc.documentElement, "scrollHeight", { get: () => height, configurable: true });
    frame = startBuilderFrame(fakeApp([]).app, view, { active: true, context: "visual", appFrame: true });
    expect(iframe.style.height).toBe("700px");
    frame.api.setScrollLocation("top");
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS);
    expect(iframe.style.height).toBe("1500px");

    height = 2400;
    for (const callback of resizeCallbacks) callback();
    vi.advanceTimersByTime(DOCUMENT_CHANGE_DEBOUNCE_MS - 1);
    expect(iframe.style.height).toBe("1500px");
    vi.advanceTimersByTime(1);
    expect(iframe.style.height).toBe("2400px");

    height = 1800;
    Object.defineProperty(view, "innerWidth", { value: 700, configurable: true });
    view.dispatchEvent(new (view as unknown as typeof globalThis).Event("resize"));
    vi.advanceTimersByTime(WIDTH_CHANGE_DEBOUNCE_MS - 1);
    expect(iframe.style.height).toBe("2400px");
    vi.advanceTimersByTime(1);
    expect(iframe.style.height).toBe("1800px");

    frame.api.setScrollLocation("app");
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS);
    expect(iframe.style.height).toBe("700px");
  });

  it("shows the location in force on the root element, for sticky modules that start later", () => {
    vi.useFakeTimers();
    frame = startBuilderFrame(fakeApp([]).app, window, { active: true, context: "visual" });
    expect(document.documentElement.getAttribute(SCROLL_LOCATION_ATTRIBUTE)).toBe("app");
    frame.api.setScrollLocation("top");
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS);
    expect(document.documentElement.getAttribute(SCROLL_LOCATION_ATTRIBUTE)).toBe("top");
  });

  it("given top and a page that grows with the frame (sized to the viewport's height), stops growing it after 3 growths in a row, and grows again after a new width", () => {
    vi.useFakeTimers();
    const iframe = document.createElement("iframe");
    iframe.style.height = "700px";
    document.body.append(iframe);
    const view = iframe.contentWindow!;
    // A full-screen header as tall as the frame above 300 px of other content.
    const frameHeight = (): number => parseFloat(iframe.style.height);
    Object.defineProperty(view.document.documentElement, "scrollHeight", {
      get: () => frameHeight() + 300,
      configurable: true,
    });
    frame = startBuilderFrame(fakeApp([]).app, view, { active: true, context: "visual", appFrame: true });
    frame.api.setScrollLocation("top");
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS);
    expect(frameHeight()).toBe(1000);
    // The document answers each growth by growing too; the frame checks again after each growth.
    for (const callback of resizeCallbacks) callback();
    vi.advanceTimersByTime(DOCUMENT_CHANGE_DEBOUNCE_MS * 20);
    expect(MAX_FOLLOWING_GROWTHS).toBe(3);
    expect(frameHeight()).toBe(1000 + 300 * MAX_FOLLOWING_GROWTHS);
    for (const callback of resizeCallbacks) callback();
    vi.advanceTimersByTime(DOCUMENT_CHANGE_DEBOUNCE_MS * 20);
    expect(frameHeight()).toBe(1900);

    Object.defineProperty(view, "innerWidth", { value: 700, configurable: true });
    view.dispatchEvent(new (view as unknown as typeof globalThis).Event("resize"));
    vi.advanceTimersByTime(DOCUMENT_CHANGE_DEBOUNCE_MS * 20);
    expect(frameHeight()).toBe(1900 + 300 * MAX_FOLLOWING_GROWTHS);
  });

  it("given top and a page that settles after it grew, keeps following its later growths", () => {
    vi.useFakeTimers();
    const iframe = document.createElement("iframe");
    document.body.append(iframe);
    const view = iframe.contentWindow!;
    let height = 1000;
    Object.defineProperty(view.document.documentElement, "scrollHeight", {
      get: () => height,
      configurable: true,
    });
    frame = startBuilderFrame(fakeApp([]).app, view, { active: true, context: "visual", appFrame: true });
    frame.api.setScrollLocation("top");
    vi.advanceTimersByTime(SCROLL_LOCATION_DEBOUNCE_MS);
    // Images load one after another, each well after the last: every growth is followed.
    for (let image = 1; image <= MAX_FOLLOWING_GROWTHS * 3; image += 1) {
      height += 100;
      for (const callback of resizeCallbacks) callback();
      vi.advanceTimersByTime(DOCUMENT_CHANGE_DEBOUNCE_MS * 4);
      expect(iframe.style.height).toBe(`${height}px`);
    }
  });
});

describe("scrollToAddress", () => {
  /** A page whose element at address 1.0 sits `distance` px below the top; the window scrolls as asked. */
  function pageWithTargetAt(distance: number, reduced = false) {
    render(PAGE);
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame", "performance"],
    });
    let scrollY = 0;
    vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
    vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
      scrollY = options.top ?? scrollY;
    }) as typeof window.scrollTo);
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: reduced && query.includes("reduce"),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    vi.spyOn(byId("far"), "getBoundingClientRect").mockImplementation(
      () => ({ top: distance - scrollY }) as DOMRect,
    );
    frame = startBuilderFrame(fakeApp([]).app, window, { active: true, context: "visual" });
    return { position: () => scrollY };
  }

  it.each([
    ["a short distance takes the 800 ms minimum", 1000, 800],
    ["a middle distance takes 400 ms per 1000 px", 5000, 2000],
    ["a long distance takes the 6000 ms maximum", 30000, 6000],
  ])("%s", async (_title, distance, duration) => {
    const page = pageWithTargetAt(distance);
    let done = false;
    void frame!.api.scrollToAddress("1.0").then(() => (done = true));
    await vi.advanceTimersByTimeAsync(duration - 50);
    expect(done).toBe(false);
    expect(page.position()).toBeLessThan(distance);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
    expect(page.position()).toBe(distance);
  });

  it("given reduced motion, jumps at once", async () => {
    const page = pageWithTargetAt(5000, true);
    await frame!.api.scrollToAddress("1.0");
    expect(page.position()).toBe(5000);
  });

  it("given the bus event, scrolls the same way", async () => {
    const page = pageWithTargetAt(5000, true);
    bus.emit("builder:scroll-to", { address: "1.0" });
    await vi.advanceTimersByTimeAsync(0);
    expect(page.position()).toBe(5000);
  });

  it("given an address that names nothing, leaves the page where it is and says so", async () => {
    const page = pageWithTargetAt(5000, true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await frame!.api.scrollToAddress("9.9");
    expect(page.position()).toBe(0);
    expect(warn).toHaveBeenCalledWith('[enhance:builder] no layout element at address "9.9"');
  });
});
