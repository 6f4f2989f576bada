import { useLayoutEffect } from "react";

/**
 * A slide's video (`.et_pb_slide_video`): the theme's stylesheet puts its top at the middle of the slide, and the
 * theme's script moves it up by half its own height, so the video is centred whatever its size (spec 9: slide-video
 * margins from half the height). The margin follows the video's height while its slide shows.
 */
export const SLIDE_VIDEO_SELECTOR = ".et_pb_slide_video";

/** The top margin that centres a video `height` px high on the middle of its slide. */
export function slideVideoMarginTop(height: number): string {
  return height > 0 ? `-${height / 2}px` : "0px";
}

/** Keeps the margin of `slide`'s video while `shown`, and gives the video its own inline margin back after. */
export function useSlideVideoMargin(slide: HTMLElement | null, shown: boolean): void {
  useLayoutEffect(() => {
    const video = shown ? slide?.querySelector<HTMLElement>(SLIDE_VIDEO_SELECTOR) : null;
    if (!video) return undefined;
    const previous = video.style.getPropertyValue("margin-top");
    const priority = video.style.getPropertyPriority("margin-top");
    // The content height, as the theme measures it (a border or padding of the box does not count).
    const apply = (height: number): void =>
      video.style.setProperty("margin-top", slideVideoMarginTop(height));
    apply(parseFloat(getComputedStyle(video).height) || 0);
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver((entries) => {
            for (const entry of entries) apply(entry.contentRect.height);
          });
    observer?.observe(video);
    return () => {
      observer?.disconnect();
      if (previous === "") video.style.removeProperty("margin-top");
      else video.style.setProperty("margin-top", previous, priority);
    };
  }, [slide, shown]);
}
