import type { ParseResult } from "../../../boot/island";
import { PROVIDER_NAMES, parseProviderVideo, type ProviderVideo } from "./providers";
import { youtubeApiScript, type ApiScriptChoice } from "./youtube-api";

/** Attributes lazy-loading plugins print instead of `src`: the player is not requested before the click. */
export const LAZY_SOURCE_ATTRIBUTES = ["data-src", "data-lazy-src"] as const;

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

/**
 * The theme's video module: `.et_pb_video` > `.et_pb_video_box` > iframe or `<video>`, and its image overlay
 * `.et_pb_video_overlay` > `.et_pb_video_overlay_hover` > `a.et_pb_video_play`.
 */
export interface VideoModuleModel {
  readonly kind: "module";
  /** Every child node of the module, kept in place as they are. */
  readonly nodes: readonly Node[];
  readonly box: HTMLElement | null;
  readonly frame: HTMLIFrameElement | null;
  readonly media: HTMLVideoElement | null;
  /** The provider video the frame shows; null for a native video or a frame of another site. */
  readonly video: ProviderVideo | null;
  readonly overlay: HTMLElement | null;
  /** The theme's play link, which a real button stands in for while the module is mounted. */
  readonly playLink: HTMLElement | null;
  /** Where the play button goes: the link's parent, else the overlay's hover layer, else the overlay. */
  readonly buttonParent: HTMLElement | null;
  readonly title: string;
  /** The YouTube API script a started YouTube player is driven through (the head's setting). */
  readonly api: ApiScriptChoice;
}

/** A YouTube or Vimeo iframe outside the video module. */
export interface ProviderFrameModel {
  readonly kind: "frame";
  readonly frame: HTMLIFrameElement;
  readonly parent: HTMLElement;
  readonly video: ProviderVideo;
  readonly title: string;
  readonly api: ApiScriptChoice;
}

export type VideoModel = VideoModuleModel | ProviderFrameModel;

/** The head's API setting, read only for a YouTube video (no other player uses it). */
function youtubeApi(element: Element, video: ProviderVideo | null): ApiScriptChoice {
  return video?.provider === "youtube" ? youtubeApiScript(element.ownerDocument) : { url: null };
}

function parseFrame(frame: HTMLIFrameElement, base: string): ParseResult<ProviderFrameModel> {
  const video = parseProviderVideo(frameAddress(frame), base);
  if (!video) return { ok: false, reason: "the frame's address is not a YouTube or Vimeo video" };
  const parent = frame.parentElement;
  if (!parent) return { ok: false, reason: "a frame outside the page" };
  const title = videoTitle([frame.title], `${PROVIDER_NAMES[video.provider]} video`);
  return { ok: true, model: { kind: "frame", frame, parent, video, title, api: youtubeApi(frame, video) } };
}

function parseModule(element: HTMLElement, base: string): ParseResult<VideoModuleModel> {
  const box = element.querySelector<HTMLElement>(".et_pb_video_box");
  const frame = box?.querySelector("iframe") ?? null;
  const media = box?.querySelector<HTMLVideoElement>("video") ?? null;
  if (!frame && !media) return { ok: false, reason: "no iframe or video in the video module's box" };
  const video = frame ? parseProviderVideo(frameAddress(frame), base) : null;
  const overlay = element.querySelector<HTMLElement>(".et_pb_video_overlay");
  const playLink = overlay?.querySelector<HTMLElement>(".et_pb_video_play") ?? null;
  const buttonParent =
    playLink?.parentElement ??
    (overlay ? (overlay.querySelector<HTMLElement>(".et_pb_video_overlay_hover") ?? overlay) : null);
  const title = videoTitle(
    [frame?.title, media?.title, media?.getAttribute("aria-label"), element.getAttribute("aria-label")],
    video ? `${PROVIDER_NAMES[video.provider]} video` : "video",
  );
  return {
    ok: true,
    model: {
      kind: "module",
      nodes: [...element.childNodes],
      box,
      frame,
      media,
      video,
      overlay,
      playLink,
      buttonParent,
      title,
      api: youtubeApi(element, video),
    },
  };
}

/** The video module, or a provider iframe elsewhere; markup that is neither is left as it is. */
export function parseVideo(element: HTMLElement): ParseResult<VideoModel> {
  const base = element.ownerDocument.baseURI;
  return element instanceof HTMLIFrameElement ? parseFrame(element, base) : parseModule(element, base);
}
