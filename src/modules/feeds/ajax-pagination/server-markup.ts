import { ownPaginationContainer, type AjaxPaginationModel } from "./parse";

/** The module's own attributes the pagination writes; the rest of them belong to the boot and the theme. */
const MODULE_ATTRIBUTES = ["data-state", "aria-busy"] as const;

function attributesOf(element: Element): ReadonlyArray<readonly [string, string]> {
  return [...element.attributes].map(({ name, value }) => [name, value] as const);
}

/**
 * The server's page container and what the pagination writes on it (the fade, the focus target's `tabindex`)
 * are remembered at mount, so the cleanup puts the server's page back in the module, exactly as it was.
 */
export function rememberServerMarkup(model: AjaxPaginationModel): () => void {
  const { element, container } = model;
  const elements = [container, ...container.querySelectorAll("*")];
  const remembered = new Map(elements.map((target) => [target, attributesOf(target)]));
  const moduleAttributes = MODULE_ATTRIBUTES.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    const shown = ownPaginationContainer(element);
    if (shown !== null && shown !== container) shown.replaceWith(container);
    for (const [target, attributes] of remembered) {
      const names = new Set(attributes.map(([name]) => name));
      for (const name of target.getAttributeNames()) if (!names.has(name)) target.removeAttribute(name);
      for (const [name, value] of attributes) {
        if (target.getAttribute(name) !== value) target.setAttribute(name, value);
      }
    }
    for (const [name, value] of moduleAttributes) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}
