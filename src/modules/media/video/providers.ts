import * as z from "zod/mini";
import { ERROR_EMBEDDING_NOT_ALLOWED, ERROR_HTML5_PLAYER, ERROR_NOT_FOUND_OR_PRIVATE } from "./messages";

/**
 * Embedded video providers (YouTube, Vimeo): their addresses, the player address started on a click, and the
 * messages their players post to the page. Pure functions.
 */
export type VideoProvider = "youtube" | "vimeo";

export const PROVIDER_NAMES: Readonly<Record<VideoProvider, string>> = { youtube: "YouTube", vimeo: "Vimeo" };

export interface ProviderVideo {
  provider: VideoProvider;
  /** The embed address without autoplay. */
  embedUrl: string;
  /** The video on the provider's own site: the plain link that works when the player does not. */
  watchUrl: string;
  /** The player's origin: only its messages are read, and the page's messages go only there. */
  origin: string;
}

const YOUTUBE_EMBED_HOSTS = new Set(["www.youtube.com", "youtube.com", "m.youtube.com"]);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(["www.youtube-nocookie.com", "youtube-nocookie.com"]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const PLAYLIST_ID = /^[A-Za-z0-9_-]+$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_HASH = /^[0-9a-f]+$/i;
/** Parameters the page sets itself when it starts a player. */
const STARTING_PARAMETERS = ["autoplay", "enablejsapi", "origin"];

function youtubeId(url: URL, host: string): string | null {
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return parts[0] ?? null;
  if (parts[0] === "watch" || (parts.length === 0 && url.searchParams.has("v")))
    return url.searchParams.get("v");
  if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) return parts[1] ?? null;
  return null;
}

function youtubeVideo(url: URL, host: string): ProviderVideo | null {
  const id = youtubeId(url, host);
  const list = url.searchParams.get("list");
  const playlist = id === "videoseries" && list !== null && PLAYLIST_ID.test(list);
  // "videoseries" has the length of an id: without a playlist it names nothing.
  if (!playlist && (id === null || id === "videoseries" || !YOUTUBE_ID.test(id))) return null;
  const origin = YOUTUBE_NOCOOKIE_HOSTS.has(host)
    ? "https://www.youtube-nocookie.com"
    : "https://www.youtube.com";
  const embed = new URL(`${origin}/embed/${playlist ? "videoseries" : id}`);
  if (url.pathname.startsWith("/embed/")) {
    for (const [key, value] of url.searchParams)
      if (!STARTING_PARAMETERS.includes(key)) embed.searchParams.append(key, value);
  } else {
    if (list !== null && PLAYLIST_ID.test(list)) embed.searchParams.set("list", list);
    const start = /^(\d+)s?$/.exec(url.searchParams.get("t") ?? url.searchParams.get("start") ?? "");
    if (start) embed.searchParams.set("start", start[1]!);
  }
  const watch = playlist
    ? `https://www.youtube.com/playlist?list=${encodeURIComponent(list ?? "")}`
    : `https://www.youtube.com/watch?v=${id}`;
  return { provider: "youtube", embedUrl: embed.href, watchUrl: watch, origin };
}

function vimeoVideo(url: URL, host: string): ProviderVideo | null {
  const parts = url.pathname.split("/").filter(Boolean);
  const [id, pathHash] =
    host === "player.vimeo.com" ? (parts[0] === "video" ? [parts[1], undefined] : []) : parts;
  if (id === undefined || !VIMEO_ID.test(id)) return null;
  const embed = new URL(`https://player.vimeo.com/video/${id}`);
  if (host === "player.vimeo.com") {
    for (const [key, value] of url.searchParams)
      if (!STARTING_PARAMETERS.includes(key)) embed.searchParams.append(key, value);
  }
  const hash = pathHash !== undefined && VIMEO_HASH.test(pathHash) ? pathHash : embed.searchParams.get("h");
  if (hash !== null && VIMEO_HASH.test(hash)) embed.searchParams.set("h", hash);
  const watch = `https://vimeo.com/${id}${hash !== null && VIMEO_HASH.test(hash) ? `/${hash}` : ""}`;
  return { provider: "vimeo", embedUrl: embed.href, watchUrl: watch, origin: "https://player.vimeo.com" };
}

/** The provider video an address names (an embed, a watch page or a short link), or null for anything else. */
export function parseProviderVideo(address: string | null | undefined, base: string): ProviderVideo | null {
  if (!address || !address.trim()) return null;
  let url: URL;
  try {
    url = new URL(address.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_EMBED_HOSTS.has(host) || YOUTUBE_NOCOOKIE_HOSTS.has(host) || host === "youtu.be") {
    return youtubeVideo(url, host);
  }
  if (host === "player.vimeo.com" || host === "vimeo.com" || host === "www.vimeo.com")
    return vimeoVideo(url, host);
  return null;
}

/**
 * The address that starts the player: autoplay (the visitor has just asked it to play), and for YouTube the
 * JavaScript API with the page's origin, so the player reports its errors to the page.
 */
export function playerUrl(video: ProviderVideo, pageOrigin: string): string {
  const url = new URL(video.embedUrl);
  url.searchParams.set("autoplay", "1");
  if (video.provider === "youtube") {
    url.searchParams.set("enablejsapi", "1");
    if (/^https?:\/\//.test(pageOrigin)) url.searchParams.set("origin", pageOrigin);
  }
  return url.href;
}

/** What the page posts to a started player so that it reports its events (errors among them). */
export function subscribeMessages(provider: VideoProvider): string[] {
  return provider === "youtube"
    ? [JSON.stringify({ event: "listening", id: 1, channel: "widget" })]
    : [JSON.stringify({ method: "addEventListener", value: "error" })];
}

const youtubeMessage = z.object({ event: z.string(), info: z.optional(z.unknown()) });
const vimeoMessage = z.object({
  event: z.string(),
  data: z.optional(z.object({ name: z.optional(z.string()), message: z.optional(z.string()) })),
});

function decode(data: unknown): unknown {
  if (typeof data !== "string") return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

const VIMEO_ERROR_CODES: Readonly<Record<string, number>> = {
  NotFoundError: ERROR_NOT_FOUND_OR_PRIVATE,
  PasswordError: ERROR_NOT_FOUND_OR_PRIVATE,
  PrivacyError: ERROR_EMBEDDING_NOT_ALLOWED,
};

/** The error code a player message reports, or null when the message is not an error (or not understood). */
export function playerErrorCode(provider: VideoProvider, data: unknown): number | null {
  const message = decode(data);
  if (provider === "youtube") {
    const parsed = youtubeMessage.safeParse(message);
    if (!parsed.success || parsed.data.event !== "onError") return null;
    const code = Number(parsed.data.info);
    return Number.isInteger(code) ? code : ERROR_HTML5_PLAYER;
  }
  const parsed = vimeoMessage.safeParse(message);
  if (!parsed.success || parsed.data.event !== "error") return null;
  return VIMEO_ERROR_CODES[parsed.data.data?.name ?? ""] ?? ERROR_HTML5_PLAYER;
}
