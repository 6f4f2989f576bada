/** Times as the player shows and says them: a clock for the eye, words for screen readers. */

function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

const pad = (value: number): string => String(value).padStart(2, "0");

/** "00:00", "01:05", "1:02:03": minutes and seconds, with hours in front only when there are some. */
export function clockTime(seconds: number): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

const unit = (count: number, name: string): string => `${count} ${name}${count === 1 ? "" : "s"}`;

/** "1 minute 5 seconds", "3 minutes", "1 hour 2 seconds", "0 seconds". */
export function timeInWords(seconds: number): string {
  const total = wholeSeconds(seconds);
  const parts = [
    [Math.floor(total / 3600), "hour"],
    [Math.floor((total % 3600) / 60), "minute"],
    [total % 60, "second"],
  ] as const;
  const said = parts.filter(([count]) => count > 0).map(([count, name]) => unit(count, name));
  return said.length > 0 ? said.join(" ") : unit(0, "second");
}

/** The time slider's value in words: "1 minute 5 seconds of 3 minutes", or only the time while the length is unknown. */
export function timeSliderText(currentTime: number, duration: number): string {
  const current = timeInWords(currentTime);
  return Number.isFinite(duration) && duration > 0 ? `${current} of ${timeInWords(duration)}` : current;
}
