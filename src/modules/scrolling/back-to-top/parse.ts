import type { ParseResult } from "../../../boot/island";

export interface BackToTopModel {
  /** The theme's `span.et_pb_scroll_top`: the root adopts it as it is and only adds ARIA, classes and state. */
  readonly button: HTMLElement;
  /** A native button already has the role and its keys; a span gets both from the island. */
  readonly nativeButton: boolean;
  /** The theme prints an icon with no text: it needs a name. */
  readonly needsName: boolean;
}

/** Any element the theme marks `et_pb_scroll_top` is the button, whatever it holds: there is nothing to decline. */
export function parseBackToTop(element: HTMLElement): ParseResult<BackToTopModel> {
  return {
    ok: true,
    model: {
      button: element,
      nativeButton: element instanceof HTMLButtonElement,
      needsName: !element.getAttribute("aria-label") && !element.textContent?.trim(),
    },
  };
}
