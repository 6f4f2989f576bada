import * as z from "zod/mini";

/** Spec 5: the operators of contact-form conditional logic, exactly as the theme writes them. */
export const CONDITION_OPERATORS = [
  "is",
  "is not",
  "is empty",
  "is not empty",
  "contains",
  "does not contain",
  "is greater",
  "is less",
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export type ConditionRelation = "all" | "any";

/** One rule: the field it looks at (`data-id`), the operator and the value to compare with. */
export interface Condition {
  readonly fieldId: string;
  readonly operator: ConditionOperator;
  readonly value: string;
}

/**
 * A field's current value: text for inputs, text areas, selects and radio groups (empty when nothing is
 * chosen), the list of checked values for a checkbox group, null when the field is hidden or missing.
 */
export type ConditionFieldValue = string | readonly string[] | null;

/** Spec 4 "Conditional fields": logic is re-evaluated on key down, debounced by this many milliseconds. */
export const CONDITION_KEYDOWN_DEBOUNCE_MS = 250;

const NUMERIC = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number when the text is one (white space around allowed), else null. */
export function numericValue(text: string): number | null {
  const trimmed = text.trim();
  return NUMERIC.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Case-insensitive comparisons on plain text: the visitor's value and the rule's value are compared as
 * strings, never as patterns, so "C++" or ".*" mean themselves.
 */
function fold(text: string): string {
  return text.toLocaleLowerCase("en-US");
}

function compareOne(operator: ConditionOperator, fieldValue: string, expected: string): boolean {
  switch (operator) {
    case "is":
      return fold(fieldValue) === fold(expected);
    case "is not":
      return fold(fieldValue) !== fold(expected);
    case "is empty":
      return fieldValue.trim() === "";
    case "is not empty":
      return fieldValue.trim() !== "";
    case "contains":
      return fold(fieldValue).includes(fold(expected));
    case "does not contain":
      return !fold(fieldValue).includes(fold(expected));
    case "is greater":
    case "is less": {
      const left = numericValue(fieldValue);
      const right = numericValue(expected);
      if (left === null || right === null) {
        return false;
      }
      return operator === "is greater" ? left > right : left < right;
    }
  }
}

/**
 * Whether one condition holds. A hidden or missing field meets no condition. A checkbox group meets `is` /
 * `contains` when any checked value does, and the negative operators when none does.
 */
export function evaluateCondition(condition: Condition, fieldValue: ConditionFieldValue): boolean {
  if (fieldValue === null) {
    return false;
  }
  if (typeof fieldValue === "string") {
    return compareOne(condition.operator, fieldValue, condition.value);
  }
  switch (condition.operator) {
    case "is empty":
      return fieldValue.length === 0;
    case "is not empty":
      return fieldValue.length > 0;
    case "is not":
      return fieldValue.every((value) => compareOne("is not", value, condition.value));
    case "does not contain":
      return fieldValue.every((value) => compareOne("does not contain", value, condition.value));
    default:
      return fieldValue.some((value) => compareOne(condition.operator, value, condition.value));
  }
}

/** Whether a conditional field shows: all (or any) of its conditions hold. No conditions: always shown. */
export function evaluateConditions(
  conditions: readonly Condition[],
  relation: ConditionRelation,
  valueOf: (fieldId: string) => ConditionFieldValue,
): boolean {
  if (conditions.length === 0) {
    return true;
  }
  const holds = (condition: Condition): boolean => evaluateCondition(condition, valueOf(condition.fieldId));
  return relation === "all" ? conditions.every(holds) : conditions.some(holds);
}

/** `data-conditional-relation`: "all" means all; "any", "off" and anything else mean any. */
export function parseConditionRelation(value: string | null | undefined): ConditionRelation {
  return value?.trim().toLowerCase() === "all" ? "all" : "any";
}

const ruleSchema = z.tuple([z.string(), z.string(), z.union([z.string(), z.number(), z.boolean()])]);

function isOperator(value: string): value is ConditionOperator {
  return (CONDITION_OPERATORS as readonly string[]).includes(value);
}

export interface ParsedConditions {
  readonly conditions: Condition[];
  /** Indexes of entries that were dropped (not a rule, or an unknown operator), for a warning. */
  readonly dropped: number[];
}

/**
 * Reads `data-conditional-logic` (a JSON list of `[fieldId, operator, value]`). Unreadable JSON gives no
 * conditions and `dropped: [-1]`; bad entries are dropped one by one.
 */
export function parseConditionalLogic(json: string | null | undefined): ParsedConditions {
  if (json === null || json === undefined || json.trim() === "") {
    return { conditions: [], dropped: [] };
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { conditions: [], dropped: [-1] };
  }
  if (!Array.isArray(data)) {
    return { conditions: [], dropped: [-1] };
  }
  const conditions: Condition[] = [];
  const dropped: number[] = [];
  data.forEach((entry: unknown, index) => {
    const parsed = ruleSchema.safeParse(entry);
    const operator = parsed.success ? parsed.data[1].trim().toLowerCase() : "";
    if (!parsed.success || parsed.data[0] === "" || !isOperator(operator)) {
      dropped.push(index);
      return;
    }
    conditions.push({ fieldId: parsed.data[0], operator, value: String(parsed.data[2]) });
  });
  return { conditions, dropped };
}
