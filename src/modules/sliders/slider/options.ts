/**
 * The options a slider reads from its markup (reference section 2 "Slider", 2.1 Extra), and the timings of spec
 * section 9 "Carousels and sliders". Pure functions: they return the options and the problems found, and the
 * island logs the problems naming its element.
 */

/** The slideshow interval when `et_slider_auto` has no `et_slider_speed_<ms>` (and Extra's fallback). */
export const DEFAULT_SLIDESHOW_MS = 7000;
/** The simple slider's fade (Extra's featured posts slider). */
export const FADE_MS = 500;
/** The fade of Divi's slider modules: slider, post slider, gallery in slider mode, video slider. */
export const MODULE_FADE_MS = 700;
/** A carousel's slide (Extra's posts carousel). */
export const CAROUSEL_SLIDE_MS = 500;
/** The slide of carousel modules (the video slider's thumbnail track). */
export const CAROUSEL_MODULE_SLIDE_MS = 1000;
/** The full-width portfolio carousel's slide, and the wait after it before the next move. */
export const PORTFOLIO_SLIDE_MS = 700;
export const PORTFOLIO_WAIT_MS = 100;

export interface AutoplayOptions {
  readonly enabled: boolean;
  readonly intervalMs: number;
  /** `et_slider_auto_ignore_hover`: the pointer over the slider does not pause it. */
  readonly ignoreHover: boolean;
}

export interface SliderOptions {
  readonly autoplay: AutoplayOptions;
  readonly arrows: boolean;
  readonly pagination: boolean;
}

export interface Parsed<T> {
  readonly options: T;
  readonly problems: readonly string[];
}

const SPEED_CLASS = /^et_slider_speed_(.*)$/;

/** A whole number of milliseconds above zero, or null. */
function positiveWholeNumber(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * Reads a Divi slider's option classes: `et_slider_auto` turns the slideshow on, `et_slider_speed_<ms>` sets its
 * interval (7000 ms when absent or malformed), `et_slider_auto_ignore_hover`, `et_pb_slider_no_arrows` and
 * `et_pb_slider_no_pagination`.
 */
export function parseSliderClasses(className: string): Parsed<SliderOptions> {
  const classes = className.split(/\s+/).filter(Boolean);
  const problems: string[] = [];
  const enabled = classes.includes("et_slider_auto");
  let intervalMs = DEFAULT_SLIDESHOW_MS;
  for (const name of classes) {
    const match = SPEED_CLASS.exec(name);
    if (!match) continue;
    const speed = positiveWholeNumber(match[1] ?? "");
    if (speed === null) {
      problems.push(
        `${name}: expected a whole number of milliseconds above 0; using ${DEFAULT_SLIDESHOW_MS}`,
      );
    } else {
      intervalMs = speed;
    }
  }
  return {
    options: {
      autoplay: { enabled, intervalMs, ignoreHover: classes.includes("et_slider_auto_ignore_hover") },
      arrows: !classes.includes("et_pb_slider_no_arrows"),
      pagination: !classes.includes("et_pb_slider_no_pagination"),
    },
    problems,
  };
}

/**
 * Extra's `data-autoplay` (seconds): absent means no slideshow; present turns it on, at that many seconds when it
 * is a number above zero and at 7000 ms otherwise (an empty value is the theme's "on" and needs no warning).
 */
export function parseExtraAutoplay(value: string | null): Parsed<AutoplayOptions> {
  if (value === null) {
    return {
      options: { enabled: false, intervalMs: DEFAULT_SLIDESHOW_MS, ignoreHover: false },
      problems: [],
    };
  }
  const text = value.trim();
  const seconds = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  const valid = Number.isFinite(seconds) && seconds > 0;
  return {
    options: {
      enabled: true,
      intervalMs: valid ? Math.round(seconds * 1000) : DEFAULT_SLIDESHOW_MS,
      ignoreHover: false,
    },
    problems:
      valid || text === ""
        ? []
        : [
            `data-autoplay: expected a number of seconds above 0 (got "${text}"); using ${DEFAULT_SLIDESHOW_MS} ms`,
          ],
  };
}

/**
 * The full-width portfolio's `data-auto-rotate="on|off"` and `data-auto-rotate-speed` (milliseconds; 7000 when
 * absent or malformed).
 */
export function parsePortfolioAutoplay(rotate: string | null, speed: string | null): Parsed<AutoplayOptions> {
  const enabled = rotate === "on";
  const problems: string[] = [];
  let intervalMs = DEFAULT_SLIDESHOW_MS;
  if (enabled && speed !== null && speed.trim() !== "") {
    const parsed = positiveWholeNumber(speed.trim());
    if (parsed === null) {
      problems.push(
        `data-auto-rotate-speed: expected a whole number of milliseconds above 0 (got "${speed}"); using ${DEFAULT_SLIDESHOW_MS}`,
      );
    } else {
      intervalMs = parsed;
    }
  }
  return { options: { enabled, intervalMs, ignoreHover: false }, problems };
}

/**
 * A slide's `data-dots_color` / `data-arrows_color` (`#rgb` or `#rrggbb`) as `rgba(r, g, b, alpha)`, or null when
 * it is not a hex colour (the theme's CSS colours stay).
 */
export function hexToRgba(hex: string | null | undefined, alpha = 1): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((hex ?? "").trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  const value = Number.parseInt(digits, 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
