import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../../test-support/context";
import {
  capText,
  collectPageText,
  contentContainersIn,
  contentRootOf,
  encodePageText,
  isInsideSkipped,
  isScannableText,
  PAGE_TEXT_LIMIT,
  PAGE_TEXT_SEPARATOR,
  SHORT_TEXT_MAX_NON_SPACE,
} from "./content";

afterEach(() => {
  document.body.replaceChildren();
});

describe("constants", () => {
  it("pin the spec's constants: 10,000-character page text, 2 non-space characters, the separator", () => {
    expect(PAGE_TEXT_LIMIT).toBe(10_000);
    expect(SHORT_TEXT_MAX_NON_SPACE).toBe(2);
    expect(PAGE_TEXT_SEPARATOR).toBe(".");
  });
});

describe("isScannableText (spec 5: 2 or fewer non-space characters are ignored)", () => {
  it.each([
    ["", false],
    ["   \n\t", false],
    ["ab", false],
    [" a b ", false],
    ["a\u00a0b", false],
    ["abc", true],
    [" a b c ", true],
    ["SEO", true],
    ["日本語", true],
  ])("%j -> %j", (text, expected) => {
    expect(isScannableText(text)).toBe(expected);
  });
});

describe("capText / encodePageText", () => {
  it("keeps short texts and cuts long ones at the limit", () => {
    expect(capText("abc", 5)).toBe("abc");
    expect(capText("abcdef", 5)).toBe("abcde");
  });

  it("never splits a surrogate pair, so the text can always be URL-encoded", () => {
    const text = `${"a".repeat(PAGE_TEXT_LIMIT - 1)}😀 and more`;
    const capped = capText(text, PAGE_TEXT_LIMIT);
    expect(capped).toHaveLength(PAGE_TEXT_LIMIT - 1);
    expect(() => encodePageText(text)).not.toThrow();
  });

  it("URL-encodes the capped text", () => {
    expect(encodePageText(".C++ & SEO")).toBe(".C%2B%2B%20%26%20SEO");
    expect(decodeURIComponent(encodePageText("x".repeat(20_000)))).toHaveLength(PAGE_TEXT_LIMIT);
  });
});

describe("collectPageText", () => {
  it("joins the linkable text nodes in document order, each after a dot", () => {
    const container = render(
      `<div class="entry-content"><p>Learn SEO today.</p><p>Then <em>email marketing</em>.</p></div>`,
    );
    expect(collectPageText(container.querySelector(".entry-content")!)).toBe(
      ".Learn SEO today..Then .email marketing",
    );
  });

  it("leaves out links, headings, scripts, buttons, code, captions, form controls and owned modules", () => {
    const container = render(`
      <div class="entry-content">
        <h2>Heading text</h2>
        <p>Kept paragraph <a href="/x">link text</a></p>
        <script>var scriptText = 1;</script>
        <style>.styleText {}</style>
        <button type="button">Button text</button>
        <code>code text</code><pre>pre text</pre>
        <figure><img alt="alt text" src="data:,"><figcaption>Caption text</figcaption></figure>
        <label>Label text <input value="input text"></label>
        <textarea>Textarea text</textarea>
        <select><option>Option text</option></select>
        <div class="et_pb_module et_pb_toggle"><p>Toggle text</p></div>
        <div class="et_pb_module et_pb_text" data-enhanced="counter"><p>Owned text</p></div>
        <div class="et_pb_row" data-enhanced="row-columns"><p>Row text</p></div>
        <p>ab</p>
        <div role="button">Role button text</div>
        <div contenteditable="true">Editable text</div>
      </div>`);
    const text = collectPageText(container.querySelector(".entry-content")!);
    expect(text).toContain("Kept paragraph");
    expect(text).toContain("Row text");
    for (const hidden of [
      "Heading",
      "link text",
      "scriptText",
      "styleText",
      "Button text",
      "code text",
      "pre text",
      "Caption",
      "Label",
      "Textarea",
      "Option",
      "Toggle",
      "Owned",
      ".ab",
      "Role button",
      "Editable",
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it("stops at 10000 characters", () => {
    const paragraphs = Array.from(
      { length: 300 },
      (_, index) => `<p>Paragraph ${index} ${"word ".repeat(20)}</p>`,
    );
    const container = render(`<div class="entry-content">${paragraphs.join("")}</div>`);
    const text = collectPageText(container.querySelector(".entry-content")!);
    expect(text).toHaveLength(PAGE_TEXT_LIMIT);
    expect(text.startsWith(".Paragraph 0 ")).toBe(true);
  });
});

describe("isInsideSkipped", () => {
  it("judges the ancestors below the root, not the root and above", () => {
    const container = render(
      `<div class="entry-content" data-enhanced="x"><div class="et_pb_row" data-enhanced="row-columns"><p id="ok">Text</p></div><a href="/"><span id="in-link">Text</span></a></div>`,
    );
    const root = container.querySelector(".entry-content")!;
    expect(isInsideSkipped(container.querySelector("#ok")!.firstChild!, root)).toBe(false);
    expect(isInsideSkipped(container.querySelector("#in-link")!.firstChild!, root)).toBe(true);
    expect(isInsideSkipped(container.querySelector("a")!, root)).toBe(true);
    expect(isInsideSkipped(root, root)).toBe(false);
  });
});

describe("contentRootOf", () => {
  it("is the content container the marker sits in", () => {
    const container = render(
      `<div class="entry-content"><div><p>Text</p><div id="aalcontent_1"></div></div></div>`,
    );
    expect(contentRootOf(container.querySelector("#aalcontent_1")!)).toBe(
      container.querySelector(".entry-content"),
    );
  });

  it("is the marker's parent outside content containers", () => {
    const container = render(`<section id="post"><p>Text</p><div id="aalcontent_1"></div></section>`);
    expect(contentRootOf(container.querySelector("#aalcontent_1")!)).toBe(container.querySelector("#post"));
  });

  it("is the grandparent when the parent holds only the marker", () => {
    const container = render(
      `<section id="post"><p>Text</p><div id="wrap"> <div id="aalcontent_1"></div> </div></section>`,
    );
    expect(contentRootOf(container.querySelector("#aalcontent_1")!)).toBe(container.querySelector("#post"));
  });
});

describe("contentContainersIn", () => {
  it("is the container itself when it is a content container", () => {
    const container = render(`<div class="post-content"><p>x</p></div>`);
    const inserted = container.querySelector(".post-content")!;
    expect(contentContainersIn(inserted)).toEqual([inserted]);
  });

  it("is the outermost content containers inside it", () => {
    const container = render(
      `<div id="page"><article><div class="post-content"><div class="et_pb_text_inner">a</div></div></article><article><div class="post-content">b</div></article></div>`,
    );
    expect(contentContainersIn(container.querySelector("#page")!)).toEqual([
      ...container.querySelectorAll("#page > article > .post-content"),
    ]);
  });

  it("is the inserted element when it went into article text, and nothing elsewhere", () => {
    const container = render(
      `<div class="entry-content"><div id="added"><p>x</p></div></div><aside id="side"><p>y</p></aside>`,
    );
    expect(contentContainersIn(container.querySelector("#added")!)).toEqual([
      container.querySelector("#added"),
    ]);
    expect(contentContainersIn(container.querySelector("#side")!)).toEqual([]);
  });
});
