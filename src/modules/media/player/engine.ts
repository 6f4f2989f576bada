import { CappedEmitter } from "./emitter";
import { MEDIA_FORMAT_ERROR, MEDIA_NETWORK_ERROR, MEDIA_RECOVERY_ERROR } from "./messages";

/** Spec 9 (player): the current time is read and shown every 250 ms while playing. */
export const TIME_UPDATE_INTERVAL_MS = 250;
/** Spec 9 (player): the volume change event comes 50 ms after the volume is set. */
export const VOLUME_CHANGE_DELAY_MS = 50;
/** Spec 9 (player): attempts to recover from a media error are at least 3000 ms apart. */
export const RECOVERY_INTERVAL_MS = 3000;
/** Spec 9 (player): the frame rate a frame step assumes when the page names none. */
export const DEFAULT_FRAME_RATE = 25;

/** `data-state` of the media element: what the player is doing. */
export type PlaybackState = "paused" | "playing" | "ended" | "error";

export interface MediaSnapshot {
  readonly state: PlaybackState;
  readonly currentTime: number;
  /** 0 while unknown (a player with `preload="none"` learns it on play); Infinity for a live stream. */
  readonly duration: number;
  /** Where the buffered range that holds the current time ends. */
  readonly bufferedEnd: number;
  readonly volume: number;
  readonly muted: boolean;
  /** A player message of spec 8, once the media failed. */
  readonly error: string | null;
}

export interface MediaEvents extends Record<string, unknown> {
  timeupdate: number;
  volumechange: { volume: number; muted: boolean };
  statechange: PlaybackState;
  durationchange: number;
  progress: number;
  error: string;
}

/** The timers the engine runs on: the module's, which are cleared when it unmounts. */
export interface EngineTimers {
  setTimeout(callback: () => void, ms: number): number;
  setInterval(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
  clearInterval(id: number): void;
}

export interface EngineOptions {
  readonly timers: EngineTimers;
  /** Aborted when the player unmounts: removes every listener the engine added to the media. */
  readonly signal: AbortSignal;
  readonly warn: (message: string) => void;
  readonly now?: () => number;
  readonly frameRate?: number;
}

const MEDIA_ERR_ABORTED = 1;
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;

function isLastSource(source: HTMLSourceElement): boolean {
  for (let next = source.nextElementSibling; next; next = next.nextElementSibling) {
    if (next instanceof HTMLSourceElement) return false;
  }
  return true;
}

function finiteOrZero(value: number): number {
  return Number.isNaN(value) ? 0 : value;
}

/**
 * Plays one `<audio>` or `<video>` for the player's controls, in plain TypeScript: it reads the element's state
 * at the spec's pace (the time every 250 ms while playing, the volume 50 ms after it changes), says a failure
 * as one of the spec's three player messages, and recovers from a broken stream by reloading it where it was,
 * never twice within 3000 ms. The controls read {@link snapshot} and listen to {@link events}.
 */
export class MediaEngine {
  readonly events: CappedEmitter<MediaEvents>;
  readonly frameRate: number;
  private current: MediaSnapshot;
  private ticker: number | null = null;
  private volumeTimer: number | null = null;
  private retryTimer: number | null = null;
  private lastRecovery = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(
    readonly media: HTMLMediaElement,
    private readonly options: EngineOptions,
  ) {
    this.events = new CappedEmitter<MediaEvents>(options.warn);
    this.frameRate = options.frameRate ?? DEFAULT_FRAME_RATE;
    this.now = options.now ?? (() => Date.now());
    this.current = {
      state: media.ended ? "ended" : media.paused ? "paused" : "playing",
      currentTime: media.currentTime,
      duration: finiteOrZero(media.duration),
      bufferedEnd: this.readBufferedEnd(),
      volume: media.volume,
      muted: media.muted,
      error: null,
    };
    this.listen();
    if (!media.paused) this.startTicking();
    this.reportEarlierFailure();
    options.signal.addEventListener("abort", () => this.stop(), { once: true });
  }

  snapshot(): MediaSnapshot {
    return this.current;
  }

  /** Plays; after a network error, first reloads the media (no sooner than 3000 ms after the last attempt). */
  play(): void {
    if (this.current.error === MEDIA_NETWORK_ERROR) {
      this.recoverWhenAllowed();
      return;
    }
    if (this.current.error) return;
    this.media.play()?.catch((error: unknown) => this.playRefused(error));
  }

  /**
   * A play the browser refuses. Without a user gesture the player simply stays paused; without a playable
   * source it is the format error, which the browser does not always also fire at the element: a source that
   * fails while `preload="none"` waited for the play comes back only as this refusal.
   */
  private playRefused(error: unknown): void {
    if (error instanceof DOMException && error.name === "NotSupportedError" && !this.current.error) {
      this.fail(MEDIA_FORMAT_ERROR);
    }
  }

  pause(): void {
    this.media.pause();
  }

  togglePlay(): void {
    if (this.media.paused || this.media.ended) this.play();
    else this.pause();
  }

  /** Moves to `seconds`, kept within the media; the time is shown at once, not at the next tick. */
  seek(seconds: number): void {
    const duration = this.current.duration;
    const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
    const target = Math.min(Math.max(seconds, 0), end);
    if (!Number.isFinite(target)) return;
    this.media.currentTime = target;
    this.readTime(target);
  }

  /** One frame back or forward (`frames` = -1 or 1) at the player's frame rate; pauses first. */
  stepFrames(frames: number): void {
    if (!this.media.paused) this.pause();
    this.seek(this.media.currentTime + frames / this.frameRate);
  }

  /** Sets the volume (0 to 1); a volume above 0 unmutes. The volume change event follows 50 ms later. */
  setVolume(volume: number): void {
    const next = Math.min(Math.max(volume, 0), 1);
    this.media.volume = next;
    if (next > 0 && this.media.muted) this.media.muted = false;
    this.announceVolumeSoon();
  }

  /** The volume the element has now, before its change event: what the next step starts from. */
  liveVolume(): number {
    return this.media.volume;
  }

  toggleMuted(): void {
    this.media.muted = !this.media.muted;
    this.announceVolumeSoon();
  }

  private listen(): void {
    const { media } = this;
    const options = { signal: this.options.signal };
    media.addEventListener(
      "play",
      () => {
        this.update({ state: "playing" }, "statechange");
        this.startTicking();
      },
      options,
    );
    media.addEventListener("pause", () => this.halt(media.ended ? "ended" : "paused"), options);
    media.addEventListener("ended", () => this.halt("ended"), options);
    // A seek by anyone (the keyboard, a script, the browser's own media keys) shows at once.
    media.addEventListener("seeked", () => this.readTime(), options);
    for (const type of ["loadedmetadata", "durationchange"]) {
      media.addEventListener(
        type,
        () => {
          const duration = finiteOrZero(media.duration);
          if (duration !== this.current.duration) this.update({ duration }, "durationchange");
        },
        options,
      );
    }
    for (const type of ["progress", "loadeddata", "canplaythrough"]) {
      media.addEventListener(type, () => this.readBuffered(), options);
    }
    media.addEventListener("volumechange", () => this.announceVolumeSoon(), options);
    // Source errors do not bubble: they are caught on the way down.
    media.addEventListener("error", (event) => this.handleError(event.target), {
      ...options,
      capture: true,
    });
  }

  private update(patch: Partial<MediaSnapshot>, event: keyof MediaEvents): void {
    this.current = { ...this.current, ...patch };
    const { current } = this;
    switch (event) {
      case "timeupdate":
        this.events.emit("timeupdate", current.currentTime);
        break;
      case "volumechange":
        this.events.emit("volumechange", { volume: current.volume, muted: current.muted });
        break;
      case "statechange":
        this.events.emit("statechange", current.state);
        break;
      case "durationchange":
        this.events.emit("durationchange", current.duration);
        break;
      case "progress":
        this.events.emit("progress", current.bufferedEnd);
        break;
      case "error":
        this.events.emit("error", current.error ?? "");
        break;
    }
  }

  private readTime(time = this.media.currentTime): void {
    const bufferedEnd = this.readBufferedEnd();
    if (time === this.current.currentTime && bufferedEnd === this.current.bufferedEnd) return;
    this.update({ currentTime: time, bufferedEnd }, "timeupdate");
  }

  private readBuffered(): void {
    const bufferedEnd = this.readBufferedEnd();
    if (bufferedEnd !== this.current.bufferedEnd) this.update({ bufferedEnd }, "progress");
  }

  private readBufferedEnd(): number {
    const { buffered, currentTime } = this.media;
    if (!buffered) return 0;
    for (let index = 0; index < buffered.length; index += 1) {
      if (buffered.start(index) <= currentTime && currentTime <= buffered.end(index))
        return buffered.end(index);
    }
    return buffered.length > 0 ? buffered.end(buffered.length - 1) : 0;
  }

  private startTicking(): void {
    if (this.ticker !== null) return;
    this.ticker = this.options.timers.setInterval(() => this.readTime(), TIME_UPDATE_INTERVAL_MS);
  }

  private stopTicking(): void {
    if (this.ticker === null) return;
    this.options.timers.clearInterval(this.ticker);
    this.ticker = null;
  }

  private halt(state: PlaybackState): void {
    this.stopTicking();
    this.readTime();
    if (this.current.state !== "error" && this.current.state !== state) this.update({ state }, "statechange");
  }

  private announceVolumeSoon(): void {
    if (this.volumeTimer !== null) return;
    this.volumeTimer = this.options.timers.setTimeout(() => {
      this.volumeTimer = null;
      const { volume, muted } = this.media;
      if (volume !== this.current.volume || muted !== this.current.muted) {
        this.update({ volume, muted }, "volumechange");
      }
    }, VOLUME_CHANGE_DELAY_MS);
  }

  private handleError(target: EventTarget | null): void {
    if (target === this.media) {
      const code = this.media.error?.code;
      if (code === undefined || code === MEDIA_ERR_ABORTED) return;
      if (code === MEDIA_ERR_DECODE) {
        if (!this.recover()) this.fail(MEDIA_RECOVERY_ERROR);
      } else this.fail(code === MEDIA_ERR_NETWORK ? MEDIA_NETWORK_ERROR : MEDIA_FORMAT_ERROR);
    } else if (target instanceof HTMLSourceElement && isLastSource(target)) {
      this.fail(MEDIA_FORMAT_ERROR);
    }
  }

  /** A player that failed before the script ran (while the page loaded) says so at once. */
  private reportEarlierFailure(): void {
    const { media } = this;
    const hasSource = media.hasAttribute("src") || media.querySelector("source[src]") !== null;
    if (media.error) this.handleError(media);
    else if (hasSource && media.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) {
      this.fail(MEDIA_FORMAT_ERROR);
    }
  }

  private fail(message: string): void {
    this.stopTicking();
    this.current = { ...this.current, state: "error" };
    this.update({ error: message }, "error");
    this.events.emit("statechange", "error");
  }

  /**
   * Reloads the media and goes back to where it was (playing again if it was playing), unless the last attempt
   * was less than 3000 ms ago. Returns whether it tried.
   */
  private recover(): boolean {
    const now = this.now();
    if (now - this.lastRecovery < RECOVERY_INTERVAL_MS) return false;
    this.lastRecovery = now;
    const resumeAt = this.current.currentTime;
    const resume = this.current.state === "playing" || this.current.error === MEDIA_NETWORK_ERROR;
    this.stopTicking();
    this.current = { ...this.current, error: null };
    this.update({ state: "paused" }, "statechange");
    this.media.addEventListener(
      "loadedmetadata",
      () => {
        if (resumeAt > 0) this.media.currentTime = resumeAt;
        if (resume) this.media.play()?.catch((error: unknown) => this.playRefused(error));
      },
      { once: true, signal: this.options.signal },
    );
    this.media.load();
    return true;
  }

  /** The visitor's retry after a network error: now, or once 3000 ms have passed since the last attempt. */
  private recoverWhenAllowed(): void {
    if (this.retryTimer !== null || this.recover()) return;
    const wait = this.lastRecovery + RECOVERY_INTERVAL_MS - this.now();
    this.retryTimer = this.options.timers.setTimeout(() => {
      this.retryTimer = null;
      this.recover();
    }, wait);
  }

  private stop(): void {
    this.stopTicking();
    for (const timer of [this.volumeTimer, this.retryTimer]) {
      if (timer !== null) this.options.timers.clearTimeout(timer);
    }
    this.volumeTimer = null;
    this.retryTimer = null;
    this.events.clear();
  }
}

/** How far one key press moves the time slider: arrows a small step, Page Up / Page Down a larger one. */
export function timeSteps(duration: number): { small: number; large: number } {
  if (!Number.isFinite(duration) || duration <= 0) return { small: 0, large: 0 };
  const small = Math.min(5, Math.max(1, duration / 20));
  return { small, large: Math.max(small, Math.min(60, duration / 10)) };
}
