import type { Cleanup, ModuleContext } from "../../../boot/types";
import { providerErrorMessage } from "./messages";
import { keepNativeControls, reportMediaErrors } from "./native";
import {
  PROVIDER_NAMES,
  parseProviderVideo,
  playerErrorCode,
  playerUrl,
  subscribeMessages,
  type ProviderVideo,
} from "./providers";
import { adoptMediaStyles, createStatusArea, showStatus } from "./status";

/**
 * The theme's video module (`.et_pb_video` > `.et_pb_video_box` > iframe or `<video>`, and its image overlay
 * `.et_pb_video_overlay` > `.et_pb_video_overlay_hover` > `a.et_pb_video_play`) and YouTube or Vimeo iframes
 * anywhere else. A provider's player loads only when the visitor asks for it: until then the iframe is empty
 * behind a poster (the module's overlay image, or a neutral placeholder) with a real button named
 * "Play video: <title>"; the click loads the player with autoplay and moves focus into it. The player's errors are
 * said in words in an announced area, with a link to the video on the provider's site. A native `<video>` keeps
 * its controls; its overlay plays it.
 *
 * State (`data-state` on the module or the iframe): `poster`, `playing`, `error`.
 */
export type VideoState = "poster" | "playing" | "error";

export const PLAY_LABEL = "Play video";
/** Marks an iframe this enhancer manages, so the boot never mounts it a second time. */
export const MANAGED_ATTRIBUTE = "data-enhance-video";
/** Attributes lazy-loading plugins print instead of `src`: the player is not requested before the click. */
export const LAZY_SOURCE_ATTRIBUTES = ["data-src", "data-lazy-src"] as const;

export function playLabel(title: string): string {
  return `${PLAY_LABEL}: ${title}`;
}

/** The address an iframe would show: its lazy-loading attribute, else its `src` (an empty frame has none). */
export function frameAddress(frame: Element): string | null {
  for (const name of [...LAZY_SOURCE_ATTRIBUTES, "src"]) {
    const value = frame.getAttribute(name)?.trim();
    if (value && value !== "about:blank") return value;
  }
  return null;
}

/** The first non-empty title, else what the video is. */
export function videoTitle(candidates: ReadonlyArray<string | null | undefined>, fallback: string): string {
  for (const candidate of candidates) {
    const title = candidate?.replace(/\s+/g, " ").trim();
    if (title) return title;
  }
  return fallback;
}

/** The iframe fills its column at its own aspect ratio (what the theme's fitvids script did). */
function makeFluid(frame: HTMLIFrameElement): () => void {
  const width = Number(frame.getAttribute("width"));
  const height = Number(frame.getAttribute("height"));
  if (!(width > 0 && height > 0) || frame.closest(".fluid-width-video-wrapper")) return () => undefined;
  const previous = frame.style.cssText;
  Object.assign(frame.style, { width: "100%", height: "auto", aspectRatio: `${width} / ${height}` });
  return () => {
    frame.style.cssText = previous;
  };
}

const PLAY_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">' +
  '<rect width="68" height="48" rx="12" fill="#111" fill-opacity=".85"/><path d="M27 14v20l18-10z" fill="#fff"/></svg>';

function playIcon(): SVGElement | null {
  // A constant of this file, parsed as SVG: no server text is involved.
  const parsed = new DOMParser().parseFromString(PLAY_ICON, "image/svg+xml").documentElement;
  return parsed instanceof SVGElement ? (document.importNode(parsed, true) as SVGElement) : null;
}

/** A real button; `themed` keeps the theme's play icon (its class draws it), otherwise it draws its own. */
function createPlayButton(label: string, className: string, themed: boolean): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = className;
  button.setAttribute("aria-label", label);
  if (!themed) {
    const icon = playIcon();
    if (icon) button.append(icon);
  }
  return button;
}

/** A neutral poster over an empty player: the title and a play button, on a dark panel. */
function createPoster(
  title: string,
  providerName: string,
): { poster: HTMLElement; button: HTMLButtonElement } {
  const poster = document.createElement("div");
  poster.className = "enhance-video__poster";
  const caption = document.createElement("span");
  caption.className = "enhance-video__caption";
  caption.setAttribute("aria-hidden", "true");
  caption.textContent = `${title} · ${providerName}`;
  const button = createPlayButton(playLabel(title), "enhance-video__play", false);
  poster.append(caption, button);
  return { poster, button };
}

interface Player {
  start(): void;
  restore(): void;
}

/**
 * Empties a provider iframe until `start`: a `src` already set is replaced by a blank page (a lazy-loading
 * plugin's `data-src` needs nothing), and the click sets the autoplaying player address.
 */
function providerPlayer(
  frame: HTMLIFrameElement,
  video: ProviderVideo,
  title: string,
  host: HTMLElement,
  status: HTMLElement,
  context: ModuleContext,
): Player {
  const originalSource = frame.getAttribute("src");
  const originalAllow = frame.getAttribute("allow");
  if (originalSource !== null && originalSource.trim() !== "about:blank") frame.src = "about:blank";
  const restoreSize = makeFluid(frame);
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      window.addEventListener(
        "message",
        (event) => {
          if (event.source !== frame.contentWindow || event.origin !== video.origin) return;
          const code = playerErrorCode(video.provider, event.data);
          if (code === null) return;
          host.dataset["state"] = "error";
          showStatus(status, providerErrorMessage(code), {
            href: video.watchUrl,
            text: `Watch “${title}” on ${PROVIDER_NAMES[video.provider]}`,
          });
        },
        { signal: context.signal },
      );
      frame.addEventListener(
        "load",
        () => {
          for (const message of subscribeMessages(video.provider)) {
            frame.contentWindow?.postMessage(message, video.origin);
          }
        },
        { signal: context.signal },
      );
      const allow = new Set(
        (originalAllow ?? "")
          .split(";")
          .map((part) => part.trim())
          .filter(Boolean),
      );
      for (const feature of ["autoplay", "fullscreen", "encrypted-media", "picture-in-picture"]) {
        if (![...allow].some((entry) => entry.split(/\s/)[0] === feature)) allow.add(feature);
      }
      frame.setAttribute("allow", [...allow].join("; "));
      frame.allowFullscreen = true;
      frame.src = playerUrl(video, window.location.origin);
      host.dataset["state"] = "playing";
      frame.focus();
    },
    restore() {
      restoreSize();
      if (started) return;
      if (originalSource === null) frame.removeAttribute("src");
      else frame.setAttribute("src", originalSource);
    },
  };
}

function nativePlayer(media: HTMLMediaElement, host: HTMLElement): Player {
  return {
    start() {
      host.dataset["state"] = "playing";
      media.focus();
      void media.play()?.catch(() => undefined);
    },
    restore() {},
  };
}

/** The theme's overlay with its play link made a button; restores the link on cleanup. */
function adoptOverlay(
  overlay: HTMLElement,
  label: string,
): { button: HTMLButtonElement; restore: () => void } {
  const link = overlay.querySelector<HTMLElement>(".et_pb_video_play");
  if (link) {
    const button = createPlayButton(label, link.className, true);
    link.replaceWith(button);
    return { button, restore: () => button.replaceWith(link) };
  }
  const button = createPlayButton(label, "enhance-video__play", false);
  (overlay.querySelector(".et_pb_video_overlay_hover") ?? overlay).append(button);
  return { button, restore: () => button.remove() };
}

function hide(element: HTMLElement): void {
  element.hidden = true;
  element.style.display = "none";
}

function mountVideoModule(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const box = element.querySelector<HTMLElement>(".et_pb_video_box");
  const frame = box?.querySelector("iframe") ?? null;
  const media = box?.querySelector<HTMLVideoElement>("video") ?? null;
  if (!frame && !media) return undefined;
  const video = frame ? parseProviderVideo(frameAddress(frame), document.baseURI) : null;
  const status = createStatusArea();
  if (box) box.after(status);
  else element.append(status);
  const restorers: Array<() => void> = [() => status.remove(), adoptMediaStyles()];
  const title = videoTitle(
    [frame?.title, media?.title, media?.getAttribute("aria-label"), element.getAttribute("aria-label")],
    video ? `${PROVIDER_NAMES[video.provider]} video` : "video",
  );

  let player: Player | null = null;
  if (frame && video) {
    frame.setAttribute(MANAGED_ATTRIBUTE, "");
    restorers.push(() => frame.removeAttribute(MANAGED_ATTRIBUTE));
    player = providerPlayer(frame, video, title, element, status, context);
  } else if (media) {
    restorers.push(keepNativeControls(media, context.reducedMotion()));
    reportMediaErrors(
      media,
      (message) => {
        element.dataset["state"] = "error";
        showStatus(status, message);
      },
      context.signal,
    );
    player = nativePlayer(media, element);
  }
  if (player) restorers.push(() => player.restore());

  let overlay = element.querySelector<HTMLElement>(".et_pb_video_overlay");
  if (!overlay && video) {
    // No image overlay: a neutral poster keeps the player empty until the click.
    const created = createPoster(title, PROVIDER_NAMES[video.provider]);
    overlay = created.poster;
    if (getComputedStyle(element).position === "static") {
      element.style.position = "relative";
      restorers.push(() => element.style.removeProperty("position"));
    }
    element.append(overlay);
    const poster = overlay;
    restorers.push(() => poster.remove());
  } else if (overlay) {
    const adopted = adoptOverlay(overlay, playLabel(title));
    restorers.push(adopted.restore);
  }
  if (overlay) {
    const poster = overlay;
    const display = poster.style.display;
    restorers.push(() => {
      poster.hidden = false;
      poster.style.display = display;
    });
    // A native video that failed before this script ran keeps its error state.
    if (element.dataset["state"] !== "error") element.dataset["state"] = "poster";
    poster.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
        hide(poster);
        if (player) player.start();
        else frame?.focus();
      },
      { signal: context.signal },
    );
  }
  return () => {
    for (const restore of restorers.reverse()) restore();
    delete element.dataset["state"];
  };
}

function mountProviderFrame(frame: HTMLIFrameElement, context: ModuleContext): Cleanup | undefined {
  const video = parseProviderVideo(frameAddress(frame), document.baseURI);
  if (!video) return undefined;
  frame.setAttribute(MANAGED_ATTRIBUTE, "");
  const providerName = PROVIDER_NAMES[video.provider];
  const title = videoTitle([frame.title], `${providerName} video`);
  const status = createStatusArea();
  const releaseStyles = adoptMediaStyles();
  const player = providerPlayer(frame, video, title, frame, status, context);
  const wrapper = document.createElement("div");
  wrapper.className = "enhance-video";
  const { poster } = createPoster(title, providerName);
  frame.before(wrapper);
  wrapper.append(frame, poster);
  wrapper.after(status);
  frame.dataset["state"] = "poster";
  poster.addEventListener(
    "click",
    (event) => {
      event.preventDefault();
      poster.remove();
      player.start();
    },
    { signal: context.signal },
  );
  return () => {
    player.restore();
    status.remove();
    if (wrapper.isConnected) wrapper.replaceWith(frame);
    frame.removeAttribute(MANAGED_ATTRIBUTE);
    delete frame.dataset["state"];
    releaseStyles();
  };
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  if (element instanceof HTMLIFrameElement) return mountProviderFrame(element, context);
  return mountVideoModule(element, context);
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
