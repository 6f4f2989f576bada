import * as z from "zod/mini";
import type { Logger } from "./logger";

/**
 * Field-by-field reading of an inline config global. The theme prints these with `wp_localize_script`, so
 * numbers and flags usually arrive as strings ("5", "yes"); the schemas coerce them. A malformed field gives one
 * console warning naming the global and the field, and its default; a bad field never hides the good ones.
 */
export interface FieldSpec<T> {
  readonly schema: z.ZodMiniType<T, unknown>;
  readonly fallback: T;
  /** Warn when the global exists but this field is missing. */
  readonly required?: boolean;
}

export type FieldSpecs = Record<string, FieldSpec<unknown>>;
export type ValuesOf<S extends FieldSpecs> = {
  -readonly [K in keyof S]: S[K] extends FieldSpec<infer T> ? T : never;
};

export interface ReadResult<S extends FieldSpecs> {
  /** Whether the page printed this global at all. */
  readonly present: boolean;
  readonly values: ValuesOf<S>;
}

export function field<T>(schema: z.ZodMiniType<T, unknown>, fallback: T, required = false): FieldSpec<T> {
  return { schema, fallback, required };
}

export function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  try {
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
  } catch {
    return typeof value;
  }
}

export function readFields<S extends FieldSpecs>(
  globalName: string,
  raw: unknown,
  specs: S,
  log: Logger,
): ReadResult<S> {
  const present = raw !== undefined && raw !== null;
  const values: Record<string, unknown> = {};
  if (present && (typeof raw !== "object" || Array.isArray(raw))) {
    log.warn(`config ${globalName}: expected an object, got ${describe(raw)}; using defaults`);
  }
  const source: Record<string, unknown> =
    present && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  for (const [key, spec] of Object.entries(specs)) {
    const value = source[key];
    if (value === undefined) {
      if (present && spec.required)
        log.warn(`config ${globalName}.${key}: missing; using ${describe(spec.fallback)}`);
      values[key] = spec.fallback;
      continue;
    }
    const result = spec.schema.safeParse(value);
    if (result.success) {
      values[key] = result.data;
    } else {
      log.warn(
        `config ${globalName}.${key}: ${result.error.issues[0]?.message ?? "invalid"} (got ${describe(value)}); using ${describe(spec.fallback)}`,
      );
      values[key] = spec.fallback;
    }
  }
  return { present, values: values as ValuesOf<S> };
}

/**
 * The most entries a list or record global is read up to. One entry stands for one module on the page (an
 * animated module in `et_animation_data`, a linked module in `et_link_options_data`, a sticky module in
 * `et_pb_sticky_elements`); the real pages print at most 26, so 1,000 leaves room for any real page while a
 * runaway or hostile global cannot make the boot validate 100,000 entries. Past it, the rest is cut with one
 * warning.
 */
export const MAX_CONFIG_ENTRIES = 1000;
/** Up to this many bad entries get a warning each; more get one warning with the count and the first indexes. */
export const MAX_ENTRY_WARNINGS = 3;
/**
 * After this many bad entries a list is taken as broken and the rest of it is not read: rejecting an entry costs
 * far more than accepting one (the validator builds an error with its message), so 1,000 bad entries would still
 * block the main thread for tens of milliseconds, where 100 stay within a few.
 */
export const MAX_BAD_ENTRIES = 100;

/**
 * Validates the first `MAX_CONFIG_ENTRIES` of a global's `count` entries and returns the good ones with their
 * positions. What it cut or dropped goes to the console in at most two lines: one for the cut, and one per bad
 * entry while there are few, else one with their count and the first labels. After `MAX_BAD_ENTRIES` bad entries
 * it stops reading.
 */
function readEntries<T>(
  globalName: string,
  count: number,
  valueAt: (position: number) => unknown,
  label: (position: number) => string,
  entry: z.ZodMiniType<T, unknown>,
  log: Logger,
): Array<[position: number, value: T]> {
  if (count > MAX_CONFIG_ENTRIES) {
    log.warn(
      `config ${globalName}: ${count} entries, more than the ${MAX_CONFIG_ENTRIES} a page can use; only the first ${MAX_CONFIG_ENTRIES} read`,
    );
  }
  const good: Array<[number, T]> = [];
  /** The first few bad entries, as "<label><path>: <message>", for the console. */
  const firstBad: Array<{ label: string; message: string }> = [];
  let badCount = 0;
  const end = Math.min(count, MAX_CONFIG_ENTRIES);
  let position = 0;
  for (; position < end && badCount < MAX_BAD_ENTRIES; position++) {
    const result = entry.safeParse(valueAt(position));
    if (result.success) {
      good.push([position, result.data]);
      continue;
    }
    badCount++;
    if (firstBad.length < MAX_ENTRY_WARNINGS) {
      const issue = result.error.issues[0];
      const path = issue?.path.length ? `.${issue.path.join(".")}` : "";
      firstBad.push({
        label: label(position),
        message: `${label(position)}${path}: ${issue?.message ?? "invalid"}`,
      });
    }
  }
  const stopped = position < end;
  if (badCount <= MAX_ENTRY_WARNINGS && !stopped) {
    for (const { message } of firstBad) log.warn(`config ${globalName}${message}; entry ignored`);
  } else {
    const labels = firstBad.map((bad) => bad.label).join(", ");
    const rest = stopped ? `; stopped after ${MAX_BAD_ENTRIES} bad entries, the rest not read` : "";
    log.warn(
      `config ${globalName}: ${badCount} entries ignored (first ${labels}; ${globalName}${firstBad[0]!.message})${rest}`,
    );
  }
  return good;
}

/**
 * Reads an array global entry by entry: a bad entry is dropped with a warning naming its index (one warning for
 * many); a list longer than `MAX_CONFIG_ENTRIES` is cut there with one warning.
 */
export function readList<T>(
  globalName: string,
  raw: unknown,
  entry: z.ZodMiniType<T, unknown>,
  log: Logger,
): T[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    log.warn(`config ${globalName}: expected a list, got ${describe(raw)}; ignored`);
    return [];
  }
  const list: unknown[] = raw;
  return readEntries(
    globalName,
    list.length,
    (index) => list[index],
    (index) => `[${index}]`,
    entry,
    log,
  ).map(([, value]) => value);
}

/**
 * Reads an object-of-entries global (keyed by order class, as `et_pb_sticky_elements` is), with the same limits
 * on warnings and entries as `readList`.
 */
export function readRecord<T>(
  globalName: string,
  raw: unknown,
  entry: z.ZodMiniType<T, unknown>,
  log: Logger,
): Record<string, T> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== "object" || Array.isArray(raw)) {
    log.warn(`config ${globalName}: expected an object, got ${describe(raw)}; ignored`);
    return {};
  }
  const source = raw as Record<string, unknown>;
  const keys = Object.keys(source);
  const read = readEntries(
    globalName,
    keys.length,
    (position) => source[keys[position]!],
    (position) => `.${keys[position]!}`,
    entry,
    log,
  );
  return Object.fromEntries(read.map(([position, value]) => [keys[position]!, value]));
}

// Shared coercing schemas for values printed by wp_localize_script.
export const text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);
export const numberLike = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/, "expected a number"))]),
  z.transform((value) => Number(value)),
);
/** "yes"/"on"/"1"/true are true; "no"/"off"/"0"/""/false are false. */
export const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.enum(["yes", "no", "on", "off", "1", "0", "true", "false", ""])]),
  z.transform(
    (value) =>
      value === true || value === 1 || value === "yes" || value === "on" || value === "1" || value === "true",
  ),
);
