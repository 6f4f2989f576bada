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
