import type { CSSProperties } from "react";

/**
 * The style of a button an island puts inside a server heading (a toggle's title, a timeline month's head): it
 * looks like the heading, which the theme styles, not like a button. Only the box is reset, never the outline,
 * so the browser's focus ring stays visible. `block` fills the heading's line (the whole title is the control);
 * `inline` sits in the text.
 */
export function headingButtonStyle(display: "block" | "inline"): CSSProperties {
  return {
    display,
    ...(display === "block" ? { width: "100%" } : {}),
    margin: 0,
    padding: 0,
    border: 0,
    background: "transparent",
    color: "inherit",
    font: "inherit",
    letterSpacing: "inherit",
    lineHeight: "inherit",
    textTransform: "inherit",
    textAlign: "inherit",
    cursor: "pointer",
  };
}
