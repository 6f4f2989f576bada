import { describe, expect, it } from "vitest";
import { formatPixels, parseInteger } from "./numbers";

describe("parseInteger", () => {
  it.each([
    ["12", 12],
    ["12px", 12],
    ["12.9px", 12],
    ["-12.9em", -12],
    ["  40 % ", 40],
    ["1,234", 1234],
    ["a1b2", 12],
    ["-0.5", 0],
    ["px", 0],
    ["", 0],
    ["--3", 0],
  ])("strips non-numeric characters and truncates: %j gives %d", (value, expected) => {
    expect(parseInteger(value)).toBe(expected);
  });

  it.each([
    [7, 7],
    [7.9, 7],
    [-7.9, -7],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("truncates the number %d to %d", (value, expected) => {
    expect(parseInteger(value)).toBe(expected);
  });

  it.each([null, undefined, true, {}, ["12"]])("gives 0 for %j, neither a string nor a number", (value) => {
    expect(parseInteger(value)).toBe(0);
  });
});

describe("formatPixels", () => {
  it("adds px", () => {
    expect(formatPixels(12)).toBe("12px");
    expect(formatPixels(-4.5)).toBe("-4.5px");
  });

  it("gives empty for 0 unless told to keep it", () => {
    expect(formatPixels(0)).toBe("");
    expect(formatPixels(0, true)).toBe("0px");
  });

  it("gives empty for what is not a finite number", () => {
    expect(formatPixels(Number.NaN)).toBe("");
    expect(formatPixels(Number.POSITIVE_INFINITY, true)).toBe("");
  });
});
