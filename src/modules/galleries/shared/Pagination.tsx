import { useLayoutEffect, useRef, type FocusEvent, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { paginationView, type PageLink } from "./page-window";
import { PAGINATION_ATTRIBUTE } from "./styles";

/**
 * The page links of a gallery or a filterable portfolio, rendered inside the theme's empty pagination container
 * with the theme's own markup (reference section 2 "Gallery"): `ul > li.prev > a.page-prev[data-page=prev]`,
 * `li.page.page-K > a.page-K[data-page=K]` (`.active` on the current page, `.last-page` on the last one),
 * `li.next > a.page-next[data-page=next]`, plus `li.ellipsis.front|back` where numbers are left out. Every page
 * has its list item; those outside the window are `hidden`, so a focused link is never destroyed by a page change.
 * The container itself is the server's node: it is marked for the stylesheet and hidden while there is a single
 * page, and left as it was when the pagination unmounts.
 */

export interface PaginationLabels {
  /** The theme's `et_pb_custom.prev`. */
  readonly previous: string;
  /** The theme's `et_pb_custom.next`. */
  readonly next: string;
  /** The accessible name of the list ("Gallery pages"). */
  readonly list: string;
}

export interface PaginationProps {
  /** The theme's pagination container (`.et_pb_gallery_pagination`, `.et_pb_portofolio_pagination`). */
  readonly container: HTMLElement;
  readonly labels: PaginationLabels;
  readonly current: number;
  readonly total: number;
  /** The deep link of a page, so a link opened in a new tab lands on it; `#` when the module has no id. */
  href(page: number): string;
  /** The visitor picked `page` (a click, or Enter on a link). */
  onSelect(page: number): void;
}

const ELLIPSIS = "\u2026";

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

export function Pagination({ container, labels, current, total, href, onSelect }: PaginationProps) {
  const count = Math.max(1, Math.floor(total));
  const view = paginationView(current, count);
  const page = Math.min(count, Math.max(1, Math.floor(current)));
  const shown = new Set(view.links.flatMap((link) => (link.kind === "page" ? [link.page] : [])));
  const pageLinks = useRef<Array<HTMLAnchorElement | null>>([]);
  // Whether a link of the list holds focus (a link that is hidden or removed keeps it until the page is laid out).
  const focusInside = useRef(false);

  const originalHidden = useRef(container.hidden);
  useLayoutEffect(() => {
    const hidden = originalHidden.current;
    container.setAttribute(PAGINATION_ATTRIBUTE, "");
    return () => {
      container.hidden = hidden;
      container.removeAttribute(PAGINATION_ATTRIBUTE);
    };
  }, [container]);

  // A single page needs no links: the container is hidden, as the theme leaves it empty.
  const single = count <= 1;
  useLayoutEffect(() => {
    container.hidden = single || originalHidden.current;
  }, [container, single]);

  // A previous or next link that just went away held focus: hand it to the current page's link.
  useLayoutEffect(() => {
    if (!focusInside.current || single) return;
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !container.contains(focused) || focused.closest("[hidden]")) {
      pageLinks.current[page - 1]?.focus();
    }
  }, [container, page, count, single]);

  if (single) return null;

  const choose = (event: MouseEvent<HTMLAnchorElement>, wanted: number | null): void => {
    // A modified or middle click opens the page's deep link where the visitor asked for it.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (wanted === null || wanted < 1 || wanted > count || wanted === page) return;
    onSelect(wanted);
  };
  const trackFocus = (event: FocusEvent<HTMLUListElement>): void => {
    focusInside.current = event.currentTarget.contains(event.relatedTarget as Node | null);
  };

  return createPortal(
    <ul aria-label={labels.list} onFocus={() => (focusInside.current = true)} onBlur={trackFocus}>
      <li className="prev" hidden={view.previous === null}>
        <a
          href={view.previous === null ? "#" : href(view.previous)}
          data-page="prev"
          className="page-prev"
          onClick={(event) => choose(event, view.previous)}
        >
          {labels.previous}
        </a>
      </li>
      {/* The numbers left out are reachable through previous and next; the dots are decoration. */}
      <li className="ellipsis front" aria-hidden="true" hidden={!view.links.some(isFrontEllipsis)}>
        {ELLIPSIS}
      </li>
      {Array.from({ length: count }, (_, index) => {
        const number = index + 1;
        const active = number === page;
        const linkClass = [`page-${number}`, number === count && "last-page", active && "active"];
        return (
          <li key={number} className={`page page-${number}`} hidden={!shown.has(number)}>
            <a
              ref={(link) => void (pageLinks.current[index] = link)}
              href={href(number)}
              data-page={String(number)}
              className={linkClass.filter(Boolean).join(" ")}
              aria-current={active ? "page" : undefined}
              onClick={(event) => choose(event, number)}
            >
              {number}
            </a>
          </li>
        );
      })}
      <li className="ellipsis back" aria-hidden="true" hidden={!view.links.some(isBackEllipsis)}>
        {ELLIPSIS}
      </li>
      <li className="next" hidden={view.next === null}>
        <a
          href={view.next === null ? "#" : href(view.next)}
          data-page="next"
          className="page-next"
          onClick={(event) => choose(event, view.next)}
        >
          {labels.next}
        </a>
      </li>
    </ul>,
    container,
  );
}

const isFrontEllipsis = (link: PageLink): boolean => link.kind === "ellipsis" && link.side === "front";
const isBackEllipsis = (link: PageLink): boolean => link.kind === "ellipsis" && link.side === "back";
