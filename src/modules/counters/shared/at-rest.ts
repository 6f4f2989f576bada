import { pendingModule } from "../../../boot/marks";

/**
 * The counters before they mount (`enhance.css`, src/at-rest): the theme's server HTML leaves `.percent-value`
 * empty, so the number's line has no height until a script writes the count's first value, 0, into it, and
 * everything under a counter in view would move down by a line. Shown as its start value, the line is there from
 * the first paint; the mounted counter's own text replaces it (the span is no longer empty).
 */
export const COUNTERS_AT_REST_CSS = `
.et_pb_number_counter${pendingModule("number-counter")} .percent-value:empty::before,
.et_pb_circle_counter${pendingModule("circle-counter")} .percent-value:empty::before { content: "0"; }
`;
