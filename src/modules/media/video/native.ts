import { mediaErrorMessage, MEDIA_FORMAT_ERROR } from "./messages";

/**
 * Native `<video>` and `<audio>` keep the browser's own controls: a player left hidden for a script player that
 * no longer comes (WordPress prints `visibility: hidden` for MediaElement.js) is shown, a player without controls
 * that would not start by itself gets them, and with reduced motion an autoplaying one is paused and given them.
 * Returns what restores the element.
 */
export function keepNativeControls(media: HTMLMediaElement, reducedMotion: boolean): () => void {
  const hadControls = media.hasAttribute("controls");
  const visibility = media.style.visibility;
  if (visibility === "hidden") media.style.visibility = "";
  if (media.autoplay && reducedMotion) media.pause();
  if (!hadControls && (!media.autoplay || reducedMotion)) media.controls = true;
  return () => {
    if (!hadControls) media.removeAttribute("controls");
    media.style.visibility = visibility;
  };
}

function isLastSource(source: HTMLSourceElement): boolean {
  let next = source.nextElementSibling;
  while (next) {
    if (next instanceof HTMLSourceElement) return false;
    next = next.nextElementSibling;
  }
  return true;
}

/**
 * Reports a media element's failure in words (spec 8 player messages): its own error by `MediaError` code, or the
 * failure of its last `<source>` (the browser tried every source; those errors fire on the sources).
 */
export function reportMediaErrors(
  media: HTMLMediaElement,
  report: (message: string) => void,
  signal: AbortSignal,
): void {
  media.addEventListener(
    "error",
    (event) => {
      if (event.target === media) {
        const message = media.error ? mediaErrorMessage(media.error.code) : null;
        if (message) report(message);
      } else if (event.target instanceof HTMLSourceElement && isLastSource(event.target)) {
        report(MEDIA_FORMAT_ERROR);
      }
    },
    // Source errors do not bubble: they are caught on the way down.
    { capture: true, signal },
  );
  // A player that failed before this script ran (the page's own load) is reported at once.
  const earlier = media.error ? mediaErrorMessage(media.error.code) : null;
  const hasSource = media.hasAttribute("src") || media.querySelector("source[src]") !== null;
  if (earlier) report(earlier);
  else if (hasSource && media.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) report(MEDIA_FORMAT_ERROR);
}
