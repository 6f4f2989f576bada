import type { LiveSearchModel } from "./parse";

function attributesOf(element: Element): ReadonlyArray<readonly [string, string]> {
  return [...element.attributes].map(({ name, value }) => [name, value] as const);
}

/**
 * The server elements the live search writes on (the combobox's ARIA on the input, the listbox's on the popup
 * and its results, the spinner class, the wrap's `data-state`) are remembered at mount, so the cleanup puts
 * their markup back exactly.
 */
export function rememberServerMarkup(model: LiveSearchModel): () => void {
  const { wrap, input, fieldWrap, results } = model;
  const elements: Element[] = [input, fieldWrap];
  if (results) elements.push(results);
  const remembered = new Map(elements.map((element) => [element, attributesOf(element)]));
  const resultNodes = results ? [...results.childNodes] : [];
  const state = wrap.getAttribute("data-state");
  return () => {
    for (const [element, attributes] of remembered) {
      const names = new Set(attributes.map(([name]) => name));
      for (const name of element.getAttributeNames()) if (!names.has(name)) element.removeAttribute(name);
      for (const [name, value] of attributes) {
        if (element.getAttribute(name) !== value) element.setAttribute(name, value);
      }
    }
    results?.replaceChildren(...resultNodes);
    if (state === null) wrap.removeAttribute("data-state");
    else wrap.setAttribute("data-state", state);
  };
}
