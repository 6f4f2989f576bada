import * as z from "zod/mini";
import type { Device } from "../../../core/breakpoints";
import { inlineImageUrl, isModuleAddressAttribute, LINK_PROTOCOLS } from "../../../core/urls";

/**
 * Reading a `data-et-multi-view` payload (spec 3 "Other": multi-view settings) into typed, safe values. Pure
 * functions: no DOM, no globals.
 *
 * The theme prints the payload as JSON in the attribute:
 * `{"schema":{"content":{"desktop":"<h2>..</h2>","phone":".."},"attrs":{"desktop":{"src":".."},"hover":{..}},
 * "styles":{..},"classes":{"desktop":{"add":[..],"remove":[..]}},"visibility":{"phone":false}},
 * "slug":"et_pb_text","target":"..","hover_selector":".."}`. Each context holds values by mode: desktop, tablet,
 * phone or hover. A bad context or mode entry is dropped with a problem naming it; the rest still applies.
 */

export type Mode = Device | "hover";
export const MODES: readonly Mode[] = ["desktop", "tablet", "phone", "hover"];

export const MULTI_VIEW_ATTRIBUTE = "data-et-multi-view";

export type ByMode<T> = Partial<Record<Mode, T>>;

export interface ClassChanges {
  readonly add: readonly string[];
  readonly remove: readonly string[];
}

export interface StyleValue {
  readonly value: string;
  /** "important" or "" (CSSStyleDeclaration.setProperty's priority). */
  readonly priority: string;
}

export interface MultiViewSettings {
  /** The module's slug (`et_pb_text`); only informative. */
  readonly slug: string;
  /** Where the values apply, when not the element itself. */
  readonly target: string | null;
  /** The ancestor whose hover shows the hover values, when not the module. */
  readonly hoverSelector: string | null;
  readonly content: ByMode<string>;
  /** Only attributes that passed `attributeProblem`. */
  readonly attributes: ByMode<Readonly<Record<string, string>>>;
  readonly styles: ByMode<Readonly<Record<string, StyleValue>>>;
  readonly classes: ByMode<ClassChanges>;
  /** True: shown; false: hidden. */
  readonly visibility: ByMode<boolean>;
}

export interface ParsedMultiView {
  /** Null when the payload cannot be used at all: the element is left as the server rendered it. */
  readonly settings: MultiViewSettings | null;
  /** One line per dropped value, naming it, for `context.log.warn`. */
  readonly problems: readonly string[];
}

/**
 * Attributes that run script when set: event handlers (`onclick`, `onerror`, ...) and `srcdoc` (a whole
 * document). They are never set from the payload, whatever it holds.
 */
export const EVENT_HANDLER_ATTRIBUTE = /^on/i;
/**
 * Never set from the payload: `srcdoc` is a whole document; `action` and `formaction` would send what a visitor
 * types somewhere else; `style` goes through the checked `styles` context instead; `id` and `name` could shadow
 * the config globals the page reads (`window.EXTRA`) or the ids modules and deep links look up; `is` and `slot`
 * change what an element is or where it renders.
 */
export const FORBIDDEN_ATTRIBUTES: readonly string[] = [
  "srcdoc",
  "action",
  "formaction",
  "style",
  "id",
  "name",
  "is",
  "slot",
];
/** Attributes this project owns on the element (its own payload, the boot's marker, the state). */
export const OWN_ATTRIBUTE = /^(data-et-multi-view|data-enhanced$|data-state$)/i;
/** Attributes whose value is a URL (or, for srcset, a list of them): only safe schemes are set. */
export const URL_ATTRIBUTES: readonly string[] = [
  "href",
  "src",
  "srcset",
  "imagesrcset",
  "xlink:href",
  "poster",
  "cite",
  "data",
  "background",
  "ping",
  "longdesc",
  "manifest",
  "codebase",
  "archive",
  "classid",
  "lowsrc",
  "dynsrc",
];
/** The URL schemes a payload may use; `javascript:`, `vbscript:` and the rest are refused. */
export const SAFE_URL_SCHEMES: readonly string[] = LINK_PROTOCOLS;
/** Image attributes may also hold an inline image (on an image element: see `elementAttributeProblem`). */
export const IMAGE_URL_ATTRIBUTES: readonly string[] = ["src", "srcset", "imagesrcset", "poster"];
/**
 * Elements whose address loads a document, a plugin or a script, or changes how the page resolves addresses: no
 * URL attribute is ever set on them from a payload (a `data:image/svg+xml` document in a frame runs script).
 */
export const NO_URL_ELEMENTS: readonly string[] = [
  "iframe",
  "frame",
  "frameset",
  "embed",
  "object",
  "applet",
  "script",
  "link",
  "base",
  "meta",
  "form",
  "portal",
  "fencedframe",
];
/** The elements an inline image (`data:image/...`) may be shown in. */
export const INLINE_IMAGE_ELEMENTS: readonly string[] = ["img", "source", "video", "input"];
/** The deepest stacking a payload may give an element: anything above could cover the theme's header. */
export const MAX_Z_INDEX = 9999;
/** Properties that bind code or cover the page; the payload never sets them. */
const FORBIDDEN_STYLE_PROPERTIES: readonly string[] = ["behavior", "-moz-binding"];

const ATTRIBUTE_NAME = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;
const STYLE_PROPERTY = /^(--[-\w]+|-?[a-zA-Z][-a-zA-Z0-9]*)$/;
const IMPORTANT = /\s*!\s*important\s*$/i;
// Browsers drop ASCII whitespace and control characters inside a scheme ("java\tscript:"), so the check does too.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]+/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
/** `url(...)` in a style value, quoted or not. */
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;

/** Whether `value` is a URL a visitor's browser may safely follow or load: relative, or a safe scheme. */
export function isSafeUrl(value: string, allowInlineImage = false): boolean {
  const squeezed = value.replace(IGNORED_IN_SCHEME, "").toLowerCase();
  const scheme = SCHEME.exec(squeezed)?.[0];
  if (scheme === undefined) return true;
  if (SAFE_URL_SCHEMES.includes(scheme)) return true;
  return allowInlineImage && inlineImageUrl(value) !== null;
}

/** The URLs of a `srcset` value: the first word of each comma-separated candidate. */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let expectUrl = true;
  for (const word of value.trim().split(/\s+/)) {
    if (word === "") continue;
    if (expectUrl) {
      urls.push(word.replace(/,+$/, ""));
      expectUrl = word.endsWith(",");
    } else if (word.endsWith(",")) {
      expectUrl = true;
    }
  }
  return urls;
}

function urlsOf(name: string, value: string): string[] {
  return name.endsWith("srcset") ? srcsetUrls(value) : [value];
}

/** Why the payload may not set attribute `name` to `value` on any element, or null when it may. */
export function attributeProblem(name: string, value: string): string | null {
  if (!ATTRIBUTE_NAME.test(name)) return "not an attribute name";
  const lower = name.toLowerCase();
  if (EVENT_HANDLER_ATTRIBUTE.test(lower)) return "event-handler attributes are never set";
  if (FORBIDDEN_ATTRIBUTES.includes(lower)) return "this attribute is never set";
  if (OWN_ATTRIBUTE.test(lower)) return "this attribute belongs to the script";
  if (isModuleAddressAttribute(lower)) return "a module reads this attribute as an address; never set";
  if (URL_ATTRIBUTES.includes(lower)) {
    const inlineImage = IMAGE_URL_ATTRIBUTES.includes(lower);
    if (!urlsOf(lower, value).every((url) => isSafeUrl(url, inlineImage))) {
      return `unsafe URL ${JSON.stringify(value)}`;
    }
  }
  return null;
}

/**
 * Why the payload may not set attribute `name` to `value` on an element with `tagName`, or null when it may:
 * `attributeProblem`, and no URL at all on frames, embeds, objects, scripts and the like, and inline images only
 * on image elements.
 */
export function elementAttributeProblem(tagName: string, name: string, value: string): string | null {
  const problem = attributeProblem(name, value);
  if (problem !== null) return problem;
  const tag = tagName.toLowerCase();
  const lower = name.toLowerCase();
  if (!URL_ATTRIBUTES.includes(lower)) return null;
  if (NO_URL_ELEMENTS.includes(tag)) return `URL attributes are never set on <${tag}>`;
  const inline = urlsOf(lower, value).some((url) => inlineImageUrl(url) !== null);
  if (inline && !INLINE_IMAGE_ELEMENTS.includes(tag))
    return `inline images are only set on images, not <${tag}>`;
  return null;
}

/** Why the payload may not set style `property` to `value`, or null when it may. */
export function styleProblem(property: string, value: string): string | null {
  if (!STYLE_PROPERTY.test(property)) return "not a CSS property";
  const name = property.toLowerCase();
  if (FORBIDDEN_STYLE_PROPERTIES.includes(name)) return "this property is never set";
  const squeezed = value.replace(IGNORED_IN_SCHEME, "");
  // Old engines ran script from these; none that loads this script does, but nothing needs them either.
  if (/javascript:|expression\s*\(/i.test(squeezed)) return "unsafe value";
  for (const match of value.matchAll(CSS_URL)) {
    const url = (match[1] ?? match[2] ?? match[3] ?? "").trim();
    if (!isSafeUrl(url, true) || /^(mailto|tel):/i.test(url.replace(IGNORED_IN_SCHEME, ""))) {
      return "unsafe value";
    }
  }
  if (name === "position" && /fixed/i.test(value)) return "content is never fixed over the page";
  if (name === "z-index" && Number.parseInt(value, 10) > MAX_Z_INDEX) {
    return `a stacking above ${MAX_Z_INDEX} would cover the page`;
  }
  return null;
}

/** `"red !important"` as a value and a priority. */
export function splitPriority(raw: string): StyleValue {
  const important = IMPORTANT.test(raw);
  return { value: raw.replace(IMPORTANT, "").trim(), priority: important ? "important" : "" };
}

/** Class tokens from a list or a space-separated string, without empties or duplicates. */
export function classTokens(value: string | readonly string[]): string[] {
  const words = (typeof value === "string" ? [value] : value).flatMap((item) => item.split(/\s+/));
  return [...new Set(words.filter((word) => word !== ""))];
}

/** Visibility as the theme prints it: a boolean, "on"/"off", "true"/"false", 1/0. Null when unreadable. */
export function readVisibility(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "on" || value === "true") return true;
  if (value === 0 || value === "0" || value === "off" || value === "false") return false;
  return null;
}

/** Whether a content value is markup (goes through the HTML sink) rather than plain text. */
export function isMarkup(value: string): boolean {
  return /[<&]/.test(value);
}

const scalar = z.union([z.string(), z.number()]);
// PHP prints an empty map as [], so an empty list is an empty map.
const emptyList = z.array(z.unknown()).check(z.maxLength(0));
const map = z.pipe(
  z.union([z.record(z.string(), z.unknown()), emptyList]),
  z.transform((value): Record<string, unknown> => (Array.isArray(value) ? {} : value)),
);
const classList = z.union([z.string(), z.array(z.string())]);
const classChanges = z.object({ add: z.optional(classList), remove: z.optional(classList) });
const payload = z.object({
  schema: map,
  slug: z.optional(z.string()),
  target: z.optional(z.union([z.string(), z.null()])),
  hover_selector: z.optional(z.union([z.string(), z.null()])),
});

function isMode(key: string): key is Mode {
  return (MODES as readonly string[]).includes(key);
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Reads one context's modes with `readMode`; unknown modes (a newer theme's states) are skipped quietly. */
function readContext<T>(
  raw: unknown,
  path: string,
  problems: string[],
  readMode: (value: unknown, path: string) => T | null,
): ByMode<T> {
  const modes: ByMode<T> = {};
  if (raw === undefined) return modes;
  const parsed = map.safeParse(raw);
  if (!parsed.success) {
    problems.push(`${path}: expected values by device (got ${describe(raw)}); ignored`);
    return modes;
  }
  for (const [key, value] of Object.entries(parsed.data)) {
    if (!isMode(key)) continue;
    const read = readMode(value, `${path}.${key}`);
    if (read !== null) modes[key] = read;
  }
  return modes;
}

function readPairs<T>(
  value: unknown,
  path: string,
  problems: string[],
  check: (name: string, text: string) => string | null,
  convert: (text: string) => T,
): Record<string, T> | null {
  const parsed = map.safeParse(value);
  if (!parsed.success) {
    problems.push(`${path}: expected a map of names to values (got ${describe(value)}); ignored`);
    return null;
  }
  const pairs: Record<string, T> = {};
  for (const [name, raw] of Object.entries(parsed.data)) {
    const text = scalar.safeParse(raw);
    if (!text.success) {
      problems.push(`${path}.${name}: expected text (got ${describe(raw)}); ignored`);
      continue;
    }
    const problem = check(name, String(text.data));
    if (problem) problems.push(`${path}.${name}: ${problem}; ignored`);
    else pairs[name] = convert(String(text.data));
  }
  return pairs;
}

/** Parses the attribute's text. Bad JSON or a payload without a schema gives null settings and a problem. */
export function parseMultiView(raw: string | null): ParsedMultiView {
  if (raw === null || raw.trim() === "") {
    return { settings: null, problems: [`${MULTI_VIEW_ATTRIBUTE} is empty; left as it is`] };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { settings: null, problems: [`${MULTI_VIEW_ATTRIBUTE} is not valid JSON; left as it is`] };
  }
  const top = payload.safeParse(json);
  if (!top.success) {
    return {
      settings: null,
      problems: [`${MULTI_VIEW_ATTRIBUTE}: expected {"schema":{...}} (got ${describe(json)}); left as it is`],
    };
  }
  const problems: string[] = [];
  const schema = top.data.schema;
  const content = readContext(schema["content"], "schema.content", problems, (value, path) => {
    const text = scalar.safeParse(value);
    if (text.success) return String(text.data);
    problems.push(`${path}: expected text (got ${describe(value)}); ignored`);
    return null;
  });
  const attributes = readContext(schema["attrs"], "schema.attrs", problems, (value, path) =>
    readPairs(value, path, problems, attributeProblem, (text) => text),
  );
  const styles = readContext(schema["styles"], "schema.styles", problems, (value, path) =>
    readPairs(value, path, problems, styleProblem, splitPriority),
  );
  const classes = readContext(schema["classes"], "schema.classes", problems, (value, path) => {
    const parsed = classChanges.safeParse(value);
    if (!parsed.success) {
      problems.push(`${path}: expected {"add":[...],"remove":[...]} (got ${describe(value)}); ignored`);
      return null;
    }
    return { add: classTokens(parsed.data.add ?? []), remove: classTokens(parsed.data.remove ?? []) };
  });
  const visibility = readContext(schema["visibility"], "schema.visibility", problems, (value, path) => {
    const visible = readVisibility(value);
    if (visible === null) problems.push(`${path}: expected true or false (got ${describe(value)}); ignored`);
    return visible;
  });
  const target = top.data.target?.trim() || null;
  const hoverSelector = top.data.hover_selector?.trim() || null;
  return {
    settings: {
      slug: top.data.slug ?? "",
      target,
      hoverSelector,
      content,
      attributes,
      styles,
      classes,
      visibility,
    },
    problems,
  };
}

/** Whether any context has a hover value: only then does the element listen for hover, taps and focus. */
export function hasHoverValues(settings: MultiViewSettings): boolean {
  return [settings.content, settings.attributes, settings.styles, settings.classes, settings.visibility].some(
    (byMode) => byMode.hover !== undefined,
  );
}
