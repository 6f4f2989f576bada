/**
 * Which parts of the theme's blog feed pagination are shown for a page (spec 9 "Pagination shows about 5
 * numbers; all links shown when 5 or fewer, otherwise ellipses"). The theme prints every page number, both
 * ellipses and both arrows; the script only shows and hides them, so the markup stays the theme's.
 */

/** Up to this many pages every number is shown and no ellipsis. */
export const ALL_PAGES_SHOWN_UP_TO = 5;

export interface PaginationView {
  /** The page numbers shown, ascending. */
  readonly pages: readonly number[];
  readonly frontEllipsis: boolean;
  readonly backEllipsis: boolean;
  readonly previous: boolean;
  readonly next: boolean;
}

/**
 * The theme's window: with more than five pages, the first and last page always, pages 1 to 3 while near the
 * start, the last three while near the end, otherwise the current page and its neighbours; an ellipsis where
 * numbers are skipped. Previous shows after page 1, next before the last page.
 */
export function paginationView(current: number, total: number): PaginationView {
  const pageCount = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), pageCount);
  const pages: number[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    if (pageCount <= ALL_PAGES_SHOWN_UP_TO) {
      pages.push(number);
      continue;
    }
    const shown =
      number === 1 ||
      number === pageCount ||
      (number < 4 && page < 4) ||
      (number > pageCount - 3 && page > pageCount - 3) ||
      Math.abs(number - page) <= 1;
    if (shown) pages.push(number);
  }
  const windowed = pageCount > ALL_PAGES_SHOWN_UP_TO;
  return {
    pages,
    frontEllipsis: windowed && page >= 4,
    backEllipsis: windowed && page <= pageCount - 3,
    previous: page > 1,
    next: page < pageCount,
  };
}

export type PaginationAction = "previous" | "next" | "ellipsis" | number;

/** The page a pagination click leads to, or null when it leads nowhere (an ellipsis, past either end). */
export function targetPage(action: PaginationAction, current: number, total: number): number | null {
  if (action === "ellipsis") return null;
  const target = action === "previous" ? current - 1 : action === "next" ? current + 1 : action;
  if (!Number.isInteger(target) || target < 1 || target > total || target === current) return null;
  return target;
}
