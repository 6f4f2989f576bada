import { describe, expect, it } from "vitest";
import {
  GRADIENT_DEFAULTS,
  GRADIENT_TYPES,
  gradientCss,
  gradientStops,
  readGradient,
  type GradientSettings,
} from "./gradient";

const settings = (overrides: Partial<GradientSettings>): GradientSettings => ({
  ...GRADIENT_DEFAULTS,
  ...overrides,
});

describe("gradient fields", () => {
  it("pins the five gradient types", () => {
    expect(GRADIENT_TYPES).toEqual(["linear", "radial", "circular", "elliptical", "conic"]);
  });

  it("reads the saved attributes under the field's prefix, defaults filling the gaps", () => {
    expect(readGradient({})).toEqual(GRADIENT_DEFAULTS);
    expect(
      readGradient({
        background_color_gradient_type: "conic",
        background_color_gradient_direction: "90deg",
        background_color_gradient_direction_radial: "top left",
        background_color_gradient_stops: "#000 0%|#fff 100%",
        background_color_gradient_repeat: "on",
        background_color_gradient_start: "#111",
        background_color_gradient_end: "#222",
        background_color_gradient_start_position: "10",
        background_color_gradient_end_position: "90",
        background_color_gradient_unit: "px",
        background_color_gradient_overlays_image: "on",
      }),
    ).toEqual({
      type: "conic",
      direction: "90deg",
      radialDirection: "top left",
      stops: "#000 0%|#fff 100%",
      repeat: true,
      startColor: "#111",
      endColor: "#222",
      startPosition: "10",
      endPosition: "90",
      unit: "px",
      overlaysImage: true,
    });
    expect(readGradient({ button_bg_gradient_type: "elliptical" }, "button_bg_gradient").type).toBe(
      "elliptical",
    );
    expect(readGradient({ background_color_gradient_type: "diamond" }).type).toBe("linear");
  });

  it("draws the default linear gradient from the start and end colours", () => {
    expect(gradientCss(GRADIENT_DEFAULTS)).toBe("linear-gradient(180deg, #2b87da 0%, #29c4a9 100%)");
  });

  it.each([
    ["linear", "linear-gradient(45deg, #000 0%, #fff 100%)"],
    ["radial", "radial-gradient(circle at top left, #000 0%, #fff 100%)"],
    ["circular", "radial-gradient(circle at top left, #000 0%, #fff 100%)"],
    ["elliptical", "radial-gradient(ellipse at top left, #000 0%, #fff 100%)"],
    ["conic", "conic-gradient(from 45deg at top left, #000 0%, #fff 100%)"],
  ] as const)("draws a %s gradient", (type, css) => {
    const gradient = settings({
      type,
      direction: "45deg",
      radialDirection: "top left",
      stops: "#000 0%|#fff 100%",
    });
    expect(gradientCss(gradient)).toBe(css);
    expect(gradientCss({ ...gradient, repeat: true })).toBe(`repeating-${css}`);
  });

  it("takes the stops over the start and end colours, in order, with their own units", () => {
    const gradient = settings({
      stops: "rgba(0, 0, 0, 0.5) 0px|#ff0000 25em|hsl(120, 50%, 50%) 100%",
      unit: "px",
    });
    expect(gradientStops(gradient)).toEqual([
      "rgba(0, 0, 0, 0.5) 0px",
      "#ff0000 25em",
      "hsl(120, 50%, 50%) 100%",
    ]);
  });

  it("gives bare positions the field's unit, and % for an unknown unit", () => {
    expect(gradientStops(settings({ stops: "#000 10|#fff 90", unit: "px" }))).toEqual([
      "#000 10px",
      "#fff 90px",
    ]);
    expect(gradientStops(settings({ startPosition: "5", endPosition: "50", unit: "vw" }))).toEqual([
      "#2b87da 5vw",
      "#29c4a9 50vw",
    ]);
    expect(gradientStops(settings({ stops: "#000 10|#fff 90", unit: "furlong" }))).toEqual([
      "#000 10%",
      "#fff 90%",
    ]);
  });

  it("keeps a stop without a position, drops a bad position and a bad colour", () => {
    expect(gradientStops(settings({ stops: "#000|rgba(1,2,3,.5)|#fff 10xyz|url(x) 5%|#abc 50%" }))).toEqual([
      "#000",
      "rgba(1,2,3,.5)",
      "#fff",
      "#abc 50%",
    ]);
  });

  it("draws nothing with fewer than two valid stops", () => {
    expect(gradientCss(settings({ stops: "#000 0%|javascript:x 100%" }))).toBe("");
    expect(gradientCss(settings({ startColor: "red;}", endColor: "#fff" }))).toBe("");
  });

  it("falls back to the default direction and place for values CSS would not take", () => {
    const stops = "#000 0%|#fff 100%";
    expect(gradientCss(settings({ stops, direction: "sideways" }))).toBe(
      "linear-gradient(180deg, #000 0%, #fff 100%)",
    );
    expect(gradientCss(settings({ stops, direction: "to right" }))).toBe(
      "linear-gradient(to right, #000 0%, #fff 100%)",
    );
    expect(
      gradientCss(settings({ stops, type: "conic", direction: "to right", radialDirection: "middle" })),
    ).toBe("conic-gradient(from 180deg at center, #000 0%, #fff 100%)");
    expect(gradientCss(settings({ stops, type: "elliptical", radialDirection: "bottom right" }))).toBe(
      "radial-gradient(ellipse at bottom right, #000 0%, #fff 100%)",
    );
  });
});
