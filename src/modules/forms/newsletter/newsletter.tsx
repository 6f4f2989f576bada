import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { rememberMarkup } from "../shared/form-island";
import { NewsletterForm } from "./NewsletterForm";
import { parseNewsletter } from "./parse";

/**
 * The newsletter module's root: one React island per `.et_pb_newsletter`, which adopts the server's form and
 * every node in it (`NewsletterForm`).
 */

export { CUSTOM_FIELD_ERROR_CLASS, FIELD_ERROR_CLASS, LOADING_CLASS, navigation } from "./NewsletterForm";
export type { NewsletterState } from "./NewsletterForm";

/** What the island writes on the module itself; cleanup takes it away again. */
const ISLAND_ATTRIBUTES = ["data-state"];

let islands = 0;

export function mount(module: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseNewsletter(module);
  if (!parsed.ok) return mountParsedIsland(module, context, parsed, () => null);
  islands += 1;
  const restoreMarkup = rememberMarkup(module, ISLAND_ATTRIBUTES);
  const { errorArea } = parsed.model;
  // The invalid fields point at the error area, so it needs an id before the first mark.
  if (errorArea !== null && errorArea.id === "") errorArea.id = `enhance-newsletter-error-${islands}`;
  const unmountIsland = mountParsedIsland(module, context, parsed, (model) => (
    <NewsletterForm
      host={module}
      context={context}
      model={model}
      errorId={errorArea?.id}
      liveId={`enhance-newsletter-live-${islands}`}
    />
  ));
  return () => {
    unmountIsland?.();
    restoreMarkup();
  };
}
