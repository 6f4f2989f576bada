/**
 * The masonry feed's grid before its posts are measured (`enhance.css`, src/at-rest): the columns it will have,
 * in rows as tall as their tallest post. The mounted layout (masonry.ts) keeps these columns and only packs the
 * posts under each other, so the page is painted in columns from the start and nothing above the fold moves.
 */

/** Without the theme's column configuration: the narrowest column, and the most columns. */
export const MASONRY_MIN_COLUMN_WIDTH = 260;
export const MASONRY_MAX_COLUMNS = 3;
/** Space between posts, in px; a theme can set `--enhance-masonry-gap` on the feed. */
export const MASONRY_GAP = 20;

const GAP = `var(--enhance-masonry-gap, ${MASONRY_GAP}px)`;

/** The grid of a masonry feed's pages, under `feed` (a selector of the feed element). */
export function masonryGridRules(feed: string): string {
  const page = `${feed} .paginated_page[data-columns]`;
  return `
${page} {
  display: grid; align-items: start; column-gap: ${GAP}; row-gap: ${GAP};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, max(${MASONRY_MIN_COLUMN_WIDTH}px,
    calc((100% - ${MASONRY_MAX_COLUMNS - 1} * ${GAP}) / ${MASONRY_MAX_COLUMNS}))), 1fr));
}
${page}::before { position: absolute; visibility: hidden; }
${page}[hidden] { display: none; }
${page} > article { margin: 0; min-width: 0; }
`;
}

/** Extra's masonry blog feed as the server sends it. */
export const MASONRY_AT_REST_CSS = masonryGridRules(".posts-blog-feed-module.masonry");
