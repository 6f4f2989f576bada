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

/** Reads an array global entry by entry: a bad entry is dropped with a warning naming its index. */
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
  const list: T[] = [];
  raw.forEach((item: unknown, index) => {
    const result = entry.safeParse(item);
    if (result.success) list.push(result.data);
    else {
      const issue = result.error.issues[0];
      const path = issue?.path.length ? `.${issue.path.join(".")}` : "";
      log.warn(`config ${globalName}[${index}]${path}: ${issue?.message ?? "invalid"}; entry ignored`);
    }
  });
  return list;
}

/** Reads an object-of-entries global (keyed by order class, as `et_pb_sticky_elements` is). */
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
  const record: Record<string, T> = {};
  for (const [key, item] of Object.entries(raw as Record<string, unknown>)) {
    const result = entry.safeParse(item);
    if (result.success) record[key] = result.data;
    else {
      const issue = result.error.issues[0];
      const path = issue?.path.length ? `.${issue.path.join(".")}` : "";
      log.warn(`config ${globalName}.${key}${path}: ${issue?.message ?? "invalid"}; entry ignored`);
    }
  }
  return record;
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
