import { parsePositiveWhole } from "./request";
import type { PaginationAction } from "./pagination";

/** While a request is out, a flag blocks a second one; it clears this long after the answer. */
export const BLOG_FEED_LOCK_MS = 250;
/** The theme's page fade (jQuery `fast`) and scroll back to the feed's top. */
export const PAGE_FADE_MS = 200;
export const PAGE_SCROLL_MS = 500;
/** Space kept above the feed when scrolling back to it, as the theme does. */
export const PAGE_SCROLL_MARGIN = 20;

export const BLOG_FEED_MESSAGES = {
  loading: "Loading page {page}.",
  shown: "Showing page {page} of {pages}.",
  empty: "Page {page} has no posts.",
  failed: "Page {page} could not be loaded. {reason} Choose the page again to retry.",
  pageLabel: "Page {page} of {pages}",
  pageLink: "Page {page}",
  previous: "Previous page",
  next: "Next page",
  navigation: "Blog feed pages",
} as const;

export const PAGE_CLASS = /^paginated_page_(\d+)$/;

/** The number in a page's `paginated_page_N` class, or null. */
export function pageNumberOf(page: Element): number | null {
  for (const name of page.classList) {
    const match = PAGE_CLASS.exec(name);
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  return null;
}

/** What a link of the theme's pagination does. */
export function actionOf(link: Element): PaginationAction {
  if (link.classList.contains("ellipsis")) return "ellipsis";
  if (link.classList.contains("prev")) return "previous";
  if (link.classList.contains("next")) return "next";
  return parsePositiveWhole(link.getAttribute("data-page") ?? "") ?? "ellipsis";
}

export function setShown(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  // The theme's CSS may give these a display of their own, which would win over `hidden`.
  if (shown) element.style.removeProperty("display");
  else element.style.display = "none";
}
