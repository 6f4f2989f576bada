import type { Cleanup, ModuleContext } from "../../../boot/types";
import { AjaxParseError } from "../../../core/ajax-errors";
import {
  createLiveRegion,
  createSubmissionGuard,
  describeFailure,
  focusFirstInvalid,
  markInvalid,
} from "../../../core/forms/submission";
import { spamProtectionToken } from "../../../core/forms/spam-protection";
import { CONDITION_KEYDOWN_DEBOUNCE_MS, evaluateConditions } from "../../../validation";
import {
  conditionValueOf,
  customFieldValue,
  isCustomFieldMissing,
  labelOf,
  parseSubscribeReply,
  readNewsletter,
  redirectQuery,
  redirectUrl,
  signupNumber,
  SPAM_PROTECTION_ACTION_PREFIX,
  SUBSCRIBE_ACTION,
  validateNewsletter,
  type Control,
  type CustomField,
} from "./parse";

/**
 * The newsletter (email optin) module (spec 4 "Newsletter form", 5, 7, 8). States, visible as `data-state` on
 * the module: idle, validating, sending (the button's `et_pb_button_text_loading`), success, error. What the
 * visitor typed stays in the fields through every failure, and a request in flight blocks a second one.
 */

/** The theme's classes: the button while sending, a field that failed validation. */
export const LOADING_CLASS = "et_pb_button_text_loading";
export const FIELD_ERROR_CLASS = "et_pb_signup_error";
export const CUSTOM_FIELD_ERROR_CLASS = "et_contact_error";

export type NewsletterState = "idle" | "validating" | "sending" | "success" | "error";

/** Where a successful sign-up with a redirect goes; a seam so tests can watch instead of navigating. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

let generatedIds = 0;
function idFor(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    generatedIds += 1;
    element.id = `${prefix}-${generatedIds}`;
  }
  return element.id;
}

/** Shows or hides a result area whatever the theme's CSS says about it. */
function reveal(element: HTMLElement | null, shown: boolean): void {
  if (element === null) return;
  element.hidden = !shown;
  element.style.display = shown ? "block" : "none";
}

function paragraph(doc: Document, text: string): HTMLParagraphElement {
  const element = doc.createElement("p");
  element.textContent = text;
  return element;
}

export function mount(module: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parts = readNewsletter(module);
  if (parts === null) {
    return context.decline("newsletter module without a form", module);
  }
  const { form, fieldsArea, errorArea, successArea, button, firstName, lastName, email, customFields } =
    parts;
  const { signal } = context;
  const doc = module.ownerDocument;
  const messages = context.config.pbCustom;
  const live = createLiveRegion(module);
  const guard = createSubmissionGuard({ signal, busyElement: form });
  const errorId = errorArea === null ? undefined : idFor(errorArea, "enhance-newsletter-error");
  for (const field of customFields) {
    if (field.droppedConditions.length > 0) {
      context.log.warn(
        `newsletter field "${field.id}": data-conditional-logic entries ${field.droppedConditions.join(", ")} could not be read; they are ignored`,
        field.wrapper,
      );
    }
  }

  const setState = (state: NewsletterState): void => {
    module.dataset["state"] = state;
  };
  setState(module.dataset["state"] === "success" ? "success" : "idle");
  reveal(errorArea, false);
  if (module.dataset["state"] !== "success") reveal(successArea, false);
  // The live region speaks; the visible area is not a second live region, so nothing is announced twice.
  if (errorArea !== null) errorArea.tabIndex = -1;
  if (button !== null && button.tagName === "A") button.setAttribute("role", "button");

  // Conditional custom fields (spec 4 "Conditional fields"): hidden by default, shown when the rules hold.
  const hiddenFields = new Set<CustomField>();
  function applyConditions(): void {
    const byId = new Map(customFields.map((field) => [field.id, field]));
    // Fields that depend on each other settle within as many passes as there are fields.
    for (let pass = 0; pass <= customFields.length; pass += 1) {
      let changed = false;
      for (const field of customFields) {
        if (field.conditions.length === 0) continue;
        const shown = evaluateConditions(field.conditions, field.relation, (id) => {
          const other = byId.get(id);
          return other === undefined ? null : conditionValueOf(other, hiddenFields.has(other));
        });
        if (shown === !hiddenFields.has(field)) continue;
        changed = true;
        if (shown) hiddenFields.delete(field);
        else hiddenFields.add(field);
      }
      if (!changed) break;
    }
    for (const field of customFields) {
      if (field.conditions.length === 0) continue;
      const hidden = hiddenFields.has(field);
      field.wrapper.hidden = hidden;
      field.wrapper.style.display = hidden ? "none" : "";
      // A hidden field must not block the native validity check.
      for (const control of field.controls) {
        if (hidden && control.hasAttribute("pattern")) {
          control.dataset["pattern"] = control.getAttribute("pattern") ?? "";
          control.removeAttribute("pattern");
        } else if (!hidden && control.dataset["pattern"] !== undefined) {
          control.setAttribute("pattern", control.dataset["pattern"]);
          delete control.dataset["pattern"];
        }
      }
    }
  }
  if (customFields.some((field) => field.conditions.length > 0)) {
    applyConditions();
    form.addEventListener("change", applyConditions, { signal });
    let pending: number | undefined;
    signal.addEventListener("abort", () => window.clearTimeout(pending), { once: true });
    form.addEventListener(
      "keydown",
      () => {
        window.clearTimeout(pending);
        pending = window.setTimeout(applyConditions, CONDITION_KEYDOWN_DEBOUNCE_MS);
      },
      { signal, passive: true },
    );
  }

  function clearErrors(): void {
    for (const control of form.querySelectorAll<HTMLElement>(
      `.${FIELD_ERROR_CLASS}, .${CUSTOM_FIELD_ERROR_CLASS}`,
    )) {
      control.classList.remove(FIELD_ERROR_CLASS, CUSTOM_FIELD_ERROR_CLASS);
    }
    for (const control of form.querySelectorAll("[aria-invalid]")) markInvalid(control, false, errorId);
    errorArea?.replaceChildren();
    reveal(errorArea, false);
  }

  function showError(content: Node[], announcement: string): void {
    if (errorArea !== null) {
      errorArea.replaceChildren(...content);
      reveal(errorArea, true);
    }
    live.announce(announcement, "assertive");
    setState("error");
  }

  const fieldLabel = (input: HTMLInputElement, fallback: string): string =>
    labelOf(input.closest(".et_pb_newsletter_field") ?? input, input, fallback);

  /** Checks every rule; marks and lists what is wrong, and returns whether the form may be sent. */
  function validate(): boolean {
    setState("validating");
    clearErrors();
    const visibleCustom = customFields.filter((field) => !hiddenFields.has(field));
    const missingCustom = visibleCustom.filter(isCustomFieldMissing);
    const result = validateNewsletter({
      firstName:
        firstName === null ? null : { label: fieldLabel(firstName, "First Name"), value: firstName.value },
      lastName:
        lastName === null ? null : { label: fieldLabel(lastName, "Last Name"), value: lastName.value },
      email: email === null ? null : { label: fieldLabel(email, "Email"), value: email.value },
      missingCustomFields: missingCustom.map((field) => field.label),
    });
    const invalid: HTMLElement[] = [];
    const flag = (control: HTMLElement, errorClass: string): void => {
      control.classList.add(errorClass);
      markInvalid(control, true, errorId);
      invalid.push(control);
    };
    // Page order, so focus goes to the first field to fix.
    if (firstName !== null && result.missing.includes(fieldLabel(firstName, "First Name"))) {
      flag(firstName, FIELD_ERROR_CLASS);
    }
    if (lastName !== null && result.missing.includes(fieldLabel(lastName, "Last Name"))) {
      flag(lastName, FIELD_ERROR_CLASS);
    }
    if (email !== null && (result.invalidEmail || result.missing.includes(fieldLabel(email, "Email")))) {
      flag(email, FIELD_ERROR_CLASS);
    }
    for (const field of missingCustom) {
      for (const control of field.controls) flag(control, CUSTOM_FIELD_ERROR_CLASS);
    }
    // The browser's own rules (a pattern, a type, `required`) on every visible field the spec rules passed.
    const nativeInvalid: Control[] = [];
    const seenNames = new Set<string>();
    for (const control of form.querySelectorAll<Control>("input, select, textarea")) {
      if (control.type === "hidden" || control.closest("[hidden]") !== null || invalid.includes(control))
        continue;
      if (control.checkValidity() || (control.name !== "" && seenNames.has(control.name))) continue;
      seenNames.add(control.name);
      nativeInvalid.push(control);
      flag(
        control,
        control.closest(".et_pb_signup_custom_field") === null ? FIELD_ERROR_CLASS : CUSTOM_FIELD_ERROR_CLASS,
      );
    }
    if (result.missing.length === 0 && !result.invalidEmail && nativeInvalid.length === 0) return true;

    const content: Node[] = [];
    const spoken: string[] = [];
    if (result.missing.length > 0) {
      content.push(paragraph(doc, messages.fill_message));
      const list = doc.createElement("ul");
      for (const label of result.missing)
        list.append(Object.assign(doc.createElement("li"), { textContent: label }));
      content.push(list);
      spoken.push(`${messages.fill_message} ${result.missing.join(", ")}`);
    }
    if (result.invalidEmail) {
      content.push(paragraph(doc, messages.invalid));
      spoken.push(messages.invalid);
    }
    if (nativeInvalid.length > 0) {
      const list = doc.createElement("ul");
      for (const control of nativeInvalid) {
        const label = labelOf(control.closest(".et_pb_newsletter_field") ?? control, control, control.name);
        const line = control.validationMessage === "" ? label : `${label}: ${control.validationMessage}`;
        list.append(Object.assign(doc.createElement("li"), { textContent: line }));
        spoken.push(line);
      }
      content.push(paragraph(doc, messages.contact_error_message), list);
    }
    showError(content, spoken.join(" "));
    focusFirstInvalid(
      invalid.sort((first, second) =>
        first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      ),
    );
    return false;
  }

  function collectFields(): Record<string, string | string[] | Record<string, string | string[]>> {
    const hidden = (name: string): string =>
      form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
    const custom: Record<string, string | string[]> = {};
    for (const field of customFields) {
      if (!hiddenFields.has(field)) custom[field.id] = customFieldValue(field);
    }
    return {
      et_frontend_nonce: messages.et_frontend_nonce,
      et_list_id: hidden("et_pb_signup_list_id"),
      et_firstname: firstName?.value.trim() ?? "",
      et_lastname: lastName?.value.trim() ?? "",
      et_email: email?.value.trim() ?? "",
      et_provider: hidden("et_pb_signup_provider"),
      et_account: hidden("et_pb_signup_account_name"),
      et_ip_address: hidden("et_pb_signup_ip_address"),
      et_custom_fields: custom,
      et_hidden_fields: customFields.filter((field) => hiddenFields.has(field)).map((field) => field.id),
      et_checksum: hidden("et_pb_signup_checksum"),
    };
  }

  function succeed(): void {
    context.bus.emit("form:converted", {
      form: module,
      kind: "newsletter",
      formNumber: signupNumber(module),
    });
    const target = redirectUrl(
      module.getAttribute("data-redirect_url"),
      redirectQuery(module.getAttribute("data-redirect_query"), {
        firstName: firstName?.value.trim() ?? null,
        lastName: lastName?.value.trim() ?? null,
        email: email?.value.trim() ?? "",
        ipAddress: module.getAttribute("data-ip_address"),
        cssId: module.id || null,
      }),
      doc.baseURI,
    );
    setState("success");
    if (target !== null) {
      navigation.assign(target);
      return;
    }
    reveal(fieldsArea, false);
    reveal(successArea, true);
    if (successArea !== null) {
      successArea.tabIndex = -1;
      successArea.focus({ preventScroll: false });
      live.announce(successArea.textContent.replace(/\s+/g, " ").trim(), "polite");
    }
  }

  function setLoading(loading: boolean): void {
    button?.classList.toggle(LOADING_CLASS, loading);
    if (loading) button?.setAttribute("aria-disabled", "true");
    else button?.removeAttribute("aria-disabled");
  }

  async function submit(): Promise<void> {
    if (guard.busy || module.dataset["state"] === "success") return;
    if (!validate()) return;
    setState("sending");
    setLoading(true);
    const enabled = module.classList.contains("et_pb_recaptcha_enabled");
    const fields = collectFields();
    const outcome = await guard.run(async (requestSignal) => {
      const token = await spamProtectionToken(
        enabled,
        `${SPAM_PROTECTION_ACTION_PREFIX}${String(fields["et_list_id"])}`,
      );
      return context.ajax.postAction(SUBSCRIBE_ACTION, { ...fields, token }, undefined, {
        signal: requestSignal,
      });
    });
    setLoading(false);
    if (outcome.status === "ignored" || outcome.status === "aborted") return;
    if (outcome.status === "failed") {
      showError([paragraph(doc, outcome.message)], outcome.message);
      return;
    }
    const reply = parseSubscribeReply(outcome.value);
    switch (reply.kind) {
      case "success":
        succeed();
        return;
      case "error":
        showError([paragraph(doc, reply.message)], reply.message);
        return;
      case "failed":
        showError([paragraph(doc, messages.subscription_failed)], messages.subscription_failed);
        return;
      case "unreadable": {
        const message = describeFailure(new AjaxParseError(SUBSCRIBE_ACTION, outcome.value, "not JSON"));
        showError([paragraph(doc, message)], message);
        return;
      }
    }
  }

  const start = (event: Event): void => {
    event.preventDefault();
    void submit().catch((error: unknown) => context.reportError(error));
  };
  button?.addEventListener("click", start, { signal });
  button?.addEventListener(
    "keydown",
    (event) => {
      // A link already answers Enter with a click; as a button it answers Space too (WAI-ARIA button pattern).
      if (event.key === " ") start(event);
    },
    { signal },
  );
  form.addEventListener("submit", start, { signal });
  form.addEventListener(
    "keydown",
    (event) => {
      const target = event.target;
      if (event.key !== "Enter" || !(target instanceof HTMLInputElement)) return;
      if (["checkbox", "radio", "button", "submit"].includes(target.type)) return;
      start(event);
    },
    { signal },
  );
  return undefined;
}
