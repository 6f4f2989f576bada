/**
 * The theme's own front-end bundle still on the page (a script tag added by hand, the theme's scripts left in):
 * both would bind the same modules twice, so enhance stands down and says what to remove. The WordPress plugin
 * removes those scripts; `data-enhance="force"` on enhance's own script tag runs it anyway.
 */
import { detectBuilderMode } from "./builder";

/**
 * The `id` WordPress prints on a script tag is its handle plus `-js`. These handles carry the theme's bundle and
 * the builder's motion and sticky scripts, which run every module enhance replaces. jQuery alone does not count:
 * other plugins keep it.
 */
export const THEME_SCRIPT_HANDLES: readonly string[] = [
  "divi-custom-script",
  "extra-scripts",
  "et-builder-modules-script",
  "et-builder-modules-script-motion",
  "et-builder-modules-script-sticky",
];

/** The bundle's files when they are printed without WordPress' ids (a cached or hand-written page). */
const THEME_BUNDLE_PATHS: readonly RegExp[] = [
  /\/themes\/Divi\/js\/(?:scripts|custom(?:\.unified)?)(?:\.min)?\.js(?:[?#]|$)/i,
  /\/themes\/Extra\/scripts\/scripts(?:\.min)?\.js(?:[?#]|$)/i,
  /\/includes\/builder\/frontend-builder\/build\/frontend-builder-scripts\.js(?:[?#]|$)/i,
];

/** The global the theme's bundle defines as it runs: proof it ran even when its tag was removed afterwards. */
const THEME_BUNDLE_GLOBAL = "et_pb_init_modules";

export const PLUGIN_HINT =
  "On WordPress, the enhance plugin (Settings > enhance) removes them for you; elsewhere, take them out of the page.";

/** What of the theme's scripts is on the page, one description each (handle, then address); empty if none. */
export function findThemeScripts(doc: Document, view: Window): string[] {
  const found: string[] = [];
  for (const script of doc.querySelectorAll<HTMLScriptElement>("script[src]")) {
    const handle = THEME_SCRIPT_HANDLES.find((name) => script.id === `${name}-js`);
    const source = script.getAttribute("src") ?? "";
    if (handle !== undefined) found.push(`${handle} (${source})`);
    else if (THEME_BUNDLE_PATHS.some((path) => path.test(source))) found.push(source);
  }
  const ran = typeof (view as unknown as Record<string, unknown>)[THEME_BUNDLE_GLOBAL] === "function";
  if (found.length === 0 && ran) found.push(`the theme's bundle (it defined window.${THEME_BUNDLE_GLOBAL})`);
  return found;
}

/** Whether enhance's own script tag (the one whose address is `moduleUrl`) says `data-enhance="force"`. */
export function isForced(doc: Document, moduleUrl: string): boolean {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src][data-enhance="force"]')) {
    try {
      if (new URL(script.getAttribute("src") ?? "", doc.baseURI).href === moduleUrl) return true;
    } catch {
      // An address that does not parse is not this script's.
    }
  }
  return false;
}

export function themeScriptsWarning(found: readonly string[]): string {
  return (
    `[enhance:boot] enhance stays off: the theme's own scripts are still on this page and would run the same ` +
    `modules twice. Remove ${found.join(", ")}. ${PLUGIN_HINT} To run enhance beside them anyway, add ` +
    `data-enhance="force" to its script tag.`
  );
}

/**
 * Calls `start` unless the theme's scripts are on the page, in which case it warns once and starts nothing.
 * The builder runs the theme's scripts on purpose and keeps enhance's own builder handling. An early script
 * (async in the head) checks once the document is parsed, when the theme's footer scripts have run.
 */
export function startUnlessThemeScripts(
  start: () => void,
  moduleUrl: string,
  view: Window = window,
  warn: (message: string) => void = (message) => console.warn(message),
): void {
  const doc = view.document;
  const check = (): void => {
    const found =
      detectBuilderMode(view).active || isForced(doc, moduleUrl) ? [] : findThemeScripts(doc, view);
    if (found.length > 0) warn(themeScriptsWarning(found));
    else start();
  };
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", check, { once: true });
  else check();
}
