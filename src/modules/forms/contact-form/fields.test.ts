import { describe, expect, it } from "vitest";
import { render } from "../../../test-support/context";
import {
  describeField,
  fieldListKey,
  fieldValue,
  formNumberOf,
  hiddenFieldListKey,
  readCaptcha,
  readFields,
  safeRedirectUrl,
  spamProtectionAction,
} from "./fields";
import { CONTACT_FORM_HTML } from "../../../test-support/contact-form-markup";

function setup() {
  const root = render(CONTACT_FORM_HTML);
  const container = root.querySelector<HTMLElement>(".et_pb_contact_form_container") as HTMLElement;
  const form = container.querySelector("form") as HTMLFormElement;
  return { container, form };
}

describe("formNumberOf", () => {
  it("prefers data-form_unique_num over the id (real pages differ: id _1, number 0)", () => {
    const root = render(
      '<div id="et_pb_contact_form_1" data-form_unique_num="0"><form><input name="et_pb_contactform_submit_0"></form></div>',
    );
    const container = root.firstElementChild as HTMLElement;
    expect(formNumberOf(container, container.querySelector("form"))).toBe(0);
  });

  it("falls back to the submit marker, then the id, then 0", () => {
    const withMarker = render('<div id="x"><form><input name="et_pb_contactform_submit_3"></form></div>')
      .firstElementChild as HTMLElement;
    expect(formNumberOf(withMarker, withMarker.querySelector("form"))).toBe(3);
    const withId = render('<div id="et_pb_contact_form_4"></div>').firstElementChild as HTMLElement;
    expect(formNumberOf(withId, null)).toBe(4);
    const bare = render("<div></div>").firstElementChild as HTMLElement;
    expect(formNumberOf(bare, null)).toBe(0);
  });
});

describe("readFields", () => {
  it("reads every field with its label, type, required mark and conditions", () => {
    const { form } = setup();
    const fields = readFields(form, "Checkbox");
    expect(fields.map((field) => [field.id, field.type, field.label, field.required])).toEqual([
      ["name", "input", "Name", true],
      ["email", "email", "Email Address", true],
      ["course", "radio", "Course", true],
      ["topics", "checkbox", "Topics", false],
      ["site", "input", "Site", true],
      ["message", "text", "Message", true],
      ["et_number", "input", "Number", true],
    ]);
    expect(fields.find((field) => field.id === "et_number")?.honeypot).toBe(true);
    expect(fields.find((field) => field.id === "site")?.conditions).toEqual([
      { fieldId: "course", operator: "is", value: "SEO" },
    ]);
    const topics = fields.find((field) => field.id === "topics");
    expect(topics?.main.className).toBe("et_pb_checkbox_handle");
    expect(topics?.controls).toHaveLength(2);
  });

  it("names an unlabelled checkbox group with the wrong_checkbox text, others by placeholder or id", () => {
    const root = render(`<form>
      <p class="et_pb_contact_field" data-id="agree" data-type="checkbox"><input type="checkbox" value="yes" data-required_mark="required"></p>
      <p class="et_pb_contact_field" data-id="phone" data-type="input"><input name="p" placeholder="Phone"></p>
      <p class="et_pb_contact_field" data-id="city" data-type="input"><input name="c"></p>
      <p class="et_pb_contact_field" data-id="empty" data-type="input"></p>
    </form>`);
    const fields = readFields(root.querySelector("form") as HTMLFormElement, "Checkbox");
    expect(fields.map((field) => field.label)).toEqual(["Checkbox", "Phone", "city"]);
  });

  it("reports unreadable conditional logic", () => {
    const root = render(
      `<form><p class="et_pb_contact_field" data-id="a" data-conditional-logic="[[" ><input name="a"></p></form>`,
    );
    const [field] = readFields(root.querySelector("form") as HTMLFormElement, "Checkbox");
    expect(field?.droppedConditions).toEqual([-1]);
    expect(field?.conditions).toEqual([]);
  });
});

describe("fieldValue and descriptors", () => {
  it("reads values by type: radio checked value, checkbox list, text", () => {
    const { form } = setup();
    const fields = readFields(form, "Checkbox");
    const byId = (id: string) => {
      const found = fields.find((field) => field.id === id);
      if (found === undefined) throw new Error(`no field ${id}`);
      return found;
    };
    expect(fieldValue(byId("course"))).toBe("");
    (form.querySelector('[value="Email"]') as HTMLInputElement).checked = true;
    expect(fieldValue(byId("course"))).toBe("Email");
    (form.querySelector('[value="Keywords"]') as HTMLInputElement).checked = true;
    (form.querySelector('[value="Analytics"]') as HTMLInputElement).checked = true;
    expect(fieldValue(byId("topics"))).toEqual(["Keywords", "Analytics"]);
    (form.querySelector("textarea") as HTMLTextAreaElement).value = "Hello";
    expect(fieldValue(byId("message"))).toBe("Hello");
  });

  it("describes fields the way the server reads them", () => {
    const { form } = setup();
    const fields = readFields(form, "Checkbox");
    expect(fields.map(describeField).slice(2, 4)).toEqual([
      {
        field_id: "et_pb_contact_course_0",
        original_id: "course",
        required_mark: "required",
        field_type: "radio",
        field_label: "Course",
      },
      {
        field_id: "et_pb_contact_topics_0",
        original_id: "topics",
        required_mark: "not_required",
        field_type: "checkbox",
        field_label: "Topics",
      },
    ]);
  });

  it("builds the keys and the spam-protection action from the form number", () => {
    expect(fieldListKey(2)).toBe("et_pb_contact_email_fields_2");
    expect(hiddenFieldListKey(2)).toBe("et_pb_contact_email_hidden_fields_2");
    expect(spamProtectionAction(2)).toBe("Divi/Module/ContactForm/2");
  });
});

describe("readCaptcha", () => {
  it("reads the printed numbers", () => {
    const { form } = setup();
    expect(readCaptcha(form)?.numbers).toEqual({ first: 7, second: 3 });
  });

  it("gives null numbers when the digits are unreadable, and null without a captcha", () => {
    const root = render(
      '<form><input class="et_pb_contact_captcha" data-first_digit="x" data-second_digit="3"></form>',
    );
    expect(readCaptcha(root.querySelector("form") as HTMLFormElement)?.numbers).toBeNull();
    expect(readCaptcha(render("<form></form>").querySelector("form") as HTMLFormElement)).toBeNull();
  });
});

describe("safeRedirectUrl", () => {
  const base = "https://blog.example/contact/";
  it("accepts http(s) addresses, relative ones resolved", () => {
    expect(safeRedirectUrl("/thanks/", base)).toBe("https://blog.example/thanks/");
    expect(safeRedirectUrl("https://other.example/x", base)).toBe("https://other.example/x");
  });
  it.each([
    undefined,
    "",
    "  ",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "\u0000javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,x",
    "http://[bad",
  ])("refuses %j", (value) => {
    expect(safeRedirectUrl(value, base)).toBeNull();
  });
});
