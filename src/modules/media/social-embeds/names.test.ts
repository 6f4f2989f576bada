import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../../test-support/context";
import { NEW_TAB_NOTE, contentName, nameLink, type NameOptions } from "./names";

afterEach(() => document.body.replaceChildren());

const link = (markup: string) => render(markup).querySelector("a")!;
const follow: NameOptions = {
  fallbackName: "Follow on Facebook",
  purpose: "on Facebook",
  saysPurpose: (name) => name.includes("Facebook"),
};

describe("contentName", () => {
  it("reads text and image alternatives, skipping what is hidden from assistive technology", () => {
    expect(contentName(link('<a href="/">Read <b>more</b> <img alt="about SEO"></a>'))).toBe(
      "Read more about SEO",
    );
    expect(
      contentName(link('<a href="/"><span aria-hidden="true">Follow</span><i class="fa-instagram"></i></a>')),
    ).toBe("");
    expect(contentName(link('<a href="/"><span hidden>Hidden</span>Shown</a>'))).toBe("Shown");
  });
});

describe("nameLink", () => {
  it("names an icon link by its title, saying it opens a new tab, and keeps the opener from the other site", () => {
    const anchor = link(
      '<a href="https://www.facebook.com/b2b" title="Follow on Facebook" target="_blank"><span aria-hidden="true">Follow</span></a>',
    );
    const undo = nameLink(anchor, follow);
    expect(anchor.getAttribute("aria-label")).toBe(`Follow on Facebook ${NEW_TAB_NOTE}`);
    expect(anchor.rel.split(" ").sort()).toEqual(["noopener", "noreferrer"]);
    undo();
    expect(anchor.hasAttribute("aria-label")).toBe(false);
    expect(anchor.hasAttribute("rel")).toBe(false);
  });

  it("names a link with neither text nor title by the fallback", () => {
    const anchor = link('<a href="https://www.facebook.com/b2b"><i class="fa-brands fa-facebook"></i></a>');
    nameLink(anchor, follow);
    expect(anchor.getAttribute("aria-label")).toBe("Follow on Facebook");
  });

  it("adds the purpose to a label that does not say it", () => {
    const anchor = link('<a href="/" aria-label="Follow us"></a>');
    const undo = nameLink(anchor, follow);
    expect(anchor.getAttribute("aria-label")).toBe("Follow us, on Facebook");
    undo();
    expect(anchor.getAttribute("aria-label")).toBe("Follow us");
  });

  it("keeps a link's visible text and adds what it lacks as visually hidden text", () => {
    const anchor = link(
      '<a href="https://twitter.com/b2b/status/1" target="_blank" rel="external">May 13, 2025</a>',
    );
    const undo = nameLink(anchor, {
      fallbackName: null,
      purpose: "view the post on X",
      saysPurpose: () => false,
    });
    expect(anchor.hasAttribute("aria-label")).toBe(false);
    expect(contentName(anchor)).toBe(`May 13, 2025 (view the post on X) ${NEW_TAB_NOTE}`);
    const notes = anchor.querySelectorAll<HTMLElement>(".enhance-link-note");
    expect(notes).toHaveLength(2);
    expect(notes[0]!.classList.contains("screen-reader-text")).toBe(true);
    expect(anchor.rel.split(" ").sort()).toEqual(["external", "noopener", "noreferrer"]);
    undo();
    expect(anchor.querySelectorAll(".enhance-link-note")).toHaveLength(0);
    expect(anchor.rel).toBe("external");
  });

  it("adds nothing to a link that already says everything", () => {
    const anchor = link(
      '<a href="https://www.instagram.com/p/1/" target="_blank">View on Instagram (opens in a new tab)</a>',
    );
    nameLink(anchor, {
      fallbackName: null,
      purpose: "view the post on Instagram",
      saysPurpose: (name) => name.includes("Instagram"),
    });
    expect(anchor.querySelectorAll(".enhance-link-note")).toHaveLength(0);
  });

  it("leaves a link labelled by another element to that element", () => {
    const anchor = link('<span id="l">Our page</span><a href="/" aria-labelledby="l"></a>');
    nameLink(anchor, follow);
    expect(anchor.hasAttribute("aria-label")).toBe(false);
  });
});
