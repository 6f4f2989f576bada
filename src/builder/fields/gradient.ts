/**
 * Spec 3 gradient fields to CSS: type (linear, radial, circular, elliptical, conic), direction, radial direction,
 * stops (`#2b87da 0%|#29c4a9 100%`), repeat, the start and end colours and positions that older layouts hold
 * instead of stops, the position unit, and whether the gradient overlays the background image.
 */

import { cssColor } from "./color";

export const GRADIENT_TYPES = ["linear", "radial", "circular", "elliptical", "conic"] as const;

export type GradientType = (typeof GRADIENT_TYPES)[number];

export interface GradientSettings {
  readonly type: GradientType;
  /** An angle (`180deg`) or a side (`to right`), for linear and conic gradients. */
  readonly direction: string;
  /** Where a radial, circular, elliptical or conic gradient is centred (`center`, `top left`). */
  readonly radialDirection: string;
  readonly stops: string;
  readonly repeat: boolean;
  readonly startColor: string;
  readonly endColor: string;
  readonly startPosition: string;
  readonly endPosition: string;
  /** The unit of positions written as bare numbers. */
  readonly unit: string;
  readonly overlaysImage: boolean;
}

export const GRADIENT_DEFAULTS: GradientSettings = {
  type: "linear",
  direction: "180deg",
  radialDirection: "center",
  stops: "",
  repeat: false,
  startColor: "#2b87da",
  endColor: "#29c4a9",
  startPosition: "0",
  endPosition: "100",
  unit: "%",
  overlaysImage: false,
};

/** The attribute each setting is saved under, after the field's prefix (`background_color_gradient`). */
export const GRADIENT_ATTRIBUTES: Readonly<Record<keyof GradientSettings, string>> = {
  type: "_type",
  direction: "_direction",
  radialDirection: "_direction_radial",
  stops: "_stops",
  repeat: "_repeat",
  startColor: "_start",
  endColor: "_end",
  startPosition: "_start_position",
  endPosition: "_end_position",
  unit: "_unit",
  overlaysImage: "_overlays_image",
};

const ANGLE = /^-?\d+(?:\.\d+)?(?:deg|grad|rad|turn)$/;
const SIDE = /^to (?:top|bottom|left|right)(?: (?:top|bottom|left|right))?$/;
const PLACE = /^(?:center|top|bottom|left|right)(?: (?:center|top|bottom|left|right))?$/;
const UNITS: readonly string[] = ["%", "px", "em", "rem", "vw", "vh", "vmin", "vmax"];
/** A position: a number with an optional unit (the unit itself is checked against `UNITS`). */
const POSITION = /^(-?\d+(?:\.\d+)?)([a-z%]*)$/;

/** Reads the gradient settings saved under `prefix` in a module's attributes, defaults filling the gaps. */
export function readGradient(
  attrs: Readonly<Record<string, string | undefined>>,
  prefix = "background_color_gradient",
): GradientSettings {
  const read = (key: keyof GradientSettings): string =>
    (attrs[`${prefix}${GRADIENT_ATTRIBUTES[key]}`] ?? "").trim();
  const type = read("type");
  return {
    type: GRADIENT_TYPES.includes(type as GradientType) ? (type as GradientType) : GRADIENT_DEFAULTS.type,
    direction: read("direction") || GRADIENT_DEFAULTS.direction,
    radialDirection: read("radialDirection") || GRADIENT_DEFAULTS.radialDirection,
    stops: read("stops"),
    repeat: read("repeat") === "on",
    startColor: read("startColor") || GRADIENT_DEFAULTS.startColor,
    endColor: read("endColor") || GRADIENT_DEFAULTS.endColor,
    startPosition: read("startPosition") || GRADIENT_DEFAULTS.startPosition,
    endPosition: read("endPosition") || GRADIENT_DEFAULTS.endPosition,
    unit: read("unit") || GRADIENT_DEFAULTS.unit,
    overlaysImage: read("overlaysImage") === "on",
  };
}

/** A stop position in CSS: a bare number takes `unit`; an unknown unit or a non-number gives empty. */
function stopPosition(value: string, unit: string): string {
  const match = POSITION.exec(value.trim());
  if (!match) return "";
  const written = match[2] ?? "";
  const chosen = written || (UNITS.includes(unit) ? unit : "%");
  return UNITS.includes(chosen) ? `${match[1]}${chosen}` : "";
}

/** `colour position` stops; a stop with an invalid colour is left out, an invalid position drops to none. */
export function gradientStops(settings: GradientSettings): string[] {
  const written = settings.stops
    ? settings.stops.split("|")
    : [`${settings.startColor} ${settings.startPosition}`, `${settings.endColor} ${settings.endPosition}`];
  const stops: string[] = [];
  for (const stop of written) {
    const trimmed = stop.trim();
    // The position follows the last space: colours such as rgba(0, 0, 0, .5) hold spaces of their own.
    const cut = trimmed.lastIndexOf(" ");
    const positionText = cut > 0 && !trimmed.endsWith(")") ? trimmed.slice(cut + 1) : "";
    const color = cssColor(positionText ? trimmed.slice(0, cut) : trimmed);
    if (!color) continue;
    const position = positionText ? stopPosition(positionText, settings.unit) : "";
    stops.push(position ? `${color} ${position}` : color);
  }
  return stops;
}

function direction(value: string): string {
  return ANGLE.test(value) || SIDE.test(value) ? value : GRADIENT_DEFAULTS.direction;
}

function place(value: string): string {
  return PLACE.test(value) ? value : GRADIENT_DEFAULTS.radialDirection;
}

/**
 * The CSS gradient (`linear-gradient(180deg, #2b87da 0%, #29c4a9 100%)`): radial and circular draw a circle,
 * elliptical an ellipse, conic turns from the direction around the radial place; `repeat` makes it repeating.
 * Empty when fewer than two stops are valid.
 */
export function gradientCss(settings: GradientSettings): string {
  const stops = gradientStops(settings);
  if (stops.length < 2) return "";
  const repeating = settings.repeat ? "repeating-" : "";
  const list = stops.join(", ");
  switch (settings.type) {
    case "linear":
      return `${repeating}linear-gradient(${direction(settings.direction)}, ${list})`;
    case "radial":
    case "circular":
      return `${repeating}radial-gradient(circle at ${place(settings.radialDirection)}, ${list})`;
    case "elliptical":
      return `${repeating}radial-gradient(ellipse at ${place(settings.radialDirection)}, ${list})`;
    case "conic": {
      const from = ANGLE.test(settings.direction) ? settings.direction : GRADIENT_DEFAULTS.direction;
      return `${repeating}conic-gradient(from ${from} at ${place(settings.radialDirection)}, ${list})`;
    }
  }
}
