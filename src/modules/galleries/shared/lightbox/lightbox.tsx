import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";
import type { LightboxImage } from "./images";
import { sharedStyleSheet } from "../../../../core/styles";

/**
 * The image lightbox of galleries and portfolios (the theme used a jQuery popup): a modal `<dialog>` opened with
 * `showModal()`, so the page behind is inert and focus stays inside. It shows one image with its title and
 * caption, a counter, previous and next buttons (which wrap at both ends) and a close button. Left and Right
 * arrows, Home and End move between images; Escape, the close button or a click outside the image close it, and
 * focus returns to the image link that opened it. A horizontal swipe of at least 50 px moves on touch screens.
 * Its code is a separate chunk, loaded the first time a visitor opens an image; the module that opens it renders
 * it (in a portal to the body) for as long as it is open.
 */

/** The shortest horizontal swipe, in px, that moves to the previous or next image. */
export const LIGHTBOX_SWIPE_MIN_PX = 50;

export interface LightboxLabels {
  readonly previous: string;
  readonly next: string;
  readonly close: string;
}

export interface LightboxProps {
  readonly images: readonly LightboxImage[];
  /** The image shown first. */
  readonly index: number;
  /** Receives focus back when the lightbox closes. */
  readonly opener: HTMLElement;
  readonly labels: LightboxLabels;
  /** The dialog was closed (Escape, Close, a click outside, another lightbox opening): stop rendering it. */
  onClose(): void;
  /** The dialog could not open; `image` is the one the visitor asked for. */
  onFailure(error: unknown, image: LightboxImage): void;
}

const CLASS = "enhance-lightbox";

const RULES = `
.${CLASS} {
  box-sizing: border-box; width: 100%; max-width: 100%; height: 100%; max-height: 100%; margin: 0;
  padding: 64px 16px 16px; border: 0; background: #111; color: #fff; font: 15px/1.5 sans-serif;
}
.${CLASS}[open] { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; }
.${CLASS}::backdrop { background: #111; }
.${CLASS}__figure {
  display: flex; flex-direction: column; align-items: center; min-height: 0; max-width: 100%; margin: 0;
  touch-action: pan-y pinch-zoom;
}
.${CLASS}__image {
  display: block; max-width: min(100%, 1400px); max-height: calc(100vh - 200px); width: auto; height: auto;
  object-fit: contain;
}
.${CLASS}__caption { margin: 8px 0 0; text-align: center; }
.${CLASS}__title { display: block; font-weight: 700; }
.${CLASS}__controls { display: flex; align-items: center; gap: 16px; }
.${CLASS}__status { margin: 0; min-width: 4em; text-align: center; }
.${CLASS} button {
  appearance: none; min-width: 44px; min-height: 44px; margin: 0; padding: 8px 16px; border: 2px solid #fff;
  border-radius: 4px; background: #222; color: #fff; font: 600 15px/1.2 sans-serif; cursor: pointer;
}
.${CLASS} button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
.${CLASS} [hidden] { display: none !important; }
.${CLASS}__close { position: absolute; top: 12px; right: 12px; }
.${CLASS}__hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; border: 0;
}
:root:has(.${CLASS}[open]) { overflow: hidden; }
`;

const adoptLightboxStyles = sharedStyleSheet(RULES);
/** The dialog's rules stay once the first image has opened, ready for the next one. */
let lightboxStylesAdopted = false;

/** The index `index` lands on in a list of `count`, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/** The accessible name of an image: its title and caption, else its alt text, else its position. */
export function imageName(image: LightboxImage, position: string): string {
  const described = [image.title, image.caption].filter(Boolean).join(": ");
  return described || image.alt || position;
}

/** Closes the lightbox open now, whichever module opened it: one dialog at a time on the page. */
let closeOpenLightbox: (() => void) | null = null;

export function Lightbox({ images, index: first, opener, labels, onClose, onFailure }: LightboxProps) {
  const count = images.length;
  const [index, setIndex] = useState(() => wrapIndex(first, count));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const captionId = `${CLASS}-caption-${useId().replace(/[^\w-]/g, "")}`;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!lightboxStylesAdopted) {
      adoptLightboxStyles();
      lightboxStylesAdopted = true;
    }
    let closed = false;
    const close = (): void => {
      if (closed) return;
      closed = true;
      onClose();
    };
    closeOpenLightbox?.();
    closeOpenLightbox = close;
    // Escape closes a modal dialog natively; this catches it and every other way it closes.
    dialog.addEventListener("close", close);
    dialog.dataset["state"] = "open";
    try {
      dialog.showModal();
      if (!dialog.contains(document.activeElement)) closeRef.current?.focus();
    } catch (error) {
      closed = true;
      onFailure(error, images[wrapIndex(first, count)]!);
    }
    return () => {
      closed = true;
      dialog.removeEventListener("close", close);
      if (closeOpenLightbox === close) closeOpenLightbox = null;
      if (dialog.open) dialog.close();
      dialog.dataset["state"] = "closed";
      if (opener.isConnected) opener.focus();
    };
  }, [images, first, count, opener, onClose, onFailure]);

  // Warm the cache for the neighbours, so moving on shows the next image at once.
  useEffect(() => {
    if (count < 2) return;
    for (const neighbour of [images[wrapIndex(index + 1, count)], images[wrapIndex(index - 1, count)]]) {
      if (neighbour) new Image().src = neighbour.src;
    }
  }, [images, index, count]);

  const shown = images[index];
  if (!shown) return null;
  const where = `${index + 1} / ${count}`;
  const name = imageName(shown, where);
  const captionHidden = !shown.title && !shown.caption;
  const show = (wanted: number): void => setIndex(wrapIndex(wanted, count));
  const requestClose = (): void => dialogRef.current?.close();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || count < 2) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const wanted = moves[event.key];
    if (wanted === undefined) return;
    event.preventDefault();
    show(wanted);
  };
  // A click on the dialog itself (around the image and the controls) is a click outside the content.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>): void => {
    if (event.target === event.currentTarget) requestClose();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>): void => {
    if (event.pointerType !== "mouse")
      swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>): void => {
    const start = swipe.current;
    if (!start || start.id !== event.pointerId) return;
    swipe.current = null;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (count < 2 || Math.abs(dx) < LIGHTBOX_SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    show(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <dialog
      ref={dialogRef}
      className={CLASS}
      data-index={String(index)}
      aria-labelledby={captionHidden ? undefined : captionId}
      aria-label={captionHidden ? name : undefined}
      onKeyDown={onKeyDown}
      onClick={onDialogClick}
    >
      <button ref={closeRef} type="button" className={`${CLASS}__close`} onClick={requestClose}>
        {labels.close}
      </button>
      <figure
        className={`${CLASS}__figure`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <img
          className={`${CLASS}__image`}
          decoding="async"
          src={shown.src}
          alt={shown.alt || shown.title || shown.caption}
        />
        <figcaption id={captionId} className={`${CLASS}__caption`} hidden={captionHidden}>
          {/* A space between the two, so the caption reads as two phrases when it names the dialog. */}
          <span className={`${CLASS}__title`} hidden={!shown.title}>
            {shown.title}
          </span>{" "}
          <span className={`${CLASS}__text`} hidden={!shown.caption}>
            {shown.caption}
          </span>
        </figcaption>
      </figure>
      <div className={`${CLASS}__controls`}>
        <button
          type="button"
          className={`${CLASS}__previous`}
          hidden={count < 2}
          onClick={() => show(index - 1)}
        >
          {labels.previous}
        </button>
        {/* One polite live region: moving to another image announces its position and name, not two things. */}
        <p className={`${CLASS}__status`} aria-live="polite" aria-atomic="true">
          <span>{where}</span>
          <span className={`${CLASS}__hidden`}>{`: ${name}`}</span>
        </p>
        <button type="button" className={`${CLASS}__next`} hidden={count < 2} onClick={() => show(index + 1)}>
          {labels.next}
        </button>
      </div>
    </dialog>
  );
}
