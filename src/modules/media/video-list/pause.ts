/**
 * The providers' documented pause messages. A started YouTube player has its JavaScript API on (the video
 * module starts it that way) and a Vimeo player always listens, so a video the visitor switched away from stops
 * instead of playing on, unseen.
 */
const PAUSE_MESSAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|\.)youtube(-nocookie)?\.com$/, JSON.stringify({ event: "command", func: "pauseVideo", args: [] })],
  [/(^|\.)vimeo\.com$/, JSON.stringify({ method: "pause" })],
];

export function pauseProviderPlayers(video: HTMLElement): void {
  for (const frame of video.querySelectorAll("iframe")) {
    let address: URL;
    try {
      address = new URL(frame.src);
    } catch {
      continue;
    }
    const message = PAUSE_MESSAGES.find(([host]) => host.test(address.hostname))?.[1];
    // Posted to the player's own origin only; a player not yet started gets nothing.
    if (message) frame.contentWindow?.postMessage(message, address.origin);
  }
}
