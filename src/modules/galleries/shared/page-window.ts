/**
 * The page arithmetic of galleries and filterable portfolios (spec 4 "Pagination", spec 9 "Portfolio, gallery"):
 * items are cut into pages in server order, and the page links show a sliding window of 5 numbers; with 5 pages
 * or fewer every number shows, otherwise an ellipsis stands for the numbers left out. Pure functions, no DOM.
 */

/** Spec 9: a gallery shows 4 items per page unless `data-per_page` says otherwise. */
export const DEFAULT_GALLERY_PER_PAGE = 4;
/** Spec 4 and 9: the page links show about 5 numbers; every number when there are 5 pages or fewer. */
export const PAGE_WINDOW_SIZE = 5;

/** One entry of the page link list: a page number, or an ellipsis standing for the numbers left out. */
export type PageLink = { kind: "page"; page: number } | { kind: "ellipsis"; side: "front" | "back" };

export interface PaginationView {
  /** The page the previous link goes to; null on the first page (no previous link). */
  readonly previous: number | null;
  /** The page the next link goes to; null on the last page (no next link). */
  readonly next: number | null;
  /** Page numbers and ellipses in reading order; empty when there is only one page. */
  readonly links: readonly PageLink[];
}

/** How many pages `itemCount` items fill at `perPage` a page; at least 1 page, even when empty. */
export function pageCount(itemCount: number, perPage: number): number {
  const items = Number.isFinite(itemCount) ? Math.max(0, Math.floor(itemCount)) : 0;
  const size = Number.isFinite(perPage) && perPage >= 1 ? Math.floor(perPage) : 1;
  return Math.max(1, Math.ceil(items / size));
}

/** The page (from 1) of the item at `index` (from 0), in server order. */
export function pageOfIndex(index: number, perPage: number): number {
  const size = Number.isFinite(perPage) && perPage >= 1 ? Math.floor(perPage) : 1;
  return Math.floor(Math.max(0, index) / size) + 1;
}

/** `page` as a whole number within 1..total. */
export function clampPage(page: number, total: number): number {
  const last = Math.max(1, Math.floor(total));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/**
 * The first and last page number shown: `size` numbers centred on `current` where possible, pushed against
 * either end near the first or the last page, every page when there are no more than `size`.
 */
export function pageWindow(
  current: number,
  total: number,
  size: number = PAGE_WINDOW_SIZE,
): { first: number; last: number } {
  const last = Math.max(1, Math.floor(total));
  const width = Math.max(1, Math.floor(size));
  if (last <= width) return { first: 1, last };
  const page = clampPage(current, last);
  const first = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), last - width + 1);
  return { first, last: first + width - 1 };
}

/** What the pagination shows on `current` of `total` pages. */
export function paginationView(
  current: number,
  total: number,
  size: number = PAGE_WINDOW_SIZE,
): PaginationView {
  const last = Math.max(1, Math.floor(Number.isFinite(total) ? total : 1));
  if (last <= 1) return { previous: null, next: null, links: [] };
  const page = clampPage(current, last);
  const range = pageWindow(page, last, size);
  const links: PageLink[] = [];
  if (range.first > 1) links.push({ kind: "ellipsis", side: "front" });
  for (let number = range.first; number <= range.last; number += 1)
    links.push({ kind: "page", page: number });
  if (range.last < last) links.push({ kind: "ellipsis", side: "back" });
  return { previous: page > 1 ? page - 1 : null, next: page < last ? page + 1 : null, links };
}

/**
 * A page number from a deep link or a data attribute: a whole number from 1 to `total` written in digits, else
 * null (the caller keeps its page).
 */
export function parsePageParam(param: string | undefined, total: number): number | null {
  if (param === undefined || !/^\d{1,9}$/.test(param)) return null;
  const page = Number(param);
  return page >= 1 && page <= total ? page : null;
}
