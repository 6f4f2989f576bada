/**
 * What the island writes on the module element itself, which it does not render: the APG carousel's role, name
 * and role description, a positioning context for the rotation control, and the theme's background layout class
 * of the active slide. `prepareHost` returns the function that puts every attribute back as it was.
 */

const LAYOUT_CLASSES = ["et_pb_bg_layout_dark", "et_pb_bg_layout_light"] as const;
const SAVED_ATTRIBUTES = ["role", "aria-roledescription", "aria-label", "data-state"] as const;

export interface HostOptions {
  /** The carousel's name when the module has no `aria-label` / `aria-labelledby` of its own. */
  readonly label: string;
}

export function prepareHost(host: HTMLElement, { label }: HostOptions): () => void {
  const saved = new Map<string, string | null>(
    SAVED_ATTRIBUTES.map((name) => [name, host.getAttribute(name)]),
  );
  const savedPosition = host.style.position;
  const savedClass = host.getAttribute("class");

  // A group, not a region: several sliders on a page would make landmarks with the same name.
  if (!host.hasAttribute("role")) host.setAttribute("role", "group");
  host.setAttribute("aria-roledescription", "carousel");
  if (!host.hasAttribute("aria-label") && !host.hasAttribute("aria-labelledby")) {
    host.setAttribute("aria-label", label);
  }
  // The rotation control sits in a corner of the module; the theme positions most of them already.
  if (getComputedStyle(host).position === "static") host.style.position = "relative";

  return () => {
    for (const [name, value] of saved) {
      if (value === null) host.removeAttribute(name);
      else host.setAttribute(name, value);
    }
    host.style.position = savedPosition;
    if (!host.getAttribute("style")) host.removeAttribute("style");
    restoreClasses(host, savedClass, LAYOUT_CLASSES);
  };
}

function classSet(value: string | null): Set<string> {
  return new Set((value ?? "").split(/\s+/).filter(Boolean));
}

/**
 * Puts back the `owned` classes an island changed on a server element. When nothing else changed meanwhile, the
 * class attribute comes back exactly as the server wrote it (order and spacing included).
 */
export function restoreClasses(element: Element, saved: string | null, owned: readonly string[]): void {
  const wanted = classSet(saved);
  const current = classSet(element.getAttribute("class"));
  for (const name of owned) {
    if (wanted.has(name)) current.add(name);
    else current.delete(name);
  }
  const untouched = current.size === wanted.size && [...current].every((name) => wanted.has(name));
  if (untouched) {
    if (saved === null) element.removeAttribute("class");
    else element.setAttribute("class", saved);
    return;
  }
  for (const name of owned) element.classList.toggle(name, wanted.has(name));
}

/** The background layout class a slide carries (`et_pb_bg_layout_dark|light`), or null when it has none. */
export function layoutOf(className: unknown): (typeof LAYOUT_CLASSES)[number] | null {
  if (typeof className !== "string") return null;
  const classes = className.split(/\s+/);
  return LAYOUT_CLASSES.find((name) => classes.includes(name)) ?? null;
}

/** Keeps the module's layout class in step with its active slide, as the theme's slider does (arrow colours). */
export function applyLayout(host: HTMLElement, layout: (typeof LAYOUT_CLASSES)[number] | null): void {
  if (!layout) return;
  for (const name of LAYOUT_CLASSES) host.classList.toggle(name, name === layout);
}
