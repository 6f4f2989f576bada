import type { BlogFeedModel } from "./parse";
import { rememberAllAttributes, rememberAttributes } from "../../../core/attribute-journal";

/** The module's own attributes the feed writes; the rest of them belong to the boot and the theme. */
const MODULE_ATTRIBUTES = ["class", "data-state", "data-current_page"] as const;

/**
 * The server elements the feed writes state on (`hidden`, inline display, the theme's `active`, ARIA, the
 * ellipses' `href`) are remembered at mount, so the cleanup puts their markup back exactly and takes out the
 * pages it loaded.
 */
export function rememberServerMarkup(model: BlogFeedModel): () => void {
  const { element, content, pagination, loader } = model;
  const serverPages = new Set(content.querySelectorAll(".paginated_page"));
  const elements: Element[] = [content, ...serverPages];
  if (pagination) elements.push(pagination, ...pagination.querySelectorAll("li, a"));
  if (loader) elements.push(loader);
  const restoreAttributes = rememberAllAttributes(elements);
  const restoreModuleAttributes = rememberAttributes(element, MODULE_ATTRIBUTES);
  return () => {
    for (const page of content.querySelectorAll(".paginated_page")) if (!serverPages.has(page)) page.remove();
    restoreAttributes();
    restoreModuleAttributes();
  };
}
