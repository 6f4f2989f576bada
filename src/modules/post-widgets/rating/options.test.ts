import { describe, expect, it } from "vitest";
import {
  DEFAULT_TARGET_FORMAT,
  RATING_ACTION,
  RATING_DEVELOPER_ERRORS,
  StarRatingError,
  SCORE_PLACEHOLDER,
  STAR_RATING_DEFAULT,
  STAR_RATING_HINTS,
  STAR_RATING_MAX,
  STAR_RATING_MIN,
  choosableValues,
  formatScore,
  hintFor,
  parseTitleScore,
  radioLabel,
  readFlag,
  readHints,
  readOnlyLabel,
  readRatingOptions,
  readScore,
  readStarCount,
  readTargetFormat,
  selectChoices,
  targetText,
} from "./options";

describe("rating constants", () => {
  it("pins the spec's constants: default 5, 0 to 20 stars, the hints, the action and the placeholder", () => {
    expect(STAR_RATING_DEFAULT).toBe(5);
    expect(STAR_RATING_MIN).toBe(0);
    expect(STAR_RATING_MAX).toBe(20);
    expect(STAR_RATING_HINTS).toEqual(["bad", "poor", "regular", "good", "gorgeous"]);
    expect(RATING_ACTION).toBe("extra_new_rating");
    expect(SCORE_PLACEHOLDER).toBe("{score}");
    expect(DEFAULT_TARGET_FORMAT).toBe("{score}");
  });
});

describe("readStarCount", () => {
  it.each([
    [undefined, 5, 0],
    ["", 5, 0],
    ["5", 5, 0],
    ["0", 0, 0],
    ["20", 20, 0],
    ["21", 20, 1],
    ["-2", 0, 1],
    ["7.5", 7, 1],
    ["many", 5, 1],
  ])("data-number %j gives %j stars with %j warnings", (value, stars, warnings) => {
    const result = readStarCount(value);
    expect(result.value).toBe(stars);
    expect(result.warnings).toHaveLength(warnings);
  });

  it("names the attribute and the limits in its warning", () => {
    expect(readStarCount("21").warnings[0]).toBe(
      'data-number "21" must be a whole number from 0 to 20; using 20',
    );
    expect(readStarCount("many").warnings[0]).toBe('data-number "many" is not a number; using 5');
  });
});

describe("readFlag, readHints, readScore", () => {
  it.each([
    [undefined, true, true],
    ["", false, true],
    ["on", false, true],
    ["yes", false, true],
    ["OFF", true, false],
    ["0", true, false],
    ["maybe", true, true],
    ["maybe", false, false],
  ])("readFlag(%j, fallback %j) is %j", (value, fallback, expected) => {
    expect(readFlag(value, fallback)).toBe(expected);
  });

  it("splits hints on bars and falls back to the defaults", () => {
    expect(readHints("meh | ok|great")).toEqual(["meh", "ok", "great"]);
    expect(readHints(undefined)).toBe(STAR_RATING_HINTS);
    expect(readHints(" | ")).toBe(STAR_RATING_HINTS);
  });

  it("limits a score to 0..stars and reads commas", () => {
    expect(readScore("3.5", 5)).toBe(3.5);
    expect(readScore("3,5", 5)).toBe(3.5);
    expect(readScore("9", 5)).toBe(5);
    expect(readScore("-1", 5)).toBe(0);
    expect(readScore("x", 5)).toBe(0);
    expect(readScore(null, 5)).toBe(0);
    expect(readScore("", 5)).toBe(0);
  });
});

describe("developer errors", () => {
  it("a target format must hold {score}, else a StarRatingError says so", () => {
    expect(readTargetFormat("Rated: {score}")).toBe("Rated: {score}");
    expect(readTargetFormat(undefined)).toBe("{score}");
    expect(() => readTargetFormat("Rated")).toThrow(StarRatingError);
    expect(() => readTargetFormat("Rated")).toThrow(
      new StarRatingError('data-target-format "Rated" is missing the {score} placeholder'),
    );
  });

  it("pins the three developer error texts", () => {
    expect(RATING_DEVELOPER_ERRORS).toEqual({
      missingTarget: 'target selector "{target}" is invalid or matches nothing',
      missingScorePlaceholder: 'data-target-format "{format}" is missing the {score} placeholder',
      missingClickCallback:
        "missing click callback: no post id (input#post_id or data-post-id) to send the rating for",
    });
    expect(new StarRatingError("x").name).toBe("StarRatingError");
  });

  it("reads every option with its warnings", () => {
    const result = readRatingOptions(
      {
        number: "30",
        half: "off",
        hints: "a|b",
        score: "2",
        readOnly: "on",
        target: "#hint",
        targetType: "score",
        targetFormat: "Rated {score}",
      },
      true,
    );
    expect(result.value).toEqual({
      number: 20,
      half: false,
      hints: ["a", "b"],
      score: 2,
      readOnly: true,
      target: "#hint",
      targetType: "score",
      targetFormat: "Rated {score}",
    });
    expect(result.warnings).toHaveLength(1);
    expect(readRatingOptions({}, true).value).toMatchObject({
      number: 5,
      half: true,
      score: 0,
      readOnly: false,
      target: null,
      targetType: "hint",
    });
  });
});

describe("values and names", () => {
  it("offers halves from 0.5 or whole stars from 1", () => {
    expect(choosableValues(5, true)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(choosableValues(5, false)).toEqual([1, 2, 3, 4, 5]);
    expect(choosableValues(0, true)).toEqual([]);
    expect(choosableValues(20, false)).toHaveLength(20);
  });

  it("names radios by hint and amount", () => {
    expect(radioLabel(4, 5, STAR_RATING_HINTS)).toBe("good, 4 of 5 stars");
    expect(radioLabel(3.5, 5, STAR_RATING_HINTS)).toBe("3.5 of 5 stars");
    expect(radioLabel(1, 1, ["only"])).toBe("only, 1 of 1 star");
    expect(radioLabel(7, 10, STAR_RATING_HINTS)).toBe("7, 7 of 10 stars");
  });

  it("gives the hint of the star a value lands on, and the target text", () => {
    expect(hintFor(3.5, STAR_RATING_HINTS)).toBe("good");
    expect(hintFor(0, STAR_RATING_HINTS)).toBe("");
    const options = {
      hints: STAR_RATING_HINTS,
      targetFormat: "Score {score}/5",
      targetType: "score" as const,
    };
    expect(targetText(4.5, options)).toBe("Score 4.5/5");
    expect(targetText(2, { ...options, targetType: "hint" })).toBe("poor");
    expect(targetText(0, options)).toBe("");
  });

  it("formats scores and read-only names", () => {
    expect(formatScore(4)).toBe("4");
    expect(formatScore(3.5)).toBe("3.5");
    expect(formatScore(3.456)).toBe("3.46");
    expect(readOnlyLabel("Your Rating:", 4, 5)).toBe("Your Rating: 4 out of 5");
    expect(readOnlyLabel("Rating:", 0, 5)).toBe("Not rated yet");
  });

  it("reads the score from a display's title", () => {
    expect(parseTitleScore("Rating: 3.50")).toBe(3.5);
    expect(parseTitleScore("Rating: 0.00")).toBe(0);
    expect(parseTitleScore("Note : 4,5")).toBe(4.5);
    expect(parseTitleScore("Rating")).toBeNull();
    expect(parseTitleScore(null)).toBeNull();
    expect(parseTitleScore("")).toBeNull();
  });

  it("reads a select's choices, lowest first, without the empty option", () => {
    expect(
      selectChoices([
        { value: "", text: "Rate…" },
        { value: "5", text: "Perfect" },
        { value: "4", text: "Good" },
        { value: "4", text: "Again" },
        { value: "x", text: "Junk" },
        { value: "0", text: "Zero" },
        { value: "2.5", text: "2.5" },
      ]),
    ).toEqual([
      { value: 2.5, optionValue: "2.5", label: null },
      { value: 4, optionValue: "4", label: "Good" },
      { value: 5, optionValue: "5", label: "Perfect" },
    ]);
  });
});
