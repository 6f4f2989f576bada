import { describe, expect, it } from "vitest";
import {
  CSS_LENGTH_UNITS,
  CSS_UNITS,
  LINE_HEIGHT_EM_LIMIT,
  formatCssValue,
  hasUnit,
  isLineHeightField,
  parseCssLength,
  parseCssValue,
  rangeValueUnit,
  rangeValueWithUnit,
  toPixels,
  type LengthContext,
} from "./css-units";

const context: LengthContext = {
  fontSize: 20,
  rootFontSize: 16,
  viewportWidth: 1200,
  viewportHeight: 800,
  percentBase: 500,
};

describe("spec 5: the accepted CSS units", () => {
  it("pins the list: %, em, px, cm, mm, in, pt, pc, ex, vh, vw, ms, deg, rem, vmin and vmax", () => {
    expect(CSS_UNITS).toEqual([
      "%",
      "em",
      "px",
      "cm",
      "mm",
      "in",
      "pt",
      "pc",
      "ex",
      "vh",
      "vw",
      "ms",
      "deg",
      "rem",
      "vmin",
      "vmax",
    ]);
  });

  it("lengths are all of them but ms and deg", () => {
    expect([...CSS_LENGTH_UNITS].sort()).toEqual(
      CSS_UNITS.filter((unit) => unit !== "ms" && unit !== "deg").sort(),
    );
  });
});

describe("parseCssValue", () => {
  it.each(CSS_UNITS.map((unit) => [`12.5${unit}`, unit] as const))("reads %j", (text, unit) => {
    expect(parseCssValue(text)).toEqual({ value: 12.5, unit });
  });

  it.each([
    ["300", { value: 300, unit: "px" }],
    ["0", { value: 0, unit: "px" }],
    [".5vw", { value: 0.5, unit: "vw" }],
    ["-2vmin", { value: -2, unit: "vmin" }],
    ["+3rem", { value: 3, unit: "rem" }],
    ["80PX", { value: 80, unit: "px" }],
    ["  4 em ", { value: 4, unit: "em" }],
    ["2ex", { value: 2, unit: "ex" }],
    ["1e2px", { value: 100, unit: "px" }],
    ["5.", { value: 5, unit: "px" }],
  ])("%j is %j", (text, expected) => {
    expect(parseCssValue(text)).toEqual(expected);
  });

  it("gives a bare number the default unit it is told", () => {
    expect(parseCssValue("700", "ms")).toEqual({ value: 700, unit: "ms" });
    expect(parseCssValue("1.5", "em")).toEqual({ value: 1.5, unit: "em" });
  });

  it.each([
    "",
    "auto",
    "none",
    "calc(100% - 20px)",
    "10furlongs",
    "px",
    "1.2.3px",
    "12 px 3",
    "Infinitypx",
    "2e",
  ])("%j is not a value", (text) => {
    expect(parseCssValue(text)).toBeNull();
  });
});

describe("parseCssLength", () => {
  it.each(CSS_LENGTH_UNITS.map((unit) => [`3${unit}`, unit] as const))("reads %j", (text, unit) => {
    expect(parseCssLength(text)).toEqual({ value: 3, unit });
  });

  it.each(["700ms", "45deg"])("%j is not a length", (text) => {
    expect(parseCssLength(text)).toBeNull();
  });

  it("a bare number is px unless told otherwise", () => {
    expect(parseCssLength("24")).toEqual({ value: 24, unit: "px" });
    expect(parseCssLength("24", "%")).toEqual({ value: 24, unit: "%" });
  });
});

describe("toPixels", () => {
  it.each([
    [{ value: 10, unit: "px" }, 10],
    [{ value: 1, unit: "in" }, 96],
    [{ value: 2.54, unit: "cm" }, 96],
    [{ value: 25.4, unit: "mm" }, 96],
    [{ value: 72, unit: "pt" }, 96],
    [{ value: 12, unit: "pt" }, 16],
    [{ value: 6, unit: "pc" }, 96],
    [{ value: 2, unit: "em" }, 40],
    [{ value: 2, unit: "rem" }, 32],
    [{ value: 2, unit: "ex" }, 20],
    [{ value: 10, unit: "%" }, 50],
    [{ value: 10, unit: "vw" }, 120],
    [{ value: 10, unit: "vh" }, 80],
    [{ value: 10, unit: "vmin" }, 80],
    [{ value: 10, unit: "vmax" }, 120],
    [{ value: -5, unit: "vw" }, -60],
  ] as const)("%j is %d px (font 20, root 16, viewport 1200 by 800, percent of 500)", (length, px) => {
    expect(toPixels(length, context)).toBeCloseTo(px, 10);
  });

  it("ex uses the font's x-height when it is known", () => {
    expect(toPixels({ value: 2, unit: "ex" }, { ...context, xHeight: 9 })).toBe(18);
  });

  it("vmin and vmax follow the smaller and larger side of a portrait viewport", () => {
    const portrait = { ...context, viewportWidth: 400, viewportHeight: 900 };
    expect(toPixels({ value: 50, unit: "vmin" }, portrait)).toBe(200);
    expect(toPixels({ value: 50, unit: "vmax" }, portrait)).toBe(450);
  });
});

describe("spec 5: range values are px by default, em for line-height values of 3 or less", () => {
  it("pins the line-height limit, 3", () => {
    expect(LINE_HEIGHT_EM_LIMIT).toBe(3);
  });

  it.each([
    ["line_height", 3, "em"],
    ["line_height", 1.7, "em"],
    ["body_line_height", 0, "em"],
    ["header_line_height_tablet", 2.5, "em"],
    ["lineHeight", 1, "em"],
    ["line-height", 3, "em"],
    ["line_height", 3.01, "px"],
    ["line_height", 24, "px"],
    ["font_size", 2, "px"],
    ["letter_spacing", 1, "px"],
    ["width", 3, "px"],
  ] as const)("%s %d is %s", (field, value, unit) => {
    expect(rangeValueUnit(field, value)).toBe(unit);
  });

  it("names line-height fields", () => {
    expect(isLineHeightField("body_line_height")).toBe(true);
    expect(isLineHeightField("height")).toBe(false);
  });

  it.each([
    ["font_size", "24", "24px"],
    ["line_height", "1.5", "1.5em"],
    ["line_height", "3", "3em"],
    ["line_height", "30", "30px"],
    ["line_height", "1.5rem", "1.5rem"],
    ["font_size", " 2vw ", "2vw"],
    ["font_size", "auto", "auto"],
    ["font_size", "", ""],
  ])("%s %j is written %j", (field, text, css) => {
    expect(rangeValueWithUnit(field, text)).toBe(css);
  });
});

describe("hasUnit and formatCssValue", () => {
  it("tells a number with a unit from a bare one", () => {
    expect(hasUnit("12px")).toBe(true);
    expect(hasUnit("12furlongs")).toBe(true);
    expect(hasUnit("12")).toBe(false);
    expect(hasUnit("auto")).toBe(false);
  });

  it("writes a value back as CSS", () => {
    expect(formatCssValue({ value: 12.5, unit: "rem" })).toBe("12.5rem");
    expect(formatCssValue({ value: -3, unit: "%" })).toBe("-3%");
  });
});
