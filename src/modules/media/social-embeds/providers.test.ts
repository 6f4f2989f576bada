import { describe, expect, it } from "vitest";
import { SCRIPT_ORIGINS_META, declaredScriptOrigins } from "../../../core/head-settings";
import { render } from "../../../test-support/context";
import definition from ".";
import followDefinition from "./follow";
import {
  DEFAULT_SCRIPT_URLS,
  EMBED_ROOT_MARGIN,
  NO_SCRIPT,
  PROVIDER_NAMES,
  SCRIPT_META_PREFIX,
  WIDGET_SELECTOR,
  classifyWidget,
  createdLinkText,
  facebookShareUrl,
  isWebAddress,
  linkPurpose,
  namesProvider,
  resolveScriptUrl,
} from "./providers";

const BASE = "https://courses.example/community/";

describe("the definitions", () => {
  it("pin the definitions: the known widgets' selector, mounted when idle, and the follow module's selector", () => {
    expect(definition.selector).toBe(WIDGET_SELECTOR);
    expect(definition.strategy).toBe("idle");
    expect(followDefinition.selector).toBe(".et_pb_social_media_follow");
  });
});

describe("classifyWidget", () => {
  it.each([
    ['<blockquote class="twitter-tweet"></blockquote>', "x", "post"],
    ['<blockquote class="twitter-video"></blockquote>', "x", "post"],
    ['<a class="twitter-share-button" href="https://twitter.com/share">Tweet</a>', "x", "share"],
    ['<a class="twitter-follow-button" href="https://twitter.com/b2b">Follow</a>', "x", "profile"],
    ['<a class="twitter-timeline" href="https://twitter.com/b2b">Posts</a>', "x", "profile"],
    ['<blockquote class="instagram-media"></blockquote>', "instagram", "post"],
    ['<div class="fb-post" data-href="https://www.facebook.com/b2b/posts/1"></div>', "facebook", "post"],
    ['<div class="fb-video"></div>', "facebook", "post"],
    ['<div class="fb-page"></div>', "facebook", "profile"],
    ['<div class="fb-like"></div>', "facebook", "share"],
    ['<div class="fb-share-button"></div>', "facebook", "share"],
  ])("knows %s", (markup, provider, kind) => {
    expect(classifyWidget(render(markup).firstElementChild!)).toEqual({ provider, kind });
  });

  it("knows nothing else", () => {
    expect(classifyWidget(render("<blockquote>Quote</blockquote>").firstElementChild!)).toBeNull();
    expect(classifyWidget(render('<div class="twitter-tweet"></div>').firstElementChild!)).toBeNull();
  });
});

describe("script addresses", () => {
  const none: string[] = [];

  it("uses the providers' own scripts by default", () => {
    expect(DEFAULT_SCRIPT_URLS).toEqual({
      x: "https://platform.twitter.com/widgets.js",
      facebook: "https://connect.facebook.net/en_US/sdk.js#xfbml=1&version=v19.0",
      instagram: "https://www.instagram.com/embed.js",
    });
    expect(resolveScriptUrl("x", null, none, BASE)).toEqual({ url: DEFAULT_SCRIPT_URLS.x });
    expect(resolveScriptUrl("x", "  ", none, BASE)).toEqual({ url: DEFAULT_SCRIPT_URLS.x });
  });

  it("pins the meta names a site sets scripts and origins with", () => {
    expect(SCRIPT_META_PREFIX).toBe("enhance-embed-script-");
    expect(SCRIPT_ORIGINS_META).toBe("enhance-script-origins");
  });

  it("loads a site-set address on the provider's own origin without a declaration", () => {
    expect(resolveScriptUrl("x", "https://platform.twitter.com/widgets.js?v=2", none, BASE)).toEqual({
      url: "https://platform.twitter.com/widgets.js?v=2",
    });
  });

  it("loads a relative or other address only when the site declared its origin", () => {
    const declared = declaredScriptOrigins("self https://cdn.example", BASE);
    expect(declared).toEqual(["https://courses.example", "https://cdn.example"]);
    expect(resolveScriptUrl("instagram", "/page/ig.js", declared, BASE)).toEqual({
      url: "https://courses.example/page/ig.js",
    });
    expect(resolveScriptUrl("instagram", "/page/ig.js", none, BASE)).toEqual({
      url: null,
      refused: "origin-not-allowed",
    });
  });

  it.each([
    "https://attacker.example/x.js",
    "//attacker.example/x.js",
    "https://platform.twitter.com.attacker.example/widgets.js",
    "https://attacker.example@platform.twitter.com.evil/x.js",
    "http://platform.twitter.com/widgets.js",
  ])("refuses %s: not on an allowed origin", (address) => {
    expect(resolveScriptUrl("x", address, none, BASE)).toEqual({ url: null, refused: "origin-not-allowed" });
  });

  it.each([
    "javascript:alert(1)",
    "data:text/javascript,alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
  ])("refuses %s: not an http(s) address", (address) => {
    expect(resolveScriptUrl("facebook", address, ["https://courses.example"], BASE)).toEqual({
      url: null,
      refused: "not-http",
    });
  });

  it("loads no script when the site says none", () => {
    expect(NO_SCRIPT).toBe("none");
    expect(resolveScriptUrl("facebook", "None", none, BASE)).toEqual({ url: null });
  });

  it("declares only absolute http(s) origins and self", () => {
    expect(
      declaredScriptOrigins("cdn.example, ftp://files.example,https://a.example/path  self", BASE),
    ).toEqual(["https://a.example", "https://courses.example"]);
    expect(declaredScriptOrigins(null, BASE)).toEqual([]);
  });

  it("pins the spec's 200 px margin at which a widget's script starts loading", () => {
    expect(EMBED_ROOT_MARGIN).toBe("200px");
  });
});

describe("link words", () => {
  it("knows whether a link's text names its provider", () => {
    expect(namesProvider("View this post on Instagram", "instagram")).toBe(true);
    expect(namesProvider("May 13, 2025", "x")).toBe(false);
    expect(namesProvider("Tweet", "x")).toBe(false);
    expect(namesProvider("Posts by @b2b on Twitter", "x")).toBe(true);
    expect(namesProvider("Follow @b2b on X", "x")).toBe(true);
    expect(namesProvider("Xmas sale", "x")).toBe(false);
    expect(namesProvider("Share", "facebook")).toBe(false);
  });

  it("says what a link does and where", () => {
    expect(PROVIDER_NAMES).toEqual({ x: "X", facebook: "Facebook", instagram: "Instagram" });
    expect(linkPurpose("post", "x")).toBe("view the post on X");
    expect(linkPurpose("share", "facebook")).toBe("share on Facebook");
    expect(linkPurpose("profile", "instagram")).toBe("on Instagram");
    expect(createdLinkText("post", "facebook")).toBe("View the post on Facebook");
    expect(createdLinkText("share", "facebook")).toBe("Share on Facebook");
    expect(createdLinkText("profile", "facebook")).toBe("Visit the page on Facebook");
  });

  it("shares an address through Facebook's share dialogue", () => {
    expect(facebookShareUrl("https://courses.example/seo?ref=1&x=2")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcourses.example%2Fseo%3Fref%3D1%26x%3D2",
    );
  });

  it.each([
    ["https://twitter.com/b2b/status/1", true],
    ["/local/page", true],
    ["#", false],
    ["", false],
    [null, false],
    ["javascript:void(0)", false],
    ["mailto:hello@courses.example", false],
  ])("judges %j a web address: %s", (address, expected) => {
    expect(isWebAddress(address, BASE)).toBe(expected);
  });
});
