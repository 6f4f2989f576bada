import * as z from "zod/mini";
import { parseCount, safeHttpUrl } from "./settings";

/**
 * The three replies of the affiliate flow (spec 4 "Affiliate links", spec 7), parsed with zod. Every link and
 * widget entry is checked on its own: a `javascript:` URL or a malformed entry is dropped, the rest is used.
 * Nothing from a reply is ever parsed as HTML; titles and phrases stay text.
 */

/** Replies of `aal_cache_get` that mean "nothing usable cached": fetch fresh links instead. */
export const CACHE_STATUS_WORDS: readonly string[] = [
  "post updated",
  "nometa",
  "nopost",
  "expired",
  "failed",
  "settings updated",
];
/** The link service's reply to an unknown api key: processing ends silently. */
export const WRONG_API_KEY_REPLY = "wrong apikey";
/** Spec 9: widget titles are truncated to 45 characters with an ellipsis. */
export const WIDGET_TITLE_LIMIT = 45;
export const ELLIPSIS = "…";

export interface AffiliateLink {
  /** The phrase to link, matched literally. */
  readonly key: string;
  /** An absolute http(s) URL. */
  readonly url: string;
}

export interface AmazonWidgetItem {
  readonly url: string;
  /** An absolute http(s) URL, or "" when the entry has no usable image. */
  readonly image: string;
  readonly title: string;
  readonly price: string;
}

export interface ReadEntries {
  readonly links: AffiliateLink[];
  readonly widgets: AmazonWidgetItem[];
  /** Why entries were dropped, for one warning. */
  readonly dropped: string[];
}

const scalar = z.union([z.string(), z.number()]);
const rawLink = z.object({ key: scalar, url: z.string() });
const rawWidget = z.object({
  url: z.string(),
  image: z.optional(z.nullable(z.string())),
  title: z.optional(z.nullable(scalar)),
  price: z.optional(z.nullable(scalar)),
});
const list = z.optional(z.nullable(z.array(z.unknown())));

const cacheReply = z.object({ links: list, amazonwidget: list });

const serviceReply = z.object({
  links: list,
  notimes: z.optional(z.nullable(scalar)),
  insertid: z.optional(z.nullable(z.union([scalar, z.boolean()]))),
  keywords: z.optional(z.nullable(z.union([scalar, z.boolean(), z.array(scalar)]))),
  amazonwidget: list,
});

const amazonReply = z.object({ amazonlinks: list, amazonwidget: list });

/** The links of a reply that are safe to insert: a non-empty phrase and an http(s) URL. */
export function readLinks(
  raw: readonly unknown[] | null | undefined,
  base: string,
  dropped: string[],
): AffiliateLink[] {
  const links: AffiliateLink[] = [];
  (raw ?? []).forEach((entry, index) => {
    const parsed = rawLink.safeParse(entry);
    if (!parsed.success) {
      dropped.push(`link ${index}: expected {key, url}`);
      return;
    }
    const key = String(parsed.data.key).trim();
    const url = safeHttpUrl(parsed.data.url, base);
    if (!key) dropped.push(`link ${index}: empty phrase`);
    else if (url === null) dropped.push(`link ${index}: "${parsed.data.url}" is not an http(s) URL`);
    else links.push({ key, url });
  });
  return links;
}

/** The widget entries that are safe to show: an http(s) link; an image only when it is http(s) too. */
export function readWidgets(
  raw: readonly unknown[] | null | undefined,
  base: string,
  dropped: string[],
): AmazonWidgetItem[] {
  const widgets: AmazonWidgetItem[] = [];
  (raw ?? []).forEach((entry, index) => {
    const parsed = rawWidget.safeParse(entry);
    if (!parsed.success) {
      dropped.push(`widget ${index}: expected {url, image, title, price}`);
      return;
    }
    const url = safeHttpUrl(parsed.data.url, base);
    if (url === null) {
      dropped.push(`widget ${index}: "${parsed.data.url}" is not an http(s) URL`);
      return;
    }
    widgets.push({
      url,
      image: safeHttpUrl(parsed.data.image ?? "", base) ?? "",
      title: String(parsed.data.title ?? "").trim(),
      price: String(parsed.data.price ?? "").trim(),
    });
  });
  return widgets;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export type CacheDecision =
  ({ readonly use: true } & ReadEntries) | { readonly use: false; readonly reason: string };

/**
 * Spec 4 step 2: an empty reply, a status word, invalid JSON or a reply without a list means "fetch fresh
 * links"; otherwise the cached links (and widgets) are used.
 */
export function readCacheReply(text: string, base: string): CacheDecision {
  const trimmed = text.trim();
  if (trimmed === "") return { use: false, reason: "empty reply" };
  if (CACHE_STATUS_WORDS.includes(trimmed)) return { use: false, reason: `"${trimmed}"` };
  const json = parseJson(trimmed);
  if (!json.ok) return { use: false, reason: "not JSON" };
  const parsed = cacheReply.safeParse(json.value);
  if (!parsed.success || (!Array.isArray(parsed.data.links) && !Array.isArray(parsed.data.amazonwidget))) {
    return { use: false, reason: "no list" };
  }
  const dropped: string[] = [];
  return {
    use: true,
    links: readLinks(parsed.data.links, base, dropped),
    widgets: readWidgets(parsed.data.amazonwidget, base, dropped),
    dropped,
  };
}

export type ServiceReply =
  | { readonly kind: "wrong-apikey" }
  | { readonly kind: "invalid"; readonly reason: string }
  | ({
      readonly kind: "links";
      /** The service's own link count for this post; null when it gave none. */
      readonly notimes: number | null;
      readonly insertId: string | null;
      /** What to ask the site's Amazon action for; null when the service gave no keywords. */
      readonly keywords: string | readonly string[] | null;
    } & ReadEntries);

function readKeywords(value: unknown): string | string[] | null {
  if (typeof value === "string") return value.trim() ? value : null;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    const words = value.map(String).filter((word) => word.trim() !== "");
    return words.length ? words : null;
  }
  return null;
}

/** The link service's reply: `wrong apikey`, JSON {links, notimes, insertid, keywords, amazonwidget}, or junk. */
export function readServiceReply(text: string, base: string): ServiceReply {
  const trimmed = text.trim();
  if (trimmed === WRONG_API_KEY_REPLY) return { kind: "wrong-apikey" };
  const json = parseJson(trimmed);
  if (!json.ok) return { kind: "invalid", reason: "not JSON" };
  const parsed = serviceReply.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      kind: "invalid",
      reason: `${issue?.message ?? "invalid"}${issue?.path.length ? ` at ${issue.path.join(".")}` : ""}`,
    };
  }
  const { links, notimes, insertid, keywords, amazonwidget } = parsed.data;
  const dropped: string[] = [];
  const insertText =
    insertid === null || insertid === undefined || insertid === false ? "" : String(insertid);
  return {
    kind: "links",
    links: readLinks(links, base, dropped),
    widgets: readWidgets(amazonwidget, base, dropped),
    dropped,
    notimes: parseCount(notimes),
    insertId: insertText.trim() && insertText !== "0" && insertText !== "true" ? insertText : null,
    keywords: readKeywords(keywords),
  };
}

/** The site's `aal_amazon_get` reply, or null when it cannot be used (spec 8: an unparseable reply is ignored). */
export function readAmazonReply(text: string, base: string): ReadEntries | null {
  const json = parseJson(text.trim());
  if (!json.ok) return null;
  const parsed = amazonReply.safeParse(json.value);
  if (!parsed.success) return null;
  const dropped: string[] = [];
  return {
    links: readLinks(parsed.data.amazonlinks, base, dropped),
    widgets: readWidgets(parsed.data.amazonwidget, base, dropped),
    dropped,
  };
}

/** Spec 4 step 3: the Amazon links go first, and the list is trimmed to the allowed count (when there is one). */
export function mergeAmazonLinks(
  amazon: readonly AffiliateLink[],
  links: readonly AffiliateLink[],
  allowed: number | null,
): AffiliateLink[] {
  const merged = [...amazon, ...links];
  return allowed === null ? merged : merged.slice(0, allowed);
}

/** A widget title of at most 45 characters (code points): longer ones are cut and end with an ellipsis. */
export function truncateTitle(title: string, limit = WIDGET_TITLE_LIMIT): string {
  const characters = [...title];
  if (characters.length <= limit) return title;
  return `${characters
    .slice(0, limit - 1)
    .join("")
    .trimEnd()}${ELLIPSIS}`;
}
