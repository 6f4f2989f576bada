import { providerErrorMessage } from "./messages";
import {
  PROVIDER_NAMES,
  playerErrorCode,
  playerUrl,
  subscribeMessages,
  type ProviderVideo,
} from "./providers";
import type { StatusMessage } from "./status";

/** What a play button starts, and what gives the page its player back on unmount. */
export interface Player {
  start(): void;
  restore(): void;
}

/** The iframe fills its column at its own aspect ratio (what the theme's fitvids script did). */
export function makeFluid(frame: HTMLIFrameElement): () => void {
  const width = Number(frame.getAttribute("width"));
  const height = Number(frame.getAttribute("height"));
  if (!(width > 0 && height > 0) || frame.closest(".fluid-width-video-wrapper")) return () => undefined;
  const previous = frame.getAttribute("style");
  Object.assign(frame.style, { width: "100%", height: "auto", aspectRatio: `${width} / ${height}` });
  return () => {
    if (previous === null) frame.removeAttribute("style");
    else frame.setAttribute("style", previous);
  };
}

/**
 * Empties a provider iframe until `start`: a `src` already set is replaced by a blank page (a lazy-loading
 * plugin's `data-src` needs nothing), and the click sets the autoplaying player address. The player's error
 * messages, from its own window and origin only, are said in words through `onError`.
 */
export function providerPlayer(
  frame: HTMLIFrameElement,
  video: ProviderVideo,
  title: string,
  onError: (message: StatusMessage) => void,
): Player {
  const originalSource = frame.getAttribute("src");
  const originalAllow = frame.getAttribute("allow");
  if (originalSource !== null && originalSource.trim() !== "about:blank") frame.src = "about:blank";
  const restoreSize = makeFluid(frame);
  const listening = new AbortController();
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
          onError({
            text: providerErrorMessage(code),
            link: { href: video.watchUrl, text: `Watch “${title}” on ${PROVIDER_NAMES[video.provider]}` },
          });
        },
        { signal: listening.signal },
      );
      frame.addEventListener(
        "load",
        () => {
          for (const message of subscribeMessages(video.provider)) {
            frame.contentWindow?.postMessage(message, video.origin);
          }
        },
        { signal: listening.signal },
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
    },
    restore() {
      listening.abort();
      restoreSize();
      // A player the visitor started keeps playing; one never started gets its own address back.
      if (started) return;
      if (originalSource === null) frame.removeAttribute("src");
      else frame.setAttribute("src", originalSource);
    },
  };
}

/** A native video: the overlay plays it. */
export function nativePlayer(media: HTMLMediaElement): Player {
  return {
    start() {
      void media.play()?.catch(() => undefined);
    },
    restore() {},
  };
}
