import { useLayoutEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { Adopted } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { AjaxParseError, AjaxStatusError } from "../../../core/ajax-errors";
import { urlFromOrigins, webUrl } from "../../../core/urls";
import { LiveRegion, useAnnouncer, useFieldErrors, type Urgency, TextList } from "../shared/form-island";
import { spamProtectionToken, type SpamProtectionProvider } from "../../../core/forms/spam-protection";
import {
  captureFormValues,
  createSubmissionGuard,
  focusFirstInvalid,
  markInvalid,
  restoreFormValues,
} from "../../../core/forms/submission";
import { drawCaptchaNumbers } from "../../../validation/captcha";
import { CONDITION_KEYDOWN_DEBOUNCE_MS } from "../../../validation/conditions";
import {
  describeField,
  fieldListKey,
  hiddenFieldListKey,
  safeRedirectUrl,
  spamProtectionAction,
} from "./fields";
import {
  applyConditions,
  currentCaptchaNumbers,
  ERROR_CLASS,
  ERROR_TEXT_CLASS,
  fieldOf,
  prepareForm,
  snapshot,
  syncCheckboxHandle,
  writeCaptcha,
  type FormModel,
  type FormSetup,
} from "./form-model";
import {
  errorSummary,
  summaryText,
  validateContact,
  type ContactMessages,
  type ErrorSummary,
} from "./validate";

/** Spec 4: idle, validating, submitted (also in `data-state`). */
export type ContactFormState = "idle" | "validating" | "submitted";

/** What the island needs besides the page: the form's number, its setup, and the hooks tests replace. */
export interface ContactFormSettings {
  readonly formNumber: number;
  readonly setup: FormSetup;
  readonly messages: ContactMessages;
  readonly redirect: (url: string) => void;
  readonly spamProtection: () => SpamProtectionProvider | null;
}

/** The server's nodes the island shows, and the prepared form among them (null: the thank-you text). */
export interface ContactView {
  readonly nodes: readonly Node[];
  readonly form: FormModel | null;
  /** Counts the replies put in place: each one's nodes are adopted afresh, the previous ones leave the page. */
  readonly generation: number;
}

/** The island's own words in the message area: the validation summary, or why a request failed. */
interface OwnMessage {
  readonly summary: ErrorSummary | null;
  readonly failure: string | null;
}

const NO_CONTROLS: ReadonlySet<HTMLElement> = new Set();
const NO_MESSAGE: OwnMessage = { summary: null, failure: null };

/** What the event handlers change; each change is committed at once, so the page reads as it did before. */
interface Updates {
  state(next: ContactFormState): void;
  view(next: ContactView): void;
  /** null: the server's own message is shown again (a reply came in). */
  message(next: OwnMessage | null): void;
  invalid(next: (previous: ReadonlySet<HTMLElement>) => ReadonlySet<HTMLElement>): void;
  busy(next: boolean): void;
  announce(text: string, urgency?: Urgency): void;
}

interface ContactFormProps {
  readonly host: HTMLElement;
  readonly context: ModuleContext;
  readonly settings: ContactFormSettings;
  readonly initial: ContactView;
}

/**
 * The contact form module (spec 4 "Contact form", "Conditional fields", 5, 7): the visitor's form stays the
 * server's own form, adopted (nothing re-renders what was typed); the island holds its state (field errors,
 * sending, sent, the message and the live region), validates it, sends it the way the theme does and puts the
 * matching part of the reply in place.
 */
export function ContactForm({ host, context, settings, initial }: ContactFormProps) {
  const [view, setView] = useState(initial);
  const [state, setState] = useState<ContactFormState>(initial.form === null ? "submitted" : "idle");
  const [message, setMessage] = useState<OwnMessage | null>(null);
  const [invalid, setInvalid] = useState(NO_CONTROLS);
  const [busy, setBusy] = useState(false);
  const { announcement, announce } = useAnnouncer();
  const marked = useFieldErrors(invalid, ERROR_CLASS, view.form?.messageArea.id);

  useLayoutEffect(() => {
    host.dataset["state"] = state;
  }, [host, state]);

  useLayoutEffect(() => {
    if (busy) host.setAttribute("aria-busy", "true");
    else host.removeAttribute("aria-busy");
  }, [host, busy]);

  useLayoutEffect(() => {
    const commit = (change: () => void): void => flushSync(change);
    const updates: Updates = {
      state: (next) => commit(() => setState(next)),
      view: (next) => commit(() => setView(next)),
      message: (next) => commit(() => setMessage(next)),
      invalid: (next) => commit(() => setInvalid(next)),
      busy: (next) => commit(() => setBusy(next)),
      announce: (text, urgency) => commit(() => announce(text, urgency)),
    };
    return listen(host, context, settings, initial, updates, () => marked.current);
  }, [host, context, settings, initial, announce, marked]);

  const form = view.form;
  const own = message === null ? null : <OwnMessageContent message={message} />;
  return (
    <>
      <Adopted key={view.generation} nodes={view.nodes} />
      {form !== null &&
        createPortal(
          own ?? (form.serverMessage.length > 0 ? <Adopted nodes={form.serverMessage} /> : null),
          form.messageArea,
        )}
      <LiveRegion id={`${settings.setup.baseId}-live`} announcement={announcement} />
    </>
  );
}

function OwnMessageContent({ message: { summary, failure } }: { message: OwnMessage }) {
  return (
    <>
      {summary?.general != null && <p className={ERROR_TEXT_CLASS}>{summary.general}</p>}
      {summary?.fillHeader != null && (
        <>
          <p>{summary.fillHeader}</p>
          <TextList items={summary.missingLabels} />
        </>
      )}
      {summary !== null && summary.others.length > 0 && <TextList items={summary.others} />}
      {failure !== null && <p className={`${ERROR_TEXT_CLASS} enhance-contact-failure`}>{failure}</p>}
    </>
  );
}

/**
 * The form's listeners, on the container for the island's life (the form itself is swapped by a reply). They
 * read the adopted nodes and commit every change of state through `updates`.
 */
function listen(
  container: HTMLElement,
  context: ModuleContext,
  settings: ContactFormSettings,
  initial: ContactView,
  updates: Updates,
  markedControls: () => ReadonlySet<HTMLElement>,
): () => void {
  const { formNumber, setup, messages } = settings;
  const { config } = setup;
  const listening = new AbortController();
  const { signal } = listening;
  const stopWithModule = (): void => listening.abort();
  context.signal.addEventListener("abort", stopWithModule, { once: true });
  const guard = createSubmissionGuard({ signal: context.signal });

  let state: ContactFormState = initial.form === null ? "submitted" : "idle";
  let model = initial.form;
  let generation = initial.generation;
  let debounce: number | undefined;

  function setState(next: ContactFormState): void {
    state = next;
    updates.state(next);
  }

  /** Error marks leave the controls a condition just hid. */
  function unmarkHidden(hiddenControls: readonly Element[]): void {
    const marked = markedControls();
    if (!hiddenControls.some((control) => marked.has(control as HTMLElement))) return;
    updates.invalid(
      (previous) => new Set([...previous].filter((control) => !hiddenControls.includes(control))),
    );
  }

  function onChange(event: Event): void {
    if (model === null || !model.form.contains(event.target as Node)) return;
    const field = fieldOf(model, event.target);
    if (field?.type === "checkbox") syncCheckboxHandle(field);
    if (debounce !== undefined) window.clearTimeout(debounce);
    unmarkHidden(applyConditions(model));
  }

  function onTyping(event: Event): void {
    if (model === null || !model.form.contains(event.target as Node)) return;
    if (event.type === "input") {
      // Editing a field the list named clears its mark; the list itself updates on the next submit.
      const target = event.target as HTMLElement;
      if (target.getAttribute("aria-invalid") === "true") {
        if (markedControls().has(target)) {
          updates.invalid((previous) => new Set([...previous].filter((control) => control !== target)));
        } else {
          target.classList.remove(ERROR_CLASS);
          markInvalid(target, false, model.messageArea.id);
        }
      }
    }
    if (debounce !== undefined) window.clearTimeout(debounce);
    debounce = context.disposables.setTimeout(() => {
      debounce = undefined;
      if (model !== null) unmarkHidden(applyConditions(model));
    }, CONDITION_KEYDOWN_DEBOUNCE_MS);
  }

  /** Validates what the visitor entered; on errors shows them and returns false. */
  function validate(current: FormModel): boolean {
    const fields = snapshot(current);
    const captchaSnapshot =
      current.captcha === null
        ? null
        : { answer: current.captcha.input.value, numbers: currentCaptchaNumbers(current.captcha) };
    const validation = validateContact(fields, captchaSnapshot, config.captcha);
    if (validation.valid) {
      updates.invalid(() => NO_CONTROLS);
      updates.message(NO_MESSAGE);
      return true;
    }
    if (validation.captcha === "wrong" && current.captcha !== null) {
      writeCaptcha(current.captcha, drawCaptchaNumbers(setup.random), config.captcha);
      current.captcha.input.value = "";
    }
    const invalidIds = new Set<string>([
      ...validation.missing.flatMap((entry) => (entry.id === null ? [] : [entry.id])),
      ...validation.invalidEmail,
      ...validation.pattern.map((entry) => entry.id),
    ]);
    const invalidControls: HTMLElement[] = [];
    const firstInvalid: HTMLElement[] = [];
    for (const field of current.fields) {
      if (!invalidIds.has(field.id)) continue;
      invalidControls.push(...field.controls);
      const first = field.controls[0];
      if (first !== undefined) firstInvalid.push(first);
    }
    if (current.captcha !== null && (validation.captcha === "missing" || validation.captcha === "wrong")) {
      invalidControls.push(current.captcha.input);
      firstInvalid.push(current.captcha.input);
    }
    const summary = errorSummary(validation, messages);
    updates.invalid(() => new Set(invalidControls));
    updates.message({ summary, failure: null });
    if (summary !== null) updates.announce(summaryText(summary), "assertive");
    focusFirstInvalid(firstInvalid);
    return false;
  }

  function onSubmit(event: SubmitEvent): void {
    const current = model;
    if (current === null || event.target !== current.form) return;
    event.preventDefault();
    if (state === "submitted" || guard.busy) return;
    setState("validating");
    for (const field of current.fields) if (field.type === "checkbox") syncCheckboxHandle(field);
    unmarkHidden(applyConditions(current));
    if (!validate(current)) {
      setState("idle");
      return;
    }
    const hiddenIds = current.fields.filter((field) => current.hidden.has(field.id)).map((field) => field.id);
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
    if (guard.busy) return;
    updates.busy(true);
    const outcome = await guard.run(async (requestSignal) => {
      const token = await spamProtectionToken(
        container.classList.contains("et_pb_recaptcha_enabled"),
        spamProtectionAction(formNumber),
        settings.spamProtection(),
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
    updates.busy(false);
    if (outcome.status === "ignored" || outcome.status === "aborted") return;
    if (outcome.status === "failed") {
      updates.message({ summary: null, failure: outcome.message });
      updates.announce(outcome.message, "assertive");
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
    // The reply's nodes take the place of ours; the live region, which must stay to be heard, stays.
    const nodes = [...part.childNodes];
    generation += 1;
    model = null;
    updates.invalid(() => NO_CONTROLS);
    updates.message(null);
    updates.view({ nodes, form: null, generation });
    context.bus.emit("content:inserted", { container, source: "contact-form" });
    // Prepared in the page, where the theme's stylesheet tells whether a conditional field is hidden.
    model = prepareForm(container, setup);
    updates.view({ nodes, form: model, generation });
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
      if (messageText !== "") updates.announce(messageText, "assertive");
      message?.focus();
      return;
    }
    setState("submitted");
    if (messageText !== "") updates.announce(messageText);
    message?.focus();
    context.bus.emit("form:converted", { form: container, kind: "contact-form", formNumber });
    const target = safeRedirectUrl(container.dataset["redirect_url"], window.location.href);
    if (target !== null) settings.redirect(target);
  }

  container.addEventListener("submit", onSubmit, { signal });
  container.addEventListener("change", onChange, { signal });
  container.addEventListener("keydown", onTyping, { signal, passive: true });
  container.addEventListener("input", onTyping, { signal, passive: true });
  return () => {
    context.signal.removeEventListener("abort", stopWithModule);
    listening.abort();
  };
}
