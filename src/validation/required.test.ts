import { describe, expect, it } from "vitest";
import { hasChoice, isFilled } from "./required";

describe("isFilled", () => {
  it.each([
    ["text", "Anna", true],
    ["a zero", "0", true],
    ["empty", "", false],
    ["spaces", "   ", false],
    ["new lines and tabs", "\n\t", false],
    ["null", null, false],
    ["undefined", undefined, false],
  ])("%s", (_case, value, expected) => {
    expect(isFilled(value)).toBe(expected);
  });
});

describe("hasChoice (radio and checkbox groups)", () => {
  it("needs at least one checked box", () => {
    expect(hasChoice([{ checked: false }, { checked: true }])).toBe(true);
    expect(hasChoice([{ checked: false }, { checked: false }])).toBe(false);
  });

  it("an empty group has no choice", () => {
    expect(hasChoice([])).toBe(false);
  });

  it("works on real inputs", () => {
    const first = document.createElement("input");
    first.type = "checkbox";
    const second = document.createElement("input");
    second.type = "checkbox";
    expect(hasChoice([first, second])).toBe(false);
    second.checked = true;
    expect(hasChoice([first, second])).toBe(true);
  });
});
