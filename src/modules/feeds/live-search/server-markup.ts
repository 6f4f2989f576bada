import type { LiveSearchModel } from "./parse";
import { rememberAllAttributes } from "../../../core/attribute-journal";

/**
 * The server elements the live search writes on (the combobox's ARIA on the input, the listbox's on the popup
 * and its results, the spinner class, the wrap's `data-state`) are remembered at mount, so the cleanup puts
 * their markup back exactly.
 */
export function rememberServerMarkup(model: LiveSearchModel): () => void {
  const { wrap, input, fieldWrap, results } = model;
  const elements: Element[] = [input, fieldWrap];
  if (results) elements.push(results);
  const restoreAttributes = rememberAllAttributes(elements);
  const resultNodes = results ? [...results.childNodes] : [];
  const state = wrap.getAttribute("data-state");
  return () => {
    restoreAttributes();
    results?.replaceChildren(...resultNodes);
    if (state === null) wrap.removeAttribute("data-state");
    else wrap.setAttribute("data-state", state);
  };
}
