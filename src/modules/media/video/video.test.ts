import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import definition from ".";
import { MEDIA_FORMAT_ERROR, MEDIA_NETWORK_ERROR } from "./messages";
import { MANAGED_ATTRIBUTE, PLAY_LABEL, frameAddress, mount, playLabel, videoTitle } from "./video";
import {
  DEFAULT_YOUTUBE_API_URL,
  YOUTUBE_API_META,
  YOUTUBE_API_TIMEOUT_MS,
  forgetYouTubeApi,
  type PlayerOptions,
} from "./youtube-api";

const YOUTUBE = "https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed";
const VIMEO = "https://player.vimeo.com/video/76979871?h=8272103f6e";

const videoModule = (frame: string, overlay = true) => `
<div class="et_pb_column et_pb_column_4_4">
  <div id="free-lesson" class="et_pb_module et_pb_video et_pb_video_0">
    <div class="et_pb_video_box">${frame}</div>
    ${overlay ? '<div class="et_pb_video_overlay" style="background-image: url(/poster.svg)"><div class="et_pb_video_overlay_hover"><a href="#" class="et_pb_video_play"></a></div></div>' : ""}
  </div>
</div>`;

function setup(markup: string, selector = ".et_pb_video") {
  const root = render(markup);
  const element = root.querySelector<HTMLElement>(selector)!;
  const controller = new AbortController();
  const context = createTestContext(element, { signal: controller.signal });
  const cleanup = mount(element, context);
  return { root, element, context, cleanup, unmount: () => controller.abort() };
}

function postFromPlayer(frame: HTMLIFrameElement, data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: frame.contentWindow }));
}

interface ApiGlobals {
  YT?: unknown;
  onYouTubeIframeAPIReady?: unknown;
}

interface FakePlayer {
  readonly frame: HTMLIFrameElement;
  readonly options: PlayerOptions;
  /** The frame's address when the API attached to it. */
  readonly source: string;
}

/** A stand-in for YouTube's IFrame API, already on the page: `YT.Player` records what it was asked to drive. */
function installFakeApi(): FakePlayer[] {
  const players: FakePlayer[] = [];
  // A constructor, as `new YT.Player(...)` needs; what it builds is never read.
  const Player = vi.fn(function (frame: HTMLIFrameElement, options: PlayerOptions) {
    players.push({ frame, options, source: frame.src });
  });
  (window as ApiGlobals).YT = { Player };
  return players;
}

function headMeta(name: string, content: string): void {
  const meta = document.createElement("meta");
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

const scriptsOf = (url: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>("script")].filter((script) => script.src === url);

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as ApiGlobals).YT;
  delete (window as ApiGlobals).onYouTubeIframeAPIReady;
  forgetYouTubeApi();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("helpers", () => {
  it("names the play button after the video", () => {
    expect(PLAY_LABEL).toBe("Play video");
    expect(playLabel("Affiliate marketing in ten minutes")).toBe(
      "Play video: Affiliate marketing in ten minutes",
    );
  });

  it("takes the first non-empty title, else says what the video is", () => {
    expect(videoTitle(["", "  ", " Lesson   one "], "video")).toBe("Lesson one");
    expect(videoTitle([null, undefined], "YouTube video")).toBe("YouTube video");
  });

  it("reads the address a lazy-loading plugin left, else the frame's own", () => {
    const frame = (attributes: string) => render(`<iframe ${attributes}></iframe>`).firstElementChild!;
    expect(frameAddress(frame(`data-src="${YOUTUBE}"`))).toBe(YOUTUBE);
    expect(frameAddress(frame(`src="about:blank" data-lazy-src="${VIMEO}"`))).toBe(VIMEO);
    expect(frameAddress(frame(`src="${VIMEO}"`))).toBe(VIMEO);
    expect(frameAddress(frame(`src="about:blank"`))).toBeNull();
  });
});

describe("the definitions", () => {
  it("mount the video module and provider frames outside it, at once", () => {
    const root = render(
      `${videoModule(`<iframe src="${YOUTUBE}"></iframe>`)}<p><iframe id="loose" data-lazy-src="${VIMEO}"></iframe></p><div class="et_pb_slider"><div class="et_pb_video_box"><iframe id="slide" src="${YOUTUBE}"></iframe></div></div><iframe id="managed" ${MANAGED_ATTRIBUTE} src="${YOUTUBE}"></iframe><iframe id="other" src="https://maps.example/embed"></iframe>`,
    );
    expect(definition.strategy).toBe("eager");
    const matched = [...root.querySelectorAll(definition.selector)].filter((element) =>
      definition.appliesTo!(element),
    );
    expect(matched.map((element) => element.id)).toEqual(["free-lesson", "loose"]);
  });
});

describe("the video module with a provider's player", () => {
  it("keeps the player empty behind the theme's overlay, whose play link is now a named button", () => {
    const { element } = setup(
      videoModule(
        `<iframe title="Affiliate marketing" width="1080" height="608" data-src="${YOUTUBE}"></iframe>`,
      ),
    );
    const frame = element.querySelector("iframe")!;
    expect(frame.hasAttribute("src")).toBe(false);
    expect(frame.hasAttribute(MANAGED_ATTRIBUTE)).toBe(true);
    expect(element.dataset["state"]).toBe("poster");
    const button = element.querySelector<HTMLButtonElement>(".et_pb_video_overlay button")!;
    expect(button.type).toBe("button");
    expect(button.getAttribute("aria-label")).toBe("Play video: Affiliate marketing");
    expect(button.classList.contains("et_pb_video_play")).toBe(true);
    expect(element.querySelector("a.et_pb_video_play")).toBeNull();
    // The frame keeps its proportions at the column's width, as the theme's fitvids did.
    expect(frame.style.aspectRatio).toBe("1080 / 608");
    expect(frame.style.width).toBe("100%");
  });

  it("empties a frame the server printed with its address", () => {
    const { element } = setup(videoModule(`<iframe src="${YOUTUBE}"></iframe>`));
    expect(element.querySelector("iframe")!.getAttribute("src")).toBe("about:blank");
  });

  it("loads the player with autoplay on the click, hides the poster and moves focus into the player", async () => {
    const players = installFakeApi();
    const { element } = setup(
      videoModule(`<iframe title="Affiliate marketing" data-src="${YOUTUBE}"></iframe>`),
    );
    const frame = element.querySelector("iframe")!;
    element.querySelector<HTMLButtonElement>(".et_pb_video_overlay button")!.click();
    expect(element.querySelector<HTMLElement>(".et_pb_video_overlay")!.hidden).toBe(true);
    expect(element.dataset["state"]).toBe("playing");
    expect(document.activeElement).toBe(frame);
    await vi.waitFor(() => expect(players).toHaveLength(1));
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).toBe("https://www.youtube.com/embed/M7lc1UVf-VE");
    expect(url.searchParams.get("autoplay")).toBe("1");
    expect(url.searchParams.get("enablejsapi")).toBe("1");
    expect(frame.getAttribute("allow")).toContain("autoplay");
    // The API drives the module's own frame, which already has its player address.
    expect(players[0]!.frame).toBe(frame);
  });

  it("ignores messages from another origin or another window, and messages before the click", () => {
    headMeta(YOUTUBE_API_META, "none");
    const { element } = setup(videoModule(`<iframe data-src="${YOUTUBE}"></iframe>`));
    const frame = element.querySelector("iframe")!;
    const status = element.querySelector('[role="status"]')!;
    postFromPlayer(frame, JSON.stringify({ event: "onError", info: 100 }), "https://www.youtube.com");
    element.querySelector<HTMLElement>(".et_pb_video_overlay")!.click();
    postFromPlayer(frame, JSON.stringify({ event: "onError", info: 100 }), "https://evil.example");
    window.dispatchEvent(
      new MessageEvent("message", {
        data: JSON.stringify({ event: "onError", info: 100 }),
        origin: "https://www.youtube.com",
        source: window,
      }),
    );
    expect(status.textContent).toBe("");
    // The player's own message is read: the test above can fail.
    postFromPlayer(frame, JSON.stringify({ event: "onError", info: 100 }), "https://www.youtube.com");
    expect(status.textContent).toContain("error 100");
  });

  it("asks the started player for its events once it has loaded", () => {
    const { element } = setup(videoModule(`<iframe data-src="${VIMEO}"></iframe>`));
    const frame = element.querySelector("iframe")!;
    element.querySelector<HTMLElement>(".et_pb_video_overlay")!.click();
    const post = vi.spyOn(frame.contentWindow!, "postMessage");
    frame.dispatchEvent(new Event("load"));
    expect(post).toHaveBeenCalledWith(
      JSON.stringify({ method: "addEventListener", value: "error" }),
      "https://player.vimeo.com",
    );
    postFromPlayer(frame, { event: "error", data: { name: "PrivacyError" } }, "https://player.vimeo.com");
    expect(element.querySelector('[role="status"]')!.textContent).toContain("embedding not allowed");
  });

  it("puts a neutral poster with the title over a module that has no overlay", () => {
    const { element } = setup(videoModule(`<iframe title="SEO basics" data-src="${VIMEO}"></iframe>`, false));
    const poster = element.querySelector<HTMLElement>(".enhance-video__poster")!;
    expect(poster.textContent).toContain("SEO basics · Vimeo");
    const button = poster.querySelector("button")!;
    expect(button.getAttribute("aria-label")).toBe("Play video: SEO basics");
    button.click();
    expect(element.querySelector("iframe")!.src).toContain("player.vimeo.com/video/76979871");
  });

  it("restores the server's markup on cleanup", () => {
    const { element, cleanup, unmount } = setup(videoModule(`<iframe src="${YOUTUBE}"></iframe>`));
    unmount();
    cleanup?.();
    expect(element.querySelector("a.et_pb_video_play")).not.toBeNull();
    expect(element.querySelector("button")).toBeNull();
    expect(element.querySelector("iframe")!.getAttribute("src")).toBe(YOUTUBE);
    expect(element.querySelector("iframe")!.hasAttribute(MANAGED_ATTRIBUTE)).toBe(false);
    expect(element.querySelector('[role="status"]')).toBeNull();
    expect(element.dataset["state"]).toBeUndefined();
  });
});

describe("a YouTube player driven through YouTube's IFrame API", () => {
  const twoVideos = () =>
    `${videoModule(`<iframe title="First" data-src="${YOUTUBE}"></iframe>`)}${videoModule(
      `<iframe title="Second" data-src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
    )}`;

  it("loads the API script only on the first click, once for the page", () => {
    const root = render(twoVideos());
    const modules = [...root.querySelectorAll<HTMLElement>(".et_pb_video")];
    for (const element of modules) mount(element, createTestContext(element));
    expect(scriptsOf(DEFAULT_YOUTUBE_API_URL)).toHaveLength(0);
    modules[0]!.querySelector("button")!.click();
    expect(scriptsOf(DEFAULT_YOUTUBE_API_URL)).toHaveLength(1);
    modules[1]!.querySelector("button")!.click();
    expect(scriptsOf(DEFAULT_YOUTUBE_API_URL)).toHaveLength(1);
    // The players wait for the API: no player address before it can hear the player's first event.
    for (const element of modules) expect(element.querySelector("iframe")!.hasAttribute("src")).toBe(false);
  });

  it("attaches the API to each started player once it is ready, the player address already set", async () => {
    const root = render(twoVideos());
    const modules = [...root.querySelectorAll<HTMLElement>(".et_pb_video")];
    for (const element of modules) mount(element, createTestContext(element));
    for (const element of modules) element.querySelector("button")!.click();
    const players = installFakeApi();
    ((window as ApiGlobals).onYouTubeIframeAPIReady as () => void)();
    await vi.waitFor(() => expect(players).toHaveLength(2));
    expect(players.map((player) => player.frame)).toEqual(
      modules.map((element) => element.querySelector("iframe")),
    );
    for (const player of players) expect(new URL(player.source).searchParams.get("enablejsapi")).toBe("1");
  });

  it.each([
    [2, "This video cannot be played: invalid parameter (error 2)."],
    [5, "This video cannot be played: HTML5 player issue (error 5)."],
    [100, "This video cannot be played: video not found or private (error 100)."],
    [101, "This video cannot be played: embedding not allowed (error 101)."],
    [105, "This video cannot be played: embedding not allowed (error 105)."],
    [150, "This video cannot be played: embedding not allowed (error 150)."],
  ])("says the API's error %i in words, announced politely, with a link to the video", async (code, text) => {
    const players = installFakeApi();
    const { element } = setup(
      videoModule(`<iframe title="Affiliate marketing" data-src="${YOUTUBE}"></iframe>`),
    );
    const status = element.querySelector('[role="status"]')!;
    expect(status.textContent).toBe("");
    element.querySelector("button")!.click();
    await vi.waitFor(() => expect(players).toHaveLength(1));
    players[0]!.options.events.onError?.({ data: code });
    expect(status.querySelector("p")!.textContent).toBe(text);
    const link = status.querySelector("a")!;
    expect(link.href).toBe("https://www.youtube.com/watch?v=M7lc1UVf-VE");
    expect(link.textContent).toBe("Watch “Affiliate marketing” on YouTube");
    expect(element.dataset["state"]).toBe("error");
  });

  it("starts a plain embed with a link to the video when the API script cannot load, and reads the player's messages", async () => {
    const { element } = setup(videoModule(`<iframe title="Lesson" data-src="${YOUTUBE}"></iframe>`));
    const frame = element.querySelector("iframe")!;
    element.querySelector("button")!.click();
    scriptsOf(DEFAULT_YOUTUBE_API_URL)[0]!.dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(frame.getAttribute("src")).toContain("autoplay=1"));
    const status = element.querySelector('[role="status"]')!;
    expect(status.querySelector("a")!.textContent).toBe("Watch “Lesson” on YouTube");
    expect(element.dataset["state"]).toBe("playing");
    postFromPlayer(frame, JSON.stringify({ event: "onError", info: 101 }), "https://www.youtube.com");
    expect(status.textContent).toContain("embedding not allowed (error 101)");
    expect(element.dataset["state"]).toBe("error");
  });

  it("does not leave the visitor waiting on a stalled API script", () => {
    vi.useFakeTimers();
    const { element } = setup(videoModule(`<iframe title="Lesson" data-src="${YOUTUBE}"></iframe>`));
    const frame = element.querySelector("iframe")!;
    element.querySelector("button")!.click();
    vi.advanceTimersByTime(YOUTUBE_API_TIMEOUT_MS - 1);
    expect(frame.hasAttribute("src")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(frame.getAttribute("src")).toContain("autoplay=1");
    expect(element.querySelector('[role="status"] a')!.textContent).toBe("Watch “Lesson” on YouTube");
  });

  it("plays without the API when the site turns it off, or sets one the site did not allow", () => {
    headMeta(YOUTUBE_API_META, "https://cdn.example/iframe_api");
    const { element, context } = setup(videoModule(`<iframe data-src="${YOUTUBE}"></iframe>`));
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining("enhance-script-origins"));
    element.querySelector("button")!.click();
    expect(document.head.querySelector("script")).toBeNull();
    expect(element.querySelector("iframe")!.getAttribute("src")).toContain("autoplay=1");
  });

  it("says nothing more once the module is gone", async () => {
    const players = installFakeApi();
    const { element, cleanup, unmount } = setup(videoModule(`<iframe data-src="${YOUTUBE}"></iframe>`));
    element.querySelector("button")!.click();
    await vi.waitFor(() => expect(players).toHaveLength(1));
    unmount();
    cleanup?.();
    expect(() => players[0]!.options.events.onError?.({ data: 100 })).not.toThrow();
    expect(element.textContent).not.toContain("error 100");
  });
});

describe("a provider frame outside the video module", () => {
  it("wraps the empty frame with a poster and starts it on the click", () => {
    const { root, element } = setup(
      `<p><iframe title="SEO masterclass" src="about:blank" data-lazy-src="${VIMEO}"></iframe></p>`,
      "iframe",
    );
    expect(element.parentElement!.classList.contains("enhance-video")).toBe(true);
    expect(element.dataset["state"]).toBe("poster");
    const button = root.querySelector<HTMLButtonElement>(".enhance-video__play")!;
    expect(button.getAttribute("aria-label")).toBe("Play video: SEO masterclass");
    button.click();
    expect(root.querySelector(".enhance-video__poster")).toBeNull();
    expect(new URL(element.getAttribute("src")!).searchParams.get("autoplay")).toBe("1");
    expect(element.dataset["state"]).toBe("playing");
  });

  it("drives a loose YouTube frame through the API too, and says its errors politely beside it", async () => {
    const players = installFakeApi();
    const { root, element } = setup(
      `<p><iframe title="Lesson" data-src="${YOUTUBE}"></iframe></p>`,
      "iframe",
    );
    root.querySelector<HTMLButtonElement>(".enhance-video__play")!.click();
    await vi.waitFor(() => expect(players).toHaveLength(1));
    expect(players[0]!.frame).toBe(element);
    players[0]!.options.events.onError?.({ data: 100 });
    const status = element.parentElement!.nextElementSibling!;
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toContain("video not found or private (error 100)");
    expect(element.dataset["state"]).toBe("error");
  });

  it("leaves frames it does not know alone", () => {
    const { element, cleanup } = setup(
      `<iframe src="https://www.youtube.com/subscribe_widget?channel=x"></iframe>`,
      "iframe",
    );
    expect(cleanup).toBeUndefined();
    expect(element.parentElement!.classList.contains("enhance-video")).toBe(false);
  });

  it.each([
    ["data-src", "https://attacker.example/embed/M7lc1UVf-VE"],
    ["data-lazy-src", "//attacker.example/embed/M7lc1UVf-VE"],
    ["data-src", "javascript:alert(1)"],
  ])("never loads a lazy %s address that is not the provider's (%j)", (name, address) => {
    const { element, cleanup } = setup(`<p><iframe ${name}="${address}"></iframe></p>`, "iframe");
    expect(cleanup).toBeUndefined();
    expect(element.hasAttribute("src")).toBe(false);
    expect(element.hasAttribute(MANAGED_ATTRIBUTE)).toBe(false);
  });

  it("unwraps the frame on cleanup", () => {
    const { root, element, cleanup } = setup(`<p><iframe src="${YOUTUBE}"></iframe></p>`, "iframe");
    cleanup?.();
    expect(root.querySelector(".enhance-video")).toBeNull();
    expect(element.parentElement!.tagName).toBe("P");
    expect(element.getAttribute("src")).toBe(YOUTUBE);
  });
});

describe("the video module with a native video", () => {
  it("keeps native controls, plays from the overlay and says a failure in words", () => {
    const root = render(
      videoModule(
        `<video title="Lesson 1" preload="none"><source src="/missing.webm" type="video/webm"></video>`,
      ),
    );
    const element = root.querySelector<HTMLElement>(".et_pb_video")!;
    const video = element.querySelector("video")!;
    const play = vi.fn(() => Promise.resolve());
    Object.assign(video, { play });
    // jsdom does not focus media elements; a browser focuses a video with controls.
    const focus = vi.spyOn(video, "focus");
    mount(element, createTestContext(element));
    expect(video.controls).toBe(true);
    const button = element.querySelector("button")!;
    expect(button.getAttribute("aria-label")).toBe("Play video: Lesson 1");
    button.click();
    expect(play).toHaveBeenCalledTimes(1);
    expect(focus).toHaveBeenCalled();
    video.querySelector("source")!.dispatchEvent(new Event("error"));
    expect(element.querySelector('[role="alert"]')!.textContent).toBe(MEDIA_FORMAT_ERROR);
    expect(element.dataset["state"]).toBe("error");
  });

  it("reports the media element's own network error", () => {
    const root = render(videoModule(`<video src="/lesson.webm" controls></video>`, false));
    const element = root.querySelector<HTMLElement>(".et_pb_video")!;
    mount(element, createTestContext(element));
    const video = element.querySelector("video")!;
    Object.defineProperty(video, "error", { value: { code: 2 } });
    video.dispatchEvent(new Event("error"));
    expect(element.querySelector('[role="alert"]')!.textContent).toBe(MEDIA_NETWORK_ERROR);
  });
});

describe("a root adopting the server's nodes", () => {
  const markupOf = (element: Element) => new XMLSerializer().serializeToString(element);

  it("keeps the module's box, frame and overlay as the same nodes, and gives the markup back on cleanup", () => {
    const root = render(
      videoModule(`<iframe title="Lesson" width="16" height="9" src="${YOUTUBE}"></iframe>`),
    );
    const element = root.querySelector<HTMLElement>(".et_pb_video")!;
    const serverMarkup = markupOf(element);
    const [box, frame, overlay, hover, link] = [
      ".et_pb_video_box",
      "iframe",
      ".et_pb_video_overlay",
      ".et_pb_video_overlay_hover",
      "a.et_pb_video_play",
    ].map((selector) => element.querySelector(selector));
    const cleanup = mount(element, createTestContext(element));
    expect(element.querySelector(".et_pb_video_box")).toBe(box);
    expect(element.querySelector("iframe")).toBe(frame);
    expect(element.querySelector(".et_pb_video_overlay")).toBe(overlay);
    expect(element.querySelector(".et_pb_video_overlay_hover")).toBe(hover);
    // The theme's play link gives way to a button in its place while the module is mounted.
    expect(hover?.querySelector("button.et_pb_video_play")).not.toBeNull();
    cleanup?.();
    expect(element.querySelector("a.et_pb_video_play")).toBe(link);
    expect(markupOf(element)).toBe(serverMarkup);
  });

  it("keeps a loose frame the same node inside its wrapper and puts it back where it was on cleanup", () => {
    const root = render(`<p><span>Before</span><iframe src="${VIMEO}"></iframe><span>After</span></p>`);
    const paragraph = root.querySelector("p")!;
    const serverMarkup = markupOf(paragraph);
    const frame = paragraph.querySelector<HTMLIFrameElement>("iframe")!;
    const cleanup = mount(frame, createTestContext(frame));
    expect(paragraph.querySelector("iframe")).toBe(frame);
    expect(frame.parentElement?.classList.contains("enhance-video")).toBe(true);
    expect(frame.parentElement?.nextElementSibling?.getAttribute("role")).toBe("status");
    cleanup?.();
    expect(markupOf(paragraph)).toBe(serverMarkup);
    expect(paragraph.querySelector("iframe")).toBe(frame);
  });

  it("declines a module with neither a frame nor a video, leaving it as it is", () => {
    const root = render(videoModule(""));
    const element = root.querySelector<HTMLElement>(".et_pb_video")!;
    const serverMarkup = markupOf(element);
    const context = createTestContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.decline).toHaveBeenCalled();
    expect(markupOf(element)).toBe(serverMarkup);
  });
});
