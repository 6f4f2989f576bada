import { ownPaginationContainer, type AjaxPaginationModel } from "./parse";
import { rememberAllAttributes, rememberAttributes } from "../../../core/attribute-journal";

/** The module's own attributes the pagination writes; the rest of them belong to the boot and the theme. */
const MODULE_ATTRIBUTES = ["data-state", "aria-busy"] as const;

/**
 * The server's page container and what the pagination writes on it (the fade, the focus target's `tabindex`)
 * are remembered at mount, so the cleanup puts the server's page back in the module, exactly as it was.
 */
export function rememberServerMarkup(model: AjaxPaginationModel): () => void {
  const { element, container } = model;
  const elements = [container, ...container.querySelectorAll("*")];
  const restoreAttributes = rememberAllAttributes(elements);
  const restoreModuleAttributes = rememberAttributes(element, MODULE_ATTRIBUTES);
  return () => {
    const shown = ownPaginationContainer(element);
    if (shown !== null && shown !== container) shown.replaceWith(container);
    restoreAttributes();
    restoreModuleAttributes();
  };
}
