import { describe, expect, it, vi } from "vitest";
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SPEED_MS,
  DEFAULT_EFFECT,
  DEFAULT_OPTIONS,
  DEFAULT_SPACE_BETWEEN_PX,
  parseAutoplay,
  parseCarouselOptions,
  parseEffect,
  parseSpaceBetween,
  parseSpeed,
  SLIDES_PER_VIEW,
} from "./options";

describe("the carousel constants (spec 9 Carousels and sliders)", () => {
  it("pins the spec's defaults: 1000 ms moves, 3000 ms dwell, one slide a view, 0 px between, slide effect", () => {
    expect(CAROUSEL_SPEED_MS).toBe(1000);
    expect(CAROUSEL_AUTOPLAY_MS).toBe(3000);
    expect(SLIDES_PER_VIEW).toBe(1);
    expect(DEFAULT_SPACE_BETWEEN_PX).toBe(0);
    expect(DEFAULT_EFFECT).toBe("slide");
  });
});

describe("parseEffect", () => {
  it.each([
    ["fade", "fade"],
    ["slide", "slide"],
    [" FADE ", "fade"],
    ["Slide", "slide"],
  ] as const)("reads %j as %s without a warning", (value, expected) => {
    const warn = vi.fn();
    expect(parseEffect(value, warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes slide quietly when the attribute is absent", () => {
    const warn = vi.fn();
    expect(parseEffect(undefined, warn)).toBe("slide");
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["cube", "", "fade slide", "fading"])("warns about %j and takes slide", (value) => {
    const warn = vi.fn();
    expect(parseEffect(value, warn)).toBe("slide");
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(`data-effect="${value}": expected "fade" or "slide"; using slide`);
  });
});

describe("parseSpeed", () => {
  it.each([
    ["1000", 1000],
    ["0", 0],
    [" 500 ", 500],
    ["007", 7],
  ])("reads %j as %i ms", (value, expected) => {
    const warn = vi.fn();
    expect(parseSpeed(value, warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes 1000 ms quietly when the attribute is absent", () => {
    const warn = vi.fn();
    expect(parseSpeed(undefined, warn)).toBe(1000);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["fast", "", "-200", "1.5", "1e3", "300ms", "99999999999999999999", "Infinity", "NaN"])(
    "warns about %j and takes 1000 ms",
    (value) => {
      const warn = vi.fn();
      expect(parseSpeed(value, warn)).toBe(1000);
      expect(warn).toHaveBeenCalledWith(
        `data-speed="${value}": expected a whole number of milliseconds; using 1000`,
      );
    },
  );
});

describe("parseAutoplay", () => {
  it.each([
    ["3000", 3000],
    ["1", 1],
    [" 2500 ", 2500],
  ])("reads %j as a %i ms dwell", (value, expected) => {
    const warn = vi.fn();
    expect(parseAutoplay(value, warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["0", "false", "OFF", "no", " 0 "])("reads %j as no autoplay, without a warning", (value) => {
    const warn = vi.fn();
    expect(parseAutoplay(value, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes 3000 ms quietly when the attribute is absent", () => {
    const warn = vi.fn();
    expect(parseAutoplay(undefined, warn)).toBe(3000);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["soon", "", "-3000", "3.5", "true", "3s", "1e4"])("warns about %j and takes 3000 ms", (value) => {
    const warn = vi.fn();
    expect(parseAutoplay(value, warn)).toBe(3000);
    expect(warn).toHaveBeenCalledWith(
      `data-autoplay="${value}": expected a whole number of milliseconds, or "0" for none; using 3000`,
    );
  });
});

describe("parseSpaceBetween", () => {
  it.each([
    ["0", 0],
    ["20", 20],
    ["12.5", 12.5],
    [" 8 ", 8],
  ])("reads %j as %d px", (value, expected) => {
    const warn = vi.fn();
    expect(parseSpaceBetween(value, warn)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes 0 px quietly when the attribute is absent", () => {
    const warn = vi.fn();
    expect(parseSpaceBetween(undefined, warn)).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["wide", "", "-20", "20px", "10%", ".5", "1,5"])("warns about %j and takes 0 px", (value) => {
    const warn = vi.fn();
    expect(parseSpaceBetween(value, warn)).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      `data-space-between="${value}": expected a number of pixels, 0 or more; using 0`,
    );
  });
});

describe("parseCarouselOptions", () => {
  it("reads the first home-page carousel", () => {
    const warn = vi.fn();
    const data = { effect: "fade", speed: "1000", autoplay: "3000", spaceBetween: "0" };
    expect(parseCarouselOptions(data, warn)).toEqual({
      effect: "fade",
      speedMs: 1000,
      autoplayMs: 3000,
      spaceBetweenPx: 0,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads the second home-page carousel", () => {
    const warn = vi.fn();
    const data = { effect: "slide", speed: "1000", autoplay: "3000", spaceBetween: "20" };
    expect(parseCarouselOptions(data, warn)).toEqual({
      effect: "slide",
      speedMs: 1000,
      autoplayMs: 3000,
      spaceBetweenPx: 20,
    });
  });

  it("reads a real element's dataset", () => {
    const element = document.createElement("div");
    element.dataset["spaceBetween"] = "20";
    element.dataset["autoplay"] = "off";
    expect(parseCarouselOptions(element.dataset, vi.fn())).toEqual({
      ...DEFAULT_OPTIONS,
      autoplayMs: null,
      spaceBetweenPx: 20,
    });
  });

  it("gives the defaults for bare markup", () => {
    const warn = vi.fn();
    expect(parseCarouselOptions({}, warn)).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toEqual({ effect: "slide", speedMs: 1000, autoplayMs: 3000, spaceBetweenPx: 0 });
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns once per bad attribute and keeps the good ones", () => {
    const warn = vi.fn();
    const data = { effect: "cube", speed: "slow", autoplay: "4000", spaceBetween: "wide" };
    expect(parseCarouselOptions(data, warn)).toEqual({
      effect: "slide",
      speedMs: 1000,
      autoplayMs: 4000,
      spaceBetweenPx: 0,
    });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([message]) => String(message).split("=")[0])).toEqual([
      "data-effect",
      "data-speed",
      "data-space-between",
    ]);
  });
});
