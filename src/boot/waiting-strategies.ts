import { ABOVE_THE_LINE_MARGIN, START_LINE } from "../core/reading-line";
import type { StrategyRunner } from "./strategies";
import type { Strategy } from "./types";

/**
 * The strategies that wait for an interaction, a media query, the reader or the first scroll; the runtime carries
 * them (see strategies.ts).
 */

const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart", "keydown"] as const;

const interaction: StrategyRunner = (element, _definition, start, signal) => {
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort());
  const begin = (): void => {
    controller.abort();
    start();
  };
  for (const type of INTERACTION_EVENTS) {
    element.addEventListener(type, begin, { once: true, passive: true, signal: controller.signal });
  }
};

const media: StrategyRunner = (_element, definition, start, signal) => {
  const query = window.matchMedia(definition.media ?? "all");
  if (query.matches) {
    start();
    return;
  }
  const onChange = (): void => {
    if (!query.matches) return;
    query.removeEventListener("change", onChange);
    start();
  };
  query.addEventListener("change", onChange);
  signal.addEventListener("abort", () => query.removeEventListener("change", onChange));
};

/**
 * Whether the page ends too soon for an element whose top is `top` px below the window's to ever rise above the
 * start line: the document cannot scroll far enough. Read in an IntersectionObserver's report, where the layout
 * is fresh, so it forces none.
 */
function cannotRiseToTheLine(top: number): boolean {
  const scroller = document.scrollingElement ?? document.documentElement;
  const furtherDown = Math.max(0, scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop);
  return top - furtherDown > window.innerHeight * START_LINE;
}

/**
 * Mounts when the reader reaches the element: once part of it is above the line 65 % down the window, or once
 * all of it is on screen where the page ends before it could rise that far. For a module that itself waits for
 * that moment (a circle counter starts its count there), mounting earlier only spends the page's first seconds
 * on a root, a chunk and a drawing the reader is not looking at yet.
 */
const reached: StrategyRunner = (element, _definition, start, signal) => {
  const observers: IntersectionObserver[] = [];
  const stop = (): void => observers.forEach((observer) => observer.disconnect());
  const begin = (): void => {
    stop();
    start();
  };
  observers.push(
    new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) begin();
      },
      { rootMargin: ABOVE_THE_LINE_MARGIN },
    ),
    new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry?.isIntersecting && entry.intersectionRatio >= 1) {
          if (cannotRiseToTheLine(entry.boundingClientRect.top)) begin();
        }
      },
      { threshold: 1 },
    ),
  );
  for (const observer of observers) observer.observe(element);
  signal.addEventListener("abort", stop, { once: true });
};

/**
 * Mounts once the page scrolls, or at the first layout where it has scrolled already (a reload that kept its
 * place, a link to a part further down): for a module that shows nothing while the page is at its top, the
 * back-to-top button, whose chunk and root a visitor who never scrolls then never pays for. The scroll position is
 * read in an IntersectionObserver's first report, which comes after a layout, so reading it forces none.
 */
const scrolled: StrategyRunner = (element, _definition, start, signal) => {
  const waiting = new AbortController();
  const begin = (): void => {
    waiting.abort();
    start();
  };
  const firstLayout = new IntersectionObserver(() => {
    firstLayout.disconnect();
    if (!waiting.signal.aborted && window.scrollY > 0) begin();
  });
  waiting.signal.addEventListener("abort", () => firstLayout.disconnect(), { once: true });
  signal.addEventListener("abort", () => waiting.abort(), { once: true });
  firstLayout.observe(element);
  window.addEventListener("scroll", begin, { once: true, passive: true, signal: waiting.signal });
};

export const waitingStrategies: Partial<Record<Strategy, StrategyRunner>> = {
  interaction,
  media,
  reached,
  scrolled,
};
