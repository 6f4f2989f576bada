import type { PbCustomConfig } from "../../../core/config";
import { captchaQuestion, drawCaptchaNumbers, type CaptchaNumbers } from "../../../validation/captcha";
import { evaluateConditions } from "../../../validation/conditions";
import { patternMismatch } from "../../../validation/pattern";
import {
  CHECKBOX_VALUE_SEPARATOR,
  conditionValue,
  fieldValue,
  readCaptcha,
  readFields,
  type CaptchaModel,
  type ContactField,
  type FormControl,
} from "./fields";
import type { FieldSnapshot } from "./validate";

/**
 * The server's form, prepared in place: the same nodes with the attributes the theme's script would add (ARIA,
 * captcha digits, conditional visibility). The island renders none of these nodes; it adopts them.
 */

/** The class the theme styles invalid fields with. */
export const ERROR_CLASS = "et_contact_error";
/** The class of the server's error paragraphs; a reply without one is a success. */
export const ERROR_TEXT_CLASS = "et_pb_contact_error_text";

const HIDDEN_FIELD_CLASS = "et_pb_contact_field--hidden";

export interface FormModel {
  readonly form: HTMLFormElement;
  readonly fields: readonly ContactField[];
  readonly byId: ReadonlyMap<string, ContactField>;
  readonly captcha: CaptchaModel | null;
  readonly messageArea: HTMLElement;
  /** What the server wrote in the message area; shown until the island has something to say. */
  readonly serverMessage: readonly Node[];
  /** Ids of fields hidden by conditional logic right now. */
  readonly hidden: Set<string>;
}

/** What preparing a form needs from the page. */
export interface FormSetup {
  readonly config: PbCustomConfig;
  /** The container's id, or the one the theme would give it: the base of the ids the island adds. */
  readonly baseId: string;
  readonly random: () => number;
  readonly warn: (message: string) => void;
}

/** The message area of the form in `container`, made where the theme puts it when the server printed none. */
export function ensureMessageArea(container: HTMLElement, form: HTMLFormElement): HTMLElement | null {
  if (container.querySelector(".et-pb-contact-message") !== null) return null;
  const messageArea = document.createElement("div");
  messageArea.className = "et-pb-contact-message";
  (form.closest(".et_pb_contact") ?? form).before(messageArea);
  return messageArea;
}

/** Prepares the contact form inside `container`; null when there is none (the thank-you text). */
export function prepareForm(container: HTMLElement, setup: FormSetup): FormModel | null {
  const form = container.querySelector<HTMLFormElement>("form.et_pb_contact_form");
  if (form === null) return null;
  // The island validates; the browser's bubbles would stop the submit event before our list is shown.
  form.noValidate = true;
  const fields = readFields(form, setup.config.wrong_checkbox);
  for (const field of fields) {
    if (field.droppedConditions.length > 0) {
      setup.warn(
        `contact form #${setup.baseId} field "${field.id}": data-conditional-logic ${
          field.droppedConditions.includes(-1)
            ? "is not a JSON list"
            : `entries ${field.droppedConditions.join(", ")} are not [field, operator, value]`
        }; ignoring them`,
      );
    }
    prepareField(field);
  }
  ensureMessageArea(container, form);
  const messageArea = container.querySelector<HTMLElement>(".et-pb-contact-message") as HTMLElement;
  messageArea.id ||= `${setup.baseId}-message`;
  messageArea.tabIndex = -1;
  const captcha = readCaptcha(form);
  if (captcha !== null) {
    if (captcha.numbers === null) {
      setup.warn(`contact form #${setup.baseId}: captcha digits are not whole numbers; drawing new ones`);
    }
    writeCaptcha(captcha, captcha.numbers ?? drawCaptchaNumbers(setup.random), setup.config.captcha);
    captcha.input.setAttribute("aria-required", "true");
    captcha.input.setAttribute("inputmode", "numeric");
  }
  const model: FormModel = {
    form,
    fields,
    byId: new Map(fields.map((field) => [field.id, field])),
    captcha,
    messageArea,
    serverMessage: [...messageArea.childNodes],
    hidden: new Set(fields.filter((field) => field.conditions.length > 0).map((field) => field.id)),
  };
  applyConditions(model);
  return model;
}

function prepareField(field: ContactField): void {
  if (field.honeypot) {
    // The theme hides this trap with CSS; hide it from everyone, CSS or not, and keep it out of tab order.
    field.wrapper.hidden = true;
    field.wrapper.setAttribute("aria-hidden", "true");
    for (const control of field.controls) {
      control.tabIndex = -1;
      control.setAttribute("autocomplete", "off");
    }
    return;
  }
  if (field.type === "checkbox" || field.type === "radio") {
    const group = field.wrapper.querySelector<HTMLElement>(".et_pb_contact_field_options_wrapper");
    const title = field.wrapper.querySelector<HTMLElement>(".et_pb_contact_field_options_title");
    if (group !== null) {
      group.setAttribute("role", field.type === "radio" ? "radiogroup" : "group");
      if (title !== null) {
        title.id ||= `${field.main.id || field.main.name || field.id}-title`;
        group.setAttribute("aria-labelledby", title.id);
      }
      if (field.required && field.type === "radio") group.setAttribute("aria-required", "true");
    }
    if (field.type === "checkbox") syncCheckboxHandle(field);
    return;
  }
  if (field.required) field.main.setAttribute("aria-required", "true");
  // Fields the theme prints without a visible label (placeholder only) still need an accessible name.
  if (field.main.labels?.length === 0 && !field.main.hasAttribute("aria-label")) {
    field.main.setAttribute("aria-label", field.label);
  }
}

/** The hidden handle of a checkbox group carries the checked values, joined the theme's way. */
export function syncCheckboxHandle(field: ContactField): void {
  if (field.main instanceof HTMLInputElement && field.main.type === "hidden") {
    const value = fieldValue(field);
    field.main.value = Array.isArray(value) ? value.join(CHECKBOX_VALUE_SEPARATOR) : value;
  }
}

export function writeCaptcha(captcha: CaptchaModel, numbers: CaptchaNumbers, captchaLabel: string): void {
  captcha.input.dataset["first_digit"] = String(numbers.first);
  captcha.input.dataset["second_digit"] = String(numbers.second);
  if (captcha.question !== null) captcha.question.textContent = captchaQuestion(numbers);
  captcha.input.setAttribute("aria-label", `${captchaLabel}: ${captchaQuestion(numbers)} =`);
}

export function currentCaptchaNumbers(captcha: CaptchaModel): CaptchaNumbers {
  return {
    first: Number(captcha.input.dataset["first_digit"]),
    second: Number(captcha.input.dataset["second_digit"]),
  };
}

/**
 * Shows each conditional field whose conditions hold; repeats until stable, as fields depend on fields. Returns
 * the controls of the fields it hid just now, whose error marks must go with them.
 */
export function applyConditions(model: FormModel): FormControl[] {
  const conditional = model.fields.filter((field) => field.conditions.length > 0);
  if (conditional.length === 0) return [];
  const valueOf = (id: string) => {
    const field = model.byId.get(id);
    return field === undefined ? null : conditionValue(field, model.hidden.has(id));
  };
  for (let pass = 0; pass <= conditional.length; pass += 1) {
    let changed = false;
    for (const field of conditional) {
      const show = evaluateConditions(field.conditions, field.relation, valueOf);
      if (show === model.hidden.has(field.id)) {
        if (show) model.hidden.delete(field.id);
        else model.hidden.add(field.id);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return conditional.flatMap((field) => setFieldVisible(field, !model.hidden.has(field.id)));
}

function setFieldVisible(field: ContactField, visible: boolean): FormControl[] {
  const wrapper = field.wrapper;
  if (visible === !wrapper.hidden && wrapper.dataset["conditionApplied"] === "true") return [];
  wrapper.dataset["conditionApplied"] = "true";
  wrapper.hidden = !visible;
  wrapper.classList.toggle(HIDDEN_FIELD_CLASS, !visible);
  if (visible) {
    wrapper.style.removeProperty("display");
    // The theme's stylesheet may hide conditional fields until its script shows them.
    if (getComputedStyle(wrapper).display === "none") wrapper.style.display = "block";
  } else {
    wrapper.style.display = "none";
  }
  for (const control of field.controls) {
    // A hidden field's pattern must not block the form (reference: moved to data-pattern).
    if (!visible && control.hasAttribute("pattern")) {
      control.dataset["pattern"] = control.getAttribute("pattern") ?? "";
      control.removeAttribute("pattern");
    } else if (visible && control.dataset["pattern"] !== undefined) {
      control.setAttribute("pattern", control.dataset["pattern"]);
      delete control.dataset["pattern"];
    }
  }
  return visible ? [] : [...field.controls];
}

/** The field whose wrapper holds `target`. */
export function fieldOf(model: FormModel, target: EventTarget | null): ContactField | undefined {
  if (!(target instanceof Element)) return undefined;
  const wrapper = target.closest(".et_pb_contact_field");
  return model.fields.find((field) => field.wrapper === wrapper);
}

/** What validation reads: every field's value, visibility and pattern check, at this moment. */
export function snapshot(model: FormModel): FieldSnapshot[] {
  return model.fields.map((field) => {
    const hidden = model.hidden.has(field.id);
    const mismatch =
      !hidden &&
      field.controls.some((control) => patternMismatch(control.value, control.getAttribute("pattern")));
    return {
      id: field.id,
      label: field.label,
      type: field.type,
      required: field.required,
      honeypot: field.honeypot,
      hidden,
      value: fieldValue(field),
      patternMismatch: mismatch,
      patternHint: field.main.getAttribute("title")?.trim() ?? "",
    };
  });
}
