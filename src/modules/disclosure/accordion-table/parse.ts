import type { ParseResult } from "../../../boot/island";

/** The accordion table's breakpoints (spec 4): `desktop` always, `tablet` up to 980 px, `phone` up to 767 px. */
export const BREAKPOINT_QUERIES = {
  desktop: null,
  tablet: "(max-width: 980px)",
  phone: "(max-width: 767px)",
} as const;

export type TableBreakpoint = keyof typeof BREAKPOINT_QUERIES;

export const BLOCK_CLASS = "enhance-accordion-table__block";
export const HEADER_CLASS = "enhance-accordion-table__header";
export const BODY_CLASS = "enhance-accordion-table__body";

export function parseBreakpoint(value: string | undefined): TableBreakpoint | null {
  return value === "desktop" || value === "tablet" || value === "phone" ? value : null;
}

/** One block: `.enhance-accordion-table__block` > `__header` + `__body`. */
export interface TableBlock {
  readonly header: HTMLElement;
  /** The header's own nodes: they move into its button while the table is an accordion. */
  readonly headerNodes: readonly Node[];
  readonly body: HTMLElement;
}

export interface AccordionTableModel {
  readonly element: HTMLElement;
  /** The media query that makes it an accordion; null for always. */
  readonly query: string | null;
  readonly blocks: readonly TableBlock[];
}

/**
 * Reads `.enhance-accordion-table[data-breakpoint]` and its blocks. An unknown breakpoint is desktop, with a
 * warning; blocks without a header or a body are left as they are, and a table without any is declined.
 */
export function parseAccordionTable(
  element: HTMLElement,
  warn: (message: string, ...details: unknown[]) => void,
): ParseResult<AccordionTableModel> {
  const requested = element.dataset["breakpoint"];
  const breakpoint = parseBreakpoint(requested);
  if (requested !== undefined && breakpoint === null) {
    warn(`data-breakpoint "${requested}" is not desktop, tablet or phone; using desktop`, element);
  }
  const blocks: TableBlock[] = [];
  for (const block of element.querySelectorAll<HTMLElement>(`:scope > .${BLOCK_CLASS}`)) {
    const header = block.querySelector<HTMLElement>(`:scope > .${HEADER_CLASS}`);
    const body = block.querySelector<HTMLElement>(`:scope > .${BODY_CLASS}`);
    if (header && body) blocks.push({ header, headerNodes: [...header.childNodes], body });
  }
  if (blocks.length === 0) return { ok: false, reason: "no blocks with a header and a body" };
  return { ok: true, model: { element, query: BREAKPOINT_QUERIES[breakpoint ?? "desktop"], blocks } };
}
