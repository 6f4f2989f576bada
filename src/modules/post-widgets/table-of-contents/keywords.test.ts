import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../../test-support/context";
import { KEYWORD_CLASS, highlightKeywords, keywordPattern, readKeywords } from "./keywords";

afterEach(() => {
  document.body.replaceChildren();
});

const marked = (root: ParentNode) =>
  [...root.querySelectorAll(`mark.${KEYWORD_CLASS}`)].map((mark) => mark.textContent);

describe("readKeywords", () => {
  it("splits on commas and bars, trims, keeps each keyword once whatever its case, longest first", () => {
    expect(readKeywords(" email , Email marketing|SEO,, email ,seo ")).toEqual([
      "Email marketing",
      "email",
      "SEO",
    ]);
    expect(readKeywords(undefined)).toEqual([]);
    expect(readKeywords(" , ")).toEqual([]);
  });
});

describe("keywordPattern", () => {
  it("matches whole words in any case, white space inside a phrase as any run of it", () => {
    const pattern = keywordPattern(["email marketing", "seo", "c++"])!;
    expect("SEO and email\n  marketing, not seoul or reseo; c++ too".match(pattern)).toEqual([
      "SEO",
      "email\n  marketing",
      "c++",
    ]);
    expect(keywordPattern([])).toBeNull();
  });
});

describe("highlightKeywords", () => {
  const page = `
    <nav class="toc"><a href="#seo">SEO basics</a></nav>
    <article>
      <h2 id="seo">SEO basics</h2>
      <p>Good <em>seo</em> starts with <a href="/x" class="keep">email lists</a> &lt;b&gt;seo&lt;/b&gt;.</p>
      <pre>seo in code</pre><textarea>seo</textarea><script>var seo = 1;</script>
      <p><mark>seo</mark> already marked</p>
    </article>`;

  it("marks each keyword in the article's text nodes only, never in the table, code, fields or scripts", () => {
    const root = render(page);
    const article = root.querySelector("article")!;
    const link = root.querySelector<HTMLAnchorElement>("a.keep")!;
    const { marks } = highlightKeywords(article, readKeywords("seo, email lists"), root.querySelector("nav"));
    expect(marks).toHaveLength(4);
    expect(marked(article)).toEqual(["SEO", "seo", "email lists", "seo"]);
    expect(root.querySelector("nav mark")).toBeNull();
    expect(article.querySelector("pre mark, textarea mark, script mark")).toBeNull();
    // The escaped text stays text: no element is made of it.
    expect(article.querySelector("b")).toBeNull();
    expect(article.querySelector("p")!.textContent).toBe("Good seo starts with email lists <b>seo</b>.");
    // Elements are the same nodes: the link kept its identity and now holds the mark.
    expect(link.isConnected).toBe(true);
    expect(link.querySelector("mark")?.textContent).toBe("email lists");
  });

  it("gives the very text nodes back on restore", () => {
    const root = render(page);
    const article = root.querySelector("article")!;
    const paragraph = article.querySelector("p")!;
    const before = [...paragraph.childNodes];
    const copy = article.cloneNode(true);
    const { restore } = highlightKeywords(article, ["seo"], null);
    expect(marked(article).length).toBeGreaterThan(0);
    restore();
    expect(article.querySelectorAll(`mark.${KEYWORD_CLASS}`)).toHaveLength(0);
    expect([...paragraph.childNodes]).toEqual(before);
    expect(paragraph.childNodes[0]).toBe(before[0]);
    expect(article.isEqualNode(copy)).toBe(true);
  });

  it("marks nothing without keywords", () => {
    const root = render(page);
    const { marks } = highlightKeywords(root, [], null);
    expect(marks).toHaveLength(0);
    expect(root.querySelectorAll(`mark.${KEYWORD_CLASS}`)).toHaveLength(0);
  });
});
