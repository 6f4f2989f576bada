import * as z from "zod/mini";
import { field, readFields, readList, type ValuesOf } from "../../../core/config-fields";
import type { Logger } from "../../../core/logger";
import { webUrl } from "../../../core/urls";

/**
 * The Auto Affiliate Links plugin's settings as the page prints them (spec 3 "Affiliate entities"). Two shapes
 * exist in the wild, and both are read:
 *
 * - current plugin versions print two globals: `aal_data = {config: {...}, items: [{divnumber, postid, aurl,
 *   notimes}]}` (one item per post on the page) and `aal_amazon_obj = {ajaxurl, security, cachegetnonce,
 *   cachesetnonce, aal_api_pro_url}` (the site endpoint, its nonces and the link service's URL);
 * - older versions print a link-block element per post, `div#aal_api_data[data-divnumber][data-apikey]...`,
 *   with every setting as a `data-` attribute.
 *
 * In both, each post's text carries an empty marker `div#aalcontent_<divnumber>`; the Amazon widget goes in it.
 * `aal_amazon_obj.aal_api_cache_url` (not printed by the plugin) overrides the external cache endpoint, so a
 * test site can point both external calls at a local stand-in.
 */

/** The service URL of the older plugin versions, used when the page does not name one. */
export const DEFAULT_LINK_SERVICE_URL = "https://autoaffiliatelinks.com/api/pro.php";
/** The link service's cache endpoint (spec 7 "external service cache endpoint"). */
export const DEFAULT_LINK_CACHE_URL = "https://api.autoaffiliatelinks.com/acache.php";
export const LEGACY_SETTINGS_SELECTOR = 'div[id^="aal_api_data"]';
export const MARKER_ID_PREFIX = "aalcontent_";
export const LINK_TARGETS: readonly string[] = ["_blank", "_self", "_parent", "_top"];
/** Link relations a site may configure; anything else is dropped with a warning. */
export const LINK_RELATIONS: readonly string[] = [
  "nofollow",
  "sponsored",
  "ugc",
  "noopener",
  "noreferrer",
  "external",
];

/** WordPress prints settings as strings, numbers or booleans; every one is sent on as text. */
const settingText = z.pipe(
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
  z.transform((value): string =>
    value === null || value === false ? "" : value === true ? "1" : String(value),
  ),
);
const setting = () => field(settingText, "");

/** The settings sent to the link service besides the page text, api key and post (spec 3, per network). */
export const NETWORK_SETTING_NAMES = [
  "clickbankid",
  "clickbankcat",
  "clickbankgravity",
  "clickbankactive",
  "amazonid",
  "amazoncat",
  "amazonlocal",
  "amazondisplaylinks",
  "amazondisplaywidget",
  "amazonactive",
  "shareasaleid",
  "shareasaleactive",
  "awinid",
  "awinactive",
  "cjid",
  "cjactive",
  "ebayid",
  "ebayactive",
  "bestbuyid",
  "bestbuyactive",
  "walmartid",
  "walmartactive",
  "envatoid",
  "envatosite",
  "envatoactive",
  "rakutenid",
  "rakutenactive",
  "discoveryjapanid",
  "discoveryjapanactive",
  "discoveryjapanapikey",
  "excludewords",
  "geminiaion",
] as const;

const configFields = {
  apikey: setting(),
  target: setting(),
  relation: setting(),
  linkcolor: setting(),
  cssclass: setting(),
  disclosure: setting(),
  ...(Object.fromEntries(NETWORK_SETTING_NAMES.map((name) => [name, setting()])) as Record<
    (typeof NETWORK_SETTING_NAMES)[number],
    ReturnType<typeof setting>
  >),
};

const itemSchema = z.object({
  divnumber: z.pipe(settingText, z.string().check(z.minLength(1, "expected a div number"))),
  postid: z._default(settingText, ""),
  aurl: z._default(settingText, ""),
  notimes: z._default(settingText, ""),
});

const pluginFields = {
  ajaxurl: setting(),
  security: setting(),
  cachegetnonce: setting(),
  cachesetnonce: setting(),
  aal_api_pro_url: setting(),
  aal_api_cache_url: setting(),
};

export type AffiliateConfig = ValuesOf<typeof configFields>;
export type AffiliateItem = z.infer<typeof itemSchema>;

export interface AffiliatePlugin {
  /** The site endpoint for the aal_* actions; null means the theme's own (`et_pb_custom.ajaxurl`). */
  readonly ajaxUrl: string | null;
  readonly security: string;
  readonly cacheGetNonce: string;
  readonly cacheSetNonce: string;
  /** Null when the page names a URL that is not http(s): the service is then never called. */
  readonly serviceUrl: string | null;
  readonly cacheUrl: string | null;
}

export interface AffiliateSettings {
  readonly config: AffiliateConfig;
  readonly items: readonly AffiliateItem[];
  readonly plugin: AffiliatePlugin;
}

type Source = Partial<Record<string, unknown>>;

/**
 * An absolute http(s) URL for `url`, or null for anything else (`javascript:`, `data:`, unparsable). Parsed the
 * way the browser parses an href, so `java\nscript:` and entity tricks cannot slip through.
 */
export function safeHttpUrl(url: string, base: string): string | null {
  return webUrl(url, base);
}

/** A whole number of at least 1 from a setting, or null (the plugin's -1 and "" mean "no limit"). */
export function parseCount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && Number.isSafeInteger(count) ? count : null;
}

/** Whether an "active" setting is on: the plugin prints "1", "true", "on" or "yes"; "", "0" and "false" are off. */
export function isOn(value: string): boolean {
  const normalised = value.trim().toLowerCase();
  return normalised !== "" && !["0", "false", "off", "no"].includes(normalised);
}

function readUrl(name: string, value: string, fallback: string, base: string, log: Logger): string | null {
  if (value.trim() === "") return fallback;
  const url = safeHttpUrl(value, base);
  if (url === null) log.warn(`config aal_amazon_obj.${name}: "${value}" is not an http(s) URL; not called`);
  return url;
}

function readPlugin(raw: unknown, base: string, log: Logger): AffiliatePlugin {
  const { values, present } = readFields("aal_amazon_obj", raw, pluginFields, log);
  const ajaxUrl = values.ajaxurl.trim() ? safeHttpUrl(values.ajaxurl, base) : null;
  if (present && values.ajaxurl.trim() && ajaxUrl === null) {
    log.warn(`config aal_amazon_obj.ajaxurl: "${values.ajaxurl}" is not an http(s) URL; using the site's`);
  }
  return {
    ajaxUrl,
    security: values.security,
    cacheGetNonce: values.cachegetnonce,
    cacheSetNonce: values.cachesetnonce,
    serviceUrl: readUrl("aal_api_pro_url", values.aal_api_pro_url, DEFAULT_LINK_SERVICE_URL, base, log),
    cacheUrl: readUrl("aal_api_cache_url", values.aal_api_cache_url, DEFAULT_LINK_CACHE_URL, base, log),
  };
}

/** The `data-` attributes of a link-block element as a plain object (`data-postid` becomes `postid`). */
function dataAttributesOf(element: Element): Record<string, string> {
  const values: Record<string, string> = {};
  for (const attribute of element.attributes) {
    if (attribute.name.startsWith("data-")) values[attribute.name.slice(5)] = attribute.value;
  }
  return values;
}

/**
 * The page's affiliate settings, or null when it prints none (or no usable item). Bad fields give a warning
 * naming them and an empty value; a bad item is dropped with a warning naming its index.
 */
export function readAffiliateSettings(
  source: Source,
  doc: Document,
  log: Logger,
  base: string = doc.baseURI,
): AffiliateSettings | null {
  const data = source["aal_data"];
  const plugin = readPlugin(source["aal_amazon_obj"], base, log);
  if (data !== undefined && data !== null) {
    if (typeof data !== "object" || Array.isArray(data)) {
      log.warn("config aal_data: expected an object with config and items; affiliate links off");
      return null;
    }
    const { config: rawConfig, items: rawItems } = data as { config?: unknown; items?: unknown };
    const config = readFields("aal_data.config", rawConfig ?? {}, configFields, log).values;
    const items = readList("aal_data.items", rawItems, itemSchema, log);
    return items.length ? { config, items, plugin } : null;
  }
  const blocks = [...doc.querySelectorAll(LEGACY_SETTINGS_SELECTOR)];
  if (blocks.length === 0) return null;
  const attributes = blocks.map(dataAttributesOf);
  const config = readFields(`#${blocks[0]!.id}`, attributes[0], configFields, log).values;
  const items = readList(LEGACY_SETTINGS_SELECTOR, attributes, itemSchema, log);
  return items.length ? { config, items, plugin } : null;
}

/** How inserted links look and behave, from the link-block settings. */
export interface LinkAppearance {
  readonly target: string | null;
  readonly rel: string;
  readonly color: string;
  readonly classNames: readonly string[];
  readonly disclosure: string;
}

/** The plugin's own class on every link it inserts (themes style it). */
export const LINK_CLASS = "aalauto";

/** Reads target, relation, colour, css class and disclosure; unusable values are dropped with a warning. */
export function readLinkAppearance(config: AffiliateConfig, log: Logger): LinkAppearance {
  const targetSetting = config.target.trim();
  const target = LINK_TARGETS.includes(targetSetting) ? targetSetting : null;
  if (targetSetting && target === null)
    log.warn(`affiliate target "${targetSetting}" is not a link target; ignored`);
  const relations = new Set<string>();
  for (const token of config.relation
    .toLowerCase()
    .split(/[\s,|]+/)
    .filter(Boolean)) {
    if (LINK_RELATIONS.includes(token)) relations.add(token);
    else log.warn(`affiliate relation "${token}" is not a link relation; ignored`);
  }
  // A new tab must not hand the opener to the partner's site.
  if (target === "_blank") relations.add("noopener");
  const classNames = config.cssclass
    .split(/\s+/)
    .filter(Boolean)
    .filter((name) => {
      const valid = /^-?[_a-zA-Z][\w-]*$/.test(name);
      if (!valid) log.warn(`affiliate css class "${name}" is not a class name; ignored`);
      return valid;
    });
  return {
    target,
    rel: [...relations].join(" "),
    color: config.linkcolor.trim(),
    classNames: [...new Set([...classNames, LINK_CLASS])],
    disclosure: config.disclosure,
  };
}
