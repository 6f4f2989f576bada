import { isCaptchaAnswerCorrect, type CaptchaNumbers } from "../../../validation/captcha";
import { isValidContactEmail } from "../../../validation/email";
import { isFilled } from "../../../validation/required";

/**
 * The contact form's client checks (spec 5 "Contact form (page modules)") over a snapshot of its fields, and the
 * error message they produce. Pure: the enhancer takes the snapshot and shows the result.
 */

export interface FieldSnapshot {
  readonly id: string;
  readonly label: string;
  readonly type: string;
  readonly required: boolean;
  readonly honeypot: boolean;
  /** Hidden by conditional logic: skipped, and reported in the hidden-field list. */
  readonly hidden: boolean;
  /** Text, or the checked values of a group. */
  readonly value: string | readonly string[];
  /** The browser's `pattern` check failed (visible fields only carry a pattern). */
  readonly patternMismatch: boolean;
  /** The field's `title`, which the theme uses to explain its pattern. */
  readonly patternHint: string;
}

export interface CaptchaSnapshot {
  readonly answer: string;
  readonly numbers: CaptchaNumbers;
}

export type CaptchaVerdict = "absent" | "ok" | "missing" | "wrong";

export interface ContactValidation {
  /** Required fields left empty, then the captcha when empty (id null), in page order. */
  readonly missing: readonly { readonly id: string | null; readonly label: string }[];
  readonly invalidEmail: readonly string[];
  readonly pattern: readonly { readonly id: string; readonly label: string; readonly hint: string }[];
  readonly captcha: CaptchaVerdict;
  /** Ids of fields hidden by conditional logic. */
  readonly hidden: readonly string[];
  readonly valid: boolean;
}

function isEmptyValue(value: string | readonly string[]): boolean {
  return typeof value === "string" ? !isFilled(value) : value.length === 0;
}

export function validateContact(
  fields: readonly FieldSnapshot[],
  captcha: CaptchaSnapshot | null,
  captchaLabel: string,
): ContactValidation {
  const missing: { id: string | null; label: string }[] = [];
  const invalidEmail: string[] = [];
  const pattern: { id: string; label: string; hint: string }[] = [];
  const hidden: string[] = [];
  for (const field of fields) {
    if (field.hidden) {
      hidden.push(field.id);
      continue;
    }
    if (field.honeypot) continue;
    const empty = isEmptyValue(field.value);
    if (empty) {
      if (field.required) missing.push({ id: field.id, label: field.label });
      continue;
    }
    if (field.type === "email" && typeof field.value === "string" && !isValidContactEmail(field.value)) {
      invalidEmail.push(field.id);
      continue;
    }
    if (field.patternMismatch) {
      pattern.push({ id: field.id, label: field.label, hint: field.patternHint });
    }
  }
  let verdict: CaptchaVerdict = "absent";
  if (captcha !== null) {
    if (!isFilled(captcha.answer)) {
      verdict = "missing";
      missing.push({ id: null, label: captchaLabel });
    } else {
      verdict = isCaptchaAnswerCorrect(captcha.answer, captcha.numbers) ? "ok" : "wrong";
    }
  }
  return {
    missing,
    invalidEmail,
    pattern,
    captcha: verdict,
    hidden,
    valid: missing.length === 0 && invalidEmail.length === 0 && pattern.length === 0 && verdict !== "wrong",
  };
}

/** The theme's texts (`et_pb_custom`), spec 5 "Theme messages". */
export interface ContactMessages {
  /** `fill_message`: the header of the list of missing fields. */
  readonly fill: string;
  /** `contact_error_message`: shown before the list when there are other errors too. */
  readonly general: string;
  /** `invalid`. */
  readonly invalidEmail: string;
  /** `wrong_captcha`. */
  readonly wrongCaptcha: string;
}

export interface ErrorSummary {
  readonly general: string | null;
  readonly fillHeader: string | null;
  readonly missingLabels: readonly string[];
  readonly others: readonly string[];
}

/** What the message area says for a failed validation; null when there is nothing to say. */
export function errorSummary(validation: ContactValidation, messages: ContactMessages): ErrorSummary | null {
  const others: string[] = [];
  if (validation.invalidEmail.length > 0) others.push(messages.invalidEmail);
  for (const entry of validation.pattern) {
    others.push(entry.hint === "" ? entry.label : `${entry.label}: ${entry.hint}`);
  }
  if (validation.captcha === "wrong") others.push(messages.wrongCaptcha);
  const missingLabels = validation.missing.map((entry) => entry.label);
  if (missingLabels.length === 0 && others.length === 0) return null;
  return {
    general: missingLabels.length > 0 && others.length > 0 ? messages.general : null,
    fillHeader: missingLabels.length > 0 ? messages.fill : null,
    missingLabels,
    others,
  };
}

/** The summary as one sentence for screen readers. */
export function summaryText(summary: ErrorSummary): string {
  const parts: string[] = [];
  if (summary.general !== null) parts.push(summary.general);
  if (summary.fillHeader !== null) parts.push(`${summary.fillHeader} ${summary.missingLabels.join(", ")}.`);
  parts.push(...summary.others);
  return parts.join(" ");
}
