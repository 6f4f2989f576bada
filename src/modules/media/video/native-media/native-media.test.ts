import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../../test-support/context";
import { MEDIA_FORMAT_ERROR, MEDIA_NETWORK_ERROR, MEDIA_RECOVERY_ERROR } from "../messages";
import { keepNativeControls } from "../native";
import { mount } from "./native-media";

afterEach(() => document.body.replaceChildren());

function media(markup: string): HTMLMediaElement {
  return render(markup).querySelector<HTMLMediaElement>("audio, video")!;
}

describe("native controls", () => {
  it("shows a player WordPress left hidden for a script player, keeping its controls", () => {
    const audio = media(
      `<audio class="wp-audio-shortcode" style="width: 100%; visibility: hidden" controls="controls"></audio>`,
    );
    const restore = keepNativeControls(audio, false);
    expect(audio.style.visibility).toBe("");
    expect(audio.controls).toBe(true);
    restore();
    expect(audio.style.visibility).toBe("hidden");
  });

  it("gives controls to a player that would not start by itself, and takes them back on cleanup", () => {
    const video = media(`<video src="/lesson.webm"></video>`);
    const restore = keepNativeControls(video, false);
    expect(video.controls).toBe(true);
    restore();
    expect(video.hasAttribute("controls")).toBe(false);
  });

  it("leaves an autoplaying player as it is, unless motion is reduced: then it pauses and gets controls", () => {
    const playing = media(`<video autoplay muted loop src="/loop.webm"></video>`);
    keepNativeControls(playing, false);
    expect(playing.controls).toBe(false);
    document.body.replaceChildren();
    const reduced = media(`<video autoplay muted loop src="/loop.webm"></video>`);
    const pause = vi.fn();
    Object.assign(reduced, { pause });
    keepNativeControls(reduced, true);
    expect(pause).toHaveBeenCalled();
    expect(reduced.controls).toBe(true);
  });
});

describe("native media errors", () => {
  function setup(markup: string) {
    const element = media(markup);
    const cleanup = mount(element as HTMLElement, createTestContext(element as HTMLElement));
    const status = element.nextElementSibling as HTMLElement;
    return { element, cleanup, status };
  }

  it("adds an empty announced area after the player", () => {
    const { status } = setup(`<audio controls src="/episode.mp3"></audio>`);
    expect(status.getAttribute("role")).toBe("alert");
    expect(status.textContent).toBe("");
  });

  it.each([
    [2, MEDIA_NETWORK_ERROR],
    [3, MEDIA_RECOVERY_ERROR],
    [4, MEDIA_FORMAT_ERROR],
  ])("says the media error %i in words", (code, message) => {
    const { element, status } = setup(`<audio controls src="/episode.mp3"></audio>`);
    Object.defineProperty(element, "error", { value: { code } });
    element.dispatchEvent(new Event("error"));
    expect(status.textContent).toBe(message);
    expect(element.dataset["state"]).toBe("error");
  });

  it("says nothing for a load the visitor aborted", () => {
    const { element, status } = setup(`<audio controls src="/episode.mp3"></audio>`);
    Object.defineProperty(element, "error", { value: { code: 1 } });
    element.dispatchEvent(new Event("error"));
    expect(status.textContent).toBe("");
  });

  it("waits for the last source: the browser tries each one in turn", () => {
    const { element, status } = setup(
      `<audio controls><source src="/episode.ogg" type="audio/ogg"><source src="/episode.mp3" type="audio/mpeg"><a href="/episode.mp3">Download</a></audio>`,
    );
    const [first, last] = [...element.querySelectorAll("source")];
    first!.dispatchEvent(new Event("error"));
    expect(status.textContent).toBe("");
    last!.dispatchEvent(new Event("error"));
    expect(status.textContent).toBe(MEDIA_FORMAT_ERROR);
  });

  it("removes the area on cleanup", () => {
    const { element, cleanup } = setup(`<video src="/lesson.webm"></video>`);
    cleanup?.();
    expect(element.nextElementSibling).toBeNull();
    expect(element.hasAttribute("controls")).toBe(false);
  });
});

describe("errors that happened before the script ran", () => {
  it("reports a player whose every source already failed", () => {
    const element = media(`<video controls><source src="/gone.mp4" type="video/mp4"></video>`);
    Object.defineProperty(element, "networkState", { value: HTMLMediaElement.NETWORK_NO_SOURCE });
    mount(element as HTMLElement, createTestContext(element as HTMLElement));
    expect(element.nextElementSibling!.textContent).toBe(MEDIA_FORMAT_ERROR);
  });

  it("reports a player's earlier media error by its code", () => {
    const element = media(`<audio controls src="/episode.mp3"></audio>`);
    Object.defineProperty(element, "error", { value: { code: 2 } });
    mount(element as HTMLElement, createTestContext(element as HTMLElement));
    expect(element.nextElementSibling!.textContent).toBe(MEDIA_NETWORK_ERROR);
  });

  it("says nothing about a player without any source", () => {
    const element = media(`<audio controls></audio>`);
    Object.defineProperty(element, "networkState", { value: HTMLMediaElement.NETWORK_NO_SOURCE });
    mount(element as HTMLElement, createTestContext(element as HTMLElement));
    expect(element.nextElementSibling!.textContent).toBe("");
  });
});

describe("a root beside the player", () => {
  it("leaves the player the same node in the same place and gives the markup back on cleanup", () => {
    const root = render(
      `<figure><audio controls><source src="/episode.mp3"></audio><figcaption>Episode</figcaption></figure>`,
    );
    const figure = root.querySelector("figure")!;
    const serverMarkup = new XMLSerializer().serializeToString(figure);
    const audio = figure.querySelector("audio")!;
    const source = audio.querySelector("source");
    const cleanup = mount(audio, createTestContext(audio));
    expect(figure.firstElementChild).toBe(audio);
    expect(audio.querySelector("source")).toBe(source);
    expect(audio.nextElementSibling?.getAttribute("role")).toBe("alert");
    cleanup?.();
    expect(new XMLSerializer().serializeToString(figure)).toBe(serverMarkup);
  });
});
