import { rememberAllAttributes } from "../../../core/attribute-journal";
import type { TimelineModel } from "./parse";

/**
 * The server elements the timeline writes state on (classes, `hidden`, `data-state`, ARIA, inline styles) and
 * the sticky header's titles, whose text follows the month being read. Their markup is remembered at mount so
 * the cleanup puts it back exactly.
 */
export function rememberServerMarkup(model: TimelineModel): () => void {
  const { timeline, stickyHeader, menu, nav, loader } = model;
  const elements: Element[] = [timeline];
  for (const element of [stickyHeader, menu, nav, loader]) if (element) elements.push(element);
  if (menu) elements.push(...menu.querySelectorAll("li, a"));
  for (const month of model.months) elements.push(month.module, month.head, month.title, month.list);
  const restoreAttributes = rememberAllAttributes(elements);
  const titles = stickyHeader
    ? [...stickyHeader.querySelectorAll(".module-title-month, .module-title-year")]
    : [];
  const titleNodes = new Map(titles.map((title) => [title, [...title.childNodes]]));
  return () => {
    restoreAttributes();
    for (const [title, nodes] of titleNodes) title.replaceChildren(...nodes);
  };
}
