import type { LightboxImage } from "./images";
import { sharedStyleSheet } from "../../../../core/styles";

/**
 * The image lightbox of galleries and portfolios (the theme used a jQuery popup): a modal `<dialog>` opened with
 * `showModal()`, so the page behind is inert and focus stays inside. It shows one image with its title and
 * caption, a counter, previous and next buttons (which wrap at both ends) and a close button. Left and Right
 * arrows, Home and End move between images; Escape, the close button or a click outside the image close it, and
 * focus returns to the image link that opened it. A horizontal swipe of at least 50 px moves on touch screens.
 * Its code is a separate chunk, loaded the first time a visitor opens an image.
 */

/** The shortest horizontal swipe, in px, that moves to the previous or next image. */
export const LIGHTBOX_SWIPE_MIN_PX = 50;

export interface LightboxLabels {
  readonly previous: string;
  readonly next: string;
  readonly close: string;
}

export interface LightboxOptions {
  readonly images: readonly LightboxImage[];
  /** The image shown first. */
  readonly index: number;
  /** Receives focus back when the lightbox closes. */
  readonly opener: HTMLElement;
  readonly labels: LightboxLabels;
  /** Closes the lightbox when the module that opened it is unmounted. */
  readonly signal?: AbortSignal;
}

export interface Lightbox {
  readonly dialog: HTMLDialogElement;
  /** The index of the image shown now. */
  current(): number;
  show(index: number): void;
  next(): void;
  previous(): void;
  close(): void;
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

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

function button(className: string, label: string): HTMLButtonElement {
  const created = element("button", className);
  created.type = "button";
  created.textContent = label;
  return created;
}

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

let open: Lightbox | null = null;
let instances = 0;

/** Opens the lightbox on `options.index` (closing one already open) and returns its handle. */
export function openLightbox(options: LightboxOptions): Lightbox {
  open?.close();
  if (!lightboxStylesAdopted) {
    adoptLightboxStyles();
    lightboxStylesAdopted = true;
  }
  const { images, labels, opener } = options;
  const count = images.length;
  instances += 1;
  const ids = { caption: `${CLASS}-caption-${instances}` };
  const controller = new AbortController();
  const { signal } = controller;

  const dialog = element("dialog", CLASS);
  const close = button(`${CLASS}__close`, labels.close);
  close.autofocus = true;
  const figure = element("figure", `${CLASS}__figure`);
  const image = element("img", `${CLASS}__image`);
  image.decoding = "async";
  const caption = element("figcaption", `${CLASS}__caption`);
  caption.id = ids.caption;
  const title = element("span", `${CLASS}__title`);
  const text = element("span", `${CLASS}__text`);
  // A space between the two, so the caption reads as two phrases when it names the dialog.
  caption.append(title, " ", text);
  figure.append(image, caption);
  const controls = element("div", `${CLASS}__controls`);
  const previous = button(`${CLASS}__previous`, labels.previous);
  const next = button(`${CLASS}__next`, labels.next);
  // One polite live region: moving to another image announces its position and name, not two things at once.
  const status = element("p", `${CLASS}__status`);
  status.setAttribute("aria-live", "polite");
  status.setAttribute("aria-atomic", "true");
  const position = element("span", "");
  const spokenName = element("span", `${CLASS}__hidden`);
  status.append(position, spokenName);
  controls.append(previous, status, next);
  previous.hidden = next.hidden = count < 2;
  dialog.append(close, figure, controls);

  let index = wrapIndex(options.index, count);
  let finished = false;

  const show = (wanted: number): void => {
    index = wrapIndex(wanted, count);
    const shown = images[index];
    if (!shown) return;
    const where = `${index + 1} / ${count}`;
    image.src = shown.src;
    image.alt = shown.alt || shown.title || shown.caption;
    title.textContent = shown.title;
    text.textContent = shown.caption;
    title.hidden = !shown.title;
    text.hidden = !shown.caption;
    caption.hidden = !shown.title && !shown.caption;
    position.textContent = where;
    spokenName.textContent = `: ${imageName(shown, where)}`;
    if (caption.hidden) {
      dialog.removeAttribute("aria-labelledby");
      dialog.setAttribute("aria-label", imageName(shown, where));
    } else {
      dialog.removeAttribute("aria-label");
      dialog.setAttribute("aria-labelledby", caption.id);
    }
    dialog.dataset["index"] = String(index);
    // Warm the cache for the neighbours, so moving on shows the next image at once.
    if (count > 1) {
      for (const neighbour of [images[wrapIndex(index + 1, count)], images[wrapIndex(index - 1, count)]]) {
        if (neighbour) new Image().src = neighbour.src;
      }
    }
  };

  const finish = (): void => {
    if (finished) return;
    finished = true;
    controller.abort();
    dialog.dataset["state"] = "closed";
    dialog.remove();
    if (open === handle) open = null;
    if (opener.isConnected) opener.focus();
  };

  const handle: Lightbox = {
    dialog,
    current: () => index,
    show,
    next: () => show(index + 1),
    previous: () => show(index - 1),
    close() {
      if (dialog.open) dialog.close();
      finish();
    },
  };

  previous.addEventListener("click", () => handle.previous(), { signal });
  next.addEventListener("click", () => handle.next(), { signal });
  close.addEventListener("click", () => handle.close(), { signal });
  // Escape closes a modal dialog natively; this catches it and every other way it closes.
  dialog.addEventListener("close", finish, { signal });
  // A click on the dialog itself (around the image and the controls) is a click outside the content.
  dialog.addEventListener(
    "click",
    (event) => {
      if (event.target === dialog) handle.close();
    },
    { signal },
  );
  dialog.addEventListener(
    "keydown",
    (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || count < 2) return;
      const moves: Record<string, () => void> = {
        ArrowLeft: handle.previous,
        ArrowRight: handle.next,
        Home: () => show(0),
        End: () => show(count - 1),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    },
    { signal },
  );

  let swipe: { id: number; x: number; y: number } | null = null;
  figure.addEventListener(
    "pointerdown",
    (event) => {
      if (event.pointerType !== "mouse") swipe = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    { signal, passive: true },
  );
  figure.addEventListener(
    "pointerup",
    (event) => {
      if (!swipe || swipe.id !== event.pointerId) return;
      const dx = event.clientX - swipe.x;
      const dy = event.clientY - swipe.y;
      swipe = null;
      if (count < 2 || Math.abs(dx) < LIGHTBOX_SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) handle.next();
      else handle.previous();
    },
    { signal, passive: true },
  );
  figure.addEventListener("pointercancel", () => (swipe = null), { signal, passive: true });
  options.signal?.addEventListener("abort", () => handle.close(), { signal });

  show(index);
  dialog.dataset["state"] = "open";
  document.body.append(dialog);
  open = handle;
  dialog.showModal();
  return handle;
}
