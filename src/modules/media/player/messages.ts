/** The player messages of spec 8, shown in the player where it failed. */
export { MEDIA_FORMAT_ERROR, MEDIA_NETWORK_ERROR, MEDIA_RECOVERY_ERROR } from "../../../core/media-messages";

/** What the controls are called, for the eye (`title`) and for screen readers. */
export const LABELS = {
  play: "Play",
  pause: "Pause",
  replay: "Replay",
  mute: "Mute",
  unmute: "Unmute",
  fullscreen: "Fullscreen",
  exitFullscreen: "Exit fullscreen",
  timeSlider: "Time slider",
  volumeSlider: "Volume slider",
  audioPlayer: "Audio player",
  videoPlayer: "Video player",
} as const;

/** The player's name, with the title of what it plays when there is one: "Audio player: Episode 12". */
export function playerLabel(kind: "audio" | "video", title: string | null): string {
  const name = kind === "audio" ? LABELS.audioPlayer : LABELS.videoPlayer;
  return title ? `${name}: ${title}` : name;
}

/** The volume slider's value in words: "80% volume", "muted (80% volume)". */
export function volumeText(volume: number, muted: boolean): string {
  const percent = `${Math.round(volume * 100)}% volume`;
  return muted ? `muted (${percent})` : percent;
}
