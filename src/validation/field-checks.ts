import { markInvalid } from "../core/forms/submission";
import { checkDeclared, declaredRules, declaresRules, fieldValue } from "./declared";
import type { RuleResult } from "./generic";
import { validateRemote } from "./remote";

/**
 * Checking a form's fields by the rules they declare (`declared.ts`), the remote rule included, and showing the
 * outcome beside each field. Shared by the shop's forms (checkout, cart); the messages are the generic defaults
 * or the field's own.
 */

export type CheckedField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether an event's target is a form field a rule can check. */
export function isCheckedField(target: EventTarget | null): target is CheckedField {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/** Posts the remote rule's fields to its address and returns the reply text. */
export type RemotePost = (
  address: string,
  fields: Readonly<Record<string, string>>,
  signal: AbortSignal,
) => Promise<string>;

export interface FieldChecker {
  /** The field's rules, the remote one included (asked once per value; a failed request lets the value pass). */
  check(field: CheckedField): Promise<RuleResult>;
  /** The field's rules with what the remote rule already said about this value (nothing said yet passes). */
  checkNow(field: CheckedField): RuleResult;
}

const VALID: RuleResult = { valid: true };

export function createFieldChecker(post: RemotePost, signal: AbortSignal): FieldChecker {
  const remoteAnswers = new Map<string, Promise<RuleResult>>();
  const settled = new Map<string, RuleResult>();
  const keyOf = (address: string, field: CheckedField): string =>
    JSON.stringify([address, field.name, fieldValue(field)]);

  function checkNow(field: CheckedField): RuleResult {
    const declared = declaredRules(field);
    const local = checkDeclared(field, declared);
    if (!local.valid || declared.remote === null || fieldValue(field).trim() === "") return local;
    return settled.get(keyOf(declared.remote, field)) ?? VALID;
  }

  async function check(field: CheckedField): Promise<RuleResult> {
    const declared = declaredRules(field);
    const local = checkDeclared(field, declared);
    const address = declared.remote;
    if (!local.valid || address === null || fieldValue(field).trim() === "") return local;
    const key = keyOf(address, field);
    let answer = remoteAnswers.get(key);
    if (answer === undefined) {
      // The server decides in the end: a remote check that cannot be made does not stop the visitor.
      answer = validateRemote((fields) => post(address, fields, signal), field.name, fieldValue(field)).then(
        (result) => {
          settled.set(key, result);
          return result;
        },
        () => {
          remoteAnswers.delete(key);
          return VALID;
        },
      );
      remoteAnswers.set(key, answer);
    }
    return answer;
  }

  return { check, checkNow };
}

/** Whether the field declares any rule (the shop's required and e-mail classes count). */
export function hasDeclaredRules(field: CheckedField): boolean {
  return declaresRules(declaredRules(field));
}

export const FIELD_MESSAGE_ATTRIBUTE = "data-enhance-field-message";

/**
 * Shows `message` under the field (or takes it away for null): a paragraph with `className` after the field's
 * wrapper, linked to the field with `aria-describedby`, and `aria-invalid` on the field. Screen readers read the
 * message with the field.
 */
export function showFieldMessage(field: CheckedField, message: string | null, className: string): void {
  const id = `${field.id || field.name.replace(/[^\w-]/g, "_")}-enhance-message`;
  const doc = field.ownerDocument;
  let paragraph = doc.getElementById(id);
  if (message === null) {
    paragraph?.remove();
    markInvalid(field, false, id);
    return;
  }
  if (paragraph === null) {
    paragraph = doc.createElement("p");
    paragraph.id = id;
    paragraph.className = className;
    paragraph.setAttribute(FIELD_MESSAGE_ATTRIBUTE, "");
    const wrapper = field.closest(".woocommerce-input-wrapper, .quantity") ?? field;
    wrapper.after(paragraph);
  }
  paragraph.textContent = message;
  markInvalid(field, true, id);
}
