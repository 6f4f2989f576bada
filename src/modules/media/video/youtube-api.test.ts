import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_YOUTUBE_API_URL,
  YOUTUBE_API_META,
  apiErrorCode,
  forgetYouTubeApi,
  loadYouTubeApi,
  youtubeApiScript,
} from "./youtube-api";

interface ApiGlobals {
  YT?: unknown;
  onYouTubeIframeAPIReady?: unknown;
}

const globals = window as ApiGlobals;

function headMeta(name: string, content: string): void {
  const meta = document.createElement("meta");
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

const apiScripts = (url: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>("script")].filter((script) => script.src === url);

/** Stands in for `YT.Player`: the loader only checks that it is a constructor. */
const FakePlayer = vi.fn();

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete globals.YT;
  delete globals.onYouTubeIframeAPIReady;
  forgetYouTubeApi();
});

describe("the API script setting", () => {
  it("is YouTube's own script when the head sets none", () => {
    expect(youtubeApiScript(document)).toEqual({ url: DEFAULT_YOUTUBE_API_URL });
    expect(DEFAULT_YOUTUBE_API_URL).toBe("https://www.youtube.com/iframe_api");
  });

  it("keeps the script off the site with none", () => {
    headMeta(YOUTUBE_API_META, "none");
    expect(youtubeApiScript(document)).toEqual({ url: null });
  });

  it("takes a copy on the site's own origin when the site declares self", () => {
    headMeta("enhance-script-origins", "self");
    headMeta(YOUTUBE_API_META, "/fixture-video/iframe_api");
    expect(youtubeApiScript(document)).toEqual({ url: `${location.origin}/fixture-video/iframe_api` });
  });

  it("takes another address on YouTube's origin without a declaration", () => {
    headMeta(YOUTUBE_API_META, "https://www.youtube.com/iframe_api?v=2");
    expect(youtubeApiScript(document)).toEqual({ url: "https://www.youtube.com/iframe_api?v=2" });
  });

  it.each([
    ["an undeclared origin", "https://cdn.example/iframe_api", "enhance-script-origins"],
    ["a look-alike host", "https://www.youtube.com.attacker.example/iframe_api", "enhance-script-origins"],
    ["a script address", "javascript:alert(1)", "http(s)"],
    ["a data address", "data:text/javascript,alert(1)", "http(s)"],
  ])("refuses %s and says why", (_name, address, reason) => {
    headMeta("enhance-script-origins", "https://other.example");
    headMeta(YOUTUBE_API_META, address);
    const choice = youtubeApiScript(document);
    expect(choice.url).toBeNull();
    expect("refused" in choice && choice.refused).toContain(reason);
  });

  it("reads the head only: a meta tag in the body (post content) is not a setting", () => {
    const meta = document.createElement("meta");
    meta.name = YOUTUBE_API_META;
    meta.content = "none";
    document.body.append(meta);
    expect(youtubeApiScript(document)).toEqual({ url: DEFAULT_YOUTUBE_API_URL });
  });
});

describe("loading the API", () => {
  const URL = "https://www.youtube.com/iframe_api";

  it("adds the script once however many players ask, and resolves when the API says it is ready", async () => {
    const first = loadYouTubeApi(URL);
    const second = loadYouTubeApi(URL);
    expect(apiScripts(URL)).toHaveLength(1);
    globals.YT = { Player: FakePlayer };
    (globals.onYouTubeIframeAPIReady as () => void)();
    expect((await first).Player).toBe(FakePlayer);
    expect(await second).toBe(await first);
    await loadYouTubeApi(URL);
    expect(apiScripts(URL)).toHaveLength(1);
  });

  it("calls a ready handler another script set before it", async () => {
    let called = 0;
    globals.onYouTubeIframeAPIReady = () => void called++;
    const loading = loadYouTubeApi(URL);
    globals.YT = { Player: FakePlayer };
    (globals.onYouTubeIframeAPIReady as () => void)();
    await loading;
    expect(called).toBe(1);
  });

  it("uses an API another script already loaded, without a second script", async () => {
    globals.YT = { Player: FakePlayer };
    expect((await loadYouTubeApi(URL)).Player).toBe(FakePlayer);
    expect(apiScripts(URL)).toHaveLength(0);
  });

  it("fails when the script cannot load, and tries again on the next call", async () => {
    const first = loadYouTubeApi(URL);
    apiScripts(URL)[0]!.dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow("could not be loaded");
    expect(apiScripts(URL)).toHaveLength(0);
    void loadYouTubeApi(URL).catch(() => undefined);
    expect(apiScripts(URL)).toHaveLength(1);
  });

  it("fails when the ready global brings no player", async () => {
    const loading = loadYouTubeApi(URL);
    globals.YT = { Player: "not a constructor" };
    (globals.onYouTubeIframeAPIReady as () => void)();
    await expect(loading).rejects.toThrow("no YT.Player");
  });
});

describe("error events", () => {
  it("read the code the player reports", () => {
    expect(apiErrorCode({ data: 100, target: {} })).toBe(100);
    expect(apiErrorCode({ data: "150" })).toBe(150);
    expect(apiErrorCode({ data: "oops" })).toBeNull();
    expect(apiErrorCode(null)).toBeNull();
  });
});
