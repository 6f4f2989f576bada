import { describe, expect, it } from "vitest";
import { SKILL_MAX, SKILL_MIN, SKILL_STEP, isValidSkillValue, parseSkillValue } from "./skills";

describe("skill values (0 to 100, step 1)", () => {
  it("pins the spec's limits: 0 to 100 in steps of 1", () => {
    expect([SKILL_MIN, SKILL_MAX, SKILL_STEP]).toEqual([0, 100, 1]);
  });

  it.each([
    [0, true],
    [100, true],
    [55, true],
    [-1, false],
    [101, false],
    [50.5, false],
    [Number.NaN, false],
    ["50", false],
  ])("isValidSkillValue(%j) is %s", (value, expected) => {
    expect(isValidSkillValue(value)).toBe(expected);
  });

  it.each([
    ["75", 75],
    [" 75 ", 75],
    ["75%", 75],
    [75.4, 75],
    [75.5, 76],
    ["-5", 0],
    [150, 100],
    ["abc", null],
    ["", null],
    [null, null],
    [Number.POSITIVE_INFINITY, null],
  ])("parseSkillValue(%j) is %j", (value, expected) => {
    expect(parseSkillValue(value)).toBe(expected);
  });
});
