import * as z from "zod/mini";
import type { ModuleContext } from "../../../boot/types";
import { AjaxStatusError, isAbortError } from "../../../core/ajax-errors";
import { fixedTopOffset, focusWithoutScrolling, scrollWindowTo } from "../../../core/scroll";
import { GENERIC_PROBLEM_MESSAGE } from "../../../core/forms/submission";
import {
  countItems,
  errorPageContent,
  findPaginationContainer,
  firstNewContentTarget,
  isErrorPageBody,
  PAGINATED_MODULE_SELECTOR,
  PAGINATION_CONTAINER_SELECTOR,
  PAGINATION_LINK_SELECTOR,
  pageKeyOf,
  ownPaginationContainer,
  pageNumberOf,
  type AjaxPaginationModel,
  type ModuleKind,
} from "./parse";

/** The theme fades the module to this opacity while a page loads (jQuery `fadeTo("slow", 0.2)`, 600 ms). */
export const LOADING_OPACITY = 0.2;
export const FADE_MS = 600;
/** Scroll back to the module's top (jQuery's default animation) and the space the theme keeps above it. */
export const PAGINATION_SCROLL_MS = 400;
export const PAGINATION_SCROLL_MARGIN = 50;
/** The field a layout block preview posts its layout with (the preview page is rendered from it). */
export const LAYOUT_CONTENT_FIELD = "et_layout_block_layout_content";
/** Where each module's shown page is kept in `history.state`, beside whatever other code keeps there. */
export const HISTORY_STATE_KEY = "enhanceAjaxPagination";

export const AJAX_PAGINATION_MESSAGES = {
  shown: "Page {page} shown, {count} {items}.",
  notFound: "Page {page} was not found.",
  /** Spec 8 "Theme generic text". */
  failed: GENERIC_PROBLEM_MESSAGE,
} as const;

const ITEM_NOUNS: Readonly<Record<ModuleKind, readonly [string, string]>> = {
  blog: ["post", "posts"],
  portfolio: ["project", "projects"],
};

export function shownMessage(page: number, count: number, kind: ModuleKind): string {
  const [one, many] = ITEM_NOUNS[kind];
  return AJAX_PAGINATION_MESSAGES.shown
    .replace("{page}", String(page))
    .replace("{count}", String(count))
    .replace("{items}", count === 1 ? one : many);
}

export function notFoundMessage(page: number): string {
  return AJAX_PAGINATION_MESSAGES.notFound.replace("{page}", String(page));
}

/** The layout block preview's global: the layout the preview page was rendered from. */
const layoutBlockScript = z.object({ layoutContent: z.string() });

function readLayoutContent(view: Window, context: ModuleContext): string | null {
  const raw: unknown = (view as Window & { ETBlockLayoutModulesScript?: unknown }).ETBlockLayoutModulesScript;
  const parsed = layoutBlockScript.safeParse(raw);
  if (parsed.success) return parsed.data.layoutContent;
  context.log.warn(
    "ETBlockLayoutModulesScript.layoutContent: expected a string in a layout block preview; loading pages with GET",
  );
  return null;
}

type HistoryRecord = Record<string, unknown>;

function isRecord(value: unknown): value is HistoryRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The page a history entry says this module showed, or null when the entry predates its first change. */
export function pageInHistoryState(state: unknown, moduleKey: string): string | null {
  if (!isRecord(state)) return null;
  const pages = state[HISTORY_STATE_KEY];
  if (!isRecord(pages)) return null;
  const page = pages[moduleKey];
  return typeof page === "string" ? page : null;
}

/** `state` with this module's page recorded, every other key (other modules, other code) kept. */
export function withPageInHistoryState(state: unknown, moduleKey: string, pageKey: string): HistoryRecord {
  const base = isRecord(state) ? state : {};
  const pages = isRecord(base[HISTORY_STATE_KEY]) ? base[HISTORY_STATE_KEY] : {};
  return { ...base, [HISTORY_STATE_KEY]: { ...pages, [moduleKey]: pageKey } };
}

/** The URL the document was loaded with (pushState by another module may have changed `location` since). */
function documentUrl(view: Window): string {
  try {
    const [navigation] = view.performance.getEntriesByType("navigation");
    if (navigation !== undefined && navigation.name !== "") return navigation.name;
  } catch {
    // No navigation timing: the current address is the best guess.
  }
  return view.location.href;
}

interface LoadedPage {
  readonly container: HTMLElement;
  readonly notFound: boolean;
}

export class MissingModuleError extends Error {
  override readonly name = "MissingModuleError";
}

/** The island's rendered parts, as the engine drives them. Every call shows its change before it returns. */
export interface AjaxPaginationView {
  /** Shows or hides the alert that says a page could not be shown. */
  showFailure(failed: boolean): void;
  announce(text: string): void;
  /** The module's page container now shown: the alert goes right after it. */
  placeAfter(container: HTMLElement): void;
}

/**
 * What ajax pagination does on the server's nodes: page links load their page into the module, pages are
 * cached, the address and Back/Forward follow, focus and scrolling go to the new page. The island renders the
 * alert and the live region; the engine tells it what to show through `view`. Returns the stop, which removes
 * every listener and aborts the request in flight.
 */
export function startAjaxPaginationEngine(
  model: AjaxPaginationModel,
  context: ModuleContext,
  pageView: AjaxPaginationView,
): () => void {
  const { element, identity, moduleKey } = model;
  const doc = element.ownerDocument;
  const view = doc.defaultView ?? window;
  // Its own controller, so the island's unmount and the module's both remove every listener and request.
  const controller = new AbortController();
  const { signal } = controller;
  if (context.signal.aborted) controller.abort();
  else context.signal.addEventListener("abort", () => controller.abort(), { once: true, signal });
  const layoutBlock = context.builder.context === "layout-block";
  const initialKey = pageKeyOf(documentUrl(view), view.location.href) ?? view.location.href;

  const cache = new Map<string, HTMLElement>();
  let shownKey = initialKey;
  let generation = 0;
  let request: AbortController | null = null;
  /** The page the request in flight is for: a second click on the same link waits for it. */
  let pendingKey: string | null = null;

  element.dataset["state"] = "idle";

  const currentContainer = (): HTMLElement | null => ownPaginationContainer(element);

  function setLoading(loading: boolean): void {
    const container = currentContainer();
    element.dataset["state"] = loading ? "loading" : "idle";
    if (loading) {
      element.setAttribute("aria-busy", "true");
      if (container !== null) {
        container.style.transition = context.reducedMotion() ? "" : `opacity ${FADE_MS}ms`;
        container.style.opacity = String(LOADING_OPACITY);
      }
    } else {
      element.removeAttribute("aria-busy");
      if (container !== null) resetFade(container);
    }
  }

  function resetFade(container: HTMLElement): void {
    container.style.removeProperty("opacity");
    container.style.removeProperty("transition");
    if (container.getAttribute("style") === "") container.removeAttribute("style");
  }

  function showFailure(error: unknown): void {
    element.dataset["state"] = "error";
    pageView.showFailure(true);
    // The alert role speaks the visible message; the live region stays quiet so it is not said twice.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    context.log.warn(`${moduleKey}: the page could not be shown; the current page stays (${reason})`);
  }

  /** Reads a reply: the same module's container, or the message of a 404 error page without it. */
  async function parseReply(html: string, errorPage: boolean): Promise<LoadedPage> {
    const fragment = await context.html.toFragment(html);
    const container = findPaginationContainer(fragment, identity);
    if (container !== null) {
      container.remove();
      // The theme drops entrance animations from new pages: their waypoints would never fire here.
      for (const animated of container.querySelectorAll(".et_animated"))
        animated.classList.remove("et_animated");
      return { container, notFound: false };
    }
    if (!errorPage) throw new MissingModuleError(`the reply has no ${moduleKey} module`);
    const message = doc.createElement("div");
    message.className = PAGINATION_CONTAINER_SELECTOR.slice(1);
    message.append(...errorPageContent(fragment));
    return { container: message, notFound: true };
  }

  async function load(url: string, requestSignal: AbortSignal): Promise<LoadedPage> {
    const layoutContent = layoutBlock ? readLayoutContent(view, context) : null;
    let html: string;
    let errorPage = false;
    try {
      html =
        layoutContent === null
          ? await context.ajax.getText(url, { signal: requestSignal })
          : await context.ajax.postForm(
              url,
              { [LAYOUT_CONTENT_FIELD]: layoutContent },
              { signal: requestSignal },
            );
    } catch (error) {
      // Spec 8: a 404 whose body is the theme's error page is still rendered (the theme's own case is a
      // listing shown on the 404 page itself, which is why the current page's body class counts too).
      errorPage =
        error instanceof AjaxStatusError &&
        error.status === 404 &&
        (isErrorPageBody(error.body) || doc.body.classList.contains("error404"));
      if (!errorPage || !(error instanceof AjaxStatusError)) throw error;
      html = error.body;
    }
    return parseReply(html, errorPage);
  }

  function show(container: HTMLElement, key: string, page: LoadedPage | null, fromHistory: boolean): void {
    const current = currentContainer();
    const focusWasInside = current !== null && current.contains(doc.activeElement);
    if (current !== null) {
      if (!cache.has(shownKey)) cache.set(shownKey, current);
      resetFade(current);
      current.replaceWith(container);
    } else {
      element.append(container);
    }
    pageView.showFailure(false);
    pageView.placeAfter(container);
    shownKey = key;
    element.dataset["state"] = "idle";
    element.removeAttribute("aria-busy");
    // Only freshly parsed HTML is news to text enhancers; a cached page was processed when it first came.
    if (page !== null) context.bus.emit("content:inserted", { container, source: "ajax-pagination" });

    const pageNumber = pageNumberOf(key);
    const notFound = page?.notFound ?? container.dataset["notFound"] === "true";
    if (notFound) container.dataset["notFound"] = "true";
    pageView.announce(
      notFound ? notFoundMessage(pageNumber) : shownMessage(pageNumber, countItems(container), identity.kind),
    );
    const target = firstNewContentTarget(container) ?? container;
    if (fromHistory) {
      // The browser restores the scroll position; focus only moves when it was on the page that went away.
      if (focusWasInside) focusWithoutScrolling(target);
      return;
    }
    if (!layoutBlock)
      view.history.pushState(withPageInHistoryState(view.history.state, moduleKey, key), "", key);
    focusWithoutScrolling(target);
    bringTopIntoView();
  }

  /** The theme scrolls to the module's top, 50 px below the fixed header; only when that top is out of view. */
  function bringTopIntoView(): void {
    const headerOffset = fixedTopOffset(doc);
    const top = element.getBoundingClientRect().top;
    if (top >= headerOffset && top <= view.innerHeight - PAGINATION_SCROLL_MARGIN) return;
    void scrollWindowTo(view.scrollY + top - headerOffset - PAGINATION_SCROLL_MARGIN, {
      duration: context.reducedMotion() ? 0 : PAGINATION_SCROLL_MS,
      signal,
    });
  }

  async function navigate(key: string, fromHistory: boolean): Promise<void> {
    if (request !== null && key === pendingKey) return;
    const token = ++generation;
    if (request !== null) {
      request.abort();
      request = null;
      pendingKey = null;
      setLoading(false);
    }
    // The page already shown (a late click on its own link, or Back while the next one was loading).
    if (key === shownKey) return;
    const cached = cache.get(key);
    if (cached !== undefined) {
      show(cached, key, null, fromHistory);
      return;
    }
    const controller = new AbortController();
    request = controller;
    pendingKey = key;
    const stop = (): void => controller.abort();
    signal.addEventListener("abort", stop, { once: true });
    pageView.showFailure(false);
    setLoading(true);
    try {
      const loaded = await load(key, controller.signal);
      if (token !== generation || signal.aborted) return;
      request = null;
      pendingKey = null;
      cache.set(key, loaded.container);
      show(loaded.container, key, loaded, fromHistory);
    } catch (error) {
      if (token !== generation || signal.aborted || isAbortError(error)) return;
      request = null;
      pendingKey = null;
      setLoading(false);
      showFailure(error);
    } finally {
      signal.removeEventListener("abort", stop);
    }
  }

  function onClick(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (link === null || !link.matches(PAGINATION_LINK_SELECTOR)) return;
    if (link.closest(PAGINATED_MODULE_SELECTOR) !== element) return;
    if ((link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return;
    const key = pageKeyOf(link.href, view.location.href);
    // Another site's page cannot be read from here: the browser simply follows the link.
    if (key === null || new URL(key).origin !== view.location.origin) return;
    event.preventDefault();
    void navigate(key, false);
  }

  function onPopState(event: PopStateEvent): void {
    const target = pageInHistoryState(event.state, moduleKey) ?? initialKey;
    if (target === shownKey && request === null) return;
    void navigate(target, true);
  }

  element.addEventListener("click", onClick, { signal });
  if (!layoutBlock) view.addEventListener("popstate", onPopState, { signal });

  return () => {
    controller.abort();
    request?.abort();
  };
}
