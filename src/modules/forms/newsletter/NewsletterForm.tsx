import { useLayoutEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { Adopted } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { AjaxParseError } from "../../../core/ajax-errors";
import { createSubmissionGuard, describeFailure, focusFirstInvalid } from "../../../core/forms/submission";
import { spamProtectionToken } from "../../../core/forms/spam-protection";
import { CONDITION_KEYDOWN_DEBOUNCE_MS, evaluateConditions } from "../../../validation";
import { LiveRegion, useAnnouncer, useFieldErrors, type Urgency, TextList } from "../shared/form-island";
import {
  conditionValueOf,
  customFieldValue,
  isCustomFieldMissing,
  labelOf,
  parseSubscribeReply,
  redirectQuery,
  redirectUrl,
  signupNumber,
  SPAM_PROTECTION_ACTION_PREFIX,
  SUBSCRIBE_ACTION,
  validateNewsletter,
  type Control,
  type CustomField,
  type NewsletterModel,
} from "./parse";

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

/** What the error area says: the validation lists, or one line about a failed request or a refusal. */
export type ErrorContent =
  | {
      readonly kind: "validation";
      /** The fill message and the labels of the empty required fields. */
      readonly missing: { readonly header: string; readonly labels: readonly string[] } | null;
      readonly invalidEmail: string | null;
      /** The general error message and a line per field the browser's own rules refused. */
      readonly refused: { readonly header: string; readonly lines: readonly string[] } | null;
    }
  | { readonly kind: "line"; readonly text: string };

interface Marks {
  /** The theme's name, address and built-in fields. */
  readonly fields: ReadonlySet<HTMLElement>;
  /** Custom fields, which the theme marks with the contact form's class. */
  readonly custom: ReadonlySet<HTMLElement>;
}

const NO_MARKS: Marks = { fields: new Set(), custom: new Set() };

/** What the listeners change; each change is committed at once, so the page reads as it did without React. */
interface Updates {
  state(next: NewsletterState): void;
  error(next: ErrorContent | null): void;
  marks(next: Marks): void;
  loading(next: boolean): void;
  announce(text: string, urgency?: Urgency): void;
}

interface NewsletterFormProps {
  readonly host: HTMLElement;
  readonly context: ModuleContext;
  readonly model: NewsletterModel;
  /** The id of the error area, which the invalid fields point at. */
  readonly errorId: string | undefined;
  readonly liveId: string;
}

/** Shows or hides a result area whatever the theme's CSS says about it. */
function reveal(element: HTMLElement | null, shown: boolean): void {
  if (element === null) return;
  element.hidden = !shown;
  element.style.display = shown ? "block" : "none";
}

/**
 * The newsletter (email optin) module (spec 4 "Newsletter form", 5, 7, 8): the server's form, adopted, with the
 * island's state on it. States, visible as `data-state` on the module: idle, validating, sending (the button's
 * `et_pb_button_text_loading`), success, error. What the visitor typed stays in the fields through every
 * failure, and a request in flight blocks a second one.
 */
export function NewsletterForm({ host, context, model, errorId, liveId }: NewsletterFormProps) {
  const [state, setState] = useState<NewsletterState>(() =>
    host.dataset["state"] === "success" ? "success" : "idle",
  );
  const [error, setError] = useState<ErrorContent | null>(null);
  const [marks, setMarks] = useState(NO_MARKS);
  const [loading, setLoading] = useState(false);
  const { announcement, announce } = useAnnouncer();
  useFieldErrors(marks.fields, FIELD_ERROR_CLASS, errorId);
  useFieldErrors(marks.custom, CUSTOM_FIELD_ERROR_CLASS, errorId);
  const { button, errorArea } = model;

  useLayoutEffect(() => {
    host.dataset["state"] = state;
  }, [host, state]);

  useLayoutEffect(() => {
    reveal(errorArea, error !== null);
  }, [errorArea, error]);

  useLayoutEffect(() => {
    button?.classList.toggle(LOADING_CLASS, loading);
    if (loading) button?.setAttribute("aria-disabled", "true");
    else button?.removeAttribute("aria-disabled");
  }, [button, loading]);

  useLayoutEffect(() => {
    const commit = (change: () => void): void => flushSync(change);
    const updates: Updates = {
      state: (next) => commit(() => setState(next)),
      error: (next) => commit(() => setError(next)),
      marks: (next) => commit(() => setMarks(next)),
      loading: (next) => commit(() => setLoading(next)),
      announce: (text, urgency) => commit(() => announce(text, urgency)),
    };
    return listen(host, context, model, updates);
  }, [host, context, model, announce]);

  return (
    <>
      <Adopted nodes={model.nodes} />
      {errorArea !== null &&
        createPortal(
          error === null ? <Adopted nodes={model.serverError} /> : <ErrorLines content={error} />,
          errorArea,
        )}
      <LiveRegion id={liveId} announcement={announcement} />
    </>
  );
}

function ErrorLines({ content }: { content: ErrorContent }) {
  if (content.kind === "line") return <p>{content.text}</p>;
  const { missing, invalidEmail, refused } = content;
  return (
    <>
      {missing !== null && (
        <>
          <p>{missing.header}</p>
          <TextList items={missing.labels} />
        </>
      )}
      {invalidEmail !== null && <p>{invalidEmail}</p>}
      {refused !== null && (
        <>
          <p>{refused.header}</p>
          <TextList items={refused.lines} />
        </>
      )}
    </>
  );
}

/**
 * The module's listeners on the adopted form and button, for the island's life. They read the server's nodes
 * and commit every change of state through `updates`; the conditional fields and the success view are applied
 * to the adopted nodes directly, as the theme's script does.
 */
function listen(
  host: HTMLElement,
  context: ModuleContext,
  model: NewsletterModel,
  updates: Updates,
): () => void {
  const { form, fieldsArea, errorArea, successArea, button, firstName, lastName, email, customFields } =
    model;
  const listening = new AbortController();
  const { signal } = listening;
  const stopWithModule = (): void => listening.abort();
  context.signal.addEventListener("abort", stopWithModule, { once: true });
  const messages = context.config.pbCustom;
  const guard = createSubmissionGuard({ signal: context.signal, busyElement: form });
  let state: NewsletterState = host.dataset["state"] === "success" ? "success" : "idle";

  const setState = (next: NewsletterState): void => {
    state = next;
    updates.state(next);
  };

  for (const field of customFields) {
    if (field.droppedConditions.length > 0) {
      context.log.warn(
        `newsletter field "${field.id}": data-conditional-logic entries ${field.droppedConditions.join(", ")} could not be read; they are ignored`,
        field.wrapper,
      );
    }
  }
  if (state !== "success") reveal(successArea, false);
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

  function showError(content: ErrorContent, announcement: string): void {
    updates.error(content);
    updates.announce(announcement, "assertive");
    setState("error");
  }

  const fieldLabel = (input: HTMLInputElement, fallback: string): string =>
    labelOf(input.closest(".et_pb_newsletter_field") ?? input, input, fallback);

  /** Checks every rule; marks and lists what is wrong, and returns whether the form may be sent. */
  function validate(): boolean {
    setState("validating");
    updates.marks(NO_MARKS);
    updates.error(null);
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
    const fields = new Set<HTMLElement>();
    const custom = new Set<HTMLElement>();
    const invalid = (control: HTMLElement): boolean => fields.has(control) || custom.has(control);
    // Page order, so focus goes to the first field to fix.
    if (firstName !== null && result.missing.includes(fieldLabel(firstName, "First Name")))
      fields.add(firstName);
    if (lastName !== null && result.missing.includes(fieldLabel(lastName, "Last Name"))) fields.add(lastName);
    if (email !== null && (result.invalidEmail || result.missing.includes(fieldLabel(email, "Email")))) {
      fields.add(email);
    }
    for (const field of missingCustom) for (const control of field.controls) custom.add(control);
    // The browser's own rules (a pattern, a type, `required`) on every visible field the spec rules passed.
    const nativeInvalid: Control[] = [];
    const seenNames = new Set<string>();
    for (const control of form.querySelectorAll<Control>("input, select, textarea")) {
      if (control.type === "hidden" || control.closest("[hidden]") !== null || invalid(control)) continue;
      if (control.checkValidity() || (control.name !== "" && seenNames.has(control.name))) continue;
      seenNames.add(control.name);
      nativeInvalid.push(control);
      (control.closest(".et_pb_signup_custom_field") === null ? fields : custom).add(control);
    }
    if (result.missing.length === 0 && !result.invalidEmail && nativeInvalid.length === 0) return true;

    const spoken: string[] = [];
    if (result.missing.length > 0) spoken.push(`${messages.fill_message} ${result.missing.join(", ")}`);
    if (result.invalidEmail) spoken.push(messages.invalid);
    const refusedLines = nativeInvalid.map((control) => {
      const label = labelOf(control.closest(".et_pb_newsletter_field") ?? control, control, control.name);
      return control.validationMessage === "" ? label : `${label}: ${control.validationMessage}`;
    });
    spoken.push(...refusedLines);
    updates.marks({ fields, custom });
    showError(
      {
        kind: "validation",
        missing: result.missing.length > 0 ? { header: messages.fill_message, labels: result.missing } : null,
        invalidEmail: result.invalidEmail ? messages.invalid : null,
        refused:
          refusedLines.length > 0 ? { header: messages.contact_error_message, lines: refusedLines } : null,
      },
      spoken.join(" "),
    );
    focusFirstInvalid(
      [...fields, ...custom].sort((first, second) =>
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
    context.bus.emit("form:converted", { form: host, kind: "newsletter", formNumber: signupNumber(host) });
    const target = redirectUrl(
      host.getAttribute("data-redirect_url"),
      redirectQuery(host.getAttribute("data-redirect_query"), {
        firstName: firstName?.value.trim() ?? null,
        lastName: lastName?.value.trim() ?? null,
        email: email?.value.trim() ?? "",
        ipAddress: host.getAttribute("data-ip_address"),
        cssId: host.id || null,
      }),
      host.ownerDocument.baseURI,
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
      updates.announce(successArea.textContent.replace(/\s+/g, " ").trim(), "polite");
    }
  }

  async function submit(): Promise<void> {
    if (guard.busy || state === "success") return;
    if (!validate()) return;
    setState("sending");
    updates.loading(true);
    const enabled = host.classList.contains("et_pb_recaptcha_enabled");
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
    if (outcome.status === "aborted" || signal.aborted) return;
    updates.loading(false);
    if (outcome.status === "ignored") return;
    if (outcome.status === "failed") {
      showError({ kind: "line", text: outcome.message }, outcome.message);
      return;
    }
    const reply = parseSubscribeReply(outcome.value);
    switch (reply.kind) {
      case "success":
        succeed();
        return;
      case "error":
        showError({ kind: "line", text: reply.message }, reply.message);
        return;
      case "failed":
        showError({ kind: "line", text: messages.subscription_failed }, messages.subscription_failed);
        return;
      case "unreadable": {
        const message = describeFailure(new AjaxParseError(SUBSCRIBE_ACTION, outcome.value, "not JSON"));
        showError({ kind: "line", text: message }, message);
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
  return () => {
    context.signal.removeEventListener("abort", stopWithModule);
    listening.abort();
  };
}
