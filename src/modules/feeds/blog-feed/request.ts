import * as z from "zod/mini";
import type { FieldValue, FormFields } from "../../../core/ajax-client";
import type { Logger } from "../../../core/logger";

/**
 * Extra's blog feed request (spec 3 "Blog feed request", spec 7 `extra_blog_feed_get_content`): the module's
 * `data-*` settings, read and validated once, and the fields of the request for one page. Pure, so every field
 * and every edge case is unit-tested.
 */
export const BLOG_FEED_ACTION = "extra_blog_feed_get_content";

/** The fields spec 3 lists for a blog feed request, in the order the theme sends them. */
export const BLOG_FEED_REQUEST_FIELDS = [
  "to_page",
  "posts_per_page",
  "order",
  "orderby",
  "categories",
  "show_featured_image",
  "blog_feed_module_type",
  "et_column_type",
  "show_author",
  "show_categories",
  "show_date",
  "show_rating",
  "show_more",
  "show_comments",
  "date_format",
  "content_length",
  "hover_overlay_icon",
  "use_tax_query",
  "tax_query",
] as const;

/** The theme's defaults when a data attribute is missing (Extra's blog feed module). */
export const DEFAULT_POSTS_PER_PAGE = 5;

export interface FeedSettings {
  readonly currentPage: number;
  readonly postsPerPage: number;
  readonly order: string;
  readonly orderby: string;
  readonly categories: string;
  readonly showFeaturedImage: string;
  readonly moduleType: string;
  readonly columnType: string;
  readonly showAuthor: string;
  readonly showCategories: string;
  readonly showDate: string;
  readonly showRating: string;
  readonly showMore: string;
  readonly showComments: string;
  readonly dateFormat: string;
  readonly contentLength: string;
  readonly hoverOverlayIcon: string;
  readonly useTaxQuery: string;
}

/** A whole number from 1 written in decimal digits, or null. */
export function parsePositiveWhole(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

type Dataset = Readonly<Record<string, string | undefined>>;

function readPositive(
  dataset: Dataset,
  key: string,
  fallback: number,
  log: Logger,
  element: Element,
): number {
  const raw = dataset[key];
  if (raw === undefined || raw.trim() === "") return fallback;
  const parsed = parsePositiveWhole(raw);
  if (parsed !== null) return parsed;
  log.warn(`data-${key} "${raw}" is not a whole number from 1; using ${fallback}`, element);
  return fallback;
}

/**
 * The feed's settings from its `data-*` attributes. Text settings go to the server as written (it sanitises
 * them, as the theme's script leaves that to it); the numbers are checked, with a warning naming the attribute
 * and the theme's default instead of a bad value.
 */
export function readFeedSettings(element: HTMLElement, log: Logger): FeedSettings {
  const data: Dataset = element.dataset;
  const text = (key: string): string => (data[key] ?? "").trim();
  const order = text("order").toLowerCase();
  if (order !== "" && order !== "asc" && order !== "desc") {
    log.warn(`data-order "${data["order"] ?? ""}" is neither asc nor desc; sending desc`, element);
  }
  return {
    currentPage: readPositive(data, "current_page", 1, log, element),
    postsPerPage: readPositive(data, "posts_per_page", DEFAULT_POSTS_PER_PAGE, log, element),
    order: order === "asc" ? "asc" : "desc",
    orderby: text("orderby") || "date",
    categories: text("category_id"),
    showFeaturedImage: text("show_featured_image"),
    moduleType:
      text("blog_feed_module_type") || (element.classList.contains("masonry") ? "masonry" : "standard"),
    columnType: text("et_column_type"),
    showAuthor: text("show_author"),
    showCategories: text("show_categories"),
    showDate: text("show_date"),
    showRating: text("show_rating"),
    showMore: text("show_more"),
    showComments: text("show_comments"),
    dateFormat: data["date_format"] ?? "",
    contentLength: text("content_length"),
    hoverOverlayIcon: data["hover_overlay_icon"] ?? "",
    useTaxQuery: text("use_tax_query"),
  };
}

/** Whether the feed lays its posts out in masonry columns. */
export function isMasonry(settings: FeedSettings): boolean {
  return settings.moduleType === "masonry";
}

const taxTerm = z.union([z.string(), z.number()]);
const taxQueryEntry = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(taxTerm)]),
);
const taxQuerySchema = z.array(taxQueryEntry);

export type TaxQuery = z.infer<typeof taxQuerySchema>;

/**
 * `EXTRA_TAX_QUERY`, the archive query the theme prints on category and tag pages, sent only when the feed says
 * `data-use_tax_query="1"` (as the theme does: `parseInt(use_tax_query) === 1`). Anything that is not a list of
 * plain entries is dropped with a warning.
 */
export function readTaxQuery(settings: FeedSettings, source: unknown, log: Logger): TaxQuery {
  if (Number.parseInt(settings.useTaxQuery, 10) !== 1 || source === undefined) return [];
  const parsed = taxQuerySchema.safeParse(source);
  if (parsed.success) return parsed.data;
  log.warn("EXTRA_TAX_QUERY is not a list of taxonomy queries; sending none");
  return [];
}

/** The fields of the request for `toPage`, every field of spec 3 plus the theme's nonce and builder flag. */
export function buildBlogFeedRequest(
  settings: FeedSettings,
  toPage: number,
  nonce: string,
  taxQuery: TaxQuery = [],
): FormFields {
  const fields: Record<string, FieldValue> = {
    et_load_builder_modules: "1",
    blog_feed_nonce: nonce,
    to_page: String(toPage),
    posts_per_page: String(settings.postsPerPage),
    order: settings.order,
    orderby: settings.orderby,
    categories: settings.categories,
    show_featured_image: settings.showFeaturedImage,
    blog_feed_module_type: settings.moduleType,
    et_column_type: settings.columnType,
    show_author: settings.showAuthor,
    show_categories: settings.showCategories,
    show_date: settings.showDate,
    show_rating: settings.showRating,
    show_more: settings.showMore,
    show_comments: settings.showComments,
    date_format: settings.dateFormat,
    content_length: settings.contentLength,
    hover_overlay_icon: settings.hoverOverlayIcon,
    use_tax_query: settings.useTaxQuery,
    tax_query: taxQuery,
  };
  return fields;
}
