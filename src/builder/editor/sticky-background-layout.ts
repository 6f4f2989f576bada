/** The theme's two background layouts: light backgrounds take dark text and the other way round. */
export type BackgroundLayout = "light" | "dark";

const LAYOUT_CLASSES = {
  light: "et_pb_bg_layout_light",
  dark: "et_pb_bg_layout_dark",
} as const;

function readLayout(value: string | null): BackgroundLayout | null {
  return value === "light" || value === "dark" ? value : null;
}

/**
 * Shows a module's normal or sticky background layout while an editor edits that state: the element and every
 * element inside it that names a sticky layout (`data-background-layout-sticky`, beside its normal
 * `data-background-layout`, the attributes the sticky module reads on the page) switch between the light and dark
 * classes. An element without a sticky layout keeps its normal one. Returns the layout the element itself shows.
 */
export function showBackgroundLayout(element: Element, state: "normal" | "sticky"): BackgroundLayout | null {
  const targets = [element, ...element.querySelectorAll("[data-background-layout-sticky]")];
  let shown: BackgroundLayout | null = null;
  for (const target of targets) {
    const normal = readLayout(target.getAttribute("data-background-layout"));
    const sticky = readLayout(target.getAttribute("data-background-layout-sticky"));
    const layout = state === "sticky" ? (sticky ?? normal) : normal;
    if (layout === null) continue;
    target.classList.remove(LAYOUT_CLASSES.light, LAYOUT_CLASSES.dark);
    target.classList.add(LAYOUT_CLASSES[layout]);
    if (target === element) shown = layout;
  }
  return shown;
}
