import type { Cleanup, ModuleContext } from "../../boot/types";
import { AjaxParseError, isAbortError } from "../../core/ajax-errors";
import { slideHeight } from "../../core/motion";
import { fixedTopOffset, focusWithoutScrolling, scrollWindowTo } from "../../core/scroll";
import { createLiveRegion } from "../../forms/submission";
import { describeFeedFailure, fillMessage } from "../../core/feed-failure";
import {
  buildTimelineRequest,
  compareMonths,
  isTimelineComplete,
  monthAfter,
  monthLabel,
  monthYear,
  parseMonthId,
  stepBack,
  TIMELINE_ACTION,
  type MonthYear,
} from "./months";

/**
 * Extra's timeline page template (spec 4 "Timeline", reference 2.1): `.timeline-container` holding
 * `#timeline-sticky-header`, `#timeline` with one `.timeline-module#<month>_<year>` per month, and the side menu
 * `#timeline-menu` of years and months.
 *
 * - Each month's head is a disclosure (a button inside the theme's heading; the whole head stays clickable):
 *   modules collapse and expand, collapsed by default up to SINGLE_COLUMN_MAX_WIDTH. State: the theme's
 *   `collapsed` class, `aria-expanded`, `hidden` on the posts list and `data-state` on the module.
 * - Older months load when a sentinel after the last month comes within TIMELINE_LOAD_MARGIN_PX of the viewport
 *   (an IntersectionObserver, no scroll math); a flag blocks concurrent loads and clears TIMELINE_LOAD_LOCK_MS
 *   after each answer. An empty answer past the menu's oldest month marks the end (`data-state="complete"` on
 *   `#timeline`, said in words); an empty answer before it steps back about six months and asks again.
 * - The month being read fills the sticky header and is the menu's active item; the menu shows the months of
 *   the current year and the other years. Which month is current comes from an IntersectionObserver on the
 *   month heads, so scrolling never runs script that reads layout.
 * - The hash `#timeline|<month>_<year>` (or a plain `#<month>_<year>` not on the page yet), and the menu's
 *   links, jump to a month: the months in between are loaded first, then the page scrolls in
 *   TIMELINE_SCROLL_MS (at once with reduced motion) and focus moves to that month.
 * - Failures are said in words with a "Try again" button; the page keeps everything it has.
 * Every answer goes through the sanitising sink and is announced to the boot with `content:inserted`.
 */
export const TIMELINE_SCROLL_MS = 1000;
export const TIMELINE_LOAD_LOCK_MS = 250;
export const TIMELINE_LOAD_MARGIN_PX = 200;
/** Spec 9 "site theme ... single column 690": modules start collapsed up to this viewport width. */
export const SINGLE_COLUMN_MAX_WIDTH = 690;
/** The theme's collapse slide (jQuery `fast`). */
export const TIMELINE_SLIDE_MS = 200;
/** The theme writes the current month into the hash this long after it changes. */
export const HASH_WRITE_DELAY_MS = 500;
/** A jump lands this far past the month's head, so the month is the one being read. */
export const JUMP_OVERLAP_PX = 2;
/** Height of the band that decides the month being read, when there is no month head to measure. */
export const CURRENT_BAND_FALLBACK_PX = 48;
/** The theme's z-index for the sticky month header. */
export const STICKY_HEADER_Z_INDEX = 100;

export const TIMELINE_MESSAGES = {
  loading: "Loading older posts.",
  loaded: "Older posts loaded: {months}.",
  complete: "You have reached the oldest posts.",
  failed: "Older posts could not be loaded. {reason}",
  retry: "Try again",
  noPosts: "There are no posts from {month}.",
  menu: "Timeline months",
} as const;

/** The head button looks like the heading it sits in; only the box is reset, never the focus outline. */
const HEAD_BUTTON_STYLE: Partial<CSSStyleDeclaration> = {
  display: "inline",
  margin: "0",
  padding: "0",
  border: "0",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  letterSpacing: "inherit",
  lineHeight: "inherit",
  textTransform: "inherit",
  textAlign: "inherit",
  cursor: "pointer",
};

interface MonthParts {
  readonly head: HTMLElement;
  readonly title: HTMLElement;
  readonly list: HTMLElement;
  readonly button: HTMLButtonElement;
  /** Bumped on every toggle, so a slide that finishes late does not undo a newer state. */
  version: number;
}

interface LoadRequest {
  readonly through?: { readonly month?: number; readonly year: number };
  /** Runs once the months are in (or known to be absent). */
  readonly then?: () => void;
}

function setShown(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  if (shown) element.style.removeProperty("display");
  else element.style.display = "none";
}

export function mount(container: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const timeline = container.querySelector<HTMLElement>("#timeline, .timeline");
  if (timeline === null) {
    context.log.warn("no #timeline in the timeline container; left as it is", container);
    return;
  }
  const doc = container.ownerDocument;
  const view = doc.defaultView ?? window;
  const { signal } = context;
  const nonce = context.config.extra.timeline_nonce;
  if (nonce === "") context.log.warn("EXTRA.timeline_nonce is missing; the site will refuse to load months");
  const stickyHeader = container.querySelector<HTMLElement>("#timeline-sticky-header");
  const menu = container.querySelector<HTMLElement>("#timeline-menu, .timeline-menu");
  const nav = menu?.closest<HTMLElement>(".timeline-nav") ?? null;
  const loader = timeline.querySelector<HTMLElement>(":scope > .loader");
  const narrow = view.matchMedia(`(max-width: ${SINGLE_COLUMN_MAX_WIDTH}px)`);
  const topLine = fixedTopOffset(doc);

  const restorers: Array<() => void> = [];
  const setAttribute = (target: Element, name: string, value: string): void => {
    const before = target.getAttribute(name);
    target.setAttribute(name, value);
    restorers.push(() => {
      if (before === null) target.removeAttribute(name);
      else target.setAttribute(name, before);
    });
  };

  const modules = (): HTMLElement[] => [
    ...timeline.querySelectorAll<HTMLElement>(":scope > .timeline-module"),
  ];
  const monthOf = (module: HTMLElement): MonthYear | null =>
    monthYear(module.dataset["month"], module.dataset["year"]) ?? parseMonthId(module.id);
  const moduleFor = (month: MonthYear): HTMLElement | null =>
    modules().find((module) => {
      const own = monthOf(module);
      return own !== null && compareMonths(own, month) === 0;
    }) ?? null;
  const labelOf = (module: HTMLElement): string =>
    [
      module.querySelector(".module-title-month")?.textContent?.trim() ?? "",
      module.querySelector(".module-title-year")?.textContent?.trim() ?? "",
    ]
      .filter(Boolean)
      .join(" ");

  const menuMonthLinks = menu ? [...menu.querySelectorAll<HTMLAnchorElement>("li.month > a")] : [];
  const oldestMenuLink = menuMonthLinks[menuMonthLinks.length - 1];
  const newestMenuLink = menuMonthLinks[0];
  const limit = oldestMenuLink
    ? monthYear(oldestMenuLink.dataset["month"], oldestMenuLink.dataset["year"])
    : null;

  // Where loading starts: the oldest month shown, else the month after the menu's newest.
  const oldestShown = (): MonthYear | null => {
    const shown = modules();
    const last = shown[shown.length - 1];
    if (last !== undefined) return monthOf(last);
    const newest = newestMenuLink
      ? monthYear(newestMenuLink.dataset["month"], newestMenuLink.dataset["year"])
      : null;
    return newest === null ? null : monthAfter(newest);
  };

  const live = createLiveRegion(container);
  const sentinel = doc.createElement("div");
  sentinel.className = "enhance-timeline__sentinel";
  sentinel.setAttribute("aria-hidden", "true");
  sentinel.style.height = "1px";
  const status = doc.createElement("div");
  status.className = "enhance-timeline__status";
  status.hidden = true;
  const statusText = doc.createElement("p");
  status.append(statusText);
  timeline.insertBefore(sentinel, loader);
  timeline.insertBefore(status, loader);
  if (loader) setShown(loader, false);

  const setState = (state: "idle" | "loading" | "error" | "complete"): void => {
    timeline.dataset["state"] = state;
  };

  // Months: disclosure heads.
  const parts = new Map<HTMLElement, MonthParts>();
  let generatedIds = 0;

  const setCollapsed = (module: HTMLElement, collapsed: boolean, animate: boolean): void => {
    const part = parts.get(module);
    if (part === undefined) return;
    part.version += 1;
    const version = part.version;
    module.classList.toggle("collapsed", collapsed);
    module.dataset["state"] = collapsed ? "collapsed" : "expanded";
    part.button.setAttribute("aria-expanded", String(!collapsed));
    if (module === currentModule) stickyHeader?.classList.toggle("collapsed", collapsed);
    const duration = animate && !context.reducedMotion() ? TIMELINE_SLIDE_MS : 0;
    if (collapsed) {
      void slideHeight(part.list, "close", duration).then(() => {
        if (part.version === version) setShown(part.list, false);
      });
    } else {
      setShown(part.list, true);
      void slideHeight(part.list, "open", duration);
    }
  };

  const prepareModule = (module: HTMLElement): void => {
    if (parts.has(module)) return;
    const head = module.querySelector<HTMLElement>(":scope > .module-head");
    const title = head?.querySelector<HTMLElement>(".module-title-month") ?? null;
    const list = module.querySelector<HTMLElement>(":scope > .posts-list");
    if (!head || !title || !list) {
      context.log.warn(
        "a timeline month without .module-head, its title or .posts-list; left as it is",
        module,
      );
      return;
    }
    if (list.id === "") {
      generatedIds += 1;
      list.id = `${module.id || "timeline-month"}-posts-${generatedIds}`;
    }
    const button = doc.createElement("button");
    button.type = "button";
    button.className = "enhance-timeline__toggle";
    Object.assign(button.style, HEAD_BUTTON_STYLE);
    button.append(...title.childNodes);
    title.append(button);
    button.setAttribute("aria-controls", list.id);
    const label = labelOf(module);
    if (label !== "") button.setAttribute("aria-label", label);
    // The theme prints every month as an h1; under the page's own h1 they read as sections of it.
    title.setAttribute("aria-level", "2");
    parts.set(module, { head, title, list, button, version: 0 });
    setCollapsed(module, narrow.matches, false);
    positions?.observe(module);
  };

  const unprepareModule = (part: MonthParts): void => {
    part.title.append(...part.button.childNodes);
    part.button.remove();
    part.title.removeAttribute("aria-level");
  };

  // Which month is being read: the first month crossing a band as tall as a month head just below the top
  // line (the sticky header covers that band). Entering and leaving the band are reported even when a jump
  // skips over whole months, and past the end (or before the start) no month is in it.
  const inBand = new Set<HTMLElement>();
  let currentModule: HTMLElement | null = null;
  let hashTimer: number | null = null;

  const writeHash = (module: HTMLElement): void => {
    if (timeline.id === "" || module.id === "") return;
    context.router.write(timeline.id, [module.id]);
  };

  const updateMenu = (active: HTMLElement | null): void => {
    if (menu === null) return;
    const activeMonth = active ? monthOf(active) : null;
    const year = activeMonth?.year ?? (active ? Number(active.dataset["year"]) : NaN);
    for (const item of menu.querySelectorAll<HTMLElement>(":scope > li")) {
      const link = item.querySelector<HTMLAnchorElement>("a");
      const itemYear = Number(link?.dataset["year"]);
      const sameYear = Number.isFinite(year) && itemYear === year;
      if (item.classList.contains("year")) setShown(item, !sameYear);
      else if (item.classList.contains("month")) {
        setShown(item, sameYear);
        const month = link ? monthYear(link.dataset["month"], link.dataset["year"]) : null;
        const isActive = month !== null && activeMonth !== null && compareMonths(month, activeMonth) === 0;
        item.classList.toggle("active", isActive);
        if (isActive) link?.setAttribute("aria-current", "location");
        else link?.removeAttribute("aria-current");
      }
    }
  };

  let stickyGeometry: { left: number; width: number } | null = null;
  const placeStickyHeader = (): void => {
    if (stickyHeader === null || stickyGeometry === null) return;
    stickyHeader.style.left = `${stickyGeometry.left}px`;
    stickyHeader.style.width = `${stickyGeometry.width}px`;
  };
  const measure = (): void => {
    const rect = timeline.getBoundingClientRect();
    stickyGeometry = { left: rect.left, width: rect.width };
    placeStickyHeader();
  };

  const updateCurrent = (): void => {
    const next = modules().find((module) => inBand.has(module)) ?? null;
    const changed = next !== currentModule;
    currentModule = next;
    if (stickyHeader !== null) {
      const shown = next !== null;
      if (shown && next !== null) {
        const monthTitle = stickyHeader.querySelector(".module-title-month");
        const yearTitle = stickyHeader.querySelector(".module-title-year");
        if (monthTitle) monthTitle.textContent = next.querySelector(".module-title-month")?.textContent ?? "";
        if (yearTitle) yearTitle.textContent = next.querySelector(".module-title-year")?.textContent ?? "";
        stickyHeader.classList.toggle("collapsed", next.classList.contains("collapsed"));
      }
      setShown(stickyHeader, shown);
    }
    updateMenu(next ?? modules()[0] ?? null);
    if (changed && next !== null) {
      if (hashTimer !== null) view.clearTimeout(hashTimer);
      const module = next;
      hashTimer = context.disposables.setTimeout(() => {
        hashTimer = null;
        if (currentModule === module) writeHash(module);
      }, HASH_WRITE_DELAY_MS);
    }
  };

  const firstHead = timeline.querySelector<HTMLElement>(".timeline-module > .module-head");
  const bandHeight = Math.max(1, firstHead?.offsetHeight ?? 0) || CURRENT_BAND_FALLBACK_PX;
  let positions: IntersectionObserver | null = null;
  let observedHeight = 0;
  // The band's bottom margin depends on the viewport height, so the observer is rebuilt when that changes.
  const observePositions = (): void => {
    if (typeof IntersectionObserver !== "function") return;
    observedHeight = view.innerHeight;
    positions?.disconnect();
    inBand.clear();
    const below = Math.max(0, observedHeight - topLine - bandHeight);
    positions = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const module = entry.target as HTMLElement;
          if (entry.isIntersecting) inBand.add(module);
          else inBand.delete(module);
        }
        updateCurrent();
      },
      { rootMargin: `-${topLine}px 0px -${below}px 0px`, threshold: 0 },
    );
    for (const module of parts.keys()) positions.observe(module);
  };

  // Loading older months.
  let loading = false;
  let complete = false;
  let failedRequest: LoadRequest | null = null;
  let queued: LoadRequest | null = null;
  // Set after an empty answer that was not the end: the month the next request asks before.
  let askBefore: MonthYear | null = null;

  const showStatus = (text: string | null, retry: boolean): void => {
    statusText.textContent = text ?? "";
    status.querySelector("button")?.remove();
    if (retry) {
      const button = doc.createElement("button");
      button.type = "button";
      button.className = "enhance-timeline__retry";
      button.textContent = TIMELINE_MESSAGES.retry;
      button.addEventListener(
        "click",
        () => {
          const request = failedRequest ?? {};
          failedRequest = null;
          showStatus(null, false);
          setState("idle");
          void load(request);
        },
        { signal },
      );
      status.append(button);
    }
    status.setAttribute("role", retry ? "alert" : "status");
    status.hidden = text === null;
  };

  const markComplete = (): void => {
    complete = true;
    setState("complete");
    loads?.unobserve(sentinel);
    showStatus(TIMELINE_MESSAGES.complete, false);
    live.announce(TIMELINE_MESSAGES.complete);
  };

  const insertModules = (incoming: readonly HTMLElement[]): HTMLElement[] => {
    const added: HTMLElement[] = [];
    for (const module of incoming) {
      const month = monthOf(module);
      if (month !== null && moduleFor(month) !== null) continue;
      timeline.insertBefore(module, sentinel);
      prepareModule(module);
      added.push(module);
    }
    for (const module of added)
      context.bus.emit("content:inserted", { container: module, source: "timeline" });
    return added;
  };

  const recheckSentinel = (): void => {
    if (loads === null || complete || failedRequest !== null) return;
    // A fresh observation reports the sentinel's state now, even when it never left the viewport.
    loads.unobserve(sentinel);
    loads.observe(sentinel);
  };

  const load = async (request: LoadRequest = {}): Promise<void> => {
    if (loading) {
      // A jump asked for during a load runs after it; a second automatic load is simply not needed.
      if (request.then !== undefined) queued = request;
      return;
    }
    if (complete) {
      request.then?.();
      return;
    }
    let last = askBefore ?? oldestShown();
    if (last === null) {
      markComplete();
      request.then?.();
      return;
    }
    loading = true;
    setState("loading");
    if (loader) setShown(loader, true);
    timeline.setAttribute("aria-busy", "true");
    showStatus(null, false);
    let succeeded = false;
    try {
      for (;;) {
        const reply = await context.ajax.postAction(
          TIMELINE_ACTION,
          buildTimelineRequest({ nonce, last, ...(request.through ? { through: request.through } : {}) }),
          undefined,
          { signal },
        );
        if (reply.trim() !== "") {
          const fragment = await context.html.toFragment(reply);
          const incoming = [...fragment.querySelectorAll<HTMLElement>(".timeline-module")];
          if (incoming.length === 0)
            throw new AjaxParseError(TIMELINE_ACTION, reply, "no month in the answer");
          askBefore = null;
          const added = insertModules(incoming);
          if (added.length > 0) {
            const names = [added[0], added[added.length - 1]]
              .filter((module): module is HTMLElement => module !== undefined)
              .map(labelOf);
            const months = names[0] === names[1] ? (names[0] ?? "") : names.join(" to ");
            live.announce(fillMessage(TIMELINE_MESSAGES.loaded, { months }));
          }
          setState("idle");
          break;
        }
        if (request.through !== undefined) {
          // Nothing between the asked-for month and the oldest shown: the next load starts below it.
          askBefore = { month: request.through.month ?? 1, year: request.through.year };
          setState("idle");
          break;
        }
        if (isTimelineComplete(last, limit)) {
          markComplete();
          break;
        }
        last = stepBack(last);
        askBefore = last;
      }
      succeeded = true;
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      failedRequest = request;
      setState("error");
      context.log.warn("older timeline months could not be loaded", error);
      showStatus(fillMessage(TIMELINE_MESSAGES.failed, { reason: describeFeedFailure(error) }), true);
    } finally {
      if (loader) setShown(loader, false);
      timeline.removeAttribute("aria-busy");
      context.disposables.setTimeout(() => {
        loading = false;
        const next = queued;
        queued = null;
        if (next !== null) void load(next);
        else recheckSentinel();
      }, TIMELINE_LOAD_LOCK_MS);
    }
    if (succeeded) request.then?.();
  };

  const loads =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting) && !complete && failedRequest === null) {
              void load();
            }
          },
          { rootMargin: `0px 0px ${TIMELINE_LOAD_MARGIN_PX}px 0px` },
        )
      : null;

  /**
   * After a jump the target is the month being read. Entries the observer computed during the scroll may still
   * be queued and would undo that, so they are dropped and every month is observed afresh.
   */
  const markCurrent = (target: HTMLElement): void => {
    positions?.takeRecords();
    inBand.clear();
    inBand.add(target);
    updateCurrent();
    for (const module of parts.keys()) {
      positions?.unobserve(module);
      positions?.observe(module);
    }
  };

  // Jumps: menu links, the hash.
  const scrollToModule = async (module: HTMLElement): Promise<void> => {
    // The head, not the module's border above it, is what must pass the line to make the month current.
    const anchor = parts.get(module)?.head ?? module;
    const top = anchor.getBoundingClientRect().top + view.scrollY - topLine + JUMP_OVERLAP_PX;
    await scrollWindowTo(top, { duration: context.reducedMotion() ? 0 : TIMELINE_SCROLL_MS, signal });
    if (signal.aborted) return;
    markCurrent(module);
    focusWithoutScrolling(parts.get(module)?.button ?? module);
  };

  const sayNoPosts = (label: string): void => {
    const text = fillMessage(TIMELINE_MESSAGES.noPosts, { month: label });
    live.announce(text);
  };

  const jumpTo = (target: MonthYear, label: string, writeToHash: boolean): void => {
    const arrive = (): void => {
      const module = moduleFor(target);
      if (module === null) {
        sayNoPosts(label);
        return;
      }
      if (writeToHash) writeHash(module);
      void scrollToModule(module);
    };
    const oldest = oldestShown();
    if (moduleFor(target) !== null || oldest === null || compareMonths(target, oldest) >= 0) {
      arrive();
      return;
    }
    void load({ through: { month: target.month, year: target.year }, then: arrive });
  };

  const jumpToYear = (year: number): void => {
    const firstOfYear = (): HTMLElement | null =>
      modules().find((module) => monthOf(module)?.year === year) ?? null;
    const arrive = (): void => {
      const module = firstOfYear();
      if (module === null) {
        sayNoPosts(String(year));
        return;
      }
      writeHash(module);
      void scrollToModule(module);
    };
    const oldest = oldestShown();
    if (firstOfYear() !== null || oldest === null || oldest.year <= year) {
      arrive();
      return;
    }
    void load({ through: { year }, then: arrive });
  };

  const afterPageLoad = (run: () => void): void => {
    // Positions are final only once images and fonts are in.
    if (doc.readyState === "complete") run();
    else view.addEventListener("load", run, { once: true, signal });
  };

  const jumpFromHash = (value: string): void => {
    const target = parseMonthId(value);
    if (target === null) {
      context.log.warn(`the timeline hash "${value}" names no month (expected <month>_<year>)`, timeline);
      return;
    }
    afterPageLoad(() => jumpTo(target, monthLabel(target), false));
  };

  // Wiring.
  for (const module of modules()) prepareModule(module);
  observePositions();
  view.addEventListener(
    "resize",
    () => {
      if (view.innerHeight !== observedHeight) observePositions();
    },
    { signal, passive: true },
  );

  if (stickyHeader !== null) {
    setAttribute(stickyHeader, "aria-hidden", "true");
    const styles: Partial<CSSStyleDeclaration> = {
      position: "fixed",
      top: `${topLine}px`,
      marginTop: "0",
      zIndex: String(STICKY_HEADER_Z_INDEX),
      boxSizing: "border-box",
    };
    Object.assign(stickyHeader.style, styles);
    setShown(stickyHeader, false);
    stickyHeader.addEventListener(
      "click",
      () => {
        if (currentModule !== null)
          setCollapsed(currentModule, !currentModule.classList.contains("collapsed"), true);
      },
      { signal },
    );
    if (typeof ResizeObserver === "function") {
      const resize = new ResizeObserver(() => measure());
      resize.observe(timeline);
      resize.observe(doc.documentElement);
      context.disposables.add(() => resize.disconnect());
    } else {
      measure();
    }
  }

  timeline.addEventListener(
    "click",
    (event) => {
      const head = event.target instanceof Element ? event.target.closest(".module-head") : null;
      const module = head?.parentElement;
      if (!head || !module || !parts.has(module)) return;
      setCollapsed(module, !module.classList.contains("collapsed"), true);
    },
    { signal },
  );

  if (menu !== null) {
    if (nav !== null && !nav.hasAttribute("role")) {
      setAttribute(nav, "role", "navigation");
      setAttribute(nav, "aria-label", TIMELINE_MESSAGES.menu);
    }
    if (nav !== null && view.getComputedStyle(nav).position === "static") {
      // The theme kept the menu in view with scroll handlers; sticky positioning does it without script.
      Object.assign(nav.style, { position: "sticky", top: `${topLine}px`, alignSelf: "flex-start" });
      restorers.push(() => {
        nav.style.removeProperty("position");
        nav.style.removeProperty("top");
        nav.style.removeProperty("align-self");
      });
    }
    menu.addEventListener(
      "click",
      (event) => {
        const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a") : null;
        if (link === null || !menu.contains(link)) return;
        event.preventDefault();
        const month = monthYear(link.dataset["month"], link.dataset["year"]);
        if (month !== null) {
          jumpTo(month, monthLabel(month), true);
          return;
        }
        const year = Number(link.dataset["year"]);
        if (Number.isInteger(year)) jumpToYear(year);
      },
      { signal },
    );
  }

  setState("idle");
  updateCurrent();
  loads?.observe(sentinel);

  const stopWatching =
    timeline.id === ""
      ? () => undefined
      : context.router.watch(timeline, (params) => {
          const [value] = params;
          if (value !== undefined && value !== "") jumpFromHash(value);
        });
  const stopHash = context.router.onHash((_hash, entries) => {
    const [only] = entries;
    if (entries.length !== 1 || only === undefined || only.params.length > 0) return;
    // A month already on the page is scrolled to by the hash router like any anchor.
    if (parseMonthId(only.id) === null || doc.getElementById(only.id) !== null) return;
    jumpFromHash(only.id);
  });

  narrow.addEventListener(
    "change",
    () => {
      // Crossing into the single column collapses the months again, as the theme lays them out there.
      if (narrow.matches) for (const module of parts.keys()) setCollapsed(module, true, false);
    },
    { signal },
  );

  return () => {
    stopWatching();
    stopHash();
    positions?.disconnect();
    loads?.disconnect();
    for (const part of parts.values()) unprepareModule(part);
    parts.clear();
    sentinel.remove();
    status.remove();
    live.element.remove();
    timeline.removeAttribute("aria-busy");
    if (stickyHeader !== null) {
      for (const property of ["position", "top", "margin-top", "z-index", "box-sizing", "left", "width"]) {
        stickyHeader.style.removeProperty(property);
      }
    }
    for (const restore of restorers.reverse()) restore();
    delete timeline.dataset["state"];
  };
}
