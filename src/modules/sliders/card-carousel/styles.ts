import { sharedStyleSheet } from "../../../core/styles";
import { BUTTON_MIN_HEIGHT, CONTROLS_GAP_BELOW, CONTROLS_PADDING_PX } from "./controls-metrics";
/**
 * The few CSS rules the card carousel needs, shipped with its chunk instead of Swiper's stylesheet (4.4 KB
 * and one more file to load). They are adopted by the document (a constructed stylesheet, no `<style>`
 * element, nothing to fetch) while at least one carousel is mounted. Every layout rule is scoped to the element
 * Swiper runs in (`.enhance-card-carousel__swiper`, rendered inside the carousel element only while it is
 * mounted, `swiper-initialized` once Swiper has started), so a page without the script, or before it, keeps its
 * own layout of the cards, and the rules are specific enough to win over a theme's plain
 * `.enhance-card-carousel .swiper-wrapper { display: grid }`. What each rule is for:
 *
 * - Swiper's element clips the slides that are off to the side, and lets vertical page scrolling through while
 *   a finger swipes horizontally (`touch-action: pan-y`, as Swiper's own CSS does);
 * - the wrapper is one flex row without a CSS gap (Swiper makes the space between slides with margins) whose
 *   `transform` transitions; slides do not shrink; a fading carousel transitions `opacity` instead;
 * - the server's slide inside each of Swiper's slides fills it;
 * - focus rings inside a slide are drawn inside it, since the carousel clips what overflows;
 * - the controls bar (rotation, previous, next) sits above the cards, right-aligned, with 44 px targets and
 *   6 px of padding so their focus rings are not clipped;
 *   a control that cannot act (`aria-disabled`) says so with its cursor and a dashed border, keeping its
 *   colours readable. A theme styles `.enhance-card-carousel__controls` and `.enhance-card-carousel__button`
 *   further as it likes.
 */
const SWIPER = ".enhance-card-carousel > .enhance-card-carousel__swiper.swiper-initialized";
export const CARD_CAROUSEL_CSS = `
${SWIPER} { position: relative; overflow: hidden; }
${SWIPER}.swiper-horizontal { touch-action: pan-y; }
${SWIPER} > .swiper-wrapper {
  position: relative; display: flex; gap: 0; width: 100%; box-sizing: content-box; transition-property: transform;
}
${SWIPER} > .swiper-wrapper > .swiper-slide {
  position: relative; flex-shrink: 0; width: 100%; transition-property: transform;
}
${SWIPER}.swiper-fade > .swiper-wrapper > .swiper-slide { transition-property: opacity; }
${SWIPER} > .swiper-wrapper > .swiper-slide > * > .swiper-slide { width: 100%; height: 100%; }
${SWIPER} > .swiper-wrapper > .swiper-slide :focus-visible { outline-offset: -3px; }
.enhance-card-carousel__controls {
  display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.5rem; margin: 0 0 ${CONTROLS_GAP_BELOW};
  padding: ${CONTROLS_PADDING_PX}px;
}
.enhance-card-carousel__button {
  min-width: 2.75rem; min-height: ${BUTTON_MIN_HEIGHT}; padding: 0.25rem 0.75rem; font: inherit; cursor: pointer;
}
.enhance-card-carousel__button[aria-disabled="true"] { cursor: not-allowed; border-style: dashed; }
`;

/** Adds the rules to the document (once for every carousel on it); returns the matching release. */
export const adoptCarouselStyles = sharedStyleSheet(CARD_CAROUSEL_CSS);
