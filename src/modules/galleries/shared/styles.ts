import { sharedStyleSheet } from "../../../core/styles";

/** Marks pagination containers this script fills, for the rules that keep `hidden` items hidden. */
export const PAGINATION_ATTRIBUTE = "data-enhance-pagination";
/** Set on a portfolio's items container while it is laid out in columns (its value is the column count). */
export const COLUMNS_ATTRIBUTE = "data-enhance-columns";
/** The custom property holding the column count. */
export const COLUMNS_PROPERTY = "--enhance-columns";

/**
 * A portfolio's columns and items under `container` (a selector of the items container), as the mounted layout
 * has them and as `enhance.css` gives them before it mounts (portfolio/at-rest.ts). Spacing is in `:where()` (no
 * specificity) so the theme can override it.
 */
export function portfolioGridRules(container: string): string {
  return `
${container} {
  display: grid !important; grid-template-columns: repeat(var(${COLUMNS_PROPERTY}, 1), minmax(0, 1fr));
}
:where(${container}) { column-gap: 5.5%; row-gap: 2em; }
${container} > .et_pb_portfolio_item {
  width: auto !important; margin: 0 !important; float: none !important; clear: none !important;
}
${container} > .et_pb_portfolio_item .et_portfolio_image {
  display: block; position: relative; aspect-ratio: 4 / 3; overflow: hidden;
}
${container} > .et_pb_portfolio_item .et_portfolio_image img {
  display: block; width: 100%; height: 100%; object-fit: cover;
}
`;
}

/**
 * The rules galleries and portfolios need whatever the theme's stylesheet says, adopted while one is mounted.
 * The theme hides grid gallery items until its script shows them (`.et_pb_gallery_grid .et_pb_gallery_item
 * {display:none}`) and styles list items `inline-block`, which would beat the `hidden` attribute.
 */
const RULES = `
.et_pb_gallery_grid .et_pb_gallery_item:not([hidden]) { display: block; }
.et_pb_gallery_item[hidden], .et_pb_portfolio_item[hidden], [${PAGINATION_ATTRIBUTE}][hidden],
[${PAGINATION_ATTRIBUTE}] li[hidden] { display: none !important; }
${portfolioGridRules(`[${COLUMNS_ATTRIBUTE}]`)}`;

/** Adopts the rules while at least one gallery or portfolio uses them; call the returned function on unmount. */
export const adoptGridStyles = sharedStyleSheet(RULES);
