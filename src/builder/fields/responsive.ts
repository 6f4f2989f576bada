/**
 * Responsive and hover fields (spec 3): a field `name` has device variants `name_tablet` and `name_phone`, used
 * only while its `name_last_edited` companion says responsive editing is on (`on|phone`), and a hover variant
 * `name__hover`, used only while `name__hover_enabled` starts with `on`.
 */

export type Device = "desktop" | "tablet" | "phone";

export const DEVICES: readonly Device[] = ["desktop", "tablet", "phone"];

export type FieldValues = Readonly<Record<string, string | undefined>>;

export const LAST_EDITED_SUFFIX = "_last_edited";
export const HOVER_SUFFIX = "__hover";
export const HOVER_ENABLED_SUFFIX = "__hover_enabled";

/** `name` on desktop, `name_tablet`, `name_phone`. */
export function responsiveFieldName(name: string, device: Device): string {
  return device === "desktop" ? name : `${name}_${device}`;
}

export interface LastEdited {
  /** Whether the tablet and phone values apply. */
  readonly enabled: boolean;
  /** The device last edited; desktop when the companion names no known device. */
  readonly device: Device;
}

/** Reads a `_last_edited` value: `on|tablet` (responsive, last edited on tablet), `off|desktop`. */
export function parseLastEdited(value: string | undefined): LastEdited {
  const [flag = "", device = ""] = (value ?? "").split("|");
  return {
    enabled: flag.trim() === "on",
    device: DEVICES.includes(device.trim() as Device) ? (device.trim() as Device) : "desktop",
  };
}

/** The `_last_edited` value the builder writes: `on|<device>` while responsive, else `off|desktop`. */
export function formatLastEdited(enabled: boolean, device: Device = "desktop"): string {
  return enabled ? `on|${device}` : "off|desktop";
}

/** Whether `name`'s tablet and phone values apply. */
export function isResponsive(values: FieldValues, name: string): boolean {
  return parseLastEdited(values[`${name}${LAST_EDITED_SUFFIX}`]).enabled;
}

function present(value: string | undefined): value is string {
  return value !== undefined && value !== "";
}

/**
 * The value of `name` on a device: with responsive editing on, the device's own value, falling back to the next
 * larger device's (phone, then tablet, then desktop); with it off, the desktop value everywhere. Undefined when no
 * value is set.
 */
export function responsiveValue(values: FieldValues, name: string, device: Device): string | undefined {
  if (device !== "desktop" && isResponsive(values, name)) {
    const order: readonly Device[] = device === "phone" ? ["phone", "tablet"] : ["tablet"];
    for (const candidate of order) {
      const value = values[responsiveFieldName(name, candidate)];
      if (present(value)) return value;
    }
  }
  const desktop = values[name];
  return present(desktop) ? desktop : undefined;
}

/** The three device values of `name` (see `responsiveValue`). */
export function responsiveValues(values: FieldValues, name: string): Record<Device, string | undefined> {
  return {
    desktop: responsiveValue(values, name, "desktop"),
    tablet: responsiveValue(values, name, "tablet"),
    phone: responsiveValue(values, name, "phone"),
  };
}

/** `name__hover`. */
export function hoverFieldName(name: string): string {
  return `${name}${HOVER_SUFFIX}`;
}

/** `name__hover_enabled`. */
export function hoverEnabledFieldName(name: string): string {
  return `${name}${HOVER_ENABLED_SUFFIX}`;
}

/** Spec 4 "Builder": a hover state is enabled when its enabled field starts with `on` (`on`, `on|hover`). */
export function isHoverEnabled(values: FieldValues, name: string): boolean {
  return (values[hoverEnabledFieldName(name)] ?? "").startsWith("on");
}

/** The value on hover: the hover value when hover is enabled and set, else the desktop value. */
export function hoverValue(values: FieldValues, name: string): string | undefined {
  const hover = values[hoverFieldName(name)];
  if (isHoverEnabled(values, name) && present(hover)) return hover;
  const desktop = values[name];
  return present(desktop) ? desktop : undefined;
}
