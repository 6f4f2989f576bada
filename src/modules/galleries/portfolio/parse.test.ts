import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  PORTFOLIO_COLUMN_BREAKPOINTS,
  PORTFOLIO_ITEM_HEIGHT_RATIO,
  columnsForWidth,
  parseCategorySlug,
  parsePostsNumber,
  slugInHash,
} from "./parse";

describe("portfolio constants (spec 9)", () => {
  it("pins the column breakpoints (5 from 1600 px, 4 from 1024, 3 from 768, 2 from 480), the 0.75 image ratio and the all filter", () => {
    expect(PORTFOLIO_COLUMN_BREAKPOINTS).toEqual([
      { minWidth: 1600, columns: 5 },
      { minWidth: 1024, columns: 4 },
      { minWidth: 768, columns: 3 },
      { minWidth: 480, columns: 2 },
    ]);
    expect(PORTFOLIO_ITEM_HEIGHT_RATIO).toBe(0.75);
    expect(ALL_CATEGORIES).toBe("all");
  });
});

describe("columnsForWidth", () => {
  it.each([
    [0, 1],
    [320, 1],
    [479, 1],
    [479.9, 1],
    [480, 2],
    [767, 2],
    [768, 3],
    [1023, 3],
    [1024, 4],
    [1599, 4],
    [1600, 5],
    [2560, 5],
    [-10, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])("given a container %d px wide, lays out %i columns", (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });
});

describe("parsePostsNumber (data-posts-number)", () => {
  it("reads a whole number of items a page", () => {
    expect(parsePostsNumber("6")).toEqual({ perPage: 6, problem: null });
    expect(parsePostsNumber(" 10 ")).toEqual({ perPage: 10, problem: null });
  });

  it("given no attribute, an empty one or 0, puts every item on one page without a warning", () => {
    expect(parsePostsNumber(undefined)).toEqual({ perPage: null, problem: null });
    expect(parsePostsNumber("")).toEqual({ perPage: null, problem: null });
    expect(parsePostsNumber("0")).toEqual({ perPage: null, problem: null });
  });

  it.each(["six", "-1", "1.5", "8 items"])("given %j, shows every item and says why", (value) => {
    expect(parsePostsNumber(value)).toEqual({
      perPage: null,
      problem: `data-posts-number "${value}" is not a whole number; showing every item`,
    });
  });
});

describe("category slugs", () => {
  it("accepts the theme's slugs, percent-encoded ones included", () => {
    expect(parseCategorySlug("email-marketing")).toBe("email-marketing");
    expect(parseCategorySlug(" seo ")).toBe("seo");
    expect(parseCategorySlug("all")).toBe("all");
    expect(parseCategorySlug("%e6%97%a5")).toBe("%e6%97%a5");
  });

  it.each([null, undefined, "", "  ", "two words"])("refuses %j", (value) => {
    expect(parseCategorySlug(value)).toBeNull();
  });

  it("writes a slug into a deep link with only the characters the hash keeps", () => {
    expect(slugInHash("email-marketing")).toBe("email-marketing");
    expect(slugInHash("ai_and_automation")).toBe("ai_and_automation");
    expect(slugInHash("%e6%97%a5")).toBe("e697a5");
  });
});
