import { describe, expect, it } from "vitest";
import {
  ERROR_EMBEDDING_NOT_ALLOWED,
  ERROR_EMBEDDING_NOT_ALLOWED_TOO,
  ERROR_EMBEDDING_NOT_ALLOWED_YOUTUBE,
  ERROR_HTML5_PLAYER,
  ERROR_INVALID_PARAMETER,
  ERROR_NOT_FOUND_OR_PRIVATE,
  GENERIC_ERROR_MESSAGE,
  MEDIA_FORMAT_ERROR,
  MEDIA_NETWORK_ERROR,
  MEDIA_RECOVERY_ERROR,
  PROVIDER_ERROR_DESCRIPTIONS,
  mediaErrorMessage,
  providerErrorMessage,
} from "./messages";
import {
  PROVIDER_NAMES,
  parseProviderVideo,
  playerErrorCode,
  playerUrl,
  subscribeMessages,
} from "./providers";

const BASE = "https://courses.example/lessons/";

describe("parseProviderVideo: YouTube", () => {
  it("reads an embed address, keeping its parameters except the ones the page sets on play", () => {
    expect(
      parseProviderVideo("https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed&autoplay=1&rel=0", BASE),
    ).toEqual({
      provider: "youtube",
      embedUrl: "https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed&rel=0",
      watchUrl: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
      origin: "https://www.youtube.com",
    });
  });

  it("keeps the privacy-enhanced host and its origin", () => {
    const video = parseProviderVideo("//www.youtube-nocookie.com/embed/M7lc1UVf-VE", BASE);
    expect(video?.embedUrl).toBe("https://www.youtube-nocookie.com/embed/M7lc1UVf-VE");
    expect(video?.origin).toBe("https://www.youtube-nocookie.com");
    expect(video?.watchUrl).toBe("https://www.youtube.com/watch?v=M7lc1UVf-VE");
  });

  it.each([
    "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    "https://youtube.com/watch?v=M7lc1UVf-VE&feature=share",
    "https://m.youtube.com/watch?v=M7lc1UVf-VE",
    "https://youtu.be/M7lc1UVf-VE",
    "https://www.youtube.com/shorts/M7lc1UVf-VE",
    "https://www.youtube.com/live/M7lc1UVf-VE",
    "http://www.youtube.com/embed/M7lc1UVf-VE",
  ])("reads %s as the same video, played from the embed address", (address) => {
    expect(parseProviderVideo(address, BASE)?.embedUrl).toBe("https://www.youtube.com/embed/M7lc1UVf-VE");
  });

  it("turns a watch page's start time and playlist into embed parameters", () => {
    expect(parseProviderVideo("https://youtu.be/M7lc1UVf-VE?t=90s", BASE)?.embedUrl).toBe(
      "https://www.youtube.com/embed/M7lc1UVf-VE?start=90",
    );
    expect(
      parseProviderVideo("https://www.youtube.com/watch?v=M7lc1UVf-VE&list=PL123_ab", BASE)?.embedUrl,
    ).toBe("https://www.youtube.com/embed/M7lc1UVf-VE?list=PL123_ab");
  });

  it("reads a playlist embed, linking to the playlist", () => {
    expect(parseProviderVideo("https://www.youtube.com/embed/videoseries?list=PL123_ab", BASE)).toMatchObject(
      {
        embedUrl: "https://www.youtube.com/embed/videoseries?list=PL123_ab",
        watchUrl: "https://www.youtube.com/playlist?list=PL123_ab",
      },
    );
  });

  it.each([
    "https://www.youtube.com/embed/short",
    "https://www.youtube.com/embed/M7lc1UVf-VE<script>",
    "https://www.youtube.com/channel/UC123",
    "https://www.youtube.com/embed/videoseries",
    "https://youtube.com.evil.example/embed/M7lc1UVf-VE",
    "javascript:alert(1)",
    "ftp://youtube.com/embed/M7lc1UVf-VE",
    "",
    "   ",
    null,
    undefined,
    "http://[broken",
  ])("refuses %j", (address) => {
    expect(parseProviderVideo(address, BASE)).toBeNull();
  });
});

describe("parseProviderVideo: Vimeo", () => {
  it("reads a player address with its private hash", () => {
    expect(
      parseProviderVideo("https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&dnt=1", BASE),
    ).toEqual({
      provider: "vimeo",
      embedUrl: "https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1",
      watchUrl: "https://vimeo.com/76979871/8272103f6e",
      origin: "https://player.vimeo.com",
    });
  });

  it("reads a page address, with or without a hash in its path", () => {
    expect(parseProviderVideo("https://vimeo.com/76979871", BASE)).toMatchObject({
      embedUrl: "https://player.vimeo.com/video/76979871",
      watchUrl: "https://vimeo.com/76979871",
    });
    expect(parseProviderVideo("https://vimeo.com/76979871/8272103f6e", BASE)).toMatchObject({
      embedUrl: "https://player.vimeo.com/video/76979871?h=8272103f6e",
      watchUrl: "https://vimeo.com/76979871/8272103f6e",
    });
  });

  it.each([
    "https://vimeo.com/channels/staffpicks",
    "https://player.vimeo.com/video/abc",
    "https://vimeo.com/",
  ])("refuses %s", (address) => {
    expect(parseProviderVideo(address, BASE)).toBeNull();
  });
});

describe("parseProviderVideo: hostile addresses", () => {
  it.each([
    "//attacker.example/embed/M7lc1UVf-VE",
    "https://attacker.example/embed/M7lc1UVf-VE",
    "https://www.youtube.com@attacker.example/embed/M7lc1UVf-VE",
    "https://attacker.example/watch?v=M7lc1UVf-VE&host=www.youtube.com",
    "https://player.vimeo.com.attacker.example/video/76979871",
    "JAVASCRIPT://www.youtube.com/embed/M7lc1UVf-VE%0aalert(1)",
    "java\tscript://www.youtube.com/embed/M7lc1UVf-VE%0aalert(1)",
    "data:text/html,<iframe src=https://www.youtube.com/embed/M7lc1UVf-VE>",
    "vbscript://player.vimeo.com/video/76979871",
  ])("refuses %j, which is not the provider's own host", (address) => {
    expect(parseProviderVideo(address, BASE)).toBeNull();
  });

  it("builds the player, its origin and the watch link from the provider's own hosts, whatever the address adds", () => {
    for (const address of [
      "http://youtu.be/M7lc1UVf-VE?origin=https://attacker.example",
      "HTTPS://M.YOUTUBE.COM/watch?v=M7lc1UVf-VE",
      "https://www.youtube.com/embed/M7lc1UVf-VE?enablejsapi=1&origin=https://attacker.example",
      "https://vimeo.com/76979871",
    ]) {
      const video = parseProviderVideo(address, BASE)!;
      const player = new URL(playerUrl(video, "https://courses.example"));
      expect(["https://www.youtube.com", "https://player.vimeo.com"]).toContain(video.origin);
      expect(player.origin).toBe(video.origin);
      expect(
        player.searchParams.getAll("origin").filter((origin) => origin !== "https://courses.example"),
      ).toEqual([]);
      expect(["https://www.youtube.com", "https://vimeo.com"]).toContain(new URL(video.watchUrl).origin);
    }
  });
});

describe("playerUrl and messages to the player", () => {
  it("starts YouTube with autoplay and its JavaScript API bound to the page's origin", () => {
    const video = parseProviderVideo("https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed", BASE)!;
    const url = new URL(playerUrl(video, "https://courses.example"));
    expect(url.origin + url.pathname).toBe("https://www.youtube.com/embed/M7lc1UVf-VE");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      feature: "oembed",
      autoplay: "1",
      enablejsapi: "1",
      origin: "https://courses.example",
    });
  });

  it("gives no origin for a page that has none (a file)", () => {
    const video = parseProviderVideo("https://youtu.be/M7lc1UVf-VE", BASE)!;
    expect(new URL(playerUrl(video, "null")).searchParams.has("origin")).toBe(false);
  });

  it("starts Vimeo with autoplay only", () => {
    const video = parseProviderVideo("https://vimeo.com/76979871", BASE)!;
    expect(playerUrl(video, "https://courses.example")).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1",
    );
  });

  it("asks each player for its events in its own protocol", () => {
    expect(subscribeMessages("youtube").map((message) => JSON.parse(message))).toEqual([
      { event: "listening", id: 1, channel: "widget" },
    ]);
    expect(subscribeMessages("vimeo").map((message) => JSON.parse(message))).toEqual([
      { method: "addEventListener", value: "error" },
    ]);
    expect(PROVIDER_NAMES).toEqual({ youtube: "YouTube", vimeo: "Vimeo" });
  });
});

describe("playerErrorCode", () => {
  it.each([
    [JSON.stringify({ event: "onError", info: 100, id: 1, channel: "widget" }), 100],
    [{ event: "onError", info: 2 }, 2],
    [JSON.stringify({ event: "onError", info: "150" }), 150],
    [JSON.stringify({ event: "onError" }), ERROR_HTML5_PLAYER],
  ])("reads YouTube's error %j as %i", (data, code) => {
    expect(playerErrorCode("youtube", data)).toBe(code);
  });

  it.each([
    JSON.stringify({ event: "onStateChange", info: 1 }),
    JSON.stringify({ event: "infoDelivery", info: { currentTime: 3 } }),
    "not json",
    42,
    null,
    { info: 100 },
  ])("ignores the YouTube message %j", (data) => {
    expect(playerErrorCode("youtube", data)).toBeNull();
  });

  it.each([
    ["NotFoundError", ERROR_NOT_FOUND_OR_PRIVATE],
    ["PasswordError", ERROR_NOT_FOUND_OR_PRIVATE],
    ["PrivacyError", ERROR_EMBEDDING_NOT_ALLOWED],
    ["SomethingElse", ERROR_HTML5_PLAYER],
  ])("reads Vimeo's %s as the code that means the same", (name, code) => {
    expect(playerErrorCode("vimeo", JSON.stringify({ event: "error", data: { name, message: "x" } }))).toBe(
      code,
    );
  });

  it("ignores Vimeo's other events", () => {
    expect(playerErrorCode("vimeo", { event: "ready" })).toBeNull();
    expect(playerErrorCode("vimeo", { method: "error" })).toBeNull();
  });
});

describe("the spec's player messages and provider error codes", () => {
  it("has the provider codes 2, 5, 100, 101 and 105 (and YouTube's 150)", () => {
    expect([
      ERROR_INVALID_PARAMETER,
      ERROR_HTML5_PLAYER,
      ERROR_NOT_FOUND_OR_PRIVATE,
      ERROR_EMBEDDING_NOT_ALLOWED,
      ERROR_EMBEDDING_NOT_ALLOWED_TOO,
      ERROR_EMBEDDING_NOT_ALLOWED_YOUTUBE,
    ]).toEqual([2, 5, 100, 101, 105, 150]);
    expect(Object.fromEntries(PROVIDER_ERROR_DESCRIPTIONS)).toEqual({
      2: "invalid parameter",
      5: "HTML5 player issue",
      100: "video not found or private",
      101: "embedding not allowed",
      105: "embedding not allowed",
      150: "embedding not allowed",
    });
  });

  it("says each provider code in words", () => {
    expect(providerErrorMessage(2)).toBe("This video cannot be played: invalid parameter (error 2).");
    expect(providerErrorMessage(5)).toBe("This video cannot be played: HTML5 player issue (error 5).");
    expect(providerErrorMessage(100)).toBe(
      "This video cannot be played: video not found or private (error 100).",
    );
    expect(providerErrorMessage(101)).toBe("This video cannot be played: embedding not allowed (error 101).");
    expect(providerErrorMessage(105)).toBe("This video cannot be played: embedding not allowed (error 105).");
    expect(providerErrorMessage(7)).toBe(
      "This video cannot be played (error 7). There was a problem, please try again.",
    );
  });

  it("pins the player messages exactly as the spec gives them", () => {
    expect(MEDIA_FORMAT_ERROR).toBe("Media error: Format(s) not supported or source(s) not found");
    expect(MEDIA_NETWORK_ERROR).toBe("Network error");
    expect(MEDIA_RECOVERY_ERROR).toBe("Cannot recover, last media error recovery failed");
    expect(GENERIC_ERROR_MESSAGE).toBe("There was a problem, please try again.");
  });

  it("says a media element's error by its code; an aborted load is the visitor's choice", () => {
    expect(mediaErrorMessage(1)).toBeNull();
    expect(mediaErrorMessage(2)).toBe(MEDIA_NETWORK_ERROR);
    expect(mediaErrorMessage(3)).toBe(MEDIA_RECOVERY_ERROR);
    expect(mediaErrorMessage(4)).toBe(MEDIA_FORMAT_ERROR);
    expect(mediaErrorMessage(99)).toBe(GENERIC_ERROR_MESSAGE);
  });
});
