import type { ModuleContext } from "../../../boot/types";
import { AjaxParseError, isAbortError } from "../../../core/ajax-errors";
import { describeFeedFailure, fillMessage } from "../../../core/feed-failure";
import { fixedTopOffset, focusWithoutScrolling, scrollWindowTo } from "../../../core/scroll";
import {
  actionOf,
  BLOG_FEED_LOCK_MS,
  BLOG_FEED_MESSAGES,
  PAGE_CLASS,
  PAGE_FADE_MS,
  PAGE_SCROLL_MARGIN,
  PAGE_SCROLL_MS,
  pageNumberOf,
  setShown,
} from "./constants";
import { adoptMasonryStyles, createMasonryLayout, MASONRY_CLASS, type MasonryLayout } from "./masonry";
import { paginationView, targetPage } from "./pagination";
import type { BlogFeedModel } from "./parse";
import {
  BLOG_FEED_ACTION,
  buildBlogFeedRequest,
  isMasonry,
  parsePositiveWhole,
  readFeedSettings,
  readTaxQuery,
} from "./request";

/** The island's rendered parts, as the engine drives them. Every call shows its change before it returns. */
export interface BlogFeedView {
  /** The alert under the pagination: a failure or an empty page in words, or nothing. */
  say(text: string | null): void;
  announce(text: string): void;
}

/**
 * What the blog feed does on the server's nodes: pages shown again or fetched, the theme's pagination window,
 * the loader, masonry, focus and scrolling. The island renders what it adds (the nav, the alert, the live
 * region); the engine tells it what to say through `view`. Returns the stop, which removes every listener and
 * request and gives the loader its place back.
 */
export function startBlogFeedEngine(
  model: BlogFeedModel,
  context: ModuleContext,
  view: BlogFeedView,
): () => void {
  const { element, content, pagination, loader } = model;
  const doc = element.ownerDocument;
  // Its own controller, so the island's unmount and the module's both remove every listener and request.
  const controller = new AbortController();
  const { signal } = controller;
  if (context.signal.aborted) controller.abort();
  else context.signal.addEventListener("abort", () => controller.abort(), { once: true, signal });
  const settings = readFeedSettings(element, context.log);
  const nonce = context.config.extra.blog_feed_nonce;
  if (nonce === "") context.log.warn("EXTRA.blog_feed_nonce is missing; the site will refuse page requests");
  const taxQuery = readTaxQuery(
    settings,
    (doc.defaultView as unknown as Record<string, unknown> | null)?.["EXTRA_TAX_QUERY"],
    context.log,
  );

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

  for (const link of pagination?.querySelectorAll<HTMLAnchorElement>("a") ?? []) {
    const action = actionOf(link);
    if (action === "ellipsis") {
      // A "..." that goes nowhere is not a link for the keyboard or a screen reader.
      link.removeAttribute("href");
      link.setAttribute("aria-hidden", "true");
    } else if (action === "previous" || action === "next") {
      link.setAttribute("aria-label", BLOG_FEED_MESSAGES[action]);
    } else {
      link.setAttribute("aria-label", fillMessage(BLOG_FEED_MESSAGES.pageLink, { page: action }));
    }
  }

  // Where the server put the loader, so it goes back exactly there after each load.
  const loaderHome = loader ? { parent: loader.parentElement, next: loader.nextSibling } : null;
  // Out of sight while nothing loads, whatever the page's stylesheet says of it (the engine shows it beside a
  // page's number while that page loads, where the theme's rules for it at rest no longer reach it).
  if (loader) setShown(loader, false);

  const renderPagination = (): void => {
    if (pagination === null) return;
    const shownView = paginationView(current, total);
    const shownPages = new Set(shownView.pages);
    for (const item of pagination.querySelectorAll<HTMLElement>(":scope > li")) {
      const link = item.querySelector("a");
      const action = link === null ? "ellipsis" : actionOf(link);
      if (typeof action === "number") {
        setShown(item, shownPages.has(action));
        item.classList.toggle("active", action === current);
        if (action === current) link?.setAttribute("aria-current", "page");
        else link?.removeAttribute("aria-current");
      } else if (action === "previous") {
        setShown(item, shownView.previous);
      } else if (action === "next") {
        setShown(item, shownView.next);
      } else if (item.classList.contains("front")) {
        setShown(item, shownView.frontEllipsis);
      } else if (item.classList.contains("back")) {
        setShown(item, shownView.backEllipsis);
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
    view.announce(fillMessage(BLOG_FEED_MESSAGES.shown, { page: target, pages: total }));
  };

  const placeLoader = (target: number): void => {
    const item = pagination?.querySelector(`a.pagination-page-${target}`)?.parentElement;
    if (loader && item) {
      item.append(loader);
      setShown(loader, true);
    }
  };
  const restoreLoader = (): void => {
    const parent = loaderHome?.parent;
    if (!loader || !parent || loader.parentElement === parent) return;
    const next = loaderHome.next;
    parent.insertBefore(loader, next !== null && next.parentNode === parent ? next : null);
    setShown(loader, false);
  };

  const fetchPage = async (target: number): Promise<void> => {
    busy = true;
    element.dataset["state"] = "loading";
    content.setAttribute("aria-busy", "true");
    placeLoader(target);
    view.say(null);
    view.announce(fillMessage(BLOG_FEED_MESSAGES.loading, { page: target }));
    try {
      const reply = await context.ajax.postAction(
        BLOG_FEED_ACTION,
        buildBlogFeedRequest(settings, target, nonce, taxQuery),
        undefined,
        { signal },
      );
      if (signal.aborted) return;
      if (reply.trim() === "") {
        element.dataset["state"] = "idle";
        view.say(fillMessage(BLOG_FEED_MESSAGES.empty, { page: target }));
        return;
      }
      const fragment = await context.html.toFragment(reply);
      if (signal.aborted) return;
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
      view.say(fillMessage(BLOG_FEED_MESSAGES.failed, { page: target, reason }));
    } finally {
      if (!signal.aborted) {
        restoreLoader();
        content.removeAttribute("aria-busy");
        context.disposables.setTimeout(() => {
          busy = false;
        }, BLOG_FEED_LOCK_MS);
      }
    }
  };

  const go = (target: number): void => {
    if (pageElement(target) !== null) {
      requested = target;
      view.say(null);
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
    controller.abort();
    layout?.destroy();
    releaseStyles?.();
    restoreLoader();
  };
}
