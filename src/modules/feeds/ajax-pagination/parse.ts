import type { ParseResult } from "../../../boot/island";

/**
 * Pure reading of the blog and portfolio modules' ajax pagination (reference "Blog"): which module a reply must
 * contain, which page a link names, whether a 404 reply is the theme's error page, and where the new page's
 * content sits in a reply. No state and no side effects, so every edge case is unit-tested.
 */

/** The container the theme replaces on every page change. */
export const PAGINATION_CONTAINER_SELECTOR = ".et_pb_ajax_pagination_container";

/** The links the theme's handler listens to: its own previous/next links and the WP-PageNavi plugin's. */
export const PAGINATION_LINK_SELECTOR = [
  `${PAGINATION_CONTAINER_SELECTOR} .pagination a`,
  `${PAGINATION_CONTAINER_SELECTOR} .wp-pagenavi a`,
].join(", ");

/** Module roots with ajax pagination: grid and fullwidth blog, grid and fullwidth portfolio. */
export const PAGINATED_MODULE_SELECTOR =
  ".et_pb_blog_grid_wrapper, .et_pb_posts, .et_pb_portfolio, .et_pb_portfolio_grid";

/** A module's order class (`et_pb_blog_0`, `et_pb_portfolio_2_tb_body`): the same on every page of a layout. */
export const ORDER_CLASS = /^et_pb_(blog|portfolio)_\d+(?:_tb_(?:header|body|footer))?$/;

export type ModuleKind = "blog" | "portfolio";

/** How the same module is recognised in a reply. */
export interface ModuleIdentity {
  readonly kind: ModuleKind;
  /** The order class, when the module has one (it always should). */
  readonly orderClass: string | null;
  /** The module's own `id`, used when it has no order class. */
  readonly id: string | null;
}

/** The module's identity, or null when neither an order class nor an id names it (its links then load pages). */
export function moduleIdentity(element: Element): ModuleIdentity | null {
  let orderClass: string | null = null;
  let kind: ModuleKind | null = null;
  for (const name of element.classList) {
    const match = ORDER_CLASS.exec(name);
    if (match) {
      orderClass = name;
      kind = match[1] === "portfolio" ? "portfolio" : "blog";
      break;
    }
  }
  kind ??= /\bet_pb_portfolio/.test(element.className) ? "portfolio" : "blog";
  const id = element.id.trim() === "" ? null : element.id;
  if (orderClass === null && id === null) return null;
  return { kind, orderClass, id };
}

/** The key a module's state is stored under in history entries. */
export function identityKey(identity: ModuleIdentity): string {
  return identity.orderClass ?? `#${identity.id ?? ""}`;
}

/** The cache and history key of a page: its absolute URL without the fragment. */
export function pageKeyOf(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    parsed.hash = "";
    return parsed.href;
  } catch {
    return null;
  }
}

/**
 * The page a listing URL names: WordPress' pretty `/page/N/` or the plain `?paged=N` (`page` on static front
 * pages). Anything else is page 1.
 */
export function pageNumberOf(url: string): number {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://localhost/");
  } catch {
    return 1;
  }
  const pretty = /\/page\/(\d+)\/?$/.exec(parsed.pathname);
  const raw = pretty?.[1] ?? parsed.searchParams.get("paged") ?? parsed.searchParams.get("page");
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** Whether a reply is the theme's 404 page: WordPress marks it with the `error404` body class. */
export function isErrorPageBody(html: string): boolean {
  return /<body\b[^>]*?\bclass\s*=\s*(["'])(?:(?!\1)[\s\S])*?\berror404\b/i.test(html);
}

/** The module in a parsed reply: by order class first, then by id. */
export function findModule(root: ParentNode, identity: ModuleIdentity): Element | null {
  if (identity.orderClass !== null) {
    // The order class matched ORDER_CLASS, so it is safe inside an attribute selector.
    const byClass = root.querySelector(`[class~="${identity.orderClass}"]`);
    if (byClass !== null) return byClass;
  }
  if (identity.id !== null) {
    for (const candidate of root.querySelectorAll("[id]")) {
      if (candidate.id === identity.id) return candidate;
    }
  }
  return null;
}

/** The pagination container of the same module in a parsed reply, or null when the reply lacks it. */
export function findPaginationContainer(root: ParentNode, identity: ModuleIdentity): HTMLElement | null {
  const module = findModule(root, identity);
  const container = module?.querySelector<HTMLElement>(PAGINATION_CONTAINER_SELECTOR) ?? null;
  return container;
}

/** Where the message of an error page sits, most specific first (Divi's 404 template, then generic ones). */
const ERROR_CONTENT_SELECTORS = [
  ".not_found .entry",
  "article.not_found",
  ".entry-content",
  "#left-area",
  "#content-area",
  "#main-content",
  "main",
  "[role=main]",
];

/**
 * The error page's message for a 404 reply that lacks the module: the children of its most specific content
 * element, never that element itself (a second `main` landmark would be wrong), else every child of the reply.
 */
export function errorPageContent(root: ParentNode): Node[] {
  for (const selector of ERROR_CONTENT_SELECTORS) {
    const found = root.querySelector(selector);
    if (found !== null && (found.textContent ?? "").trim() !== "") return [...found.childNodes];
  }
  return [...root.childNodes];
}

/** The element that should receive focus in new content: the first item's title, else the first heading. */
export function firstNewContentTarget(container: Element): HTMLElement | null {
  const title = container.querySelector<HTMLElement>(
    ".et_pb_post .entry-title, .et_pb_portfolio_item .et_pb_module_header, .et_pb_portfolio_item h2, .et_pb_portfolio_item h3",
  );
  if (title !== null) return title;
  const heading = container.querySelector<HTMLElement>("h1, h2, h3, h4, h5, h6");
  if (heading !== null) return heading;
  return container.querySelector<HTMLElement>("article, .et_pb_post, .et_pb_portfolio_item, p");
}

/** The listed items in a page: blog posts or portfolio projects. */
export function countItems(container: Element): number {
  return container.querySelectorAll(".et_pb_post, .et_pb_portfolio_item").length;
}

/** A blog or portfolio module with ajax pagination, as the server rendered it. */
export interface AjaxPaginationModel {
  readonly element: HTMLElement;
  readonly identity: ModuleIdentity;
  /** The key the module's page is stored under in history entries. */
  readonly moduleKey: string;
  /** Every child node of the module, kept in place as they are. */
  readonly nodes: readonly Node[];
  /** The page container the server rendered; later pages take its place. */
  readonly container: HTMLElement;
}

/** The module's own page container, not one of a module nested in it. */
export function ownPaginationContainer(element: HTMLElement): HTMLElement | null {
  for (const candidate of element.querySelectorAll<HTMLElement>(PAGINATION_CONTAINER_SELECTOR)) {
    if (candidate.parentElement?.closest(PAGINATED_MODULE_SELECTOR) === element) return candidate;
  }
  return null;
}

export function parseAjaxPagination(element: HTMLElement): ParseResult<AjaxPaginationModel> {
  const identity = moduleIdentity(element);
  if (identity === null) {
    return {
      ok: false,
      reason:
        "module has neither an et_pb_blog_N / et_pb_portfolio_N class nor an id; its page links load whole pages",
    };
  }
  const container = ownPaginationContainer(element);
  if (container === null) return { ok: false, reason: `no ${PAGINATION_CONTAINER_SELECTOR} in the module` };
  return {
    ok: true,
    model: {
      element,
      identity,
      moduleKey: identityKey(identity),
      nodes: [...element.childNodes],
      container,
    },
  };
}
