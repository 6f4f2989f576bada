import * as z from "zod/mini";
import type { ExtraConfig } from "../../../core/config";
import { isValidEmail } from "../../../validation/email";
import { isFilled } from "../../../validation/required";

/**
 * The Extra theme's site contact form (spec 5 "Site contact form", 7 `extra_contact_form_submit`, 8): name and
 * e-mail are checked with the texts configured in `EXTRA`, errors are listed in the form's message area, and the
 * form is sent to the ajax endpoint; the reply's message and type are shown there too. Here: the rules and the
 * reading of the reply, pure.
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
