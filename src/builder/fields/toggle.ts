/** Spec 4 "Builder": a toggle field holds `on` / `off`, `yes` / `no`, or `default` (the field's default). */

export type ToggleValue = "on" | "off" | "yes" | "no" | "default";

const TRUE_VALUES: readonly string[] = ["on", "yes"];
const FALSE_VALUES: readonly string[] = ["off", "no"];

/** Whether `value` is one of the five toggle values. */
export function isToggleValue(value: unknown): value is ToggleValue {
  return typeof value === "string" && [...TRUE_VALUES, ...FALSE_VALUES, "default"].includes(value);
}

/** `on` and `yes` are true, `off` and `no` false; `default`, empty and anything else give `fallback`. */
export function toggleValue(value: string | undefined, fallback: boolean): boolean {
  const normalized = (value ?? "").trim().toLowerCase();
  if (TRUE_VALUES.includes(normalized)) return true;
  if (FALSE_VALUES.includes(normalized)) return false;
  return fallback;
}

/** The value a toggle writes back, in the pair the field uses (`on`/`off` unless it speaks `yes`/`no`). */
export function formatToggle(enabled: boolean, pair: "on-off" | "yes-no" = "on-off"): ToggleValue {
  if (pair === "yes-no") return enabled ? "yes" : "no";
  return enabled ? "on" : "off";
}
