import { describe, expect, it } from "vitest";
import { ALL_PAGES_SHOWN_UP_TO, paginationView, targetPage } from "./pagination";

/** The pagination as a visitor reads it: `< 1 … 4 [5] 6 … 17 >`. */
function read(current: number, total: number): string {
  const view = paginationView(current, total);
  const parts: string[] = [];
  if (view.previous) parts.push("<");
  view.pages.forEach((page, index) => {
    if (index === 1 && view.frontEllipsis) parts.push("…");
    if (index === view.pages.length - 1 && index > 0 && view.backEllipsis) parts.push("…");
    parts.push(page === current ? `[${page}]` : String(page));
  });
  if (view.next) parts.push(">");
  return parts.join(" ");
}

describe("blog feed pagination window", () => {
  it("shows every page and no ellipsis up to five pages", () => {
    expect(ALL_PAGES_SHOWN_UP_TO).toBe(5);
    expect(read(1, 1)).toBe("[1]");
    expect(read(1, 4)).toBe("[1] 2 3 4 >");
    expect(read(3, 5)).toBe("< 1 2 [3] 4 5 >");
    expect(read(5, 5)).toBe("< 1 2 3 4 [5]");
  });

  it.each([
    [1, "[1] 2 3 … 17 >"],
    [2, "< 1 [2] 3 … 17 >"],
    [3, "< 1 2 [3] 4 … 17 >"],
    [4, "< 1 … 3 [4] 5 … 17 >"],
    [9, "< 1 … 8 [9] 10 … 17 >"],
    [14, "< 1 … 13 [14] 15 … 17 >"],
    [15, "< 1 … 14 [15] 16 17 >"],
    [16, "< 1 … 15 [16] 17 >"],
    [17, "< 1 … 15 16 [17]"],
  ])("given page %i of 17, shows about five numbers: %s", (current, expected) => {
    expect(read(current, 17)).toBe(expected);
  });

  it("keeps a page outside 1..total inside it", () => {
    expect(paginationView(0, 6)).toEqual(paginationView(1, 6));
    expect(paginationView(99, 6)).toEqual(paginationView(6, 6));
    expect(read(6, 6)).toBe("< 1 … 4 5 [6]");
    expect(paginationView(3, 0).pages).toEqual([1]);
  });

  it("turns a click into the page it leads to, or nowhere", () => {
    expect(targetPage("next", 3, 17)).toBe(4);
    expect(targetPage("previous", 3, 17)).toBe(2);
    expect(targetPage(9, 3, 17)).toBe(9);
    expect(targetPage("ellipsis", 3, 17)).toBeNull();
    expect(targetPage("previous", 1, 17)).toBeNull();
    expect(targetPage("next", 17, 17)).toBeNull();
    expect(targetPage(3, 3, 17)).toBeNull();
    expect(targetPage(18, 3, 17)).toBeNull();
    expect(targetPage(0, 3, 17)).toBeNull();
  });
});
