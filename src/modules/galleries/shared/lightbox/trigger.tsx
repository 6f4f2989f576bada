import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ModuleContext } from "../../../../boot/types";
import type { LightboxImage } from "./images";
import type { Lightbox as LightboxView, LightboxLabels } from "./lightbox";

/** What a gallery or portfolio tells the lightbox. */
export interface LightboxSource {
  /** The image link a click landed on, or null when the click is not for the lightbox. */
  linkAt(target: EventTarget | null): HTMLAnchorElement | null;
  /** The set the visitor browses: each image link with what the lightbox shows for it, in order. */
  entries(): ReadonlyArray<{ link: HTMLAnchorElement; image: LightboxImage }>;
}

/** The words the dialog's buttons use; previous and next are the theme's own (`et_pb_custom`). */
export function lightboxLabels(context: ModuleContext): LightboxLabels {
  return { previous: context.config.pbCustom.previous, next: context.config.pbCustom.next, close: "Close" };
}

/** Leads the visitor to the image itself, as the link meant. */
export function followToImage(url: string): void {
  window.location.assign(url);
}

interface OpenLightbox {
  readonly View: typeof LightboxView;
  /** Counts the opens, so each open is a dialog of its own. */
  readonly key: number;
  readonly images: readonly LightboxImage[];
  readonly index: number;
  readonly opener: HTMLAnchorElement;
}

/**
 * Opens the lightbox on a click (or Enter) on an image link of `host`, and returns what the module renders for it:
 * the dialog in a portal to the body while it is open, else nothing. The dialog's code is a separate chunk,
 * imported on the first open, so a page that never opens an image never downloads it. When that chunk cannot
 * load or the dialog cannot open, the visitor still gets the image: the link is followed as the server meant.
 */
export function useImageLightbox(
  host: HTMLElement,
  context: ModuleContext,
  source: LightboxSource,
  navigate: (url: string) => void = followToImage,
): ReactNode {
  const [open, setOpen] = useState<OpenLightbox | null>(null);
  // The click listener reads the module's current set (a portfolio's filter changes it).
  const latestSource = useRef(source);
  useLayoutEffect(() => {
    latestSource.current = source;
  });

  useEffect(() => {
    const controller = new AbortController();
    let opening = false;
    let opens = 0;
    host.addEventListener(
      "click",
      (event) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        const link = latestSource.current.linkAt(event.target);
        if (!link) return;
        const entries = latestSource.current.entries();
        const index = entries.findIndex((entry) => entry.link === link);
        if (index < 0) return;
        event.preventDefault();
        if (opening) return;
        opening = true;
        // Whatever keeps the dialog from loading, the visitor still gets the image the link leads to.
        const followLink = (error: unknown): void => {
          context.reportError(error);
          navigate(entries[index]!.image.src);
        };
        import("./lightbox")
          .then(({ Lightbox }) => {
            if (controller.signal.aborted) return;
            opens += 1;
            const images = entries.map((entry) => entry.image);
            setOpen({ View: Lightbox, key: opens, images, index, opener: link });
          }, followLink)
          .finally(() => {
            opening = false;
          });
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [host, context, navigate]);

  const close = useCallback(() => setOpen(null), []);
  const fail = useCallback(
    (error: unknown, image: LightboxImage) => {
      setOpen(null);
      context.reportError(error);
      navigate(image.src);
    },
    [context, navigate],
  );

  if (!open) return null;
  const { View } = open;
  return createPortal(
    <View
      key={open.key}
      images={open.images}
      index={open.index}
      opener={open.opener}
      labels={lightboxLabels(context)}
      onClose={close}
      onFailure={fail}
    />,
    host.ownerDocument.body,
  );
}
