/** Where a key moves focus in a list of `count` tabs (wrapping, as APG's tabs do), or null for other keys. */
export function focusTarget(key: string, focused: number, count: number): number | null {
  switch (key) {
    case "ArrowDown":
    case "ArrowRight":
      return (focused + 1) % count;
    case "ArrowUp":
    case "ArrowLeft":
      return (focused - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The keys that choose the focused tab (manual activation). */
export function choosesTab(key: string): boolean {
  return key === "Enter" || key === " ";
}
