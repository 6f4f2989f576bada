import { afterEach, describe, expect, it, vi } from "vitest";
import { controlResize } from "../../../test-support/observers";
import {
  createMasonryLayout,
  MASONRY_CSS,
  MASONRY_PACKED_ATTRIBUTE,
  MASONRY_GAP,
  MASONRY_MAX_COLUMNS,
  MASONRY_MIN_COLUMN_WIDTH,
  MASONRY_RESIZE_DEBOUNCE_MS,
  parseColumnConfiguration,
  rowSpan,
} from "./masonry";

describe("masonry columns", () => {
  it("re-lays out after the spec's 100 ms resize debounce", () => {
    expect(MASONRY_RESIZE_DEBOUNCE_MS).toBe(100);
    expect(MASONRY_MAX_COLUMNS).toBe(3);
    expect(MASONRY_CSS).toContain(`${MASONRY_MIN_COLUMN_WIDTH}px`);
  });

  it.each([
    ['"3 .column.size-1of3"', 3],
    ["'2 .column.size-1of2'", 2],
    ["1 .column.size-1of1", 1],
    ['"4"', 4],
    ["none", null],
    ["normal", null],
    ['""', null],
    ['"0 .column"', null],
    ['".column.size-1of3"', null],
  ])("reads Salvattore's configuration %s as %j columns", (content, expected) => {
    expect(parseColumnConfiguration(content)).toBe(expected);
  });

  it("spans as many 1 px rows as a post is tall, its gap included", () => {
    expect(rowSpan(300)).toBe(300 + MASONRY_GAP);
    expect(rowSpan(300.2, 10)).toBe(311);
    expect(rowSpan(0)).toBe(1);
    expect(rowSpan(Number.NaN)).toBe(1);
    expect(rowSpan(50, -5)).toBe(50);
  });
});

describe("createMasonryLayout", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  function feedWithPage(posts: number) {
    const resize = controlResize();
    const feed = document.createElement("div");
    const page = document.createElement("div");
    page.setAttribute("data-columns", "");
    const articles = Array.from({ length: posts }, () => page.appendChild(document.createElement("article")));
    feed.append(page);
    document.body.append(feed);
    const timers: Array<() => void> = [];
    const layout = createMasonryLayout(feed, {
      schedule: (callback) => timers.push(callback),
      cancel: () => undefined,
    });
    return { page, articles, layout, timers, resize };
  }

  it("spans a page's posts in the observer's first callback, before the frame is painted, not after the debounce", () => {
    const { page, articles, layout, timers, resize } = feedWithPage(2);
    layout.add(page);
    resize.report(
      new Map([
        [articles[0]!, 300],
        [articles[1]!, 120],
      ]),
    );
    expect(articles.map((article) => article.style.gridRowEnd)).toEqual([
      `span ${rowSpan(300)}`,
      `span ${rowSpan(120)}`,
    ]);
    expect(page.hasAttribute(MASONRY_PACKED_ATTRIBUTE)).toBe(true);
    expect(timers).toHaveLength(0);
  });

  it("keeps the rows auto (no packed attribute) until every post of the page has a height", () => {
    const { page, articles, layout, resize } = feedWithPage(2);
    layout.add(page);
    resize.report(new Map([[articles[0]!, 300]]));
    expect(page.hasAttribute(MASONRY_PACKED_ATTRIBUTE)).toBe(false);
    expect(articles[0]!.style.gridRowEnd).toBe("");
  });

  it("waits the spec's 100 ms debounce for a later change of height", () => {
    const { page, articles, layout, timers, resize } = feedWithPage(1);
    layout.add(page);
    resize.report(new Map([[articles[0]!, 300]]));
    resize.report(new Map([[articles[0]!, 500]]));
    expect(articles[0]!.style.gridRowEnd).toBe(`span ${rowSpan(300)}`);
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(articles[0]!.style.gridRowEnd).toBe(`span ${rowSpan(500)}`);
  });

  it("removes the spans and the packed attribute when destroyed", () => {
    const { page, articles, layout, resize } = feedWithPage(1);
    layout.add(page);
    resize.report(new Map([[articles[0]!, 300]]));
    layout.destroy();
    expect(page.hasAttribute(MASONRY_PACKED_ATTRIBUTE)).toBe(false);
    expect(articles[0]!.style.gridRowEnd).toBe("");
  });
});
