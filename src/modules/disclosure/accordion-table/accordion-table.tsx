import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { AccordionTable } from "./AccordionTable";
import { parseAccordionTable } from "./parse";

export { BREAKPOINT_QUERIES, parseBreakpoint, type TableBreakpoint } from "./parse";

let instances = 0;

/**
 * The accordion table widget (spec 4): an accordion only while its breakpoint (`data-breakpoint`: `desktop`
 * always, `tablet` up to 980 px, `phone` up to 767 px) is active; Enter, Space or a click on a header toggles that
 * block and closes the others. A React root kept in a container of its own outside the page, so the table keeps
 * its blocks where the server put them.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseAccordionTable(element, (message, ...details) => context.log.warn(message, ...details));
  if (!parsed.ok) return context.decline(parsed.reason, element);
  instances += 1;
  const idPrefix = `enhance-accordion-table-${instances}`;
  return mountIslandBeside(element, context, () => (
    <AccordionTable model={parsed.model} idPrefix={idPrefix} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
