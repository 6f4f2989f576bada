import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANCHOR_TITLE_MAX_LENGTH,
  FOOTER_KEYWORDS_CLASS,
  MAX_UPDATES_PER_TAG,
  altText,
  applyAnchorTitles,
  applyHeadTags,
  applyImageAlts,
  createKeywordsBlock,
  createUpdateBudget,
  keywordsLine,
  pageUrlOf,
  robotsWithNoindex,
  safeHttpUrl,
  titleFor,
  updateKeywordsBlock,
} from "./apply";
import { readSeoData, type SeoData } from "./schema";
import { render } from "../../../test-support/context";

const PAGE_URL = "https://blog.example/courses/seo/?ref=mail";

function seoData(overrides: Record<string, unknown> = {}, settings: Record<string, boolean> = {}): SeoData {
  const data = readSeoData(
    {
      title: "SEO course - Blog to Business",
      description: "Learn keyword research.",
      keywords: ["SEO course", "keyword research", "link building"],
      maxKeywordsInAlts: 2,
      ogSiteName: "Blog to Business",
      canonicalUrl: "https://blog.example/courses/seo/",
      ogTitle: "SEO course",
      ogDescription: "Rank your lessons.",
      ...overrides,
      settings: {
        title: true,
        description: true,
        og: true,
        canonical: true,
        images: true,
        anchors: true,
        noindex: false,
        keywordsInFooter: true,
        ...settings,
      },
    },
    { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
  );
  if (!data) throw new Error("test data must parse");
  return data;
}

const meta = (attribute: string, key: string) =>
  document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute("content") ?? null;

beforeEach(() => {
  document.head.replaceChildren();
  document.title = "Original title";
});

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("createUpdateBudget", () => {
  it("allows each tag 10 updates and refuses the eleventh, counting tags apart", () => {
    expect(MAX_UPDATES_PER_TAG).toBe(10);
    const budget = createUpdateBudget();
    const granted = Array.from({ length: 12 }, () => budget.take("title"));
    expect(granted.filter(Boolean)).toHaveLength(10);
    expect(granted.slice(10)).toEqual([false, false]);
    expect(budget.count("title")).toBe(10);
    expect(budget.take("description")).toBe(true);
  });
});

describe("pure helpers", () => {
  it("pageUrlOf drops only the hash", () => {
    expect(pageUrlOf("https://a.example/p?x=1#top|2")).toBe("https://a.example/p?x=1");
    expect(pageUrlOf("https://a.example/p")).toBe("https://a.example/p");
  });

  it("titleFor prefers this URL's entry (full URL or path, either slash), else the title", () => {
    const base = { title: "Default", titlesPerPageUrl: {} };
    expect(titleFor(base, PAGE_URL)).toBe("Default");
    expect(titleFor({ ...base, titlesPerPageUrl: { [PAGE_URL]: "By URL" } }, PAGE_URL)).toBe("By URL");
    expect(titleFor({ ...base, titlesPerPageUrl: { "/courses/seo/?ref=mail": "By path" } }, PAGE_URL)).toBe(
      "By path",
    );
    expect(
      titleFor(
        { ...base, titlesPerPageUrl: { "https://blog.example/about": "Other" } },
        "https://blog.example/about/",
      ),
    ).toBe("Other");
    expect(titleFor({ ...base, titlesPerPageUrl: { "/other/": "Other" } }, PAGE_URL)).toBe("Default");
    expect(titleFor({ ...base, titlesPerPageUrl: { [PAGE_URL]: "  " } }, PAGE_URL)).toBe("Default");
  });

  it("altText takes at most max keywords; 0 or less gives nothing", () => {
    expect(altText(["a", "b", "c"], 2)).toBe("a, b");
    expect(altText(["a"], 5)).toBe("a");
    expect(altText(["a", "b"], 0)).toBe("");
    expect(altText(["a", "b"], -2)).toBe("");
    expect(altText(["a", "b"], 1.9)).toBe("a");
    expect(keywordsLine(["a", "b"])).toBe("a, b");
  });

  it("robotsWithNoindex adds noindex first and drops index/all, keeping the other directives", () => {
    expect(robotsWithNoindex(null)).toBe("noindex");
    expect(robotsWithNoindex("index, follow, max-image-preview:large")).toBe(
      "noindex, follow, max-image-preview:large",
    );
    expect(robotsWithNoindex("ALL")).toBe("noindex");
    expect(robotsWithNoindex("noindex,nofollow")).toBe("noindex, nofollow");
  });

  it("safeHttpUrl accepts http(s) (relative ones made absolute) and refuses other schemes", () => {
    expect(safeHttpUrl("/courses/", PAGE_URL)).toBe("https://blog.example/courses/");
    expect(safeHttpUrl("http://x.example/a", PAGE_URL)).toBe("http://x.example/a");
    expect(safeHttpUrl("javascript:alert(1)", PAGE_URL)).toBeNull();
    expect(safeHttpUrl("data:text/html,hi", PAGE_URL)).toBeNull();
    expect(safeHttpUrl("", PAGE_URL)).toBeNull();
    expect(safeHttpUrl("http://[bad", PAGE_URL)).toBeNull();
  });
});

describe("applyHeadTags", () => {
  it("given every tag switched on and none in the page, creates them all", () => {
    const updated = applyHeadTags(document, seoData(), PAGE_URL, createUpdateBudget());
    expect(document.title).toBe("SEO course - Blog to Business");
    expect(meta("name", "description")).toBe("Learn keyword research.");
    expect(meta("name", "keywords")).toBe("SEO course, keyword research, link building");
    expect(document.head.querySelector<HTMLLinkElement>("link[rel=canonical]")?.href).toBe(
      "https://blog.example/courses/seo/",
    );
    expect(meta("property", "og:title")).toBe("SEO course");
    expect(meta("property", "og:description")).toBe("Rank your lessons.");
    expect(meta("property", "og:site_name")).toBe("Blog to Business");
    expect(meta("name", "robots")).toBeNull();
    expect(updated).toEqual([
      "title",
      "description",
      "keywords",
      "canonical",
      "og:title",
      "og:description",
      "og:site_name",
    ]);
  });

  it("given existing tags, updates them in place without adding duplicates", () => {
    const description = document.createElement("meta");
    description.name = "description";
    description.content = "Old";
    const canonical = document.createElement("link");
    canonical.rel = "canonical";
    canonical.href = "https://blog.example/old/";
    document.head.append(description, canonical);
    applyHeadTags(document, seoData(), PAGE_URL, createUpdateBudget());
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description.content).toBe("Learn keyword research.");
    expect(document.head.querySelectorAll("link[rel=canonical]")).toHaveLength(1);
    expect(canonical.href).toBe("https://blog.example/courses/seo/");
  });

  it("given the tags already right, changes nothing and spends no update", () => {
    const budget = createUpdateBudget();
    applyHeadTags(document, seoData(), PAGE_URL, budget);
    expect(applyHeadTags(document, seoData(), PAGE_URL, budget)).toEqual([]);
    expect(budget.count("title")).toBe(1);
  });

  it("given every switch off, writes only the keywords tag", () => {
    const off = {
      title: false,
      description: false,
      og: false,
      canonical: false,
      images: false,
      anchors: false,
      noindex: false,
      keywordsInFooter: false,
    };
    expect(applyHeadTags(document, seoData({}, off), PAGE_URL, createUpdateBudget())).toEqual(["keywords"]);
    expect(document.title).toBe("Original title");
    expect(meta("name", "description")).toBeNull();
  });

  it("given no keywords and no description, writes no empty tags", () => {
    const updated = applyHeadTags(
      document,
      seoData({ keywords: [], description: "", ogTitle: "", ogDescription: "", ogSiteName: "", title: "" }),
      PAGE_URL,
      createUpdateBudget(),
    );
    expect(updated).toEqual(["canonical"]);
    expect(document.head.querySelectorAll("meta")).toHaveLength(0);
  });

  it("given no Open Graph title or description, uses the page title and description", () => {
    applyHeadTags(document, seoData({ ogTitle: "", ogDescription: "" }), PAGE_URL, createUpdateBudget());
    expect(meta("property", "og:title")).toBe("SEO course - Blog to Business");
    expect(meta("property", "og:description")).toBe("Learn keyword research.");
  });

  it("given an unsafe canonical URL, leaves the canonical link alone", () => {
    const updated = applyHeadTags(
      document,
      seoData({ canonicalUrl: "javascript:alert(1)" }),
      PAGE_URL,
      createUpdateBudget(),
    );
    expect(updated).not.toContain("canonical");
    expect(document.head.querySelector("link[rel=canonical]")).toBeNull();
  });

  it("given noindex switched on, merges noindex into the robots tag", () => {
    const robots = document.createElement("meta");
    robots.name = "robots";
    robots.content = "index, follow";
    document.head.append(robots);
    applyHeadTags(document, seoData({}, { noindex: true }), PAGE_URL, createUpdateBudget());
    expect(robots.content).toBe("noindex, follow");
  });

  it("given a script that rewrites the title again and again, restores it at most 10 times", () => {
    const budget = createUpdateBudget();
    let restored = 0;
    for (let round = 0; round < 15; round += 1) {
      document.title = `Rewritten ${round}`;
      if (applyHeadTags(document, seoData(), PAGE_URL, budget).includes("title")) restored += 1;
    }
    expect(restored).toBe(10);
    expect(document.title).toBe("Rewritten 14");
  });

  it("given markup in the data, writes it as text", () => {
    applyHeadTags(
      document,
      seoData({ title: "<img src=x onerror=alert(1)>", description: '"><script>alert(1)</script>' }),
      PAGE_URL,
      createUpdateBudget(),
    );
    expect(document.title).toBe("<img src=x onerror=alert(1)>");
    expect(document.head.querySelector("script, img")).toBeNull();
    expect(meta("name", "description")).toBe('"><script>alert(1)</script>');
  });
});

describe("applyImageAlts", () => {
  it("gives images without alt the first maxKeywordsInAlts keywords; an empty alt stays decorative", () => {
    const root = render(
      `<img src="a.svg"><img src="b.svg" alt=""><img src="c.svg" alt="Course cover"><img src="d.svg">`,
    );
    expect(applyImageAlts(root, seoData())).toBe(2);
    const alts = [...root.querySelectorAll("img")].map((image) => image.getAttribute("alt"));
    expect(alts).toEqual([
      "SEO course, keyword research",
      "",
      "Course cover",
      "SEO course, keyword research",
    ]);
  });

  it("given no keywords or a limit of 0, changes nothing", () => {
    const root = render(`<img src="a.svg">`);
    expect(applyImageAlts(root, seoData({ keywords: [] }))).toBe(0);
    expect(applyImageAlts(root, seoData({ maxKeywordsInAlts: 0 }))).toBe(0);
    expect(root.querySelector("img")?.hasAttribute("alt")).toBe(false);
  });
});

describe("applyAnchorTitles", () => {
  it("gives links without a title their own text; keeps titles, skips empty and very long links", () => {
    const long = "word ".repeat(ANCHOR_TITLE_MAX_LENGTH);
    const root = render(`
      <a href="/a">  Keyword   research guide </a>
      <a href="/b" title="Mine">Link building</a>
      <a href="/c"><img src="x.svg" alt=""></a>
      <a href="/d">${long}</a>
      <a name="anchor">No href</a>`);
    expect(applyAnchorTitles(root)).toBe(1);
    const titles = [...root.querySelectorAll("a")].map((anchor) => anchor.getAttribute("title"));
    expect(titles).toEqual(["Keyword research guide", "Mine", null, null, null]);
  });
});

describe("the keywords block", () => {
  it("is a paragraph of the keywords as text, 12px grey by default", () => {
    const block = createKeywordsBlock(document, readSeoData({ keywords: ["a", "<b>bold</b>"] }, console)!);
    expect(block.className).toBe(FOOTER_KEYWORDS_CLASS);
    expect(block.textContent).toBe("a, <b>bold</b>");
    expect(block.children).toHaveLength(0);
    expect(block.style.fontSize).toBe("12px");
    expect(block.style.color).toBe("grey");
  });

  it("takes the data's colour and size", () => {
    const block = createKeywordsBlock(document, seoData({ footerColor: "#b8c4cc", footerTextSize: "14px" }));
    expect(block.style.fontSize).toBe("14px");
    expect(block.style.color).toBe("rgb(184, 196, 204)");
  });

  it("updates an existing block only when its text or style differs, counting footer updates", () => {
    const budget = createUpdateBudget();
    const block = createKeywordsBlock(document, seoData());
    expect(updateKeywordsBlock(block, seoData(), budget)).toBe(false);
    expect(updateKeywordsBlock(block, seoData({ keywords: ["new"] }), budget)).toBe(true);
    expect(block.textContent).toBe("new");
    expect(budget.count("footer")).toBe(1);
  });
});
