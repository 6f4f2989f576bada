import { describe, expect, it, vi } from "vitest";
import type { AnimationEntry } from "../../../core/config";
import {
  ANIMATION_DIRECTIONS,
  ANIMATION_EFFECTS,
  DEFAULT_DELAY_MS,
  DEFAULT_DURATION_MS,
  DEFAULT_INTENSITY,
  DEFAULT_SPEED_CURVE,
  DEFAULT_STARTING_OPACITY,
  SPEED_CURVES,
  buildKeyframes,
  buildTiming,
  parseAnimation,
  parsePercent,
  parseRepeat,
  parseSpeedCurve,
  parseStyle,
  parseTime,
  pickVariant,
  startTransform,
  type AnimationOptions,
} from "./parse";

/** An entry as the theme prints it (real page 03), with tablet and phone variants where a test wants them. */
const entry = (extra: Record<string, string | number | null> = {}): AnimationEntry => ({
  class: "et_pb_text_0",
  style: "slideBottom",
  repeat: "once",
  duration: "1000ms",
  delay: "0ms",
  intensity: "10%",
  starting_opacity: "0%",
  speed_curve: "ease-in-out",
  ...extra,
});

const options = (extra: Partial<AnimationOptions> = {}): AnimationOptions => ({
  className: "et_pb_text_0",
  effect: "slide",
  direction: "bottom",
  repeat: "once",
  durationMs: 1000,
  delayMs: 0,
  intensity: 50,
  startingOpacity: 0,
  speedCurve: "ease-in-out",
  ...extra,
});

describe("the spec's animation constants", () => {
  it("pins the spec's defaults: intensity 50, ease-in-out, 1000 ms, no delay, opacity 0; and the five CSS curves", () => {
    expect(DEFAULT_INTENSITY).toBe(50);
    expect(DEFAULT_SPEED_CURVE).toBe("ease-in-out");
    expect(SPEED_CURVES).toEqual(["linear", "ease", "ease-in", "ease-out", "ease-in-out"]);
    expect(DEFAULT_DURATION_MS).toBe(1000);
    expect(DEFAULT_DELAY_MS).toBe(0);
    expect(DEFAULT_STARTING_OPACITY).toBe(0);
  });

  it("pins the theme's seven effects and five directions", () => {
    expect(ANIMATION_EFFECTS).toEqual(["fade", "slide", "bounce", "zoom", "flip", "fold", "roll"]);
    expect(ANIMATION_DIRECTIONS).toEqual(["center", "top", "right", "bottom", "left"]);
  });
});

describe("pickVariant: the value for the current device", () => {
  const all = entry({ duration_tablet: "800ms", duration_phone: "600ms" });

  it.each([
    ["desktop", all, "1000ms"],
    ["tablet", all, "800ms"],
    ["phone", all, "600ms"],
    ["phone", entry({ duration_tablet: "800ms" }), "800ms"],
    ["phone", entry(), "1000ms"],
    ["tablet", entry({ duration_phone: "600ms" }), "1000ms"],
    ["desktop", entry({ duration_tablet: "800ms", duration_phone: "600ms" }), "1000ms"],
  ] as const)("on a %s, picks the right variant", (device, values, expected) => {
    expect(pickVariant(values, "duration", device)).toBe(expected);
  });

  it("skips empty and null variants and trims values", () => {
    expect(pickVariant(entry({ delay_phone: "", delay_tablet: null }), "delay", "phone")).toBe("0ms");
    expect(pickVariant(entry({ delay_tablet: "  300ms " }), "delay", "tablet")).toBe("300ms");
  });

  it("reads numbers as text and ignores booleans", () => {
    expect(pickVariant(entry({ intensity_phone: 30 }), "intensity", "phone")).toBe("30");
    expect(
      pickVariant({ class: "x", intensity: true } as unknown as AnimationEntry, "intensity", "desktop"),
    ).toBe(undefined);
  });

  it("gives undefined when no variant and no base value exist", () => {
    expect(pickVariant({ class: "x" }, "speed_curve", "phone")).toBeUndefined();
  });
});

describe("parseStyle", () => {
  it.each(ANIMATION_EFFECTS.map((effect) => [effect] as const))("reads %s alone as centred", (effect) => {
    expect(parseStyle(effect)).toEqual({ effect, direction: "center" });
  });

  it.each([
    ["slideTop", "slide", "top"],
    ["slideRight", "slide", "right"],
    ["slideBottom", "slide", "bottom"],
    ["slideLeft", "slide", "left"],
    ["bounceLeft", "bounce", "left"],
    ["zoomTop", "zoom", "top"],
    ["flipRight", "flip", "right"],
    ["foldBottom", "fold", "bottom"],
    ["rollLeft", "roll", "left"],
    ["fadeTop", "fade", "top"],
    ["SLIDEbottom", "slide", "bottom"],
  ])("reads %s as %s from %s", (style, effect, direction) => {
    expect(parseStyle(style)).toEqual({ effect, direction });
  });

  it("warns and fades for an unknown style; a missing style fades without a warning", () => {
    const warn = vi.fn();
    expect(parseStyle("spin", warn)).toEqual({ effect: "fade", direction: "center" });
    expect(warn).toHaveBeenCalledWith('style "spin" is not a known animation; using fade');
    warn.mockClear();
    expect(parseStyle("slideUp", warn)).toEqual({ effect: "fade", direction: "center" });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockClear();
    expect(parseStyle(undefined, warn)).toEqual({ effect: "fade", direction: "center" });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("parseTime", () => {
  it.each([
    ["1000ms", 1000],
    ["0ms", 0],
    ["250", 250],
    ["1.5s", 1500],
    ["2S", 2000],
    ["200 ms", 200],
    ["12.4ms", 12],
  ])("reads %s as %d ms", (value, expected) => {
    const warn = vi.fn();
    expect(parseTime(value, 1000, "duration", warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it("uses the fallback without a warning when the value is missing", () => {
    const warn = vi.fn();
    expect(parseTime(undefined, 700, "delay", warn)).toBe(700);
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns and uses the fallback for text that is not a time", () => {
    const warn = vi.fn();
    expect(parseTime("soon", 1000, "duration", warn)).toBe(1000);
    expect(warn).toHaveBeenCalledWith('duration "soon" is not a time such as "1000ms"; using 1000ms');
    expect(parseTime("10px", 0, "delay", warn)).toBe(0);
  });

  it("warns and uses 0 for a negative time", () => {
    const warn = vi.fn();
    expect(parseTime("-200ms", 1000, "delay", warn)).toBe(0);
    expect(warn).toHaveBeenCalledWith('delay "-200ms" is negative; using 0ms');
  });
});

describe("parsePercent", () => {
  it.each([
    ["50%", 50],
    ["50", 50],
    ["0%", 0],
    ["100%", 100],
    ["2.5%", 2.5],
    ["10 %", 10],
  ])("reads %s as %d", (value, expected) => {
    const warn = vi.fn();
    expect(parsePercent(value, 50, "intensity", warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it("clamps values outside 0..100 with a warning", () => {
    const warn = vi.fn();
    expect(parsePercent("150%", 50, "intensity", warn)).toBe(100);
    expect(warn).toHaveBeenCalledWith('intensity "150%" is outside 0..100; using 100%');
    expect(parsePercent("-5%", 50, "starting_opacity", warn)).toBe(0);
    expect(warn).toHaveBeenLastCalledWith('starting_opacity "-5%" is outside 0..100; using 0%');
  });

  it("warns and uses the fallback for text that is not a percentage", () => {
    const warn = vi.fn();
    expect(parsePercent("half", 50, "intensity", warn)).toBe(50);
    expect(warn).toHaveBeenCalledWith('intensity "half" is not a percentage; using 50%');
    expect(parsePercent(undefined, 50, "intensity", warn)).toBe(50);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("parseSpeedCurve", () => {
  it.each(SPEED_CURVES.map((curve) => [curve] as const))("accepts %s", (curve) => {
    const warn = vi.fn();
    expect(parseSpeedCurve(curve, warn)).toBe(curve);
    expect(warn).not.toHaveBeenCalled();
  });

  it("accepts any letter case", () => {
    expect(parseSpeedCurve("Ease-In")).toBe("ease-in");
  });

  it("turns anything else into ease-in-out with a warning; a missing curve without one", () => {
    const warn = vi.fn();
    expect(parseSpeedCurve("cubic-bezier(0,0,1,1)", warn)).toBe("ease-in-out");
    expect(warn).toHaveBeenCalledWith(
      'speed_curve "cubic-bezier(0,0,1,1)" is not one of linear, ease, ease-in, ease-out, ease-in-out; using ease-in-out',
    );
    expect(parseSpeedCurve("bouncy", warn)).toBe("ease-in-out");
    expect(parseSpeedCurve(undefined, warn)).toBe("ease-in-out");
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("parseRepeat", () => {
  it.each([
    ["once", "once"],
    ["loop", "infinite"],
    ["infinite", "infinite"],
    ["LOOP", "infinite"],
    [undefined, "once"],
  ] as const)("reads %s as %s", (value, expected) => {
    expect(parseRepeat(value)).toBe(expected);
  });

  it("warns and plays once for an unknown value", () => {
    const warn = vi.fn();
    expect(parseRepeat("twice", warn)).toBe("once");
    expect(warn).toHaveBeenCalledWith('repeat "twice" is not "once" or "loop"; using once');
  });
});

describe("parseAnimation", () => {
  it("reads a theme entry on a desktop", () => {
    expect(parseAnimation(entry(), "desktop")).toEqual({
      className: "et_pb_text_0",
      effect: "slide",
      direction: "bottom",
      repeat: "once",
      durationMs: 1000,
      delayMs: 0,
      intensity: 10,
      startingOpacity: 0,
      speedCurve: "ease-in-out",
    });
  });

  it("uses each field's variant for the device, falling back field by field", () => {
    const responsive = entry({
      style_tablet: "zoomLeft",
      style_phone: "fade",
      duration_tablet: "800ms",
      delay_phone: "100ms",
      intensity_tablet: "30%",
      starting_opacity_phone: "20%",
      speed_curve_tablet: "linear",
      repeat_phone: "loop",
    });
    expect(parseAnimation(responsive, "tablet")).toMatchObject({
      effect: "zoom",
      direction: "left",
      durationMs: 800,
      delayMs: 0,
      intensity: 30,
      startingOpacity: 0,
      speedCurve: "linear",
      repeat: "once",
    });
    expect(parseAnimation(responsive, "phone")).toMatchObject({
      effect: "fade",
      direction: "center",
      durationMs: 800,
      delayMs: 100,
      intensity: 30,
      startingOpacity: 0.2,
      speedCurve: "linear",
      repeat: "infinite",
    });
  });

  it("gives the theme's defaults for an entry with only a class", () => {
    expect(parseAnimation({ class: "et_pb_image_3" }, "phone")).toEqual({
      className: "et_pb_image_3",
      effect: "fade",
      direction: "center",
      repeat: "once",
      durationMs: 1000,
      delayMs: 0,
      intensity: 50,
      startingOpacity: 0,
      speedCurve: "ease-in-out",
    });
  });

  it("warns once per bad field, naming the entry's class, and keeps the good fields", () => {
    const warn = vi.fn();
    const parsed = parseAnimation(
      entry({ speed_curve: "springy", duration: "long", intensity: "300%", repeat: "often" }),
      "desktop",
      warn,
    );
    expect(parsed).toMatchObject({
      effect: "slide",
      speedCurve: "ease-in-out",
      durationMs: 1000,
      intensity: 100,
    });
    expect(warn).toHaveBeenCalledTimes(4);
    for (const [message] of warn.mock.calls) expect(message).toMatch(/^et_animation_data "et_pb_text_0": /);
    expect(warn).toHaveBeenCalledWith(
      'et_animation_data "et_pb_text_0": speed_curve "springy" is not one of linear, ease, ease-in, ease-out, ease-in-out; using ease-in-out',
    );
  });
});

describe("startTransform: intensity scales the starting offset, scale and rotation", () => {
  it.each([
    ["slide", "top", 50, "translate3d(0, -100%, 0)"],
    ["slide", "right", 50, "translate3d(100%, 0, 0)"],
    ["slide", "bottom", 10, "translate3d(0, 20%, 0)"],
    ["slide", "left", 25, "translate3d(-50%, 0, 0)"],
    ["slide", "center", 50, "scale3d(0.5, 0.5, 0.5)"],
    ["zoom", "center", 50, "scale3d(0.5, 0.5, 0.5)"],
    ["zoom", "left", 20, "scale3d(0.8, 0.8, 0.8)"],
    ["flip", "top", 50, "perspective(2000px) rotateX(45deg)"],
    ["flip", "center", 100, "perspective(2000px) rotateX(90deg)"],
    ["flip", "bottom", 50, "perspective(2000px) rotateX(-45deg)"],
    ["flip", "right", 50, "perspective(2000px) rotateY(45deg)"],
    ["flip", "left", 50, "perspective(2000px) rotateY(-45deg)"],
    ["fold", "top", 50, "perspective(2000px) rotateX(-45deg)"],
    ["fold", "bottom", 50, "perspective(2000px) rotateX(45deg)"],
    ["fold", "left", 50, "perspective(2000px) rotateY(45deg)"],
    ["fold", "right", 50, "perspective(2000px) rotateY(-45deg)"],
    ["fold", "center", 10, "perspective(2000px) rotateY(-9deg)"],
    ["roll", "center", 50, "rotateZ(180deg)"],
    ["roll", "left", 50, "rotateZ(180deg)"],
    ["roll", "top", 25, "rotateZ(90deg)"],
    ["roll", "right", 50, "rotateZ(-180deg)"],
    ["roll", "bottom", 100, "rotateZ(-360deg)"],
    ["fade", "center", 50, "none"],
    ["bounce", "center", 50, "none"],
  ] as const)("%s from %s at intensity %d starts at %s", (effect, direction, intensity, expected) => {
    expect(startTransform(effect, direction, intensity)).toBe(expected);
  });

  it("at intensity 0 starts where it ends", () => {
    expect(startTransform("slide", "left", 0)).toBe("translate3d(0%, 0, 0)");
    expect(startTransform("zoom", "center", 0)).toBe("scale3d(1, 1, 1)");
    expect(startTransform("roll", "center", 0)).toBe("rotateZ(0deg)");
  });
});

describe("buildKeyframes and buildTiming", () => {
  it("fades from the starting opacity to fully opaque", () => {
    expect(buildKeyframes(options({ effect: "fade", direction: "center", startingOpacity: 0.3 }))).toEqual([
      { opacity: 0.3 },
      { opacity: 1 },
    ]);
  });

  it("slides from its transform to none, pivoting in the centre", () => {
    expect(buildKeyframes(options({ intensity: 10 }))).toEqual([
      { opacity: 0, transform: "translate3d(0, 20%, 0)", transformOrigin: "center" },
      { opacity: 1, transform: "none", transformOrigin: "center" },
    ]);
  });

  it("zooms, folds and rolls from the side they come from", () => {
    expect(buildKeyframes(options({ effect: "zoom", direction: "left" }))[0]).toMatchObject({
      transformOrigin: "left",
    });
    expect(buildKeyframes(options({ effect: "fold", direction: "top" }))[0]).toMatchObject({
      transformOrigin: "top",
    });
  });

  it("bounces through overshooting keyframes and ends fully visible in place", () => {
    const fromBottom = buildKeyframes(
      options({ effect: "bounce", direction: "bottom", startingOpacity: 0.5 }),
    );
    expect(fromBottom[0]).toEqual({ offset: 0, opacity: 0.5, transform: "translate3d(0, 200px, 0)" });
    expect(fromBottom.at(-1)).toEqual({ offset: 1, opacity: 1, transform: "none" });
    const centred = buildKeyframes(options({ effect: "bounce", direction: "center" }));
    expect(centred[0]).toMatchObject({ transform: "scale3d(0.3, 0.3, 0.3)" });
    expect(centred.map((frame) => frame.offset)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    for (const direction of ["top", "left", "right"] as const) {
      expect(buildKeyframes(options({ effect: "bounce", direction }))[0]?.["transform"]).toMatch(/200px/);
    }
  });

  it("times a single run with its delay and curve, and a loop forever", () => {
    expect(buildTiming(options({ durationMs: 600, delayMs: 200, speedCurve: "linear" }))).toEqual({
      duration: 600,
      delay: 200,
      easing: "linear",
      iterations: 1,
      fill: "both",
    });
    expect(buildTiming(options({ repeat: "infinite" })).iterations).toBe(Infinity);
  });
});
