import { describe, expect, it } from "vitest";
import { CONTACT_EMAIL_MIN_LENGTH, isValidContactEmail, isValidEmail } from "./email";

describe("isValidContactEmail (spec 5 contact form)", () => {
  it("needs at least 6 characters", () => {
    expect(CONTACT_EMAIL_MIN_LENGTH).toBe(6);
    expect(isValidContactEmail("a@b.c")).toBe(false);
    expect(isValidContactEmail("a@b.co")).toBe(true);
  });

  it.each([
    "anna@example.com",
    "Anna.Smith@Example.COM",
    "  anna@example.com  ",
    "first.last+tag@sub.example.co.uk",
    "o'brien@example.ie",
    "x_y-z@my-site.example",
    "!#$%&'*+/=?^_`{|}~-@example.com",
    "123@456.78",
  ])("accepts %s", (email) => {
    expect(isValidContactEmail(email)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["white space only", "       "],
    ["no at-sign", "annaexample.com"],
    ["at-sign first", "@example.com"],
    ["only one domain label", "anna@example"],
    ["consecutive dots in the domain", "anna@example..com"],
    ["leading hyphen in a label", "anna@-example.com"],
    ["trailing hyphen in a label", "anna@example-.com"],
    ["empty label at the end", "anna@example.com."],
    ["empty label at the start", "anna@.example.com"],
    ["underscore in the domain", "anna@ex_ample.com"],
    ["space in the local part", "an na@example.com"],
    ["comma in the local part", "an,na@example.com"],
    ["second at-sign", "anna@ex@ample.com"],
    ["non-ASCII domain", "anna@exämple.com"],
    ["brackets", "<anna@example.com>"],
  ])("refuses %s", (_case, email) => {
    expect(isValidContactEmail(email)).toBe(false);
  });

  it("compares lower-cased, so upper-case letters in the domain pass", () => {
    expect(isValidContactEmail("ANNA@EXAMPLE.COM")).toBe(true);
  });
});

describe("isValidEmail (general pattern)", () => {
  it.each(["anna@example.com", "a@b.co", " anna@example.com ", "first.last+tag@sub.example.org"])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each(["", "anna", "anna@", "@example.com", "anna@example", "anna@-example.com", "an na@example.com"])(
    "refuses %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it("refuses a domain label longer than 63 characters", () => {
    expect(isValidEmail(`anna@${"a".repeat(64)}.com`)).toBe(false);
    expect(isValidEmail(`anna@${"a".repeat(63)}.com`)).toBe(true);
  });
});
