import { pendingModule } from "../../../boot/marks";

/**
 * The counters before they mount (`enhance.css`, src/at-rest): the theme's server HTML leaves `.percent-value`
 * empty, so the number's line has no height until a script writes the count's first value, 0, into it, and
 * everything under a counter in view would move down by a line. Holding its start value, the line is there from
 * the first paint; the mounted counter's own text replaces it (the span is no longer empty). The line stays
 * hidden, as the theme's stylesheet keeps it until the count starts and as the mounted counter keeps it while it
 * waits: the count shows its value in the final value's width from its first frame, wider than this 0, so a 0
 * shown now would push the sign aside when the count starts.
 */
/** `inside` of every number and circle counter that has not mounted yet, as one selector list. */
const inPendingCounters = (inside: string): string =>
  [
    `.et_pb_number_counter${pendingModule("number-counter")} ${inside}`,
    `.et_pb_circle_counter${pendingModule("circle-counter")} ${inside}`,
  ].join(",\n");

export const COUNTERS_AT_REST_CSS = `
${inPendingCounters(".percent-value:empty::before")} { content: "0"; }
${inPendingCounters(".percent p")} { visibility: hidden; }
`;
