import { describe, expect, it } from "vitest";
import {
  STAR_RATING_DEFAULT,
  STAR_RATING_HINTS,
  STAR_RATING_MAX,
  STAR_ROUNDING,
  limitScore,
  limitStarCount,
  starHint,
  starStates,
} from "./rating";

describe("star rating limits", () => {
  it("pins the spec's numbers: default 5, at most 20, the rounding steps, the hints", () => {
    expect(STAR_RATING_DEFAULT).toBe(5);
    expect(STAR_RATING_MAX).toBe(20);
    expect(STAR_ROUNDING).toEqual({ down: 0.25, full: 0.6, up: 0.76 });
    expect(STAR_RATING_HINTS).toEqual(["bad", "poor", "regular", "good", "gorgeous"]);
  });

  it.each([
    [5, 5],
    [0, 0],
    [20, 20],
    [21, 20],
    [-3, 0],
    ["7", 7],
    [7.9, 7],
    ["x", 5],
    [undefined, 5],
    [Number.NaN, 5],
  ])("limitStarCount(%j) is %j", (value, expected) => {
    expect(limitStarCount(value)).toBe(expected);
  });

  it("clamps a score into 0..stars", () => {
    expect(limitScore(7, 5)).toBe(5);
    expect(limitScore(-1, 5)).toBe(0);
    expect(limitScore("3.5", 5)).toBe(3.5);
    expect(limitScore("bad", 5)).toBe(0);
  });

  it("rounds with halves at .25 and .76", () => {
    expect(starStates(3.2, 5, true)).toEqual(["on", "on", "on", "off", "off"]);
    expect(starStates(3.25, 5, true)).toEqual(["on", "on", "on", "half", "off"]);
    expect(starStates(3.75, 5, true)).toEqual(["on", "on", "on", "half", "off"]);
    expect(starStates(3.76, 5, true)).toEqual(["on", "on", "on", "on", "off"]);
  });

  it("rounds without halves at .6", () => {
    expect(starStates(3.59, 5, false)).toEqual(["on", "on", "on", "off", "off"]);
    expect(starStates(3.6, 5, false)).toEqual(["on", "on", "on", "on", "off"]);
  });

  it("fills every star for the full score and none for 0", () => {
    expect(starStates(5, 5, true)).toEqual(["on", "on", "on", "on", "on"]);
    expect(starStates(0, 5, true)).toEqual(["off", "off", "off", "off", "off"]);
  });

  it("names stars by hint, then by number", () => {
    expect(starHint(1)).toBe("bad");
    expect(starHint(5)).toBe("gorgeous");
    expect(starHint(6)).toBe("6");
  });
});
