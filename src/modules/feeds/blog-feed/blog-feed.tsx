import { mountParsedIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { BlogFeedRoot } from "./BlogFeedRoot";
import { parseBlogFeed } from "./parse";
import { rememberServerMarkup } from "./server-markup";

export {
  BLOG_FEED_LOCK_MS,
  BLOG_FEED_MESSAGES,
  PAGE_FADE_MS,
  PAGE_SCROLL_MARGIN,
  PAGE_SCROLL_MS,
} from "./constants";

/**
 * Extra's blog feed module (spec 4 "Blog feed", reference 2.1): `.posts-blog-feed-module` with its
 * `.paginated_content > .paginated_page_N` pages and the theme's `ul.pagination`. One React root; every server
 * node stays the node it was.
 *
 * A page already in the document is only shown again; a missing one is fetched with every field of the feed
 * (spec 3) and appended through the sanitising sink, then announced to the boot (`content:inserted`) so the
 * modules and text enhancers inside it run. While a request is out, a flag blocks a second one; it is cleared
 * BLOG_FEED_LOCK_MS after the answer. The pagination keeps the theme's markup (numbers, ellipses, previous and
 * next) and only shows the theme's window of it; it sits in a labelled `nav`, the current page is
 * `aria-current`, the arrows have names and the ellipses are not links. After a change the new page receives
 * focus and a polite announcement; a failure is said in words in an alert and nothing else changes, so the
 * visitor can simply choose the page again. States: `data-state` idle | loading | error on the module,
 * `data-current_page`, the theme's `active` classes, `hidden` on pages and pagination items.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseBlogFeed(element);
  const restoreMarkup = parsed.ok ? rememberServerMarkup(parsed.model) : () => undefined;
  const unmountIsland = mountParsedIslandBeside(element, context, parsed, (model) => (
    <BlogFeedRoot model={model} context={context} />
  ));
  if (!unmountIsland) return;
  return () => {
    unmountIsland();
    restoreMarkup();
  };
}
