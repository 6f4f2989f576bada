import { pendingModule } from "../../../boot/marks";
import { PHONE_MAX_WIDTH, TABLET_MAX_WIDTH } from "../../../core/breakpoints";
import { CIRCLE_LINE_WIDTH, DEFAULT_TRACK_ALPHA, DEFAULT_TRACK_COLOR, RING_CANVAS_CLASS } from "./ring";

/**
 * The circle counter's empty ring before it mounts (`enhance.css`, src/at-rest). The counter mounts only when its
 * count starts (the `reached` strategy), and the theme's scripts draw the empty track from the page's load, so
 * until the mounted counter's canvas is in place a `::before` draws the same track: the inner element's width
 * across, square, over its top left corner, out of the flow, the ring's 5 px line in the track colour
 * `data-color` at opacity `data-alpha` (each pseudo-element reads its own element's attributes: `attr()` typed as
 * a colour or a number, Chromium 133 and later), with the tablet and phone variants the mounted counter uses.
 * Where typed `attr()` is missing it is the theme's default track, black at 0.1. Keyed on the canvas rather than
 * on the mount, so no frame shows neither ring: the canvas draws in the frame it enters the page.
 */
const RING_PENDING = pendingModule("circle-counter", `:has(.${RING_CANVAS_CLASS})`);
const RING_UNDRAWN = `.et_pb_circle_counter${RING_PENDING} .et_pb_circle_counter_inner`;

/** The track colour of the first of `data-color<suffix>` that is a colour, or the theme's default. */
const trackColour = (...suffixes: string[]): string =>
  suffixes.reduceRight(
    (fallback, suffix) => `attr(data-color${suffix} type(<color>), ${fallback})`,
    DEFAULT_TRACK_COLOR,
  );

export const CIRCLE_COUNTER_AT_REST_CSS = `
:where(${RING_UNDRAWN}) {
  position: relative;
  &::before {
    content: ""; position: absolute; top: 0; left: 0; width: 100%; aspect-ratio: 1; box-sizing: border-box;
    border: ${CIRCLE_LINE_WIDTH}px solid ${DEFAULT_TRACK_COLOR}; border-radius: 50%; opacity: ${DEFAULT_TRACK_ALPHA};
    pointer-events: none;
  }
  @supports (color: attr(x type(<color>), red)) {
    &::before { border-color: ${trackColour("")}; opacity: attr(data-alpha type(<number>), ${DEFAULT_TRACK_ALPHA}); }
    @media (max-width: ${TABLET_MAX_WIDTH}px) {
      &::before { border-color: ${trackColour("-tablet", "")}; }
    }
    @media (max-width: ${PHONE_MAX_WIDTH}px) {
      &::before { border-color: ${trackColour("-phone", "-tablet", "")}; }
    }
  }
}
`;
