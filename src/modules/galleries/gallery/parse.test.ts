import { describe, expect, it } from "vitest";
import { parseGalleryPerPage } from "./parse";

describe("parseGalleryPerPage (data-per_page)", () => {
  it("reads a whole number of items a page", () => {
    expect(parseGalleryPerPage("6")).toEqual({ perPage: 6, problem: null });
    expect(parseGalleryPerPage(" 12 ")).toEqual({ perPage: 12, problem: null });
    expect(parseGalleryPerPage("1")).toEqual({ perPage: 1, problem: null });
  });

  it("given no attribute, an empty one or 0, uses the theme's default of 4 without a warning", () => {
    expect(parseGalleryPerPage(undefined)).toEqual({ perPage: 4, problem: null });
    expect(parseGalleryPerPage("")).toEqual({ perPage: 4, problem: null });
    expect(parseGalleryPerPage("0")).toEqual({ perPage: 4, problem: null });
  });

  it.each(["abc", "-2", "2.5", "4px", "1e3", "9999999"])("given %j, uses 4 and says why", (value) => {
    expect(parseGalleryPerPage(value)).toEqual({
      perPage: 4,
      problem: `data-per_page "${value}" is not a whole number; showing 4 a page`,
    });
  });
});
