import type { ParseResult } from "../../../boot/island";
import { BLOG_FEED_MESSAGES } from "./constants";

/** Extra's blog feed module as the server rendered it (reference 2.1, spec 4 "Blog feed"). */
export interface BlogFeedModel {
  readonly element: HTMLElement;
  /** `.paginated_content`, holding one `.paginated_page_N` per page. */
  readonly content: HTMLElement;
  /** The theme's `ul.pagination`, when the feed has pages. */
  readonly pagination: HTMLElement | null;
  /** Whether the pagination is a child of the module itself, where the island puts it inside a labelled nav. */
  readonly paginationInNav: boolean;
  readonly loader: HTMLElement | null;
  /** The module's child nodes after its pagination (none when it has none of its own). */
  readonly nodesAfter: readonly Node[];
  /** The nav's name: the module's own title when it has one, else a numbered generic name. */
  readonly navigationLabel: string;
}

function navigationLabel(element: HTMLElement): string {
  const title = element
    .querySelector(".module-head h1, .module-head h2, .module-head h3")
    ?.textContent?.trim();
  if (title) return `${title}: pages`;
  const feeds = [...element.ownerDocument.querySelectorAll(".posts-blog-feed-module")];
  const index = feeds.indexOf(element);
  return index > 0 ? `${BLOG_FEED_MESSAGES.navigation} ${index + 1}` : BLOG_FEED_MESSAGES.navigation;
}

export function parseBlogFeed(element: HTMLElement): ParseResult<BlogFeedModel> {
  const content = element.querySelector<HTMLElement>(".paginated_content");
  if (content === null) return { ok: false, reason: "no .paginated_content in the blog feed" };
  const pagination = element.querySelector<HTMLElement>("ul.pagination");
  const paginationInNav = pagination !== null && pagination.parentElement === element;
  const children = [...element.childNodes];
  const split = paginationInNav ? children.indexOf(pagination) : children.length;
  return {
    ok: true,
    model: {
      element,
      content,
      pagination,
      paginationInNav,
      loader: element.querySelector<HTMLElement>(".loader"),
      nodesAfter: children.slice(split + 1),
      navigationLabel: navigationLabel(element),
    },
  };
}
