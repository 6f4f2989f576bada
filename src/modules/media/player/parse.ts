import type { ParseResult } from "../../../boot/island";

export interface MediaPlayerModel {
  readonly media: HTMLMediaElement;
  readonly kind: "audio" | "video";
  /** The player's container takes the element's place in this parent. */
  readonly parent: HTMLElement;
  /** What it plays, for the player's name: the element's title, else the audio module's heading. */
  readonly title: string | null;
}

function cleanText(text: string | null | undefined): string | null {
  const clean = text?.replace(/\s+/g, " ").trim();
  return clean ? clean : null;
}

/** A `<video>` or `<audio>` in the page, with a parent to hold the player that takes its place. */
export function parseMediaPlayer(element: HTMLElement): ParseResult<MediaPlayerModel> {
  if (!(element instanceof HTMLMediaElement)) return { ok: false, reason: "not a video or audio element" };
  const parent = element.parentElement;
  if (!parent) return { ok: false, reason: "a player outside the page" };
  const kind = element instanceof HTMLVideoElement ? "video" : "audio";
  const heading = element.closest(".et_pb_audio_module")?.querySelector(".et_pb_module_header");
  const title =
    cleanText(element.title) ??
    cleanText(element.getAttribute("aria-label")) ??
    cleanText(heading?.textContent);
  return { ok: true, model: { media: element, kind, parent, title } };
}
