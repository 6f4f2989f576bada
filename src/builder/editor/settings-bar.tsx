import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement } from "react";
import { adoptEditorStyles } from "./editor-styles";

/** Where the page settings bar sits (spec section 2). */
export type SettingsBarPlacement = "corner" | "right-corner" | "left-corner" | "right" | "vertical";

export const SETTINGS_BAR_PLACEMENTS: readonly SettingsBarPlacement[] = [
  "corner",
  "right-corner",
  "left-corner",
  "right",
  "vertical",
];

/** The placements along a screen edge, whose buttons stack top to bottom. */
const VERTICAL_PLACEMENTS: ReadonlySet<SettingsBarPlacement> = new Set(["right", "vertical"]);

export function isSettingsBarPlacement(value: string): value is SettingsBarPlacement {
  return (SETTINGS_BAR_PLACEMENTS as readonly string[]).includes(value);
}

export interface SettingsBarAction {
  readonly id: string;
  readonly label: string;
  /** For a button that switches something on and off: whether it is on (`aria-pressed`). */
  readonly pressed?: boolean;
  readonly onSelect: () => void;
}

export interface PageSettingsBarProps {
  readonly placement: SettingsBarPlacement;
  readonly actions: readonly SettingsBarAction[];
  readonly label?: string;
}

/**
 * The page settings bar: a toolbar (WAI-ARIA APG "Toolbar") with one tab stop; the arrow keys along the bar, Home
 * and End move between its buttons. Bars along an edge (`right`, `vertical`) run top to bottom and use Up and
 * Down; the corner bars run left to right and use Left and Right.
 */
export function PageSettingsBar({
  placement,
  actions,
  label = "Page settings",
}: PageSettingsBarProps): ReactElement {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const vertical = VERTICAL_PLACEMENTS.has(placement);
  const active = Math.min(current, Math.max(0, actions.length - 1));

  // Before the first paint: unstyled for a frame, the fixed bar would stand in the flow and move the page.
  useLayoutEffect(() => adoptEditorStyles(), []);

  const moveTo = (index: number): void => {
    const count = actions.length;
    if (count === 0) return;
    const next = (index + count) % count;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const [previousKey, nextKey] = vertical ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
    if (event.key === nextKey) moveTo(active + 1);
    else if (event.key === previousKey) moveTo(active - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(actions.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="enhance-settings-bar"
      role="toolbar"
      aria-label={label}
      aria-orientation={vertical ? "vertical" : "horizontal"}
      data-placement={placement}
      onKeyDown={onKeyDown}
    >
      {actions.map((action, index) => (
        <button
          key={action.id}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          tabIndex={index === active ? 0 : -1}
          aria-pressed={action.pressed}
          data-action={action.id}
          onClick={() => {
            setCurrent(index);
            action.onSelect();
          }}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
