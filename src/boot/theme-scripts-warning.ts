/** The words enhance says when it stands down beside the theme's scripts (a chunk of its own: rarely needed). */

export const PLUGIN_HINT =
  "On WordPress, the enhance plugin (Settings > enhance) removes them for you; elsewhere, take them out of the page.";

export function themeScriptsWarning(found: readonly string[]): string {
  return (
    `[enhance:boot] enhance stays off: the theme's own scripts are still on this page and would run the same ` +
    `modules twice. Remove ${found.join(", ")}. ${PLUGIN_HINT} To run enhance beside them anyway, add ` +
    `data-enhance="force" to its script tag.`
  );
}
