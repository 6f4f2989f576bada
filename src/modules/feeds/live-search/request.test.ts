import { describe, expect, it } from "vitest";
import {
  DEFAULT_SEARCH_SETTINGS,
  NONCE_FIELD,
  SEARCH_ACTION,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARACTERS,
  buildSearchFields,
  checkNonce,
  checkTerm,
  readSearchSettings,
  resultsAnnouncement,
} from "./request";

describe("live search constants", () => {
  it("pins the spec's constants: the action, the nonce field, 3 characters, 250 ms debounce", () => {
    expect(SEARCH_ACTION).toBe("dipl_ajax_search_results");
    expect(NONCE_FIELD).toBe("dipl_ajax_search_nonce");
    expect(SEARCH_MIN_CHARACTERS).toBe(3);
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
  });
});

describe("checkTerm", () => {
  it.each([
    ["", "short"],
    ["se", "short"],
    ["  se  ", "short"],
    ["seo", "ok"],
    ["  seo ", "ok"],
    ["ñññ", "ok"],
    ["😀😀", "short"],
    ["<script>alert(1)</script>", "unsafe"],
    ["seo <b", "unsafe"],
    ["a > b", "unsafe"],
    ["x &lt;script", "unsafe"],
    ["&#60;svg", "unsafe"],
    ["&#x3C;img", "unsafe"],
    ["script tags", "ok"],
    ["tom & jerry", "ok"],
  ])("%j is %s", (value, expected) => {
    expect(checkTerm(value)).toBe(expected);
  });
});

describe("checkNonce", () => {
  it.each([
    ["", "ok"],
    ["a1b2c3d4e5", "ok"],
    ["<script>", "unsafe"],
    ["abc</script", "unsafe"],
    ["a<b", "unsafe"],
    ["a>b", "unsafe"],
    ["&lt;svg", "unsafe"],
    ["&#62;", "unsafe"],
  ])("%j is %s, like the term", (value, expected) => {
    expect(checkNonce(value)).toBe(expected);
  });
});

describe("readSearchSettings", () => {
  it("reads every data attribute the module prints", () => {
    expect(
      readSearchSettings({
        searchIn: "post_title",
        searchPostType: "post,page",
        displayFields: "title,excerpt,featured_image",
        urlNewWindow: "on",
        numberOfResults: "5",
        noResultText: "Nothing found",
        orderby: "post_title",
        order: "ASC",
        useMasonry: "on",
      }),
    ).toEqual({
      postTypes: "post,page",
      searchIn: "post_title",
      displayFields: "title,excerpt,featured_image",
      urlNewWindow: "on",
      numberOfResults: "5",
      noResultText: "Nothing found",
      orderby: "post_title",
      order: "ASC",
      masonry: "on",
    });
  });

  it("falls back to the plugin's defaults for missing or odd values", () => {
    expect(readSearchSettings({})).toEqual(DEFAULT_SEARCH_SETTINGS);
    expect(readSearchSettings({ numberOfResults: "ten", urlNewWindow: "maybe" })).toMatchObject({
      numberOfResults: "10",
      urlNewWindow: "off",
    });
    expect(readSearchSettings({ numberOfResults: "-1", noResultText: "" })).toMatchObject({
      numberOfResults: "-1",
      noResultText: "",
    });
  });
});

describe("buildSearchFields", () => {
  it("sends every search field of spec 3 with the nonce and the trimmed term", () => {
    const fields = buildSearchFields(DEFAULT_SEARCH_SETTINGS, "  email list ", "n0nce");
    expect(Object.keys(fields).sort()).toEqual(
      [
        "dipl_ajax_search_nonce",
        "post_types",
        "search_in",
        "display_fields",
        "url_new_window",
        "number_of_results",
        "no_result_text",
        "orderby",
        "order",
        "masonry",
        "search",
      ].sort(),
    );
    expect(fields).toMatchObject({ search: "email list", dipl_ajax_search_nonce: "n0nce", masonry: "off" });
  });

  it("announces the number of results", () => {
    expect(resultsAnnouncement(1)).toMatch(/^1 result available/);
    expect(resultsAnnouncement(7)).toMatch(/^7 results available/);
  });
});
