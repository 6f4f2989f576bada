import type { BlogFeedModel } from "./parse";

/** The module's own attributes the feed writes; the rest of them belong to the boot and the theme. */
const MODULE_ATTRIBUTES = ["class", "data-state", "data-current_page"] as const;

function attributesOf(element: Element): ReadonlyArray<readonly [string, string]> {
  return [...element.attributes].map(({ name, value }) => [name, value] as const);
}

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
  const remembered = new Map(elements.map((target) => [target, attributesOf(target)]));
  const moduleAttributes = MODULE_ATTRIBUTES.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const page of content.querySelectorAll(".paginated_page")) if (!serverPages.has(page)) page.remove();
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
