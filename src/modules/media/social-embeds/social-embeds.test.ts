import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { controlIntersection } from "../../../test-support/observers";
import { contentName } from "./names";
import { DEFAULT_SCRIPT_URLS } from "./providers";
import { forgetScripts } from "./script-loader";
import { mount, ownLink } from "./social-embeds";

const TWEET = `<blockquote id="tweet" class="twitter-tweet" data-dnt="true"><p lang="en" dir="ltr">Your first 1,000 subscribers.</p>&mdash; Blog to Business (@b2b) <a href="https://twitter.com/b2b/status/1790123456789012345?ref_src=twsrc%5Etfw">May 13, 2025</a></blockquote>`;

let intersection: ReturnType<typeof controlIntersection>;

beforeEach(() => {
  intersection = controlIntersection();
  forgetScripts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.head.querySelectorAll("script, meta").forEach((node) => node.remove());
  delete (window as { twttr?: unknown }).twttr;
  delete (window as { FB?: unknown }).FB;
  delete (window as { instgrm?: unknown }).instgrm;
});

function setMeta(name: string, content: string): void {
  const meta = document.createElement("meta");
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

function setup(markup: string, selector: string) {
  const root = render(markup);
  const element = root.querySelector<HTMLElement>(selector)!;
  const controller = new AbortController();
  const context = createTestContext(element, { signal: controller.signal });
  const cleanup = mount(element, context);
  return { root, element, context, cleanup, unmount: () => controller.abort() };
}

const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>("script")].map((script) => script.src);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("ownLink", () => {
  it("finds a post's permalink among its links", () => {
    const root = render(
      `<blockquote class="twitter-tweet"><p>See <a href="https://twitter.com/hashtag/seo">#seo</a></p><a href="https://twitter.com/b2b/status/17">May 13</a></blockquote>`,
    );
    expect(ownLink(root.firstElementChild!, { provider: "x", kind: "post" })?.textContent).toBe("May 13");
  });

  it("finds the link that matches Instagram's permalink or Facebook's address", () => {
    const instagram = render(
      `<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C7a/?utm_source=ig_embed"><a href="https://www.instagram.com/p/C7a/">View this post on Instagram</a><a href="https://www.instagram.com/b2b/">b2b</a></blockquote>`,
    ).firstElementChild!;
    expect(ownLink(instagram, { provider: "instagram", kind: "post" })?.textContent).toBe(
      "View this post on Instagram",
    );
    const facebook = render(
      `<div class="fb-post" data-href="https://www.facebook.com/b2b/posts/9"><blockquote cite="https://www.facebook.com/b2b/posts/9" class="fb-xfbml-parse-ignore">Posted by <a href="https://www.facebook.com/b2b">Blog to Business</a> on <a href="https://www.facebook.com/b2b/posts/9/">Monday</a></blockquote></div>`,
    ).firstElementChild!;
    expect(ownLink(facebook, { provider: "facebook", kind: "post" })?.textContent).toBe("Monday");
  });

  it("is the widget itself for a button link, and nothing for links that lead nowhere", () => {
    const share = render(
      `<a class="twitter-share-button" href="https://twitter.com/share">Tweet</a>`,
    ).firstElementChild!;
    expect(ownLink(share, { provider: "x", kind: "share" })).toBe(share);
    const dead = render(
      `<blockquote class="twitter-tweet"><a href="#">x</a><a href="javascript:void(0)">y</a></blockquote>`,
    ).firstElementChild!;
    expect(ownLink(dead, { provider: "x", kind: "post" })).toBeNull();
  });
});

describe("an embedded post before its script", () => {
  it("names its own link for what it does and loads nothing yet", () => {
    const { element } = setup(TWEET, "#tweet");
    const link = element.querySelector("a")!;
    expect(contentName(link)).toBe("May 13, 2025 (view the post on X)");
    expect(element.dataset["state"]).toBe("link");
    expect(scripts()).toEqual([]);
    expect(intersection.watched()).toContain(element);
  });
});

describe("loading the provider's script", () => {
  it("loads the script once the widget nears the viewport, then asks the provider to draw it", async () => {
    const load = vi.fn();
    const { element } = setup(TWEET, "#tweet");
    intersection.show(element);
    expect(element.dataset["state"]).toBe("loading");
    expect(scripts()).toEqual([DEFAULT_SCRIPT_URLS.x]);
    (window as { twttr?: unknown }).twttr = { widgets: { load } };
    document.head.querySelector("script")!.dispatchEvent(new Event("load"));
    await settle();
    expect(load).toHaveBeenCalledWith(element);
    expect(element.dataset["state"]).toBe("loaded");
  });

  it("loads it on the first interaction too, and only once for every widget of the provider", async () => {
    setMeta("enhance-embed-script-x", "/fixture-widgets/x.js");
    setMeta("enhance-script-origins", "self");
    const root = render(
      `${TWEET}<a id="share" class="twitter-share-button" href="https://twitter.com/share">Tweet</a>`,
    );
    const tweet = root.querySelector<HTMLElement>("#tweet")!;
    const share = root.querySelector<HTMLElement>("#share")!;
    mount(tweet, createTestContext(tweet));
    mount(share, createTestContext(share));
    tweet.dispatchEvent(new Event("focusin"));
    intersection.show(share);
    expect(scripts()).toEqual([new URL("/fixture-widgets/x.js", document.baseURI).href]);
    document.head.querySelector("script")!.dispatchEvent(new Event("load"));
    await settle();
    expect([tweet.dataset["state"], share.dataset["state"]]).toEqual(["loaded", "loaded"]);
  });

  it("keeps the link when the script cannot load", async () => {
    const { element, context } = setup(TWEET, "#tweet");
    intersection.show(element);
    document.head.querySelector("script")!.dispatchEvent(new Event("error"));
    await settle();
    expect(element.dataset["state"]).toBe("failed");
    expect(element.querySelector("a")!.isConnected).toBe(true);
    expect(context.log.warn).toHaveBeenCalledWith(
      expect.stringContaining("could not be loaded"),
      expect.any(Error),
    );
  });

  it("loads no script when the page says none", () => {
    setMeta("enhance-embed-script-x", "none");
    const { element } = setup(TWEET, "#tweet");
    expect(intersection.watched()).not.toContain(element);
    element.dispatchEvent(new Event("pointerdown"));
    expect(scripts()).toEqual([]);
    expect(element.dataset["state"]).toBe("link");
  });

  it("never loads the address a widget names in data-enhance-script, only the provider's own script", () => {
    const { element } = setup(
      TWEET.replace(
        'class="twitter-tweet"',
        'class="twitter-tweet" data-enhance-script="https://attacker.example/x.js"',
      ),
      "#tweet",
    );
    intersection.show(element);
    expect(scripts()).toEqual([DEFAULT_SCRIPT_URLS.x]);
  });

  it("refuses a like box's data-enhance-script as well: Facebook's own SDK or nothing", () => {
    const { element } = setup(
      '<div id="like" class="fb-like" data-href="https://www.facebook.com/b2b" data-enhance-script="//attacker.example/x.js"></div>',
      "#like",
    );
    element.dispatchEvent(new Event("pointerdown"));
    expect(scripts()).toEqual([DEFAULT_SCRIPT_URLS.facebook]);
  });

  it("ignores a script setting printed in the body: only the head holds site settings", () => {
    const meta = document.createElement("meta");
    meta.name = "enhance-embed-script-x";
    meta.content = "https://attacker.example/x.js";
    const { element } = setup(TWEET, "#tweet");
    element.before(meta);
    intersection.show(element);
    expect(scripts()).toEqual([DEFAULT_SCRIPT_URLS.x]);
  });

  it("refuses a head setting on an origin the site did not declare, says so, and keeps the link", () => {
    setMeta("enhance-embed-script-x", "https://cdn.example/x.js");
    const { element, context } = setup(TWEET, "#tweet");
    intersection.show(element);
    element.dispatchEvent(new Event("pointerdown"));
    expect(scripts()).toEqual([]);
    expect(element.dataset["state"]).toBe("link");
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining("enhance-script-origins"));
  });

  it("loads a head setting on an origin the site declared", () => {
    setMeta("enhance-embed-script-x", "https://cdn.example/x.js");
    setMeta("enhance-script-origins", "https://cdn.example");
    const { element } = setup(TWEET, "#tweet");
    intersection.show(element);
    expect(scripts()).toEqual(["https://cdn.example/x.js"]);
  });

  it("stops waiting when the widget leaves the page", () => {
    const { element, unmount } = setup(TWEET, "#tweet");
    unmount();
    element.dispatchEvent(new Event("pointerdown"));
    expect(scripts()).toEqual([]);
    expect(intersection.watched()).not.toContain(element);
  });
});

describe("Facebook widgets", () => {
  it("give an empty like box a share link until the SDK draws the button", async () => {
    const parse = vi.fn();
    const { element } = setup(
      `<div><div id="like" class="fb-like" data-href="https://courses.example/seo/"></div></div>`,
      "#like",
    );
    const link = element.querySelector("a")!;
    expect(link.textContent).toBe("Share on Facebook");
    expect(link.href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcourses.example%2Fseo%2F",
    );
    intersection.show(element);
    expect(document.getElementById("fb-root")).not.toBeNull();
    expect(scripts()).toEqual([DEFAULT_SCRIPT_URLS.facebook]);
    (window as { FB?: unknown }).FB = { XFBML: { parse } };
    document.head.querySelector("script")!.dispatchEvent(new Event("load"));
    await settle();
    expect(parse).toHaveBeenCalledWith(element.parentElement);
    expect(link.isConnected).toBe(false);
  });

  it("keep the created link when the SDK throws while drawing", async () => {
    const { element } = setup(
      `<div id="like" class="fb-like" data-href="https://courses.example/seo/"></div>`,
      "#like",
    );
    intersection.show(element);
    (window as { FB?: unknown }).FB = {
      XFBML: {
        parse: () => {
          throw new Error("blocked");
        },
      },
    };
    document.head.querySelector("script")!.dispatchEvent(new Event("load"));
    await settle();
    expect(element.dataset["state"]).toBe("failed");
    expect(element.querySelector("a")?.textContent).toBe("Share on Facebook");
  });
});

describe("Instagram posts", () => {
  it("keep their own link, which already says where it goes, and are processed after the script loads", async () => {
    const process = vi.fn();
    const { element } = setup(
      `<blockquote id="ig" class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C7a/"><a href="https://www.instagram.com/p/C7a/" target="_blank">View this post on Instagram</a></blockquote>`,
      "#ig",
    );
    expect(contentName(element.querySelector("a")!)).toBe("View this post on Instagram (opens in a new tab)");
    element.dispatchEvent(new Event("touchstart"));
    (window as { instgrm?: unknown }).instgrm = { Embeds: { process } };
    document.head.querySelector("script")!.dispatchEvent(new Event("load"));
    await settle();
    expect(process).toHaveBeenCalled();
  });
});

describe("cleanup", () => {
  it("gives the server's widget back", () => {
    const { element, cleanup } = setup(TWEET, "#tweet");
    cleanup?.();
    expect(element.querySelectorAll(".enhance-link-note")).toHaveLength(0);
    expect(element.dataset["state"]).toBeUndefined();
  });
});

describe("a root beside the widget", () => {
  const markupOf = (element: Element) => new XMLSerializer().serializeToString(element);

  it("keeps the blockquote and its link the same nodes, and gives the markup back on cleanup", () => {
    const root = render(TWEET);
    const element = root.querySelector<HTMLElement>("#tweet")!;
    const serverMarkup = markupOf(element);
    const [paragraph, link] = [element.querySelector("p"), element.querySelector("a")];
    const cleanup = mount(element, createTestContext(element));
    expect(root.firstElementChild).toBe(element);
    expect(element.querySelector("p")).toBe(paragraph);
    expect(element.querySelector("a")).toBe(link);
    cleanup?.();
    expect(markupOf(element)).toBe(serverMarkup);
  });

  it("takes back the link it added to an empty like box", () => {
    const root = render(`<div id="like" class="fb-like" data-href="https://courses.example/seo/"></div>`);
    const element = root.querySelector<HTMLElement>("#like")!;
    const serverMarkup = markupOf(element);
    const cleanup = mount(element, createTestContext(element));
    expect(element.querySelector("a.enhance-embed__link")).not.toBeNull();
    cleanup?.();
    expect(markupOf(element)).toBe(serverMarkup);
  });
});
