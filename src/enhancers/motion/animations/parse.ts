import type { Device } from "../../../core/breakpoints";
import type { AnimationEntry } from "../../../core/config";

/**
 * Reading one `et_animation_data` entry (spec 3 "Animation data", spec 9 "Animation and scroll") into typed
 * options, and the Web Animations keyframes of each style. Pure functions: no DOM, no globals.
 */

/** Spec 9: intensity defaults to 50 (of 0..100). */
export const DEFAULT_INTENSITY = 50;
/** Spec 9: the speed curves the theme allows; anything else becomes ease-in-out. */
export const SPEED_CURVES = ["linear", "ease", "ease-in", "ease-out", "ease-in-out"] as const;
export const DEFAULT_SPEED_CURVE = "ease-in-out";
/** The theme's defaults when an entry leaves a value out ("1000ms", "0ms", "0%"). */
export const DEFAULT_DURATION_MS = 1000;
export const DEFAULT_DELAY_MS = 0;
export const DEFAULT_STARTING_OPACITY = 0;

export const ANIMATION_EFFECTS = ["fade", "slide", "bounce", "zoom", "flip", "fold", "roll"] as const;
export const ANIMATION_DIRECTIONS = ["center", "top", "right", "bottom", "left"] as const;

export type SpeedCurve = (typeof SPEED_CURVES)[number];
export type AnimationEffect = (typeof ANIMATION_EFFECTS)[number];
export type AnimationDirection = (typeof ANIMATION_DIRECTIONS)[number];
export type AnimationRepeat = "once" | "infinite";

export interface AnimationOptions {
  /** The module's order class (`et_pb_text_0`), used with getElementsByClassName, never as a selector. */
  readonly className: string;
  readonly effect: AnimationEffect;
  readonly direction: AnimationDirection;
  readonly repeat: AnimationRepeat;
  readonly durationMs: number;
  readonly delayMs: number;
  /** 0..100. */
  readonly intensity: number;
  /** 0..1 (the config gives a percentage). */
  readonly startingOpacity: number;
  readonly speedCurve: SpeedCurve;
}

/** The fields of an entry that have `_tablet` and `_phone` variants. */
export type AnimationField =
  "style" | "repeat" | "duration" | "delay" | "intensity" | "starting_opacity" | "speed_curve";

export type Warn = (message: string) => void;

/** The order in which variants are tried for each device: the most specific first, then wider ones. */
const VARIANT_SUFFIXES: Readonly<Record<Device, readonly string[]>> = {
  phone: ["_phone", "_tablet", ""],
  tablet: ["_tablet", ""],
  desktop: [""],
};

function present(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * The value of `field` for `device`: a phone uses `<field>_phone`, else `<field>_tablet`, else the base value; a
 * tablet uses `<field>_tablet`, else the base value; a desktop the base value. Empty variants do not count.
 */
export function pickVariant(
  entry: AnimationEntry,
  field: AnimationField,
  device: Device,
): string | undefined {
  const values = entry as Readonly<Record<string, unknown>>;
  for (const suffix of VARIANT_SUFFIXES[device]) {
    const value = present(values[`${field}${suffix}`]);
    if (value !== undefined) return value;
  }
  return undefined;
}

const STYLE_PATTERN = /^(fade|slide|bounce|zoom|flip|fold|roll)(top|right|bottom|left)?$/i;

/** `slideBottom` is the slide effect from the bottom; `zoom` alone is centred. */
export function parseStyle(
  value: string | undefined,
  warn: Warn = () => undefined,
): { effect: AnimationEffect; direction: AnimationDirection } {
  const match = value === undefined ? null : STYLE_PATTERN.exec(value);
  if (!match) {
    if (value !== undefined) warn(`style "${value}" is not a known animation; using fade`);
    return { effect: "fade", direction: "center" };
  }
  return {
    effect: match[1]!.toLowerCase() as AnimationEffect,
    direction: (match[2]?.toLowerCase() ?? "center") as AnimationDirection,
  };
}

const TIME_PATTERN = /^(-?\d+(?:\.\d+)?)\s*(ms|s)?$/i;

/** "1000ms", "1.5s" or a bare number of milliseconds; negative times become 0. */
export function parseTime(
  value: string | undefined,
  fallback: number,
  field: string,
  warn: Warn = () => undefined,
): number {
  if (value === undefined) return fallback;
  const match = TIME_PATTERN.exec(value);
  if (!match) {
    warn(`${field} "${value}" is not a time such as "1000ms"; using ${fallback}ms`);
    return fallback;
  }
  const amount = Number(match[1]) * (match[2]?.toLowerCase() === "s" ? 1000 : 1);
  if (amount < 0) {
    warn(`${field} "${value}" is negative; using 0ms`);
    return 0;
  }
  return Math.round(amount);
}

const PERCENT_PATTERN = /^(-?\d+(?:\.\d+)?)\s*%?$/;

/** "50%" or "50", clamped to 0..100 with a warning when outside. */
export function parsePercent(
  value: string | undefined,
  fallback: number,
  field: string,
  warn: Warn = () => undefined,
): number {
  if (value === undefined) return fallback;
  const match = PERCENT_PATTERN.exec(value);
  if (!match) {
    warn(`${field} "${value}" is not a percentage; using ${fallback}%`);
    return fallback;
  }
  const amount = Number(match[1]);
  if (amount < 0 || amount > 100) {
    const clamped = Math.min(100, Math.max(0, amount));
    warn(`${field} "${value}" is outside 0..100; using ${clamped}%`);
    return clamped;
  }
  return amount;
}

export function parseSpeedCurve(value: string | undefined, warn: Warn = () => undefined): SpeedCurve {
  if (value === undefined) return DEFAULT_SPEED_CURVE;
  const curve = value.toLowerCase();
  if ((SPEED_CURVES as readonly string[]).includes(curve)) return curve as SpeedCurve;
  warn(`speed_curve "${value}" is not one of ${SPEED_CURVES.join(", ")}; using ${DEFAULT_SPEED_CURVE}`);
  return DEFAULT_SPEED_CURVE;
}

/** The theme's values are "once" and "loop"; "infinite" is accepted too. */
export function parseRepeat(value: string | undefined, warn: Warn = () => undefined): AnimationRepeat {
  if (value === undefined) return "once";
  const repeat = value.toLowerCase();
  if (repeat === "once") return "once";
  if (repeat === "loop" || repeat === "infinite") return "infinite";
  warn(`repeat "${value}" is not "once" or "loop"; using once`);
  return "once";
}

/** An entry as options for `device`, each field from its device variant; bad values warn and use defaults. */
export function parseAnimation(
  entry: AnimationEntry,
  device: Device,
  warn: Warn = () => undefined,
): AnimationOptions {
  const field = (name: AnimationField): string | undefined => pickVariant(entry, name, device);
  const named: Warn = (message) => warn(`et_animation_data "${entry.class}": ${message}`);
  const { effect, direction } = parseStyle(field("style"), named);
  return {
    className: entry.class,
    effect,
    direction,
    repeat: parseRepeat(field("repeat"), named),
    durationMs: parseTime(field("duration"), DEFAULT_DURATION_MS, "duration", named),
    delayMs: parseTime(field("delay"), DEFAULT_DELAY_MS, "delay", named),
    intensity: parsePercent(field("intensity"), DEFAULT_INTENSITY, "intensity", named),
    startingOpacity:
      parsePercent(field("starting_opacity"), DEFAULT_STARTING_OPACITY * 100, "starting_opacity", named) /
      100,
    speedCurve: parseSpeedCurve(field("speed_curve"), named),
  };
}

/**
 * The transform an element starts from, scaled by intensity as the theme scales it: slides move by up to 200 % of
 * the element's own size, zooms start at (100 - intensity) %, flips and folds turn by up to 90 degrees, rolls by up
 * to 360 degrees. Fades and bounces have no intensity (bounces use their own keyframes).
 */
export function startTransform(
  effect: AnimationEffect,
  direction: AnimationDirection,
  intensity: number,
): string {
  const scale = round((100 - intensity) / 100);
  const quarterTurn = Math.ceil(0.9 * intensity);
  const fullTurn = Math.ceil(3.6 * intensity);
  const shift = round(intensity * 2);
  switch (effect) {
    case "slide":
      switch (direction) {
        case "top":
          return `translate3d(0, ${-shift}%, 0)`;
        case "right":
          return `translate3d(${shift}%, 0, 0)`;
        case "bottom":
          return `translate3d(0, ${shift}%, 0)`;
        case "left":
          return `translate3d(${-shift}%, 0, 0)`;
        default:
          return `scale3d(${scale}, ${scale}, ${scale})`;
      }
    case "zoom":
      return `scale3d(${scale}, ${scale}, ${scale})`;
    case "flip":
      switch (direction) {
        case "right":
          return `perspective(2000px) rotateY(${quarterTurn}deg)`;
        case "left":
          return `perspective(2000px) rotateY(${-quarterTurn}deg)`;
        case "bottom":
          return `perspective(2000px) rotateX(${-quarterTurn}deg)`;
        default:
          return `perspective(2000px) rotateX(${quarterTurn}deg)`;
      }
    case "fold":
      switch (direction) {
        case "top":
          return `perspective(2000px) rotateX(${-quarterTurn}deg)`;
        case "bottom":
          return `perspective(2000px) rotateX(${quarterTurn}deg)`;
        case "left":
          return `perspective(2000px) rotateY(${quarterTurn}deg)`;
        default:
          return `perspective(2000px) rotateY(${-quarterTurn}deg)`;
      }
    case "roll":
      return direction === "right" || direction === "bottom"
        ? `rotateZ(${-fullTurn}deg)`
        : `rotateZ(${fullTurn}deg)`;
    default:
      return "none";
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Where zooms, folds and rolls pivot: the side they come from, or the centre. */
function origin(direction: AnimationDirection): string {
  return direction === "center" ? "center" : direction;
}

/** The theme's bounce: an overshooting entrance from its side (200 px away) or from a small scale. */
function bounceKeyframes(direction: AnimationDirection, startingOpacity: number): Keyframe[] {
  const along = (distance: number): string => {
    switch (direction) {
      case "top":
        return `translate3d(0, ${-distance}px, 0)`;
      case "bottom":
        return `translate3d(0, ${distance}px, 0)`;
      case "left":
        return `translate3d(${-distance}px, 0, 0)`;
      case "right":
        return `translate3d(${distance}px, 0, 0)`;
      default:
        return "none";
    }
  };
  if (direction === "center") {
    return [
      { offset: 0, opacity: startingOpacity, transform: "scale3d(0.3, 0.3, 0.3)" },
      { offset: 0.2, transform: "scale3d(1.1, 1.1, 1.1)" },
      { offset: 0.4, transform: "scale3d(0.9, 0.9, 0.9)" },
      { offset: 0.6, opacity: 1, transform: "scale3d(1.03, 1.03, 1.03)" },
      { offset: 0.8, transform: "scale3d(0.97, 0.97, 0.97)" },
      { offset: 1, opacity: 1, transform: "none" },
    ];
  }
  return [
    { offset: 0, opacity: startingOpacity, transform: along(200) },
    { offset: 0.6, opacity: 1, transform: along(-25) },
    { offset: 0.75, transform: along(10) },
    { offset: 0.9, transform: along(-5) },
    { offset: 1, opacity: 1, transform: "none" },
  ];
}

/** The Web Animations keyframes of one animation: from the starting opacity and transform to the final state. */
export function buildKeyframes(options: AnimationOptions): Keyframe[] {
  const { effect, direction, intensity, startingOpacity } = options;
  if (effect === "bounce") return bounceKeyframes(direction, startingOpacity);
  if (effect === "fade") {
    return [{ opacity: startingOpacity }, { opacity: 1 }];
  }
  const transformOrigin = effect === "slide" || effect === "flip" ? "center" : origin(direction);
  return [
    { opacity: startingOpacity, transform: startTransform(effect, direction, intensity), transformOrigin },
    { opacity: 1, transform: "none", transformOrigin },
  ];
}

/** Timing for `element.animate`: the delay applies once, a repeating animation runs forever. */
export function buildTiming(options: AnimationOptions): KeyframeAnimationOptions {
  return {
    duration: options.durationMs,
    delay: options.delayMs,
    easing: options.speedCurve,
    iterations: options.repeat === "infinite" ? Infinity : 1,
    fill: "both",
  };
}
