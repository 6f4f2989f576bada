import type { HashEntry } from "../core/events";

/** Joins module entries: `tabsA|2||gallery1|3`. */
export const MODULE_SEPARATOR = "||";
/** Joins a module id and its state params: `portfolio|seo|2`. */
export const PARAM_SEPARATOR = "|";

/**
 * Removes a leading `#`, then every character outside `[A-Za-z0-9_|-]`. Nothing is decoded first, so no escape
 * can smuggle a quote, bracket or other selector syntax past the filter.
 */
export function stripHash(raw: string): string {
  return raw.replace(/^#/, "").replace(/[^\w|-]/g, "");
}

/** Reads the (raw) hash into entries, skipping entries whose id is empty. */
export function parseHash(raw: string): HashEntry[] {
  const entries: HashEntry[] = [];
  for (const chunk of stripHash(raw).split(MODULE_SEPARATOR)) {
    const [id = "", ...params] = chunk.split(PARAM_SEPARATOR);
    if (id) entries.push({ id, params });
  }
  return entries;
}

/** Joins entries back into a hash, without the `#`. */
export function formatHash(entries: readonly HashEntry[]): string {
  return entries.map(({ id, params }) => [id, ...params].join(PARAM_SEPARATOR)).join(MODULE_SEPARATOR);
}

/** Replaces the entry with `id` where it stands, or appends it; the other entries keep their order. */
export function upsertEntry(
  entries: readonly HashEntry[],
  id: string,
  params: readonly string[],
): HashEntry[] {
  const entry: HashEntry = { id, params };
  const updated = entries.map((existing) => (existing.id === id ? entry : existing));
  if (!entries.some((existing) => existing.id === id)) updated.push(entry);
  return updated;
}
