import { describe, expect, it } from "vitest";
import {
  CAROUSEL_MODULE_SLIDE_MS,
  CAROUSEL_SLIDE_MS,
  DEFAULT_SLIDESHOW_MS,
  FADE_MS,
  hexToRgba,
  MODULE_FADE_MS,
  parseExtraAutoplay,
  parsePortfolioAutoplay,
  parseSliderClasses,
  PORTFOLIO_SLIDE_MS,
  PORTFOLIO_WAIT_MS,
} from "./options";

describe("the timings of spec 9 'Carousels and sliders'", () => {
  it("pins the spec's durations: fade 500 ms (700 for modules), slide 500 ms (1000 for carousel modules)", () => {
    expect(FADE_MS).toBe(500);
    expect(MODULE_FADE_MS).toBe(700);
    expect(CAROUSEL_SLIDE_MS).toBe(500);
    expect(CAROUSEL_MODULE_SLIDE_MS).toBe(1000);
  });

  it("pins the full-width portfolio carousel's 700 ms move and 100 ms wait", () => {
    expect(PORTFOLIO_SLIDE_MS).toBe(700);
    expect(PORTFOLIO_WAIT_MS).toBe(100);
  });

  it("pins the default slideshow interval at 7000 ms", () => {
    expect(DEFAULT_SLIDESHOW_MS).toBe(7000);
  });
});

describe("parseSliderClasses", () => {
  it("given no option classes, has arrows and dots and no slideshow", () => {
    expect(parseSliderClasses("et_pb_module et_pb_slider et_pb_slider_0")).toEqual({
      options: {
        autoplay: { enabled: false, intervalMs: 7000, ignoreHover: false },
        arrows: true,
        pagination: true,
      },
      problems: [],
    });
  });

  it("given et_slider_auto with et_slider_speed_<ms>, plays at that speed", () => {
    const { options } = parseSliderClasses("et_pb_slider et_slider_auto et_slider_speed_3500");
    expect(options.autoplay).toEqual({ enabled: true, intervalMs: 3500, ignoreHover: false });
  });

  it("given et_slider_auto without a speed class, plays every 7000 ms", () => {
    expect(parseSliderClasses("et_pb_slider et_slider_auto").options.autoplay.intervalMs).toBe(7000);
  });

  it("given a speed class without et_slider_auto, keeps the speed but does not play", () => {
    expect(parseSliderClasses("et_slider_speed_2000").options.autoplay).toEqual({
      enabled: false,
      intervalMs: 2000,
      ignoreHover: false,
    });
  });

  it.each([
    "et_slider_speed_",
    "et_slider_speed_0",
    "et_slider_speed_fast",
    "et_slider_speed_-5",
    "et_slider_speed_1.5",
  ])("given the malformed %s, warns and uses 7000 ms", (name) => {
    const { options, problems } = parseSliderClasses(`et_pb_slider et_slider_auto ${name}`);
    expect(options.autoplay.intervalMs).toBe(7000);
    expect(problems).toEqual([`${name}: expected a whole number of milliseconds above 0; using 7000`]);
  });

  it("reads et_slider_auto_ignore_hover, et_pb_slider_no_arrows and et_pb_slider_no_pagination", () => {
    const { options } = parseSliderClasses(
      "et_pb_slider et_slider_auto et_slider_auto_ignore_hover et_pb_slider_no_arrows et_pb_slider_no_pagination",
    );
    expect(options).toEqual({
      autoplay: { enabled: true, intervalMs: 7000, ignoreHover: true },
      arrows: false,
      pagination: false,
    });
  });

  it("does not mistake a longer class for an option", () => {
    const { options } = parseSliderClasses("et_slider_autoplay et_pb_slider_no_arrows_tablet");
    expect(options.autoplay.enabled).toBe(false);
    expect(options.arrows).toBe(true);
  });

  it("tolerates extra whitespace and an empty class list", () => {
    expect(parseSliderClasses("  et_slider_auto\n\tet_slider_speed_900 ").options.autoplay.intervalMs).toBe(
      900,
    );
    expect(parseSliderClasses("").options.autoplay.enabled).toBe(false);
  });
});

describe("parseExtraAutoplay (data-autoplay in seconds)", () => {
  it("given no attribute, does not play", () => {
    expect(parseExtraAutoplay(null)).toEqual({
      options: { enabled: false, intervalMs: 7000, ignoreHover: false },
      problems: [],
    });
  });

  it.each([
    ["5", 5000],
    ["3", 3000],
    ["2.5", 2500],
    [" 10 ", 10000],
  ])("given %j, plays every %i ms", (value, intervalMs) => {
    expect(parseExtraAutoplay(value)).toEqual({
      options: { enabled: true, intervalMs, ignoreHover: false },
      problems: [],
    });
  });

  it("given an empty value (the theme's plain 'on'), plays every 7000 ms without a warning", () => {
    expect(parseExtraAutoplay("")).toEqual({
      options: { enabled: true, intervalMs: 7000, ignoreHover: false },
      problems: [],
    });
  });

  it.each(["soon", "0", "-3", "5s", "1e3"])("given %j, plays every 7000 ms and warns", (value) => {
    const { options, problems } = parseExtraAutoplay(value);
    expect(options).toEqual({ enabled: true, intervalMs: 7000, ignoreHover: false });
    expect(problems).toEqual([
      `data-autoplay: expected a number of seconds above 0 (got "${value}"); using 7000 ms`,
    ]);
  });
});

describe("parsePortfolioAutoplay", () => {
  it("plays only with data-auto-rotate=on, at data-auto-rotate-speed ms", () => {
    expect(parsePortfolioAutoplay("on", "4000").options).toEqual({
      enabled: true,
      intervalMs: 4000,
      ignoreHover: false,
    });
    expect(parsePortfolioAutoplay("off", "4000").options.enabled).toBe(false);
    expect(parsePortfolioAutoplay(null, null).options.enabled).toBe(false);
  });

  it("given no speed, plays every 7000 ms", () => {
    expect(parsePortfolioAutoplay("on", null)).toEqual({
      options: { enabled: true, intervalMs: 7000, ignoreHover: false },
      problems: [],
    });
    expect(parsePortfolioAutoplay("on", " ").options.intervalMs).toBe(7000);
  });

  it("given a malformed speed, warns and plays every 7000 ms", () => {
    expect(parsePortfolioAutoplay("on", "quick")).toEqual({
      options: { enabled: true, intervalMs: 7000, ignoreHover: false },
      problems: [
        'data-auto-rotate-speed: expected a whole number of milliseconds above 0 (got "quick"); using 7000',
      ],
    });
  });
});

describe("hexToRgba", () => {
  it("reads #rrggbb and #rgb, with an alpha", () => {
    expect(hexToRgba("#0cd1eb")).toBe("rgba(12, 209, 235, 1)");
    expect(hexToRgba("#fff", 0.3)).toBe("rgba(255, 255, 255, 0.3)");
    expect(hexToRgba("0CD1EB")).toBe("rgba(12, 209, 235, 1)");
  });

  it("gives null for anything else", () => {
    for (const value of [null, undefined, "", "red", "#12345", "#gggggg", "rgb(1,2,3)", "url(x)"]) {
      expect(hexToRgba(value)).toBeNull();
    }
  });
});
