/**
 * What the boot writes on a module's element (runtime.ts): the names of the modules mounted on it, and of those
 * that failed on it (to load, mount or render). `enhance.css` (src/at-rest) reads them: a module's at-rest state
 * holds only while the module is pending, neither mounted nor failed.
 */
export const ENHANCED_ATTRIBUTE = "data-enhanced";
export const FAILED_ATTRIBUTE = "data-enhance-failed";

/**
 * A selector suffix matching the element until the boot has mounted the named module on it or given up on it,
 * or on the whole page (the root's mark, page-off.ts). `settled` replaces the mount as what ends the wait, for a
 * module whose at-rest state holds past its mount until it has written its own (the countdown's labels).
 */
export function pendingModule(name: string, settled = `[${ENHANCED_ATTRIBUTE}~="${name}"]`): string {
  return `:not(${settled}, [${FAILED_ATTRIBUTE}~="${name}"], :root[${FAILED_ATTRIBUTE}] *)`;
}
