import type { SeoData } from "./schema";
import { webUrl } from "../../../core/urls";

/**
 * Writing the SEO data into the page. Every change here is one a visitor cannot see move: head tags, attributes
 * of images and links, and a keywords block whose placement the caller decides (see `seo-automation.ts`).
 * Values are written as text or attributes only, never parsed as HTML.
 */

/** Spec 9: at most 10 updates per tag over the whole page view. */
export const MAX_UPDATES_PER_TAG = 10;
/** The keywords-in-footer block's class. */
export const FOOTER_KEYWORDS_CLASS = "enhance-seo-keywords";
/** Links longer than this keep their own text only; a title that long helps nobody. */
export const ANCHOR_TITLE_MAX_LENGTH = 120;

export type TagName =
  | "title"
  | "description"
  | "keywords"
  | "canonical"
  | "og:title"
  | "og:description"
  | "og:site_name"
  | "robots"
  | "footer";

/** Counts updates per tag and refuses the eleventh, so a script fighting over a tag cannot loop forever. */
export interface UpdateBudget {
  take(tag: TagName): boolean;
  count(tag: TagName): number;
}

export function createUpdateBudget(limit = MAX_UPDATES_PER_TAG): UpdateBudget {
  const counts = new Map<TagName, number>();
  return {
    take(tag) {
      const used = counts.get(tag) ?? 0;
      if (used >= limit) return false;
      counts.set(tag, used + 1);
      return true;
    },
    count: (tag) => counts.get(tag) ?? 0,
  };
}

/** The page URL as the data service knows it: without the hash, which never reaches a server. */
export function pageUrlOf(href: string): string {
  const hashAt = href.indexOf("#");
  return hashAt === -1 ? href : href.slice(0, hashAt);
}

function withoutTrailingSlash(url: string): string {
  return url.length > 1 && url.endsWith("/") ? url.slice(0, -1) : url;
}

/**
 * The title for this page: its entry in `titlesPerPageUrl` (matched by full URL, then by path, a trailing slash
 * either way), else `title`.
 */
export function titleFor(data: Pick<SeoData, "title" | "titlesPerPageUrl">, pageUrl: string): string {
  const entries = Object.entries(data.titlesPerPageUrl);
  if (entries.length) {
    let path = "";
    try {
      const url = new URL(pageUrl);
      path = `${url.pathname}${url.search}`;
    } catch {
      path = "";
    }
    const wanted = new Set([pageUrl, path].filter(Boolean).map(withoutTrailingSlash));
    for (const [url, title] of entries) {
      if (wanted.has(withoutTrailingSlash(url.trim())) && title.trim()) return title.trim();
    }
  }
  return data.title;
}

/** The alt for an image that has none: the first `max` keywords, comma separated. */
export function altText(keywords: readonly string[], max: number): string {
  return keywords.slice(0, Math.max(0, Math.trunc(max))).join(", ");
}

/** The keywords block's text. */
export function keywordsLine(keywords: readonly string[]): string {
  return keywords.join(", ");
}

/** The robots directives with `noindex` in them; `index` and `all` are taken out, the rest kept in order. */
export function robotsWithNoindex(current: string | null): string {
  const tokens = (current ?? "")
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
  const kept = tokens.filter((token) => !["index", "all", "noindex"].includes(token.toLowerCase()));
  return ["noindex", ...kept].join(", ");
}

/** An absolute http(s) URL, or null: a canonical link may never point at `javascript:` or `data:`. */
export function safeHttpUrl(value: string, base: string): string | null {
  return webUrl(value, base);
}

function findMeta(
  head: HTMLHeadElement,
  attribute: "name" | "property",
  key: string,
): HTMLMetaElement | null {
  for (const meta of head.getElementsByTagName("meta")) {
    if (meta.getAttribute(attribute)?.trim().toLowerCase() === key) return meta;
  }
  return null;
}

function findCanonical(head: HTMLHeadElement): HTMLLinkElement | null {
  for (const link of head.getElementsByTagName("link")) {
    if (link.relList.contains("canonical")) return link;
  }
  return null;
}

interface Writer {
  readonly doc: Document;
  readonly budget: UpdateBudget;
  readonly updated: TagName[];
}

function writeMeta(
  writer: Writer,
  attribute: "name" | "property",
  key: string,
  content: string,
  tag: TagName,
): void {
  const head = writer.doc.head;
  if (!content || !head) return;
  const existing = findMeta(head, attribute, key);
  if (existing?.getAttribute("content") === content) return;
  if (!writer.budget.take(tag)) return;
  const meta = existing ?? writer.doc.createElement("meta");
  if (!existing) {
    meta.setAttribute(attribute, key);
    head.append(meta);
  }
  meta.setAttribute("content", content);
  writer.updated.push(tag);
}

function writeTitle(writer: Writer, title: string): void {
  if (!title || writer.doc.title === title) return;
  if (!writer.budget.take("title")) return;
  writer.doc.title = title;
  writer.updated.push("title");
}

function writeCanonical(writer: Writer, href: string): void {
  const head = writer.doc.head;
  if (!head) return;
  const existing = findCanonical(head);
  if (existing?.href === href) return;
  if (!writer.budget.take("canonical")) return;
  const link = existing ?? writer.doc.createElement("link");
  if (!existing) {
    link.rel = "canonical";
    head.append(link);
  }
  link.href = href;
  writer.updated.push("canonical");
}

function writeNoindex(writer: Writer): void {
  const head = writer.doc.head;
  if (!head) return;
  const current = findMeta(head, "name", "robots")?.getAttribute("content") ?? null;
  writeMeta(writer, "name", "robots", robotsWithNoindex(current), "robots");
}

/** Writes the head tags the settings switch on; returns the tags it changed this time. */
export function applyHeadTags(
  doc: Document,
  data: SeoData,
  pageUrl: string,
  budget: UpdateBudget,
): TagName[] {
  const writer: Writer = { doc, budget, updated: [] };
  const { settings } = data;
  if (settings.title) writeTitle(writer, titleFor(data, pageUrl));
  if (settings.description) writeMeta(writer, "name", "description", data.description, "description");
  // The keywords tag has no switch of its own: the service sends keywords only when it wants them used.
  writeMeta(writer, "name", "keywords", keywordsLine(data.keywords), "keywords");
  if (settings.canonical) {
    const canonical = safeHttpUrl(data.canonicalUrl, pageUrl);
    if (canonical) writeCanonical(writer, canonical);
  }
  if (settings.og) {
    writeMeta(writer, "property", "og:title", data.ogTitle || titleFor(data, pageUrl), "og:title");
    writeMeta(writer, "property", "og:description", data.ogDescription || data.description, "og:description");
    writeMeta(writer, "property", "og:site_name", data.ogSiteName, "og:site_name");
  }
  if (settings.noindex) writeNoindex(writer);
  return writer.updated;
}

/**
 * Images without an alt attribute get the first `maxKeywordsInAlts` keywords. An empty alt marks a decorative
 * image on purpose and stays empty. Returns how many images changed.
 */
export function applyImageAlts(root: ParentNode, data: SeoData): number {
  const alt = altText(data.keywords, data.maxKeywordsInAlts);
  if (!alt) return 0;
  let changed = 0;
  for (const image of root.querySelectorAll("img:not([alt])")) {
    image.setAttribute("alt", alt);
    changed += 1;
  }
  return changed;
}

function visibleText(element: Element): string {
  return (element.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Links without a title get their own text as one (links with no text, or very long text, are left alone). */
export function applyAnchorTitles(root: ParentNode): number {
  let changed = 0;
  for (const anchor of root.querySelectorAll("a[href]:not([title])")) {
    const label = visibleText(anchor);
    if (!label || label.length > ANCHOR_TITLE_MAX_LENGTH) continue;
    anchor.setAttribute("title", label);
    changed += 1;
  }
  return changed;
}

/** The block's element, built from text only. */
export function createKeywordsBlock(doc: Document, data: SeoData): HTMLParagraphElement {
  const block = doc.createElement("p");
  block.className = FOOTER_KEYWORDS_CLASS;
  styleKeywordsBlock(block, data);
  block.textContent = keywordsLine(data.keywords);
  return block;
}

export function styleKeywordsBlock(block: HTMLElement, data: SeoData): void {
  block.style.fontSize = data.footerTextSize;
  block.style.color = data.footerColor;
}

/** Brings an existing block up to date; counts as a footer update only when something changed. */
export function updateKeywordsBlock(block: HTMLElement, data: SeoData, budget: UpdateBudget): boolean {
  const text = keywordsLine(data.keywords);
  const probe = block.ownerDocument.createElement("p");
  styleKeywordsBlock(probe, data);
  const same =
    block.textContent === text &&
    block.style.fontSize === probe.style.fontSize &&
    block.style.color === probe.style.color;
  if (same || !budget.take("footer")) return false;
  block.textContent = text;
  styleKeywordsBlock(block, data);
  return true;
}
