import type { Cleanup, ModuleContext } from "../../../boot/types";

/**
 * Row column classes (spec 9 "Breakpoints and layout"): a row whose direct columns are 4, 5 or 6 equal ones
 * (every one `et_pb_column_1_4`, `_1_5` or `_1_6`) gets `et_pb_row_4col`, `et_pb_row_5col` or `et_pb_row_6col`,
 * which the theme's stylesheet uses to lay them out on tablets.
 */
export const EQUAL_COLUMN_COUNTS = [4, 5, 6] as const;

/** The class for a row whose columns carry these class lists, or null when they are not 4, 5 or 6 equal ones. */
export function rowColumnClass(columnClasses: readonly (readonly string[])[]): string | null {
  const count = columnClasses.length;
  if (!(EQUAL_COLUMN_COUNTS as readonly number[]).includes(count)) return null;
  const width = `et_pb_column_1_${count}`;
  return columnClasses.every((classes) => classes.includes(width)) ? `et_pb_row_${count}col` : null;
}

export function mount(element: HTMLElement, _context: ModuleContext): Cleanup | undefined {
  const columns = [...element.children].filter((child) => child.classList.contains("et_pb_column"));
  const rowClass = rowColumnClass(columns.map((column) => [...column.classList]));
  if (rowClass === null || element.classList.contains(rowClass)) return;
  element.classList.add(rowClass);
  return () => element.classList.remove(rowClass);
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
