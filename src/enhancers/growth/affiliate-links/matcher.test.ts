import { describe, expect, it } from "vitest";
import { foldCase, isBoundary, isWholeWord, normalisePhrase, PhraseMatcher } from "./matcher";

/** The matched texts of `select`, with one link allowed per phrase unless `limits` says otherwise. */
function linked(phrases: string[], text: string, limits?: number[]): string[] {
  const matcher = new PhraseMatcher(phrases);
  const budget = limits ?? phrases.map(() => 1);
  return matcher.select(text, budget).map((match) => text.slice(match.start, match.end));
}

function found(phrases: string[], text: string): Array<[string, string]> {
  const matcher = new PhraseMatcher(phrases);
  return matcher.findAll(text).map((match) => [text.slice(match.start, match.end), phrases[match.phrase]!]);
}

describe("foldCase", () => {
  it("lower-cases and keeps every character at its index", () => {
    expect(foldCase("Affiliate MARKETING")).toBe("affiliate marketing");
    expect(foldCase("ПРИВЕТ Мир")).toBe("привет мир");
    expect(foldCase("ΟΔΟΣ")).toBe("οδοσ");
  });

  it("turns every white-space character into one plain space each", () => {
    expect(foldCase("a\tb\nc\u00a0d\u3000e")).toBe("a b c d e");
  });

  it("keeps the length when a character's lower case is longer (İ)", () => {
    const text = "İstanbul SEO";
    expect(foldCase(text)).toHaveLength(text.length);
    expect(foldCase(text)).toBe("istanbul seo");
  });

  it("treats a final sigma as an ordinary sigma", () => {
    expect(foldCase("λόγος")).toBe(foldCase("ΛΌΓΟΣ"));
  });
});

describe("normalisePhrase", () => {
  it("trims and collapses inner white space", () => {
    expect(normalisePhrase("  Email \n  Marketing ")).toBe("email marketing");
    expect(normalisePhrase("   ")).toBe("");
  });
});

describe("isBoundary / isWholeWord", () => {
  it("treats the text's start and end, spaces and punctuation as boundaries", () => {
    expect(isBoundary("", "a")).toBe(true);
    expect(isBoundary(" ", "a")).toBe(true);
    expect(isBoundary(",", "a")).toBe(true);
    expect(isBoundary("(", "a")).toBe(true);
  });

  it("refuses letters, digits, marks and underscores next to a match", () => {
    expect(isBoundary("x", "a")).toBe(false);
    expect(isBoundary("7", "a")).toBe(false);
    expect(isBoundary("\u0301", "e")).toBe(false);
    expect(isBoundary("_", "a")).toBe(false);
    expect(isBoundary("ж", "a")).toBe(false);
  });

  it("accepts any neighbour next to scripts written without spaces", () => {
    expect(isBoundary("の", "ア")).toBe(true);
    expect(isBoundary("と", "o")).toBe(true);
    expect(isBoundary("a", "中")).toBe(true);
  });

  it("checks both ends", () => {
    expect(isWholeWord("learn seo today", 6, 9)).toBe(true);
    expect(isWholeWord("learn seoul today", 6, 9)).toBe(false);
    expect(isWholeWord("myseo today", 2, 5)).toBe(false);
  });

  it("reads surrogate pairs as one character", () => {
    // U+1D400 MATHEMATICAL BOLD CAPITAL A is a letter outside the BMP.
    expect(isWholeWord("\u{1d400}seo", 2, 5)).toBe(false);
    expect(isWholeWord("\u{1f600}seo", 2, 5)).toBe(true);
  });
});

describe("PhraseMatcher.findAll", () => {
  it("finds every phrase in one pass, case-insensitively", () => {
    expect(found(["SEO", "email marketing"], "Email Marketing beats seo? SEO!")).toEqual([
      ["Email Marketing", "email marketing"],
      ["seo", "SEO"],
      ["SEO", "SEO"],
    ]);
  });

  it("reports overlapping and nested occurrences, longest first at the same start", () => {
    expect(
      found(
        ["affiliate", "affiliate marketing", "marketing", "marketing course"],
        "affiliate marketing course",
      ),
    ).toEqual([
      ["affiliate marketing", "affiliate marketing"],
      ["affiliate", "affiliate"],
      ["marketing course", "marketing course"],
      ["marketing", "marketing"],
    ]);
  });

  it("matches whole words only", () => {
    expect(found(["seo"], "seoul, myseo, seo_tools, seo2, seo-friendly, (seo)")).toEqual([
      ["seo", "seo"],
      ["seo", "seo"],
    ]);
  });

  it("treats regular-expression characters literally", () => {
    const phrases = ["c++", "c#", ".net", "a.b", "(beta)", "price $9", "what?", "[x]", "a|b", "\\d+"];
    const text = "Learn c++, c# and .net: a.b, axb, (beta), price $9, what? [x] a|b \\d+ 123";
    expect(found(phrases, text).map(([matched]) => matched)).toEqual([
      "c++",
      "c#",
      ".net",
      "a.b",
      "(beta)",
      "price $9",
      "what?",
      "[x]",
      "a|b",
      "\\d+",
    ]);
  });

  it("does not take c++ out of a longer word", () => {
    expect(found(["c++"], "c++11 and abc++ and c++")).toEqual([["c++", "c++"]]);
  });

  it("prefers c++ over c at the same start, as punctuation is a boundary for c alone", () => {
    expect(linked(["c", "c++"], "c++ and c")).toEqual(["c++", "c"]);
    expect(found(["c"], "c++")).toEqual([["c", "c"]]);
  });

  it("lets a run of white space in the text match the phrase's one space", () => {
    const text = "join our email\n      marketing course";
    expect(found(["email marketing"], text)).toEqual([["email\n      marketing", "email marketing"]]);
    expect(found(["email   marketing"], "email marketing")).toEqual([
      ["email marketing", "email   marketing"],
    ]);
  });

  it("matches non-Latin phrases: Cyrillic, Greek, Arabic, Hebrew with word boundaries", () => {
    expect(found(["маркетинг"], "Интернет-маркетинг и маркетинговый план")).toEqual([
      ["маркетинг", "маркетинг"],
    ]);
    expect(found(["ΜΆΘΗΜΑ"], "ένα μάθημα σήμερα")).toEqual([["μάθημα", "ΜΆΘΗΜΑ"]]);
    expect(found(["تسويق"], "دورة تسويق رقمي")).toEqual([["تسويق", "تسويق"]]);
    expect(found(["שיווק"], "קורס שיווק דיגיטלי")).toEqual([["שיווק", "שיווק"]]);
  });

  it("matches Japanese and Chinese inside unspaced sentences", () => {
    expect(found(["アフィリエイト"], "アフィリエイトマーケティングの講座")).toEqual([
      ["アフィリエイト", "アフィリエイト"],
    ]);
    expect(found(["SEO"], "SEO対策とは")).toEqual([["SEO", "SEO"]]);
    expect(found(["营销"], "电子邮件营销课程")).toEqual([["营销", "营销"]]);
  });

  it("does not match a letter with a combining accent as the bare letter", () => {
    expect(found(["cafe"], "cafe\u0301 and cafe")).toEqual([["cafe", "cafe"]]);
  });

  it("finds phrases that share prefixes and suffixes (failure links)", () => {
    const phrases = ["he", "she", "his", "hers"];
    expect(found(phrases, "ushers: she said his hers he").map(([matched]) => matched)).toEqual([
      "she",
      "his",
      "hers",
      "he",
    ]);
  });

  it("finds a phrase that is a suffix of another phrase's prefix path", () => {
    expect(found(["abcd", "bc"], "abce bc").map(([matched]) => matched)).toEqual(["bc"]);
    expect(found(["online course", "course"], "online courses and a course").map(([m]) => m)).toEqual([
      "course",
    ]);
  });

  it("skips phrases with nothing left in the budget", () => {
    const matcher = new PhraseMatcher(["seo", "email"]);
    expect(matcher.findAll("seo email", [0, 1]).map((match) => match.phrase)).toEqual([1]);
  });

  it("gives nothing for an empty text, empty phrases or no phrases", () => {
    expect(new PhraseMatcher(["seo"]).findAll("")).toEqual([]);
    expect(new PhraseMatcher([]).findAll("seo")).toEqual([]);
    expect(new PhraseMatcher(["", "  "]).findAll("seo  ")).toEqual([]);
  });

  it("gives positions in the original text, surrogate pairs included", () => {
    const text = "😀 learn SEO 😀 today";
    const [match] = new PhraseMatcher(["seo"]).findAll(text);
    expect(match).toEqual({ start: 9, end: 12, phrase: 0 });
    expect(new PhraseMatcher(["😀 today"]).findAll(text)[0]).toEqual({ start: 13, end: 21, phrase: 0 });
  });
});

describe("PhraseMatcher.select", () => {
  it("links each phrase once, at its first occurrence", () => {
    expect(linked(["seo"], "SEO one, seo two, seo three")).toEqual(["SEO"]);
  });

  it("links up to the phrase's limit", () => {
    expect(linked(["seo", "email"], "seo email seo email seo email", [2, 3])).toEqual([
      "seo",
      "email",
      "seo",
      "email",
      "email",
    ]);
  });

  it("takes from the budget it is given, so the count carries across text nodes", () => {
    const matcher = new PhraseMatcher(["seo"]);
    const budget = [1];
    expect(matcher.select("seo here", budget)).toHaveLength(1);
    expect(budget).toEqual([0]);
    expect(matcher.select("seo again", budget)).toEqual([]);
  });

  it("prefers the longest phrase at the leftmost start and never overlaps", () => {
    expect(
      linked(["marketing", "affiliate marketing", "marketing course"], "affiliate marketing course"),
    ).toEqual(["affiliate marketing"]);
  });

  it("links a phrase inside a longer one once the longer one is spent", () => {
    expect(linked(["affiliate marketing", "marketing"], "affiliate marketing, affiliate marketing")).toEqual([
      "affiliate marketing",
      "marketing",
    ]);
  });

  it("links a shorter phrase at the same start when the longer one is spent", () => {
    expect(linked(["email marketing", "email"], "email marketing then email marketing")).toEqual([
      "email marketing",
      "email",
    ]);
  });

  it("uses the first of equal phrases and never links the duplicates", () => {
    const matcher = new PhraseMatcher(["SEO", "seo ", "email"]);
    expect(matcher.canonicalIndex(1)).toBe(0);
    expect(matcher.canonicalIndex(2)).toBe(2);
    const budget = [1, 1, 1];
    expect(matcher.select("seo seo email", budget).map((match) => match.phrase)).toEqual([0, 2]);
  });

  it("gives -1 as the canonical index of an empty phrase", () => {
    expect(new PhraseMatcher(["", "seo"]).canonicalIndex(0)).toBe(-1);
  });

  it("keeps document order within a text", () => {
    expect(linked(["zebra", "apple"], "apple then zebra")).toEqual(["apple", "zebra"]);
  });

  it("handles a thousand phrases over a long text in one pass", () => {
    const phrases = Array.from({ length: 1000 }, (_, index) => `topic ${index} guide`);
    const text = Array.from({ length: 2000 }, (_, index) => `about topic ${index % 1200} guide`).join(". ");
    const matcher = new PhraseMatcher(phrases);
    const budget = new Int32Array(phrases.length).fill(1);
    const matches = matcher.select(text, budget);
    expect(matches).toHaveLength(1000);
    expect(new Set(matches.map((match) => match.phrase)).size).toBe(1000);
    expect(text.slice(matches[0]!.start, matches[0]!.end)).toBe("topic 0 guide");
  });
});
