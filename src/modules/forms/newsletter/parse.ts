import * as z from "zod/mini";
import {
  hasChoice,
  isFilled,
  isValidEmail,
  parseConditionalLogic,
  parseConditionRelation,
  type Condition,
  type ConditionFieldValue,
  type ConditionRelation,
} from "../../../validation";
import { webUrl } from "../../../core/urls";
import type { ParseResult } from "../../../boot/island";

/**
 * Reading the newsletter (email optin) module's server markup (reference "Newsletter / email optin") and its
 * reply (spec 7 `et_pb_submit_subscribe_form`). Nothing here changes the page.
 */

export const SUBSCRIBE_ACTION = "et_pb_submit_subscribe_form";
/** The spam-protection action the theme names per list (reference: `Divi/Module/EmailOptin/List/<id>`). */
export const SPAM_PROTECTION_ACTION_PREFIX = "Divi/Module/EmailOptin/List/";

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface CustomField {
  /** `p.et_pb_signup_custom_field`. */
  readonly wrapper: HTMLElement;
  /** The field's id in the module settings (`data-original_id`, else the wrapper's `data-id`). */
  readonly id: string;
  /** `data-type`: input, email, text, select, radio, checkbox. */
  readonly type: string;
  /** Every control the visitor uses (each box of a group, else the one control). */
  readonly controls: readonly Control[];
  readonly label: string;
  readonly required: boolean;
  readonly conditions: readonly Condition[];
  readonly relation: ConditionRelation;
  readonly droppedConditions: readonly number[];
}

export interface NewsletterParts {
  readonly form: HTMLFormElement;
  readonly fieldsArea: HTMLElement | null;
  readonly errorArea: HTMLElement | null;
  readonly successArea: HTMLElement | null;
  readonly button: HTMLElement | null;
  readonly firstName: HTMLInputElement | null;
  readonly lastName: HTMLInputElement | null;
  readonly email: HTMLInputElement | null;
  readonly customFields: readonly CustomField[];
}

const text = (element: Element | null | undefined): string =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** What a message calls a field: its label, its group title, its placeholder, then its id. */
export function labelOf(wrapper: Element, control: Control | undefined, fallback: string): string {
  return (
    text(wrapper.querySelector(".et_pb_contact_form_label")) ||
    text(wrapper.querySelector(".et_pb_contact_field_options_title")) ||
    (control?.getAttribute("placeholder") ?? "").trim() ||
    fallback
  );
}

function readCustomField(wrapper: HTMLElement): CustomField | null {
  const type = (wrapper.dataset["type"] ?? "input").trim().toLowerCase();
  const controls =
    type === "checkbox"
      ? [...wrapper.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      : type === "radio"
        ? [...wrapper.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
        : [...wrapper.querySelectorAll<Control>('textarea, select, input:not([type="hidden"])')].slice(0, 1);
  // The checkbox group's settings sit on its hidden handle.
  const settings =
    wrapper.querySelector<HTMLElement>("[data-original_id], [data-required_mark]") ?? controls[0];
  const id = (settings?.dataset["original_id"] ?? wrapper.dataset["id"] ?? "").trim();
  if (controls.length === 0 || id === "") return null;
  const parsed = parseConditionalLogic(wrapper.getAttribute("data-conditional-logic"));
  return {
    wrapper,
    id,
    type,
    controls,
    label: labelOf(wrapper, controls[0], id),
    required: (settings?.dataset["required_mark"] ?? "").trim() === "required",
    conditions: parsed.conditions,
    relation: parseConditionRelation(wrapper.getAttribute("data-conditional-relation")),
    droppedConditions: parsed.dropped,
  };
}

export function readNewsletter(module: HTMLElement): NewsletterParts | null {
  const form =
    module.querySelector<HTMLFormElement>(".et_pb_newsletter_form form") ?? module.querySelector("form");
  if (form === null) return null;
  const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return {
    form,
    fieldsArea: form.querySelector<HTMLElement>(".et_pb_newsletter_fields"),
    errorArea: form.querySelector<HTMLElement>(".et_pb_newsletter_error"),
    successArea: form.querySelector<HTMLElement>(".et_pb_newsletter_success"),
    button: module.querySelector<HTMLElement>(".et_pb_newsletter_button"),
    firstName: input("et_pb_signup_firstname"),
    lastName: input("et_pb_signup_lastname"),
    email: input("et_pb_signup_email"),
    customFields: [...form.querySelectorAll<HTMLElement>(".et_pb_signup_custom_field")]
      .map(readCustomField)
      .filter((field): field is CustomField => field !== null),
  };
}

/** The module's number from its `et_pb_signup_N` class, or null. */
export function signupNumber(module: Element): number | null {
  for (const name of module.classList) {
    const match = /^et_pb_signup_(\d+)$/.exec(name);
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  return null;
}

/** The value of a custom field: text, the chosen radio (empty when none), or the checked boxes. */
export function customFieldValue(field: CustomField): string | string[] {
  const checked = field.controls
    .filter((control): control is HTMLInputElement => control instanceof HTMLInputElement && control.checked)
    .map((control) => control.value);
  if (field.type === "checkbox") return checked;
  if (field.type === "radio") return checked[0] ?? "";
  return field.controls[0]?.value ?? "";
}

export function conditionValueOf(field: CustomField, hidden: boolean): ConditionFieldValue {
  return hidden ? null : customFieldValue(field);
}

export function isCustomFieldMissing(field: CustomField): boolean {
  if (!field.required) return false;
  if (field.type === "checkbox" || field.type === "radio") {
    return !hasChoice(
      field.controls.map((control) => ({ checked: control instanceof HTMLInputElement && control.checked })),
    );
  }
  return !isFilled(field.controls[0]?.value);
}

export interface ValidationInput {
  /** Null when the module has no such field. */
  readonly firstName: { label: string; value: string } | null;
  readonly lastName: { label: string; value: string } | null;
  readonly email: { label: string; value: string } | null;
  /** Visible required custom fields that are empty. */
  readonly missingCustomFields: readonly string[];
}

export interface ValidationResult {
  /** Labels of empty required fields, in page order. */
  readonly missing: readonly string[];
  /** The address is filled but does not match the email pattern. */
  readonly invalidEmail: boolean;
}

/** Spec 5 "Newsletter form": names when present must be filled, the address must match, required fields too. */
export function validateNewsletter(input: ValidationInput): ValidationResult {
  const missing: string[] = [];
  if (input.firstName !== null && !isFilled(input.firstName.value)) missing.push(input.firstName.label);
  if (input.lastName !== null && !isFilled(input.lastName.value)) missing.push(input.lastName.label);
  let invalidEmail = false;
  if (input.email !== null) {
    if (!isFilled(input.email.value)) missing.push(input.email.label);
    else invalidEmail = !isValidEmail(input.email.value);
  }
  missing.push(...input.missingCustomFields);
  return { missing, invalidEmail };
}

/** Redirect query options (reference: `data-redirect_query`, names joined by `|`) and the parameter each adds. */
export const REDIRECT_QUERY_PARAMETERS = {
  name: "first_name",
  first_name: "first_name",
  last_name: "last_name",
  email: "email",
  ip_address: "ip_address",
  css_id: "css_id",
} as const;

export interface RedirectValues {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string;
  readonly ipAddress: string | null;
  readonly cssId: string | null;
}

/** The query the redirect carries: only the options asked for, only values that exist, properly encoded. */
export function redirectQuery(option: string | null | undefined, values: RedirectValues): URLSearchParams {
  const query = new URLSearchParams();
  const asked = new Set((option ?? "").split(/[|,\s]+/).map((token) => token.trim().toLowerCase()));
  const add = (parameter: string, value: string | null): void => {
    if (value !== null && value !== "" && !query.has(parameter)) query.set(parameter, value);
  };
  for (const token of asked) {
    switch (REDIRECT_QUERY_PARAMETERS[token as keyof typeof REDIRECT_QUERY_PARAMETERS]) {
      case "first_name":
        add("first_name", values.firstName);
        break;
      case "last_name":
        add("last_name", values.lastName);
        break;
      case "email":
        add("email", values.email);
        break;
      case "ip_address":
        add("ip_address", values.ipAddress);
        break;
      case "css_id":
        add("css_id", values.cssId);
        break;
      default:
        break;
    }
  }
  return query;
}

/**
 * The address to go to after a sign-up, or null when the attribute is missing or not an http(s) address (a
 * `javascript:` URL in a setting must never run). Existing query parameters and the hash are kept.
 */
export function redirectUrl(
  url: string | null | undefined,
  query: URLSearchParams,
  baseUri: string,
): string | null {
  const address = webUrl(url, baseUri);
  if (address === null) return null;
  const target = new URL(address);
  for (const [key, value] of query) target.searchParams.append(key, value);
  return target.href;
}

const replySchema = z.object({
  error: z.optional(z.unknown()),
  success: z.optional(z.unknown()),
});

export type SubscribeReply =
  | { readonly kind: "success" }
  | { readonly kind: "error"; readonly message: string }
  /** Empty, missing or meaningless: the theme's subscription-failed message. */
  | { readonly kind: "failed" }
  /** Not JSON at all (an error page, a broken reply). */
  | { readonly kind: "unreadable" };

/** Spec 7/8: the reply's `error` is shown, `success` succeeds, and an empty reply is a failed subscription. */
export function parseSubscribeReply(body: string): SubscribeReply {
  const trimmed = body.trim();
  if (trimmed === "") return { kind: "failed" };
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    return { kind: "unreadable" };
  }
  const parsed = replySchema.safeParse(data);
  if (!parsed.success) return { kind: "failed" };
  const { error, success } = parsed.data;
  if (typeof error === "string" && error.trim() !== "") return { kind: "error", message: error.trim() };
  if (success !== undefined && success !== null && success !== false && success !== "")
    return { kind: "success" };
  return { kind: "failed" };
}

/** What the newsletter island adopts: the module's nodes, its parts, and what the error area held already. */
export interface NewsletterModel extends NewsletterParts {
  /** The module's children, in order. */
  readonly nodes: readonly Node[];
  /** The error area's own children from the server, shown until the island has something to say. */
  readonly serverError: readonly Node[];
}

/** The island's model, or why the markup is left as it is (a module without a form is a placeholder). */
export function parseNewsletter(module: HTMLElement): ParseResult<NewsletterModel> {
  const parts = readNewsletter(module);
  if (parts === null) return { ok: false, reason: "newsletter module without a form" };
  return {
    ok: true,
    model: {
      ...parts,
      nodes: [...module.childNodes],
      serverError: parts.errorArea === null ? [] : [...parts.errorArea.childNodes],
    },
  };
}
