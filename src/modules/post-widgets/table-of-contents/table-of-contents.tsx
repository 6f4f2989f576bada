import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { findSource, parseTableOfContents } from "./parse";
import { TableOfContents } from "./TableOfContents";

export { CURRENT_CLASS } from "./TableOfContents";
export { ABOVE_VIEWPORT_MARGIN, READING_LINE_MARGIN } from "./toc-engine";
export { headingIdOf } from "./parse";

/**
 * A table of contents (spec 4 "Table of contents"): `nav.enhance-toc` with an optional
 * `.enhance-toc__title` heading, listing the headings of the article (`data-source`, a selector; else the
 * post's content) that match `data-headings` (default `h2,h3`), nested by level. A list the server printed
 * (`ol.enhance-toc__list` of `#id` links) is used as it is.
 *
 * - Collapsible: the title holds a disclosure button with an open and a closed icon (`data-icon-open`,
 *   `data-icon-closed`); the list slides in 750 ms (at once with reduced motion); `data-collapsed="on"` starts
 *   it closed.
 * - Sticky on the devices `data-sticky` names; with `data-collapse-when-sticky="on"` it closes when it sticks
 *   (its own sticking, or the theme's sticky module around it) and opens again when it lets go, unless the
 *   visitor toggled it meanwhile.
 * - While reading, the link of the current section is highlighted (`aria-current="location"`), found with an
 *   IntersectionObserver: the last heading that has passed the reading line, 15 % down the viewport.
 * - The keywords it is given (`data-keywords`, separated by commas) are marked with `<mark class="enhance-toc__keyword">`
 *   wherever they stand as whole words in the article's text (any case), text nodes only; unmounting puts the
 *   text back as it was.
 * - A link scrolls to its heading (1 ms per px, 100 to 750 ms; at once with reduced motion), keeping 32 px clear
 *   for the admin bar when the body says a user is logged in (plus `data-offset` and a fixed header), then
 *   moves focus to the heading and writes its `#id` to the address.
 * State: `data-state` open | closed, `data-stuck`, `enhance-toc--closed`, `aria-expanded`, `hidden`.
 *
 * One React root, its container outside the page: the title, the server's list and links, and the headings stay
 * the nodes they are. The island renders what it adds (the button and icon, a list built from the headings, the
 * sticking sentinel) into them through portals, and the behaviour lives in `./toc-engine`.
 */
export const TOC_STATES = ["open", "closed"] as const;

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseTableOfContents(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  for (const warning of parsed.model.warnings) context.log.warn(warning, element);
  let restoreMarks: (() => void) | undefined;
  if (element.dataset["keywords"]) {
    // Its own chunk: only pages whose table names keywords load the highlighting.
    import("./keywords")
      .then(({ markKeywords }) => {
        // The instance's signal is aborted when it unmounts, also before the chunk arrives.
        // The table's own parse has said already what is wrong with a data-source.
        if (!context.signal.aborted)
          restoreMarks = markKeywords(element, findSource(element, element.dataset["source"], []));
      })
      .catch((error: unknown) => context.log.warn("keywords not marked", error));
  }
  const unmountIsland = mountIslandBeside(element, context, () => (
    <TableOfContents model={parsed.model} context={context} />
  ));
  return () => {
    unmountIsland();
    restoreMarks?.();
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
