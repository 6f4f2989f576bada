import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { LiveSearchRoot } from "./LiveSearchRoot";
import { parseLiveSearch } from "./parse";
import { rememberServerMarkup } from "./server-markup";

export {
  ACTIVE_OPTION_CLASS,
  LISTBOX_MIN_HEIGHT_PX,
  LIVE_SEARCH_STATES,
  LOADER_CLASS,
  listboxLayout,
  resultOptions,
  type LiveSearchState,
} from "./search-engine";

/**
 * The Divi Plus live search module (spec 4 "Live search"): `.dipl_ajax_search_wrap` >
 * `input.dipl_ajax_search_field[data-*]` + `input.dipl_ajax_search_nonce`, and `.dipl_ajax_search_results_wrap`.
 * One React root; every server node stays the node it was.
 *
 * Inactive until the input holds more than 2 characters; a term with a script tag or an angle bracket is not
 * sent. Typing pauses SEARCH_DEBOUNCE_MS, then every search field goes out (`dipl_ajax_search_results`) and
 * the request for an older term is aborted. While it runs the state is loading; the reply (HTML through the
 * sanitising sink) is shown as results, an empty reply or a short input goes back to inactive. Errors are
 * ignored as the spec says (anything that is not the plugin's results markup counts as one): the results
 * close and the input keeps working.
 *
 * Results form an APG combobox with a listbox popup: the input is the combobox (`aria-expanded`,
 * `aria-controls`, `aria-activedescendant`), each result link an option. Down and Up move through the options
 * (wrapping; Alt+Down opens), Enter opens the active one (in a new window when the module says so), Escape
 * closes the list and a second Escape clears the input. Focus stays in the input throughout. States:
 * `data-state` inactive | loading | active on the wrap, the theme's loader class, `aria-busy`.
 *
 * While open, the listbox is placed by `core/overlay-position` (Floating UI, fetched with the first search, so a
 * page where nobody searches never loads it): below the field and as wide as it, or above it when the field is
 * near the bottom of the viewport, never taller than the room there. Until that code has arrived, and once the
 * list closes, the theme's CSS places it.
 */
export function mount(wrap: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseLiveSearch(wrap);
  const restoreMarkup = parsed.ok ? rememberServerMarkup(parsed.model) : () => undefined;
  const unmountIsland = mountParsedIsland(wrap, context, parsed, (model) => (
    <LiveSearchRoot model={model} context={context} />
  ));
  if (!unmountIsland) return;
  return () => {
    unmountIsland();
    restoreMarkup();
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
