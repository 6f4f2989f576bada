import type { Cleanup, ModuleContext } from "../../../boot/types";
import { slideHeight } from "../../../core/motion";
import { focusWithoutScrolling, scrollWindowTo } from "../../../core/scroll";
import {
  DEFAULT_SOURCES,
  TOC_ANIMATION_MS,
  TOC_MESSAGES,
  adminBarOffset,
  buildOutline,
  currentSection,
  headingLevel,
  readHeadingTags,
  readOffset,
  readStickyDevices,
  scrollDuration,
  slugify,
  uniqueSlug,
  type OutlineNode,
} from "./outline";

/**
 * A table of contents (spec 4 "Table of contents"): `nav.enhance-toc` with an optional
 * `.enhance-toc__title` heading, listing the headings of the article (`data-source`, a selector; else the
 * post's content) that match `data-headings` (default `h2,h3`), nested by level. A list the server printed
 * (`ol.enhance-toc__list` of `#id` links) is used as it is.
 *
 * - Collapsible: the title holds a disclosure button with an open and a closed icon (`data-icon-open`,
 *   `data-icon-closed`); the list slides in 750 ms (at once with reduced motion); `data-collapsed="on"` starts
 *   it closed.
 * - Sticky on the devices `data-sticky` names; with `data-collapse-when-sticky="on"` it closes when it sticks
 *   (its own sticking, or the theme's sticky module around it) and opens again when it lets go, unless the
 *   visitor toggled it meanwhile.
 * - While reading, the link of the current section is highlighted (`aria-current="location"`), found with an
 *   IntersectionObserver: the last heading that has passed the reading line, 15 % down the viewport.
 * - A link scrolls to its heading (1 ms per px, 100 to 750 ms; at once with reduced motion), keeping 32 px clear
 *   for the admin bar when the body says a user is logged in (plus `data-offset` and a fixed header), then
 *   moves focus to the heading and writes its `#id` to the address.
 * State: `data-state` open | closed, `data-stuck`, `enhance-toc--closed`, `aria-expanded`, `hidden`.
 */
export const TOC_STATES = ["open", "closed"] as const;
export const CURRENT_CLASS = "enhance-toc__item--current";
/**
 * The reading line sits 15 % down the viewport (the observer's bottom margin); its root reaches far above the
 * viewport, so a heading is "reached" while it is anywhere above the line, and a jump back up (Home, a link)
 * is reported like a slow scroll.
 */
export const READING_LINE_MARGIN = "-85%";
export const ABOVE_VIEWPORT_MARGIN = "100000px";
const FIXED_HEADER_SELECTORS = ["#main-header", "#top-header"];

interface Entry {
  readonly heading: HTMLElement;
  readonly link: HTMLAnchorElement;
}

let nextId = 0;
const uniqueId = (stem: string): string => `enhance-toc-${stem}-${(nextId += 1)}`;

function findSource(
  element: HTMLElement,
  selector: string | undefined,
  warn: (text: string) => void,
): Element {
  if (selector !== undefined && selector.trim() !== "") {
    try {
      const source = document.querySelector(selector);
      if (source) return source;
      warn(`data-source "${selector}" matches nothing; using the post's content`);
    } catch {
      warn(`data-source "${selector}" is not a valid selector; using the post's content`);
    }
  }
  for (const fallback of DEFAULT_SOURCES) {
    const source = document.querySelector(fallback);
    if (source && !element.contains(source)) return source;
  }
  return document.body;
}

function fixedHeaderHeight(): number {
  let height = 0;
  for (const selector of FIXED_HEADER_SELECTORS) {
    const header = document.querySelector<HTMLElement>(selector);
    if (header && getComputedStyle(header).position === "fixed") height += header.offsetHeight;
  }
  return height;
}

function renderOutline(nodes: readonly OutlineNode<Entry>[], list: HTMLOListElement): void {
  for (const node of nodes) {
    const item = document.createElement("li");
    item.className = `enhance-toc__item enhance-toc__item--level-${node.level}`;
    item.append(node.item.link);
    if (node.children.length > 0) {
      const nested = document.createElement("ol");
      nested.className = "enhance-toc__list enhance-toc__list--nested";
      renderOutline(node.children, nested);
      item.append(nested);
    }
    list.append(item);
  }
}

/** The id a server-printed `#id` link names, or "" when its escapes are broken (`#%E0%A4%A`). */
export function headingIdOf(href: string): string {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return "";
  }
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const warn = (text: string): void => context.log.warn(text, element);
  const undo: (() => void)[] = [];

  // The entries: from a list the server printed, else built from the article's headings.
  let list = element.querySelector<HTMLOListElement>("ol.enhance-toc__list, ul.enhance-toc__list");
  let entries: Entry[] = [];
  if (list) {
    for (const link of list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      const id = headingIdOf(link.getAttribute("href") ?? "");
      // By id, never as a selector: the link's text is the server's, not code.
      const heading = id ? document.getElementById(id) : null;
      if (heading) entries.push({ heading, link });
    }
  } else {
    const tags = readHeadingTags(element.dataset["headings"]);
    tags.warnings.forEach(warn);
    const source = findSource(element, element.dataset["source"], warn);
    const headings = [...source.querySelectorAll<HTMLElement>(tags.value.join(","))].filter(
      (heading) => !element.contains(heading) && heading.textContent?.trim(),
    );
    entries = headings.map((heading) => {
      if (!heading.id) {
        heading.id = uniqueSlug(
          slugify(heading.textContent ?? ""),
          (id) => document.getElementById(id) !== null,
        );
        undo.push(() => heading.removeAttribute("id"));
      }
      const link = document.createElement("a");
      link.className = "enhance-toc__link";
      link.href = `#${heading.id}`;
      link.textContent = (heading.textContent ?? "").replace(/\s+/g, " ").trim();
      return { heading, link };
    });
    if (entries.length > 0) {
      list = document.createElement("ol");
      list.className = "enhance-toc__list";
      renderOutline(
        buildOutline(entries.map((entry) => ({ level: headingLevel(entry.heading.tagName), item: entry }))),
        list,
      );
      element.append(list);
      const built = list;
      undo.push(() => built.remove());
    }
  }
  if (!list || entries.length === 0) {
    element.hidden = true;
    element.dataset["state"] = "empty";
    return () => {
      element.hidden = false;
      delete element.dataset["state"];
      undo.forEach((run) => run());
    };
  }
  const panel = list;
  if (!panel.id) {
    panel.id = uniqueId("list");
    undo.push(() => panel.removeAttribute("id"));
  }

  // The disclosure: a button inside the title (or a new one), with the open and closed icons.
  let title = element.querySelector<HTMLElement>(".enhance-toc__title");
  if (!title) {
    title = document.createElement("div");
    title.className = "enhance-toc__title enhance-toc__title--added";
    title.textContent = TOC_MESSAGES.toggle;
    element.prepend(title);
    const added = title;
    undo.push(() => added.remove());
  }
  const button = document.createElement("button");
  button.type = "button";
  button.className = "enhance-toc__toggle";
  button.setAttribute("aria-controls", panel.id);
  const titleNodes = [...title.childNodes];
  button.append(...titleNodes);
  const icon = document.createElement("span");
  icon.className = "enhance-toc__icon";
  icon.setAttribute("aria-hidden", "true");
  button.append(icon);
  title.append(button);
  const titleElement = title;
  undo.push(() => {
    titleElement.append(...titleNodes);
    button.remove();
  });
  const iconOpen = element.dataset["iconOpen"] ?? "−";
  const iconClosed = element.dataset["iconClosed"] ?? "+";

  const duration = (): number => (context.reducedMotion() ? 0 : TOC_ANIMATION_MS);
  let open = element.dataset["collapsed"] !== "on";
  let animation = 0;
  let autoCollapsed = false;

  const paint = (): void => {
    button.setAttribute("aria-expanded", String(open));
    icon.textContent = open ? iconOpen : iconClosed;
    icon.className = `enhance-toc__icon enhance-toc__icon--${open ? "open" : "closed"}`;
    element.dataset["state"] = open ? "open" : "closed";
    element.classList.toggle("enhance-toc--closed", !open);
  };

  const setOpen = async (next: boolean): Promise<void> => {
    if (next === open) return;
    open = next;
    const run = (animation += 1);
    paint();
    if (next) {
      panel.hidden = false;
      await slideHeight(panel, "open", duration());
    } else {
      await slideHeight(panel, "close", duration());
      if (run === animation && !open) panel.hidden = true;
    }
  };
  panel.hidden = !open;
  paint();

  const { signal } = context;
  button.addEventListener(
    "click",
    () => {
      autoCollapsed = false;
      void setOpen(!open);
    },
    { signal },
  );

  // Current section while reading.
  const offset = (): number =>
    adminBarOffset(document.body.classList) + readOffset(element.dataset["offset"]);
  const reached = entries.map(() => false);
  let current = -1;
  const highlight = (index: number): void => {
    if (index === current) return;
    const previous = entries[current];
    if (previous) {
      previous.link.removeAttribute("aria-current");
      previous.link.parentElement?.classList.remove(CURRENT_CLASS);
    }
    current = index;
    const entry = entries[index];
    if (entry) {
      entry.link.setAttribute("aria-current", "location");
      entry.link.parentElement?.classList.add(CURRENT_CLASS);
      element.dataset["current"] = entry.heading.id;
    } else {
      delete element.dataset["current"];
    }
  };
  if (typeof IntersectionObserver === "function") {
    const indexOf = new Map(entries.map((entry, index) => [entry.heading as Element, index]));
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          const index = indexOf.get(record.target);
          if (index === undefined) continue;
          reached[index] = record.isIntersecting;
        }
        highlight(currentSection(reached));
      },
      { rootMargin: `${ABOVE_VIEWPORT_MARGIN} 0px ${READING_LINE_MARGIN} 0px`, threshold: 0 },
    );
    for (const entry of entries) observer.observe(entry.heading);
    undo.push(() => observer.disconnect());
  }

  // Following a link: our own scroll, so the page's anchor handler leaves it alone.
  element.addEventListener(
    "click",
    (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const index = entries.findIndex((entry) => entry.link === link);
      const entry = entries[index];
      if (!entry) return;
      event.preventDefault();
      const top = entry.heading.getBoundingClientRect().top + window.scrollY - offset() - fixedHeaderHeight();
      const distance = top - window.scrollY;
      highlight(index);
      history.pushState(history.state, "", `#${entry.heading.id}`);
      void scrollWindowTo(top, {
        duration: context.reducedMotion() ? 0 : scrollDuration(distance),
        signal,
      }).then(() => {
        if (!signal.aborted) focusWithoutScrolling(entry.heading);
      });
    },
    { signal },
  );

  // Sticking: on the devices data-sticky names, by CSS; "stuck" is watched, never polled on scroll.
  const stickyDevices = readStickyDevices(element.dataset["sticky"]);
  const collapseWhenSticky = element.dataset["collapseWhenSticky"] === "on";
  const savedStyle = element.getAttribute("style");
  undo.push(() => {
    if (savedStyle === null) element.removeAttribute("style");
    else element.setAttribute("style", savedStyle);
  });
  let stuckByCss = false;
  let stuckByTheme = false;
  let stuck = false;
  const updateStuck = (): void => {
    const next = stuckByCss || stuckByTheme;
    if (next === stuck) return;
    stuck = next;
    element.dataset["stuck"] = String(stuck);
    element.classList.toggle("enhance-toc--stuck", stuck);
    if (!collapseWhenSticky) return;
    if (stuck && open) {
      autoCollapsed = true;
      void setOpen(false);
    } else if (!stuck && autoCollapsed) {
      autoCollapsed = false;
      void setOpen(true);
    }
  };
  const applySticky = (): void => {
    const sticks = stickyDevices.has(context.device());
    element.classList.toggle("enhance-toc--sticky", sticks);
    if (sticks) {
      Object.assign(element.style, {
        position: "sticky",
        top: `${offset()}px`,
        maxHeight: `calc(100vh - ${offset()}px)`,
        overflowY: "auto",
      });
    } else {
      for (const property of ["position", "top", "max-height", "overflow-y"])
        element.style.removeProperty(property);
      stuckByCss = false;
      updateStuck();
    }
  };
  if (stickyDevices.size > 0) {
    applySticky();
    context.bus.on("device:change", applySticky);
    undo.push(() => context.bus.off("device:change", applySticky));
    if (typeof IntersectionObserver === "function") {
      const sentinel = document.createElement("div");
      sentinel.className = "enhance-toc__sentinel";
      sentinel.setAttribute("aria-hidden", "true");
      Object.assign(sentinel.style, { height: "1px", marginBottom: "-1px", visibility: "hidden" });
      element.before(sentinel);
      const observer = new IntersectionObserver(
        ([record]) => {
          if (!record) return;
          const lineTop = record.rootBounds?.top ?? 0;
          stuckByCss =
            element.classList.contains("enhance-toc--sticky") &&
            !record.isIntersecting &&
            record.boundingClientRect.top < lineTop;
          updateStuck();
        },
        { rootMargin: `${-(offset() + 1)}px 0px 0px 0px`, threshold: 0 },
      );
      observer.observe(sentinel);
      undo.push(() => {
        observer.disconnect();
        sentinel.remove();
      });
    }
  }
  const themeSticky = element.closest(".et_pb_sticky_module");
  if (themeSticky && typeof MutationObserver === "function") {
    const check = (): void => {
      stuckByTheme = themeSticky.classList.contains("et_pb_sticky");
      updateStuck();
    };
    const observer = new MutationObserver(check);
    observer.observe(themeSticky, { attributes: true, attributeFilter: ["class"] });
    check();
    undo.push(() => observer.disconnect());
  }

  return () => {
    animation += 1;
    highlight(-1);
    panel.hidden = false;
    for (const run of undo.reverse()) run();
    element.classList.remove("enhance-toc--closed", "enhance-toc--stuck", "enhance-toc--sticky");
    delete element.dataset["state"];
    delete element.dataset["stuck"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
