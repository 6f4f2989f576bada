import { COUNTERS_AT_REST_CSS } from "../modules/counters/shared/at-rest";
import { CIRCLE_COUNTER_AT_REST_CSS } from "../modules/counters/circle-counter/at-rest";
import { FULLSCREEN_HEADER_AT_REST_CSS } from "../enhancers/header/fullscreen-header/at-rest";
import { ACCORDION_TABLE_AT_REST_CSS } from "../modules/disclosure/accordion-table/at-rest";
import { CHECKOUT_AT_REST_CSS } from "../modules/forms/checkout/at-rest";
import { MASONRY_AT_REST_CSS } from "../modules/feeds/blog-feed/at-rest";
import { GALLERY_AT_REST_CSS } from "../modules/galleries/gallery/at-rest";
import { PORTFOLIO_AT_REST_CSS } from "../modules/galleries/portfolio/at-rest";
import { CARD_CAROUSEL_AT_REST_CSS } from "../modules/sliders/card-carousel/at-rest";
import { SLIDER_AT_REST_CSS } from "../modules/sliders/slider/at-rest";
import { COUNTDOWN_AT_REST_CSS } from "../modules/post-widgets/countdown/at-rest";
import { TRENDING_TICKER_AT_REST_CSS } from "../modules/post-widgets/trending-ticker/at-rest";

/**
 * `dist/enhance.css`: the layout modules take when they mount, given to the server HTML before the script runs.
 * The loader runs about when the page first paints and a module mounts tens of milliseconds later, once its chunk
 * has arrived; a module that changed its layout then would move what the visitor already sees (a layout shift).
 * With these rules in the head the page is painted in that layout from the start. Each rule holds only for the
 * theme's markup of a module the script mounts, shows no text but a counter's start value, and gives the layout
 * the mounted module has; a rule for a state the module then manages itself (hidden slides, pages, closed parts)
 * holds only until the module has mounted, or failed (`data-enhance-failed`), when the server HTML shows as it
 * is. Each module writes its rules in its own `at-rest.ts`, from its own constants (breakpoints, page sizes,
 * digits), and the masonry feed's grid is the very rule its layout adopts.
 */
export const AT_REST_CSS = [
  ACCORDION_TABLE_AT_REST_CSS,
  CARD_CAROUSEL_AT_REST_CSS,
  CHECKOUT_AT_REST_CSS,
  CIRCLE_COUNTER_AT_REST_CSS,
  COUNTDOWN_AT_REST_CSS,
  COUNTERS_AT_REST_CSS,
  FULLSCREEN_HEADER_AT_REST_CSS,
  GALLERY_AT_REST_CSS,
  MASONRY_AT_REST_CSS,
  PORTFOLIO_AT_REST_CSS,
  SLIDER_AT_REST_CSS,
  TRENDING_TICKER_AT_REST_CSS,
].join("");

/**
 * The file `enhance.css` holds: the rules, minified, inside `@media (scripting: enabled)`. Where scripts are off
 * the modules never mount, and the server HTML shows as it is: every slide, block, post and page, and no counter
 * start value. A browser that does not know the `scripting` feature reads the query as false and paints as it
 * did before the stylesheet (the modules' layout shifts come back there, nothing is hidden).
 */
export function atRestStylesheet(): string {
  return `@media (scripting:enabled){${minifyCss(AT_REST_CSS)}}\n`;
}

/** The rules with comments dropped and whitespace folded: the file is read on every page, before first paint. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};])\s*/g, "$1")
    .replace(/([:,]) /g, "$1")
    .replace(/ ?> ?/g, ">")
    .replace(/;}/g, "}")
    .trim();
}
