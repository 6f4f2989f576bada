import { vi } from "vitest";

/** What a test sets on a media element that jsdom cannot play. */
export interface MediaState {
  paused: boolean;
  ended: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  error: { code: number } | null;
  networkState: number;
}

/**
 * Gives a jsdom media element the playback state a browser would have, driven by the test: `play()` and
 * `pause()` change it and fire their events as a browser does; `load()` is a spy.
 */
export function controllableMedia(media: HTMLMediaElement, duration = 180) {
  const state: MediaState = {
    paused: true,
    ended: false,
    currentTime: 0,
    duration,
    volume: 1,
    muted: false,
    error: null,
    networkState: 1,
  };
  const property = <K extends keyof MediaState>(key: K, writable = false): PropertyDescriptor => ({
    configurable: true,
    get: () => state[key],
    ...(writable ? { set: (value: MediaState[K]) => void (state[key] = value) } : {}),
  });
  Object.defineProperties(media, {
    paused: property("paused"),
    ended: property("ended"),
    currentTime: property("currentTime", true),
    duration: property("duration"),
    volume: property("volume", true),
    muted: property("muted", true),
    error: property("error"),
    networkState: property("networkState"),
  });
  const play = vi.fn(() => {
    if (state.paused) {
      state.paused = false;
      media.dispatchEvent(new Event("play"));
    }
    return Promise.resolve();
  });
  const pause = vi.fn(() => {
    if (!state.paused) {
      state.paused = true;
      media.dispatchEvent(new Event("pause"));
    }
  });
  const load = vi.fn();
  Object.assign(media, { play, pause, load });
  /** The media fails with a `MediaError` code, as a browser says it. */
  const fail = (code: number): void => {
    state.error = { code };
    state.paused = true;
    media.dispatchEvent(new Event("error"));
  };
  return { state, play, pause, load, fail };
}
