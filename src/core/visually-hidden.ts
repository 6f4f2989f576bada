/**
 * What hides an element visually while keeping it for screen readers; an island passes it as a `style` prop.
 * Read-only and literal, so it fits both the DOM's style declaration and React's style type.
 */
export const VISUALLY_HIDDEN_STYLE = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: "0",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: "0",
} as const;

/**
 * Hides an element visually while keeping it for screen readers (live summaries, final values, keyboard-only
 * links). Inline styles as well as the theme's `screen-reader-text` class, so it holds on pages without the
 * theme's CSS.
 */
export function visuallyHide(element: HTMLElement): void {
  element.classList.add("screen-reader-text");
  Object.assign(element.style, VISUALLY_HIDDEN_STYLE);
}
