import { describe, expect, it } from "vitest";
import {
  ADMIN_BAR_OFFSET,
  TOC_ANIMATION_MS,
  TOC_MIN_SCROLL_MS,
  adminBarOffset,
  buildOutline,
  currentSection,
  headingLevel,
  readHeadingTags,
  readOffset,
  readStickyDevices,
  scrollDuration,
  slugify,
  uniqueSlug,
} from "./outline";

describe("table of contents constants", () => {
  it("pins the spec's constants: 750 ms animation, 100 ms minimum scroll, 32 px admin bar", () => {
    expect(TOC_ANIMATION_MS).toBe(750);
    expect(TOC_MIN_SCROLL_MS).toBe(100);
    expect(ADMIN_BAR_OFFSET).toBe(32);
  });
});

describe("scrollDuration", () => {
  it.each([
    [0, 100],
    [40, 100],
    [100, 100],
    [320, 320],
    [-320, 320],
    [750, 750],
    [5000, 750],
    [Number.NaN, 750],
  ])("%d px takes %d ms", (distance, expected) => {
    expect(scrollDuration(distance)).toBe(expected);
  });
});

describe("adminBarOffset and readOffset", () => {
  const classes = (...names: string[]) => ({ contains: (name: string) => names.includes(name) });
  it("keeps 32 px for a logged-in body or the admin bar, else none", () => {
    expect(adminBarOffset(classes("logged-in"))).toBe(32);
    expect(adminBarOffset(classes("admin-bar"))).toBe(32);
    expect(adminBarOffset(classes("logged-in", "admin-bar"))).toBe(32);
    expect(adminBarOffset(classes("single"))).toBe(0);
  });

  it("reads data-offset as whole px, never negative", () => {
    expect(readOffset("20")).toBe(20);
    expect(readOffset("20px")).toBe(20);
    expect(readOffset("-5")).toBe(0);
    expect(readOffset("x")).toBe(0);
    expect(readOffset(undefined)).toBe(0);
  });
});

describe("readHeadingTags and headingLevel", () => {
  it("accepts heading tags only", () => {
    expect(readHeadingTags(undefined).value).toEqual(["h2", "h3"]);
    expect(readHeadingTags("H2, h3 h4").value).toEqual(["h2", "h3", "h4"]);
    expect(readHeadingTags("h2,h2").value).toEqual(["h2"]);
    const bad = readHeadingTags("h2, .title");
    expect(bad.value).toEqual(["h2", "h3"]);
    expect(bad.warnings).toEqual(['data-headings "h2, .title" must list heading tags h1 to h6; using h2,h3']);
    expect(readHeadingTags("h7").warnings).toHaveLength(1);
  });

  it("reads levels from tag names", () => {
    expect(headingLevel("H2")).toBe(2);
    expect(headingLevel("h6")).toBe(6);
    expect(headingLevel("DIV")).toBe(0);
  });
});

describe("slugify and uniqueSlug", () => {
  it.each([
    ["Why SEO Matters", "why-seo-matters"],
    ["  Café & crème: 10 tips!  ", "cafe-creme-10-tips"],
    ["???", "section"],
    ["a".repeat(80), "a".repeat(64)],
  ])("%j gives %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("adds a number when the id is taken", () => {
    const taken = new Set(["intro", "intro-2"]);
    expect(uniqueSlug("intro", (id) => taken.has(id))).toBe("intro-3");
    expect(uniqueSlug("outro", (id) => taken.has(id))).toBe("outro");
  });
});

describe("buildOutline", () => {
  const entries = (levels: number[]) => levels.map((level, index) => ({ level, item: index }));
  const shape = (nodes: ReturnType<typeof buildOutline<number>>): unknown =>
    nodes.map((node) => (node.children.length ? [node.item, shape(node.children)] : node.item));

  it("nests deeper headings under the nearest shallower one", () => {
    expect(shape(buildOutline(entries([2, 3, 3, 2, 3, 4, 2])))).toEqual([[0, [1, 2]], [3, [[4, [5]]]], 6]);
  });

  it("keeps a deep heading with nothing above it at the top", () => {
    expect(shape(buildOutline(entries([3, 2, 3])))).toEqual([0, [1, [2]]]);
    expect(buildOutline([])).toEqual([]);
  });

  it("closes several levels at once", () => {
    expect(shape(buildOutline(entries([2, 3, 4, 2])))).toEqual([[0, [[1, [2]]]], 3]);
  });
});

describe("currentSection and readStickyDevices", () => {
  it("is the last heading that reached the reading line", () => {
    expect(currentSection([false, false])).toBe(-1);
    expect(currentSection([true, false, false])).toBe(0);
    expect(currentSection([true, true, false])).toBe(1);
    expect(currentSection([true, true, true])).toBe(2);
  });

  it("reads the devices to stick on", () => {
    expect([...readStickyDevices("on")]).toEqual(["phone", "tablet", "desktop"]);
    expect([...readStickyDevices("desktop, tablet")]).toEqual(["tablet", "desktop"]);
    expect(readStickyDevices(undefined).size).toBe(0);
    expect(readStickyDevices("off").size).toBe(0);
  });
});
