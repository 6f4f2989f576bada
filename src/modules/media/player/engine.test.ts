import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDisposables } from "../../../core/disposables";
import { render } from "../../../test-support/context";
import { CappedEmitter, MAX_LISTENERS } from "./emitter";
import {
  DEFAULT_FRAME_RATE,
  MediaEngine,
  RECOVERY_INTERVAL_MS,
  TIME_UPDATE_INTERVAL_MS,
  VOLUME_CHANGE_DELAY_MS,
} from "./engine";
import { MEDIA_FORMAT_ERROR, MEDIA_NETWORK_ERROR, MEDIA_RECOVERY_ERROR } from "./messages";
import { controllableMedia } from "./test-media";

const MEDIA_ERR_ABORTED = 1;
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

function setup(markup = `<audio src="/episode.wav"></audio>`) {
  const media = render(markup).querySelector<HTMLMediaElement>("audio, video")!;
  const controls = controllableMedia(media);
  const controller = new AbortController();
  const warn = vi.fn();
  const start = () =>
    new MediaEngine(media, {
      timers: createDisposables(controller.signal),
      signal: controller.signal,
      warn,
      now: () => Date.now(),
    });
  return { media, ...controls, controller, warn, start };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("the player constants", () => {
  it("pins the spec's numbers: 250 ms, 50 ms, 3000 ms, 25 frames a second, 10 listeners", () => {
    expect([TIME_UPDATE_INTERVAL_MS, VOLUME_CHANGE_DELAY_MS, RECOVERY_INTERVAL_MS]).toEqual([250, 50, 3000]);
    expect(DEFAULT_FRAME_RATE).toBe(25);
    expect(MAX_LISTENERS).toBe(10);
  });
});

describe("time updates", () => {
  it("reads the current time every 250 ms while playing", () => {
    const { state, start } = setup();
    const engine = start();
    const times: number[] = [];
    engine.events.on("timeupdate", (time) => times.push(time));
    engine.play();
    state.currentTime = 0.3;
    vi.advanceTimersByTime(249);
    expect(times).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(times).toEqual([0.3]);
    state.currentTime = 0.55;
    vi.advanceTimersByTime(250);
    expect(times).toEqual([0.3, 0.55]);
    expect(engine.snapshot()).toMatchObject({ state: "playing", currentTime: 0.55 });
  });

  it("stops reading when paused, after one last reading", () => {
    const { state, start } = setup();
    const engine = start();
    engine.play();
    state.currentTime = 2;
    engine.pause();
    expect(engine.snapshot()).toMatchObject({ state: "paused", currentTime: 2 });
    const listener = vi.fn();
    engine.events.on("timeupdate", listener);
    state.currentTime = 9;
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });

  it("shows a seek at once, within the media's length", () => {
    const { media, start } = setup();
    const engine = start();
    engine.seek(65);
    expect(engine.snapshot().currentTime).toBe(65);
    engine.seek(500);
    expect(media.currentTime).toBe(180);
    engine.seek(-3);
    expect(media.currentTime).toBe(0);
  });

  it("steps one frame at 25 frames a second, pausing first", () => {
    const { media, state, start } = setup(`<video src="/lesson.webm"></video>`);
    const engine = start();
    engine.play();
    state.currentTime = 1;
    engine.stepFrames(1);
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBeCloseTo(1.04);
    engine.stepFrames(-1);
    expect(media.currentTime).toBeCloseTo(1);
  });
});

describe("volume", () => {
  it("announces a volume change 50 ms after it is set, once for changes made together", () => {
    const { media, start } = setup();
    const engine = start();
    const changes = vi.fn();
    engine.events.on("volumechange", changes);
    engine.setVolume(0.6);
    engine.setVolume(0.5);
    expect(media.volume).toBe(0.5);
    vi.advanceTimersByTime(49);
    expect(changes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(changes).toHaveBeenCalledExactlyOnceWith({ volume: 0.5, muted: false });
    expect(engine.snapshot().volume).toBe(0.5);
  });

  it("unmutes when the volume is raised, and keeps the volume within 0 and 1", () => {
    const { media, start } = setup();
    const engine = start();
    engine.toggleMuted();
    expect(media.muted).toBe(true);
    engine.setVolume(1.4);
    expect(media.muted).toBe(false);
    expect(media.volume).toBe(1);
    engine.setVolume(-1);
    expect(media.volume).toBe(0);
  });
});

describe("failures", () => {
  it.each([
    [MEDIA_ERR_NETWORK, MEDIA_NETWORK_ERROR],
    [MEDIA_ERR_SRC_NOT_SUPPORTED, MEDIA_FORMAT_ERROR],
  ])("say the media error %i as the spec's player message", (code, message) => {
    const { fail, start } = setup();
    const engine = start();
    fail(code);
    expect(engine.snapshot()).toMatchObject({ state: "error", error: message });
  });

  it("say nothing for a load the visitor aborted", () => {
    const { fail, start } = setup();
    const engine = start();
    fail(MEDIA_ERR_ABORTED);
    expect(engine.snapshot().error).toBeNull();
  });

  it("wait for the last source: the browser tries each one in turn", () => {
    const { media, start } = setup(
      `<audio><source src="/episode.ogg" type="audio/ogg"><source src="/episode.wav" type="audio/wav"><a href="/episode.wav">Download</a></audio>`,
    );
    const engine = start();
    const [first, last] = [...media.querySelectorAll("source")];
    first!.dispatchEvent(new Event("error"));
    expect(engine.snapshot().error).toBeNull();
    last!.dispatchEvent(new Event("error"));
    expect(engine.snapshot().error).toBe(MEDIA_FORMAT_ERROR);
  });

  it("say the format error when the browser refuses to play for want of a playable source", async () => {
    const { play, start } = setup();
    const engine = start();
    play.mockImplementationOnce(() => Promise.reject(new DOMException("no source", "NotSupportedError")));
    engine.play();
    await vi.waitFor(() => expect(engine.snapshot().error).toBe(MEDIA_FORMAT_ERROR));
  });

  it("say nothing when the browser refuses to play without a visitor's gesture", async () => {
    const { play, start } = setup();
    const engine = start();
    play.mockImplementationOnce(() => Promise.reject(new DOMException("no gesture", "NotAllowedError")));
    engine.play();
    await Promise.resolve();
    await Promise.resolve();
    expect(engine.snapshot()).toMatchObject({ state: "paused", error: null });
  });

  it("report a player whose every source failed before the script ran", () => {
    const { state, start } = setup(`<video><source src="/gone.mp4" type="video/mp4"></video>`);
    state.networkState = HTMLMediaElement.NETWORK_NO_SOURCE;
    expect(start().snapshot().error).toBe(MEDIA_FORMAT_ERROR);
  });
});

describe("recovery", () => {
  it("reloads a broken stream and goes on playing where it was", () => {
    const { media, state, load, play, fail, start } = setup();
    const engine = start();
    engine.play();
    state.currentTime = 42;
    vi.advanceTimersByTime(TIME_UPDATE_INTERVAL_MS);
    play.mockClear();
    fail(MEDIA_ERR_DECODE);
    expect(load).toHaveBeenCalledOnce();
    expect(engine.snapshot().error).toBeNull();
    state.currentTime = 0;
    media.dispatchEvent(new Event("loadedmetadata"));
    expect(media.currentTime).toBe(42);
    expect(play).toHaveBeenCalledOnce();
  });

  it("gives up when the stream breaks again within 3000 ms of the last attempt", () => {
    const { load, fail, start } = setup();
    const engine = start();
    fail(MEDIA_ERR_DECODE);
    vi.advanceTimersByTime(RECOVERY_INTERVAL_MS - 1);
    fail(MEDIA_ERR_DECODE);
    expect(load).toHaveBeenCalledOnce();
    expect(engine.snapshot()).toMatchObject({ state: "error", error: MEDIA_RECOVERY_ERROR });
  });

  it("tries again when the stream breaks 3000 ms or more after the last attempt", () => {
    const { load, fail, start } = setup();
    const engine = start();
    fail(MEDIA_ERR_DECODE);
    vi.advanceTimersByTime(RECOVERY_INTERVAL_MS);
    fail(MEDIA_ERR_DECODE);
    expect(load).toHaveBeenCalledTimes(2);
    expect(engine.snapshot().error).toBeNull();
  });

  it("retries a network error when the visitor plays, no sooner than 3000 ms after the last attempt", () => {
    const { load, fail, start } = setup();
    const engine = start();
    fail(MEDIA_ERR_NETWORK);
    engine.play();
    expect(load).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    fail(MEDIA_ERR_NETWORK);
    engine.play();
    engine.play();
    vi.advanceTimersByTime(RECOVERY_INTERVAL_MS - 1000 - 1);
    expect(load).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("listeners", () => {
  it("are capped at 10 per event: one more is refused with a warning", () => {
    const warn = vi.fn();
    const emitter = new CappedEmitter<{ timeupdate: number; error: string }>(warn);
    const calls: number[] = [];
    for (let index = 0; index < MAX_LISTENERS + 1; index += 1) {
      emitter.on("timeupdate", () => calls.push(index));
    }
    emitter.on("error", () => undefined);
    emitter.emit("timeupdate", 1);
    expect(calls).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(emitter.listenerCount("error")).toBe(1);
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('10 "timeupdate" listeners'));
  });

  it("make room again when one is removed", () => {
    const emitter = new CappedEmitter<{ timeupdate: number }>(vi.fn());
    const removers = Array.from({ length: MAX_LISTENERS }, () => emitter.on("timeupdate", () => undefined));
    removers[0]!();
    const late = vi.fn();
    emitter.on("timeupdate", late);
    emitter.emit("timeupdate", 1);
    expect(late).toHaveBeenCalled();
  });

  it("are all removed from the media when the player unmounts", () => {
    const { media, controller, state, start } = setup();
    const engine = start();
    const times = vi.fn();
    engine.events.on("timeupdate", times);
    controller.abort();
    state.currentTime = 5;
    media.dispatchEvent(new Event("seeked"));
    expect(times).not.toHaveBeenCalled();
    expect(engine.events.listenerCount("timeupdate")).toBe(0);
  });
});
