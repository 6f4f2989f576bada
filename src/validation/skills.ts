/** Spec 5 "Other" / 9: skill values are whole numbers from 0 to 100 (step 1). */
export const SKILL_MIN = 0;
export const SKILL_MAX = 100;
export const SKILL_STEP = 1;

/** Whether `value` is an allowed skill value as it stands. */
export function isValidSkillValue(value: unknown): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= SKILL_MIN && value <= SKILL_MAX;
}

/**
 * Reads a skill value from markup or config: numeric text or a number, rounded to the step and clamped into
 * 0..100. Null when it is not a number at all (the caller warns and picks its default).
 */
export function parseSkillValue(value: unknown): number | null {
  let number: number;
  if (typeof value === "number") {
    number = value;
  } else if (typeof value === "string" && value.trim() !== "") {
    number = Number(value.trim().replace(/%$/, ""));
  } else {
    return null;
  }
  if (!Number.isFinite(number)) {
    return null;
  }
  return Math.min(SKILL_MAX, Math.max(SKILL_MIN, Math.round(number / SKILL_STEP) * SKILL_STEP));
}
