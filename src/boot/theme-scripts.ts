/**
 * The theme's own front-end bundle still on the page (a script tag added by hand, the theme's scripts left in):
 * both would bind the same modules twice, so enhance stands down and says what to remove. The WordPress plugin
 * removes those scripts; `data-enhance="force"` on enhance's own script tag runs it anyway.
 */
import { detectBuilderMode } from "./builder";
import { markPageOff } from "./page-off";

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

/**
 * The bundle's files when they are printed without WordPress' ids (a cached or hand-written page): Divi's
 * `js/scripts.min.js` or `js/custom.unified.js`, Extra's `scripts/scripts.min.js`, the builder's front-end scripts.
 */
const THEME_BUNDLE_PATH =
  /\/(?:themes\/Divi\/js\/(?:scripts|custom(?:\.unified)?)(?:\.min)?|themes\/Extra\/scripts\/scripts(?:\.min)?|includes\/builder\/frontend-builder\/build\/frontend-builder-scripts)\.js(?:[?#]|$)/i;

/** The global the theme's bundle defines as it runs: proof it ran even when its tag was removed afterwards. */
const THEME_BUNDLE_GLOBAL = "et_pb_init_modules";

/** What of the theme's scripts is on the page, one description each (handle, then address); empty if none. */
export function findThemeScripts(doc: Document, view: Window): string[] {
  const found: string[] = [];
  for (const script of doc.querySelectorAll<HTMLScriptElement>("script[src]")) {
    const handle = THEME_SCRIPT_HANDLES.find((name) => script.id === `${name}-js`);
    const source = script.getAttribute("src") ?? "";
    if (handle !== undefined) found.push(`${handle} (${source})`);
    else if (THEME_BUNDLE_PATH.test(source)) found.push(source);
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

/** Says what to remove; the text loads as a chunk of its own, only on a page that needs it. */
function warnAboutThemeScripts(found: readonly string[]): void {
  import("./theme-scripts-warning").then(
    ({ themeScriptsWarning }) => console.warn(themeScriptsWarning(found)),
    () => console.warn(`[enhance:boot] enhance stays off: remove the theme's scripts (${found.join(", ")})`),
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
  warn: (found: readonly string[]) => void = warnAboutThemeScripts,
): void {
  const doc = view.document;
  const check = (): void => {
    const found =
      detectBuilderMode(view).active || isForced(doc, moduleUrl) ? [] : findThemeScripts(doc, view);
    if (found.length === 0) {
      start();
      return;
    }
    warn(found);
    markPageOff(doc);
  };
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", check, { once: true });
  else check();
}
