import type { Device } from "../../../core/breakpoints";

/**
 * The table of contents' pure parts (spec 4 "Table of contents", 6 "Roles", 9 "Animation and scroll"): which
 * headings, their ids, the nested outline, the scroll time and the offset kept clear above a heading.
 */

/** Spec 9: table of contents animation 750 ms, minimum scroll speed 100. */
export const TOC_ANIMATION_MS = 750;
export const TOC_MIN_SCROLL_MS = 100;
/** Spec 6 / 9: a logged-in body (the admin bar) adds 32 px above the heading scrolled to. */
export const ADMIN_BAR_OFFSET = 32;
export const DEFAULT_HEADINGS = ["h2", "h3"] as const;
/** Where the fallback looks for the article when `data-source` names nothing, first match wins. */
export const DEFAULT_SOURCES = [
  ".et_pb_extra_column_main .post-content",
  "article .post-content",
  "article .entry-content",
  "article",
  "main",
] as const;

export const TOC_MESSAGES = {
  toggle: "Table of contents",
} as const;

export interface ReadResult<T> {
  readonly value: T;
  readonly warnings: readonly string[];
}

/** `data-headings`: heading tags (`h2,h3`); anything else gives the default with a warning. */
export function readHeadingTags(value: string | undefined): ReadResult<readonly string[]> {
  if (value === undefined || value.trim() === "") return { value: DEFAULT_HEADINGS, warnings: [] };
  const tags = value
    .split(/[\s,]+/)
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  if (tags.length === 0 || !tags.every((tag) => /^h[1-6]$/.test(tag))) {
    return {
      value: DEFAULT_HEADINGS,
      warnings: [
        `data-headings "${value}" must list heading tags h1 to h6; using ${DEFAULT_HEADINGS.join(",")}`,
      ],
    };
  }
  return { value: [...new Set(tags)], warnings: [] };
}

/** A heading's level from its tag name (H2 gives 2). */
export function headingLevel(tagName: string): number {
  const match = /^h([1-6])$/i.exec(tagName);
  return match?.[1] ? Number(match[1]) : 0;
}

/** An id made from a heading's text: lower case letters, digits and hyphens; "section" when nothing is left. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/g, "");
  return slug === "" ? "section" : slug;
}

/** `base`, or `base-2`, `base-3`, ... : the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: (id: string) => boolean): string {
  if (!taken(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

export interface OutlineEntry<T> {
  readonly level: number;
  readonly item: T;
}

export interface OutlineNode<T> {
  readonly item: T;
  readonly level: number;
  readonly children: OutlineNode<T>[];
}

/**
 * Nests headings by level: a deeper heading goes under the nearest shallower one before it; a deep heading
 * with nothing above it stays at the top.
 */
export function buildOutline<T>(entries: readonly OutlineEntry<T>[]): OutlineNode<T>[] {
  const root: OutlineNode<T>[] = [];
  const stack: OutlineNode<T>[] = [];
  for (const { level, item } of entries) {
    const node: OutlineNode<T> = { item, level, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1]?.level ?? 0) >= level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else root.push(node);
    stack.push(node);
  }
  return root;
}

/** The scroll time to a heading `distance` px away: 1 ms per px, at least 100 ms and at most 750 ms. */
export function scrollDuration(distance: number): number {
  const pixels = Math.abs(distance);
  if (!Number.isFinite(pixels)) return TOC_ANIMATION_MS;
  return Math.round(Math.min(TOC_ANIMATION_MS, Math.max(TOC_MIN_SCROLL_MS, pixels)));
}

/** The space kept above headings: 32 px for the admin bar when the body says a user is logged in. */
export function adminBarOffset(bodyClasses: { contains(name: string): boolean }): number {
  return bodyClasses.contains("logged-in") || bodyClasses.contains("admin-bar") ? ADMIN_BAR_OFFSET : 0;
}

/** `data-offset`: extra px kept above headings; a non-number gives 0. */
export function readOffset(value: string | undefined): number {
  const number = Number.parseInt(value ?? "", 10);
  return Number.isFinite(number) ? Math.max(0, number) : 0;
}

const DEVICES: readonly Device[] = ["phone", "tablet", "desktop"];

/**
 * `data-sticky`: the devices on which the table sticks (`on` for all, `desktop tablet`, ...), by the theme's
 * breakpoints for it (phone up to 767 px, tablet 768 to 980, desktop from 981).
 */
export function readStickyDevices(value: string | undefined): ReadonlySet<Device> {
  const words = (value ?? "")
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.includes("on") || words.includes("all")) return new Set(DEVICES);
  return new Set(DEVICES.filter((device) => words.includes(device)));
}

/**
 * The heading being read: the last one (in document order) that has reached the reading line. `reached`
 * holds, per heading index, whether it is at or above the line.
 */
export function currentSection(reached: readonly boolean[]): number {
  for (let index = reached.length - 1; index >= 0; index -= 1) if (reached[index]) return index;
  return -1;
}
