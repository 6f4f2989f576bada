import type { Cleanup, ModuleContext } from "../../../boot/types";

/**
 * Background videos of sections (`.et_pb_section_video_bg video`, spec 4 "Animations"): the video plays while its
 * background is in the viewport and pauses when it leaves, unless the background or its section carries
 * `et_pb_video_play_outside_viewport`. It is muted and inline (mobile browsers only autoplay such videos) and
 * hidden from assistive technology (it is decoration). With reduced motion it never plays: it stays paused on its
 * poster. The section's `et_pb_preload` (which hides the video behind a loader) goes after 500 ms.
 */

/** Spec 9: the preload class is removed after 500 ms. */
export const PRELOAD_REMOVE_MS = 500;
export const PLAY_OUTSIDE_VIEWPORT_CLASS = "et_pb_video_play_outside_viewport";
const PRELOAD_CLASS = "et_pb_preload";
const BACKGROUND_CLASS = "et_pb_section_video_bg";

/** Whether the theme flagged this video to keep playing when scrolled out of view. */
export function playsOutsideViewport(video: Element): boolean {
  const background = video.closest(`.${BACKGROUND_CLASS}`);
  if (background?.classList.contains(PLAY_OUTSIDE_VIEWPORT_CLASS)) return true;
  const section = (background ?? video).closest(".et_pb_section, .et_pb_module, .et_pb_row, .et_pb_column");
  return section?.classList.contains(PLAY_OUTSIDE_VIEWPORT_CLASS) ?? false;
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  if (!(element instanceof HTMLVideoElement)) {
    return context.decline("not a <video> element", element);
  }
  const video = element;
  const hadAutoplay = video.hasAttribute("autoplay");
  const hadAriaHidden = video.getAttribute("aria-hidden");
  // Playback is ours from here: the attribute would start it out of view and ignore reduced motion.
  video.autoplay = false;
  video.muted = true;
  video.defaultMuted = true;
  video.playsInline = true;
  video.setAttribute("aria-hidden", "true");

  const preloading = video.closest<HTMLElement>(`.${PRELOAD_CLASS}`);
  if (preloading) {
    context.disposables.setTimeout(() => preloading.classList.remove(PRELOAD_CLASS), PRELOAD_REMOVE_MS);
  }

  const showState = (): void => {
    video.dataset["state"] = video.paused ? "paused" : "playing";
  };
  for (const type of ["play", "playing", "pause", "ended"] as const) {
    video.addEventListener(type, showState, { signal: context.signal });
  }

  let inView = false;
  const play = (): void => {
    if (context.reducedMotion() || !video.paused) return;
    const playing = video.play() as Promise<void> | undefined;
    playing?.catch((error: unknown) => {
      // A pause() that interrupts a pending play() rejects it with AbortError: that is us, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      context.log.warn("background video could not play", video, error);
    });
  };
  const pause = (): void => {
    if (!video.paused) video.pause();
  };

  const stopForReducedMotion = (): void => {
    pause();
    // Back to the poster: a paused frame of a half-played video is not what the page designer chose.
    if (video.currentTime > 0 && video.poster) video.load();
  };

  if (context.reducedMotion()) stopForReducedMotion();
  showState();

  const observed = video.closest(`.${BACKGROUND_CLASS}`) ?? video;
  const observer = new IntersectionObserver((records) => {
    const record = records[records.length - 1];
    if (!record) return;
    inView = record.isIntersecting;
    if (inView) play();
    else if (!playsOutsideViewport(video)) pause();
  });
  observer.observe(observed);

  window.matchMedia("(prefers-reduced-motion: reduce)").addEventListener(
    "change",
    () => {
      if (context.reducedMotion()) stopForReducedMotion();
      else if (inView) play();
    },
    { signal: context.signal },
  );

  return () => {
    observer.disconnect();
    if (hadAutoplay) video.autoplay = true;
    if (hadAriaHidden === null) video.removeAttribute("aria-hidden");
    else video.setAttribute("aria-hidden", hadAriaHidden);
    delete video.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
