/**
 * The shop checkout (spec 4 "Shop", 3 "Checkout fields mirrored by name", 7 notes, 8 "Checkout").
 *
 * The theme's checkout modules (billing, shipping, order details, payment) each render their own
 * `form.checkout`; only the payment one submits. Fields that live in another module are mirrored into the
 * submitting form as hidden inputs of the same name, so the order carries them. In the shop's classic one-form
 * checkout every field is already in the submitting form and nothing is mirrored.
 */

/** WooCommerce's own timings (jQuery's default slide for the address, 230 ms for payment boxes). */
export const SHIPPING_SLIDE_MS = 400;
export const PAYMENT_BOX_SLIDE_MS = 230;
/** The marker the theme's CSS styles on the chosen payment method. */
export const CHECKED_PAYMENT_CLASS = "et_pb_checked";
/**
 * Dispatched on `document.body` (bubbling, not cancelable) when the shipping method, a country or a postcode
 * changes, so the shop's order review can refresh; `detail.field` names the field. jQuery handlers bound with
 * `$(document.body).on("update_checkout", ...)` receive it too.
 */
export const UPDATE_CHECKOUT_EVENT = "update_checkout";
/** Marks the hidden inputs this enhancer mirrored, so they can be replaced or removed. */
export const MIRROR_ATTRIBUTE = "data-enhance-mirror";

export const SHIP_TO_DIFFERENT = "ship_to_different_address";
export const CREATE_ACCOUNT = "createaccount";
export const CHECKOUT_FORMS = "form.checkout, form.woocommerce-checkout";
export const NOTICE_GROUPS = ".woocommerce-NoticeGroup-checkout";
const PLACE_ORDER = '#place_order, [name="woocommerce_checkout_place_order"]';

/**
 * Whether a field of this name is mirrored into the submitting form (spec 3): billing fields, order notes, the
 * two checkboxes and the shipping method always; shipping address fields only while "ship to a different
 * address" is checked.
 */
export function isMirroredField(name: string, shipToDifferentAddress: boolean): boolean {
  if (name === "") return false;
  if (name.startsWith("shipping_method")) return true;
  if (name.startsWith("billing_")) return true;
  if (name.startsWith("shipping_")) return shipToDifferentAddress;
  return name === "order_comments" || name === SHIP_TO_DIFFERENT || name === CREATE_ACCOUNT;
}

/** Whether a change to this field must refresh the order review (spec 7: shipping method, country, postcode). */
export function triggersUpdateCheckout(name: string): boolean {
  return (
    name.startsWith("shipping_method") ||
    name === "billing_country" ||
    name === "shipping_country" ||
    name === "billing_postcode" ||
    name === "shipping_postcode"
  );
}

/** The value a mirror must carry, or null when the field submits nothing (an unchecked box or radio). */
export function mirroredValue(
  field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
): string | null {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    return field.checked ? field.value : null;
  }
  return field.value;
}

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/** The form that places the order: the one with the place-order button, else the first checkout form. */
export function submittingForm(doc: Document): HTMLFormElement | null {
  const forms = [...doc.querySelectorAll<HTMLFormElement>(CHECKOUT_FORMS)];
  return forms.find((form) => form.querySelector(PLACE_ORDER) !== null) ?? forms[0] ?? null;
}

/**
 * The shop prints `ul.woocommerce-error[role=alert]`; a list may not take that role (its items would lose
 * their list), so the alert moves to the notice group around it, which says the same thing to screen readers.
 */
export function moveAlertRole(group: HTMLElement): void {
  for (const list of group.querySelectorAll<HTMLElement>(
    ':scope > ul[role="alert"], :scope > ol[role="alert"]',
  )) {
    list.removeAttribute("role");
    if (!group.hasAttribute("role")) group.setAttribute("role", "alert");
  }
}

/**
 * The hidden copies the submitting form needs, by name (spec 3): every mirrored field of the other checkout
 * forms, the checked radio of a group, nothing for an unchecked box. Read afresh from the page, whose fields the
 * shop's own script may replace.
 */
export function mirrorsOf(doc: Document, target: HTMLFormElement | null): ReadonlyMap<string, string> {
  const mirrors = new Map<string, string>();
  if (target === null) return mirrors;
  const shipToDifferentAddress =
    doc.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${SHIP_TO_DIFFERENT}"]`)?.checked ??
    false;
  for (const form of doc.querySelectorAll<HTMLFormElement>(CHECKOUT_FORMS)) {
    if (form === target) continue;
    for (const field of form.elements) {
      if (!isField(field) || target.contains(field) || field.type === "hidden") continue;
      if (!isMirroredField(field.name, shipToDifferentAddress)) continue;
      // Several radios share a name: only the checked one speaks for the group.
      if (field instanceof HTMLInputElement && field.type === "radio" && !field.checked) continue;
      const value = mirroredValue(field);
      if (value === null) mirrors.delete(field.name);
      else mirrors.set(field.name, value);
    }
  }
  return mirrors;
}
