import { describe, expect, it } from "vitest";
import { MODULE_SEPARATOR, PARAM_SEPARATOR, formatHash, parseHash, stripHash, upsertEntry } from "./grammar";

/** Deterministic PRNG so a failing fuzz case reproduces on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("hash grammar", () => {
  it("pins the separators: a double bar between modules, a single bar between params", () => {
    expect(MODULE_SEPARATOR).toBe("||");
    expect(PARAM_SEPARATOR).toBe("|");
  });

  it("given a hash with three entries, reads each module id with its params", () => {
    expect(parseHash("#tabsA|2||gallery1|3||portfolio|seo|2")).toEqual([
      { id: "tabsA", params: ["2"] },
      { id: "gallery1", params: ["3"] },
      { id: "portfolio", params: ["seo", "2"] },
    ]);
  });

  it("given an id without a bar, reads it with no params", () => {
    expect(parseHash("#section-2")).toEqual([{ id: "section-2", params: [] }]);
  });

  it("keeps an empty trailing param as given", () => {
    expect(parseHash("tabs|")).toEqual([{ id: "tabs", params: [""] }]);
  });

  it("strips the leading # and every character outside letters, digits, hyphen, underscore and bar", () => {
    expect(stripHash("#tabs<script>|1")).toBe("tabsscript|1");
    expect(stripHash("#x'),alert(1)//")).toBe("xalert1");
    expect(stripHash('#a"b c%20d')).toBe("abc20d");
    expect(stripHash("#é_ü-1|ß")).toBe("_-1|");
    expect(stripHash("##a")).toBe("a");
  });

  it("does not decode percent escapes, it only drops the percent sign", () => {
    expect(parseHash("#tab%7C2")).toEqual([{ id: "tab7C2", params: [] }]);
  });

  it("skips entries with an empty id, including double bars at either end", () => {
    expect(parseHash("||a|1||")).toEqual([{ id: "a", params: ["1"] }]);
    expect(parseHash("a||||b|2")).toEqual([
      { id: "a", params: [] },
      { id: "b", params: ["2"] },
    ]);
    expect(parseHash("|1||b")).toEqual([{ id: "b", params: [] }]);
    expect(parseHash("")).toEqual([]);
    expect(parseHash("#")).toEqual([]);
    expect(parseHash("#<>")).toEqual([]);
  });

  it("formats entries back without a leading #", () => {
    const hash = "tabsA|2||gallery1|3||portfolio|seo|2";
    expect(formatHash(parseHash(`#${hash}`))).toBe(hash);
    expect(formatHash([])).toBe("");
    expect(formatHash([{ id: "a", params: [] }])).toBe("a");
  });

  it("upserting an existing id replaces that entry in place and keeps the others in order", () => {
    const entries = parseHash("a|1||b|2||c");
    expect(formatHash(upsertEntry(entries, "b", ["5", "x"]))).toBe("a|1||b|5|x||c");
    expect(entries).toEqual(parseHash("a|1||b|2||c"));
  });

  it("upserting a new id appends it", () => {
    expect(formatHash(upsertEntry(parseHash("a|1"), "z", ["3"]))).toBe("a|1||z|3");
    expect(upsertEntry([], "z", [])).toEqual([{ id: "z", params: [] }]);
  });

  it("given 5,000 random hostile strings, never throws, yields only safe tokens and round-trips", () => {
    const alphabet = [
      ..."abcXYZ019_-|||||#<>\"'()%&;=/\\ .,:!?*[]{}@$^`~+\t\n",
      "é",
      "ß",
      "中",
      "\u200b",
      "\u0000",
      "😀",
      "%7C",
      "%23",
      "&#124;",
    ];
    const random = mulberry32(0xc0ffee);
    const safe = /^[A-Za-z0-9_-]*$/;
    for (let run = 0; run < 5000; run++) {
      let raw = random() < 0.5 ? "#" : "";
      const length = Math.floor(random() * 40);
      for (let index = 0; index < length; index++) raw += alphabet[Math.floor(random() * alphabet.length)];

      const entries = parseHash(raw);
      for (const { id, params } of entries) {
        expect(id).toMatch(safe);
        expect(id.length).toBeGreaterThan(0);
        for (const param of params) expect(param).toMatch(safe);
      }
      expect(parseHash(formatHash(entries)), raw).toEqual(entries);
    }
  });
});
