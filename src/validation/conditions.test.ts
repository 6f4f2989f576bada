import { describe, expect, it } from "vitest";
import {
  CONDITION_KEYDOWN_DEBOUNCE_MS,
  CONDITION_OPERATORS,
  evaluateCondition,
  evaluateConditions,
  numericValue,
  parseConditionRelation,
  parseConditionalLogic,
  type Condition,
  type ConditionOperator,
} from "./conditions";

const rule = (operator: ConditionOperator, value = ""): Condition => ({ fieldId: "f", operator, value });

describe("conditional logic operators", () => {
  it("pins the eight operators and the 250 ms debounce", () => {
    expect(CONDITION_OPERATORS).toEqual([
      "is",
      "is not",
      "is empty",
      "is not empty",
      "contains",
      "does not contain",
      "is greater",
      "is less",
    ]);
    expect(CONDITION_KEYDOWN_DEBOUNCE_MS).toBe(250);
  });

  it.each([
    ["is", "SEO", "seo", true],
    ["is", "SEO basics", "seo", false],
    ["is not", "SEO", "seo", false],
    ["is not", "Email", "seo", true],
    ["is empty", "", "", true],
    ["is empty", "  ", "", true],
    ["is empty", "x", "", false],
    ["is not empty", "x", "", true],
    ["is not empty", "", "", false],
    ["contains", "Affiliate Marketing", "MARKET", true],
    ["contains", "Affiliate", "market", false],
    ["does not contain", "Affiliate", "market", true],
    ["does not contain", "Affiliate Marketing", "market", false],
    ["is greater", "10", "9", true],
    ["is greater", "9", "10", false],
    ["is greater", "10", "10", false],
    ["is greater", "2.5", "2", true],
    ["is greater", "-1", "-2", true],
    ["is less", "9", "10", true],
    ["is less", "10", "9", false],
  ] as const)("%s: %j vs %j is %s", (operator, value, expected, result) => {
    expect(evaluateCondition(rule(operator, expected), value)).toBe(result);
  });

  it("numeric operators need both sides numeric (no text ordering)", () => {
    expect(evaluateCondition(rule("is greater", "5"), "b")).toBe(false);
    expect(evaluateCondition(rule("is less", "5"), "b")).toBe(false);
    expect(evaluateCondition(rule("is greater", "a"), "b")).toBe(false);
    expect(evaluateCondition(rule("is less", "a"), "10")).toBe(false);
    expect(evaluateCondition(rule("is greater", "5"), "")).toBe(false);
    expect(evaluateCondition(rule("is greater", "5"), "10px")).toBe(false);
  });

  it("compares numbers as numbers, not text", () => {
    expect(evaluateCondition(rule("is greater", "9"), "10")).toBe(true);
    expect(evaluateCondition(rule("is less", "100"), "20")).toBe(true);
  });

  it("treats special characters literally", () => {
    expect(evaluateCondition(rule("contains", "C++"), "I write c++ daily")).toBe(true);
    expect(evaluateCondition(rule("contains", ".*"), "anything")).toBe(false);
    expect(evaluateCondition(rule("is", "a.c"), "abc")).toBe(false);
    expect(evaluateCondition(rule("is", "(x)[y]{z}^$|?\\"), "(X)[Y]{Z}^$|?\\")).toBe(true);
  });

  it("a hidden or missing field meets no condition, not even 'is empty'", () => {
    for (const operator of CONDITION_OPERATORS) {
      expect(evaluateCondition(rule(operator, "x"), null)).toBe(false);
    }
  });

  it("checkbox groups: any checked value for positive operators, none for negative ones", () => {
    const checked = ["SEO", "Email marketing"];
    expect(evaluateCondition(rule("is", "seo"), checked)).toBe(true);
    expect(evaluateCondition(rule("is", "PPC"), checked)).toBe(false);
    expect(evaluateCondition(rule("is not", "seo"), checked)).toBe(false);
    expect(evaluateCondition(rule("is not", "PPC"), checked)).toBe(true);
    expect(evaluateCondition(rule("contains", "mail"), checked)).toBe(true);
    expect(evaluateCondition(rule("does not contain", "mail"), checked)).toBe(false);
    expect(evaluateCondition(rule("is empty"), [])).toBe(true);
    expect(evaluateCondition(rule("is empty"), checked)).toBe(false);
    expect(evaluateCondition(rule("is not empty"), checked)).toBe(true);
    expect(evaluateCondition(rule("is greater", "2"), ["1", "3"])).toBe(true);
  });
});

describe("evaluateConditions (relation)", () => {
  const values: Record<string, string> = { topic: "SEO", budget: "500" };
  const valueOf = (id: string): string | null => values[id] ?? null;
  const topicIsSeo: Condition = { fieldId: "topic", operator: "is", value: "seo" };
  const budgetOver1000: Condition = { fieldId: "budget", operator: "is greater", value: "1000" };

  it("all: every condition must hold", () => {
    expect(evaluateConditions([topicIsSeo, budgetOver1000], "all", valueOf)).toBe(false);
    expect(evaluateConditions([topicIsSeo], "all", valueOf)).toBe(true);
  });

  it("any: one condition is enough", () => {
    expect(evaluateConditions([topicIsSeo, budgetOver1000], "any", valueOf)).toBe(true);
    expect(evaluateConditions([budgetOver1000], "any", valueOf)).toBe(false);
  });

  it("no conditions: shown", () => {
    expect(evaluateConditions([], "all", valueOf)).toBe(true);
    expect(evaluateConditions([], "any", valueOf)).toBe(true);
  });

  it("a condition on a missing field does not hold", () => {
    expect(evaluateConditions([{ fieldId: "nope", operator: "is empty", value: "" }], "any", valueOf)).toBe(
      false,
    );
  });
});

describe("parsing the markup", () => {
  it("reads the relation; off and unknown mean any", () => {
    expect(parseConditionRelation("all")).toBe("all");
    expect(parseConditionRelation(" ALL ")).toBe("all");
    expect(parseConditionRelation("any")).toBe("any");
    expect(parseConditionRelation("off")).toBe("any");
    expect(parseConditionRelation(null)).toBe("any");
    expect(parseConditionRelation("both")).toBe("any");
  });

  it("reads the rules list", () => {
    expect(parseConditionalLogic('[["topic","is","SEO"],["budget","is greater",1000]]')).toEqual({
      conditions: [
        { fieldId: "topic", operator: "is", value: "SEO" },
        { fieldId: "budget", operator: "is greater", value: "1000" },
      ],
      dropped: [],
    });
  });

  it("drops bad entries one by one", () => {
    const parsed = parseConditionalLogic(
      '[["topic","matches","x"],["topic"],"x",["","is","a"],["a","IS","b"]]',
    );
    expect(parsed.conditions).toEqual([{ fieldId: "a", operator: "is", value: "b" }]);
    expect(parsed.dropped).toEqual([0, 1, 2, 3]);
  });

  it("unreadable JSON gives no conditions and a marker", () => {
    expect(parseConditionalLogic("[[")).toEqual({ conditions: [], dropped: [-1] });
    expect(parseConditionalLogic('{"a":1}')).toEqual({ conditions: [], dropped: [-1] });
  });

  it("no attribute gives no conditions", () => {
    expect(parseConditionalLogic(null)).toEqual({ conditions: [], dropped: [] });
    expect(parseConditionalLogic("")).toEqual({ conditions: [], dropped: [] });
  });

  it("numericValue reads signed decimals only", () => {
    expect(numericValue(" 12 ")).toBe(12);
    expect(numericValue("-1.5")).toBe(-1.5);
    expect(numericValue(".5")).toBe(0.5);
    expect(numericValue("1e3")).toBeNull();
    expect(numericValue("")).toBeNull();
    expect(numericValue("1,000")).toBeNull();
    expect(numericValue("0x10")).toBeNull();
  });
});
