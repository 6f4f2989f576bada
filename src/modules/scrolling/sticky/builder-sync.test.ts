import mitt from "mitt";
import { describe, expect, it, vi } from "vitest";
import type { EnhanceEvents } from "../../../core/events";
import { followBuilderFrame } from "./builder-sync";
import { readSettings } from "./sticky";
import type { StickySettings } from "./settings";

function setup() {
  const bus = mitt<EnhanceEvents>();
  const updates: StickySettings[][] = [];
  const engine = {
    update: vi.fn((list: readonly StickySettings[]) => void updates.push([...list])),
    deviceChanged: vi.fn(),
  };
  const warn = vi.fn();
  const stop = followBuilderFrame(bus, engine, (record) => readSettings(record, warn));
  return { bus, engine, updates, warn, stop };
}

const entry = (id: string, position: string, topOffset = "0px") => ({
  id,
  selector: `.${id}`,
  position,
  topOffset,
});

describe("followBuilderFrame", () => {
  it("hands every sticky entry of a builder update to the engine, which removes, updates and creates to match", () => {
    const { bus, updates } = setup();
    bus.emit("builder:sticky-settings", {
      settings: [entry("et_pb_row_0", "top"), entry("et_pb_text_1", "bottom", "20px")],
    });
    bus.emit("builder:sticky-settings", { settings: [entry("et_pb_text_1", "top", "40px")] });
    expect(updates.map((list) => list.map((settings) => settings.id))).toEqual([
      ["et_pb_row_0", "et_pb_text_1"],
      ["et_pb_text_1"],
    ]);
    expect(updates[1]![0]!.byDevice.desktop.position).toBe("top");
    expect(updates[1]![0]!.byDevice.desktop.topOffset).toBe(40);
  });

  it("given an entry that is not an object, leaves it out with the parser's warning and keeps the others", () => {
    const { bus, updates, warn } = setup();
    const settings = [
      null,
      entry("et_pb_row_0", "top"),
    ] as unknown as EnhanceEvents["builder:sticky-settings"]["settings"];
    bus.emit("builder:sticky-settings", { settings });
    expect(updates.map((list) => list.map((parsed) => parsed.id))).toEqual([["et_pb_row_0"]]);
    expect(warn).toHaveBeenCalledWith("et_pb_sticky_elements.undefined: expected an object; entry ignored");
  });

  it("given a new view mode or scroll location, ends every sticky state and recalculates", () => {
    const { bus, engine } = setup();
    bus.emit("builder:view-state", { mode: "zoom", scrollLocation: "top", scrollScale: 2 });
    expect(engine.deviceChanged).toHaveBeenCalledTimes(1);
  });

  it("stops listening when stopped", () => {
    const { bus, engine, stop } = setup();
    stop();
    bus.emit("builder:sticky-settings", { settings: [entry("et_pb_row_0", "top")] });
    bus.emit("builder:view-state", { mode: "desktop", scrollLocation: "app", scrollScale: 1 });
    expect(engine.update).not.toHaveBeenCalled();
    expect(engine.deviceChanged).not.toHaveBeenCalled();
  });
});
