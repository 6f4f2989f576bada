import { act, fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import definition from ".";
import { VOLUME_CHANGE_DELAY_MS } from "./engine";
import { mount } from "./media-player";
import { MEDIA_FORMAT_ERROR } from "./messages";
import { controllableMedia } from "./test-media";

const AUDIO_MODULE = `
<div class="et_pb_module et_pb_audio_module et_pb_audio_module_0">
  <div class="et_pb_audio_module_content et_audio_container">
    <h3 class="et_pb_module_header">Episode 12: the welcome email</h3>
    <audio class="wp-audio-shortcode" id="audio-1" preload="none" style="width: 100%; visibility: hidden" controls="controls"><source type="audio/wav" src="/media/episode-12.wav?_=1"><a href="/media/episode-12.wav">Download episode 12</a></audio>
  </div>
</div>`;

function setup(markup = AUDIO_MODULE) {
  const root = render(markup);
  const media = root.querySelector<HTMLMediaElement>("audio, video")!;
  const controls = controllableMedia(media);
  const controller = new AbortController();
  const context = createTestContext(media, { signal: controller.signal, reducedMotion: () => false });
  const cleanup = mount(media, { ...context, disposables: context.disposables });
  const player = root.querySelector<HTMLElement>(".mejs-container")!;
  const slider = (name: string) =>
    player.querySelector<HTMLElement>(`[role="slider"][aria-label="${name}"]`)!;
  const button = (name: string) => player.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  return { root, media, ...controls, context, cleanup, player, slider, button, controller };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("the definition", () => {
  it("takes every video and audio but section backgrounds', the video module's, sliders' and maps'", () => {
    const root = render(
      `<div class="et_pb_section_video_bg"><video id="background"></video></div><div class="et_pb_video"><div class="et_pb_video_box"><video id="module"></video></div></div><div class="et_pb_slider"><video id="slide"></video></div><div class="et_pb_video_slider"><video id="video-slide"></video></div><audio id="podcast"></audio><div class="wp-video"><video id="lesson" class="wp-video-shortcode"></video></div>`,
    );
    const matched = [...root.querySelectorAll(definition.selector)].filter((element) =>
      definition.appliesTo!(element),
    );
    expect(matched.map((element) => element.id)).toEqual(["podcast", "lesson"]);
    expect(definition.name).toBe("media-player");
  });
});

describe("the player's structure", () => {
  it("takes the media element's place and holds it, with the theme's player classes", () => {
    const { root, media, player } = setup();
    const content = root.querySelector(".et_audio_container")!;
    expect(player.parentElement).toBe(content);
    expect(player.previousElementSibling?.tagName).toBe("H3");
    expect(player.className).toBe("mejs-container mejs-audio wp-audio-shortcode");
    expect(player.querySelector(".mejs-inner > .mejs-mediaelement > audio")).toBe(media);
    for (const part of [
      ".mejs-controls > .mejs-playpause-button.mejs-play > button",
      ".mejs-currenttime-container > .mejs-currenttime",
      ".mejs-time-rail > .mejs-time-total.mejs-time-slider > .mejs-time-loaded",
      ".mejs-time-slider > .mejs-time-current",
      ".mejs-duration-container > .mejs-duration",
      ".mejs-volume-button.mejs-mute > button",
      ".mejs-horizontal-volume-slider > .mejs-horizontal-volume-total > .mejs-horizontal-volume-current",
    ]) {
      expect(player.querySelector(part), part).not.toBeNull();
    }
    expect(player.querySelector(".mejs-fullscreen-button")).toBeNull();
  });

  it("has the browser pick its source again once the element moved, while nothing is loaded yet", () => {
    const { load } = setup();
    expect(load).toHaveBeenCalledOnce();
  });

  it("is named after what it plays, and takes the browser's controls and WordPress's hiding off the element", () => {
    const { media, player, button, slider } = setup();
    expect(player.getAttribute("role")).toBe("group");
    expect(player.getAttribute("aria-label")).toBe("Audio player: Episode 12: the welcome email");
    expect(media.hasAttribute("controls")).toBe(false);
    expect(media.style.visibility).toBe("");
    expect(button("Play")).not.toBeNull();
    expect(button("Mute")).not.toBeNull();
    expect(slider("Time slider").tabIndex).toBe(0);
    expect(slider("Volume slider").tabIndex).toBe(0);
  });

  it("keeps the browser's controls off while it plays the media, whoever adds them", async () => {
    const { media } = setup();
    media.setAttribute("controls", "");
    await act(async () => {
      await Promise.resolve();
    });
    expect(media.hasAttribute("controls")).toBe(false);
  });

  it("gives the server's markup back exactly on cleanup", () => {
    const root = render(AUDIO_MODULE);
    const serverMarkup = new XMLSerializer().serializeToString(root);
    const media = root.querySelector("audio")!;
    controllableMedia(media);
    const source = media.querySelector("source");
    const cleanup = mount(media, createTestContext(media));
    expect(root.querySelector(".mejs-container")).not.toBeNull();
    cleanup?.();
    expect(new XMLSerializer().serializeToString(root)).toBe(serverMarkup);
    expect(root.querySelector("audio")).toBe(media);
    expect(media.querySelector("source")).toBe(source);
  });
});

describe("play and pause", () => {
  it("plays and pauses from one button whose name says what it does", () => {
    const { media, player, button, play, pause } = setup();
    fireEvent.click(button("Play")!);
    expect(play).toHaveBeenCalledOnce();
    expect(button("Pause")).not.toBeNull();
    expect(player.querySelector(".mejs-playpause-button")!.classList).toContain("mejs-pause");
    expect(media.dataset["state"]).toBe("playing");
    fireEvent.click(button("Pause")!);
    expect(pause).toHaveBeenCalledOnce();
    expect(media.dataset["state"]).toBe("paused");
  });

  it("shows the current time every 250 ms while playing, and the length", () => {
    const { media, state, player, button } = setup();
    act(() => void media.dispatchEvent(new Event("durationchange")));
    fireEvent.click(button("Play")!);
    state.currentTime = 65;
    act(() => void vi.advanceTimersByTime(249));
    expect(player.querySelector(".mejs-currenttime")!.textContent).toBe("00:00");
    act(() => void vi.advanceTimersByTime(1));
    expect(player.querySelector(".mejs-currenttime")!.textContent).toBe("01:05");
    expect(player.querySelector(".mejs-duration")!.textContent).toBe("03:00");
    expect(player.querySelector<HTMLElement>(".mejs-time-current")!.style.transform).toBe(
      `scaleX(${65 / 180})`,
    );
  });
});

describe("the time slider (APG slider)", () => {
  function ready() {
    const parts = setup();
    act(() => void parts.media.dispatchEvent(new Event("durationchange")));
    return { ...parts, time: parts.slider("Time slider") };
  }

  it("says its value in words, as the time of the length", () => {
    const { state, media, time } = ready();
    state.currentTime = 65;
    act(() => void media.dispatchEvent(new Event("seeked")));
    expect(time.getAttribute("aria-valuemin")).toBe("0");
    expect(time.getAttribute("aria-valuemax")).toBe("180");
    expect(time.getAttribute("aria-valuenow")).toBe("65");
    expect(time.getAttribute("aria-valuetext")).toBe("1 minute 5 seconds of 3 minutes");
  });

  it("moves 5 seconds with the arrows, a tenth with Page Up / Page Down, to the ends with Home / End", () => {
    const { media, time } = ready();
    const press = (key: string): number => {
      fireEvent.keyDown(time, { key });
      return media.currentTime;
    };
    expect(press("ArrowRight")).toBe(5);
    expect(press("ArrowUp")).toBe(10);
    expect(press("ArrowLeft")).toBe(5);
    expect(press("ArrowDown")).toBe(0);
    expect(press("PageUp")).toBe(18);
    expect(press("PageDown")).toBe(0);
    expect(press("End")).toBe(180);
    expect(time.getAttribute("aria-valuenow")).toBe("180");
    expect(press("Home")).toBe(0);
  });

  it("leaves keys with a modifier to the browser", () => {
    const { media, time } = ready();
    const event = new KeyboardEvent("keydown", {
      key: "ArrowRight",
      altKey: true,
      bubbles: true,
      cancelable: true,
    });
    time.dispatchEvent(event);
    expect(media.currentTime).toBe(0);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe("volume and mute", () => {
  it("the volume slider moves 5 % with the arrows, 20 % with Page Up / Page Down, and says it 50 ms later", () => {
    const { media, slider } = setup();
    const volume = slider("Volume slider");
    expect(volume.getAttribute("aria-valuenow")).toBe("100");
    fireEvent.keyDown(volume, { key: "ArrowDown" });
    expect(media.volume).toBe(0.95);
    act(() => void vi.advanceTimersByTime(VOLUME_CHANGE_DELAY_MS - 1));
    expect(volume.getAttribute("aria-valuenow")).toBe("100");
    act(() => void vi.advanceTimersByTime(1));
    expect(volume.getAttribute("aria-valuenow")).toBe("95");
    expect(volume.getAttribute("aria-valuetext")).toBe("95% volume");
    fireEvent.keyDown(volume, { key: "PageDown" });
    expect(media.volume).toBe(0.75);
    fireEvent.keyDown(volume, { key: "Home" });
    expect(media.volume).toBe(0);
    fireEvent.keyDown(volume, { key: "End" });
    expect(media.volume).toBe(1);
  });

  it("mutes and unmutes from one button, and the volume slider says so", () => {
    const { media, slider, button, player } = setup();
    fireEvent.click(button("Mute")!);
    expect(media.muted).toBe(true);
    act(() => void vi.advanceTimersByTime(VOLUME_CHANGE_DELAY_MS));
    expect(button("Unmute")).not.toBeNull();
    expect(player.querySelector(".mejs-volume-button")!.classList).toContain("mejs-unmute");
    expect(slider("Volume slider").getAttribute("aria-valuetext")).toBe("muted (100% volume)");
    fireEvent.click(button("Unmute")!);
    act(() => void vi.advanceTimersByTime(VOLUME_CHANGE_DELAY_MS));
    expect(media.muted).toBe(false);
    expect(button("Mute")).not.toBeNull();
  });
});

describe("a failing source", () => {
  it("is said in the player, in an announced area that was there from the start", () => {
    const { media, player } = setup();
    const area = player.querySelector('[role="alert"]')!;
    expect(area.textContent).toBe("");
    act(() => void media.querySelector("source")!.dispatchEvent(new Event("error")));
    expect(area.textContent).toBe(MEDIA_FORMAT_ERROR);
    expect(media.dataset["state"]).toBe("error");
  });
});

describe("a video", () => {
  it("plays from a click on the picture and goes fullscreen from its own button", () => {
    Object.defineProperty(document, "fullscreenEnabled", { configurable: true, value: true });
    try {
      const { player, play, button } = setup(
        `<div class="wp-video"><video class="wp-video-shortcode" title="Lesson 1" src="/lesson.webm"></video></div>`,
      );
      expect(player.className).toBe("mejs-container mejs-video wp-video-shortcode");
      expect(player.getAttribute("aria-label")).toBe("Video player: Lesson 1");
      fireEvent.click(player.querySelector(".mejs-overlay-play")!);
      expect(play).toHaveBeenCalledOnce();
      const requestFullscreen = vi.fn(() => Promise.resolve());
      Object.assign(player, { requestFullscreen });
      fireEvent.click(button("Fullscreen")!);
      expect(requestFullscreen).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(document, "fullscreenEnabled");
    }
  });

  it("is paused when it would play by itself and the visitor prefers reduced motion", () => {
    const root = render(`<video autoplay muted loop src="/loop.webm"></video>`);
    const media = root.querySelector("video")!;
    const { pause, play } = controllableMedia(media);
    void play();
    mount(media, createTestContext(media, { reducedMotion: () => true }));
    expect(pause).toHaveBeenCalled();
    expect(media.dataset["state"]).toBe("paused");
  });
});
