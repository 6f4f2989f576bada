import * as z from "zod/mini";
import type { Device } from "../../../core/breakpoints";
import { parseCssLength, toPixels, type CssLength } from "../../../core/css-units";

/**
 * Reading one `et_pb_sticky_elements` entry (spec 3 "Other": sticky module settings; spec 5 "Other": sticky
 * parsing rules) into typed settings per device. Pure functions: no DOM, no globals.
 *
 * Any setting may be one value or a breakpoint map (`{"desktop":"top","phone":"none"}`, as the theme prints when a
 * responsive value was set); a device without a value (or with "") takes the next wider device's value.
 */

export type StickyPosition = "none" | "top" | "bottom" | "top_bottom";
/** Spec 5: limits are body, section, row or column; anything else (and "none") means no limit. */
export const STICKY_LIMITS = ["body", "section", "row", "column"] as const;
export type StickyLimit = (typeof STICKY_LIMITS)[number];
export type ModuleAlignment = "left" | "center" | "right";

/** A sticky size or relative offset: a length in any of spec 5's CSS length units. */
export type StickySize = CssLength;

/** The origin of a module's relative positioning (`position_origin_r`, "top_left" and so on). */
export interface RelativeOrigin {
  readonly vertical: "top" | "bottom";
  readonly horizontal: "left" | "right";
}

/** The settings that apply at one device. */
export interface DeviceStickySettings {
  readonly position: StickyPosition;
  /** Px; spec 5: offsets are parsed as integers. */
  readonly topOffset: number;
  readonly bottomOffset: number;
  readonly topLimit: StickyLimit | null;
  readonly bottomLimit: StickyLimit | null;
  readonly offsetSurrounding: boolean;
  readonly transition: boolean;
  /** The width and max-width in the sticky state (sticky styles first, then normal styles). */
  readonly width: StickySize | null;
  readonly maxWidth: StickySize | null;
  readonly alignment: ModuleAlignment;
  readonly relativeOrigin: RelativeOrigin | null;
  readonly verticalOffset: StickySize | null;
  readonly horizontalOffset: StickySize | null;
}

export interface StickySettings {
  /** The entry's key in `et_pb_sticky_elements` (the module's order class). */
  readonly key: string;
  readonly id: string;
  /** The order class named by `selector` (".et_pb_row_0_tb_header"), looked up by class, never as a selector. */
  readonly className: string;
  readonly byDevice: Readonly<Record<Device, DeviceStickySettings>>;
}

export type Warn = (message: string) => void;

const scalar = z.union([z.string(), z.number()]);
const breakpointMap = z
  .object({
    desktop: z.optional(z.union([scalar, z.null()])),
    tablet: z.optional(z.union([scalar, z.null()])),
    phone: z.optional(z.union([scalar, z.null()])),
  })
  .check(
    z.refine((map) => map.desktop != null || map.tablet != null || map.phone != null, {
      message: "expected a value or a desktop/tablet/phone map",
    }),
  );
const responsiveValue = z.union([scalar, breakpointMap]);
const styleMap = z.record(z.string(), z.unknown());

type ResponsiveValue = z.infer<typeof responsiveValue>;

const DEVICES: readonly Device[] = ["desktop", "tablet", "phone"];
/** The order in which values are tried for each device: its own, then the next wider ones. */
const CASCADE: Readonly<Record<Device, readonly Device[]>> = {
  desktop: ["desktop"],
  tablet: ["tablet", "desktop"],
  phone: ["phone", "tablet", "desktop"],
};

/** Spec 3: the sticky header section is on top at all breakpoints, zero offsets, no limits, surrounding offset and
 * transition on, with relative positioning. */
export const STICKY_HEADER_SECTION_SETTINGS: DeviceStickySettings = {
  position: "top",
  topOffset: 0,
  bottomOffset: 0,
  topLimit: null,
  bottomLimit: null,
  offsetSurrounding: true,
  transition: true,
  width: null,
  maxWidth: null,
  alignment: "left",
  relativeOrigin: { vertical: "top", horizontal: "left" },
  verticalOffset: null,
  horizontalOffset: null,
};

function text(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** The raw text of a setting at `device`, following the breakpoint cascade; undefined when nothing is set. */
export function valueForDevice(raw: ResponsiveValue | undefined, device: Device): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== "object") return text(raw);
  for (const candidate of CASCADE[device]) {
    const value = text(raw[candidate]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Spec 5: offsets are parsed as integers ("20px" is 20, "1.5em" is 1); anything unreadable is 0. */
export function parseOffset(value: string | undefined): number {
  if (value === undefined) return 0;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function parsePosition(value: string | undefined, warn: Warn, field: string): StickyPosition {
  if (value === undefined) return "none";
  if (value === "none" || value === "top" || value === "bottom") return value;
  if (value === "top_bottom" || value === "topBottom") return "top_bottom";
  warn(`${field}: "${value}" is not none, top, bottom or top_bottom; not sticky`);
  return "none";
}

/** Spec 5: a limit that is not body, section, row or column is ignored. */
export function parseLimit(value: string | undefined, warn: Warn, field: string): StickyLimit | null {
  if (value === undefined || value === "none") return null;
  if ((STICKY_LIMITS as readonly string[]).includes(value)) return value as StickyLimit;
  warn(`${field}: "${value}" is not body, section, row or column; ignored`);
  return null;
}

/** "on", "yes", "1" and true are on; "off", "no", "0" and "" are off; anything else takes `fallback`. */
export function parseToggle(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const lower = value.toLowerCase();
  if (lower === "on" || lower === "yes" || lower === "1" || lower === "true") return true;
  if (lower === "off" || lower === "no" || lower === "0" || lower === "false") return false;
  return fallback;
}

/**
 * Spec 5: sizes accept every CSS length unit (px, %, em, rem, vw, vh, vmin, vmax, pt, ...), none and auto. A bare
 * number is px (range values default to px). "none", "auto" and nothing give null (no value); anything else
 * (another unit, an expression) gives null with a warning.
 */
export function parseSize(value: string | undefined, warn: Warn, field: string): StickySize | null {
  if (value === undefined || value === "none" || value === "auto") return null;
  const size = parseCssLength(value);
  if (size === null) warn(`${field}: "${value}" is not a CSS length; ignored`);
  return size;
}

export function parseAlignment(value: string | undefined): ModuleAlignment {
  return value === "center" || value === "right" ? value : "left";
}

/** `position_origin_r` ("top_left", "bottom_right", ...); "center" parts and unknown values give null. */
export function parseRelativeOrigin(value: string | undefined): RelativeOrigin | null {
  if (value === undefined) return null;
  const [vertical, horizontal] = value.split("_");
  if ((vertical !== "top" && vertical !== "bottom") || (horizontal !== "left" && horizontal !== "right")) {
    return null;
  }
  return { vertical, horizontal };
}

/** What a sticky size is measured against, in px. */
export interface SizeContext {
  readonly parentWidth: number;
  readonly viewportWidth: number;
  readonly viewportHeight: number;
  /** The module's font size (em, ex) and the root's (rem). */
  readonly fontSize: number;
  readonly rootFontSize: number;
}

/** Converts a size to px: % of the parent's width, vw/vh/vmin/vmax of the viewport, em/rem of the font sizes. */
export function sizeToPx(size: StickySize, context: SizeContext): number {
  return toPixels(size, { ...context, percentBase: context.parentWidth });
}

/** The order class named by a selector of one class (".et_pb_row_0"); null for anything else. */
export function classFromSelector(selector: string | undefined): string | null {
  if (selector === undefined) return null;
  const match = /^\s*\.(-?[A-Za-z_][\w-]*)\s*$/.exec(selector);
  return match?.[1] ?? null;
}

function field<T>(
  source: Record<string, unknown>,
  name: string,
  schema: z.ZodMiniType<T, unknown>,
  warn: Warn,
  prefix: string,
): T | undefined {
  const raw = source[name];
  if (raw === undefined || raw === null) return undefined;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  warn(`${prefix}.${name}: ${result.error.issues[0]?.message ?? "invalid"}; using the default`);
  return undefined;
}

/**
 * One entry of `et_pb_sticky_elements` (as validated by the site config, or straight from the builder) into
 * settings per device. Returns null, with a warning naming the entry, when it names no module.
 */
export function parseStickySettings(key: string, entry: unknown, warn: Warn): StickySettings | null {
  const prefix = `et_pb_sticky_elements.${key}`;
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    warn(`${prefix}: expected an object; entry ignored`);
    return null;
  }
  const source = entry as Record<string, unknown>;
  const selector = field(source, "selector", z.string(), warn, prefix);
  // Without a selector the key names the module (both are its order class in what the theme prints).
  const className = classFromSelector(selector ?? `.${key}`);
  if (className === null) {
    warn(`${prefix}.selector: "${selector ?? ""}" is not one order class; entry ignored`);
    return null;
  }
  const id = text(field(source, "id", scalar, warn, prefix)) ?? key;
  const read = (name: string) => field(source, name, responsiveValue, warn, prefix);
  const position = read("position");
  const topOffset = read("topOffset");
  const bottomOffset = read("bottomOffset");
  const topLimit = read("topLimit");
  const bottomLimit = read("bottomLimit");
  const offsetSurrounding = read("offsetSurrounding");
  const transition = read("transition");
  const styles = field(source, "styles", styleMap, warn, prefix) ?? {};
  const stickyStyles = field(source, "stickyStyles", styleMap, warn, prefix) ?? {};
  const style = (map: Record<string, unknown>, name: string): ResponsiveValue | undefined => {
    const result = responsiveValue.safeParse(map[name]);
    return result.success ? result.data : undefined;
  };

  const byDevice = {} as Record<Device, DeviceStickySettings>;
  // A warning is given once per entry and field, not once per device.
  const warned = new Set<string>();
  const warnOnce: Warn = (message) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };
  for (const device of DEVICES) {
    const at = (raw: ResponsiveValue | undefined) => valueForDevice(raw, device);
    const styleAt = (name: string) => at(style(stickyStyles, name)) ?? at(style(styles, name));
    byDevice[device] = {
      position: parsePosition(at(position), warnOnce, `${prefix}.position`),
      topOffset: parseOffset(at(topOffset)),
      bottomOffset: parseOffset(at(bottomOffset)),
      topLimit: parseLimit(at(topLimit), warnOnce, `${prefix}.topLimit`),
      bottomLimit: parseLimit(at(bottomLimit), warnOnce, `${prefix}.bottomLimit`),
      offsetSurrounding: parseToggle(at(offsetSurrounding), true),
      transition: parseToggle(at(transition), true),
      width: parseSize(styleAt("width"), warnOnce, `${prefix}.styles.width`),
      maxWidth: parseSize(styleAt("max-width"), warnOnce, `${prefix}.styles.max-width`),
      alignment: parseAlignment(at(style(styles, "module_alignment"))),
      relativeOrigin: parseRelativeOrigin(at(style(stickyStyles, "position_origin_r"))),
      verticalOffset: parseSize(
        at(style(stickyStyles, "vertical_offset")),
        warnOnce,
        `${prefix}.vertical_offset`,
      ),
      horizontalOffset: parseSize(
        at(style(stickyStyles, "horizontal_offset")),
        warnOnce,
        `${prefix}.horizontal_offset`,
      ),
    };
  }
  return { key, id, className, byDevice };
}

/** The sticky header section of spec 3, for a marked section in the theme-builder header the config misses. */
export function headerSectionSettings(className: string): StickySettings {
  return {
    key: className,
    id: className,
    className,
    byDevice: {
      desktop: STICKY_HEADER_SECTION_SETTINGS,
      tablet: STICKY_HEADER_SECTION_SETTINGS,
      phone: STICKY_HEADER_SECTION_SETTINGS,
    },
  };
}

/** Whether two parsed entries would behave the same (the builder sends every entry on each change). */
export function sameSettings(a: StickySettings, b: StickySettings): boolean {
  return (
    a.className === b.className && a.id === b.id && JSON.stringify(a.byDevice) === JSON.stringify(b.byDevice)
  );
}
