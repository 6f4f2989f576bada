import type { ModuleContext } from "../../../boot/types";
import { AjaxParseError, isAbortError } from "../../../core/ajax-errors";
import { describeFeedFailure, fillMessage } from "../../../core/feed-failure";
import { fixedTopOffset, focusWithoutScrolling, scrollWindowTo } from "../../../core/scroll";
import { reportInlineScripts } from "../../../core/script-text";
import {
  CURRENT_BAND_FALLBACK_PX,
  HASH_WRITE_DELAY_MS,
  JUMP_OVERLAP_PX,
  setShown,
  SINGLE_COLUMN_MAX_WIDTH,
  STICKY_HEADER_Z_INDEX,
  TIMELINE_LOAD_LOCK_MS,
  TIMELINE_LOAD_MARGIN_PX,
  TIMELINE_MESSAGES,
  TIMELINE_SCROLL_MS,
} from "./constants";
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
import { monthLabelOf, parseMonth, type MonthParts, type TimelineModel } from "./parse";
import { readOnlyTarget } from "./target";

/** What the status line under the months says; `retry` offers "Try again" and makes it an alert. */
export interface TimelineStatus {
  readonly text: string;
  readonly retry: boolean;
}

/** The island's rendered parts, as the engine drives them. Every call shows its change before it returns. */
export interface TimelineView {
  /** Months the engine has put into `#timeline`: they get their disclosure, collapsed or not. */
  addMonths(months: readonly MonthParts[], collapsed: boolean): void;
  setCollapsed(modules: readonly HTMLElement[], collapsed: boolean, animate: boolean): void;
  showStatus(status: TimelineStatus | null): void;
  announce(text: string): void;
  /** The disclosure button of a month, once rendered. */
  buttonOf(module: HTMLElement): HTMLButtonElement | null;
}

export interface TimelineEngine {
  /** "Try again": the request that failed, once more. */
  retry(): void;
  stop(): void;
}

interface LoadRequest {
  readonly through?: { readonly month?: number; readonly year: number };
  /** Runs once the months are in (or known to be absent). */
  readonly then?: () => void;
}

/**
 * What the timeline does over time, on the server's nodes: older months load when a sentinel after the last
 * month comes within TIMELINE_LOAD_MARGIN_PX of the viewport (an IntersectionObserver, no scroll math; a flag
 * blocks concurrent loads and clears TIMELINE_LOAD_LOCK_MS after each answer), the month being read fills the
 * sticky header, leads the menu and the hash, and the hash and the menu jump to a month. The island renders what
 * it adds (disclosure buttons, status, sentinel, live region); the engine tells it what to show through `view`.
 */
export function startTimelineEngine(
  model: TimelineModel,
  context: ModuleContext,
  sentinel: HTMLElement,
  view: TimelineView,
): TimelineEngine {
  const { timeline, stickyHeader, menu, nav, loader } = model;
  const doc = timeline.ownerDocument;
  const win = doc.defaultView ?? window;
  // Its own controller, so the island's unmount and the module's both remove every listener and request.
  const controller = new AbortController();
  const { signal } = controller;
  if (context.signal.aborted) controller.abort();
  else context.signal.addEventListener("abort", () => controller.abort(), { once: true, signal });
  const nonce = context.config.extra.timeline_nonce;
  if (nonce === "") context.log.warn("EXTRA.timeline_nonce is missing; the site will refuse to load months");
  const warnIncomplete = (module: HTMLElement): void =>
    context.log.warn(
      "a timeline month without .module-head, its title or .posts-list; left as it is",
      module,
    );
  model.incomplete.forEach(warnIncomplete);
  const narrow = win.matchMedia(`(max-width: ${SINGLE_COLUMN_MAX_WIDTH}px)`);
  const topLine = fixedTopOffset(doc);
  const parts = new Map<HTMLElement, MonthParts>(model.months.map((month) => [month.module, month]));

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

  if (loader) setShown(loader, false);
  const setState = (state: "idle" | "loading" | "error" | "complete"): void => {
    timeline.dataset["state"] = state;
  };

  // Which month is being read: the first month crossing a band as tall as a month head just below the top
  // line (the sticky header covers that band). Entering and leaving the band are reported even when a jump
  // skips over whole months, and past the end (or before the start) no month is in it.
  const inBand = new Set<HTMLElement>();
  let currentModule: HTMLElement | null = null;
  let hashTimer: number | null = null;

  const setCollapsed = (targets: readonly HTMLElement[], collapsed: boolean, animate: boolean): void => {
    view.setCollapsed(targets, collapsed, animate);
    if (currentModule !== null && targets.includes(currentModule)) {
      stickyHeader?.classList.toggle("collapsed", collapsed);
    }
  };
  const toggle = (module: HTMLElement): void =>
    setCollapsed([module], !module.classList.contains("collapsed"), true);

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

  const measure = (): void => {
    if (stickyHeader === null) return;
    const rect = timeline.getBoundingClientRect();
    stickyHeader.style.left = `${rect.left}px`;
    stickyHeader.style.width = `${rect.width}px`;
  };

  const updateCurrent = (): void => {
    const next = modules().find((module) => inBand.has(module)) ?? null;
    const changed = next !== currentModule;
    currentModule = next;
    if (stickyHeader !== null) {
      if (next !== null) {
        const monthTitle = stickyHeader.querySelector(".module-title-month");
        const yearTitle = stickyHeader.querySelector(".module-title-year");
        if (monthTitle) monthTitle.textContent = next.querySelector(".module-title-month")?.textContent ?? "";
        if (yearTitle) yearTitle.textContent = next.querySelector(".module-title-year")?.textContent ?? "";
        stickyHeader.classList.toggle("collapsed", next.classList.contains("collapsed"));
      }
      setShown(stickyHeader, next !== null);
    }
    updateMenu(next ?? modules()[0] ?? null);
    if (changed && next !== null) {
      if (hashTimer !== null) win.clearTimeout(hashTimer);
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
    observedHeight = win.innerHeight;
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

  const markComplete = (): void => {
    complete = true;
    setState("complete");
    loads?.unobserve(sentinel);
    view.showStatus({ text: TIMELINE_MESSAGES.complete, retry: false });
    view.announce(TIMELINE_MESSAGES.complete);
  };

  const insertModules = (incoming: readonly HTMLElement[]): MonthParts[] => {
    const added: MonthParts[] = [];
    for (const module of incoming) {
      const month = monthOf(module);
      if (month !== null && moduleFor(month) !== null) continue;
      timeline.insertBefore(module, sentinel);
      const monthParts = parseMonth(module);
      if (monthParts === null) {
        warnIncomplete(module);
        continue;
      }
      parts.set(module, monthParts);
      added.push(monthParts);
    }
    view.addMonths(added, narrow.matches);
    for (const month of added) {
      positions?.observe(month.module);
      context.bus.emit("content:inserted", { container: month.module, source: "timeline" });
    }
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
    view.showStatus(null);
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
          reportInlineScripts(reply, context.log, timeline);
          const fragment = await context.html.toFragment(reply);
          const incoming = [...fragment.querySelectorAll<HTMLElement>(".timeline-module")];
          if (incoming.length === 0)
            throw new AjaxParseError(TIMELINE_ACTION, reply, "no month in the answer");
          askBefore = null;
          const added = insertModules(incoming);
          if (added.length > 0) {
            const names = [added[0], added[added.length - 1]]
              .filter((month): month is MonthParts => month !== undefined)
              .map((month) => monthLabelOf(month.module));
            const months = names[0] === names[1] ? (names[0] ?? "") : names.join(" to ");
            view.announce(fillMessage(TIMELINE_MESSAGES.loaded, { months }));
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
      view.showStatus({
        text: fillMessage(TIMELINE_MESSAGES.failed, { reason: describeFeedFailure(error) }),
        retry: true,
      });
    } finally {
      if (loader) setShown(loader, false);
      timeline.removeAttribute("aria-busy");
      context.disposables.setTimeout(() => {
        if (signal.aborted) return;
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
    const top = anchor.getBoundingClientRect().top + win.scrollY - topLine + JUMP_OVERLAP_PX;
    await scrollWindowTo(top, { duration: context.reducedMotion() ? 0 : TIMELINE_SCROLL_MS, signal });
    if (signal.aborted) return;
    markCurrent(module);
    focusWithoutScrolling(view.buttonOf(module) ?? module);
  };

  const sayNoPosts = (label: string): void => {
    view.announce(fillMessage(TIMELINE_MESSAGES.noPosts, { month: label }));
  };

  const jumpTo = (requested: MonthYear, label: string, writeToHash: boolean): void => {
    // Read-only from here: the arrival may run after a load, and must land on the month asked for.
    const target = readOnlyTarget(requested);
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
    else win.addEventListener("load", run, { once: true, signal });
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
  observePositions();
  win.addEventListener(
    "resize",
    () => {
      if (win.innerHeight !== observedHeight) observePositions();
    },
    { signal, passive: true },
  );

  if (stickyHeader !== null) {
    stickyHeader.setAttribute("aria-hidden", "true");
    Object.assign(stickyHeader.style, {
      position: "fixed",
      top: `${topLine}px`,
      marginTop: "0",
      zIndex: String(STICKY_HEADER_Z_INDEX),
      boxSizing: "border-box",
    } satisfies Partial<CSSStyleDeclaration>);
    setShown(stickyHeader, false);
    stickyHeader.addEventListener(
      "click",
      () => {
        if (currentModule !== null) toggle(currentModule);
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

  // The whole head is clickable, as in the theme; the button inside gives it a keyboard path and a state.
  timeline.addEventListener(
    "click",
    (event) => {
      const head = event.target instanceof Element ? event.target.closest(".module-head") : null;
      const module = head?.parentElement;
      if (!head || !module || !parts.has(module)) return;
      toggle(module);
    },
    { signal },
  );

  if (menu !== null) {
    if (nav !== null && !nav.hasAttribute("role")) {
      nav.setAttribute("role", "navigation");
      nav.setAttribute("aria-label", TIMELINE_MESSAGES.menu);
    }
    if (nav !== null && win.getComputedStyle(nav).position === "static") {
      // The theme kept the menu in view with scroll handlers; sticky positioning does it without script.
      Object.assign(nav.style, { position: "sticky", top: `${topLine}px`, alignSelf: "flex-start" });
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
      if (narrow.matches) setCollapsed([...parts.keys()], true, false);
    },
    { signal },
  );

  return {
    retry() {
      const request = failedRequest ?? {};
      failedRequest = null;
      view.showStatus(null);
      setState("idle");
      void load(request);
    },
    stop() {
      controller.abort();
      stopWatching();
      stopHash();
      positions?.disconnect();
      loads?.disconnect();
      if (hashTimer !== null) win.clearTimeout(hashTimer);
    },
  };
}
