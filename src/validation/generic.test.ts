import { describe, expect, it } from "vitest";
import {
  CREDIT_CARD_MAX_DIGITS,
  CREDIT_CARD_MIN_DIGITS,
  GENERIC_MESSAGES,
  formatMessage,
  isDigits,
  isValidCreditCard,
  isValidDate,
  isValidIsoDate,
  isValidNumber,
  isValidUrl,
  passesLuhn,
  validateGeneric,
} from "./generic";

describe("generic messages", () => {
  it("pin the spec's default messages", () => {
    expect(GENERIC_MESSAGES.required).toBe("This field is required.");
    expect(GENERIC_MESSAGES.email).toBe("Please enter a valid email address.");
    expect(GENERIC_MESSAGES.url).toBe("Please enter a valid URL.");
    expect(GENERIC_MESSAGES.date).toBe("Please enter a valid date.");
    expect(GENERIC_MESSAGES.dateISO).toBe("Please enter a valid date (ISO).");
    expect(GENERIC_MESSAGES.number).toBe("Please enter a valid number.");
    expect(GENERIC_MESSAGES.digits).toBe("Please enter only digits.");
    expect(GENERIC_MESSAGES.creditcard).toBe("Please enter a valid credit card number.");
    expect(GENERIC_MESSAGES.equalTo).toBe("Please enter the same value again.");
    expect(GENERIC_MESSAGES.maxlength).toBe("Please enter no more than {0} characters.");
    expect(GENERIC_MESSAGES.minlength).toBe("Please enter at least {0} characters.");
    expect(GENERIC_MESSAGES.rangelength).toBe("Please enter a value between {0} and {1} characters long.");
    expect(GENERIC_MESSAGES.range).toBe("Please enter a value between {0} and {1}.");
    expect(GENERIC_MESSAGES.max).toBe("Please enter a value less than or equal to {0}.");
    expect(GENERIC_MESSAGES.min).toBe("Please enter a value greater than or equal to {0}.");
  });

  it("fills placeholders by index, repeated and out of order", () => {
    expect(formatMessage("between {0} and {1}", 2, 5)).toBe("between 2 and 5");
    expect(formatMessage("{1} before {0}, {0} again", "a", "b")).toBe("b before a, a again");
    expect(formatMessage("missing {2}", 1)).toBe("missing {2}");
    expect(formatMessage("no placeholders")).toBe("no placeholders");
  });
});

describe("single rules", () => {
  it.each([
    "https://example.com",
    "http://example.com/path?q=1#x",
    "ftp://files.example.org",
    "https://localhost:8080",
  ])("url accepts %s", (url) => {
    expect(isValidUrl(url)).toBe(true);
  });
  it.each(["example.com", "javascript:alert(1)", "https://", "http:// spaced.com", "mailto:a@b.co", ""])(
    "url refuses %j",
    (url) => {
      expect(isValidUrl(url)).toBe(false);
    },
  );

  it("date", () => {
    expect(isValidDate("2024-02-29")).toBe(true);
    expect(isValidDate("March 3, 2024")).toBe(true);
    expect(isValidDate("not a date")).toBe(false);
    expect(isValidDate("")).toBe(false);
  });

  it("ISO date", () => {
    expect(isValidIsoDate("2024-02-29")).toBe(true);
    expect(isValidIsoDate("2024/2/9")).toBe(true);
    expect(isValidIsoDate("2024-13-01")).toBe(false);
    expect(isValidIsoDate("2024-12-32")).toBe(false);
    expect(isValidIsoDate("24-12-01")).toBe(false);
  });

  it.each([
    ["12", true],
    ["-12.5", true],
    ["1,234,567.89", true],
    [".5", true],
    ["1,23", false],
    ["12a", false],
    ["-", false],
    ["", false],
    ["1e5", false],
  ])("number %j is %s", (value, expected) => {
    expect(isValidNumber(value)).toBe(expected);
  });

  it("digits", () => {
    expect(isDigits("0123")).toBe(true);
    expect(isDigits("12.3")).toBe(false);
    expect(isDigits("-1")).toBe(false);
    expect(isDigits("")).toBe(false);
  });

  it("credit card: 13 to 19 digits with a Luhn check", () => {
    expect([CREDIT_CARD_MIN_DIGITS, CREDIT_CARD_MAX_DIGITS]).toEqual([13, 19]);
    expect(isValidCreditCard("4111 1111 1111 1111")).toBe(true);
    expect(isValidCreditCard("4111-1111-1111-1111")).toBe(true);
    expect(isValidCreditCard("4111111111111112")).toBe(false);
    expect(isValidCreditCard("4222222222222")).toBe(true);
    expect(isValidCreditCard("000000000000")).toBe(false); // 12 digits, Luhn-valid
    expect(isValidCreditCard("0000000000000000000")).toBe(true); // 19 digits
    expect(isValidCreditCard("00000000000000000000")).toBe(false); // 20 digits
    expect(isValidCreditCard("4111 1111 1111 111a")).toBe(false);
    expect(passesLuhn("79927398713")).toBe(true);
    expect(passesLuhn("79927398710")).toBe(false);
  });
});

describe("validateGeneric", () => {
  it("required fails on empty text and empty groups; other rules let empty through", () => {
    expect(validateGeneric("", { required: true })).toEqual({
      valid: false,
      message: "This field is required.",
    });
    expect(validateGeneric("  ", { required: true }).valid).toBe(false);
    expect(validateGeneric([], { required: true }).valid).toBe(false);
    expect(validateGeneric("", { email: true, minlength: 3 })).toEqual({ valid: true });
  });

  it("returns the first failing rule with placeholders filled", () => {
    expect(validateGeneric("ab", { minlength: 3 })).toEqual({
      valid: false,
      message: "Please enter at least 3 characters.",
    });
    expect(validateGeneric("abcdef", { maxlength: 5 })).toEqual({
      valid: false,
      message: "Please enter no more than 5 characters.",
    });
    expect(validateGeneric("a", { rangelength: [2, 4] })).toEqual({
      valid: false,
      message: "Please enter a value between 2 and 4 characters long.",
    });
    expect(validateGeneric("11", { range: [1, 10] })).toEqual({
      valid: false,
      message: "Please enter a value between 1 and 10.",
    });
    expect(validateGeneric("11", { max: 10 })).toEqual({
      valid: false,
      message: "Please enter a value less than or equal to 10.",
    });
    expect(validateGeneric("0", { min: 1 })).toEqual({
      valid: false,
      message: "Please enter a value greater than or equal to 1.",
    });
    expect(validateGeneric("x", { email: true, minlength: 3 })).toEqual({
      valid: false,
      message: "Please enter a valid email address.",
    });
  });

  it("length limits are inclusive and count characters, not UTF-16 units", () => {
    expect(validateGeneric("abc", { minlength: 3, maxlength: 3 }).valid).toBe(true);
    expect(validateGeneric("😀😀", { maxlength: 2 }).valid).toBe(true);
  });

  it("counts choices for groups", () => {
    expect(validateGeneric(["a", "b", "c"], { maxlength: 2 }).valid).toBe(false);
    expect(validateGeneric(["a"], { minlength: 1 }).valid).toBe(true);
  });

  it("range, min and max are inclusive and refuse non-numbers", () => {
    expect(validateGeneric("10", { range: [1, 10] }).valid).toBe(true);
    expect(validateGeneric("1", { range: [1, 10], min: 1 }).valid).toBe(true);
    expect(validateGeneric("ten", { max: 10 }).valid).toBe(false);
    expect(validateGeneric("1,000", { max: 1000 }).valid).toBe(true);
  });

  it("equalTo compares exactly", () => {
    expect(validateGeneric("secret", { equalTo: "secret" }).valid).toBe(true);
    expect(validateGeneric("Secret", { equalTo: "secret" })).toEqual({
      valid: false,
      message: "Please enter the same value again.",
    });
  });

  it.each([
    [{ url: true }, "nope", "Please enter a valid URL."],
    [{ date: true }, "nope", "Please enter a valid date."],
    [{ dateISO: true }, "03/04/2024", "Please enter a valid date (ISO)."],
    [{ number: true }, "1a", "Please enter a valid number."],
    [{ digits: true }, "1.5", "Please enter only digits."],
    [{ creditcard: true }, "1234", "Please enter a valid credit card number."],
  ])("%j refuses %j", (rules, value, message) => {
    expect(validateGeneric(value, rules)).toEqual({ valid: false, message });
  });
});
