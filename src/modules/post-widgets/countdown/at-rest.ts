import { DAY_DIGITS, UNIT_DIGITS } from "./countdown";

/**
 * The countdown before it mounts (`enhance.css`, src/at-rest): the theme's server HTML leaves each `.value` empty,
 * so the digits' line has no height and the labels sit where the digits go, until the first tick writes them and
 * pushes the labels down. An invisible placeholder as wide as the digits (3 for days, 2 for the other units)
 * holds the line; nothing reads as a time before the module has worked it out.
 */
const placeholder = (digits: number): string => `content: "${"0".repeat(digits)}"; visibility: hidden;`;

export const COUNTDOWN_AT_REST_CSS = `
.et_pb_countdown_timer .values .value:empty::before { ${placeholder(UNIT_DIGITS)} }
.et_pb_countdown_timer .values.days .value:empty::before { ${placeholder(DAY_DIGITS)} }
`;
