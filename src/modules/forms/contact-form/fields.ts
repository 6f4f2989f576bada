import {
  parseConditionRelation,
  parseConditionalLogic,
  type Condition,
  type ConditionFieldValue,
  type ConditionRelation,
} from "../../../validation/conditions";
import { parseCaptchaNumber, type CaptchaNumbers } from "../../../validation/captcha";
import { webUrl } from "../../../core/urls";

/**
 * Reading the contact form module's server markup (reference "Contact form"): its number, its fields with their
 * labels, required marks and conditional logic, and its captcha. Nothing here changes the page.
 */

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface ContactField {
  /** `p.et_pb_contact_field`. */
  readonly wrapper: HTMLElement;
  /** `data-id`: the field's id in the form settings (`original_id`). */
  readonly id: string;
  /** `data-type`: input, email, text, checkbox, radio, select. */
  readonly type: string;
  /** The control whose name is posted (the hidden handle of a checkbox group, the first radio). */
  readonly main: FormControl;
  /** The controls the visitor uses (every box of a group, else the main control). */
  readonly controls: readonly FormControl[];
  /** What the error list calls it: the label, the group title, the placeholder, or the id. */
  readonly label: string;
  readonly required: boolean;
  /** The theme's honeypot (`et_number`): never validated, must stay empty. */
  readonly honeypot: boolean;
  readonly conditions: readonly Condition[];
  readonly relation: ConditionRelation;
  /** Entries of `data-conditional-logic` that could not be read (for a warning); -1: the whole attribute. */
  readonly droppedConditions: readonly number[];
}

/** The theme's honeypot field id (reference: `et_pb_contact_et_number_N` must stay empty). */
export const HONEYPOT_FIELD_ID = "et_number";

export interface CaptchaModel {
  readonly input: HTMLInputElement;
  readonly question: HTMLElement | null;
  /** Null when the printed digits are unreadable; the form then draws its own. */
  readonly numbers: CaptchaNumbers | null;
}

const NUMBER_IN_ID = /(\d+)$/;

/**
 * The form's number, used in field names and the descriptor key: `data-form_unique_num`, else the trailing
 * number of the submit marker `et_pb_contactform_submit_N`, else of the container id, else 0.
 */
export function formNumberOf(container: HTMLElement, form: HTMLFormElement | null): number {
  const candidates = [
    container.dataset["form_unique_num"],
    form?.querySelector<HTMLInputElement>('input[name^="et_pb_contactform_submit_"]')?.name,
    container.id,
  ];
  for (const candidate of candidates) {
    const match = candidate === undefined ? null : NUMBER_IN_ID.exec(candidate.trim());
    if (match?.[1] !== undefined) {
      return Number(match[1]);
    }
  }
  return 0;
}

function text(element: Element | null | undefined): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}

function labelOf(wrapper: HTMLElement, main: FormControl, type: string, checkboxFallback: string): string {
  const label =
    text(wrapper.querySelector(".et_pb_contact_form_label")) ||
    text(wrapper.querySelector(".et_pb_contact_field_options_title"));
  if (label !== "") return label;
  const placeholder = main.getAttribute("placeholder")?.trim() ?? "";
  if (placeholder !== "") return placeholder;
  if (type === "checkbox") return checkboxFallback;
  return wrapper.dataset["id"] ?? main.name;
}

/** Reads every field of the form, in page order. `checkboxFallback` names an unlabelled checkbox group. */
export function readFields(form: HTMLFormElement, checkboxFallback: string): ContactField[] {
  const fields: ContactField[] = [];
  for (const wrapper of form.querySelectorAll<HTMLElement>(".et_pb_contact_field")) {
    const type = (wrapper.dataset["type"] ?? "input").trim().toLowerCase();
    let controls: FormControl[];
    let main: FormControl | null;
    if (type === "checkbox") {
      controls = [...wrapper.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
      main = wrapper.querySelector<HTMLInputElement>("input.et_pb_checkbox_handle") ?? controls[0] ?? null;
    } else if (type === "radio") {
      controls = [...wrapper.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      main = controls[0] ?? null;
    } else {
      main = wrapper.querySelector<FormControl>("textarea, select, input:not([type=hidden])");
      controls = main === null ? [] : [main];
    }
    if (main === null) continue;
    const id = wrapper.dataset["id"] ?? main.dataset["original_id"] ?? main.name;
    const parsed = parseConditionalLogic(wrapper.getAttribute("data-conditional-logic"));
    fields.push({
      wrapper,
      id,
      type,
      main,
      controls,
      label: labelOf(wrapper, main, type, checkboxFallback),
      required: (main.dataset["required_mark"] ?? "").trim() === "required",
      honeypot: id === HONEYPOT_FIELD_ID || main.dataset["original_id"] === HONEYPOT_FIELD_ID,
      conditions: parsed.conditions,
      relation: parseConditionRelation(wrapper.getAttribute("data-conditional-relation")),
      droppedConditions: parsed.dropped,
    });
  }
  return fields;
}

export function readCaptcha(form: HTMLFormElement): CaptchaModel | null {
  const input = form.querySelector<HTMLInputElement>("input.et_pb_contact_captcha");
  if (input === null) return null;
  const first = parseCaptchaNumber(input.dataset["first_digit"]);
  const second = parseCaptchaNumber(input.dataset["second_digit"]);
  return {
    input,
    question: form.querySelector<HTMLElement>(".et_pb_contact_captcha_question"),
    numbers: first !== null && second !== null ? { first, second } : null,
  };
}

/** Checked values of a group, in page order. */
function checkedValues(field: ContactField): string[] {
  return field.controls
    .filter((control): control is HTMLInputElement => control instanceof HTMLInputElement && control.checked)
    .map((control) => control.value);
}

/** The value conditional logic and validation read, by field type (reference "Conditional logic"). */
export function fieldValue(field: ContactField): string | string[] {
  if (field.type === "checkbox") return checkedValues(field);
  if (field.type === "radio") return checkedValues(field)[0] ?? "";
  return field.main.value;
}

/** The value other fields' conditions see: null while the field is hidden. */
export function conditionValue(field: ContactField, hidden: boolean): ConditionFieldValue {
  return hidden ? null : fieldValue(field);
}

/** Checked boxes of a group posted through its hidden handle, joined the theme's way. */
export const CHECKBOX_VALUE_SEPARATOR = ", ";

/** One entry of the JSON field list the server reads (spec 3 "Contact form fields"). */
export interface FieldDescriptor {
  readonly field_id: string;
  readonly original_id: string;
  readonly required_mark: "required" | "not_required";
  readonly field_type: string;
  readonly field_label: string;
}

export function describeField(field: ContactField): FieldDescriptor {
  return {
    field_id: field.main.name || field.main.id,
    original_id: field.main.dataset["original_id"] ?? field.id,
    required_mark: field.required ? "required" : "not_required",
    field_type: field.main.dataset["field_type"] ?? field.type,
    field_label: field.label,
  };
}

/** The POST keys built from the form number (reference "Submission"). */
export function fieldListKey(formNumber: number): string {
  return `et_pb_contact_email_fields_${formNumber}`;
}

export function hiddenFieldListKey(formNumber: number): string {
  return `et_pb_contact_email_hidden_fields_${formNumber}`;
}

/** The spam-protection action named after the form (reference "Newsletter" names its list the same way). */
export function spamProtectionAction(formNumber: number): string {
  return `Divi/Module/ContactForm/${formNumber}`;
}

/**
 * The redirect target from `data-redirect_url`, only when it is an http(s) address; anything else (empty,
 * `javascript:`, unparsable) gives null.
 */
export function safeRedirectUrl(value: string | undefined, base: string): string | null {
  return webUrl(value, base);
}
