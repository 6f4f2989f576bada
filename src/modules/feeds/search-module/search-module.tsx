import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { parseSearchModule } from "./parse";
import { SearchModule } from "./SearchModule";

export { MESSAGE_CLASS, SEARCH_MODULE_MESSAGES, SEARCH_MODULE_STATES, isEmptyTerm } from "./SearchModule";

/**
 * Divi's search module (`.et_pb_search > form.et_pb_searchform`, a plain GET form to the site's home): the field
 * gets an accessible name (the theme's `label.screen-reader-text` is tied to it, else its placeholder or
 * "Search"), and an empty term (nothing, or only spaces) is not sent: the field is marked `aria-invalid`, keeps
 * focus, and "Please enter a search term." shows under it, announced politely. State: `data-state` idle | empty.
 * A React root outside the page; the message is rendered into the form, everything else stays the server's.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseSearchModule(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  const { model } = parsed;
  return mountIslandBeside(element, context, () => <SearchModule model={model} context={context} />);
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
