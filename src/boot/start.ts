import { markPageOff } from "./page-off";

/**
 * Whether to start beside what is on the page, decided in the loader without the full check: most pages never
 * carry the theme's own scripts, and those pages start at once. Only a page whose script tags look like the
 * theme's (by handle or by address) loads the full check (`theme-scripts.ts`), which names what to remove, knows
 * the builder and `data-enhance="force"`, and starts or stands down.
 */

/**
 * Every script tag the full check could name matches this: the WordPress handles it knows (`<handle>-js`) and
 * the theme and builder folders of the bundles it recognises by address. Only tags with a `src`: the inline
 * scripts WordPress prints beside a handle (`divi-custom-script-js-extra`, the theme's config on every Divi page)
 * are not the theme's code, and matching them would send every page through the full check and start it late.
 */
const THEME_SCRIPT_HINT =
  "script[src][id^=divi-custom-script],script[src][id^=extra-scripts],script[src][id^=et-builder-modules-script]," +
  'script[src*="/themes/divi/" i],script[src*="/themes/extra/" i],script[src*=frontend-builder-scripts i]';

/** Whether the theme's scripts may be on the page: a tag that looks like theirs, or the global their bundle sets. */
export function mayHaveThemeScripts(doc: Document, view: Window): boolean {
  const ran = typeof (view as unknown as Record<string, unknown>)["et_pb_init_modules"] === "function";
  return ran || doc.querySelector(THEME_SCRIPT_HINT) !== null;
}

/**
 * Calls `start` once the document is parsed (when the theme's footer scripts are in it), at once when nothing
 * looks like the theme's scripts; otherwise the full check decides. A check that cannot be loaded stands down:
 * two bundles binding the same modules is worse than the server page.
 */
export function startWhenClear(start: () => void, moduleUrl: string, view: Window = window): void {
  const doc = view.document;
  const decide = (): void => {
    if (!mayHaveThemeScripts(doc, view)) {
      start();
      return;
    }
    import("./theme-scripts").then(
      ({ startUnlessThemeScripts }) => startUnlessThemeScripts(start, moduleUrl, view),
      (error: unknown) => {
        console.warn("[enhance:boot] enhance stays off", error);
        markPageOff(doc);
      },
    );
  };
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", decide, { once: true });
  else decide();
}
