import type { ModuleContext } from "../../../../boot/types";
import type { LightboxImage } from "./images";

/** What a gallery or portfolio tells the lightbox. */
export interface LightboxSource {
  /** The image link a click landed on, or null when the click is not for the lightbox. */
  linkAt(target: EventTarget | null): HTMLAnchorElement | null;
  /** The set the visitor browses: each image link with what the lightbox shows for it, in order. */
  entries(): ReadonlyArray<{ link: HTMLAnchorElement; image: LightboxImage }>;
}

/** The words the dialog's buttons use; previous and next are the theme's own (`et_pb_custom`). */
export function lightboxLabels(context: ModuleContext): { previous: string; next: string; close: string } {
  return { previous: context.config.pbCustom.previous, next: context.config.pbCustom.next, close: "Close" };
}

/**
 * Opens the lightbox on a click (or Enter) on an image link of `element`. The dialog's code is a separate chunk,
 * imported on the first open, so a page that never opens an image never downloads it. When that chunk cannot
 * load or the dialog cannot open, the visitor still gets the image: the link is followed as the server meant.
 */
export function listenForLightbox(
  element: HTMLElement,
  context: ModuleContext,
  source: LightboxSource,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  let opening = false;
  element.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = source.linkAt(event.target);
      if (!link) return;
      const entries = source.entries();
      const index = entries.findIndex((entry) => entry.link === link);
      if (index < 0) return;
      event.preventDefault();
      if (opening) return;
      opening = true;
      // Whatever keeps the dialog from opening, the visitor still gets the image the link leads to.
      const followLink = (error: unknown): void => {
        context.reportError(error);
        navigate(entries[index]!.image.src);
      };
      import("./lightbox")
        .then(({ openLightbox }) => {
          if (context.signal.aborted) return;
          try {
            openLightbox({
              images: entries.map((entry) => entry.image),
              index,
              opener: link,
              labels: lightboxLabels(context),
              signal: context.signal,
            });
          } catch (error) {
            followLink(error);
          }
        }, followLink)
        .finally(() => {
          opening = false;
        });
    },
    { signal: context.signal },
  );
}
