import { pendingModule } from "../../../boot/marks";
import { CONTROLS_BAR_HEIGHT, CONTROLS_HEIGHT_PROPERTY } from "./controls-metrics";

/**
 * The card carousels before they mount (`enhance.css`, src/at-rest): the first card only, across the whole
 * carousel, under the place of the controls bar the carousel adds over its cards, as the mounted carousel shows
 * it. A site's own layout of the cards for visitors without the script (the demo's is a grid of all eight, 1221 px
 * tall where the mounted carousel is 506 px) would otherwise stand until the carousel mounts and then fold into one
 * card, moving everything below it by hundreds of pixels, and what is in view when the carousel mounts above the
 * window's top (a visitor scrolling up, or arriving at an anchor further down). The bar's place is its height with
 * the carousel's own styles, or the site's `--enhance-card-carousel-controls-height` where it styles the bar
 * itself. Only while the carousel is pending (neither mounted nor failed).
 */
const PENDING = `.enhance-card-carousel${pendingModule("card-carousel")}`;
export const CARD_CAROUSEL_AT_REST_CSS = `
${PENDING}::before { content: ""; display: block; height: var(${CONTROLS_HEIGHT_PROPERTY}, ${CONTROLS_BAR_HEIGHT}); }
${PENDING} > .swiper-wrapper > .swiper-slide ~ .swiper-slide { display: none; }
${PENDING} > .swiper-wrapper > .swiper-slide:first-child { grid-column: 1 / -1; width: 100%; }
`;
