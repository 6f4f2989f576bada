import { pendingModule } from "../../../boot/marks";
import { DEFAULT_GALLERY_PER_PAGE } from "../shared/page-window";

/**
 * The grid gallery before it mounts (`enhance.css`, src/at-rest): its first page shown, as the mounted gallery
 * shows it. The theme's stylesheet hides every grid item until the theme's script shows a page; without this the
 * gallery would stand empty until the module mounts, and the pages after it would move. A gallery with a
 * pagination holds `data-per_page` items a page (the theme's 4 when the attribute is absent or 0); pages of up to
 * AT_REST_MAX_PER_PAGE items are cut here, a longer page mounts as before. Without a pagination every item shows.
 */
export const AT_REST_MAX_PER_PAGE = 16;

/** Only while the gallery is pending: once mounted its own `hidden` decides. */
const ITEMS = `.et_pb_gallery_grid${pendingModule("gallery")}:has(.et_pb_gallery_pagination) .et_pb_gallery_items`;
const afterFirstPage = (perPage: number): string => `> .et_pb_gallery_item:nth-child(n+${perPage + 1})`;

const cuts = Array.from({ length: AT_REST_MAX_PER_PAGE }, (_, index) => index + 1).map(
  (perPage) => `${ITEMS}[data-per_page="${perPage}"] ${afterFirstPage(perPage)}`,
);
const defaultCut = `${ITEMS}:is(:not([data-per_page]), [data-per_page=""], [data-per_page="0"]) ${afterFirstPage(
  DEFAULT_GALLERY_PER_PAGE,
)}`;

export const GALLERY_AT_REST_CSS = `
.et_pb_gallery_grid .et_pb_gallery_item { display: block; }
${[...cuts, defaultCut].join(",\n")} { display: none; }
`;
