import { describe, expect, it } from "vitest";
import {
  DEFAULT_GALLERY_PER_PAGE,
  PAGE_WINDOW_SIZE,
  clampPage,
  pageCount,
  pageOfIndex,
  pageWindow,
  paginationView,
  parsePageParam,
  type PageLink,
} from "./page-window";

/** The view as the visitor reads it: `‹ … 3 4 5 6 7 … ›`, with `[5]` for the current page. */
function read(current: number, total: number): string {
  const view = paginationView(current, total);
  const parts = view.links.map((link: PageLink) =>
    link.kind === "ellipsis" ? "…" : link.page === current ? `[${link.page}]` : String(link.page),
  );
  return [view.previous === null ? "" : "‹", ...parts, view.next === null ? "" : "›"]
    .filter(Boolean)
    .join(" ");
}

describe("pagination constants (spec 9)", () => {
  it("pins the spec's constants: 4 items a page by default, a window of 5 page numbers", () => {
    expect(DEFAULT_GALLERY_PER_PAGE).toBe(4);
    expect(PAGE_WINDOW_SIZE).toBe(5);
  });
});

describe("pageCount and pageOfIndex", () => {
  it.each([
    [0, 4, 1],
    [1, 4, 1],
    [4, 4, 1],
    [5, 4, 2],
    [8, 4, 2],
    [30, 4, 8],
    [40, 6, 7],
    [12, 1, 12],
  ])("given %i items at %i a page, fills %i pages", (items, perPage, pages) => {
    expect(pageCount(items, perPage)).toBe(pages);
  });

  it("never divides by zero or a fraction and never returns fewer than one page", () => {
    expect(pageCount(10, 0)).toBe(10);
    expect(pageCount(10, -3)).toBe(10);
    expect(pageCount(10, Number.NaN)).toBe(10);
    expect(pageCount(10, 2.9)).toBe(5);
    expect(pageCount(-5, 4)).toBe(1);
    expect(pageCount(Number.NaN, 4)).toBe(1);
  });

  it("puts items on pages in server order, perPage at a time", () => {
    expect(Array.from({ length: 10 }, (_, index) => pageOfIndex(index, 4))).toEqual([
      1, 1, 1, 1, 2, 2, 2, 2, 3, 3,
    ]);
    expect(pageOfIndex(0, 0)).toBe(1);
    expect(pageOfIndex(-1, 4)).toBe(1);
  });

  it("clamps a page to 1..total", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3.7, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe("paginationView: what the page links show", () => {
  it("given a single page (or none), shows no links at all", () => {
    expect(paginationView(1, 1)).toEqual({ previous: null, next: null, links: [] });
    expect(paginationView(1, 0)).toEqual({ previous: null, next: null, links: [] });
    expect(paginationView(3, Number.NaN)).toEqual({ previous: null, next: null, links: [] });
  });

  it("given 5 pages or fewer, shows every number and no ellipsis", () => {
    expect(read(1, 2)).toBe("[1] 2 ›");
    expect(read(2, 2)).toBe("‹ 1 [2]");
    expect(read(1, 5)).toBe("[1] 2 3 4 5 ›");
    expect(read(3, 5)).toBe("‹ 1 2 [3] 4 5 ›");
    expect(read(5, 5)).toBe("‹ 1 2 3 4 [5]");
  });

  it("given more than 5 pages, slides a window of 5 numbers with ellipses for the numbers left out", () => {
    expect(read(1, 8)).toBe("[1] 2 3 4 5 … ›");
    expect(read(2, 8)).toBe("‹ 1 [2] 3 4 5 … ›");
    expect(read(3, 8)).toBe("‹ 1 2 [3] 4 5 … ›");
    expect(read(4, 8)).toBe("‹ … 2 3 [4] 5 6 … ›");
    expect(read(5, 8)).toBe("‹ … 3 4 [5] 6 7 … ›");
    expect(read(6, 8)).toBe("‹ … 4 5 [6] 7 8 ›");
    expect(read(7, 8)).toBe("‹ … 4 5 6 [7] 8 ›");
    expect(read(8, 8)).toBe("‹ … 4 5 6 7 [8]");
    expect(read(1, 6)).toBe("[1] 2 3 4 5 … ›");
    expect(read(6, 6)).toBe("‹ … 2 3 4 5 [6]");
  });

  it("shows previous only when a previous page exists and next only when a next page exists", () => {
    expect(paginationView(1, 8)).toMatchObject({ previous: null, next: 2 });
    expect(paginationView(4, 8)).toMatchObject({ previous: 3, next: 5 });
    expect(paginationView(8, 8)).toMatchObject({ previous: 7, next: null });
  });

  it("clamps a current page outside 1..total before placing the window", () => {
    expect(paginationView(0, 8)).toEqual(paginationView(1, 8));
    expect(paginationView(-4, 8)).toEqual(paginationView(1, 8));
    expect(paginationView(99, 8)).toEqual(paginationView(8, 8));
  });

  it("for every total up to 60 pages and every current page, keeps the window's rules", () => {
    for (let total = 2; total <= 60; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const view = paginationView(current, total);
        const pages = view.links.flatMap((link) => (link.kind === "page" ? [link.page] : []));
        const ellipses = view.links.filter((link) => link.kind === "ellipsis");
        const label = `page ${current} of ${total}`;
        // The window: min(total, 5) consecutive numbers that hold the current page.
        expect(pages.length, label).toBe(Math.min(total, PAGE_WINDOW_SIZE));
        expect(pages, label).toContain(current);
        pages.forEach((page, index) => expect(page, label).toBe(pages[0]! + index));
        expect(pages[0], label).toBeGreaterThanOrEqual(1);
        expect(pages[pages.length - 1], label).toBeLessThanOrEqual(total);
        // Centred where possible: never more than 2 numbers on one side while the other side is cut short.
        const before = current - pages[0]!;
        const after = pages[pages.length - 1]! - current;
        if (pages[0]! > 1) expect(after, label).toBeLessThanOrEqual(2);
        if (pages[pages.length - 1]! < total) expect(before, label).toBeLessThanOrEqual(2);
        // An ellipsis exactly where numbers are left out, in front and at the back.
        expect(view.links[0]?.kind === "ellipsis", label).toBe(pages[0]! > 1);
        expect(view.links[view.links.length - 1]?.kind === "ellipsis", label).toBe(
          pages[pages.length - 1]! < total,
        );
        expect(ellipses.length === 0, label).toBe(total <= PAGE_WINDOW_SIZE);
        expect(view.previous, label).toBe(current > 1 ? current - 1 : null);
        expect(view.next, label).toBe(current < total ? current + 1 : null);
      }
    }
  });

  it("names the ellipses by side", () => {
    expect(paginationView(5, 10).links).toEqual([
      { kind: "ellipsis", side: "front" },
      { kind: "page", page: 3 },
      { kind: "page", page: 4 },
      { kind: "page", page: 5 },
      { kind: "page", page: 6 },
      { kind: "page", page: 7 },
      { kind: "ellipsis", side: "back" },
    ]);
  });

  it("pageWindow takes another size when asked", () => {
    expect(pageWindow(5, 10, 3)).toEqual({ first: 4, last: 6 });
    expect(pageWindow(5, 10, 4)).toEqual({ first: 4, last: 7 });
    expect(pageWindow(1, 3, 5)).toEqual({ first: 1, last: 3 });
    expect(pageWindow(10, 10, 0)).toEqual({ first: 10, last: 10 });
  });
});

describe("parsePageParam", () => {
  it("accepts whole page numbers written in digits within 1..total", () => {
    expect(parsePageParam("1", 8)).toBe(1);
    expect(parsePageParam("8", 8)).toBe(8);
    expect(parsePageParam("03", 8)).toBe(3);
  });

  it.each([undefined, "", "0", "9", "-1", "2.5", "1e1", " 2", "two", "99999999999"])(
    "given %j, returns null so the module keeps its page",
    (param) => {
      expect(parsePageParam(param, 8)).toBeNull();
    },
  );
});
