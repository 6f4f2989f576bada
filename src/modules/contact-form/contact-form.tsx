import type { Cleanup, ModuleContext } from "../../boot/types";
import { AjaxParseError, AjaxStatusError } from "../../core/ajax-errors";
import {
  captureFormValues,
  createLiveRegion,
  createSubmissionGuard,
  focusFirstInvalid,
  markInvalid,
  restoreFormValues,
} from "../../forms/submission";
import {
  pageSpamProtection,
  spamProtectionToken,
  type SpamProtectionProvider,
} from "../../forms/spam-protection";
import { captchaQuestion, drawCaptchaNumbers, type CaptchaNumbers } from "../../validation/captcha";
import { CONDITION_KEYDOWN_DEBOUNCE_MS, evaluateConditions } from "../../validation/conditions";
import { patternMismatch } from "../../validation/pattern";
import {
  CHECKBOX_VALUE_SEPARATOR,
  conditionValue,
  describeField,
  fieldListKey,
  fieldValue,
  formNumberOf,
  hiddenFieldListKey,
  readCaptcha,
  readFields,
  safeRedirectUrl,
  spamProtectionAction,
  type CaptchaModel,
  type ContactField,
} from "./fields";
import {
  errorSummary,
  summaryText,
  validateContact,
  type ContactMessages,
  type ErrorSummary,
  type FieldSnapshot,
} from "./validate";
import { urlFromOrigins, webUrl } from "../../core/urls";

/**
 * The contact form module (spec 4 "Contact form", "Conditional fields", 5, 7): the visitor's form stays the
 * server's own form (nothing re-renders what was typed); the enhancer validates it, sends it the way the theme
 * does (a POST to the form's own action with the serialized fields, the JSON field list, the hidden-field list
 * and the spam-protection token) and puts the matching part of the reply in place through the sanitising sink.
 */

/** Spec 4: idle, validating, submitted (also in `data-state`). */
export type ContactFormState = "idle" | "validating" | "submitted";

export { CONDITION_KEYDOWN_DEBOUNCE_MS };

/** The class the theme styles invalid fields with. */
export const ERROR_CLASS = "et_contact_error";
/** The class of the server's error paragraphs; a reply without one is a success. */
export const ERROR_TEXT_CLASS = "et_pb_contact_error_text";

export interface ContactFormOptions {
  /** Navigates to the redirect URL after a successful submission. */
  redirect?: (url: string) => void;
  /** Random source for new captcha numbers. */
  random?: () => number;
  /** The spam-protection provider; the page's own by default. */
  spamProtection?: () => SpamProtectionProvider | null;
}

interface FormModel {
  readonly form: HTMLFormElement;
  readonly fields: readonly ContactField[];
  readonly byId: ReadonlyMap<string, ContactField>;
  readonly captcha: CaptchaModel | null;
  readonly messageArea: HTMLElement;
  /** Ids of fields hidden by conditional logic right now. */
  readonly hidden: Set<string>;
}

const HIDDEN_FIELD_CLASS = "et_pb_contact_field--hidden";

export function mount(container: HTMLElement, context: ModuleContext): Cleanup | undefined {
  return enhanceContactForm(container, context);
}

export function enhanceContactForm(
  container: HTMLElement,
  context: ModuleContext,
  options: ContactFormOptions = {},
): Cleanup | undefined {
  const { signal } = context;
  const config = context.config.pbCustom;
  const messages: ContactMessages = {
    fill: config.fill_message,
    general: config.contact_error_message,
    invalidEmail: config.invalid,
    wrongCaptcha: config.wrong_captcha,
  };
  const redirect = options.redirect ?? ((url: string) => window.location.assign(url));
  const random = options.random ?? Math.random;
  const spamProvider = options.spamProtection ?? pageSpamProtection;
  const formNumber = formNumberOf(container, container.querySelector("form"));
  const baseId = container.id || `et_pb_contact_form_${formNumber}`;
  const live = createLiveRegion(container, `${baseId}-live`);
  const guard = createSubmissionGuard({ signal, busyElement: container });

  let state: ContactFormState = "idle";
  let model: FormModel | null = null;
  let debounce: number | undefined;

  function setState(next: ContactFormState): void {
    state = next;
    container.dataset["state"] = next;
  }

  function prepare(): FormModel | null {
    const form = container.querySelector<HTMLFormElement>("form.et_pb_contact_form");
    if (form === null) return null;
    // The enhancer validates; the browser's bubbles would stop the submit event before our list is shown.
    form.noValidate = true;
    const fields = readFields(form, config.wrong_checkbox);
    for (const field of fields) {
      if (field.droppedConditions.length > 0) {
        context.log.warn(
          `contact form #${baseId} field "${field.id}": data-conditional-logic ${
            field.droppedConditions.includes(-1)
              ? "is not a JSON list"
              : `entries ${field.droppedConditions.join(", ")} are not [field, operator, value]`
          }; ignoring them`,
        );
      }
      prepareField(field);
    }
    let messageArea = container.querySelector<HTMLElement>(".et-pb-contact-message");
    if (messageArea === null) {
      messageArea = document.createElement("div");
      messageArea.className = "et-pb-contact-message";
      (form.closest(".et_pb_contact") ?? form).before(messageArea);
    }
    messageArea.id ||= `${baseId}-message`;
    messageArea.tabIndex = -1;
    const captcha = readCaptcha(form);
    if (captcha !== null) {
      prepareCaptcha(captcha);
    }
    const prepared: FormModel = {
      form,
      fields,
      byId: new Map(fields.map((field) => [field.id, field])),
      captcha,
      messageArea,
      hidden: new Set(fields.filter((field) => field.conditions.length > 0).map((field) => field.id)),
    };
    applyConditions(prepared);
    return prepared;
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

  function syncCheckboxHandle(field: ContactField): void {
    if (field.main instanceof HTMLInputElement && field.main.type === "hidden") {
      const value = fieldValue(field);
      field.main.value = Array.isArray(value) ? value.join(CHECKBOX_VALUE_SEPARATOR) : value;
    }
  }

  function prepareCaptcha(captcha: CaptchaModel): void {
    const numbers = captcha.numbers ?? drawCaptchaNumbers(random);
    if (captcha.numbers === null) {
      context.log.warn(`contact form #${baseId}: captcha digits are not whole numbers; drawing new ones`);
    }
    writeCaptcha(captcha, numbers);
    captcha.input.setAttribute("aria-required", "true");
    captcha.input.setAttribute("inputmode", "numeric");
  }

  function writeCaptcha(captcha: CaptchaModel, numbers: CaptchaNumbers): void {
    captcha.input.dataset["first_digit"] = String(numbers.first);
    captcha.input.dataset["second_digit"] = String(numbers.second);
    if (captcha.question !== null) captcha.question.textContent = captchaQuestion(numbers);
    captcha.input.setAttribute("aria-label", `${config.captcha}: ${captchaQuestion(numbers)} =`);
  }

  function currentCaptchaNumbers(captcha: CaptchaModel): CaptchaNumbers {
    return {
      first: Number(captcha.input.dataset["first_digit"]),
      second: Number(captcha.input.dataset["second_digit"]),
    };
  }

  /** Shows each conditional field whose conditions hold; repeats until stable, as fields depend on fields. */
  function applyConditions(current: FormModel): void {
    const conditional = current.fields.filter((field) => field.conditions.length > 0);
    if (conditional.length === 0) return;
    const valueOf = (id: string) => {
      const field = current.byId.get(id);
      return field === undefined ? null : conditionValue(field, current.hidden.has(id));
    };
    for (let pass = 0; pass <= conditional.length; pass += 1) {
      let changed = false;
      for (const field of conditional) {
        const show = evaluateConditions(field.conditions, field.relation, valueOf);
        if (show === current.hidden.has(field.id)) {
          if (show) current.hidden.delete(field.id);
          else current.hidden.add(field.id);
          changed = true;
        }
      }
      if (!changed) break;
    }
    for (const field of conditional) {
      setFieldVisible(field, !current.hidden.has(field.id));
    }
  }

  function setFieldVisible(field: ContactField, visible: boolean): void {
    const wrapper = field.wrapper;
    if (visible === !wrapper.hidden && wrapper.dataset["conditionApplied"] === "true") return;
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
      if (!visible) clearFieldError(control);
    }
  }

  function clearFieldError(control: Element): void {
    control.classList.remove(ERROR_CLASS);
    markInvalid(control, false, model?.messageArea.id);
  }

  function fieldOf(target: EventTarget | null): ContactField | undefined {
    if (!(target instanceof Element) || model === null) return undefined;
    const wrapper = target.closest(".et_pb_contact_field");
    return model.fields.find((field) => field.wrapper === wrapper);
  }

  function onChange(event: Event): void {
    if (model === null || !model.form.contains(event.target as Node)) return;
    const field = fieldOf(event.target);
    if (field?.type === "checkbox") syncCheckboxHandle(field);
    if (debounce !== undefined) window.clearTimeout(debounce);
    applyConditions(model);
  }

  function onTyping(event: Event): void {
    if (model === null || !model.form.contains(event.target as Node)) return;
    if (event.type === "input") {
      // Editing a field the list named clears its mark; the list itself updates on the next submit.
      const target = event.target as Element;
      if (target.getAttribute("aria-invalid") === "true") clearFieldError(target);
    }
    if (debounce !== undefined) window.clearTimeout(debounce);
    debounce = context.disposables.setTimeout(() => {
      debounce = undefined;
      if (model !== null) applyConditions(model);
    }, CONDITION_KEYDOWN_DEBOUNCE_MS);
  }

  function snapshot(current: FormModel): FieldSnapshot[] {
    return current.fields.map((field) => {
      const hidden = current.hidden.has(field.id);
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

  function renderMessage(area: HTMLElement, summary: ErrorSummary | null, failure: string | null): void {
    const nodes: Node[] = [];
    if (summary !== null) {
      if (summary.general !== null) nodes.push(paragraph(summary.general, ERROR_TEXT_CLASS));
      if (summary.fillHeader !== null) {
        nodes.push(paragraph(summary.fillHeader));
        nodes.push(list(summary.missingLabels));
      }
      if (summary.others.length > 0) nodes.push(list(summary.others));
    }
    if (failure !== null) nodes.push(paragraph(failure, `${ERROR_TEXT_CLASS} enhance-contact-failure`));
    area.replaceChildren(...nodes);
  }

  function paragraph(text: string, className?: string): HTMLParagraphElement {
    const element = document.createElement("p");
    if (className !== undefined) element.className = className;
    element.textContent = text;
    return element;
  }

  function list(items: readonly string[]): HTMLUListElement {
    const element = document.createElement("ul");
    for (const item of items) {
      const entry = document.createElement("li");
      entry.textContent = item;
      element.append(entry);
    }
    return element;
  }

  function showValidationErrors(current: FormModel, fields: readonly FieldSnapshot[]): boolean {
    const captchaSnapshot =
      current.captcha === null
        ? null
        : { answer: current.captcha.input.value, numbers: currentCaptchaNumbers(current.captcha) };
    const validation = validateContact(fields, captchaSnapshot, config.captcha);
    for (const field of current.fields) {
      for (const control of field.controls) clearFieldError(control);
    }
    if (current.captcha !== null) clearFieldError(current.captcha.input);
    if (validation.valid) {
      renderMessage(current.messageArea, null, null);
      return true;
    }
    if (validation.captcha === "wrong" && current.captcha !== null) {
      writeCaptcha(current.captcha, drawCaptchaNumbers(random));
      current.captcha.input.value = "";
    }
    const invalidIds = new Set<string>([
      ...validation.missing.flatMap((entry) => (entry.id === null ? [] : [entry.id])),
      ...validation.invalidEmail,
      ...validation.pattern.map((entry) => entry.id),
    ]);
    const invalidControls: HTMLElement[] = [];
    for (const field of current.fields) {
      if (!invalidIds.has(field.id)) continue;
      for (const control of field.controls) {
        control.classList.add(ERROR_CLASS);
        markInvalid(control, true, current.messageArea.id);
      }
      const first = field.controls[0];
      if (first !== undefined) invalidControls.push(first);
    }
    if (current.captcha !== null && (validation.captcha === "missing" || validation.captcha === "wrong")) {
      current.captcha.input.classList.add(ERROR_CLASS);
      markInvalid(current.captcha.input, true, current.messageArea.id);
      invalidControls.push(current.captcha.input);
    }
    const summary = errorSummary(validation, messages);
    renderMessage(current.messageArea, summary, null);
    if (summary !== null) live.announce(summaryText(summary), "assertive");
    focusFirstInvalid(invalidControls);
    return false;
  }

  function onSubmit(event: SubmitEvent): void {
    const current = model;
    if (current === null || event.target !== current.form) return;
    event.preventDefault();
    if (state === "submitted" || guard.busy) return;
    setState("validating");
    for (const field of current.fields) if (field.type === "checkbox") syncCheckboxHandle(field);
    applyConditions(current);
    const fields = snapshot(current);
    if (!showValidationErrors(current, fields)) {
      setState("idle");
      return;
    }
    const hiddenIds = fields.filter((field) => field.hidden).map((field) => field.id);
    // The attribute, not `form.action`, which a control named "action" would shadow.
    const written = current.form.getAttribute("action") ?? "";
    const action = urlFromOrigins(written || document.baseURI, document.baseURI, [window.location.origin]);
    if (action === null) {
      if (webUrl(written, document.baseURI) === null) {
        // A script or data address is never submitted to, by the browser or by this script.
        setState("idle");
        context.log.warn(`contact form ${formNumber}: action "${written}" is not a web address; not sent`);
        return;
      }
      // Another site's endpoint (a form service) cannot be read back; let the browser post to it as before.
      setState("submitted");
      HTMLFormElement.prototype.submit.call(current.form);
      return;
    }
    void send(current, action, hiddenIds);
  }

  async function send(current: FormModel, url: string, hiddenIds: readonly string[]): Promise<void> {
    const outcome = await guard.run(async (requestSignal) => {
      const token = await spamProtectionToken(
        container.classList.contains("et_pb_recaptcha_enabled"),
        spamProtectionAction(formNumber),
        spamProvider(),
      );
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(current.form)) {
        if (typeof value === "string") body.append(name, value);
      }
      body.append(fieldListKey(formNumber), JSON.stringify(current.fields.map(describeField)));
      if (hiddenIds.length > 0) body.append(hiddenFieldListKey(formNumber), JSON.stringify(hiddenIds));
      body.append("token", token);
      let reply: string;
      let statusError: AjaxStatusError | null = null;
      try {
        reply = await context.ajax.postForm(url, body, { signal: requestSignal });
      } catch (error) {
        if (!(error instanceof AjaxStatusError)) throw error;
        // Spec 8: on an error status the container still takes the matching part of the reply, if any.
        statusError = error;
        reply = error.body;
      }
      const fragment = await context.html.toFragment(reply);
      const part = matchingPart(fragment);
      if (part === null) {
        throw statusError ?? new AjaxParseError(url, reply, "no contact form in the reply");
      }
      return part;
    });
    if (outcome.status === "ignored" || outcome.status === "aborted") return;
    if (outcome.status === "failed") {
      renderMessage(current.messageArea, null, outcome.message);
      live.announce(outcome.message, "assertive");
      setState("idle");
      return;
    }
    applyReply(current, outcome.value);
  }

  /** The reply's element with this container's id (or number), whose children replace ours. */
  function matchingPart(fragment: DocumentFragment): Element | null {
    if (container.id !== "") {
      const byId = fragment.getElementById(container.id);
      if (byId !== null) return byId;
    }
    return (
      [...fragment.querySelectorAll<HTMLElement>(".et_pb_contact_form_container")].find(
        (candidate) => candidate.dataset["form_unique_num"] === String(formNumber),
      ) ?? null
    );
  }

  function applyReply(previous: FormModel, part: Element): void {
    const typed = captureFormValues(previous.form);
    const hasError =
      part.querySelector(`.${ERROR_TEXT_CLASS}`) !== null || part.matches(`.${ERROR_TEXT_CLASS}`);
    // Swapped around the live region, which must stay in the page to be heard.
    for (const child of [...container.childNodes]) {
      if (child !== live.element) child.remove();
    }
    live.element.before(...part.childNodes);
    context.bus.emit("content:inserted", { container, source: "contact-form" });
    model = prepare();
    const message = container.querySelector<HTMLElement>(".et-pb-contact-message");
    // The button that had focus is gone with the old content: focus goes to what the server said.
    if (message !== null) message.tabIndex = -1;
    const messageText = (message?.textContent ?? "").replace(/\s+/g, " ").trim();
    if (hasError) {
      if (model !== null) {
        const captchaInput = model.captcha?.input;
        restoreFormValues(model.form, typed, (control) => control === captchaInput);
        for (const field of model.fields) if (field.type === "checkbox") syncCheckboxHandle(field);
        applyConditions(model);
      }
      setState("idle");
      if (messageText !== "") live.announce(messageText, "assertive");
      message?.focus();
      return;
    }
    setState("submitted");
    if (messageText !== "") live.announce(messageText);
    message?.focus();
    context.bus.emit("form:converted", { form: container, kind: "contact-form", formNumber });
    const target = safeRedirectUrl(container.dataset["redirect_url"], window.location.href);
    if (target !== null) redirect(target);
  }

  model = prepare();
  if (model === null) {
    // Already the thank-you text (a reload after submitting): nothing to enhance.
    setState("submitted");
    return () => live.element.remove();
  }
  setState("idle");
  container.addEventListener("submit", onSubmit, { signal });
  container.addEventListener("change", onChange, { signal });
  container.addEventListener("keydown", onTyping, { signal, passive: true });
  container.addEventListener("input", onTyping, { signal, passive: true });
  return () => {
    live.element.remove();
  };
}
