import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../test-support/context";
import { mediaPlayingIn, pauseMediaIn, playVideoIn } from "./media";

afterEach(() => {
  document.body.replaceChildren();
});

function playing(media: HTMLMediaElement, value: boolean): void {
  Object.defineProperty(media, "paused", { configurable: true, get: () => !value });
}

describe("videos inside slides", () => {
  it("pauses the visitor's playing media, not a section's background video", () => {
    const slide = render(`<div class="et_pb_slide">
      <div class="et_pb_video_box"><video class="lesson"></video></div>
      <div class="et_pb_section_video_bg"><video class="background"></video></div>
    </div>`);
    const lesson = slide.querySelector<HTMLVideoElement>("video.lesson")!;
    const background = slide.querySelector<HTMLVideoElement>("video.background")!;
    playing(lesson, true);
    playing(background, true);
    const pauseLesson = vi.spyOn(lesson, "pause").mockImplementation(() => undefined);
    const pauseBackground = vi.spyOn(background, "pause").mockImplementation(() => undefined);
    expect(mediaPlayingIn(slide)).toBe(true);
    pauseMediaIn(slide);
    expect(pauseLesson).toHaveBeenCalledTimes(1);
    expect(pauseBackground).not.toHaveBeenCalled();
  });

  it("asks an embedded player to pause with YouTube's and Vimeo's messages, to its own origin", () => {
    const slide = render(
      `<div class="et_pb_slide"><div class="et_pb_video_box"><iframe src="https://www.youtube.com/embed/abc?enablejsapi=1"></iframe></div></div>`,
    );
    const frame = slide.querySelector("iframe")!;
    const postMessage = vi.fn();
    Object.defineProperty(frame, "contentWindow", { configurable: true, get: () => ({ postMessage }) });
    pauseMediaIn(slide);
    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ event: "command", func: "pauseVideo", args: [] }),
      "https://www.youtube.com",
    );
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ method: "pause" }), "https://www.youtube.com");
  });

  it("starts an embed from its overlay with autoplay, and stops it by restoring its address", () => {
    const slide = render(
      `<div class="et_pb_slide"><div class="et_pb_video_box"><iframe src="https://player.vimeo.com/video/42?title=0"></iframe></div></div>`,
    );
    const frame = slide.querySelector("iframe")!;
    playVideoIn(slide);
    expect(frame.src).toBe("https://player.vimeo.com/video/42?title=0&autoplay=1");
    pauseMediaIn(slide);
    expect(frame.getAttribute("src")).toBe("https://player.vimeo.com/video/42?title=0");
  });

  it("never loads a javascript: address into an embed", () => {
    const slide = render(
      `<div class="et_pb_slide"><div class="et_pb_video_box"><iframe></iframe></div></div>`,
    );
    const frame = slide.querySelector("iframe")!;
    frame.setAttribute("src", "javascript:alert(1)");
    playVideoIn(slide);
    expect(frame.getAttribute("src")).toBe("javascript:alert(1)");
  });

  it("plays an HTML video from its overlay", () => {
    const slide = render(`<div class="et_pb_slide"><div class="et_pb_video_box"><video></video></div></div>`);
    const play = vi.spyOn(slide.querySelector("video")!, "play").mockResolvedValue(undefined);
    playVideoIn(slide);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
