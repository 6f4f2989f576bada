import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import {
  PLAY_OUTSIDE_VIEWPORT_CLASS,
  PRELOAD_REMOVE_MS,
  mount,
  playsOutsideViewport,
} from "./video-background";
import { controlIntersection } from "../../../test-support/observers";

/** A video whose play() and pause() only flip `paused` and fire the events, as a browser would. */
function fakePlayback(video: HTMLVideoElement) {
  let paused = true;
  Object.defineProperty(video, "paused", { get: () => paused, configurable: true });
  const play = vi.fn(() => {
    paused = false;
    video.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  const pause = vi.fn(() => {
    paused = true;
    video.dispatchEvent(new Event("pause"));
  });
  const load = vi.fn();
  Object.assign(video, { play, pause, load });
  return { play, pause, load, setPlaying: () => (paused = false) };
}

const MARKUP = (backgroundClass = "", sectionClass = "") =>
  `<div class="et_pb_section et_pb_section_3 et_pb_section_video et_pb_preload ${sectionClass}"><div class="et_pb_section_video_bg ${backgroundClass}"><video loop="loop" autoplay playsinline muted poster="/poster.svg"><source type="video/webm" src="/assets/video/sample.webm"></video></div><div class="et_pb_row">Text</div></div>`;

let intersection: ReturnType<typeof controlIntersection>;

beforeEach(() => {
  vi.useFakeTimers();
  intersection = controlIntersection();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function setup({ reducedMotion = false, backgroundClass = "", sectionClass = "" } = {}) {
  const container = render(MARKUP(backgroundClass, sectionClass));
  const video = container.querySelector("video")!;
  const playback = fakePlayback(video);
  const context = createTestContext(video, { reducedMotion: () => reducedMotion });
  const cleanup = mount(video, context);
  const background = container.querySelector(".et_pb_section_video_bg")!;
  return { container, video, playback, context, cleanup, background };
}

describe("video backgrounds", () => {
  it("removes the preload class after the spec's 500 ms", () => {
    expect(PRELOAD_REMOVE_MS).toBe(500);
    const { container } = setup();
    const section = container.querySelector(".et_pb_section")!;
    vi.advanceTimersByTime(499);
    expect(section.classList).toContain("et_pb_preload");
    vi.advanceTimersByTime(1);
    expect(section.classList).not.toContain("et_pb_preload");
  });

  it("makes the video muted, inline, decorative and under its control (no autoplay attribute)", () => {
    const { video } = setup();
    expect(video.muted).toBe(true);
    expect(video.playsInline).toBe(true);
    expect(video.hasAttribute("autoplay")).toBe(false);
    expect(video.getAttribute("aria-hidden")).toBe("true");
    expect(video.dataset["state"]).toBe("paused");
  });

  it("plays when its background comes into view and pauses when it leaves", () => {
    const { video, playback, background } = setup();
    expect(intersection.watched().includes(background)).toBe(true);
    intersection.show(background, true);
    expect(playback.play).toHaveBeenCalledTimes(1);
    expect(video.dataset["state"]).toBe("playing");
    intersection.show(background, false);
    expect(playback.pause).toHaveBeenCalledTimes(1);
    expect(video.dataset["state"]).toBe("paused");
  });

  it.each([
    ["its background", { backgroundClass: PLAY_OUTSIDE_VIEWPORT_CLASS }],
    ["its section", { sectionClass: PLAY_OUTSIDE_VIEWPORT_CLASS }],
  ])("keeps playing out of view when %s is flagged", (_where, options) => {
    const { playback, background, video } = setup(options);
    expect(playsOutsideViewport(video)).toBe(true);
    intersection.show(background, true);
    intersection.show(background, false);
    expect(playback.pause).not.toHaveBeenCalled();
  });

  it("knows an unflagged video pauses out of view", () => {
    const { video } = setup();
    expect(playsOutsideViewport(video)).toBe(false);
  });

  it("given reduced motion, never plays and goes back to the poster", () => {
    const container = render(MARKUP());
    const video = container.querySelector("video")!;
    const playback = fakePlayback(video);
    playback.setPlaying();
    Object.defineProperty(video, "currentTime", { value: 3, configurable: true });
    mount(video, createTestContext(video, { reducedMotion: () => true }));
    expect(playback.pause).toHaveBeenCalled();
    expect(playback.load).toHaveBeenCalled();
    intersection.show(container.querySelector(".et_pb_section_video_bg")!, true);
    expect(playback.play).not.toHaveBeenCalled();
    expect(video.dataset["state"]).toBe("paused");
  });

  it("ignores a play() interrupted by pause() and warns about other failures", async () => {
    const { playback, background, context, video } = setup();
    playback.play.mockImplementationOnce(() => Promise.reject(new DOMException("interrupted", "AbortError")));
    intersection.show(background, true);
    await vi.runAllTimersAsync();
    expect(context.log.warn).not.toHaveBeenCalled();
    playback.play.mockImplementationOnce(() =>
      Promise.reject(new DOMException("no source", "NotSupportedError")),
    );
    intersection.show(background, true);
    await vi.runAllTimersAsync();
    expect(context.log.warn).toHaveBeenCalledWith(
      "background video could not play",
      video,
      expect.any(DOMException),
    );
  });

  it("on cleanup, stops observing and gives back the attributes", () => {
    const { video, cleanup } = setup();
    cleanup?.();
    expect(intersection.watched()).toHaveLength(0);
    expect(video.hasAttribute("autoplay")).toBe(true);
    expect(video.hasAttribute("aria-hidden")).toBe(false);
    expect(video.dataset["state"]).toBeUndefined();
  });

  it("warns about an element that is not a video", () => {
    const container = render('<div class="et_pb_section_video_bg"><div class="video"></div></div>');
    const element = container.querySelector<HTMLElement>(".video")!;
    const context = createTestContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledWith("left as it is: not a <video> element", element);
  });
});
