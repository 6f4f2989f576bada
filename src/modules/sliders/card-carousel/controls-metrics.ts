/**
 * The controls bar's box in the carousel's own stylesheet (styles.ts), shared with its at-rest rule (at-rest.ts),
 * which holds the bar's place before it exists: 44 px targets, 6 px around them for their focus rings, 0.25rem
 * below.
 */
export const BUTTON_MIN_HEIGHT = "2.75rem";
export const CONTROLS_PADDING_PX = 6;
export const CONTROLS_GAP_BELOW = "0.25rem";
/** The bar's height with those defaults, one line of buttons; a site that styles the bar sets its own. */
export const CONTROLS_BAR_HEIGHT = `calc(${BUTTON_MIN_HEIGHT} + ${CONTROLS_GAP_BELOW} + ${2 * CONTROLS_PADDING_PX}px)`;
/** The custom property a site sets on the carousel to the height its own styles give the bar. */
export const CONTROLS_HEIGHT_PROPERTY = "--enhance-card-carousel-controls-height";
