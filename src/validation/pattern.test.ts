import { describe, expect, it } from "vitest";
import { compilePattern, patternMismatch } from "./pattern";

describe("pattern attribute", () => {
  it("matches the whole value, like the browser", () => {
    expect(patternMismatch("https://blog.example", "https?://.+")).toBe(false);
    expect(patternMismatch("see https://blog.example", "https?://.+")).toBe(true);
    expect(patternMismatch("0612345678", "[0-9\\s\\-]{10,10}")).toBe(false);
    expect(patternMismatch("061234567", "[0-9\\s\\-]{10,10}")).toBe(true);
  });

  it("alternatives are anchored as a group", () => {
    expect(patternMismatch("ab", "a|ab")).toBe(false);
    expect(patternMismatch("xab", "a|ab")).toBe(true);
  });

  it("an empty value always matches", () => {
    expect(patternMismatch("", "\\d+")).toBe(false);
  });

  it("no pattern constrains nothing", () => {
    expect(patternMismatch("anything", null)).toBe(false);
    expect(patternMismatch("anything", undefined)).toBe(false);
  });

  it("a pattern invalid under the v flag constrains nothing (as browsers do)", () => {
    expect(compilePattern("[A-Z|a-z|\\s-]*")).toBeNull();
    expect(patternMismatch("123", "[A-Z|a-z|\\s-]*")).toBe(false);
    expect(compilePattern("(")).toBeNull();
  });
});
