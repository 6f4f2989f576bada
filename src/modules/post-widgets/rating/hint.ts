import type { OverlayLayout } from "../../../core/overlay-position";

/**
 * The hint of the star under the mouse or the keyboard ("good"), shown in a small label next to that star. It
 * says visually what the radios' names already say to screen readers, so it is `aria-hidden`. It lives at the end
 * of the body, where no container of the page clips it, and is placed by `core/overlay-position` (Floating UI,
 * imported when a hint is first shown): above the star, below it when there is no room above, moved sideways to
 * stay inside the viewport. It shows only once placed, so it never flashes anywhere else.
 */

/** Above the star it names, centred on it; below when the star is at the top edge of the viewport. */
export const HINT_LAYOUT: OverlayLayout = {
  placement: "top",
  fallbackPlacements: ["bottom"],
  flipAxis: "side",
  gap: 6,
};

export const HINT_CLASS = "enhance-rating__hint";

export interface RatingHint {
  /** Shows `text` next to `star`, moving the hint there if it is next to another one. */
  show(star: HTMLElement, text: string): void;
  hide(): void;
  /** Hides the hint and takes it out of the page (unmount). */
  remove(): void;
}

const loadPositioning = () => import("../../../core/overlay-position");

function createHintElement(): HTMLElement {
  const hint = document.createElement("span");
  hint.className = HINT_CLASS;
  hint.setAttribute("aria-hidden", "true");
  hint.hidden = true;
  Object.assign(hint.style, {
    position: "absolute",
    top: "0",
    left: "0",
    zIndex: "100000",
    padding: "0.2em 0.55em",
    borderRadius: "4px",
    background: "#11191f",
    color: "#ffffff",
    font: "600 0.875rem/1.4 system-ui, sans-serif",
    whiteSpace: "nowrap",
    pointerEvents: "none",
  });
  return hint;
}

export function createRatingHint(): RatingHint {
  let hint: HTMLElement | null = null;
  let anchor: HTMLElement | null = null;
  let stopPlacing: (() => void) | null = null;
  let removed = false;

  const stop = (): void => {
    stopPlacing?.();
    stopPlacing = null;
  };

  const place = (star: HTMLElement, element: HTMLElement): void => {
    loadPositioning().then(
      ({ keepNextTo }) => {
        if (removed || anchor !== star || stopPlacing) return;
        stopPlacing = keepNextTo(star, element, HINT_LAYOUT, () => {
          if (anchor === star) element.style.visibility = "";
        });
      },
      () => {
        // Without its placement the hint stays hidden; the stars' titles still name them.
      },
    );
  };

  return {
    show(star, text) {
      if (removed) return;
      hint ??= createHintElement();
      if (!hint.isConnected) document.body.append(hint);
      hint.textContent = text;
      if (anchor === star && !hint.hidden) return;
      stop();
      anchor = star;
      hint.style.visibility = "hidden";
      hint.hidden = false;
      place(star, hint);
    },
    hide() {
      stop();
      anchor = null;
      if (hint) hint.hidden = true;
    },
    remove() {
      this.hide();
      removed = true;
      hint?.remove();
    },
  };
}
