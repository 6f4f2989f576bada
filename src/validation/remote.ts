import * as z from "zod/mini";
import { GENERIC_MESSAGES, type RuleResult } from "./generic";

/** The remote rule's reply (spec 7: JSON expected): `true`, or the error message as a string. */
export const REMOTE_REPLY = z.union([z.boolean(), z.string()]);

/**
 * The remote rule (spec 5 "Other", 7 "remote validation rule"): the field's name and value are sent, a JSON reply
 * `true` (or the text "true") passes; any other reply is the error message, and a reply with no usable text
 * gives the rule's default message.
 */
export function interpretRemoteReply(sent: unknown): RuleResult {
  const parsed = REMOTE_REPLY.safeParse(sent);
  const reply = parsed.success ? parsed.data : null;
  if (reply === true || reply === "true") {
    return { valid: true };
  }
  if (typeof reply === "string" && reply.trim() !== "") {
    return { valid: false, message: reply };
  }
  return { valid: false, message: GENERIC_MESSAGES.remote };
}

/** Reads the reply text as JSON first (the expected form), falling back to the raw text. */
export function interpretRemoteReplyText(text: string): RuleResult {
  try {
    return interpretRemoteReply(JSON.parse(text) as unknown);
  } catch {
    return interpretRemoteReply(text);
  }
}

/** Sends one field to the remote rule's endpoint (`post` makes the request) and interprets the answer. */
export async function validateRemote(
  post: (fields: Readonly<Record<string, string>>) => Promise<string>,
  name: string,
  value: string,
): Promise<RuleResult> {
  return interpretRemoteReplyText(await post({ [name]: value }));
}
