import { paginationView } from "./page-window";

/**
 * The page links of a gallery or a filterable portfolio, built inside the theme's empty pagination container
 * with the theme's own markup (reference section 2 "Gallery"): `ul > li.prev > a.page-prev[data-page=prev]`,
 * `li.page.page-K > a.page-K[data-page=K]` (`.active` on the current page, `.last-page` on the last one),
 * `li.next > a.page-next[data-page=next]`, plus `li.ellipsis.front|back` where numbers are left out. Every page
 * has its list item; those outside the window are `hidden`, so a focused link is never destroyed by a page change.
 */

export interface PaginationLabels {
  /** The theme's `et_pb_custom.prev`. */
  readonly previous: string;
  /** The theme's `et_pb_custom.next`. */
  readonly next: string;
  /** The accessible name of the list ("Gallery pages"). */
  readonly list: string;
}

export interface PaginationOptions {
  /** The theme's pagination container (`.et_pb_gallery_pagination`, `.et_pb_portofolio_pagination`). */
  readonly container: HTMLElement;
  readonly labels: PaginationLabels;
  /** The deep link of a page, so a link opened in a new tab lands on it; `#` when the module has no id. */
  href(page: number): string;
  /** The visitor picked `page` (a click, or Enter on a link). */
  onSelect(page: number): void;
  readonly signal: AbortSignal;
}

export interface Pagination {
  /** Shows `current` of `total` pages; hides the container when there is a single page. */
  update(current: number, total: number): void;
  /** Empties the container again, as the server sent it. */
  destroy(): void;
}

/** Marks containers this script fills, for the stylesheet that keeps `hidden` items hidden. */
export const PAGINATION_ATTRIBUTE = "data-enhance-pagination";

interface Built {
  total: number;
  list: HTMLUListElement;
  previous: HTMLLIElement;
  next: HTMLLIElement;
  pages: HTMLLIElement[];
  front: HTMLLIElement;
  back: HTMLLIElement;
}

function listItem(className: string, text: string, page: string): HTMLLIElement {
  const item = document.createElement("li");
  item.className = className;
  const link = document.createElement("a");
  link.href = "#";
  link.dataset["page"] = page;
  link.className = `page-${page}`;
  link.textContent = text;
  item.append(link);
  return item;
}

function ellipsis(side: "front" | "back"): HTMLLIElement {
  const item = document.createElement("li");
  item.className = `ellipsis ${side}`;
  // The numbers left out are reachable through previous/next; the dots are decoration.
  item.setAttribute("aria-hidden", "true");
  item.textContent = "\u2026";
  item.hidden = true;
  return item;
}

const linkOf = (item: HTMLLIElement): HTMLAnchorElement => item.firstElementChild as HTMLAnchorElement;

export function createPagination(options: PaginationOptions): Pagination {
  const { container, labels } = options;
  const originalHidden = container.hidden;
  const originalNodes = [...container.childNodes];
  let built: Built | null = null;
  let current = 1;

  const build = (total: number): Built => {
    const list = document.createElement("ul");
    list.setAttribute("aria-label", labels.list);
    const previous = listItem("prev", labels.previous, "prev");
    const next = listItem("next", labels.next, "next");
    const pages: HTMLLIElement[] = [];
    for (let page = 1; page <= total; page += 1) {
      const item = listItem(`page page-${page}`, String(page), String(page));
      if (page === total) linkOf(item).classList.add("last-page");
      pages.push(item);
    }
    const front = ellipsis("front");
    const back = ellipsis("back");
    list.append(previous, front, ...pages, back, next);
    container.replaceChildren(list);
    return { total, list, previous, next, pages, front, back };
  };

  const update = (page: number, total: number): void => {
    const count = Math.max(1, Math.floor(total));
    const hadFocus = container.contains(document.activeElement);
    if (count <= 1) {
      built = null;
      container.replaceChildren();
      container.hidden = true;
      return;
    }
    container.hidden = originalHidden;
    if (!built || built.total !== count) built = build(count);
    const view = paginationView(page, count);
    current = Math.min(count, Math.max(1, page));
    const shown = new Set<number>();
    for (const link of view.links) if (link.kind === "page") shown.add(link.page);
    built.pages.forEach((item, index) => {
      const number = index + 1;
      const link = linkOf(item);
      // The deep link may hold more than the page (a portfolio's category), so it is written on every update.
      link.href = options.href(number);
      item.hidden = !shown.has(number);
      link.classList.toggle("active", number === current);
      if (number === current) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    });
    const firstShown = Math.min(...shown);
    const lastShown = Math.max(...shown);
    built.front.hidden = firstShown <= 1;
    built.back.hidden = lastShown >= count;
    built.list.insertBefore(built.front, built.pages[firstShown - 1] ?? null);
    built.list.insertBefore(built.back, built.pages[lastShown] ?? built.next);
    built.previous.hidden = view.previous === null;
    built.next.hidden = view.next === null;
    linkOf(built.previous).href = view.previous === null ? "#" : options.href(view.previous);
    linkOf(built.next).href = view.next === null ? "#" : options.href(view.next);
    // A previous or next link that just went away held focus: hand it to the current page's link.
    const focused = document.activeElement;
    if (
      hadFocus &&
      (!(focused instanceof HTMLElement) || !container.contains(focused) || focused.closest("[hidden]"))
    ) {
      linkOf(built.pages[current - 1]!).focus();
    }
  };

  container.setAttribute(PAGINATION_ATTRIBUTE, "");
  container.addEventListener(
    "click",
    (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-page]") : null;
      if (!link || !built || !built.list.contains(link)) return;
      // A modified or middle click opens the page's deep link where the visitor asked for it.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const wanted = link.dataset["page"];
      const page = wanted === "prev" ? current - 1 : wanted === "next" ? current + 1 : Number(wanted);
      if (!Number.isInteger(page) || page < 1 || page > built.total || page === current) return;
      options.onSelect(page);
    },
    { signal: options.signal },
  );

  return {
    update,
    destroy() {
      built = null;
      container.replaceChildren(...originalNodes);
      container.hidden = originalHidden;
      container.removeAttribute(PAGINATION_ATTRIBUTE);
    },
  };
}
