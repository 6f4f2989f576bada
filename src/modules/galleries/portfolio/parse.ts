import type { ParseResult } from "../../../boot/island";

/**
 * The filterable portfolio's rules that need no DOM (spec 9 "Portfolio, gallery"): columns by the width of the
 * items container, and the `data-posts-number` page size.
 */

/** Spec 9: the columns for a width at or above each threshold (px), widest first; narrower gets 1 column. */
export const PORTFOLIO_COLUMN_BREAKPOINTS: ReadonlyArray<{ minWidth: number; columns: number }> = [
  { minWidth: 1600, columns: 5 },
  { minWidth: 1024, columns: 4 },
  { minWidth: 768, columns: 3 },
  { minWidth: 480, columns: 2 },
];
/** Spec 9: an item's image is 75 % as tall as it is wide. */
export const PORTFOLIO_ITEM_HEIGHT_RATIO = 0.75;
/** The filter that shows every category. */
export const ALL_CATEGORIES = "all";

/** The number of columns for an items container `width` px wide. */
export function columnsForWidth(width: number): number {
  if (!Number.isFinite(width)) return 1;
  return PORTFOLIO_COLUMN_BREAKPOINTS.find((breakpoint) => width >= breakpoint.minWidth)?.columns ?? 1;
}

export interface PostsNumber {
  /** Items a page, or null for a single page holding every item. */
  readonly perPage: number | null;
  /** Why the attribute was not used, for a console warning; null when it was used or simply absent. */
  readonly problem: string | null;
}

/**
 * The portfolio's `data-posts-number`: a whole number of items a page. Absent or 0 puts every item on one page
 * (the theme's rule for 0); anything else that is not a whole number does the same, with a reason to warn about.
 */
export function parsePostsNumber(value: string | undefined): PostsNumber {
  if (value === undefined || value.trim() === "") return { perPage: null, problem: null };
  if (!/^\s*\d{1,6}\s*$/.test(value)) {
    return {
      perPage: null,
      problem: `data-posts-number "${value}" is not a whole number; showing every item`,
    };
  }
  const perPage = Number(value);
  return { perPage: perPage === 0 ? null : perPage, problem: null };
}

/**
 * A category slug as the theme writes it (`data-category-slug`; WordPress percent-encodes non-Latin slugs), or
 * null when it is empty or holds white space.
 */
export function parseCategorySlug(value: string | null | undefined): string | null {
  const slug = value?.trim() ?? "";
  return slug !== "" && !/\s/.test(slug) ? slug : null;
}

/** A slug as it stands in a deep link, where only letters, digits, `_` and `-` survive. */
export function slugInHash(slug: string): string {
  return slug.replace(/[^\w-]/g, "");
}

/** One filter link the island drives: `.et_pb_portfolio_filter a[data-category-slug]`. */
export interface PortfolioFilter {
  readonly slug: string;
  readonly link: HTMLAnchorElement;
}

/** The filterable portfolio as the server rendered it (reference section 2 "Filterable portfolio"). */
export interface PortfolioModel {
  readonly itemsContainer: HTMLElement;
  /** The items container's id, or the one the island gives a container without one (the filters' target). */
  readonly itemsId: string;
  readonly items: readonly HTMLElement[];
  readonly filters: readonly PortfolioFilter[];
  /** Filter links whose `data-category-slug` is not a slug: left as they are, with a warning. */
  readonly unusableFilters: ReadonlyArray<{ link: HTMLAnchorElement; value: string }>;
  /** The theme's pagination container (`.et_pb_portofolio_pagination`, sic), or null. */
  readonly pagination: HTMLElement | null;
  readonly postsNumber: PostsNumber;
  /** The category the server marked active, else all. */
  readonly category: string;
  /** The fullwidth (list) layout keeps the theme's own layout: no columns. */
  readonly fullwidth: boolean;
}

let generatedIds = 0;

/** Reads a filterable portfolio; markup without items is left as it is. */
export function parsePortfolio(element: HTMLElement): ParseResult<PortfolioModel> {
  const itemsContainer = element.querySelector<HTMLElement>(".et_pb_portfolio_items");
  const items = itemsContainer
    ? [...itemsContainer.querySelectorAll<HTMLElement>(".et_pb_portfolio_item")]
    : [];
  if (!itemsContainer || items.length === 0) {
    return { ok: false, reason: "no .et_pb_portfolio_items with .et_pb_portfolio_item inside" };
  }
  const filters: PortfolioFilter[] = [];
  const unusableFilters: Array<{ link: HTMLAnchorElement; value: string }> = [];
  for (const link of element.querySelectorAll<HTMLAnchorElement>(
    ".et_pb_portfolio_filter a[data-category-slug]",
  )) {
    const slug = parseCategorySlug(link.dataset["categorySlug"]);
    if (slug === null) unusableFilters.push({ link, value: link.dataset["categorySlug"] ?? "" });
    else filters.push({ slug, link });
  }
  return {
    ok: true,
    model: {
      itemsContainer,
      itemsId: itemsContainer.id || `enhance-portfolio-items-${(generatedIds += 1)}`,
      items,
      filters,
      unusableFilters,
      pagination: element.querySelector<HTMLElement>(
        ".et_pb_portofolio_pagination, .et_pb_portfolio_pagination",
      ),
      postsNumber: parsePostsNumber(element.dataset["postsNumber"]),
      category: filters.find((filter) => filter.link.classList.contains("active"))?.slug ?? ALL_CATEGORIES,
      fullwidth: element.classList.contains("et_pb_filterable_portfolio_fullwidth"),
    },
  };
}
