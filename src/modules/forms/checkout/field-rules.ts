import type { ModuleContext } from "../../../boot/types";
import { declaredRules, fieldValue } from "../../../validation/declared";
import {
  createFieldChecker,
  FIELD_MESSAGE_ATTRIBUTE,
  hasDeclaredRules,
  isCheckedField,
  showFieldMessage,
  type FieldChecker,
} from "../../../validation/field-checks";
import type { RuleResult } from "../../../validation/generic";
import type { Field } from "./fields";

/*
 * The checkout's forms selector (`CHECKOUT_FORMS`) comes in as `forms`: this chunk imports nothing at run time from
 * the checkout's own modules, so the checkout's chunk stays exactly its module and the loader can import it again.
 */

/**
 * The checkout's fields checked by the rules they declare (spec 5 "Other"): the shop's row classes
 * (`validate-required`, `validate-email`), `data-rule-*` attributes and the remote rule. As the shop does, a
 * field is checked when the visitor leaves it, its row gets `woocommerce-invalid` (and
 * `woocommerce-invalid-required-field` or `woocommerce-invalid-email`) or `woocommerce-validated`, and the
 * message sits under the field. Placing the order with a field that breaks its rule sends nothing and focuses it.
 */

export const FIELD_MESSAGE_CLASS = "checkout-inline-error-message";
const ROW_CLASSES = [
  "woocommerce-invalid",
  "woocommerce-invalid-required-field",
  "woocommerce-invalid-email",
  "woocommerce-validated",
];

/** The section a field belongs to, as the shop names it in its notices ("Billing", "Shipping"). */
export function sectionOf(name: string): string {
  if (name.startsWith("billing_")) return "Billing";
  if (name.startsWith("shipping_")) return "Shipping";
  return "";
}

/** The field's label as the visitor reads it, without the required mark and "(optional)". */
export function labelOf(field: Field): string {
  const label = field.labels?.[0];
  if (label === undefined) return field.name;
  const copy = label.cloneNode(true) as HTMLElement;
  for (const mark of copy.querySelectorAll("abbr, .required, .optional")) mark.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The name the shop gives a field in its notices: "Billing First name". */
export function noticeNameOf(field: Field): string {
  return [sectionOf(field.name), labelOf(field)].filter(Boolean).join(" ");
}

export const REQUIRED_FIELD_SUFFIX = " is a required field.";

/** The shop's words for a required field left empty: "Billing First name is a required field." */
export function requiredFieldMessage(field: Field): string {
  return `${noticeNameOf(field)}${REQUIRED_FIELD_SUFFIX}`;
}

/** A field the visitor can see (the closed shipping address and account fields are not checked). */
const isShown = (field: Field): boolean =>
  field.type !== "hidden" && field.closest("[hidden]") === null && field.getClientRects().length > 0;

/** Whether the visitor changed the field from what the page came with. */
function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/** The checkout fields that declare rules and are shown, in page order. */
export function checkedFields(doc: Document, forms: string): Field[] {
  return [...doc.querySelectorAll(forms)].flatMap((form) =>
    [...(form as HTMLFormElement).elements].filter(
      (element): element is Field => isCheckedField(element) && isShown(element) && hasDeclaredRules(element),
    ),
  );
}

/** The shop's wording for an empty required field (unless the field brings its own message). */
function inShopWords(field: Field, result: RuleResult): RuleResult {
  if (result.valid) return result;
  const declared = declaredRules(field);
  const empty = fieldValue(field).trim() === "";
  if (empty && declared.rules.required && declared.messages.required === undefined) {
    return { valid: false, message: requiredFieldMessage(field) };
  }
  return result;
}

function showResult(field: Field, result: RuleResult): void {
  const row = field.closest(".form-row");
  const declared = declaredRules(field);
  const empty = fieldValue(field).trim() === "";
  row?.classList.remove(...ROW_CLASSES);
  row?.classList.add(result.valid ? "woocommerce-validated" : "woocommerce-invalid");
  if (!result.valid && empty && declared.rules.required)
    row?.classList.add("woocommerce-invalid-required-field");
  else if (!result.valid && declared.rules.email) row?.classList.add("woocommerce-invalid-email");
  showFieldMessage(field, result.valid ? null : result.message, FIELD_MESSAGE_CLASS);
}

async function checkAndShow(field: Field, checker: FieldChecker): Promise<void> {
  const result = inShopWords(field, await checker.check(field));
  if (field.isConnected) showResult(field, result);
}

/** Marks the notice group the builder preview shows, so it is never mistaken for the shop's own. */
export const BUILDER_NOTICES_ATTRIBUTE = "data-enhance-builder-notices";

/**
 * The builder preview of the checkout (spec 5 "Other"): the builder cannot place an order, so the checkout shows
 * the notices the shop gives for its shown required fields ("Billing First name is a required field."), for the
 * site owner to see and style them. They sit first in the first checkout form, as the shop's notices do.
 */
export function showBuilderNotices(doc: Document, forms: string): () => void {
  const form = doc.querySelector<HTMLFormElement>(forms);
  const required = checkedFields(doc, forms).filter((field) => declaredRules(field).rules.required === true);
  if (form === null || required.length === 0) return () => undefined;
  const group = doc.createElement("div");
  group.className = "woocommerce-NoticeGroup";
  group.setAttribute("role", "alert");
  group.setAttribute(BUILDER_NOTICES_ATTRIBUTE, "");
  const list = doc.createElement("ul");
  list.className = "woocommerce-error";
  for (const field of required) {
    const item = doc.createElement("li");
    item.dataset["id"] = field.id || field.name;
    const name = doc.createElement("strong");
    name.textContent = noticeNameOf(field);
    item.append(name, REQUIRED_FIELD_SUFFIX);
    list.append(item);
  }
  group.append(list);
  form.prepend(group);
  return () => group.remove();
}

/**
 * Starts checking the checkout's fields; returns what stops it and takes the marks away. Loaded once the
 * checkout has mounted, so fields the visitor already changed by then are checked at once.
 */
export function startFieldRules(doc: Document, context: ModuleContext, forms: string): () => void {
  const listening = new AbortController();
  const options = { signal: listening.signal };
  const checker = createFieldChecker(
    (address, fields, signal) => context.ajax.postForm(address, fields, { signal }),
    listening.signal,
  );
  const inCheckout = (target: EventTarget | null): target is Field =>
    isCheckedField(target) && target.closest(forms) !== null && hasDeclaredRules(target);

  const onLeave = (event: Event): void => {
    if (inCheckout(event.target)) void checkAndShow(event.target, checker);
  };
  const onSubmit = (event: SubmitEvent): void => {
    if (!(event.target instanceof Element) || !event.target.matches(forms)) return;
    const failing = checkedFields(doc, forms).filter((field) => {
      const result = inShopWords(field, checker.checkNow(field));
      showResult(field, result);
      return !result.valid;
    });
    if (failing.length === 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    failing[0]?.focus();
  };
  doc.addEventListener("focusout", onLeave, options);
  doc.addEventListener("change", onLeave, options);
  // Capture, so a refused order stops before the anti-spam fields are added for a send that never happens.
  doc.addEventListener("submit", onSubmit, { ...options, capture: true });
  for (const field of checkedFields(doc, forms)) if (isChanged(field)) void checkAndShow(field, checker);
  const hideBuilderNotices = context.builder.active ? showBuilderNotices(doc, forms) : () => undefined;
  const stopWithModule = (): void => listening.abort();
  context.signal.addEventListener("abort", stopWithModule, { once: true });
  return () => {
    context.signal.removeEventListener("abort", stopWithModule);
    listening.abort();
    hideBuilderNotices();
    for (const message of doc.querySelectorAll(`.${FIELD_MESSAGE_CLASS}[${FIELD_MESSAGE_ATTRIBUTE}]`)) {
      const field = doc.querySelector<HTMLElement>(`[aria-describedby~="${message.id}"]`);
      if (field !== null && isCheckedField(field)) showFieldMessage(field, null, FIELD_MESSAGE_CLASS);
      message.remove();
    }
    for (const row of doc.querySelectorAll(".form-row")) row.classList.remove(...ROW_CLASSES);
  };
}
