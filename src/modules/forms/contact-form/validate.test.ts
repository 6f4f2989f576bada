import { describe, expect, it } from "vitest";
import { errorSummary, summaryText, validateContact, type FieldSnapshot } from "./validate";

const messages = {
  fill: "Please, fill in the following fields:",
  general: "Please, fix the following errors:",
  invalidEmail: "Invalid email",
  wrongCaptcha: "You entered the wrong number in captcha.",
};

function field(overrides: Partial<FieldSnapshot>): FieldSnapshot {
  return {
    id: "name",
    label: "Name",
    type: "input",
    required: true,
    honeypot: false,
    hidden: false,
    value: "",
    patternMismatch: false,
    patternHint: "",
    ...overrides,
  };
}

const captcha = (answer: string) => ({ answer, numbers: { first: 7, second: 3 } });

describe("validateContact", () => {
  it("names each empty required field by its label, then the captcha when empty", () => {
    const result = validateContact(
      [field({}), field({ id: "topics", label: "Topics", type: "checkbox", value: [] })],
      captcha(""),
      "Captcha",
    );
    expect(result.missing).toEqual([
      { id: "name", label: "Name" },
      { id: "topics", label: "Topics" },
      { id: null, label: "Captcha" },
    ]);
    expect(result.captcha).toBe("missing");
    expect(result.valid).toBe(false);
  });

  it("white space is empty; optional empty fields pass", () => {
    const result = validateContact(
      [field({ value: "   " }), field({ id: "x", required: false })],
      null,
      "Captcha",
    );
    expect(result.missing.map((entry) => entry.id)).toEqual(["name"]);
    expect(result.captcha).toBe("absent");
  });

  it("checks filled e-mail fields with the contact rule, even optional ones", () => {
    const result = validateContact(
      [
        field({ id: "email", type: "email", value: "anna@blog" }),
        field({ id: "email2", type: "email", required: false, value: "ok@example.com" }),
        field({ id: "email3", type: "email", required: false, value: "" }),
      ],
      null,
      "Captcha",
    );
    expect(result.invalidEmail).toEqual(["email"]);
    expect(result.missing).toEqual([]);
  });

  it("skips hidden fields (even required and invalid) and reports them", () => {
    const result = validateContact(
      [
        field({ hidden: true }),
        field({ id: "mail", type: "email", hidden: true, value: "bad", patternMismatch: true }),
      ],
      null,
      "Captcha",
    );
    expect(result.valid).toBe(true);
    expect(result.hidden).toEqual(["name", "mail"]);
  });

  it("never validates the honeypot", () => {
    expect(validateContact([field({ honeypot: true })], null, "Captcha").valid).toBe(true);
  });

  it("a wrong or right captcha answer", () => {
    expect(validateContact([], captcha("11"), "Captcha").captcha).toBe("wrong");
    expect(validateContact([], captcha(" 10 "), "Captcha")).toMatchObject({ captcha: "ok", valid: true });
  });

  it("lists pattern mismatches with the field's hint", () => {
    const result = validateContact(
      [field({ value: "x", patternMismatch: true, patternHint: "Letters only" })],
      null,
      "C",
    );
    expect(result.pattern).toEqual([{ id: "name", label: "Name", hint: "Letters only" }]);
    expect(result.valid).toBe(false);
  });
});

describe("errorSummary", () => {
  it("only missing fields: the fill header and the labels, no general message", () => {
    const summary = errorSummary(validateContact([field({})], captcha(""), "Captcha"), messages);
    expect(summary).toEqual({
      general: null,
      fillHeader: messages.fill,
      missingLabels: ["Name", "Captcha"],
      others: [],
    });
    expect(summaryText(summary as NonNullable<typeof summary>)).toBe(
      "Please, fill in the following fields: Name, Captcha.",
    );
  });

  it("missing fields plus other errors: the general message comes first", () => {
    const summary = errorSummary(
      validateContact(
        [field({}), field({ id: "email", type: "email", value: "bad" })],
        captcha("1"),
        "Captcha",
      ),
      messages,
    );
    expect(summary).toEqual({
      general: messages.general,
      fillHeader: messages.fill,
      missingLabels: ["Name"],
      others: [messages.invalidEmail, messages.wrongCaptcha],
    });
    expect(summaryText(summary as NonNullable<typeof summary>)).toBe(
      "Please, fix the following errors: Please, fill in the following fields: Name. Invalid email You entered the wrong number in captcha.",
    );
  });

  it("only other errors: no header, no general message", () => {
    const summary = errorSummary(validateContact([], captcha("1"), "Captcha"), messages);
    expect(summary).toEqual({
      general: null,
      fillHeader: null,
      missingLabels: [],
      others: [messages.wrongCaptcha],
    });
  });

  it("one invalid-email line however many e-mail fields fail; pattern lines name the field", () => {
    const summary = errorSummary(
      validateContact(
        [
          field({ id: "a", type: "email", value: "x" }),
          field({ id: "b", type: "email", value: "y" }),
          field({ id: "c", label: "Phone", value: "z", patternMismatch: true }),
          field({ id: "d", label: "Code", value: "z", patternMismatch: true }),
        ],
        null,
        "Captcha",
      ),
      messages,
    );
    expect(summary?.others).toEqual([messages.invalidEmail, "Phone", "Code"]);
  });

  it("nothing to say when valid", () => {
    expect(
      errorSummary(validateContact([field({ value: "Anna" })], captcha("10"), "Captcha"), messages),
    ).toBeNull();
  });
});
