import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { SINGLE_COLUMN_MAX_WIDTH } from "./constants";
import { parseTimeline } from "./parse";
import { rememberServerMarkup } from "./server-markup";
import { TimelineRoot } from "./TimelineRoot";

export {
  HASH_WRITE_DELAY_MS,
  SINGLE_COLUMN_MAX_WIDTH,
  TIMELINE_LOAD_LOCK_MS,
  TIMELINE_LOAD_MARGIN_PX,
  TIMELINE_MESSAGES,
  TIMELINE_SCROLL_MS,
} from "./constants";

/**
 * Extra's timeline page template (spec 4 "Timeline", reference 2.1): `.timeline-container` holding
 * `#timeline-sticky-header`, `#timeline` with one `.timeline-module#<month>_<year>` per month, and the side menu
 * `#timeline-menu` of years and months. One React root; every server node stays the node it was.
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
export function mount(container: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseTimeline(container);
  const restoreMarkup = parsed.ok ? rememberServerMarkup(parsed.model) : () => undefined;
  const view = container.ownerDocument.defaultView ?? window;
  const startCollapsed = view.matchMedia(`(max-width: ${SINGLE_COLUMN_MAX_WIDTH}px)`).matches;
  const unmountIsland = mountParsedIsland(container, context, parsed, (model) => (
    <TimelineRoot model={model} context={context} startCollapsed={startCollapsed} />
  ));
  if (!unmountIsland) return;
  return () => {
    unmountIsland();
    restoreMarkup();
  };
}
