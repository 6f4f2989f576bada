import { describe, expect, it, vi } from "vitest";
import {
  STICKY_HEADER_SECTION_SETTINGS,
  STICKY_LIMITS,
  classFromSelector,
  headerSectionSettings,
  parseAlignment,
  parseLimit,
  parseOffset,
  parsePosition,
  parseRelativeOrigin,
  parseSize,
  parseStickySettings,
  parseToggle,
  sameSettings,
  sizeToPx,
  valueForDevice,
} from "./settings";

/** The entry of real page 11 (a theme-builder header row), as the theme prints it. */
const HEADER_ROW_ENTRY = {
  id: "et_pb_row_0_tb_header",
  selector: ".et_pb_row_0_tb_header",
  position: "top",
  topOffset: "0px",
  bottomOffset: "0px",
  topLimit: "none",
  bottomLimit: "none",
  offsetSurrounding: "on",
  transition: "on",
  styles: {
    width: { desktop: "100%" },
    "max-width": { desktop: "1640px" },
    module_alignment: { desktop: "center", tablet: "", phone: "" },
  },
};

describe("spec 5: offsets are parsed as integers", () => {
  it.each([
    ["0px", 0],
    ["20px", 20],
    ["20", 20],
    ["-15px", -15],
    ["12.7px", 12],
    ["1.5em", 1],
    ["  30px", 30],
    ["px", 0],
    ["auto", 0],
    ["", 0],
  ])("%j is %d", (value, expected) => {
    expect(parseOffset(value)).toBe(expected);
  });

  it("nothing is 0", () => {
    expect(parseOffset(undefined)).toBe(0);
  });
});

describe("spec 5: sizes accept every CSS length unit, none and auto", () => {
  it.each([
    ["100%", { value: 100, unit: "%" }],
    ["1640px", { value: 1640, unit: "px" }],
    ["50vw", { value: 50, unit: "vw" }],
    ["25vh", { value: 25, unit: "vh" }],
    ["12.5%", { value: 12.5, unit: "%" }],
    ["300", { value: 300, unit: "px" }],
    [".5vw", { value: 0.5, unit: "vw" }],
    ["80PX", { value: 80, unit: "px" }],
    ["0", { value: 0, unit: "px" }],
    ["10em", { value: 10, unit: "em" }],
    ["3rem", { value: 3, unit: "rem" }],
    ["12pt", { value: 12, unit: "pt" }],
    ["40vmin", { value: 40, unit: "vmin" }],
    ["40vmax", { value: 40, unit: "vmax" }],
    ["2in", { value: 2, unit: "in" }],
    ["5cm", { value: 5, unit: "cm" }],
    ["50mm", { value: 50, unit: "mm" }],
    ["6pc", { value: 6, unit: "pc" }],
    ["4ex", { value: 4, unit: "ex" }],
  ])("%j is %j", (value, expected) => {
    const warn = vi.fn();
    expect(parseSize(value, warn, "width")).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["none", "auto", undefined])("%j means no value, without a warning", (value) => {
    const warn = vi.fn();
    expect(parseSize(value, warn, "width")).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["calc(100% - 20px)", "wide", "700ms", "45deg", "3furlongs"])(
    "%j is ignored with a warning naming the field",
    (value) => {
      const warn = vi.fn();
      expect(parseSize(value, warn, "et_pb_sticky_elements.x.styles.width")).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not a CSS length/));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("et_pb_sticky_elements.x.styles.width"));
    },
  );

  it("converts to px against the parent's width, the viewport and the font sizes", () => {
    const context = {
      parentWidth: 800,
      viewportWidth: 1200,
      viewportHeight: 600,
      fontSize: 18,
      rootFontSize: 16,
    };
    expect(sizeToPx({ value: 50, unit: "%" }, context)).toBe(400);
    expect(sizeToPx({ value: 50, unit: "vw" }, context)).toBe(600);
    expect(sizeToPx({ value: 50, unit: "vh" }, context)).toBe(300);
    expect(sizeToPx({ value: 50, unit: "px" }, context)).toBe(50);
    expect(sizeToPx({ value: 2, unit: "em" }, context)).toBe(36);
    expect(sizeToPx({ value: 2, unit: "rem" }, context)).toBe(32);
    expect(sizeToPx({ value: 10, unit: "vmin" }, context)).toBe(60);
    expect(sizeToPx({ value: 10, unit: "vmax" }, context)).toBe(120);
    expect(sizeToPx({ value: 12, unit: "pt" }, context)).toBe(16);
  });
});

describe("positions", () => {
  it.each([
    ["none", "none"],
    ["top", "top"],
    ["bottom", "bottom"],
    ["top_bottom", "top_bottom"],
    ["topBottom", "top_bottom"],
    [undefined, "none"],
  ] as const)("%j is %j", (value, expected) => {
    const warn = vi.fn();
    expect(parsePosition(value, warn, "position")).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it("anything else is not sticky, with a warning", () => {
    const warn = vi.fn();
    expect(parsePosition("sideways", warn, "et_pb_sticky_elements.a.position")).toBe("none");
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('et_pb_sticky_elements.a.position: "sideways"'),
    );
  });
});

describe("spec 5: limits are body, section, row or column; anything else is ignored", () => {
  it("pins exactly those limits", () => {
    expect(STICKY_LIMITS).toEqual(["body", "section", "row", "column"]);
  });

  it.each(["body", "section", "row", "column"] as const)("%s is a limit", (value) => {
    expect(parseLimit(value, vi.fn(), "topLimit")).toBe(value);
  });

  it("none and nothing are no limit, silently", () => {
    const warn = vi.fn();
    expect(parseLimit("none", warn, "topLimit")).toBeNull();
    expect(parseLimit(undefined, warn, "topLimit")).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["module", "page", "Section", "footer"])("%s is ignored with a warning", (value) => {
    const warn = vi.fn();
    expect(parseLimit(value, warn, "bottomLimit")).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/bottomLimit: .* is not body, section, row or column; ignored/),
    );
  });
});

describe("toggles, alignment, relative origin, selectors", () => {
  it.each([
    ["on", true],
    ["yes", true],
    ["1", true],
    ["ON", true],
    ["true", true],
    ["off", false],
    ["no", false],
    ["0", false],
    ["false", false],
  ])("%j is %s", (value, expected) => {
    expect(parseToggle(value, !expected)).toBe(expected);
  });

  it("nothing or an unknown value takes the default", () => {
    expect(parseToggle(undefined, true)).toBe(true);
    expect(parseToggle("maybe", false)).toBe(false);
  });

  it("aligns left unless told center or right", () => {
    expect(parseAlignment("center")).toBe("center");
    expect(parseAlignment("right")).toBe("right");
    expect(parseAlignment("left")).toBe("left");
    expect(parseAlignment("justify")).toBe("left");
    expect(parseAlignment(undefined)).toBe("left");
  });

  it("reads the relative origin's sides", () => {
    expect(parseRelativeOrigin("top_left")).toEqual({ vertical: "top", horizontal: "left" });
    expect(parseRelativeOrigin("bottom_right")).toEqual({ vertical: "bottom", horizontal: "right" });
    expect(parseRelativeOrigin("center_center")).toBeNull();
    expect(parseRelativeOrigin("top")).toBeNull();
    expect(parseRelativeOrigin(undefined)).toBeNull();
  });

  it("takes the order class out of a one-class selector only", () => {
    expect(classFromSelector(".et_pb_row_0_tb_header")).toBe("et_pb_row_0_tb_header");
    expect(classFromSelector(" .et_pb_text_3 ")).toBe("et_pb_text_3");
    expect(classFromSelector(".a.b")).toBeNull();
    expect(classFromSelector("#main")).toBeNull();
    expect(classFromSelector(".a, .b")).toBeNull();
    expect(classFromSelector("div .a")).toBeNull();
    expect(classFromSelector(".1a")).toBeNull();
    expect(classFromSelector(undefined)).toBeNull();
  });
});

describe("breakpoint values", () => {
  it("a single value applies everywhere", () => {
    for (const device of ["desktop", "tablet", "phone"] as const)
      expect(valueForDevice("top", device)).toBe("top");
  });

  it("a device without a value (or with an empty one) takes the next wider device's", () => {
    const value = { desktop: "top", tablet: "", phone: "bottom" };
    expect(valueForDevice(value, "desktop")).toBe("top");
    expect(valueForDevice(value, "tablet")).toBe("top");
    expect(valueForDevice(value, "phone")).toBe("bottom");
    expect(valueForDevice({ desktop: "top", tablet: "none" }, "phone")).toBe("none");
    expect(valueForDevice({ tablet: "top" }, "desktop")).toBeUndefined();
    expect(valueForDevice(20, "phone")).toBe("20");
    expect(valueForDevice(undefined, "phone")).toBeUndefined();
  });
});

describe("parseStickySettings", () => {
  it("reads the real page's header row entry", () => {
    const warn = vi.fn();
    const settings = parseStickySettings("et_pb_row_0_tb_header", HEADER_ROW_ENTRY, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(settings?.className).toBe("et_pb_row_0_tb_header");
    expect(settings?.id).toBe("et_pb_row_0_tb_header");
    expect(settings?.byDevice.desktop).toEqual({
      position: "top",
      topOffset: 0,
      bottomOffset: 0,
      topLimit: null,
      bottomLimit: null,
      offsetSurrounding: true,
      transition: true,
      width: { value: 100, unit: "%" },
      maxWidth: { value: 1640, unit: "px" },
      alignment: "center",
      relativeOrigin: null,
      verticalOffset: null,
      horizontalOffset: null,
    });
    // The alignment's empty tablet and phone values inherit the desktop one.
    expect(settings?.byDevice.phone.alignment).toBe("center");
  });

  it("resolves responsive settings per device", () => {
    const settings = parseStickySettings(
      "et_pb_text_2",
      {
        selector: ".et_pb_text_2",
        position: { desktop: "top", tablet: "top_bottom", phone: "none" },
        topOffset: { desktop: "40px", phone: "0px" },
        bottomLimit: { desktop: "section", tablet: "row" },
        offsetSurrounding: "off",
        transition: "off",
      },
      vi.fn(),
    );
    expect(settings?.byDevice.desktop).toMatchObject({
      position: "top",
      topOffset: 40,
      bottomLimit: "section",
    });
    expect(settings?.byDevice.tablet).toMatchObject({
      position: "top_bottom",
      topOffset: 40,
      bottomLimit: "row",
    });
    expect(settings?.byDevice.phone).toMatchObject({ position: "none", topOffset: 0, bottomLimit: "row" });
    expect(settings?.byDevice.phone.offsetSurrounding).toBe(false);
    expect(settings?.byDevice.phone.transition).toBe(false);
  });

  it("takes sticky styles over normal styles, and the relative offsets from the sticky styles", () => {
    const settings = parseStickySettings(
      "et_pb_image_1",
      {
        selector: ".et_pb_image_1",
        position: "bottom",
        styles: { width: { desktop: "60%" }, "max-width": "none" },
        stickyStyles: {
          width: { desktop: "300px" },
          position_origin_r: "bottom_right",
          vertical_offset: "10px",
          horizontal_offset: { desktop: "2vw" },
        },
      },
      vi.fn(),
    );
    expect(settings?.byDevice.desktop).toMatchObject({
      width: { value: 300, unit: "px" },
      maxWidth: null,
      relativeOrigin: { vertical: "bottom", horizontal: "right" },
      verticalOffset: { value: 10, unit: "px" },
      horizontalOffset: { value: 2, unit: "vw" },
    });
  });

  it("defaults: not sticky, zero offsets, no limits, surrounding offset and transition on", () => {
    const settings = parseStickySettings("et_pb_button_0", { selector: ".et_pb_button_0" }, vi.fn());
    expect(settings?.byDevice.desktop).toMatchObject({
      position: "none",
      topOffset: 0,
      bottomOffset: 0,
      topLimit: null,
      bottomLimit: null,
      offsetSurrounding: true,
      transition: true,
      alignment: "left",
    });
  });

  it("drops an entry that names no module, with a warning naming it", () => {
    const warn = vi.fn();
    expect(parseStickySettings("bad key", { selector: "div > p" }, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('et_pb_sticky_elements.bad key.selector: "div > p"'),
    );
    expect(parseStickySettings("x", "top", warn)).toBeNull();
    expect(parseStickySettings("x", null, warn)).toBeNull();
    expect(parseStickySettings("x", [], warn)).toBeNull();
  });

  it("uses the key as the order class when the selector is missing", () => {
    expect(parseStickySettings("et_pb_row_3", { position: "top" }, vi.fn())?.className).toBe("et_pb_row_3");
  });

  it("keeps the good fields of an entry with a bad one, warning once per field", () => {
    const warn = vi.fn();
    const settings = parseStickySettings(
      "et_pb_row_1",
      {
        selector: ".et_pb_row_1",
        position: "top",
        topOffset: { nested: { deep: true } },
        bottomLimit: "page",
      },
      warn,
    );
    expect(settings?.byDevice.desktop).toMatchObject({ position: "top", topOffset: 0, bottomLimit: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("et_pb_sticky_elements.et_pb_row_1.topOffset"));
    expect(warn.mock.calls.filter(([message]) => String(message).includes("bottomLimit"))).toHaveLength(1);
  });
});

describe("spec 3: the sticky header section", () => {
  it("is on top at every breakpoint, with zero offsets, no limits, surrounding offset and transition on", () => {
    expect(STICKY_HEADER_SECTION_SETTINGS).toMatchObject({
      position: "top",
      topOffset: 0,
      bottomOffset: 0,
      topLimit: null,
      bottomLimit: null,
      offsetSurrounding: true,
      transition: true,
      relativeOrigin: { vertical: "top", horizontal: "left" },
    });
    const settings = headerSectionSettings("et_pb_section_0_tb_header");
    expect(settings.byDevice.desktop).toBe(STICKY_HEADER_SECTION_SETTINGS);
    expect(settings.byDevice.tablet).toBe(STICKY_HEADER_SECTION_SETTINGS);
    expect(settings.byDevice.phone).toBe(STICKY_HEADER_SECTION_SETTINGS);
  });
});

describe("sameSettings", () => {
  it("tells an unchanged entry from a changed one", () => {
    const a = parseStickySettings("k", { selector: ".k", position: "top" }, vi.fn())!;
    const b = parseStickySettings("k", { selector: ".k", position: "top" }, vi.fn())!;
    const c = parseStickySettings("k", { selector: ".k", position: "bottom" }, vi.fn())!;
    expect(sameSettings(a, b)).toBe(true);
    expect(sameSettings(a, c)).toBe(false);
  });
});
