import mitt from "mitt";
import { flushSync } from "react-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Device } from "../../../core/breakpoints";
import type { EnhanceEvents } from "../../../core/events";
import { createTestContext, render } from "../../../test-support/context";
import {
  ADMIN_BAR_RESIZE_DELAY_MS,
  DOCUMENT_CHANGE_DEBOUNCE_MS,
  DOM_CHANGE_DEBOUNCE_MS,
  PLACEHOLDER_CLASS,
  STICKY_END_EVENT,
  STICKY_START_EVENT,
  WIDTH_CHANGE_DEBOUNCE_MS,
  createStickyEngine,
  type StickyEngine,
  type ViewportSource,
} from "./engine";
import { FINAL_STYLE_DELAY_MS, PARENT_UNLOCK_DELAY_MS } from "./logic";
import { parseStickySettings, type StickySettings } from "./settings";
import { mountStickyModule } from "./StickyModule";

/** Page geometry the test sets: each element's box in document coordinates. */
interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const boxes = new Map<Element, Box>();
const hidden = new Set<Element>();
const byStickyId = new Map<string, Element>();
let device: Device = "desktop";
let reducedMotion = false;
let engine: StickyEngine | null = null;
let bus = mitt<EnhanceEvents>();
const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };

/** Observers the test drives: resize reports and "near the viewport" reports of limits. */
const resizeObservers: Array<{ callback: ResizeObserverCallback; targets: Set<Element> }> = [];
const intersectionObservers: Array<{ callback: IntersectionObserverCallback; targets: Set<Element> }> = [];

function stubObservers(): void {
  resizeObservers.length = 0;
  intersectionObservers.length = 0;
  class FakeResizeObserver {
    private readonly record = {
      callback: (() => undefined) as ResizeObserverCallback,
      targets: new Set<Element>(),
    };
    constructor(callback: ResizeObserverCallback) {
      this.record.callback = callback;
      resizeObservers.push(this.record);
    }
    observe(target: Element) {
      if (this.record.targets.has(target)) return;
      this.record.targets.add(target);
      // As the real one does, a newly observed element is reported once.
      this.record.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
  }
  class FakeIntersectionObserver {
    private readonly record = {
      callback: (() => undefined) as IntersectionObserverCallback,
      targets: new Set<Element>(),
    };
    constructor(callback: IntersectionObserverCallback) {
      this.record.callback = callback;
      intersectionObservers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
      // As the real one does, a newly observed element is reported once; here as near the viewport.
      this.record.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
  }
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
}

function resized(target: Element): void {
  for (const observer of resizeObservers) {
    if (observer.targets.has(target))
      observer.callback([{ target } as ResizeObserverEntry], {} as ResizeObserver);
  }
}

function near(target: Element, isIntersecting: boolean): void {
  for (const observer of intersectionObservers) {
    if (observer.targets.has(target)) {
      observer.callback(
        [{ target, isIntersecting } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  }
}

function rectOf(element: Element): DOMRect {
  let box = boxes.get(element);
  if (!box && element.classList.contains(PLACEHOLDER_CLASS)) {
    const owner = byStickyId.get(element.getAttribute("data-sticky-placeholder-id") ?? "");
    box = owner ? boxes.get(owner) : undefined;
  }
  box ??= { top: 0, left: 0, width: 0, height: 0 };
  const top = box.top - window.scrollY;
  return {
    top,
    bottom: top + box.height,
    left: box.left,
    right: box.left + box.width,
    width: box.width,
    height: box.height,
    x: box.left,
    y: top,
    toJSON: () => ({}),
  } as DOMRect;
}

let rectReads = 0;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
  });
  stubObservers();
  boxes.clear();
  hidden.clear();
  byStickyId.clear();
  device = "desktop";
  reducedMotion = false;
  rectReads = 0;
  bus = mitt<EnhanceEvents>();
  log.warn.mockClear();
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    rectReads += 1;
    return rectOf(this);
  });
  vi.spyOn(Element.prototype, "getClientRects").mockImplementation(function (this: Element) {
    return (hidden.has(this) ? [] : [rectOf(this)]) as unknown as DOMRectList;
  });
  setScroll(0);
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  Object.defineProperty(window, "innerWidth", { value: 1280, configurable: true });
});

afterEach(() => {
  engine?.destroy();
  engine = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.body.className = "";
});

function setScroll(y: number): void {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}

function scrollTo(y: number): void {
  setScroll(y);
  window.dispatchEvent(new Event("scroll"));
  vi.advanceTimersToNextFrame();
}

function settingsOf(key: string, entry: Record<string, unknown>): StickySettings {
  const settings = parseStickySettings(key, { selector: `.${key}`, ...entry }, vi.fn());
  if (!settings) throw new Error(`bad test entry ${key}`);
  return settings;
}

function start(settings: StickySettings[], viewport?: ViewportSource): StickyEngine {
  for (const entry of settings) {
    const element = document.getElementsByClassName(entry.className)[0];
    if (element) byStickyId.set(entry.id, element);
  }
  // Each module's state and placeholder are shown by its own root, as on the page.
  engine = createStickyEngine({
    log,
    device: () => device,
    reducedMotion: () => reducedMotion,
    bus,
    attach: (element, store) => mountStickyModule(element, store, createTestContext(element)),
    commitRoots: (publish) => flushSync(publish),
    viewport: viewport && Promise.resolve(viewport),
  });
  engine.update(settings);
  vi.advanceTimersToNextFrame();
  return engine;
}

const $ = (selector: string): HTMLElement => {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

/** A section 1000..3000 with a row holding a column with a 100 px module at 1200. */
function onePage(moduleClass = "et_pb_text_1"): HTMLElement {
  render(`
    <div class="et_pb_section et_pb_section_1">
      <div class="et_pb_row et_pb_row_1">
        <div class="et_pb_column et_pb_column_1">
          <div class="et_pb_module et_pb_text ${moduleClass}" style="color: rgb(1, 2, 3)">Outline</div>
        </div>
      </div>
    </div>`);
  boxes.set($(".et_pb_section_1"), { top: 1000, left: 0, width: 1280, height: 2000 });
  boxes.set($(".et_pb_row_1"), { top: 1100, left: 100, width: 1080, height: 1800 });
  boxes.set($(".et_pb_column_1"), { top: 1100, left: 100, width: 360, height: 1500 });
  boxes.set($(`.${moduleClass}`), { top: 1200, left: 100, width: 360, height: 100 });
  return $(`.${moduleClass}`);
}

describe("sticking to the top", () => {
  it("is not sticky until the scroll passes the module, then sticks with a placeholder", () => {
    const module = onePage();
    const started = vi.fn();
    window.addEventListener(STICKY_START_EVENT, started);
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    expect(module.dataset["state"]).toBe("not-sticky");

    scrollTo(1200);
    expect(module.dataset["state"]).toBe("not-sticky");
    expect(document.querySelector(`.${PLACEHOLDER_CLASS}`)).toBeNull();

    scrollTo(1201);
    expect(module.dataset["state"]).toBe("sticky");
    expect(module.dataset["stickySide"]).toBe("top");
    expect(module.classList.contains("et_pb_sticky")).toBe(true);
    expect(module.classList.contains("et_pb_sticky--top")).toBe(true);
    expect(module.style.getPropertyValue("position")).toBe("fixed");
    expect(module.style.getPropertyPriority("position")).toBe("important");
    expect(module.style.getPropertyValue("top")).toBe("0px");
    expect(module.style.getPropertyValue("left")).toBe("100px");
    expect(module.style.getPropertyValue("width")).toBe("360px");
    expect(module.style.getPropertyValue("z-index")).toBe("10000");
    const placeholder = module.nextElementSibling as HTMLElement;
    expect(placeholder.classList.contains(PLACEHOLDER_CLASS)).toBe(true);
    expect(placeholder.getAttribute("data-sticky-placeholder-id")).toBe("et_pb_text_1");
    expect(placeholder.getAttribute("aria-hidden")).toBe("true");
    expect(placeholder.style.height).toBe("100px");
    expect(placeholder.style.width).toBe("360px");
    expect(placeholder.childElementCount).toBe(0);
    expect(started).toHaveBeenCalledWith(expect.objectContaining({ detail: { stickyId: "et_pb_text_1" } }));
    window.removeEventListener(STICKY_START_EVENT, started);
  });

  it("ends when the scroll returns: no placeholder, no class, the module's own inline style back", () => {
    const module = onePage();
    const ended = vi.fn();
    window.addEventListener(STICKY_END_EVENT, ended);
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    scrollTo(1500);
    scrollTo(100);
    expect(module.dataset["state"]).toBe("not-sticky");
    expect(module.dataset["stickySide"]).toBeUndefined();
    expect(document.querySelector(`.${PLACEHOLDER_CLASS}`)).toBeNull();
    expect(module.classList.contains("et_pb_sticky")).toBe(false);
    expect(module.classList.contains("et_pb_sticky--top")).toBe(false);
    expect(module.getAttribute("style")).toBe("color: rgb(1, 2, 3);");
    expect(ended).toHaveBeenCalledTimes(1);
    window.removeEventListener(STICKY_END_EVENT, ended);
  });

  it("locks the parent's height while the placeholder goes in, and unlocks it 1 ms later, in the next frame", () => {
    const module = onePage();
    const column = $(".et_pb_column_1");
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    scrollTo(1500);
    expect(column.style.getPropertyValue("height")).toBe("1500px");
    vi.advanceTimersByTime(PARENT_UNLOCK_DELAY_MS);
    // Written in a frame, never between frames (the next frame's first read would force a layout).
    expect(column.style.getPropertyValue("height")).toBe("1500px");
    vi.advanceTimersToNextFrame();
    expect(column.style.getPropertyValue("height")).toBe("");
    scrollTo(0);
    expect(column.style.getPropertyValue("height")).toBe("1500px");
    vi.advanceTimersByTime(PARENT_UNLOCK_DELAY_MS);
    vi.advanceTimersToNextFrame();
    expect(column.style.getPropertyValue("height")).toBe("");
    expect(module.dataset["state"]).toBe("not-sticky");
  });

  it.each([
    ["content-box", "1460px"],
    ["border-box", "1500px"],
  ])("locks a %s parent at the height it has (its own height property's box)", (boxSizing, locked) => {
    onePage();
    const column = $(".et_pb_column_1");
    column.style.padding = "15px 0 20px";
    column.style.borderTop = "5px solid black";
    column.style.boxSizing = boxSizing;
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    scrollTo(1500);
    expect(column.style.getPropertyValue("height")).toBe(locked);
  });

  it("sticks earlier by its top offset and keeps that distance", () => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "top", topOffset: "40px" })]);
    scrollTo(1160);
    expect(module.dataset["state"]).toBe("not-sticky");
    scrollTo(1161);
    expect(module.style.getPropertyValue("top")).toBe("40px");
  });

  it("reads nothing from the layout on a scrolled frame", () => {
    onePage();
    start([settingsOf("et_pb_text_1", { position: "top", bottomLimit: "section" })]);
    const reads = rectReads;
    for (const y of [500, 1250, 1600, 2950, 2000, 1100, 0]) scrollTo(y);
    expect(rectReads).toBe(reads);
  });

  it("asks for one frame for any number of scroll events", () => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    setScroll(1500);
    for (let index = 0; index < 5; index += 1) window.dispatchEvent(new Event("scroll"));
    expect(module.dataset["state"]).toBe("not-sticky");
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextFrame();
    expect(module.dataset["state"]).toBe("sticky");
  });
});

describe("limits", () => {
  it.each([
    ["column", 2600],
    ["row", 2900],
    ["section", 3000],
  ])("pauses at its %s and resumes when scrolled back", (limit, limitBottom) => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "top", bottomLimit: limit })]);
    scrollTo(limitBottom - 101);
    expect(module.dataset["state"]).toBe("sticky");
    scrollTo(limitBottom - 100);
    expect(module.dataset["state"]).toBe("paused");
    expect(module.dataset["stickySide"]).toBe("top");
    // Back at its own place in the flow's containing block, translated down to the stop.
    expect(module.style.getPropertyValue("position")).toBe("absolute");
    expect(module.style.getPropertyValue("top")).toBe("1200px");
    expect(module.style.getPropertyValue("translate")).toBe(`0px ${limitBottom - 100 - 1200}px`);
    expect(module.classList.contains("et_pb_sticky")).toBe(true);
    expect(document.querySelectorAll(`.${PLACEHOLDER_CLASS}`)).toHaveLength(1);
    scrollTo(limitBottom + 500);
    expect(module.dataset["state"]).toBe("paused");
    scrollTo(1500);
    expect(module.dataset["state"]).toBe("sticky");
    expect(module.style.getPropertyValue("position")).toBe("fixed");
    expect(module.style.getPropertyValue("translate")).toBe("");
  });

  it("pauses at the end of the page with the body as its limit", () => {
    const module = onePage();
    boxes.set(document.body, { top: 0, left: 0, width: 1280, height: 5000 });
    start([settingsOf("et_pb_text_1", { position: "top", bottomLimit: "body" })]);
    scrollTo(4899);
    expect(module.dataset["state"]).toBe("sticky");
    scrollTo(4900);
    expect(module.dataset["state"]).toBe("paused");
  });

  it("ignores a limit with no such container around the module, with a warning", () => {
    render(`<div class="et_pb_module et_pb_text_9">Loose</div>`);
    boxes.set($(".et_pb_text_9"), { top: 500, left: 0, width: 300, height: 50 });
    start([settingsOf("et_pb_text_9", { position: "top", bottomLimit: "row" })]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("no row around it"));
    scrollTo(10_000);
    expect($(".et_pb_text_9").dataset["state"]).toBe("sticky");
  });

  it("skips a module whose limit is far from the viewport, then settles it when the limit comes near", () => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "top", bottomLimit: "section" })]);
    const section = $(".et_pb_section_1");
    near(section, false);
    vi.advanceTimersToNextFrame();
    scrollTo(1500);
    expect(module.dataset["state"]).toBe("not-sticky");
    near(section, true);
    vi.advanceTimersToNextFrame();
    expect(module.dataset["state"]).toBe("sticky");
    // Leaving: one last pass settles it in its final state.
    setScroll(5000);
    near(section, false);
    vi.advanceTimersToNextFrame();
    expect(module.dataset["state"]).toBe("paused");
  });
});

describe("sticking to the bottom", () => {
  it("sticks to the viewport's bottom edge while its place is below it", () => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "bottom", bottomOffset: "16px" })]);
    // Its bottom (1300) is below the viewport's bottom edge (800 - 16).
    expect(module.dataset["state"]).toBe("sticky");
    expect(module.dataset["stickySide"]).toBe("bottom");
    expect(module.classList.contains("et_pb_sticky--bottom")).toBe(true);
    expect(module.style.getPropertyValue("bottom")).toBe("16px");
    expect(module.style.getPropertyValue("top")).toBe("auto");
    scrollTo(516);
    expect(module.dataset["state"]).toBe("not-sticky");
  });

  it("pauses at its top limit, the top of its row", () => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "bottom", topLimit: "row" })]);
    expect(module.dataset["state"]).toBe("paused");
    expect(module.dataset["stickySide"]).toBe("bottom");
    expect(module.style.getPropertyValue("translate")).toBe("0px -100px");
    scrollTo(401);
    expect(module.dataset["state"]).toBe("sticky");
  });
});

describe("top and bottom", () => {
  it("changes side with the scroll position, moving by translation once fixed", () => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "top_bottom" })]);
    expect(module.dataset["stickySide"]).toBe("bottom");
    expect(module.classList.contains("et_pb_sticky--top_bottom")).toBe(true);
    // One frame jumps from below the module to above it: it stays fixed, anchored at the bottom, and moves up.
    scrollTo(2000);
    expect(module.dataset["state"]).toBe("sticky");
    expect(module.dataset["stickySide"]).toBe("top");
    expect(module.style.getPropertyValue("bottom")).toBe("0px");
    expect(module.style.getPropertyValue("translate")).toBe("0px -700px");
    scrollTo(600);
    expect(module.dataset["state"]).toBe("not-sticky");
    scrollTo(2000);
    expect(module.style.getPropertyValue("top")).toBe("0px");
    expect(module.style.getPropertyValue("translate")).toBe("");
  });
});

describe("stacking and fixed page elements", () => {
  function twoModules(): [HTMLElement, HTMLElement] {
    render(`
      <div class="et_pb_section et_pb_section_1">
        <div class="et_pb_module et_pb_text_1">First</div>
        <div class="et_pb_module et_pb_text_2">Second</div>
      </div>`);
    boxes.set($(".et_pb_section_1"), { top: 0, left: 0, width: 1280, height: 9000 });
    boxes.set($(".et_pb_text_1"), { top: 500, left: 0, width: 1280, height: 60 });
    boxes.set($(".et_pb_text_2"), { top: 1500, left: 0, width: 1280, height: 40 });
    return [$(".et_pb_text_1"), $(".et_pb_text_2")];
  }

  it("stacks a module below the sticky modules before it", () => {
    const [, second] = twoModules();
    start([
      settingsOf("et_pb_text_1", { position: "top", topOffset: "10px" }),
      settingsOf("et_pb_text_2", { position: "top" }),
    ]);
    scrollTo(1429);
    expect(second.dataset["state"]).toBe("not-sticky");
    scrollTo(1431);
    expect(second.style.getPropertyValue("top")).toBe("70px");
  });

  it("does not stack when the surrounding offset is off", () => {
    const [, second] = twoModules();
    start([
      settingsOf("et_pb_text_1", { position: "top" }),
      settingsOf("et_pb_text_2", { position: "top", offsetSurrounding: "off" }),
    ]);
    scrollTo(1501);
    expect(second.style.getPropertyValue("top")).toBe("0px");
  });

  it("keeps clear of the fixed header, and follows it by translation when it hides", () => {
    const [first] = twoModules();
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    // The fixed header says on the bus how much of the viewport it covers; the engine never reads its markup.
    bus.emit("fixed-header:change", { state: "fixed", height: 66 });
    scrollTo(1000);
    expect(first.style.getPropertyValue("top")).toBe("66px");
    bus.emit("fixed-header:change", { state: "hidden", height: 66 });
    vi.advanceTimersToNextFrame();
    expect(first.style.getPropertyValue("top")).toBe("66px");
    expect(first.style.getPropertyValue("translate")).toBe("0px -66px");
  });

  it("asks the fixed header for its state when it starts, and hears the answer", () => {
    const [first] = twoModules();
    // The header started first: it answers the request with its current state.
    const asked = vi.fn(() => bus.emit("fixed-header:change", { state: "static", height: 80 }));
    bus.on("fixed-header:request", asked);
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    expect(asked).toHaveBeenCalledTimes(1);
    scrollTo(1000);
    expect(first.style.getPropertyValue("top")).toBe("80px");
  });

  it("keeps clear of a fixed admin bar", () => {
    render(`<div id="wpadminbar" style="position: fixed">Admin</div>`);
    boxes.set($("#wpadminbar"), { top: 0, left: 0, width: 1280, height: 32 });
    const [first] = twoModules();
    start([settingsOf("et_pb_text_1", { position: "top", offsetSurrounding: "off" })]);
    scrollTo(1000);
    expect(first.style.getPropertyValue("top")).toBe("32px");
  });

  it("pauses a stack together at a shared limit", () => {
    const [first, second] = twoModules();
    start([
      settingsOf("et_pb_text_1", { position: "top", bottomLimit: "section" }),
      settingsOf("et_pb_text_2", { position: "top", bottomLimit: "section" }),
    ]);
    // The stack (60 + 40) reaches the section's end (9000) at 8900.
    scrollTo(8899);
    expect([first.dataset["state"], second.dataset["state"]]).toEqual(["sticky", "sticky"]);
    scrollTo(8900);
    expect([first.dataset["state"], second.dataset["state"]]).toEqual(["paused", "paused"]);
  });
});

describe("z-index by layout zone", () => {
  it.each([
    ["et-l--header", "10010"],
    ["et-l--footer", "9990"],
    ["et-l--post", "10000"],
  ])("a module in %s gets %s", (zone, zIndex) => {
    render(`<div class="et-l ${zone}"><div class="et_pb_section et_pb_section_7">Bar</div></div>`);
    boxes.set($(".et_pb_section_7"), { top: 100, left: 0, width: 1280, height: 50 });
    start([settingsOf("et_pb_section_7", { position: "top" })]);
    scrollTo(200);
    expect($(".et_pb_section_7").style.getPropertyValue("z-index")).toBe(zIndex);
  });
});

describe("classes and styles while sticky", () => {
  it("marks a sticky module et_pb_sticky_module from the start, before it ever sticks, as the theme does", () => {
    const module = onePage();
    render(`<div class="et_pb_text_9 et_pb_sticky_module">Printed by the server</div>`);
    expect(module.classList.contains("et_pb_sticky_module")).toBe(false);
    start([settingsOf("et_pb_text_1", { position: "top" }), settingsOf("et_pb_text_9", { position: "top" })]);
    expect(module.classList.contains("et_pb_sticky_module")).toBe(true);
    expect(module.dataset["state"]).toBe("not-sticky");
    scrollTo(1500);
    scrollTo(0);
    expect(module.classList.contains("et_pb_sticky_module")).toBe(true);
    // Given back as the server sent it: added here, removed here; printed by the server, kept.
    engine?.destroy();
    engine = null;
    expect(module.classList.contains("et_pb_sticky_module")).toBe(false);
    expect($(".et_pb_text_9").classList.contains("et_pb_sticky_module")).toBe(true);
  });

  it("a module the builder's settings no longer name loses the class it was given", () => {
    const module = onePage();
    const sticky = start([settingsOf("et_pb_text_1", { position: "top" })]);
    sticky.update([]);
    vi.advanceTimersToNextFrame();
    expect(module.classList.contains("et_pb_sticky_module")).toBe(false);
  });

  it("measures sticky sizes and offsets in rem, em and vmin against the fonts and the viewport", () => {
    const module = onePage();
    document.documentElement.style.fontSize = "20px";
    module.style.fontSize = "10px";
    start([
      settingsOf("et_pb_text_1", {
        position: "top",
        stickyStyles: {
          width: "20rem",
          "max-width": "50vmin",
          position_origin_r: "top_left",
          vertical_offset: "3em",
          horizontal_offset: "12pt",
        },
      }),
    ]);
    reducedMotion = true;
    scrollTo(1500);
    document.documentElement.style.removeProperty("font-size");
    // 20rem at a 20 px root, 50vmin of a 1280 by 800 viewport, 3em at 10 px, 12pt.
    expect(module.style.getPropertyValue("width")).toBe("400px");
    expect(module.style.getPropertyValue("max-width")).toBe("400px");
    expect(module.style.getPropertyValue("translate")).toBe("16px 30px");
  });

  it("marks the builder wrapper and the columns around a sticky module", () => {
    render(
      `<div class="et_builder_inner_content"><div class="et_pb_column et_pb_column_0"><div class="et_pb_text_4">A</div></div></div>`,
    );
    boxes.set($(".et_pb_text_4"), { top: 100, left: 0, width: 300, height: 50 });
    start([settingsOf("et_pb_text_4", { position: "top" })]);
    scrollTo(200);
    expect($(".et_builder_inner_content").classList.contains("has_et_pb_sticky")).toBe(true);
    expect($(".et_pb_column_0").classList.contains("has_et_pb_sticky")).toBe(true);
    scrollTo(0);
    expect($(".et_builder_inner_content").classList.contains("has_et_pb_sticky")).toBe(false);
    expect($(".et_pb_column_0").classList.contains("has_et_pb_sticky")).toBe(false);
  });

  it("switches to the sticky background layout and back", () => {
    render(
      `<div class="et_pb_blurb_0 et_pb_bg_layout_dark" data-background-layout="dark" data-background-layout-sticky="light">Card</div>`,
    );
    const card = $(".et_pb_blurb_0");
    boxes.set(card, { top: 100, left: 0, width: 300, height: 50 });
    start([settingsOf("et_pb_blurb_0", { position: "top" })]);
    scrollTo(200);
    expect(card.classList.contains("et_pb_bg_layout_light")).toBe(true);
    expect(card.classList.contains("et_pb_bg_layout_dark")).toBe(false);
    scrollTo(0);
    expect(card.classList.contains("et_pb_bg_layout_dark")).toBe(true);
    expect(card.classList.contains("et_pb_bg_layout_light")).toBe(false);
  });

  it("keeps an equal-height column's height while it is fixed", () => {
    render(
      `<div class="et_pb_row et_pb_equal_columns"><div class="et_pb_column et_pb_column_5">Col</div></div>`,
    );
    boxes.set($(".et_pb_column_5"), { top: 100, left: 0, width: 300, height: 640 });
    start([settingsOf("et_pb_column_5", { position: "top" })]);
    scrollTo(200);
    expect($(".et_pb_column_5").style.getPropertyValue("height")).toBe("640px");
  });

  it("applies the sticky width at once and the relative offsets 50 ms later", () => {
    const module = onePage();
    start([
      settingsOf("et_pb_text_1", {
        position: "top",
        styles: { module_alignment: { desktop: "center" } },
        stickyStyles: {
          width: { desktop: "400px" },
          "max-width": "1000px",
          position_origin_r: "top_left",
          vertical_offset: "10px",
        },
      }),
    ]);
    scrollTo(1500);
    expect(module.style.getPropertyValue("width")).toBe("400px");
    expect(module.style.getPropertyValue("max-width")).toBe("1000px");
    expect(module.style.getPropertyValue("translate")).toBe("-20px 0px");
    vi.advanceTimersByTime(FINAL_STYLE_DELAY_MS - 1);
    expect(module.style.getPropertyValue("translate")).toBe("-20px 0px");
    vi.advanceTimersByTime(1);
    vi.advanceTimersToNextFrame();
    expect(module.style.getPropertyValue("translate")).toBe("-20px 10px");
  });

  it("with reduced motion, applies the whole sticky style at once and turns transitions off meanwhile", () => {
    reducedMotion = true;
    const module = onePage();
    start([
      settingsOf("et_pb_text_1", {
        position: "top",
        stickyStyles: { position_origin_r: "top_left", vertical_offset: "10px" },
      }),
    ]);
    scrollTo(1500);
    expect(module.style.getPropertyValue("translate")).toBe("0px 10px");
    expect(module.style.getPropertyValue("transition")).toBe("none");
    scrollTo(0);
    expect(module.style.getPropertyValue("transition")).toBe("none");
    vi.advanceTimersByTime(PARENT_UNLOCK_DELAY_MS);
    vi.advanceTimersToNextFrame();
    expect(module.style.getPropertyValue("transition")).toBe("");
  });

  it("with the transition setting off, turns transitions off too", () => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "top", transition: "off" })]);
    scrollTo(1500);
    expect(module.style.getPropertyValue("transition")).toBe("none");
  });

  it("gives a placeholder no room when the theme already takes the module out of the flow", () => {
    const module = onePage();
    module.style.position = "absolute";
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    scrollTo(1500);
    expect((module.nextElementSibling as HTMLElement).style.display).toBe("none");
  });
});

describe("visibility, nesting and breakpoints", () => {
  it("never sticks a module the theme hides", () => {
    const module = onePage();
    hidden.add(module);
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    scrollTo(1500);
    expect(module.dataset["state"]).toBe("not-sticky");
  });

  it("ignores a sticky module inside another sticky module, with a warning", () => {
    render(`<div class="et_pb_row et_pb_row_2"><div class="et_pb_text_3">Inner</div></div>`);
    boxes.set($(".et_pb_row_2"), { top: 100, left: 0, width: 1000, height: 100 });
    boxes.set($(".et_pb_text_3"), { top: 120, left: 0, width: 1000, height: 20 });
    start([settingsOf("et_pb_row_2", { position: "top" }), settingsOf("et_pb_text_3", { position: "top" })]);
    expect(log.warn).toHaveBeenCalledWith(
      "sticky module et_pb_text_3 is inside sticky module et_pb_row_2; ignored",
    );
    scrollTo(500);
    expect($(".et_pb_row_2").dataset["state"]).toBe("sticky");
    expect($(".et_pb_text_3").dataset["state"]).toBeUndefined();
  });

  it("uses the first of several elements with the order class, with a warning", () => {
    render(`<div class="et_pb_text_6">One</div><div class="et_pb_text_6">Two</div>`);
    start([settingsOf("et_pb_text_6", { position: "top" })]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("2 elements have class et_pb_text_6"));
    expect(document.querySelectorAll("[data-state]")).toHaveLength(1);
  });

  it("a breakpoint change ends sticky, then applies that breakpoint's settings", () => {
    const module = onePage();
    const sticky = start([
      settingsOf("et_pb_text_1", {
        position: { desktop: "top", phone: "none" },
        topOffset: { desktop: "0px", tablet: "30px" },
      }),
    ]);
    scrollTo(1500);
    expect(module.style.getPropertyValue("top")).toBe("0px");
    const ended = vi.fn();
    window.addEventListener(STICKY_END_EVENT, ended);
    device = "tablet";
    sticky.deviceChanged();
    vi.advanceTimersToNextFrame();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(module.dataset["state"]).toBe("sticky");
    expect(module.style.getPropertyValue("top")).toBe("30px");
    device = "phone";
    sticky.deviceChanged();
    vi.advanceTimersToNextFrame();
    expect(module.dataset["state"]).toBe("not-sticky");
    expect(document.querySelector(`.${PLACEHOLDER_CLASS}`)).toBeNull();
    window.removeEventListener(STICKY_END_EVENT, ended);
  });
});

describe("re-measuring", () => {
  it("pins the spec's debounces: 50 ms for the page and widths, 500 ms for a module's content, 300 ms admin bar", () => {
    expect(DOCUMENT_CHANGE_DEBOUNCE_MS).toBe(50);
    expect(WIDTH_CHANGE_DEBOUNCE_MS).toBe(50);
    expect(DOM_CHANGE_DEBOUNCE_MS).toBe(500);
    expect(ADMIN_BAR_RESIZE_DELAY_MS).toBe(300);
  });

  it("re-measures 50 ms after the page changes size, not before", () => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    boxes.set(module, { top: 1600, left: 100, width: 360, height: 100 });
    resized(document.documentElement);
    scrollTo(1500);
    expect(module.dataset["state"]).toBe("sticky");
    vi.advanceTimersByTime(DOCUMENT_CHANGE_DEBOUNCE_MS);
    vi.advanceTimersToNextFrame();
    expect(module.dataset["state"]).toBe("not-sticky");
  });

  it("re-measures a sticky module whose size changed after 500 ms", () => {
    const [first, second] = (() => {
      render(`<div class="et_pb_text_1">A</div><div class="et_pb_text_2">B</div>`);
      boxes.set($(".et_pb_text_1"), { top: 100, left: 0, width: 1280, height: 60 });
      boxes.set($(".et_pb_text_2"), { top: 1000, left: 0, width: 1280, height: 40 });
      return [$(".et_pb_text_1"), $(".et_pb_text_2")];
    })();
    start([settingsOf("et_pb_text_1", { position: "top" }), settingsOf("et_pb_text_2", { position: "top" })]);
    scrollTo(1500);
    expect(second.style.getPropertyValue("top")).toBe("60px");
    boxes.set(first, { top: 100, left: 0, width: 1280, height: 30 });
    resized(first);
    // Frames come every 16 ms: the last one that must not re-measure yet is well before the 500 ms.
    vi.advanceTimersByTime(DOM_CHANGE_DEBOUNCE_MS - 40);
    vi.advanceTimersToNextFrame();
    expect(second.style.getPropertyValue("translate")).toBe("");
    vi.advanceTimersByTime(40);
    vi.advanceTimersToNextFrame();
    expect(second.style.getPropertyValue("translate")).toBe("0px -30px");
  });

  it("a new window width makes every module stick again with the new geometry, 50 ms later", () => {
    const module = onePage();
    start([settingsOf("et_pb_text_1", { position: "top" })]);
    scrollTo(1500);
    boxes.set(module, { top: 1200, left: 40, width: 300, height: 100 });
    Object.defineProperty(window, "innerWidth", { value: 900, configurable: true });
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(WIDTH_CHANGE_DEBOUNCE_MS);
    vi.advanceTimersToNextFrame();
    expect(module.dataset["state"]).toBe("sticky");
    expect(module.style.getPropertyValue("left")).toBe("40px");
    expect(module.style.getPropertyValue("width")).toBe("300px");
    expect(document.querySelectorAll(`.${PLACEHOLDER_CLASS}`)).toHaveLength(1);
  });
});

describe("builder updates", () => {
  it("removes gone modules, updates changed ones and creates new ones", () => {
    render(`
      <div class="et_pb_text_1">One</div>
      <div class="et_pb_text_2">Two</div>
      <div class="et_pb_text_3">Three</div>`);
    boxes.set($(".et_pb_text_1"), { top: 100, left: 0, width: 300, height: 20 });
    boxes.set($(".et_pb_text_2"), { top: 200, left: 0, width: 300, height: 20 });
    boxes.set($(".et_pb_text_3"), { top: 300, left: 0, width: 300, height: 20 });
    const sticky = start([
      settingsOf("et_pb_text_1", { position: "top" }),
      settingsOf("et_pb_text_2", { position: "top", offsetSurrounding: "off" }),
    ]);
    scrollTo(1000);
    expect(sticky.states().map((state) => [state.id, state.state])).toEqual([
      ["et_pb_text_1", "sticky"],
      ["et_pb_text_2", "sticky"],
    ]);
    const keptPlaceholder = $(".et_pb_text_1").nextElementSibling;

    sticky.update([
      settingsOf("et_pb_text_1", { position: "top" }),
      settingsOf("et_pb_text_2", { position: "top", offsetSurrounding: "off", topOffset: "50px" }),
      settingsOf("et_pb_text_3", { position: "top", offsetSurrounding: "off" }),
    ]);
    vi.advanceTimersToNextFrame();
    expect(sticky.states().map((state) => [state.id, state.state])).toEqual([
      ["et_pb_text_1", "sticky"],
      ["et_pb_text_2", "sticky"],
      ["et_pb_text_3", "sticky"],
    ]);
    expect($(".et_pb_text_1").nextElementSibling).toBe(keptPlaceholder);
    expect($(".et_pb_text_2").style.getPropertyValue("top")).toBe("50px");

    sticky.update([settingsOf("et_pb_text_3", { position: "top", offsetSurrounding: "off" })]);
    vi.advanceTimersToNextFrame();
    expect(sticky.states().map((state) => state.id)).toEqual(["et_pb_text_3"]);
    expect($(".et_pb_text_1").dataset["state"]).toBe("not-sticky");
    expect($(".et_pb_text_1").classList.contains("et_pb_sticky")).toBe(false);
    expect(document.querySelectorAll(`.${PLACEHOLDER_CLASS}`)).toHaveLength(1);
  });
});

describe("destroy", () => {
  it("ends every sticky module, restores its style and stops listening", () => {
    const module = onePage();
    const sticky = start([settingsOf("et_pb_text_1", { position: "top" })]);
    scrollTo(1500);
    sticky.destroy();
    engine = null;
    expect(module.getAttribute("style")).toBe("color: rgb(1, 2, 3);");
    expect(module.dataset["state"]).toBeUndefined();
    expect(document.querySelector(`.${PLACEHOLDER_CLASS}`)).toBeNull();
    expect($(".et_pb_column_1").style.getPropertyValue("height")).toBe("");
    scrollTo(2000);
    expect(module.classList.contains("et_pb_sticky")).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("a viewport seen from another window (the builder's top window scrolls the page)", () => {
  /** The page as tall as its frame (3000 px, never scrolled itself); the source says what is in view. */
  function seenFrom(initial: { scrollY: number; height: number }) {
    Object.defineProperty(window, "innerHeight", { value: 3000, configurable: true });
    const source = { seen: initial, changed: (): void => undefined };
    const viewport: ViewportSource = {
      read: () => source.seen,
      watch: (changed) => {
        source.changed = changed;
      },
    };
    /** The source arrives after the engine started, as the builder's chunk does. */
    const arrived = async (): Promise<void> => {
      await Promise.resolve();
      vi.advanceTimersToNextFrame();
    };
    const moveTo = (seen: { scrollY: number; height: number }): void => {
      source.seen = seen;
      source.changed();
      vi.advanceTimersToNextFrame();
    };
    return { viewport, arrived, moveTo };
  }

  it("sticks when the source's scroll passes the module, and keeps it at the top of the part in view as that moves", async () => {
    const module = onePage();
    const { viewport, arrived, moveTo } = seenFrom({ scrollY: 1250, height: 800 });
    start([settingsOf("et_pb_text_1", { position: "top", topOffset: "10px" })], viewport);
    // Seen from its own window (not scrolled) until the source arrives.
    expect(module.dataset["state"]).toBe("not-sticky");
    await arrived();
    expect(module.dataset["state"]).toBe("sticky");
    expect(module.style.getPropertyValue("top")).toBe("10px");
    // Fixed in a window that does not scroll: moved down to where the part in view starts.
    expect(module.style.getPropertyValue("translate")).toBe("0px 1250px");
    moveTo({ scrollY: 1400, height: 800 });
    expect(module.style.getPropertyValue("translate")).toBe("0px 1400px");
    moveTo({ scrollY: 1000, height: 800 });
    expect(module.dataset["state"]).toBe("not-sticky");
    expect(module.style.getPropertyValue("translate")).toBe("");
  });

  it("keeps a bottom module at the bottom of the part in view, not of its own window", async () => {
    const module = onePage();
    const { viewport, arrived, moveTo } = seenFrom({ scrollY: 0, height: 400 });
    start([settingsOf("et_pb_text_1", { position: "bottom" })], viewport);
    await arrived();
    expect(module.dataset["state"]).toBe("sticky");
    expect(module.style.getPropertyValue("bottom")).toBe("0px");
    // Anchored with its top at 3000 - 100 in its own window, shown with its top at 400 - 100.
    expect(module.style.getPropertyValue("translate")).toBe("0px -2600px");
    moveTo({ scrollY: 500, height: 400 });
    expect(module.style.getPropertyValue("translate")).toBe("0px -2100px");
    moveTo({ scrollY: 1000, height: 400 });
    expect(module.dataset["state"]).toBe("not-sticky");
  });
});
