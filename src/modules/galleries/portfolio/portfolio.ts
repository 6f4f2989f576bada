import type { Cleanup, ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";
import { pageCount, pageOfIndex, parsePageParam } from "../shared/page-window";
import { keepPageInView } from "../shared/keep-in-view";
import { createPagination, type Pagination } from "../shared/pagination";
import { adoptGridStyles, COLUMNS_ATTRIBUTE, COLUMNS_PROPERTY } from "../shared/styles";
import {
  describeImageLink,
  isImageFileUrl,
  safeImageUrl,
  type LightboxImage,
} from "../shared/lightbox/images";
import { listenForLightbox } from "../shared/lightbox/trigger";
import { ALL_CATEGORIES, columnsForWidth, parseCategorySlug, parsePostsNumber, slugInHash } from "./parse";

/**
 * The filterable portfolio (reference section 2 "Filterable portfolio"): the filter links
 * (`.et_pb_portfolio_filter > a[data-category-slug]`, `all` among them) show the items of one category
 * (`project_category_<slug>`), `data-posts-number` of them a page with the theme's pagination in
 * `.et_pb_portofolio_pagination`; the state is the deep link `#<id>|<category>|<page>`, which the URL follows.
 * In the grid layout the items stand in 1 to 5 columns by the width of their container, each image 75 % as
 * tall as it is wide (spec 9). Item images that link to an image file open the lightbox.
 */

interface Filter {
  readonly slug: string;
  readonly link: HTMLAnchorElement;
  readonly attributes: ReadonlyMap<string, string | null>;
}

const FILTER_ATTRIBUTES = ["role", "aria-pressed", "aria-controls", "class"] as const;
let generatedIds = 0;

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const itemsContainer = element.querySelector<HTMLElement>(".et_pb_portfolio_items");
  const items = itemsContainer
    ? [...itemsContainer.querySelectorAll<HTMLElement>(".et_pb_portfolio_item")]
    : [];
  if (!itemsContainer || items.length === 0) {
    return context.decline("no .et_pb_portfolio_items with .et_pb_portfolio_item inside", element);
  }
  const releaseStyles = adoptGridStyles();
  const generatedId = itemsContainer.id ? null : `enhance-portfolio-items-${(generatedIds += 1)}`;
  if (generatedId) itemsContainer.id = generatedId;

  const filters: Filter[] = [];
  for (const link of element.querySelectorAll<HTMLAnchorElement>(
    ".et_pb_portfolio_filter a[data-category-slug]",
  )) {
    const slug = parseCategorySlug(link.dataset["categorySlug"]);
    if (slug === null) {
      context.log.warn(
        `a filter link's data-category-slug "${link.dataset["categorySlug"] ?? ""}" is not a slug`,
        link,
      );
      continue;
    }
    filters.push({
      slug,
      link,
      attributes: new Map(FILTER_ATTRIBUTES.map((name) => [name, link.getAttribute(name)])),
    });
    // Filters change what the list shows, they lead nowhere: toggle buttons (Enter and Space), one pressed.
    link.setAttribute("role", "button");
    link.setAttribute("aria-controls", itemsContainer.id);
  }

  const paginationContainer = element.querySelector<HTMLElement>(
    ".et_pb_portofolio_pagination, .et_pb_portfolio_pagination",
  );
  const postsNumber = parsePostsNumber(element.dataset["postsNumber"]);
  if (postsNumber.problem) context.log.warn(postsNumber.problem, element);
  // Without the theme's pagination container nothing would lead to a second page: every item stays on one.
  const perPage = paginationContainer ? postsNumber.perPage : null;

  const status = document.createElement("p");
  status.className = "enhance-portfolio-status";
  status.setAttribute("aria-live", "polite");
  visuallyHide(status);
  itemsContainer.before(status);

  const inCategory = (item: Element, category: string): boolean =>
    category === ALL_CATEGORIES || item.classList.contains(`project_category_${category}`);

  const serverActive = filters.find((filter) => filter.link.classList.contains("active"))?.slug;
  let category = serverActive ?? ALL_CATEGORIES;
  let current = 1;
  let total = 1;
  let pagination: Pagination | null = null;

  const apply = (wanted: string, page: number, reason: "mount" | "hash" | "visitor"): void => {
    const categoryChanged = wanted !== category;
    category = wanted;
    const matching = items.filter((item) => inCategory(item, category));
    total = perPage === null ? 1 : pageCount(matching.length, perPage);
    current = Math.min(Math.max(1, page), total);
    const positions = new Map(matching.map((item, position) => [item, position]));
    for (const item of items) {
      const position = positions.get(item);
      item.hidden =
        position === undefined || (perPage !== null && pageOfIndex(position, perPage) !== current);
    }
    for (const filter of filters) {
      const active = filter.slug === category;
      filter.link.classList.toggle("active", active);
      filter.link.setAttribute("aria-pressed", String(active));
    }
    pagination?.update(current, total);
    element.dataset["category"] = category;
    element.dataset["page"] = String(current);
    element.dataset["pageCount"] = String(total);
    if (categoryChanged)
      status.textContent = `${matching.length} ${matching.length === 1 ? "item" : "items"}`;
    if (reason === "mount") return;
    if (reason === "visitor") context.router.write(element.id, [slugInHash(category), String(current)]);
  };

  if (paginationContainer && perPage !== null) {
    pagination = createPagination({
      container: paginationContainer,
      labels: {
        previous: context.config.pbCustom.prev,
        next: context.config.pbCustom.next,
        list: "Portfolio pages",
      },
      href: (page) => (element.id ? `#${element.id}|${slugInHash(category)}|${page}` : "#"),
      onSelect: (page) => {
        apply(category, page, "visitor");
        keepPageInView(element, paginationContainer, context);
      },
      signal: context.signal,
    });
  }

  const filterAt = (target: EventTarget | null): Filter | undefined => {
    const link = target instanceof Element ? target.closest("a") : null;
    return link ? filters.find((filter) => filter.link === link) : undefined;
  };
  const choose = (filter: Filter): void => {
    if (filter.slug !== category) apply(filter.slug, 1, "visitor");
  };
  element.addEventListener(
    "click",
    (event) => {
      const filter = filterAt(event.target);
      if (!filter) return;
      event.preventDefault();
      choose(filter);
    },
    { signal: context.signal },
  );
  element.addEventListener(
    "keydown",
    (event) => {
      const filter = event.key === " " ? filterAt(event.target) : undefined;
      if (!filter) return;
      event.preventDefault();
      choose(filter);
    },
    { signal: context.signal },
  );

  listenForLightbox(element, context, {
    linkAt: (target) => {
      const link = target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null;
      const item = link?.closest(".et_pb_portfolio_item");
      return link && item && items.includes(item as HTMLElement) && imageLinkOf(item) === link ? link : null;
    },
    entries: () =>
      items
        .filter((item) => inCategory(item, category))
        .flatMap((item): Array<{ link: HTMLAnchorElement; image: LightboxImage }> => {
          const link = imageLinkOf(item);
          const image = link && describeImageLink(link, item, { title: ".et_pb_module_header, h2, h3" });
          return link && image ? [{ link, image }] : [];
        }),
  });

  const stopColumns = element.classList.contains("et_pb_filterable_portfolio_fullwidth")
    ? () => undefined
    : layOutColumns(itemsContainer);

  apply(category, 1, "mount");
  const stopWatching = context.router.watch(element, (params) => {
    // `#<id>` alone is an anchor to the module, not a state.
    if (params[0] === undefined || params[0] === "") return;
    const wanted = [ALL_CATEGORIES, ...filters.map((filter) => filter.slug)].find(
      (slug) => slugInHash(slug) === params[0],
    );
    if (wanted === undefined) {
      context.log.warn(`the deep link names no category of this portfolio: "${params[0]}"`, element);
      return;
    }
    const matching = items.filter((item) => inCategory(item, wanted)).length;
    const pages = perPage === null ? 1 : pageCount(matching, perPage);
    const page = parsePageParam(params[1], pages) ?? 1;
    if (wanted !== category || page !== current) apply(wanted, page, "hash");
  });

  return () => {
    stopWatching();
    stopColumns();
    pagination?.destroy();
    status.remove();
    for (const item of items) item.hidden = false;
    for (const filter of filters) {
      for (const [name, value] of filter.attributes) {
        if (value === null) filter.link.removeAttribute(name);
        else filter.link.setAttribute(name, value);
      }
    }
    if (generatedId) itemsContainer.removeAttribute("id");
    delete element.dataset["category"];
    delete element.dataset["page"];
    delete element.dataset["pageCount"];
    releaseStyles();
  };
}

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
 * Lays the items out in the spec's columns for the width of their container, now and whenever it is resized
 * (a ResizeObserver: no resize handler, no layout reads while scrolling). Returns the function that stops it.
 */
function layOutColumns(container: HTMLElement): () => void {
  const apply = (width: number): void => {
    const columns = String(columnsForWidth(width));
    if (container.getAttribute(COLUMNS_ATTRIBUTE) === columns) return;
    container.setAttribute(COLUMNS_ATTRIBUTE, columns);
    container.style.setProperty(COLUMNS_PROPERTY, columns);
  };
  apply(container.clientWidth);
  const observer =
    typeof ResizeObserver === "function"
      ? new ResizeObserver((entries) => {
          const entry = entries[entries.length - 1];
          if (entry) apply(entry.contentRect.width);
        })
      : null;
  observer?.observe(container);
  return () => {
    observer?.disconnect();
    container.removeAttribute(COLUMNS_ATTRIBUTE);
    container.style.removeProperty(COLUMNS_PROPERTY);
    if (container.getAttribute("style") === "") container.removeAttribute("style");
  };
}
