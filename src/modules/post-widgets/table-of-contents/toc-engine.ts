import type { ModuleContext } from "../../../boot/types";
import { slideHeight } from "../../../core/motion";
import { focusWithoutScrolling, scrollWindowTo } from "../../../core/scroll";
import { TOC_ANIMATION_MS, adminBarOffset, currentSection, readOffset, scrollDuration } from "./outline";
import type { TocModel } from "./parse";

/**
 * The reading line sits 15 % down the viewport (the observer's bottom margin); its root reaches far above the
 * viewport, so a heading is "reached" while it is anywhere above the line, and a jump back up (Home, a link)
 * is reported like a slow scroll.
 */
export const READING_LINE_MARGIN = "-85%";
export const ABOVE_VIEWPORT_MARGIN = "100000px";
const FIXED_HEADER_SELECTORS = ["#main-header", "#top-header"];

/** What the table shows; the island renders each change before the call returns. */
export interface TocView {
  showOpen(open: boolean): void;
  /** `hidden` on the list: set once it has slid closed, cleared before it slides open. */
  showPanelHidden(hidden: boolean): void;
  /** The entry being read, -1 for none. */
  showCurrent(index: number): void;
  showStuck(stuck: boolean): void;
  /** Whether the table sticks on the current device. */
  showSticks(sticks: boolean): void;
}

export interface TocParts {
  /** The list: the server's or the one the island rendered. */
  readonly panel: HTMLElement;
  /** The element just before the table that tells when it sticks; only when it may stick. */
  readonly sentinel: HTMLElement | null;
  /** The entry a link of the table leads to, -1 for an element that is not one of its links. */
  indexOfLink(link: Element): number;
}

export interface TocEngine {
  /** The visitor's toggle: opens or closes, and stops the sticking from reopening it. */
  toggle(): void;
  stop(): void;
}

/** Space kept above a heading and above the stuck table: the admin bar and `data-offset`. */
export function stickyOffset(host: HTMLElement): number {
  return adminBarOffset(document.body.classList) + readOffset(host.dataset["offset"]);
}

function fixedHeaderHeight(): number {
  let height = 0;
  for (const selector of FIXED_HEADER_SELECTORS) {
    const header = document.querySelector<HTMLElement>(selector);
    if (header && getComputedStyle(header).position === "fixed") height += header.offsetHeight;
  }
  return height;
}

/**
 * The table's behaviour: the disclosure's slide, the current section while reading, following a link, and
 * sticking. Observers and listeners live here, stopped by `stop`; every state it decides goes to the view.
 */
export function startTocEngine(
  model: TocModel,
  context: ModuleContext,
  { panel, sentinel, indexOfLink }: TocParts,
  view: TocView,
): TocEngine {
  const { host, entries } = model;
  // Aborted on stop or with the instance (AbortSignal.any is newer than the browsers the product supports).
  const stopping = new AbortController();
  const { signal } = stopping;
  if (context.signal.aborted) stopping.abort();
  else context.signal.addEventListener("abort", () => stopping.abort(), { once: true, signal });
  const stops: (() => void)[] = [];
  const duration = (): number => (context.reducedMotion() ? 0 : TOC_ANIMATION_MS);

  let open = model.startsOpen;
  let animation = 0;
  let autoCollapsed = false;
  const setOpen = async (next: boolean): Promise<void> => {
    if (next === open) return;
    open = next;
    const run = (animation += 1);
    view.showOpen(next);
    if (next) {
      view.showPanelHidden(false);
      await slideHeight(panel, "open", duration());
    } else {
      await slideHeight(panel, "close", duration());
      if (run === animation && !open && !signal.aborted) view.showPanelHidden(true);
    }
  };

  // Current section while reading.
  const reached = entries.map(() => false);
  let current = -1;
  const highlight = (index: number): void => {
    if (index === current) return;
    current = index;
    view.showCurrent(index);
  };
  if (typeof IntersectionObserver === "function") {
    const indexOf = new Map(entries.map((entry, index) => [entry.heading as Element, index]));
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          const index = indexOf.get(record.target);
          if (index === undefined) continue;
          reached[index] = record.isIntersecting;
        }
        highlight(currentSection(reached));
      },
      { rootMargin: `${ABOVE_VIEWPORT_MARGIN} 0px ${READING_LINE_MARGIN} 0px`, threshold: 0 },
    );
    for (const entry of entries) observer.observe(entry.heading);
    stops.push(() => observer.disconnect());
  }

  // Following a link: our own scroll, so the page's anchor handler leaves it alone.
  host.addEventListener(
    "click",
    (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const index = link ? indexOfLink(link) : -1;
      const entry = entries[index];
      if (!entry) return;
      event.preventDefault();
      const offset = stickyOffset(host) + fixedHeaderHeight();
      const top = entry.heading.getBoundingClientRect().top + window.scrollY - offset;
      const distance = top - window.scrollY;
      highlight(index);
      history.pushState(history.state, "", `#${entry.id}`);
      void scrollWindowTo(top, {
        duration: context.reducedMotion() ? 0 : scrollDuration(distance),
        signal,
      }).then(() => {
        if (!signal.aborted) focusWithoutScrolling(entry.heading);
      });
    },
    { signal },
  );

  // Sticking: on the devices data-sticky names, by CSS; "stuck" is watched, never polled on scroll.
  let sticks = false;
  let stuckByCss = false;
  let stuckByTheme = false;
  let stuck = false;
  const updateStuck = (): void => {
    const next = stuckByCss || stuckByTheme;
    if (next === stuck) return;
    stuck = next;
    view.showStuck(stuck);
    if (!model.collapseWhenSticky) return;
    if (stuck && open) {
      autoCollapsed = true;
      void setOpen(false);
    } else if (!stuck && autoCollapsed) {
      autoCollapsed = false;
      void setOpen(true);
    }
  };
  const applySticky = (): void => {
    sticks = model.stickyDevices.has(context.device());
    view.showSticks(sticks);
    if (sticks) return;
    stuckByCss = false;
    updateStuck();
  };
  if (model.stickyDevices.size > 0) {
    applySticky();
    context.bus.on("device:change", applySticky);
    stops.push(() => context.bus.off("device:change", applySticky));
    if (sentinel && typeof IntersectionObserver === "function") {
      const observer = new IntersectionObserver(
        ([record]) => {
          if (!record) return;
          const lineTop = record.rootBounds?.top ?? 0;
          stuckByCss = sticks && !record.isIntersecting && record.boundingClientRect.top < lineTop;
          updateStuck();
        },
        { rootMargin: `${-(stickyOffset(host) + 1)}px 0px 0px 0px`, threshold: 0 },
      );
      observer.observe(sentinel);
      stops.push(() => observer.disconnect());
    }
  }
  const themeSticky = host.closest(".et_pb_sticky_module");
  if (themeSticky && typeof MutationObserver === "function") {
    const check = (): void => {
      stuckByTheme = themeSticky.classList.contains("et_pb_sticky");
      updateStuck();
    };
    const observer = new MutationObserver(check);
    observer.observe(themeSticky, { attributes: true, attributeFilter: ["class"] });
    check();
    stops.push(() => observer.disconnect());
  }

  return {
    toggle() {
      autoCollapsed = false;
      void setOpen(!open);
    },
    stop() {
      animation += 1;
      stopping.abort();
      for (const stop of stops.reverse()) stop();
    },
  };
}
