import * as z from "zod/mini";
import { SCRIPT_ORIGINS_META, declaredScriptOrigins, headSetting } from "../../../core/head-settings";
import { loadOnce } from "../../../core/load-once";
import { urlFromOrigins, webUrl } from "../../../core/urls";

/**
 * YouTube's IFrame Player API: the script that defines `YT.Player` and calls `onYouTubeIframeAPIReady`. A started
 * YouTube player is driven through it, so the player's own error events (2, 5, 100, 101, 105, 150) reach the page.
 * The script loads on the first click on a YouTube video, once for the page.
 */
export const DEFAULT_YOUTUBE_API_URL = "https://www.youtube.com/iframe_api";
/** The origin the API script may come from without the site saying more: YouTube's own. */
const YOUTUBE_API_ORIGIN = "https://www.youtube.com";
/**
 * `<meta name="enhance-video-api-youtube" content="<url>|none">` in the document's head sets (or, with `none`,
 * keeps off the site) the API script. Like the social embeds' script settings, only the head counts, and an
 * address on another origin than YouTube's must be on one the site declares in `enhance-script-origins`.
 */
export const YOUTUBE_API_META = "enhance-video-api-youtube";
export const NO_SCRIPT = "none";
/**
 * How long a click waits for the API before the player starts without it: a script a content blocker stalls
 * must not leave the visitor in front of an empty frame.
 */
export const YOUTUBE_API_TIMEOUT_MS = 4000;

/** The API script this page uses, or null (none, or a refused setting: `refused` says which). */
export type ApiScriptChoice = { readonly url: string } | { readonly url: null; readonly refused?: string };

/** The head's setting once resolved against the page: `none`, or an absolute http(s) address. */
const metaSetting = z.union([z.enum([NO_SCRIPT]), z.string().check(z.regex(/^https?:\/\//))]);

/**
 * The API script for this page, read from the head: YouTube's own by default, none with `none`, else the
 * configured http(s) address when its origin is YouTube's or one the site declared. Anything else is refused.
 */
export function youtubeApiScript(document: Document): ApiScriptChoice {
  const base = document.baseURI;
  const configured = headSetting(document, YOUTUBE_API_META)?.trim() ?? null;
  if (configured === null || configured === "") return { url: DEFAULT_YOUTUBE_API_URL };
  const absolute = configured.toLowerCase() === NO_SCRIPT ? NO_SCRIPT : webUrl(configured, base);
  const parsed = metaSetting.safeParse(absolute ?? configured);
  if (!parsed.success) return { url: null, refused: `"${configured}" is not an http(s) address` };
  if (parsed.data === NO_SCRIPT) return { url: null };
  const origins = [
    YOUTUBE_API_ORIGIN,
    ...declaredScriptOrigins(headSetting(document, SCRIPT_ORIGINS_META), base),
  ];
  const url = urlFromOrigins(parsed.data, base, origins);
  return url === null
    ? { url: null, refused: `"${configured}" is not on YouTube's origin or one in ${SCRIPT_ORIGINS_META}` }
    : { url };
}

/** The part of a `YT.Player` event the page reads: the error code or the player state. */
export interface PlayerEvent {
  readonly data: unknown;
}

export interface PlayerOptions {
  readonly events: {
    readonly onReady?: (event: PlayerEvent) => void;
    readonly onStateChange?: (event: PlayerEvent) => void;
    readonly onError?: (event: PlayerEvent) => void;
  };
}

/** `new YT.Player(iframe, options)`: attaches to an iframe whose address carries `enablejsapi=1`. */
export type PlayerConstructor = new (frame: HTMLIFrameElement, options: PlayerOptions) => unknown;

export interface YouTubeApi {
  readonly Player: PlayerConstructor;
}

/** The global the script defines, checked before use: another script may have put anything there. */
const youtubeGlobal = z.object({ Player: z.unknown() });

const errorEvent = z.object({ data: z.union([z.number(), z.string()]) });

/** The error code of an `onError` event, or null when it carries none. */
export function apiErrorCode(event: unknown): number | null {
  const parsed = errorEvent.safeParse(event);
  const code = parsed.success ? Number(parsed.data.data) : Number.NaN;
  return Number.isInteger(code) ? code : null;
}

interface ApiGlobals {
  YT?: unknown;
  onYouTubeIframeAPIReady?: unknown;
}

function readyApi(): YouTubeApi | null {
  const parsed = youtubeGlobal.safeParse((window as ApiGlobals).YT);
  return parsed.success && typeof parsed.data.Player === "function"
    ? { Player: parsed.data.Player as PlayerConstructor }
    : null;
}

function loadApi(url: string): Promise<YouTubeApi> {
  const present = readyApi();
  if (present) return Promise.resolve(present);
  return new Promise<YouTubeApi>((resolve, reject) => {
    const globals = window as ApiGlobals;
    // The API calls this global when it is ready; a handler another script set keeps being called.
    const previous = globals.onYouTubeIframeAPIReady;
    globals.onYouTubeIframeAPIReady = () => {
      if (typeof previous === "function") (previous as () => void)();
      const api = readyApi();
      if (api) resolve(api);
      else reject(new Error("the YouTube API script defined no YT.Player"));
    };
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.addEventListener(
      "error",
      () => {
        script.remove();
        reject(new Error(`the script ${url} could not be loaded`));
      },
      { once: true },
    );
    document.head.append(script);
  });
}

const loaders = new Map<string, () => Promise<YouTubeApi>>();

/**
 * Loads the API script once for the page, however many videos start; a failed load is not kept, so the next
 * click tries again.
 */
export function loadYouTubeApi(url: string): Promise<YouTubeApi> {
  let load = loaders.get(url);
  if (!load) {
    load = loadOnce(() => loadApi(url));
    loaders.set(url, load);
  }
  return load();
}

/** Forgets every loaded API (tests start from a page without it). */
export function forgetYouTubeApi(): void {
  loaders.clear();
}
