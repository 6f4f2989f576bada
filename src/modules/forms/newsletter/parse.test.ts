import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../../test-support/context";
import {
  customFieldValue,
  isCustomFieldMissing,
  parseSubscribeReply,
  readNewsletter,
  REDIRECT_QUERY_PARAMETERS,
  redirectQuery,
  redirectUrl,
  signupNumber,
  SPAM_PROTECTION_ACTION_PREFIX,
  SUBSCRIBE_ACTION,
  validateNewsletter,
} from "./parse";
import { NEWSLETTER_MARKUP } from "../../../test-support/newsletter-markup";

afterEach(() => document.body.replaceChildren());

describe("constants", () => {
  it("pin the subscribe action and the spam-protection action prefix", () => {
    expect(SUBSCRIBE_ACTION).toBe("et_pb_submit_subscribe_form");
    expect(SPAM_PROTECTION_ACTION_PREFIX).toBe("Divi/Module/EmailOptin/List/");
  });
});

describe("readNewsletter", () => {
  it("finds the parts and the custom fields with their ids, labels, required marks and conditions", () => {
    const module = render(NEWSLETTER_MARKUP).querySelector<HTMLElement>(".et_pb_newsletter")!;
    const parts = readNewsletter(module)!;
    expect(parts.email?.id).toBe("nl_email");
    expect(parts.firstName?.id).toBe("nl_first");
    expect(parts.lastName?.id).toBe("nl_last");
    expect(parts.button?.classList.contains("et_pb_newsletter_button")).toBe(true);
    expect(parts.customFields.map((field) => [field.id, field.type, field.label, field.required])).toEqual([
      ["company", "input", "Company", true],
      ["level", "radio", "Your level", true],
      ["topics", "checkbox", "Topics", false],
      ["budget", "input", "Monthly budget", true],
    ]);
    const budget = parts.customFields[3]!;
    expect(budget.conditions).toEqual([{ fieldId: "level", operator: "is", value: "Pro" }]);
    expect(budget.relation).toBe("any");
    expect(budget.droppedConditions).toEqual([1]);
  });

  it("is null without a form, and copes with a module without names", () => {
    expect(
      readNewsletter(render(`<div class="et_pb_newsletter"></div>`).firstElementChild as HTMLElement),
    ).toBeNull();
    const module = render(
      `<div class="et_pb_newsletter"><div class="et_pb_newsletter_form"><form method="post"><input name="et_pb_signup_email"></form></div></div>`,
    ).querySelector<HTMLElement>(".et_pb_newsletter")!;
    const parts = readNewsletter(module)!;
    expect(parts.firstName).toBeNull();
    expect(parts.customFields).toEqual([]);
    expect(parts.errorArea).toBeNull();
  });
});

describe("signupNumber", () => {
  it("reads et_pb_signup_N", () => {
    const root = render(
      `<div class="et_pb_module et_pb_signup_12 et_pb_newsletter"></div><div class="et_pb_signup_x"></div>`,
    );
    expect(signupNumber(root.children[0]!)).toBe(12);
    expect(signupNumber(root.children[1]!)).toBeNull();
  });
});

describe("custom field values", () => {
  it("reads text, the chosen radio and the checked boxes, and required marks per type", () => {
    const module = render(NEWSLETTER_MARKUP).querySelector<HTMLElement>(".et_pb_newsletter")!;
    const [company, level, topics] = readNewsletter(module)!.customFields;
    expect(customFieldValue(level!)).toBe("");
    expect(isCustomFieldMissing(company!)).toBe(true);
    expect(isCustomFieldMissing(level!)).toBe(true);
    expect(isCustomFieldMissing(topics!)).toBe(false);
    (module.querySelector("#nl_company") as HTMLInputElement).value = "  ";
    expect(isCustomFieldMissing(company!)).toBe(true);
    (module.querySelector("#nl_company") as HTMLInputElement).value = "Acme";
    (module.querySelector("#lv1") as HTMLInputElement).checked = true;
    (module.querySelector("#tp0") as HTMLInputElement).checked = true;
    (module.querySelector("#tp1") as HTMLInputElement).checked = true;
    expect(customFieldValue(company!)).toBe("Acme");
    expect(customFieldValue(level!)).toBe("Pro");
    expect(customFieldValue(topics!)).toEqual(["SEO", "Email"]);
    expect(isCustomFieldMissing(level!)).toBe(false);
  });
});

describe("validateNewsletter", () => {
  const field = (label: string, value: string) => ({ label, value });

  it("passes a complete sign-up", () => {
    expect(
      validateNewsletter({
        firstName: field("First Name", "Ada"),
        lastName: field("Last Name", "Lovelace"),
        email: field("Email", " ada@example.com "),
        missingCustomFields: [],
      }),
    ).toEqual({ missing: [], invalidEmail: false });
  });

  it("lists empty names and address in page order, then required custom fields", () => {
    expect(
      validateNewsletter({
        firstName: field("First Name", " "),
        lastName: field("Last Name", ""),
        email: field("Email", ""),
        missingCustomFields: ["Company"],
      }),
    ).toEqual({ missing: ["First Name", "Last Name", "Email", "Company"], invalidEmail: false });
  });

  it("ignores names the module does not have", () => {
    expect(
      validateNewsletter({
        firstName: null,
        lastName: null,
        email: field("Email", "a@b.co"),
        missingCustomFields: [],
      }),
    ).toEqual({ missing: [], invalidEmail: false });
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "ada example@x.com", "ada@-x.com"])(
    "flags %j as an invalid address",
    (value) => {
      const result = validateNewsletter({
        firstName: null,
        lastName: null,
        email: field("Email", value),
        missingCustomFields: [],
      });
      expect(result.invalidEmail).toBe(true);
      expect(result.missing).toEqual([]);
    },
  );
});

describe("redirect", () => {
  const values = {
    firstName: "Ada",
    lastName: "Love lace",
    email: "ada+news@example.com",
    ipAddress: "203.0.113.9",
    cssId: "weekly",
  };

  it("pins the redirect query parameter names", () => {
    expect(REDIRECT_QUERY_PARAMETERS).toMatchObject({
      name: "first_name",
      last_name: "last_name",
      email: "email",
    });
  });

  it("adds only the asked options, encoded, without confusing name with last_name", () => {
    expect(redirectQuery("last_name|email", values).toString()).toBe(
      "last_name=Love+lace&email=ada%2Bnews%40example.com",
    );
    expect(redirectQuery("name", values).toString()).toBe("first_name=Ada");
    expect(redirectQuery("ip_address,css_id", values).toString()).toBe(
      "ip_address=203.0.113.9&css_id=weekly",
    );
    expect(redirectQuery("", values).toString()).toBe("");
    expect(redirectQuery(null, values).toString()).toBe("");
    expect(redirectQuery("name|unknown", { ...values, firstName: null }).toString()).toBe("");
  });

  it("builds the address, keeping its own query and hash", () => {
    const query = new URLSearchParams({ email: "a@b.co" });
    expect(redirectUrl("/thanks/?ref=nl#top", query, "https://example.com/blog/")).toBe(
      "https://example.com/thanks/?ref=nl&email=a%40b.co#top",
    );
    expect(
      redirectUrl("https://courses.example.com/welcome", new URLSearchParams(), "https://example.com/"),
    ).toBe("https://courses.example.com/welcome");
  });

  it.each([
    null,
    undefined,
    "",
    "  ",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\nscript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,x",
    "http://[::1",
  ])("refuses %j", (url) => {
    expect(redirectUrl(url, new URLSearchParams(), "https://example.com/")).toBeNull();
  });
});

describe("parseSubscribeReply", () => {
  it.each([
    ['{"success":true}', { kind: "success" }],
    ['{"success":"Subscribed"}', { kind: "success" }],
    ['{"error":"Invalid list"}', { kind: "error", message: "Invalid list" }],
    ['{"error":"  Already subscribed  ","success":true}', { kind: "error", message: "Already subscribed" }],
    ["", { kind: "failed" }],
    ["   ", { kind: "failed" }],
    ["null", { kind: "failed" }],
    ["0", { kind: "failed" }],
    ["{}", { kind: "failed" }],
    ['{"success":false}', { kind: "failed" }],
    ['{"error":""}', { kind: "failed" }],
    ['{"error":42}', { kind: "failed" }],
    ["[]", { kind: "failed" }],
    ['{"success": tru', { kind: "unreadable" }],
    ["<html><body>There has been a critical error</body></html>", { kind: "unreadable" }],
  ])("%j -> %j", (body, expected) => {
    expect(parseSubscribeReply(body)).toEqual(expected);
  });
});
