import { describe, expect, it } from "vitest";
import {
  FINAL_STYLE_DELAY_MS,
  PARENT_UNLOCK_DELAY_MS,
  STICKY_Z_INDEX,
  STICKY_Z_INDEX_THEME_BUILDER_FOOTER,
  STICKY_Z_INDEX_THEME_BUILDER_HEADER,
  THEME_BUILDER_ADMIN_BAR_HEIGHT,
  backgroundLayout,
  decideSticky,
  finalStickyStyle,
  inPageOrder,
  stickyOffsets,
  surroundingStacks,
  zIndexFor,
  type StackCandidate,
  type StickyFrameInput,
} from "./logic";
import { STICKY_HEADER_SECTION_SETTINGS, type DeviceStickySettings } from "./settings";

describe("spec 9 constants", () => {
  it("z-index 10000, 10010 in a theme-builder header, 9990 in a footer", () => {
    expect(STICKY_Z_INDEX).toBe(10000);
    expect(STICKY_Z_INDEX_THEME_BUILDER_HEADER).toBe(10010);
    expect(STICKY_Z_INDEX_THEME_BUILDER_FOOTER).toBe(9990);
    expect(zIndexFor("body")).toBe(10000);
    expect(zIndexFor("theme-builder-header")).toBe(10010);
    expect(zIndexFor("theme-builder-footer")).toBe(9990);
  });

  it("pins the constants: final style after 50 ms, parent unlocked after 1 ms, 32 px admin bar", () => {
    expect(FINAL_STYLE_DELAY_MS).toBe(50);
    expect(PARENT_UNLOCK_DELAY_MS).toBe(1);
    expect(THEME_BUILDER_ADMIN_BAR_HEIGHT).toBe(32);
  });
});

/** A 100 px module at 1000 in an 800 px viewport, no offsets, no limits. */
function frame(overrides: Partial<StickyFrameInput>): StickyFrameInput {
  return {
    position: "top",
    visible: true,
    top: 1000,
    height: 100,
    stickyHeight: 100,
    topOffset: 0,
    bottomOffset: 0,
    pauseBottom: null,
    pauseTop: null,
    scrollY: 0,
    viewportHeight: 800,
    ...overrides,
  };
}

describe("decideSticky: top", () => {
  it.each([
    [0, "not-sticky"],
    [999, "not-sticky"],
    [1000, "not-sticky"],
    [1001, "sticky"],
    [5000, "sticky"],
  ])("at scroll %d the module is %s", (scrollY, state) => {
    expect(decideSticky(frame({ scrollY })).state).toBe(state);
  });

  it("sticks earlier by its offset", () => {
    expect(decideSticky(frame({ scrollY: 940, topOffset: 60 })).state).toBe("not-sticky");
    expect(decideSticky(frame({ scrollY: 941, topOffset: 60 }))).toEqual({ state: "sticky", side: "top" });
  });

  it("pauses when its bottom reaches the limit, at the limit's bottom less its height", () => {
    const limited = { pauseBottom: 2000 };
    expect(decideSticky(frame({ ...limited, scrollY: 1899 }))).toEqual({ state: "sticky", side: "top" });
    expect(decideSticky(frame({ ...limited, scrollY: 1900 }))).toEqual({
      state: "paused",
      side: "top",
      documentTop: 1900,
    });
    expect(decideSticky(frame({ ...limited, scrollY: 4000 }))).toEqual({
      state: "paused",
      side: "top",
      documentTop: 1900,
    });
  });

  it("pauses by its sticky height, which may differ from its height", () => {
    expect(decideSticky(frame({ pauseBottom: 2000, stickyHeight: 60, scrollY: 1939 })).state).toBe("sticky");
    expect(decideSticky(frame({ pauseBottom: 2000, stickyHeight: 60, scrollY: 1940 }))).toMatchObject({
      state: "paused",
      documentTop: 1940,
    });
  });

  it("resumes when scrolled back from the limit", () => {
    const limited = { pauseBottom: 2000 };
    expect(decideSticky(frame({ ...limited, scrollY: 1950 })).state).toBe("paused");
    expect(decideSticky(frame({ ...limited, scrollY: 1500 })).state).toBe("sticky");
    expect(decideSticky(frame({ ...limited, scrollY: 900 })).state).toBe("not-sticky");
  });

  it("stays put when the limit leaves no room to move", () => {
    expect(decideSticky(frame({ pauseBottom: 1100, scrollY: 1050 })).state).toBe("not-sticky");
    expect(decideSticky(frame({ pauseBottom: 1090, scrollY: 5000 })).state).toBe("not-sticky");
  });

  it("is never sticky while hidden or with position none", () => {
    expect(decideSticky(frame({ visible: false, scrollY: 1500 })).state).toBe("not-sticky");
    expect(decideSticky(frame({ position: "none", scrollY: 1500 })).state).toBe("not-sticky");
  });
});

describe("decideSticky: bottom", () => {
  const bottom = { position: "bottom" as const };

  it.each([
    [0, "sticky"],
    [299, "sticky"],
    [300, "not-sticky"],
    [2000, "not-sticky"],
  ])("at scroll %d the module is %s (its bottom at 1100, viewport 800)", (scrollY, state) => {
    expect(decideSticky(frame({ ...bottom, scrollY })).state).toBe(state);
  });

  it("keeps its bottom offset from the viewport's bottom edge", () => {
    expect(decideSticky(frame({ ...bottom, bottomOffset: 50, scrollY: 349 }))).toEqual({
      state: "sticky",
      side: "bottom",
    });
    expect(decideSticky(frame({ ...bottom, bottomOffset: 50, scrollY: 350 })).state).toBe("not-sticky");
  });

  it("pauses at its top limit and resumes when scrolled away from it", () => {
    const limited = { ...bottom, pauseTop: 900 };
    // The viewport's bottom edge is at scroll + 800; stuck there, the module's top is at scroll + 700.
    expect(decideSticky(frame({ ...limited, scrollY: 0 }))).toEqual({
      state: "paused",
      side: "bottom",
      documentTop: 900,
    });
    expect(decideSticky(frame({ ...limited, scrollY: 200 })).state).toBe("paused");
    expect(decideSticky(frame({ ...limited, scrollY: 201 }))).toEqual({ state: "sticky", side: "bottom" });
    expect(decideSticky(frame({ ...limited, scrollY: 300 })).state).toBe("not-sticky");
  });

  it("stays put when its limit is below its place", () => {
    expect(decideSticky(frame({ ...bottom, pauseTop: 1000, scrollY: 0 })).state).toBe("not-sticky");
  });
});

describe("decideSticky: top and bottom", () => {
  const both = { position: "top_bottom" as const };

  it("the active side follows the scroll position", () => {
    expect(decideSticky(frame({ ...both, scrollY: 0 }))).toEqual({ state: "sticky", side: "bottom" });
    expect(decideSticky(frame({ ...both, scrollY: 500 }))).toEqual({ state: "not-sticky" });
    expect(decideSticky(frame({ ...both, scrollY: 1500 }))).toEqual({ state: "sticky", side: "top" });
  });

  it("each side pauses at its own limit", () => {
    const limited = { ...both, pauseTop: 900, pauseBottom: 2000 };
    expect(decideSticky(frame({ ...limited, scrollY: 0 }))).toMatchObject({
      state: "paused",
      side: "bottom",
    });
    expect(decideSticky(frame({ ...limited, scrollY: 3000 }))).toMatchObject({
      state: "paused",
      side: "top",
    });
  });

  it("prefers the top side when the module is taller than the viewport", () => {
    expect(decideSticky(frame({ ...both, height: 2000, stickyHeight: 2000, scrollY: 1200 }))).toEqual({
      state: "sticky",
      side: "top",
    });
  });
});

function candidate(overrides: Partial<StackCandidate> & { id: string }): StackCandidate {
  return {
    position: "top",
    offsetSurrounding: true,
    top: 0,
    left: 0,
    width: 1000,
    height: 50,
    stickyHeight: 50,
    customTopOffset: 0,
    customBottomOffset: 0,
    topLimit: null,
    bottomLimit: null,
    ...overrides,
  };
}

describe("surroundingStacks", () => {
  it("stacks top modules below the ones before them, in page order", () => {
    const stacks = surroundingStacks([
      candidate({ id: "c", top: 900 }),
      candidate({ id: "a", top: 100 }),
      candidate({ id: "b", top: 500 }),
    ]);
    expect(stacks.get("a")).toEqual({ above: [], below: [] });
    expect(stacks.get("b")).toEqual({ above: ["a"], below: [] });
    expect(stacks.get("c")).toEqual({ above: ["a", "b"], below: [] });
  });

  it("stacks bottom modules above the ones after them", () => {
    const stacks = surroundingStacks([
      candidate({ id: "a", top: 100, position: "bottom" }),
      candidate({ id: "b", top: 500, position: "bottom" }),
      candidate({ id: "c", top: 900, position: "top_bottom" }),
    ]);
    expect(stacks.get("a")?.below).toEqual(["b", "c"]);
    expect(stacks.get("b")?.below).toEqual(["c"]);
    expect(stacks.get("c")).toEqual({ above: [], below: [] });
  });

  it("ignores modules of other positions", () => {
    const stacks = surroundingStacks([
      candidate({ id: "a", top: 100, position: "bottom" }),
      candidate({ id: "b", top: 500, position: "none" }),
      candidate({ id: "c", top: 900 }),
    ]);
    expect(stacks.get("c")?.above).toEqual([]);
    expect(stacks.get("a")?.below).toEqual([]);
  });

  it("does nothing for a module with the option off, and skips modules that have it off", () => {
    const stacks = surroundingStacks([
      candidate({ id: "a", top: 100 }),
      candidate({ id: "b", top: 500, offsetSurrounding: false }),
      candidate({ id: "c", top: 900 }),
    ]);
    expect(stacks.get("b")?.above).toEqual([]);
    expect(stacks.get("c")?.above).toEqual(["a"]);
  });

  it("keeps modules in another column out of the stack", () => {
    const stacks = surroundingStacks([
      candidate({ id: "left", top: 100, left: 0, width: 480 }),
      candidate({ id: "right", top: 300, left: 520, width: 480 }),
      candidate({ id: "full", top: 600, left: 0, width: 1000 }),
      candidate({ id: "touching", top: 700, left: 480, width: 40 }),
    ]);
    expect(stacks.get("right")?.above).toEqual([]);
    expect(stacks.get("full")?.above).toEqual(["left", "right"]);
    expect(stacks.get("touching")?.above).toEqual(["full"]);
  });

  it("leaves out a module whose limit ends before this one starts to stick", () => {
    const section = { key: 1, top: 0, bottom: 800 };
    const stacks = surroundingStacks([
      candidate({ id: "a", top: 100, bottomLimit: section }),
      candidate({ id: "b", top: 500, bottomLimit: section }),
      candidate({ id: "c", top: 900 }),
    ]);
    expect(stacks.get("b")?.above).toEqual(["a"]);
    expect(stacks.get("c")?.above).toEqual([]);
  });

  it("leaves out a bottom module whose top limit starts below this one", () => {
    const section = { key: 1, top: 1000, bottom: 2000 };
    const stacks = surroundingStacks([
      candidate({ id: "a", top: 100, position: "bottom" }),
      candidate({ id: "b", top: 1500, position: "bottom", topLimit: section }),
    ]);
    expect(stacks.get("a")?.below).toEqual([]);
  });

  it("orders by top, then left", () => {
    expect(
      inPageOrder([
        { id: 1, top: 10, left: 50 },
        { id: 2, top: 10, left: 0 },
        { id: 3, top: 0, left: 900 },
      ]).map((item) => item.id),
    ).toEqual([3, 2, 1]);
  });
});

describe("stickyOffsets", () => {
  const none = { adminBar: 0, fixedHeader: 0 };
  const offsets = (list: StackCandidate[], id: string, known = none) => {
    const stacks = surroundingStacks(list);
    const byId = new Map(list.map((item) => [item.id, item]));
    return stickyOffsets(byId.get(id)!, byId, stacks, known);
  };

  it("a lone module keeps its custom offsets", () => {
    expect(offsets([candidate({ id: "a", customTopOffset: 20, customBottomOffset: 30 })], "a")).toEqual({
      topOffset: 20,
      bottomOffset: 30,
      pauseBottom: null,
      pauseTop: null,
    });
  });

  it("adds the custom offset and sticky height of each module stacked above", () => {
    const list = [
      candidate({ id: "a", top: 0, stickyHeight: 80, customTopOffset: 10 }),
      candidate({ id: "b", top: 400, stickyHeight: 40 }),
      candidate({ id: "c", top: 800, customTopOffset: 5 }),
    ];
    expect(offsets(list, "b").topOffset).toBe(90);
    expect(offsets(list, "c").topOffset).toBe(5 + 90 + 40);
  });

  it("adds the modules stacked below to the bottom offset", () => {
    const list = [
      candidate({ id: "a", top: 0, position: "bottom", customBottomOffset: 10 }),
      candidate({ id: "b", top: 400, position: "bottom", stickyHeight: 70, customBottomOffset: 20 }),
    ];
    expect(offsets(list, "a").bottomOffset).toBe(10 + 20 + 70);
    expect(offsets(list, "b").bottomOffset).toBe(20);
  });

  it("keeps clear of the admin bar always and of the fixed header when stacking against surroundings", () => {
    const known = { adminBar: 32, fixedHeader: 66 };
    expect(offsets([candidate({ id: "a" })], "a", known).topOffset).toBe(98);
    expect(offsets([candidate({ id: "a", offsetSurrounding: false })], "a", known).topOffset).toBe(32);
    expect(offsets([candidate({ id: "a", position: "bottom" })], "a", known).bottomOffset).toBe(0);
  });

  it("pauses at the limit together with the modules stacked after it that share the limit", () => {
    const section = { key: 7, top: 0, bottom: 2000 };
    const other = { key: 8, top: 0, bottom: 2000 };
    const list = [
      candidate({ id: "a", top: 100, stickyHeight: 50, bottomLimit: section }),
      candidate({ id: "b", top: 300, stickyHeight: 40, customTopOffset: 10, bottomLimit: section }),
      candidate({ id: "c", top: 500, stickyHeight: 30, bottomLimit: section }),
      candidate({ id: "d", top: 700, stickyHeight: 20, bottomLimit: other }),
    ];
    expect(offsets(list, "a").pauseBottom).toBe(2000 - (10 + 40) - 30);
    expect(offsets(list, "b").pauseBottom).toBe(2000 - 30);
    expect(offsets(list, "c").pauseBottom).toBe(2000);
    expect(offsets(list, "d").pauseBottom).toBe(2000);
  });

  it("a bottom stack pauses at its top limit together with the modules before it that share the limit", () => {
    const section = { key: 3, top: 1000, bottom: 3000 };
    const list = [
      candidate({ id: "a", top: 1500, position: "bottom", stickyHeight: 60, topLimit: section }),
      candidate({ id: "b", top: 1800, position: "bottom", stickyHeight: 40, topLimit: section }),
    ];
    expect(offsets(list, "a").pauseTop).toBe(1000);
    expect(offsets(list, "b").pauseTop).toBe(1060);
  });
});

function settings(overrides: Partial<DeviceStickySettings>): DeviceStickySettings {
  return { ...STICKY_HEADER_SECTION_SETTINGS, relativeOrigin: null, ...overrides };
}
const context = {
  width: 600,
  parentWidth: 1000,
  viewportWidth: 1200,
  viewportHeight: 800,
  fontSize: 20,
  rootFontSize: 16,
};

describe("finalStickyStyle", () => {
  it("is nothing without sticky width, max-width or relative positioning", () => {
    expect(finalStickyStyle(settings({}), context)).toBeNull();
  });

  it("applies the width and max-width in px", () => {
    expect(
      finalStickyStyle(
        settings({ width: { value: 100, unit: "%" }, maxWidth: { value: 50, unit: "vw" } }),
        context,
      ),
    ).toEqual({ width: 1000, maxWidth: 600, alignDx: 0, offsetDx: 0, offsetDy: 0 });
  });

  it("keeps a centred module centred and a right-aligned one right-aligned", () => {
    const wider = { width: { value: 800, unit: "px" as const } };
    expect(finalStickyStyle(settings({ ...wider, alignment: "center" }), context)?.alignDx).toBe(-100);
    expect(finalStickyStyle(settings({ ...wider, alignment: "right" }), context)?.alignDx).toBe(-200);
    expect(finalStickyStyle(settings({ ...wider, alignment: "left" }), context)?.alignDx).toBe(0);
  });

  it("aligns by the rendered width: the smaller of width and max-width", () => {
    const style = finalStickyStyle(
      settings({
        width: { value: 100, unit: "%" },
        maxWidth: { value: 700, unit: "px" },
        alignment: "center",
      }),
      context,
    );
    expect(style?.alignDx).toBe(-50);
  });

  it("moves by the relative offsets, in the direction of their origin", () => {
    const offsets = {
      verticalOffset: { value: 10, unit: "px" as const },
      horizontalOffset: { value: 1, unit: "vw" as const },
    };
    expect(
      finalStickyStyle(
        settings({ ...offsets, relativeOrigin: { vertical: "top", horizontal: "left" } }),
        context,
      ),
    ).toEqual({ width: null, maxWidth: null, alignDx: 0, offsetDx: 12, offsetDy: 10 });
    expect(
      finalStickyStyle(
        settings({ ...offsets, relativeOrigin: { vertical: "bottom", horizontal: "right" } }),
        context,
      ),
    ).toEqual({ width: null, maxWidth: null, alignDx: 0, offsetDx: -12, offsetDy: -10 });
  });

  it("reads sizes and offsets in em, rem, vmin and pt", () => {
    expect(
      finalStickyStyle(
        settings({
          width: { value: 40, unit: "rem" },
          maxWidth: { value: 50, unit: "vmin" },
          verticalOffset: { value: 1.5, unit: "em" },
          horizontalOffset: { value: 12, unit: "pt" },
          relativeOrigin: { vertical: "top", horizontal: "left" },
        }),
        context,
      ),
    ).toEqual({ width: 640, maxWidth: 400, alignDx: 0, offsetDx: 16, offsetDy: 30 });
  });

  it("relative positioning without offsets moves nothing", () => {
    expect(finalStickyStyle(STICKY_HEADER_SECTION_SETTINGS, context)).toEqual({
      width: null,
      maxWidth: null,
      alignDx: 0,
      offsetDx: 0,
      offsetDy: 0,
    });
  });
});

describe("backgroundLayout", () => {
  it("shows the sticky layout while sticky, the normal one otherwise", () => {
    expect(backgroundLayout("dark", "light", true)).toBe("light");
    expect(backgroundLayout("dark", "light", false)).toBe("dark");
    expect(backgroundLayout("dark", null, true)).toBe("dark");
    expect(backgroundLayout(null, "light", false)).toBeNull();
    expect(backgroundLayout("dark", "purple", true)).toBe("dark");
  });
});
