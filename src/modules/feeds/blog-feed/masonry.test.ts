import { describe, expect, it } from "vitest";
import {
  MASONRY_CSS,
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
