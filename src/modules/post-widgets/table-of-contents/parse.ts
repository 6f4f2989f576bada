import type { ParseResult } from "../../../boot/island";
import type { Device } from "../../../core/breakpoints";
import {
  DEFAULT_SOURCES,
  buildOutline,
  headingLevel,
  readHeadingTags,
  readStickyDevices,
  slugify,
  uniqueSlug,
  type OutlineNode,
} from "./outline";

/** One heading the table lists, with the link that leads to it. */
export interface TocEntry {
  readonly heading: HTMLElement;
  /** The heading's id: its own, or the one the island gives it while mounted (`addsId`). */
  readonly id: string;
  readonly addsId: boolean;
  /** The link's text, the heading's text on one line. */
  readonly text: string;
  /** The server's link when the server printed the list; the island renders the link otherwise. */
  readonly link: HTMLAnchorElement | null;
}

export interface TocModel {
  readonly host: HTMLElement;
  /** The server's `.enhance-toc__title`; the island adds one when there is none. */
  readonly title: HTMLElement | null;
  /** The title's children, moved into the disclosure button while mounted. */
  readonly titleNodes: readonly Node[];
  /** The list the server printed (`ol.enhance-toc__list` of `#id` links), used as it is. */
  readonly serverList: HTMLElement | null;
  readonly entries: readonly TocEntry[];
  /** The entries nested by heading level, for a list the island renders. */
  readonly outline: readonly OutlineNode<TocEntry>[];
  /** The list's id: the server's, or one the island gives it (`aria-controls` names it). */
  readonly panelId: string;
  readonly iconOpen: string;
  readonly iconClosed: string;
  readonly startsOpen: boolean;
  readonly stickyDevices: ReadonlySet<Device>;
  readonly collapseWhenSticky: boolean;
  readonly warnings: readonly string[];
}

let nextListId = 0;

export function findSource(host: HTMLElement, selector: string | undefined, warnings: string[]): Element {
  if (selector !== undefined && selector.trim() !== "") {
    try {
      const source = document.querySelector(selector);
      if (source) return source;
      warnings.push(`data-source "${selector}" matches nothing; using the post's content`);
    } catch {
      warnings.push(`data-source "${selector}" is not a valid selector; using the post's content`);
    }
  }
  for (const fallback of DEFAULT_SOURCES) {
    const source = document.querySelector(fallback);
    if (source && !host.contains(source)) return source;
  }
  return document.body;
}

/** The id a server-printed `#id` link names, or "" when its escapes are broken (`#%E0%A4%A`). */
export function headingIdOf(href: string): string {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return "";
  }
}

const lineOf = (text: string | null): string => (text ?? "").replace(/\s+/g, " ").trim();

function entriesFromServerList(list: HTMLElement): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const id = headingIdOf(link.getAttribute("href") ?? "");
    // By id, never as a selector: the link's text is the server's, not code.
    const heading = id ? document.getElementById(id) : null;
    if (heading) entries.push({ heading, id, addsId: false, text: lineOf(link.textContent), link });
  }
  return entries;
}

function entriesFromHeadings(host: HTMLElement, warnings: string[]): TocEntry[] {
  const tags = readHeadingTags(host.dataset["headings"]);
  warnings.push(...tags.warnings);
  const source = findSource(host, host.dataset["source"], warnings);
  const headings = [...source.querySelectorAll<HTMLElement>(tags.value.join(","))].filter(
    (heading) => !host.contains(heading) && heading.textContent?.trim(),
  );
  // Ids are only planned here (the island writes them while mounted), so two headings of the same text get
  // two ids even though neither is on the page yet.
  const planned = new Set<string>();
  return headings.map((heading) => {
    const text = lineOf(heading.textContent);
    if (heading.id) return { heading, id: heading.id, addsId: false, text, link: null };
    const id = uniqueSlug(
      slugify(heading.textContent ?? ""),
      (candidate) => planned.has(candidate) || document.getElementById(candidate) !== null,
    );
    planned.add(id);
    return { heading, id, addsId: true, text, link: null };
  });
}

/**
 * `nav.enhance-toc`: its title, and the entries of the list the server printed or of the article's headings.
 * Any such element is a table of contents; one that finds no heading is hidden by the island.
 */
export function parseTableOfContents(host: HTMLElement): ParseResult<TocModel> {
  const warnings: string[] = [];
  const serverList = host.querySelector<HTMLElement>("ol.enhance-toc__list, ul.enhance-toc__list");
  const entries = serverList ? entriesFromServerList(serverList) : entriesFromHeadings(host, warnings);
  const outline = serverList
    ? []
    : buildOutline(entries.map((entry) => ({ level: headingLevel(entry.heading.tagName), item: entry })));
  const title = host.querySelector<HTMLElement>(".enhance-toc__title");
  const { dataset } = host;
  return {
    ok: true,
    model: {
      host,
      title,
      titleNodes: title ? [...title.childNodes] : [],
      serverList,
      entries,
      outline,
      panelId: serverList?.id || `enhance-toc-list-${(nextListId += 1)}`,
      iconOpen: dataset["iconOpen"] ?? "−",
      iconClosed: dataset["iconClosed"] ?? "+",
      startsOpen: dataset["collapsed"] !== "on",
      stickyDevices: readStickyDevices(dataset["sticky"]),
      collapseWhenSticky: dataset["collapseWhenSticky"] === "on",
      warnings,
    },
  };
}
