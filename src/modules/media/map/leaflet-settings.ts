/**
 * What only the Leaflet adapter uses. Kept out of `parse.ts`, which the map's own chunk holds: a chunk the adapter
 * imported from would have to export for it, and the loader would then reach the map's `mount` through a wrapper
 * that its retry (a cache-busting import of the chunk itself) cannot repeat.
 */

/** Text made safe for a library that inserts it as HTML (the map's attribution line). */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
