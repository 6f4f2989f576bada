import { ERROR_HTML5_PLAYER, providerErrorMessage } from "./messages";
import {
  PROVIDER_NAMES,
  playerErrorCode,
  playerUrl,
  subscribeMessages,
  type ProviderVideo,
} from "./providers";
import type { StatusMessage } from "./status";
import { YOUTUBE_API_TIMEOUT_MS, apiErrorCode, loadYouTubeApi } from "./youtube-api";

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

/** What a provider player tells its root: an error in words, or a note that keeps a way to the video. */
export interface PlayerReports {
  error(message: StatusMessage): void;
  /** The player started without its API script: a link to the video on the provider's site stays in view. */
  notice(message: StatusMessage): void;
}

/** How a started YouTube player is driven: through the IFrame API script at `url`, or without it (null). */
export interface ApiOptions {
  readonly url: string | null;
  readonly timeoutMs?: number;
}

/**
 * Empties a provider iframe until `start`: a `src` already set is replaced by a blank page (a lazy-loading
 * plugin's `data-src` needs nothing), and the click sets the autoplaying player address. A YouTube player is
 * started through YouTube's IFrame API (loaded on the click, once for the page), whose `onError` events are said
 * in words; when the API script fails, is blocked or is slow, the player starts as a plain embed and a link to
 * the video stays under it. Without the API (Vimeo, or a site that turned it off) the player's own messages, from
 * its window and origin only, are read.
 */
export function providerPlayer(
  frame: HTMLIFrameElement,
  video: ProviderVideo,
  title: string,
  reports: PlayerReports,
  api: ApiOptions = { url: null },
): Player {
  const originalSource = frame.getAttribute("src");
  const originalAllow = frame.getAttribute("allow");
  if (originalSource !== null && originalSource.trim() !== "about:blank") frame.src = "about:blank";
  const restoreSize = makeFluid(frame);
  const listening = new AbortController();
  const watchLink = {
    href: video.watchUrl,
    text: `Watch “${title}” on ${PROVIDER_NAMES[video.provider]}`,
  };
  const reportCode = (code: number): void => {
    if (!listening.signal.aborted) reports.error({ text: providerErrorMessage(code), link: watchLink });
  };
  let started = false;

  function allowPlayerFeatures(): void {
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
  }

  /** The player's own messages: the provider's documented message protocol, without its API script. */
  function listenToMessages(): void {
    window.addEventListener(
      "message",
      (event) => {
        if (event.source !== frame.contentWindow || event.origin !== video.origin) return;
        const code = playerErrorCode(video.provider, event.data);
        if (code !== null) reportCode(code);
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
  }

  function startPlainEmbed(): void {
    listenToMessages();
    frame.src = playerUrl(video, window.location.origin);
  }

  function startWithApi(url: string): void {
    let settled = false;
    const fallBack = (): void => {
      if (settled || listening.signal.aborted) return;
      settled = true;
      startPlainEmbed();
      reports.notice({
        text: `If the video does not play here, it plays on ${PROVIDER_NAMES[video.provider]}.`,
        link: watchLink,
      });
    };
    const timer = setTimeout(fallBack, api.timeoutMs ?? YOUTUBE_API_TIMEOUT_MS);
    listening.signal.addEventListener("abort", () => clearTimeout(timer));
    loadYouTubeApi(url).then((loaded) => {
      if (settled || listening.signal.aborted) return;
      settled = true;
      clearTimeout(timer);
      // The player address is set before the API attaches, so the API hears the player from its first event.
      frame.src = playerUrl(video, window.location.origin);
      try {
        new loaded.Player(frame, {
          events: { onError: (event) => reportCode(apiErrorCode(event) ?? ERROR_HTML5_PLAYER) },
        });
      } catch {
        // An API that cannot drive the frame leaves a plain embed, which plays; its messages are read instead.
        listenToMessages();
      }
    }, fallBack);
  }

  return {
    start() {
      if (started) return;
      started = true;
      allowPlayerFeatures();
      if (video.provider === "youtube" && api.url !== null) startWithApi(api.url);
      else startPlainEmbed();
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
