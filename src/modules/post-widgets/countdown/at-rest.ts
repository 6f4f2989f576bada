import { pendingModule } from "../../../boot/marks";
import { DAY_DIGITS, LABELS_ATTRIBUTE, SHORT_LABELS_MAX_WIDTH, UNIT_DIGITS } from "./countdown";

/**
 * The countdown before it mounts (`enhance.css`, src/at-rest).
 *
 * The theme's server HTML leaves each `.value` empty, so the digits' line has no height and the labels sit where
 * the digits go, until the first tick writes them and pushes the labels down. An invisible placeholder as wide as
 * the digits (3 for days, 2 for the other units) holds the line; nothing reads as a time before the module has
 * worked it out.
 *
 * In a container of 400 px or less the mounted countdown shows each section's short label (`data-short`). Left
 * with the server's long labels until then, the sections would narrow under the visitor's eyes. So the container
 * is a size container, and in a narrow one each label shows its section's short label until the module has
 * written its own labels (`data-labels` on the timer, set in the same commit) or has failed: the label keeps its
 * own box, font and single line, its long text hidden and laid out as if empty (so it does not widen the
 * section), and its `::before` lays the short text over it. Keyed on `data-labels` rather than on the module's
 * mount: the mounted module learns its container's width from a resize observer, whose first report comes after
 * a layout, and that layout must still show the short labels.
 *
 * A size container has no content width of its own: where the timer is sized by its content (a flex item that
 * does not stretch, an inline block) it would fold to nothing. There the container takes 400 px instead
 * (`contain-intrinsic-inline-size`), where the short labels begin; everywhere else it takes its parent's width as
 * any block does.
 *
 * A pseudo-element reads only its own element's attributes: the section's `data-short` reaches the label through
 * a custom property, which needs `attr()` in any property (Chromium 133 and later; nesting, used here, came
 * before it). Where that is missing the labels stay as the server printed them until the module writes them.
 */
const placeholder = (digits: number): string => `content: "${"0".repeat(digits)}"; visibility: hidden;`;
const LABELS_UNWRITTEN = `.et_pb_countdown_timer${pendingModule("countdown", `[${LABELS_ATTRIBUTE}]`)}`;
const SHORT_LABEL = "--enhance-short-label";

export const COUNTDOWN_AT_REST_CSS = `
.et_pb_countdown_timer .values .value:empty::before { ${placeholder(UNIT_DIGITS)} }
.et_pb_countdown_timer .values.days .value:empty::before { ${placeholder(DAY_DIGITS)} }
@supports (width: attr(x type(<length>))) {
  .et_pb_countdown_timer_container {
    container-type: inline-size; contain-intrinsic-inline-size: ${SHORT_LABELS_MAX_WIDTH}px;
  }
  .et_pb_countdown_timer .values[data-short] { ${SHORT_LABEL}: attr(data-short); }
  @container (max-width: ${SHORT_LABELS_MAX_WIDTH}px) {
    ${LABELS_UNWRITTEN} .values[data-short] > .label {
      position: relative; visibility: hidden; white-space: nowrap; contain: inline-size;
      &::before { content: var(${SHORT_LABEL}); visibility: visible; position: absolute; inset: 0; }
    }
  }
}
`;
