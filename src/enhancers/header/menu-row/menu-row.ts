import type { Cleanup, ModuleContext } from "../../../boot/types";

/**
 * Spec 9: the z-index of a row containing a menu module is 3, or 6 when its section has a divider. Rows of a
 * section with a divider sit at z-index 5 in the theme's stylesheet (above the divider), so a menu row there needs
 * 6 to open its dropdowns over the next row; elsewhere 3 lifts it over the sliders' slides (z-index 1 and 2) and
 * the rows after it. A row already stacked at least that high keeps its own z-index.
 */
export const MENU_ROW_Z_INDEX = 3;
export const MENU_ROW_Z_INDEX_WITH_DIVIDER = 6;
const DIVIDER_SECTION_SELECTOR = ".et_pb_section.section_has_divider";

/** The z-index the row of a menu module needs: 6 inside a section with a divider, else 3. */
export function menuRowZIndex(row: Element): number {
  return row.closest(DIVIDER_SECTION_SELECTOR) ? MENU_ROW_Z_INDEX_WITH_DIVIDER : MENU_ROW_Z_INDEX;
}

/** Whether a row whose computed z-index is `current` ("auto" or a number) must be raised to `wanted`. */
export function needsRaise(current: string, wanted: number): boolean {
  const value = Number.parseInt(current, 10);
  return !Number.isFinite(value) || value < wanted;
}

export function mount(menu: HTMLElement, _context: ModuleContext): Cleanup | undefined {
  const row = menu.closest<HTMLElement>(".et_pb_row");
  if (!row) return undefined;
  const wanted = menuRowZIndex(row);
  const view = row.ownerDocument.defaultView ?? window;
  if (!needsRaise(view.getComputedStyle(row).zIndex, wanted)) return undefined;
  const previous = row.style.getPropertyValue("z-index");
  const priority = row.style.getPropertyPriority("z-index");
  row.style.setProperty("z-index", String(wanted));
  return () => {
    // Another menu of the same row may have raised it too: only the value written here is taken back.
    if (row.style.getPropertyValue("z-index") !== String(wanted)) return;
    if (previous === "") row.style.removeProperty("z-index");
    else row.style.setProperty("z-index", previous, priority);
  };
}
