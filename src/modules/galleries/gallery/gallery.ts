import type { Cleanup, ModuleContext } from "../../../boot/types";
import { describeImageLink, type LightboxImage } from "../shared/lightbox/images";
import { listenForLightbox } from "../shared/lightbox/trigger";
import { keepPageInView } from "../shared/keep-in-view";
import { pageCount, pageOfIndex, parsePageParam } from "../shared/page-window";
import { createPagination, type Pagination } from "../shared/pagination";
import { parseGalleryPerPage } from "./parse";
import { adoptGridStyles } from "../shared/styles";

/**
 * The grid gallery (reference section 2 "Gallery"): `.et_pb_gallery_items[data-per_page]` items are shown a page
 * at a time, the theme's empty `.et_pb_gallery_pagination` gets its page links, and the page is a deep link
 * `#<id>|<page>` that the URL follows. Image links open the lightbox. Without a pagination container every item
 * stays visible (nothing would lead to the others).
 */

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const container = element.querySelector<HTMLElement>(".et_pb_gallery_items");
  const items = container
    ? [...container.children].filter((child): child is HTMLElement =>
        child.classList.contains("et_pb_gallery_item"),
      )
    : [];
  if (!container || items.length === 0) {
    return context.decline("no .et_pb_gallery_items with .et_pb_gallery_item children", element);
  }

  const releaseStyles = adoptGridStyles();
  const imageEntries = (): Array<{ link: HTMLAnchorElement; image: LightboxImage }> =>
    items.flatMap((item) => {
      const link = item.querySelector<HTMLAnchorElement>(".et_pb_gallery_image a[href]");
      const image =
        link &&
        describeImageLink(link, item, { title: ".et_pb_gallery_title", caption: ".et_pb_gallery_caption" });
      return link && image ? [{ link, image }] : [];
    });
  listenForLightbox(element, context, {
    linkAt: (target) => {
      const link =
        target instanceof Element ? target.closest<HTMLAnchorElement>(".et_pb_gallery_image a[href]") : null;
      return link && element.contains(link) ? link : null;
    },
    entries: imageEntries,
  });

  const paginationContainer = element.querySelector<HTMLElement>(".et_pb_gallery_pagination");
  if (!paginationContainer) {
    return () => releaseStyles();
  }

  const { perPage, problem } = parseGalleryPerPage(container.dataset["per_page"]);
  if (problem) context.log.warn(problem, element);
  const total = pageCount(items.length, perPage);
  let current = 1;

  const showPage = (page: number, reason: "mount" | "hash" | "visitor"): void => {
    current = page;
    items.forEach((item, index) => {
      item.hidden = pageOfIndex(index, perPage) !== page;
    });
    pagination.update(page, total);
    element.dataset["page"] = String(page);
    if (reason === "mount") return;
    if (reason !== "visitor") return;
    context.router.write(element.id, [String(page)]);
    keepPageInView(element, paginationContainer, context);
  };

  const pagination: Pagination = createPagination({
    container: paginationContainer,
    labels: {
      previous: context.config.pbCustom.prev,
      next: context.config.pbCustom.next,
      list: "Gallery pages",
    },
    href: (page) => (element.id ? `#${element.id}|${page}` : "#"),
    onSelect: (page) => showPage(page, "visitor"),
    signal: context.signal,
  });

  element.dataset["pageCount"] = String(total);
  showPage(1, "mount");
  const stopWatching = context.router.watch(element, (params) => {
    const page = parsePageParam(params[0], total);
    if (page !== null && page !== current) showPage(page, "hash");
  });

  return () => {
    stopWatching();
    pagination.destroy();
    for (const item of items) item.hidden = false;
    delete element.dataset["page"];
    delete element.dataset["pageCount"];
    releaseStyles();
  };
}
