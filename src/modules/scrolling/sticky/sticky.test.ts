import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readSiteConfig } from "../../../core/config";
import { createTestContext, render } from "../../../test-support/context";
import type { StickyEngine, StickyEngineOptions } from "./engine";
import { STICKY_HEADER_SECTION_SETTINGS, type StickySettings } from "./settings";
import { createStickyStore } from "./store";

const engine = {
  update: vi.fn<(settings: readonly StickySettings[]) => void>(),
  deviceChanged: vi.fn(),
  states: vi.fn(() => []),
  destroy: vi.fn(),
} satisfies StickyEngine;
const createStickyEngine = vi.fn((_options: unknown) => engine);

vi.mock("./engine", () => ({ createStickyEngine: (options: unknown) => createStickyEngine(options) }));

const { BUILDER_SETTINGS_EVENT, headerSections, mount, readSettings } = await import("./sticky");

const ENTRIES = {
  et_pb_row_0_tb_header: {
    id: "et_pb_row_0_tb_header",
    selector: ".et_pb_row_0_tb_header",
    position: "top",
    topOffset: "0px",
    offsetSurrounding: "on",
  },
  et_pb_text_4: { id: "et_pb_text_4", selector: ".et_pb_text_4", position: "bottom", topLimit: "row" },
};

function contextFor(body: HTMLElement, sticky: unknown, builder = false) {
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  return createTestContext(body, {
    config: readSiteConfig({ et_pb_sticky_elements: sticky }, log),
    builder: builder ? { active: true, context: "visual" } : { active: false, context: null },
    device: () => "tablet",
    reducedMotion: () => false,
  });
}

/** The builder viewport the last mount handed to the engine (the test fails without one). */
function builderViewportOf(create: typeof createStickyEngine): Promise<unknown> {
  const options = create.mock.calls.at(-1)?.[0] as StickyEngineOptions | undefined;
  if (!options?.viewport) throw new Error("the mount handed the engine no builder viewport");
  return options.viewport;
}

const updatedKeys = (call = -1): string[] =>
  (engine.update.mock.calls.at(call)?.[0] ?? []).map((settings) => settings.key);

beforeEach(() => {
  engine.update.mockClear();
  engine.deviceChanged.mockClear();
  engine.destroy.mockClear();
  createStickyEngine.mockClear();
});

afterEach(() => {
  document.body.replaceChildren();
});

describe("readSettings", () => {
  it("parses every entry and drops the bad ones with a warning", () => {
    const warn = vi.fn();
    const list = readSettings({ ...ENTRIES, broken: { selector: "div p" } }, warn);
    expect(list.map((settings) => settings.key)).toEqual(["et_pb_row_0_tb_header", "et_pb_text_4"]);
    expect(list[1]?.byDevice.desktop).toMatchObject({ position: "bottom", topLimit: "row" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("et_pb_sticky_elements.broken.selector"));
  });
});

describe("headerSections", () => {
  it("adds the spec's sticky header section for a marked theme-builder header section without an entry", () => {
    const root = render(`
      <div class="et-l et-l--header">
        <div class="et_pb_section et_pb_section_0_tb_header et_pb_sticky_module">Announcement</div>
        <div class="et_pb_section et_pb_section_1_tb_header">Not marked</div>
      </div>
      <div class="et-l et-l--post"><div class="et_pb_section et_pb_section_2 et_pb_sticky_module">Body</div></div>`);
    const found = headerSections(root, []);
    expect(found.map((settings) => settings.className)).toEqual(["et_pb_section_0_tb_header"]);
    expect(found[0]?.byDevice.phone).toBe(STICKY_HEADER_SECTION_SETTINGS);
  });

  it("leaves a section that has an entry to its entry", () => {
    const root = render(
      `<div class="et-l--header"><div class="et_pb_section et_pb_section_0_tb_header et_pb_sticky_module">A</div></div>`,
    );
    const known = readSettings(
      { et_pb_section_0_tb_header: { selector: ".et_pb_section_0_tb_header", position: "bottom" } },
      vi.fn(),
    );
    expect(headerSections(root, known)).toEqual([]);
  });
});

describe("mount", () => {
  it("hands the config's modules and the header section to one engine, with the page's device and motion", () => {
    render(
      `<div class="et-l--header"><div class="et_pb_section et_pb_section_0_tb_header et_pb_sticky_module">A</div></div>`,
    );
    const cleanup = mount(document.body, contextFor(document.body, ENTRIES));
    expect(createStickyEngine).toHaveBeenCalledTimes(1);
    const options = createStickyEngine.mock.calls[0]?.[0] as { device(): string; reducedMotion(): boolean };
    expect(options.device()).toBe("tablet");
    expect(options.reducedMotion()).toBe(false);
    expect(updatedKeys()).toEqual(["et_pb_row_0_tb_header", "et_pb_text_4", "et_pb_section_0_tb_header"]);
    cleanup();
  });

  it("hands the engine the page's bus (the fixed header speaks there) and a React root for each module", () => {
    const context = contextFor(document.body, ENTRIES);
    const cleanup = mount(document.body, context);
    const options = createStickyEngine.mock.calls[0]?.[0] as StickyEngineOptions;
    expect(options.bus).toBe(context.bus);
    const element = render(`<div class="et_pb_text_4">Note</div>`).firstElementChild as HTMLElement;
    const detach = options.attach(element, createStickyStore());
    expect(element.dataset["state"]).toBe("not-sticky");
    expect(element.textContent).toBe("Note");
    detach();
    expect(element.dataset["state"]).toBeUndefined();
    cleanup();
  });

  it("tells the engine about a breakpoint change, and stops listening on cleanup", () => {
    const context = contextFor(document.body, ENTRIES);
    const cleanup = mount(document.body, context);
    context.bus.emit("device:change", { device: "phone", previous: "tablet" });
    expect(engine.deviceChanged).toHaveBeenCalledTimes(1);
    cleanup();
    expect(engine.destroy).toHaveBeenCalledTimes(1);
    context.bus.emit("device:change", { device: "tablet", previous: "phone" });
    expect(engine.deviceChanged).toHaveBeenCalledTimes(1);
  });

  it("in the builder, passes each settings change on to the engine", () => {
    const context = contextFor(document.body, ENTRIES, true);
    const cleanup = mount(document.body, context);
    window.dispatchEvent(
      new CustomEvent(BUILDER_SETTINGS_EVENT, {
        detail: { settings: { et_pb_text_9: { selector: ".et_pb_text_9", position: "top" } } },
      }),
    );
    expect(updatedKeys()).toEqual(["et_pb_text_9"]);
    window.dispatchEvent(new CustomEvent(BUILDER_SETTINGS_EVENT, { detail: { settings: "everything" } }));
    expect(engine.update).toHaveBeenCalledTimes(2);
    expect(context.log.warn).toHaveBeenCalledWith(
      `${BUILDER_SETTINGS_EVENT}: expected detail.settings to be an object; ignored`,
    );
    cleanup();
    window.dispatchEvent(new CustomEvent(BUILDER_SETTINGS_EVENT, { detail: { settings: {} } }));
    expect(engine.update).toHaveBeenCalledTimes(2);
  });

  it("in the builder, makes the builder viewport once its code loads and stops it on unmount", async () => {
    const context = contextFor(document.body, ENTRIES, true);
    const viewStateListeners = (): number => context.bus.all.get("builder:view-state")?.length ?? 0;
    const cleanup = mount(document.body, context);
    const beforeLoad = viewStateListeners();
    await builderViewportOf(createStickyEngine);
    expect(viewStateListeners()).toBe(beforeLoad + 1);
    cleanup();
    await Promise.resolve();
    expect(viewStateListeners()).toBe(0);
  });

  it("in the builder, unmounted before the viewport code loads, never makes the viewport", async () => {
    const context = contextFor(document.body, ENTRIES, true);
    mount(document.body, context)();
    await expect(builderViewportOf(createStickyEngine)).rejects.toThrow(
      "sticky modules unmounted before the builder viewport loaded",
    );
    expect(context.bus.all.get("builder:view-state") ?? []).toHaveLength(0);
  });

  it("outside the builder, ignores builder events", () => {
    const cleanup = mount(document.body, contextFor(document.body, ENTRIES));
    window.dispatchEvent(new CustomEvent(BUILDER_SETTINGS_EVENT, { detail: { settings: {} } }));
    expect(engine.update).toHaveBeenCalledTimes(1);
    cleanup();
  });
});
