import { webOrigin, webUrl } from "../../../core/urls";

/**
 * Videos inside slides: a video in a slide that leaves is paused (spec: "a video in a slide pauses when its slide
 * leaves"). HTML media is paused directly; embedded players get their own pause message (YouTube's and Vimeo's
 * postMessage APIs, ignored by anything else), and a player the visitor started through the slide's overlay is
 * reloaded to its original address, which stops it whatever it is.
 */

const YOUTUBE_PAUSE = JSON.stringify({ event: "command", func: "pauseVideo", args: [] });
const VIMEO_PAUSE = JSON.stringify({ method: "pause" });

/** The iframes started through an overlay, with the address they had before. */
const startedFrames = new WeakMap<HTMLIFrameElement, string>();

function frameOrigin(frame: HTMLIFrameElement): string | null {
  return webOrigin(frame.src, document.baseURI);
}

export function pauseMediaIn(container: Element): void {
  for (const media of container.querySelectorAll<HTMLMediaElement>("video, audio")) {
    // A section's background video is decoration that plays on its own; it is not the visitor's video.
    if (media.closest(".et_pb_section_video_bg")) continue;
    if (!media.paused) media.pause();
  }
  for (const frame of container.querySelectorAll<HTMLIFrameElement>("iframe")) {
    const original = startedFrames.get(frame);
    if (original !== undefined) {
      startedFrames.delete(frame);
      frame.src = original;
      continue;
    }
    const origin = frameOrigin(frame);
    if (!origin || !frame.contentWindow) continue;
    frame.contentWindow.postMessage(YOUTUBE_PAUSE, origin);
    frame.contentWindow.postMessage(VIMEO_PAUSE, origin);
  }
}

/** Starts the video of a slide whose overlay was clicked: plays HTML video, or asks the embed to autoplay. */
export function playVideoIn(container: Element): void {
  const media = container.querySelector<HTMLVideoElement>(".et_pb_video_box video");
  if (media) {
    void media.play().catch(() => undefined);
    return;
  }
  const frame = container.querySelector<HTMLIFrameElement>(".et_pb_video_box iframe");
  if (!frame || startedFrames.has(frame)) return;
  const original = frame.getAttribute("src") ?? "";
  // Only the frame's own web address, with autoplay added: the frame never loads anything it did not already.
  const address = webUrl(original, document.baseURI);
  if (address === null) return;
  const url = new URL(address);
  url.searchParams.set("autoplay", "1");
  startedFrames.set(frame, original);
  frame.src = url.href;
}

/** Whether any of the visitor's media inside `container` is playing. */
export function mediaPlayingIn(container: Element): boolean {
  return [...container.querySelectorAll<HTMLMediaElement>("video, audio")].some(
    (media) => !media.paused && !media.ended && !media.closest(".et_pb_section_video_bg"),
  );
}
