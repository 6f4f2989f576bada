import { useLayoutEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import * as z from "zod/mini";
import { Adopted } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { LiveRegion, useAnnouncer, useFieldErrors, type Urgency } from "../shared/form-island";
import { createSubmissionGuard, focusFirstInvalid, markInvalid } from "../../../core/forms/submission";
import {
  EXTRA_CONTACT_ACTION,
  FIELD_NAMES,
  interpretExtraReply,
  validateExtraContact,
  type ExtraContactState,
  type FieldName,
} from "./rules";

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The server's nodes the island adopts, and the ones it reads and marks. */
export interface ExtraControls {
  /** The form's children, in order. */
  readonly nodes: readonly Node[];
  readonly controls: ReadonlyMap<FieldName, TextControl>;
  readonly name: TextControl;
  readonly email: TextControl;
  readonly messageArea: HTMLElement;
  /** What the server wrote in the message area; shown until the island has something to say. */
  readonly serverMessage: readonly Node[];
  readonly button: HTMLButtonElement | null;
  readonly loader: HTMLElement | null;
}

interface MessageLine {
  readonly text: string;
  readonly type: "success" | "error";
}

/** What the event handlers change; each change is committed at once, so the page reads as it did before. */
interface Updates {
  state(next: ExtraContactState): void;
  lines(next: readonly MessageLine[]): void;
  invalid(next: (previous: ReadonlySet<TextControl>) => ReadonlySet<TextControl>): void;
  sending(next: boolean): void;
  announce(text: string, urgency?: Urgency): void;
}

const NO_CONTROLS: ReadonlySet<TextControl> = new Set();

interface ExtraContactFormProps {
  readonly form: HTMLFormElement;
  readonly context: ModuleContext;
  readonly model: ExtraControls;
}

/**
 * Extra's site contact form: the island holds what the form shows (field errors, sending, the message lines,
 * the live region) and writes it on the server's nodes, which it adopts and never re-creates.
 */
export function ExtraContactForm({ form, context, model }: ExtraContactFormProps) {
  const [state, setState] = useState<ExtraContactState>("idle");
  const [lines, setLines] = useState<readonly MessageLine[] | null>(null);
  const [invalid, setInvalid] = useState(NO_CONTROLS);
  const [sending, setSending] = useState(false);
  const { announcement, announce } = useAnnouncer();
  const marked = useFieldErrors(invalid, "error", model.messageArea.id);

  useLayoutEffect(() => {
    form.dataset["state"] = state;
  }, [form, state]);

  // The theme's loader shows while a request runs; the button says it is unavailable meanwhile.
  useLayoutEffect(() => {
    if (sending) form.setAttribute("aria-busy", "true");
    else form.removeAttribute("aria-busy");
    if (model.loader !== null) model.loader.style.display = sending ? "inline-block" : "none";
    if (model.button === null) return;
    if (sending) model.button.setAttribute("aria-disabled", "true");
    else model.button.removeAttribute("aria-disabled");
  }, [form, model, sending]);

  useLayoutEffect(() => {
    const commit = (change: () => void): void => flushSync(change);
    const updates: Updates = {
      state: (next) => commit(() => setState(next)),
      lines: (next) => commit(() => setLines(next)),
      invalid: (next) => commit(() => setInvalid(next)),
      sending: (next) => commit(() => setSending(next)),
      announce: (text, urgency) => commit(() => announce(text, urgency)),
    };
    return listen(form, context, model, updates, () => marked.current);
  }, [form, context, model, announce, marked]);

  const own =
    lines === null
      ? null
      : lines.map((line, index) => (
          <p key={index} className={line.type}>
            {line.text}
          </p>
        ));
  return (
    <>
      <Adopted nodes={model.nodes} />
      {createPortal(
        own ?? (model.serverMessage.length > 0 ? <Adopted nodes={model.serverMessage} /> : null),
        model.messageArea,
      )}
      <LiveRegion id="extra-contact-form-live" announcement={announcement} />
    </>
  );
}

/** The form's listeners for the island's life; every change of state goes through `updates`. */
function listen(
  form: HTMLFormElement,
  context: ModuleContext,
  model: ExtraControls,
  updates: Updates,
  markedControls: () => ReadonlySet<TextControl>,
): () => void {
  const config = context.config.extra;
  const { controls, name, email } = model;
  const listening = new AbortController();
  const { signal } = listening;
  const stopWithModule = (): void => listening.abort();
  context.signal.addEventListener("abort", stopWithModule, { once: true });
  const guard = createSubmissionGuard({ signal: context.signal });

  function show(lines: readonly MessageLine[], urgency: Urgency): void {
    updates.lines(lines);
    updates.announce(lines.map((line) => line.text).join(" "), urgency);
  }

  function onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    if (guard.busy) return;
    updates.state("validating");
    const errors = validateExtraContact({ contact_name: name.value, contact_email: email.value }, config);
    if (errors.length > 0) {
      const invalid = errors
        .map((error) => controls.get(error.field))
        .filter((control) => control !== undefined);
      updates.invalid(() => new Set(invalid));
      show(
        errors.map((error) => ({ text: error.message, type: "error" })),
        "assertive",
      );
      focusFirstInvalid(invalid);
      updates.state("error");
      return;
    }
    updates.invalid(() => NO_CONTROLS);
    void send();
  }

  async function send(): Promise<void> {
    const nonce =
      form.querySelector<HTMLInputElement>('#nonce_extra_contact_form, [name="nonce_extra_contact_form"]')
        ?.value ?? "";
    const fields: Record<string, string> = { nonce_extra_contact_form: nonce };
    for (const fieldName of FIELD_NAMES) fields[fieldName] = controls.get(fieldName)?.value ?? "";
    updates.state("sending");
    updates.sending(true);
    updates.lines([]);
    const outcome = await guard.run((requestSignal) =>
      context.ajax.postAction(EXTRA_CONTACT_ACTION, fields, z.unknown(), { signal: requestSignal }),
    );
    updates.sending(false);
    if (outcome.status === "ignored" || outcome.status === "aborted") return;
    if (outcome.status === "failed") {
      show([{ text: outcome.message, type: "error" }], "assertive");
      updates.state("error");
      return;
    }
    const reply = interpretExtraReply(outcome.value, config.error);
    show([{ text: reply.message, type: reply.type }], reply.type === "error" ? "assertive" : "polite");
    updates.state(reply.type);
    if (reply.type === "success") {
      // Sent: the next message starts from an empty form.
      for (const control of controls.values()) control.value = "";
    }
  }

  function onInput(event: Event): void {
    const target = event.target;
    if (!(target instanceof Element) || target.getAttribute("aria-invalid") !== "true") return;
    if (markedControls().has(target as TextControl)) {
      updates.invalid((previous) => new Set([...previous].filter((control) => control !== target)));
      return;
    }
    target.classList.remove("error");
    markInvalid(target, false, model.messageArea.id);
  }

  form.addEventListener("submit", onSubmit, { signal });
  form.addEventListener("input", onInput, { signal, passive: true });
  return () => {
    context.signal.removeEventListener("abort", stopWithModule);
    listening.abort();
  };
}
