import { isValidEmail } from "./email";

/**
 * The generic form-validation defaults (spec 5 "Other"): one rule per name, each with its message. Every rule
 * except `required` lets an empty value through, so an optional field is checked only once it is filled.
 */
export const GENERIC_MESSAGES = {
  required: "This field is required.",
  remote: "Please fix this field.",
  email: "Please enter a valid email address.",
  url: "Please enter a valid URL.",
  date: "Please enter a valid date.",
  dateISO: "Please enter a valid date (ISO).",
  number: "Please enter a valid number.",
  digits: "Please enter only digits.",
  creditcard: "Please enter a valid credit card number.",
  equalTo: "Please enter the same value again.",
  maxlength: "Please enter no more than {0} characters.",
  minlength: "Please enter at least {0} characters.",
  rangelength: "Please enter a value between {0} and {1} characters long.",
  range: "Please enter a value between {0} and {1}.",
  max: "Please enter a value less than or equal to {0}.",
  min: "Please enter a value greater than or equal to {0}.",
} as const;

export type GenericRuleName = keyof typeof GENERIC_MESSAGES;

/** Spec 9: a credit card number has 13 to 19 digits. */
export const CREDIT_CARD_MIN_DIGITS = 13;
export const CREDIT_CARD_MAX_DIGITS = 19;

/** Fills `{0}`, `{1}`, ... with the parameters; a placeholder without a parameter stays as written. */
export function formatMessage(template: string, ...parameters: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const parameter = parameters[Number(index)];
    return parameter === undefined ? placeholder : String(parameter);
  });
}

const ISO_DATE = /^\d{4}[/-](0?[1-9]|1[012])[/-](0?[1-9]|[12]\d|3[01])$/;
const NUMBER = /^(?:-?\d+|-?\d{1,3}(?:,\d{3})+)?(?:\.\d+)?$/;
const DIGITS = /^\d+$/;

export function isValidUrl(value: string): boolean {
  const trimmed = value.trim();
  if (!/^(?:https?|ftp):\/\/\S+$/i.test(trimmed)) {
    return false;
  }
  try {
    const url = new URL(trimmed);
    return url.hostname !== "";
  } catch {
    return false;
  }
}

export function isValidDate(value: string): boolean {
  return value.trim() !== "" && !Number.isNaN(Date.parse(value));
}

export function isValidIsoDate(value: string): boolean {
  return ISO_DATE.test(value.trim());
}

export function isValidNumber(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== "" && trimmed !== "-" && NUMBER.test(trimmed);
}

export function isDigits(value: string): boolean {
  return DIGITS.test(value.trim());
}

/** The Luhn checksum over a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits (spaces and dashes between groups allowed) that pass the Luhn check. */
export function isValidCreditCard(value: string): boolean {
  const trimmed = value.trim();
  if (!/^[\d -]+$/.test(trimmed)) {
    return false;
  }
  const digits = trimmed.replace(/\D/g, "");
  return (
    digits.length >= CREDIT_CARD_MIN_DIGITS && digits.length <= CREDIT_CARD_MAX_DIGITS && passesLuhn(digits)
  );
}

/** Length in characters (code points, so an emoji counts once) or, for a group, the number of choices. */
function lengthOf(value: string | readonly string[]): number {
  return typeof value === "string" ? [...value].length : value.length;
}

function isEmpty(value: string | readonly string[]): boolean {
  return typeof value === "string" ? value.trim() === "" : value.length === 0;
}

/** The rules a field may carry, with their parameters. */
export interface GenericRules {
  required?: boolean;
  email?: boolean;
  url?: boolean;
  date?: boolean;
  dateISO?: boolean;
  number?: boolean;
  digits?: boolean;
  creditcard?: boolean;
  /** The value the field must repeat (a password confirmation). */
  equalTo?: string;
  maxlength?: number;
  minlength?: number;
  rangelength?: readonly [number, number];
  range?: readonly [number, number];
  max?: number;
  min?: number;
}

export type RuleResult = { readonly valid: true } | { readonly valid: false; readonly message: string };

const VALID: RuleResult = { valid: true };

function invalid(rule: GenericRuleName, ...parameters: readonly (string | number)[]): RuleResult {
  return { valid: false, message: formatMessage(GENERIC_MESSAGES[rule], ...parameters) };
}

function numberOrNull(value: string): number | null {
  return isValidNumber(value) ? Number(value.trim().replace(/,/g, "")) : null;
}

/**
 * Checks a value against its rules in the order listed in GENERIC_MESSAGES and returns the first failure
 * (with its placeholders filled), or valid.
 */
export function validateGeneric(value: string | readonly string[], rules: GenericRules): RuleResult {
  if (isEmpty(value)) {
    return rules.required ? invalid("required") : VALID;
  }
  const text = typeof value === "string" ? value : value.join(",");
  if (rules.email && !isValidEmail(text)) return invalid("email");
  if (rules.url && !isValidUrl(text)) return invalid("url");
  if (rules.date && !isValidDate(text)) return invalid("date");
  if (rules.dateISO && !isValidIsoDate(text)) return invalid("dateISO");
  if (rules.number && !isValidNumber(text)) return invalid("number");
  if (rules.digits && !isDigits(text)) return invalid("digits");
  if (rules.creditcard && !isValidCreditCard(text)) return invalid("creditcard");
  if (rules.equalTo !== undefined && text !== rules.equalTo) return invalid("equalTo");
  const length = lengthOf(value);
  if (rules.maxlength !== undefined && length > rules.maxlength) return invalid("maxlength", rules.maxlength);
  if (rules.minlength !== undefined && length < rules.minlength) return invalid("minlength", rules.minlength);
  if (rules.rangelength !== undefined) {
    const [low, high] = rules.rangelength;
    if (length < low || length > high) return invalid("rangelength", low, high);
  }
  const needsNumber = rules.range !== undefined || rules.max !== undefined || rules.min !== undefined;
  if (needsNumber) {
    const number = numberOrNull(text);
    if (rules.range !== undefined) {
      const [low, high] = rules.range;
      if (number === null || number < low || number > high) return invalid("range", low, high);
    }
    if (rules.max !== undefined && (number === null || number > rules.max)) return invalid("max", rules.max);
    if (rules.min !== undefined && (number === null || number < rules.min)) return invalid("min", rules.min);
  }
  return VALID;
}
