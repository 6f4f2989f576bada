import type { Cleanup, ModuleContext } from "../../../boot/types";
import { AjaxParseError, isAbortError } from "../../../core/ajax-errors";
import { fixedTopOffset, focusWithoutScrolling, scrollWindowTo } from "../../../core/scroll";
import { createLiveRegion } from "../../../core/forms/submission";
import { describeFeedFailure, fillMessage } from "../../../core/feed-failure";
import { adoptMasonryStyles, createMasonryLayout, MASONRY_CLASS, type MasonryLayout } from "./masonry";
import { paginationView, targetPage, type PaginationAction } from "./pagination";
import {
  BLOG_FEED_ACTION,
  buildBlogFeedRequest,
  isMasonry,
  parsePositiveWhole,
  readFeedSettings,
  readTaxQuery,
} from "./request";

/**
 * Extra's blog feed module (spec 4 "Blog feed", reference 2.1): `.posts-blog-feed-module` with its
 * `.paginated_content > .paginated_page_N` pages and the theme's `ul.pagination`.
 *
 * A page already in the document is only shown again; a missing one is fetched with every field of the feed
 * (spec 3) and appended through the sanitising sink, then announced to the boot (`content:inserted`) so the
 * modules and text enhancers inside it run. While a request is out, a flag blocks a second one; it is cleared
 * BLOG_FEED_LOCK_MS after the answer. The pagination keeps the theme's markup (numbers, ellipses, previous and
 * next) and only shows the theme's window of it; it sits in a labelled `nav`, the current page is
 * `aria-current`, the arrows have names and the ellipses are not links. After a change the new page receives
 * focus and a polite announcement; a failure is said in words in an alert and nothing else changes, so the
 * visitor can simply choose the page again. States: `data-state` idle | loading | error on the module,
 * `data-current_page`, the theme's `active` classes, `hidden` on pages and pagination items.
 */
export const BLOG_FEED_LOCK_MS = 250;
/** The theme's page fade (jQuery `fast`) and scroll back to the feed's top. */
export const PAGE_FADE_MS = 200;
export const PAGE_SCROLL_MS = 500;
/** Space kept above the feed when scrolling back to it, as the theme does. */
export const PAGE_SCROLL_MARGIN = 20;

export const BLOG_FEED_MESSAGES = {
  loading: "Loading page {page}.",
  shown: "Showing page {page} of {pages}.",
  empty: "Page {page} has no posts.",
  failed: "Page {page} could not be loaded. {reason} Choose the page again to retry.",
  pageLabel: "Page {page} of {pages}",
  pageLink: "Page {page}",
  previous: "Previous page",
  next: "Next page",
  navigation: "Blog feed pages",
} as const;

const PAGE_CLASS = /^paginated_page_(\d+)$/;

function pageNumberOf(page: Element): number | null {
  for (const name of page.classList) {
    const match = PAGE_CLASS.exec(name);
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  return null;
}

function actionOf(link: Element): PaginationAction {
  if (link.classList.contains("ellipsis")) return "ellipsis";
  if (link.classList.contains("prev")) return "previous";
  if (link.classList.contains("next")) return "next";
  return parsePositiveWhole(link.getAttribute("data-page") ?? "") ?? "ellipsis";
}

function setShown(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  // The theme's CSS may give these a display of their own, which would win over `hidden`.
  if (shown) element.style.removeProperty("display");
  else element.style.display = "none";
}

/** The nav's name: the module's own title when it has one, else a numbered generic name. */
function navigationLabel(element: HTMLElement): string {
  const title = element
    .querySelector(".module-head h1, .module-head h2, .module-head h3")
    ?.textContent?.trim();
  if (title) return `${title}: pages`;
  const feeds = [...element.ownerDocument.querySelectorAll(".posts-blog-feed-module")];
  const index = feeds.indexOf(element);
  return index > 0 ? `${BLOG_FEED_MESSAGES.navigation} ${index + 1}` : BLOG_FEED_MESSAGES.navigation;
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const content = element.querySelector<HTMLElement>(".paginated_content");
  if (content === null) {
    return context.decline("no .paginated_content in the blog feed", element);
  }
  const doc = element.ownerDocument;
  const { signal } = context;
  const settings = readFeedSettings(element, context.log);
  const nonce = context.config.extra.blog_feed_nonce;
  if (nonce === "") context.log.warn("EXTRA.blog_feed_nonce is missing; the site will refuse page requests");
  const taxQuery = readTaxQuery(
    settings,
    (doc.defaultView as unknown as Record<string, unknown> | null)?.["EXTRA_TAX_QUERY"],
    context.log,
  );
  const pagination = element.querySelector<HTMLElement>("ul.pagination");
  const loader = element.querySelector<HTMLElement>(".loader");

  const pageElement = (page: number): HTMLElement | null =>
    [...content.querySelectorAll<HTMLElement>(".paginated_page")].find(
      (candidate) => pageNumberOf(candidate) === page,
    ) ?? null;
  const pageLinks = (): HTMLAnchorElement[] =>
    pagination === null ? [] : [...pagination.querySelectorAll<HTMLAnchorElement>("a[data-page]")];
  const total = Math.max(
    1,
    ...pageLinks().map((link) => parsePositiveWhole(link.getAttribute("data-page") ?? "") ?? 1),
  );
  const activePage = content.querySelector(".paginated_page.active");
  let current = (activePage && pageNumberOf(activePage)) ?? settings.currentPage;
  let requested = current;
  let busy = false;

  const restorers: Array<() => void> = [];
  const setAttribute = (target: Element, name: string, value: string): void => {
    const before = target.getAttribute(name);
    target.setAttribute(name, value);
    restorers.push(() => {
      if (before === null) target.removeAttribute(name);
      else target.setAttribute(name, before);
    });
  };

  let layout: MasonryLayout | null = null;
  let releaseStyles: (() => void) | null = null;
  if (isMasonry(settings)) {
    element.classList.add(MASONRY_CLASS);
    releaseStyles = adoptMasonryStyles(doc);
    layout = createMasonryLayout(element, {
      schedule: (callback, ms) => context.disposables.setTimeout(callback, ms),
      cancel: (id) => window.clearTimeout(id),
    });
  }

  const preparePage = (page: HTMLElement): void => {
    const number = pageNumberOf(page);
    if (number === null) return;
    page.setAttribute("role", "group");
    page.setAttribute(
      "aria-label",
      fillMessage(BLOG_FEED_MESSAGES.pageLabel, { page: number, pages: total }),
    );
    layout?.add(page);
  };
  for (const page of content.querySelectorAll<HTMLElement>(".paginated_page")) preparePage(page);

  const live = createLiveRegion(element);
  const message = doc.createElement("p");
  message.className = "enhance-blog-feed__message";
  message.setAttribute("role", "alert");
  message.hidden = true;

  let nav: HTMLElement | null = null;
  if (pagination !== null) {
    nav = doc.createElement("nav");
    nav.className = "enhance-blog-feed__pages";
    nav.setAttribute("aria-label", navigationLabel(element));
    pagination.before(nav);
    nav.append(pagination);
    for (const link of pagination.querySelectorAll<HTMLAnchorElement>("a")) {
      const action = actionOf(link);
      if (action === "ellipsis") {
        // A "..." that goes nowhere is not a link for the keyboard or a screen reader.
        const href = link.getAttribute("href");
        link.removeAttribute("href");
        setAttribute(link, "aria-hidden", "true");
        restorers.push(() => {
          if (href !== null) link.setAttribute("href", href);
        });
      } else if (action === "previous" || action === "next") {
        setAttribute(link, "aria-label", BLOG_FEED_MESSAGES[action]);
      } else {
        setAttribute(link, "aria-label", fillMessage(BLOG_FEED_MESSAGES.pageLink, { page: action }));
      }
    }
    nav.after(message);
  } else {
    element.append(message);
  }

  // Taken after the pagination moved into its nav, so the loader goes back exactly where it was.
  const loaderHome = loader ? { parent: loader.parentElement, next: loader.nextSibling } : null;

  const say = (text: string | null): void => {
    message.textContent = text ?? "";
    message.hidden = text === null;
  };

  const renderPagination = (): void => {
    if (pagination === null) return;
    const view = paginationView(current, total);
    const shownPages = new Set(view.pages);
    for (const item of pagination.querySelectorAll<HTMLElement>(":scope > li")) {
      const link = item.querySelector("a");
      const action = link === null ? "ellipsis" : actionOf(link);
      if (typeof action === "number") {
        setShown(item, shownPages.has(action));
        item.classList.toggle("active", action === current);
        if (action === current) link?.setAttribute("aria-current", "page");
        else link?.removeAttribute("aria-current");
      } else if (action === "previous") {
        setShown(item, view.previous);
      } else if (action === "next") {
        setShown(item, view.next);
      } else if (item.classList.contains("front")) {
        setShown(item, view.frontEllipsis);
      } else if (item.classList.contains("back")) {
        setShown(item, view.backEllipsis);
      }
    }
  };

  const show = (target: number, moveFocus: boolean): void => {
    const page = pageElement(target);
    if (page === null) {
      renderPagination();
      return;
    }
    current = target;
    for (const candidate of content.querySelectorAll<HTMLElement>(".paginated_page")) {
      const isTarget = candidate === page;
      candidate.classList.toggle("active", isTarget);
      setShown(candidate, isTarget);
    }
    element.dataset["current_page"] = String(target);
    renderPagination();
    layout?.add(page);
    if (!moveFocus) return;
    if (!context.reducedMotion() && typeof page.animate === "function") {
      page.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_FADE_MS, easing: "ease-out" });
    }
    // Back up to the feed's top when the visitor paged from the pagination below it.
    const offset = fixedTopOffset(doc);
    const top = element.getBoundingClientRect().top;
    if (top < offset) {
      void scrollWindowTo(window.scrollY + top - offset - PAGE_SCROLL_MARGIN, {
        duration: context.reducedMotion() ? 0 : PAGE_SCROLL_MS,
        signal,
      });
    }
    focusWithoutScrolling(page);
    live.announce(fillMessage(BLOG_FEED_MESSAGES.shown, { page: target, pages: total }));
  };

  const placeLoader = (target: number): void => {
    const item = pagination?.querySelector(`a.pagination-page-${target}`)?.parentElement;
    if (loader && item) item.append(loader);
  };
  const restoreLoader = (): void => {
    const parent = loaderHome?.parent;
    if (!loader || !parent || loader.parentElement === parent) return;
    const next = loaderHome.next;
    parent.insertBefore(loader, next !== null && next.parentNode === parent ? next : null);
  };

  const fetchPage = async (target: number): Promise<void> => {
    busy = true;
    element.dataset["state"] = "loading";
    content.setAttribute("aria-busy", "true");
    placeLoader(target);
    say(null);
    live.announce(fillMessage(BLOG_FEED_MESSAGES.loading, { page: target }));
    try {
      const reply = await context.ajax.postAction(
        BLOG_FEED_ACTION,
        buildBlogFeedRequest(settings, target, nonce, taxQuery),
        undefined,
        { signal },
      );
      if (reply.trim() === "") {
        element.dataset["state"] = "idle";
        say(fillMessage(BLOG_FEED_MESSAGES.empty, { page: target }));
        return;
      }
      const fragment = await context.html.toFragment(reply);
      const page = fragment.querySelector<HTMLElement>(".paginated_page");
      if (page === null) throw new AjaxParseError(BLOG_FEED_ACTION, reply, "no feed page in the answer");
      for (const name of [...page.classList]) if (PAGE_CLASS.test(name)) page.classList.remove(name);
      page.classList.add(`paginated_page_${target}`);
      page.classList.remove("active");
      setShown(page, false);
      content.append(page);
      preparePage(page);
      element.dataset["state"] = "idle";
      // Shown only if the visitor has not chosen another page meanwhile.
      if (requested === target) show(target, true);
      context.bus.emit("content:inserted", { container: page, source: "blog-feed" });
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      element.dataset["state"] = "error";
      const reason = describeFeedFailure(error);
      context.log.warn(`page ${target} could not be loaded`, error);
      say(fillMessage(BLOG_FEED_MESSAGES.failed, { page: target, reason }));
    } finally {
      restoreLoader();
      content.removeAttribute("aria-busy");
      context.disposables.setTimeout(() => {
        busy = false;
      }, BLOG_FEED_LOCK_MS);
    }
  };

  const go = (target: number): void => {
    if (pageElement(target) !== null) {
      requested = target;
      say(null);
      if (element.dataset["state"] === "error") element.dataset["state"] = "idle";
      show(target, true);
      return;
    }
    // The lock: a second request while one is out (or just answered) sends nothing.
    if (busy) return;
    requested = target;
    void fetchPage(target).catch((error: unknown) => context.reportError(error));
  };

  pagination?.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (link === null || !pagination.contains(link)) return;
      event.preventDefault();
      const target = targetPage(actionOf(link), current, total);
      if (target !== null) go(target);
    },
    { signal },
  );

  element.dataset["state"] = "idle";
  show(current, false);

  return () => {
    layout?.destroy();
    releaseStyles?.();
    element.classList.remove(MASONRY_CLASS);
    restoreLoader();
    if (nav !== null && pagination !== null) nav.replaceWith(pagination);
    for (const restore of restorers.reverse()) restore();
    message.remove();
    live.element.remove();
    delete element.dataset["state"];
  };
}
