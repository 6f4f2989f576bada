/**
 * The layout shortcuts: keys 1 to 9 (key codes 49 to 57, spec section 9) each pick a row's column structure, as
 * the builder's column picker lists them. Column widths use the theme's class names (`4_4`, `1_2`, ...).
 */
export const LAYOUT_SHORTCUTS: Readonly<Record<number, readonly string[]>> = {
  49: ["4_4"],
  50: ["1_2", "1_2"],
  51: ["1_3", "1_3", "1_3"],
  52: ["1_4", "1_4", "1_4", "1_4"],
  53: ["2_3", "1_3"],
  54: ["1_3", "2_3"],
  55: ["1_4", "3_4"],
  56: ["3_4", "1_4"],
  57: ["1_4", "1_2", "1_4"],
};

const FIRST_KEY_CODE = 49;
const LAST_KEY_CODE = 57;

/** The key code of a digit key 1 to 9, read from `code` (layout independent) or the legacy `keyCode`. */
function digitKeyCode(event: KeyboardEvent): number | null {
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(event.code)?.[1];
  if (digit !== undefined) return FIRST_KEY_CODE + Number(digit) - 1;
  return event.keyCode >= FIRST_KEY_CODE && event.keyCode <= LAST_KEY_CODE ? event.keyCode : null;
}

/** Where typing a digit means the digit: form fields and editable text keep their keys. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("[contenteditable]:not([contenteditable='false'])")) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !["button", "checkbox", "radio", "range", "reset", "submit", "color", "file", "image"].includes(
      target.type,
    );
  }
  return false;
}

/**
 * The column structure a key press asks for, or null when the press is not a layout shortcut: a modifier key
 * (the browser's and the system's own shortcuts), a repeat, or a press while typing in a field.
 */
export function layoutForKey(event: KeyboardEvent): readonly string[] | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return null;
  if (typesText(event.target)) return null;
  const code = digitKeyCode(event);
  return code === null ? null : (LAYOUT_SHORTCUTS[code] ?? null);
}

/** Calls `onLayout` with the column structure of each layout shortcut pressed inside `target`, until `signal` aborts. */
export function listenForLayoutShortcuts(
  target: EventTarget,
  onLayout: (columns: readonly string[]) => void,
  signal?: AbortSignal,
): void {
  target.addEventListener(
    "keydown",
    (event) => {
      if (!(event instanceof KeyboardEvent)) return;
      const columns = layoutForKey(event);
      if (columns === null) return;
      event.preventDefault();
      onLayout(columns);
    },
    { signal },
  );
}
