import { visuallyHide } from "../../../core/visually-hidden";

/**
 * Accessible names for links that were printed without a usable one (icon links, links named only by `title`,
 * dates as link text). Every change is undone by the returned function.
 */
export const NEW_TAB_NOTE = "(opens in a new tab)";

/** The text a link's content gives its name: text and image alternatives not hidden from assistive technology. */
export function contentName(element: Element): string {
  let text = "";
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? "";
    else if (node instanceof Element) {
      if (node.getAttribute("aria-hidden") === "true" || node.hasAttribute("hidden")) continue;
      if (node instanceof HTMLImageElement) text += ` ${node.alt} `;
      else text += ` ${contentName(node)} `;
    }
  }
  return text.replace(/\s+/g, " ").trim();
}

function hiddenNote(text: string): HTMLSpanElement {
  const span = document.createElement("span");
  span.className = "enhance-link-note";
  span.textContent = ` ${text}`;
  visuallyHide(span);
  return span;
}

export interface NameOptions {
  /** The name for a link whose content says nothing and has no label or title. */
  fallbackName: string | null;
  /** Appended to a name that does not already say it ("on Facebook", "view the post on X"). */
  purpose: string | null;
  /** Whether `purpose` is already said by the link's name. */
  saysPurpose: (name: string) => boolean;
}

/**
 * Names a link: a link with content keeps it and gets the purpose as visually hidden text; a link without
 * content gets an `aria-label` (its own, its title, or the fallback). A link that opens a new window says so and
 * does not hand the opener to the other site.
 */
export function nameLink(link: HTMLAnchorElement, options: NameOptions): () => void {
  const undo: Array<() => void> = [];
  const label = link.getAttribute("aria-label");
  const rel = link.getAttribute("rel");
  const newTab = link.target === "_blank";
  if (newTab) {
    const values = new Set((rel ?? "").split(/\s+/).filter(Boolean));
    values.add("noopener");
    values.add("noreferrer");
    link.rel = [...values].join(" ");
    undo.push(() => (rel === null ? link.removeAttribute("rel") : link.setAttribute("rel", rel)));
  }
  const content = contentName(link);
  if (label?.trim() || link.hasAttribute("aria-labelledby") || !content) {
    const base = label?.trim() || link.title.trim() || options.fallbackName || "";
    let name = base;
    if (name && options.purpose && !options.saysPurpose(name)) name = `${name}, ${options.purpose}`;
    if (newTab && name && !/new (tab|window)/i.test(name)) name = `${name} ${NEW_TAB_NOTE}`;
    if (name && name !== label && !link.hasAttribute("aria-labelledby")) {
      link.setAttribute("aria-label", name);
      undo.push(() =>
        label === null ? link.removeAttribute("aria-label") : link.setAttribute("aria-label", label),
      );
    }
  } else {
    const notes: HTMLSpanElement[] = [];
    if (options.purpose && !options.saysPurpose(content)) notes.push(hiddenNote(`(${options.purpose})`));
    if (newTab && !/new (tab|window)/i.test(content)) notes.push(hiddenNote(NEW_TAB_NOTE));
    link.append(...notes);
    undo.push(() => notes.forEach((note) => note.remove()));
  }
  return () => undo.reverse().forEach((step) => step());
}
