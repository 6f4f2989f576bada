import { pendingModule } from "../../../boot/marks";
import { BLOCK_CLASS, BODY_CLASS, BREAKPOINT_QUERIES } from "./parse";

/**
 * The accordion table before it mounts (`enhance.css`, src/at-rest): while its breakpoint is active it starts as
 * the accordion it becomes, its first block open and every other block's body closed, so the bodies do not
 * show for a moment and then fold away under the visitor's eyes. Only while the module is pending: once mounted
 * the root's `hidden` attributes decide, and a table whose module failed shows every block. A missing or unknown
 * breakpoint is desktop, as in parse.ts.
 */
const TABLE = `.enhance-accordion-table${pendingModule("accordion-table")}`;
const CLOSED_BODIES = `> .${BLOCK_CLASS}:not(:first-child) > .${BODY_CLASS} { display: none; }`;

export const ACCORDION_TABLE_AT_REST_CSS = `
${TABLE}:not([data-breakpoint="tablet"], [data-breakpoint="phone"]) ${CLOSED_BODIES}
@media ${BREAKPOINT_QUERIES.tablet} { ${TABLE}[data-breakpoint="tablet"] ${CLOSED_BODIES} }
@media ${BREAKPOINT_QUERIES.phone} { ${TABLE}[data-breakpoint="phone"] ${CLOSED_BODIES} }
`;
