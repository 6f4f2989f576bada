/**
 * The pin drawn on the map, by the preview and by the map library alike, so the library's pins replace the
 * preview's without a visible change.
 */

/** The pin icon's size (spec 9 "Forms and search": pin icon 46 by 43 px); its tip is the bottom centre. */
export const PIN_ICON_WIDTH = 46;
export const PIN_ICON_HEIGHT = 43;

const PIN_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_ICON_WIDTH}" height="${PIN_ICON_HEIGHT}" viewBox="0 0 46 43">` +
  `<ellipse cx="28" cy="40.5" rx="9" ry="2.5" fill="#000" fill-opacity=".25"/>` +
  `<path d="M23 42S9.5 26.5 9.5 16a13.5 13.5 0 0 1 27 0C36.5 26.5 23 42 23 42z" fill="#c0392b" stroke="#6e1f17" stroke-width="1.5"/>` +
  `<circle cx="23" cy="16" r="5.5" fill="#fff"/></svg>`;

export const PIN_ICON_URL = `data:image/svg+xml,${encodeURIComponent(PIN_SVG)}`;
