/**
 * On the root element, `data-enhance-failed="enhance"`: no module will mount on this page. The loader stood down
 * beside the theme's scripts or could not load its runtime, or the script tag itself failed to load (its
 * `onerror`, which the WordPress plugin and the README's tag set). The at-rest state of every module in
 * `enhance.css` lets go at once (`pendingModule` in marks.ts). Kept free of imports: the loader calls it, and a
 * module shared with the chunks would make the loader export it.
 */
export function markPageOff(doc: Document): void {
  doc.documentElement.setAttribute("data-enhance-failed", "enhance");
}
