import * as z from "zod/mini";
import { describe, flag, numberLike, text } from "../../../core/config-fields";
import type { Logger } from "../../../core/logger";

/**
 * What the SEO automation reads (spec 3 "SEO plugin data", spec 7 "SEO plugin data (GET)"): the settings of its
 * installation element and the data service's reply. Every field is read on its own, so one bad field gives one
 * warning naming it and its default while the others still apply.
 */

/** Spec 9: the plugin version sent with every data request. */
export const SEO_PLUGIN_VERSION = "v1.1.4";
/** Spec 9: the keywords-in-footer block's text, unless the data says otherwise. */
export const DEFAULT_FOOTER_TEXT_SIZE = "12px";
export const DEFAULT_FOOTER_COLOR = "grey";
/** Keywords written into an image's alt when the data gives no `maxKeywordsInAlts`. */
export const DEFAULT_MAX_KEYWORDS_IN_ALTS = 3;
/** The reply type of a good answer (spec 7). */
export const SUCCESS_TYPE = "Success";

/** The installation element: `<script type="application/json" id="seo-automation">{"siteId": ...}</script>`. */
export interface InstallationSettings {
  /** The site's id at the data service. */
  readonly siteId: string;
  /** The data service's URL (absolute, or relative to the page). */
  readonly endpoint: string;
  /** The page's id, when the page names one here (else `et_pb_custom.page_id` is used). */
  readonly pageId: string | null;
}

const installationSchema = z.object({
  siteId: z.pipe(text, z.string().check(z.trim(), z.minLength(1, "siteId must not be empty"))),
  endpoint: z.string().check(z.trim(), z.minLength(1, "endpoint must not be empty")),
  pageId: z.optional(text),
});

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue?.message ?? "invalid"}`;
}

/** Reads the installation element's JSON text. */
export function parseInstallationSettings(json: string): ParseResult<InstallationSettings> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, reason: "its text is not JSON" };
  }
  const result = installationSchema.safeParse(raw);
  if (!result.success) return { ok: false, reason: firstIssue(result.error) };
  const pageId = result.data.pageId?.trim() ?? "";
  return {
    ok: true,
    value: { siteId: result.data.siteId, endpoint: result.data.endpoint, pageId: pageId || null },
  };
}

/** The optimisations the site owner switched on at the data service (spec 3 "settings flags"). */
export interface SeoSettings {
  title: boolean;
  description: boolean;
  og: boolean;
  canonical: boolean;
  images: boolean;
  anchors: boolean;
  noindex: boolean;
  keywordsInFooter: boolean;
}

export interface SeoData {
  title: string;
  description: string;
  keywords: string[];
  maxKeywordsInAlts: number;
  /** Titles for single page URLs; the one for the current URL wins over `title`. */
  titlesPerPageUrl: Record<string, string>;
  ogSiteName: string;
  canonicalUrl: string;
  ogTitle: string;
  ogDescription: string;
  settings: SeoSettings;
  footerColor: string;
  footerTextSize: string;
}

const trimmedText = z.pipe(
  z.string(),
  z.transform((value) => value.trim()),
);

/** A list, or one comma-separated string; entries trimmed, empty ones and repeats dropped. */
const keywordList = z.pipe(
  z.union([z.array(z.union([z.string(), z.number()])), z.string()]),
  z.transform((value) => {
    const items = Array.isArray(value) ? value.map(String) : value.split(",");
    const seen = new Set<string>();
    const keywords: string[] = [];
    for (const item of items) {
      const keyword = item.trim().replace(/\s+/g, " ");
      const key = keyword.toLowerCase();
      if (!keyword || seen.has(key)) continue;
      seen.add(key);
      keywords.push(keyword);
    }
    return keywords;
  }),
);

const wholeCount = z.pipe(
  numberLike,
  z.number().check(z.int("expected a whole number"), z.nonnegative("expected 0 or more")),
);

const titleMap = z.record(z.string(), z.string());

/** A CSS colour written plainly: a name, a hex colour, or an rgb()/hsl() function with plain numbers. */
const COLOR_PATTERN = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/deg-]+\))$/i;
const cssColor = z.string().check(z.trim(), z.regex(COLOR_PATTERN, "expected a CSS colour"));

/** A text size: a number of pixels, or a number with a unit. */
const LENGTH_PATTERN = /^\d+(\.\d+)?(px|em|rem|pt|%)$/;
const cssLength = z.pipe(
  z.union([z.number().check(z.positive("expected a size above 0")), z.string()]),
  z.transform((value, context) => {
    const size = typeof value === "number" ? `${value}px` : value.trim();
    if (/^\d+(\.\d+)?$/.test(size)) return `${size}px`;
    if (LENGTH_PATTERN.test(size)) return size;
    context.issues.push({ code: "custom", message: "expected a size such as 12px", input: value });
    return z.NEVER;
  }),
);

interface FieldRule<T> {
  schema: z.ZodMiniType<T, unknown>;
  fallback: T;
}
const rule = <T>(schema: z.ZodMiniType<T, unknown>, fallback: T): FieldRule<T> => ({ schema, fallback });

const dataRules = {
  title: rule(trimmedText, ""),
  description: rule(trimmedText, ""),
  keywords: rule(keywordList, [] as string[]),
  maxKeywordsInAlts: rule(wholeCount, DEFAULT_MAX_KEYWORDS_IN_ALTS),
  titlesPerPageUrl: rule(titleMap, {} as Record<string, string>),
  ogSiteName: rule(trimmedText, ""),
  canonicalUrl: rule(trimmedText, ""),
  ogTitle: rule(trimmedText, ""),
  ogDescription: rule(trimmedText, ""),
  footerColor: rule(cssColor, DEFAULT_FOOTER_COLOR),
  footerTextSize: rule(cssLength, DEFAULT_FOOTER_TEXT_SIZE),
};

const settingNames: ReadonlyArray<keyof SeoSettings> = [
  "title",
  "description",
  "og",
  "canonical",
  "images",
  "anchors",
  "noindex",
  "keywordsInFooter",
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readField<T>(name: string, raw: unknown, fieldRule: FieldRule<T>, log: Logger): T {
  if (raw === undefined || raw === null) return fieldRule.fallback;
  const result = fieldRule.schema.safeParse(raw);
  if (result.success) return result.data;
  log.warn(
    `SEO data ${name}: ${result.error.issues[0]?.message ?? "invalid"} (got ${describe(raw)}); using ${describe(fieldRule.fallback)}`,
  );
  return fieldRule.fallback;
}

/** Reads the reply's `data` field by field; anything that is not an object gives null. */
export function readSeoData(raw: unknown, log: Logger): SeoData | null {
  if (!isRecord(raw)) return null;
  const values: Record<string, unknown> = {};
  for (const [name, fieldRule] of Object.entries(dataRules)) {
    values[name] = readField(name, raw[name], fieldRule as FieldRule<unknown>, log);
  }
  const rawSettings = raw["settings"];
  if (rawSettings !== undefined && !isRecord(rawSettings)) {
    log.warn(`SEO data settings: expected an object (got ${describe(rawSettings)}); every optimisation off`);
  }
  const settingsSource = isRecord(rawSettings) ? rawSettings : {};
  const settings = {} as SeoSettings;
  for (const name of settingNames) {
    settings[name] = readField(`settings.${name}`, settingsSource[name], rule(flag, false), log);
  }
  return { ...(values as Omit<SeoData, "settings">), settings };
}

const replySchema = z.looseObject({ type: z.string(), data: z.optional(z.unknown()) });

/**
 * The data service's reply: JSON `{ type: "Success", data: {...} }`. Anything else is a failure with a short
 * reason; the caller logs it as "data loading failed" (spec 8).
 */
export function parseSeoReply(body: string, log: Logger): ParseResult<SeoData> {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { ok: false, reason: "the reply is not JSON" };
  }
  const reply = replySchema.safeParse(raw);
  if (!reply.success) return { ok: false, reason: `unexpected reply (${firstIssue(reply.error)})` };
  if (reply.data.type !== SUCCESS_TYPE) return { ok: false, reason: `reply type "${reply.data.type}"` };
  const data = readSeoData(reply.data.data, log);
  if (data === null) return { ok: false, reason: "the reply has no data" };
  return { ok: true, value: data };
}
