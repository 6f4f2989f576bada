import { COLUMNS_ATTRIBUTE, COLUMNS_PROPERTY } from "../shared/styles";
import { columnsForWidth } from "./parse";

/**
 * Lays the items out in the spec's columns for the width of their container, now and whenever it is resized
 * (a ResizeObserver: no resize handler, no layout reads while scrolling). Returns the function that stops it
 * and removes the layout.
 */
export function layOutColumns(container: HTMLElement): () => void {
  const apply = (width: number): void => {
    const columns = String(columnsForWidth(width));
    if (container.getAttribute(COLUMNS_ATTRIBUTE) === columns) return;
    container.setAttribute(COLUMNS_ATTRIBUTE, columns);
    container.style.setProperty(COLUMNS_PROPERTY, columns);
  };
  apply(container.clientWidth);
  const observer =
    typeof ResizeObserver === "function"
      ? new ResizeObserver((entries) => {
          const entry = entries[entries.length - 1];
          if (entry) apply(entry.contentRect.width);
        })
      : null;
  observer?.observe(container);
  return () => {
    observer?.disconnect();
    container.removeAttribute(COLUMNS_ATTRIBUTE);
    container.style.removeProperty(COLUMNS_PROPERTY);
    if (container.getAttribute("style") === "") container.removeAttribute("style");
  };
}
