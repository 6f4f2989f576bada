import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { AjaxPaginationRoot } from "./AjaxPaginationRoot";
import { parseAjaxPagination } from "./parse";
import { rememberServerMarkup } from "./server-markup";

export {
  AJAX_PAGINATION_MESSAGES,
  FADE_MS,
  HISTORY_STATE_KEY,
  LAYOUT_CONTENT_FIELD,
  LOADING_OPACITY,
  MissingModuleError,
  PAGINATION_SCROLL_MARGIN,
  PAGINATION_SCROLL_MS,
  notFoundMessage,
  pageInHistoryState,
  shownMessage,
  withPageInHistoryState,
} from "./pagination-engine";

/**
 * Ajax pagination of the blog and portfolio modules (spec 7 "ajax pagination", spec 8, reference "Blog"), one
 * React root in which every server node stays the node it was. A
 * click on the module's "« Older Entries" / "Next Entries »" (or WP-PageNavi) link fetches the link's page with
 * a GET, or in a layout block preview POSTs the layout content to it; the same module is found in the reply and
 * its `.et_pb_ajax_pagination_container` replaces the current one, through the sanitising sink. Each page is
 * kept per link and module, so showing it again costs no request. A 404 whose body is the theme's error page
 * is still rendered (the module from it, or else the page's message); any other failure leaves the page as it
 * was and says so in words.
 *
 * The address follows: each page gets a history entry (`pushState` with the page's URL; a layout block preview
 * in the editor's frame gets none), and Back/Forward show the page that entry names from the cache. After a
 * click the module's top is brought into view below the fixed header, focus moves to the first new item's
 * title and the change is announced politely. States: `data-state` idle | loading | error on the module and
 * `aria-busy` while a page loads (the theme's 0.2 fade as well).
 */

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseAjaxPagination(element);
  const restoreMarkup = parsed.ok ? rememberServerMarkup(parsed.model) : () => undefined;
  const unmountIsland = mountParsedIsland(element, context, parsed, (model) => (
    <AjaxPaginationRoot model={model} context={context} />
  ));
  if (!unmountIsland) return;
  return () => {
    unmountIsland();
    restoreMarkup();
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
