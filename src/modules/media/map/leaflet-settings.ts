/**
 * What only the Leaflet adapter uses. Kept out of `parse.ts`, which the map's own chunk holds: a chunk the adapter
 * imported from would have to export for it, and the loader would then reach the map's `mount` through a wrapper
 * that its retry (a cache-busting import of the chunk itself) cannot repeat.
 */

/** The pin icon's size (spec 9 "Forms and search": pin icon 46 by 43 px); its tip is the bottom centre. */
export const PIN_ICON_WIDTH = 46;
export const PIN_ICON_HEIGHT = 43;

/** Text made safe for a library that inserts it as HTML (the map's attribution line). */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
