import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";
import { keepPageInView } from "../shared/keep-in-view";
import {
  describeImageLink,
  isImageFileUrl,
  safeImageUrl,
  type LightboxImage,
} from "../shared/lightbox/images";
import { useImageLightbox, type LightboxSource } from "../shared/lightbox/trigger";
import { pageCount, pageOfIndex, parsePageParam } from "../shared/page-window";
import { Pagination } from "../shared/Pagination";
import { adoptGridStyles } from "../shared/styles";
import { useHashEntry } from "../shared/use-hash-entry";
import { layOutColumns } from "./columns";
import { ALL_CATEGORIES, slugInHash, type PortfolioFilter, type PortfolioModel } from "./parse";

interface PortfolioProps {
  readonly model: PortfolioModel;
  readonly host: HTMLElement;
  readonly context: ModuleContext;
}

/** What the portfolio shows: one category, one page of it. */
interface PortfolioView {
  readonly category: string;
  readonly page: number;
}

/** The filter links' attributes the island sets, given back as the server sent them on unmount. */
const FILTER_ATTRIBUTES = ["role", "aria-pressed", "aria-controls", "class"] as const;

const inCategory = (item: Element, category: string): boolean =>
  category === ALL_CATEGORIES || item.classList.contains(`project_category_${category}`);

/** The item's image link when it leads to an image file (links to a project page stay links). */
function imageLinkOf(item: Element): HTMLAnchorElement | null {
  for (const link of item.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    if (!link.querySelector("img")) continue;
    const url = safeImageUrl(link.getAttribute("href"));
    if (url && isImageFileUrl(url)) return link;
  }
  return null;
}

/**
 * The filterable portfolio. The server's filter links become toggle buttons (Enter and Space, one pressed) that
 * control the items container; the items are shown or `hidden` in place; the island adds the page links (in the
 * theme's pagination container) and a polite status line saying how many items a filter shows.
 */
export function PortfolioRoot({ model, host, context }: PortfolioProps) {
  const { items, filters, itemsContainer } = model;
  // Without the theme's pagination container nothing would lead to a second page: every item stays on one.
  const perPage = model.pagination ? model.postsNumber.perPage : null;
  const matchingOf = useCallback(
    (category: string): HTMLElement[] => items.filter((item) => inCategory(item, category)),
    [items],
  );
  const pagesOf = (category: string): number =>
    perPage === null ? 1 : pageCount(matchingOf(category).length, perPage);

  const [view, setView] = useState<PortfolioView>({ category: model.category, page: 1 });
  const [announcement, setAnnouncement] = useState("");
  // The view shown, read by the listeners and the hash handler between renders.
  const shown = useRef(view);
  const total = pagesOf(view.category);

  const show = (category: string, page: number): void => {
    const pages = pagesOf(category);
    const next = { category, page: Math.min(Math.max(1, page), pages) };
    if (category !== shown.current.category) {
      const count = matchingOf(category).length;
      setAnnouncement(`${count} ${count === 1 ? "item" : "items"}`);
    }
    shown.current = next;
    setView(next);
  };

  useLayoutEffect(() => adoptGridStyles(), []);
  useLayoutEffect(
    () => (model.fullwidth ? undefined : layOutColumns(itemsContainer)),
    [model, itemsContainer],
  );

  // Filters change what the list shows, they lead nowhere: toggle buttons controlling the items container.
  useLayoutEffect(() => {
    const saved = filters.map(
      ({ link }) => new Map(FILTER_ATTRIBUTES.map((name) => [name, link.getAttribute(name)])),
    );
    const hadId = itemsContainer.id !== "";
    if (!hadId) itemsContainer.id = model.itemsId;
    for (const { link } of filters) {
      link.setAttribute("role", "button");
      link.setAttribute("aria-controls", model.itemsId);
    }
    return () => {
      filters.forEach(({ link }, index) => {
        for (const [name, value] of saved[index]!) {
          if (value === null) link.removeAttribute(name);
          else link.setAttribute(name, value);
        }
      });
      if (!hadId) itemsContainer.removeAttribute("id");
      for (const item of items) item.hidden = false;
      delete host.dataset["category"];
      delete host.dataset["page"];
      delete host.dataset["pageCount"];
    };
  }, [host, model, filters, items, itemsContainer]);

  useLayoutEffect(() => {
    const positions = new Map(matchingOf(view.category).map((item, position) => [item, position]));
    for (const item of items) {
      const position = positions.get(item);
      item.hidden =
        position === undefined || (perPage !== null && pageOfIndex(position, perPage) !== view.page);
    }
    for (const { slug, link } of filters) {
      const active = slug === view.category;
      link.classList.toggle("active", active);
      link.setAttribute("aria-pressed", String(active));
    }
    host.dataset["category"] = view.category;
    host.dataset["page"] = String(view.page);
    host.dataset["pageCount"] = String(total);
  }, [host, items, filters, matchingOf, perPage, view, total]);

  const choose = (filter: PortfolioFilter): void => {
    if (filter.slug === shown.current.category) return;
    flushSync(() => show(filter.slug, 1));
    context.router.write(host.id, [slugInHash(filter.slug), "1"]);
  };
  const latestChoose = useRef(choose);
  useLayoutEffect(() => {
    latestChoose.current = choose;
  });
  useLayoutEffect(() => {
    const controller = new AbortController();
    const filterAt = (target: EventTarget | null): PortfolioFilter | undefined => {
      const link = target instanceof Element ? target.closest("a") : null;
      return link ? filters.find((filter) => filter.link === link) : undefined;
    };
    host.addEventListener(
      "click",
      (event) => {
        const filter = filterAt(event.target);
        if (!filter) return;
        event.preventDefault();
        latestChoose.current(filter);
      },
      { signal: controller.signal },
    );
    // Enter follows a link natively (a click); Space, a button's other key, would scroll the page instead.
    host.addEventListener(
      "keydown",
      (event) => {
        const filter = event.key === " " ? filterAt(event.target) : undefined;
        if (!filter) return;
        event.preventDefault();
        latestChoose.current(filter);
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [host, filters]);

  useHashEntry(host, context.router, (params) => {
    // `#<id>` alone is an anchor to the module, not a state.
    if (params[0] === undefined || params[0] === "") return;
    const wanted = [ALL_CATEGORIES, ...filters.map((filter) => filter.slug)].find(
      (slug) => slugInHash(slug) === params[0],
    );
    if (wanted === undefined) {
      context.log.warn(`the deep link names no category of this portfolio: "${params[0]}"`, host);
      return;
    }
    const page = parsePageParam(params[1], pagesOf(wanted)) ?? 1;
    if (wanted !== shown.current.category || page !== shown.current.page) show(wanted, page);
  });

  const source: LightboxSource = {
    linkAt: (target) => {
      const link = target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null;
      const item = link?.closest<HTMLElement>(".et_pb_portfolio_item");
      return link && item && items.includes(item) && imageLinkOf(item) === link ? link : null;
    },
    entries: () =>
      matchingOf(view.category).flatMap((item): Array<{ link: HTMLAnchorElement; image: LightboxImage }> => {
        const link = imageLinkOf(item);
        const image = link && describeImageLink(link, item, { title: ".et_pb_module_header, h2, h3" });
        return link && image ? [{ link, image }] : [];
      }),
  };
  const lightbox = useImageLightbox(host, context, source);

  // The status line is the island's own node; it stands right before the items it speaks of.
  const placeStatus = useCallback(
    (status: HTMLParagraphElement | null): void => {
      if (!status) return;
      visuallyHide(status);
      if (status.nextSibling !== itemsContainer) itemsContainer.before(status);
    },
    [itemsContainer],
  );

  const select = (page: number, pagination: HTMLElement): void => {
    const { category } = shown.current;
    flushSync(() => show(category, page));
    context.router.write(host.id, [slugInHash(category), String(shown.current.page)]);
    keepPageInView(host, pagination, context);
  };

  const { pagination } = model;
  return (
    <>
      {itemsContainer.parentElement &&
        createPortal(
          <p ref={placeStatus} className="enhance-portfolio-status" aria-live="polite">
            {announcement}
          </p>,
          itemsContainer.parentElement,
        )}
      {pagination && perPage !== null && (
        <Pagination
          container={pagination}
          labels={{
            previous: context.config.pbCustom.prev,
            next: context.config.pbCustom.next,
            list: "Portfolio pages",
          }}
          current={view.page}
          total={total}
          href={(page) => (host.id ? `#${host.id}|${slugInHash(view.category)}|${page}` : "#")}
          onSelect={(page) => select(page, pagination)}
        />
      )}
      {lightbox}
    </>
  );
}
