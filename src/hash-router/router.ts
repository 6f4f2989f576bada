import type { Bus } from "../core/bus";
import { ANCHOR_SCROLL_MS, NOTICE_SCROLL_MS, scrollToElement } from "../core/scroll";
import { formatHash, parseHash, stripHash, upsertEntry } from "./grammar";
import type { HashEntry, HashHandler, HashParamsHandler, HashRouter } from "./types";

export interface HashRouterOptions {
  view?: Window;
  bus?: Bus;
}

export interface StartableHashRouter extends HashRouter {
  /** Listens for hash changes and in-page link clicks; returns a function that removes every listener. */
  start(): () => void;
}

const NOTICE_SELECTOR =
  ".woocommerce-notices-wrapper, .woocommerce-error, .woocommerce-message, .woocommerce-info";
const REVIEWS_TAB_SELECTOR = ".woocommerce-tabs #tab-title-reviews a, .woocommerce-tabs .reviews_tab a";

export function createHashRouter({ view = window, bus }: HashRouterOptions = {}): StartableHashRouter {
  const doc = view.document;
  const watchers = new Map<Element, Set<HashParamsHandler>>();
  const hashHandlers = new Set<HashHandler>();
  // Set while the router clicks the reviews tab itself, so that synthetic click is not taken for an anchor link.
  let clickingReviewsTab = false;

  const current = (): string => stripHash(view.location.hash);
  // The boot asks once per scanned element; the hash is parsed once per change, not once per question.
  let parsedHash: string | null = null;
  let parsedEntries: readonly HashEntry[] = [];
  const entries = (): readonly HashEntry[] => {
    const hash = current();
    if (hash !== parsedHash) {
      parsedHash = hash;
      parsedEntries = parseHash(hash);
    }
    return parsedEntries;
  };
  const paramsFor = (element: Element): readonly string[] | undefined =>
    element.id ? entries().find((entry) => entry.id === element.id)?.params : undefined;

  // One module's failing handler must not keep the hash from reaching the others.
  const safely = (run: () => void): void => {
    try {
      run();
    } catch (error) {
      if (view.reportError) view.reportError(error);
      else console.error(error);
    }
  };

  const dispatch = (): void => {
    const hash = current();
    const list = entries();
    bus?.emit("hash:change", { entries: list });
    for (const handler of hashHandlers) safely(() => handler(hash, list));
    for (const { id, params } of list) {
      // By id only: the hash is never turned into a selector.
      const element = doc.getElementById(id);
      if (!element) continue;
      for (const handler of watchers.get(element) ?? []) safely(() => handler(params));
      element.dispatchEvent(new CustomEvent("et_hashchange", { detail: { params }, bubbles: false }));
    }
  };

  const followInPageLink = (event: MouseEvent): void => {
    if (clickingReviewsTab || event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const linkTarget = link?.getAttribute("target");
    if (!link || (linkTarget && linkTarget !== "_self") || link.hasAttribute("download")) return;
    // Resolved from the attribute so SVG links (whose `href` is not a string) work the same.
    const url = attempt(() => new URL(link.getAttribute("href") ?? "", doc.baseURI));
    const { location } = view;
    if (!url || url.origin !== location.origin || url.pathname !== location.pathname) return;
    if (url.search !== location.search || url.hash.length < 2) return;
    const encoded = url.hash.slice(1);
    const fragment = attempt(() => decodeURIComponent(encoded)) ?? encoded;
    // A module deep link: the browser sets the hash and the hashchange listener dispatches it; then the first
    // module it names is brought into view, as a visitor who clicked a link to it expects.
    if (fragment.includes("|")) {
      if (url.hash !== location.hash) {
        view.addEventListener("hashchange", () => scrollToFirstNamedModule(), { once: true });
      }
      return;
    }
    const target = doc.getElementById(fragment) ?? doc.getElementsByName(fragment)[0];
    if (!target) return;
    if (fragment === "reviews") {
      clickingReviewsTab = true;
      doc.querySelector<HTMLElement>(REVIEWS_TAB_SELECTOR)?.click();
      clickingReviewsTab = false;
    }
    event.preventDefault();
    view.history.pushState(view.history.state, "", url.hash);
    // pushState fires no hashchange, yet watchers and onHash handlers are promised every change.
    dispatch();
    void scrollToElement(target, {
      duration: target.closest(NOTICE_SELECTOR) ? NOTICE_SCROLL_MS : ANCHOR_SCROLL_MS,
    });
  };

  const scrollToFirstNamedModule = (): void => {
    const element = entries()
      .map((entry) => doc.getElementById(entry.id))
      .find((candidate) => candidate !== null);
    if (element) void scrollToElement(element, { duration: ANCHOR_SCROLL_MS });
  };

  const start = (): (() => void) => {
    const controller = new AbortController();
    const { signal } = controller;
    view.addEventListener("hashchange", dispatch, { signal });
    doc.addEventListener("click", followInPageLink, { signal });
    const list = entries();
    if (list.length > 0) {
      // The theme starts deep-linked pages at the top and scrolls itself once the page has loaded.
      view.history.scrollRestoration = "manual";
      view.scrollTo(0, 0);
      dispatch();
      const [only] = list;
      if (list.length === 1 && only?.params.length === 0) {
        // Looked up after load: when started early, the anchor may not be parsed yet.
        const scrollToAnchor = (): void => {
          const anchor = doc.getElementById(only.id);
          // Modules handle their own entry (opening a tab, a toggle); only plain anchors are scrolled to.
          if (anchor && !anchor.classList.contains("et_pb_module")) {
            void scrollToElement(anchor, { duration: ANCHOR_SCROLL_MS });
          }
        };
        if (doc.readyState === "complete") scrollToAnchor();
        else view.addEventListener("load", scrollToAnchor, { once: true, signal });
      }
    }
    return () => controller.abort();
  };

  return {
    entries,
    current,
    start,
    watch(element, handler) {
      let handlers = watchers.get(element);
      if (!handlers) watchers.set(element, (handlers = new Set()));
      handlers.add(handler);
      const params = paramsFor(element);
      if (params) handler(params);
      return () => {
        handlers.delete(handler);
        if (handlers.size === 0 && watchers.get(element) === handlers) watchers.delete(element);
      };
    },
    onHash(handler) {
      hashHandlers.add(handler);
      const hash = current();
      if (hash) handler(hash, entries());
      return () => void hashHandlers.delete(handler);
    },
    write(id, params) {
      const moduleId = stripParam(id);
      if (!moduleId) return;
      const hash = formatHash(upsertEntry(entries(), moduleId, params.map(stripParam)));
      const { pathname, search } = view.location;
      // replaceState moves neither the scroll position nor focus, and fires no hashchange.
      view.history.replaceState(view.history.state, "", `${pathname}${search}#${hash}`);
    },
  };
}

/** An id or param may not hold a bar: it would split the entry. */
const stripParam = (value: string): string => value.replace(/[^\w-]/g, "");

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
