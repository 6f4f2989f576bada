import * as z from "zod/mini";
import type { Cleanup, ModuleContext } from "../../boot/types";
import type { ExtraConfig } from "../../core/config";
import {
  createLiveRegion,
  createSubmissionGuard,
  focusFirstInvalid,
  markInvalid,
} from "../../forms/submission";
import { isValidEmail } from "../../validation/email";
import { isFilled } from "../../validation/required";

/**
 * The Extra theme's site contact form (spec 5 "Site contact form", 7 `extra_contact_form_submit`, 8): name and
 * e-mail are checked with the texts configured in `EXTRA`, errors are listed in the form's message area, and the
 * form is sent to the ajax endpoint; the reply's message and type are shown there too.
 */

export const EXTRA_CONTACT_ACTION = "extra_contact_form_submit";

/** `data-state`: what the form is doing. */
export type ExtraContactState = "idle" | "validating" | "sending" | "success" | "error";

export const FIELD_NAMES = ["contact_name", "contact_email", "contact_subject", "contact_message"] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export interface ExtraContactError {
  readonly field: "contact_name" | "contact_email";
  readonly message: string;
}

type ExtraMessages = Pick<
  ExtraConfig,
  "contact_error_name_required" | "contact_error_email_required" | "contact_error_email_invalid"
>;

/** The client checks, in the theme's order: name required, e-mail required, e-mail valid. */
export function validateExtraContact(
  values: Readonly<Record<"contact_name" | "contact_email", string>>,
  messages: ExtraMessages,
): ExtraContactError[] {
  const errors: ExtraContactError[] = [];
  if (!isFilled(values.contact_name)) {
    errors.push({ field: "contact_name", message: messages.contact_error_name_required });
  }
  if (!isFilled(values.contact_email)) {
    errors.push({ field: "contact_email", message: messages.contact_error_email_required });
  } else if (!isValidEmail(values.contact_email)) {
    errors.push({ field: "contact_email", message: messages.contact_error_email_invalid });
  }
  return errors;
}

const replySchema = z.object({
  message: z.optional(z.unknown()),
  type: z.optional(z.unknown()),
});

export interface ExtraContactReply {
  readonly message: string;
  readonly type: "success" | "error";
}

/**
 * Reads the reply (spec 8): a reply without a message gives the configured generic error with type error; a
 * type other than "success" is an error.
 */
export function interpretExtraReply(reply: unknown, genericError: string): ExtraContactReply {
  const parsed = replySchema.safeParse(reply);
  if (!parsed.success || typeof parsed.data.message !== "string" || parsed.data.message.trim() === "") {
    return { message: genericError, type: "error" };
  }
  return { message: parsed.data.message, type: parsed.data.type === "success" ? "success" : "error" };
}

export function mount(form: HTMLElement, context: ModuleContext): Cleanup | undefined {
  if (!(form instanceof HTMLFormElement)) return undefined;
  const { signal } = context;
  const config = context.config.extra;
  const controls = new Map<FieldName, HTMLInputElement | HTMLTextAreaElement>();
  for (const name of FIELD_NAMES) {
    const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${name}, [name="${name}"]`);
    if (control !== null) controls.set(name, control);
  }
  const nameControl = controls.get("contact_name");
  const emailControl = controls.get("contact_email");
  if (nameControl === undefined || emailControl === undefined) {
    context.log.warn("extra contact form: #contact_name or #contact_email is missing; left as it is");
    return undefined;
  }
  const name = nameControl;
  const email = emailControl;
  form.noValidate = true;
  let messageArea = form.querySelector<HTMLElement>(".message");
  if (messageArea === null) {
    messageArea = document.createElement("div");
    messageArea.className = "message";
    (form.querySelector("h3") ?? form.firstElementChild)?.after(messageArea);
    if (!messageArea.isConnected) form.prepend(messageArea);
  }
  messageArea.id ||= "extra-contact-form-message";
  const area = messageArea;
  const live = createLiveRegion(form, "extra-contact-form-live");
  const guard = createSubmissionGuard({ signal, busyElement: form });
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const loader = button?.querySelector<HTMLElement>(".loader") ?? null;
  if (loader !== null) {
    loader.style.display = "none";
    loader.setAttribute("aria-hidden", "true");
  }

  for (const [fieldName, control] of controls) {
    if (control.labels?.length === 0 && !control.hasAttribute("aria-label")) {
      const label = control.dataset["label"] ?? control.placeholder.replace(/\s*\*\s*$/, "");
      if (label.trim() !== "") control.setAttribute("aria-label", label.trim());
    }
    if (fieldName === "contact_name" || fieldName === "contact_email") {
      control.setAttribute("aria-required", "true");
    }
  }

  const setState = (state: ExtraContactState): void => {
    form.dataset["state"] = state;
  };

  function show(lines: readonly { text: string; type: "success" | "error" }[]): void {
    area.replaceChildren(
      ...lines.map((line) => {
        const paragraph = document.createElement("p");
        paragraph.className = line.type;
        paragraph.textContent = line.text;
        return paragraph;
      }),
    );
  }

  function setLoading(loading: boolean): void {
    if (loader !== null) loader.style.display = loading ? "inline-block" : "none";
    if (button === null) return;
    if (loading) button.setAttribute("aria-disabled", "true");
    else button.removeAttribute("aria-disabled");
  }

  function onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    if (guard.busy) return;
    setState("validating");
    const errors = validateExtraContact({ contact_name: name.value, contact_email: email.value }, config);
    for (const control of [name, email]) {
      control.classList.remove("error");
      markInvalid(control, false, area.id);
    }
    if (errors.length > 0) {
      show(errors.map((error) => ({ text: error.message, type: "error" })));
      const invalid = errors
        .map((error) => controls.get(error.field))
        .filter((control) => control !== undefined);
      for (const control of invalid) {
        control.classList.add("error");
        markInvalid(control, true, area.id);
      }
      live.announce(errors.map((error) => error.message).join(" "), "assertive");
      focusFirstInvalid(invalid);
      setState("error");
      return;
    }
    void send();
  }

  async function send(): Promise<void> {
    const nonce =
      form.querySelector<HTMLInputElement>('#nonce_extra_contact_form, [name="nonce_extra_contact_form"]')
        ?.value ?? "";
    const fields: Record<string, string> = { nonce_extra_contact_form: nonce };
    for (const fieldName of FIELD_NAMES) fields[fieldName] = controls.get(fieldName)?.value ?? "";
    setState("sending");
    setLoading(true);
    area.replaceChildren();
    const outcome = await guard.run((requestSignal) =>
      context.ajax.postAction(EXTRA_CONTACT_ACTION, fields, z.unknown(), { signal: requestSignal }),
    );
    setLoading(false);
    if (outcome.status === "ignored" || outcome.status === "aborted") return;
    if (outcome.status === "failed") {
      show([{ text: outcome.message, type: "error" }]);
      live.announce(outcome.message, "assertive");
      setState("error");
      return;
    }
    const reply = interpretExtraReply(outcome.value, config.error);
    show([{ text: reply.message, type: reply.type }]);
    live.announce(reply.message, reply.type === "error" ? "assertive" : "polite");
    setState(reply.type);
    if (reply.type === "success") {
      // Sent: the next message starts from an empty form.
      for (const control of controls.values()) control.value = "";
    }
  }

  setState("idle");
  form.addEventListener("submit", onSubmit, { signal });
  form.addEventListener(
    "input",
    (event) => {
      const target = event.target;
      if (target instanceof Element && target.getAttribute("aria-invalid") === "true") {
        target.classList.remove("error");
        markInvalid(target, false, area.id);
      }
    },
    { signal, passive: true },
  );
  return () => live.element.remove();
}
