import { COLUMNS_ATTRIBUTE, COLUMNS_PROPERTY, portfolioGridRules } from "../shared/styles";
import { PORTFOLIO_COLUMN_BREAKPOINTS } from "./parse";

/**
 * The grid portfolio before it mounts (`enhance.css`, src/at-rest): its items already in the columns the mounted
 * layout (columns.ts) gives them for the width of their container, told by a container query on the container's
 * wrapper, so the items do not stand in one column first and then jump into rows in view. The fullwidth (list)
 * layout keeps the theme's own, as mounted.
 */
const GRID_PORTFOLIO = ".et_pb_filterable_portfolio:not(.et_pb_filterable_portfolio_fullwidth)";
const ITEMS = `${GRID_PORTFOLIO} .et_pb_portfolio_items:not([${COLUMNS_ATTRIBUTE}])`;

const columnQueries = [...PORTFOLIO_COLUMN_BREAKPOINTS]
  .reverse()
  .map(
    ({ minWidth, columns }) =>
      `@container (min-width: ${minWidth}px) { ${ITEMS} { ${COLUMNS_PROPERTY}: ${columns}; } }`,
  )
  .join("\n");

export const PORTFOLIO_AT_REST_CSS = `
${GRID_PORTFOLIO} .et_pb_portfolio_items_wrapper { container-type: inline-size; }
${portfolioGridRules(ITEMS)}
${columnQueries}
`;
