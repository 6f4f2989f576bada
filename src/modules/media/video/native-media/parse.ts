import type { ParseResult } from "../../../../boot/island";

export interface NativeMediaModel {
  readonly media: HTMLMediaElement;
  /** Where the status area goes, right after the player. */
  readonly parent: HTMLElement;
}

/** A native player in the page: a `<video>` or `<audio>` element with a parent to hold its status area. */
export function parseNativeMedia(element: HTMLElement): ParseResult<NativeMediaModel> {
  if (!(element instanceof HTMLMediaElement)) return { ok: false, reason: "not a video or audio element" };
  const parent = element.parentElement;
  if (!parent) return { ok: false, reason: "a player outside the page" };
  return { ok: true, model: { media: element, parent } };
}
