import type { Cleanup, ModuleContext } from "../../../boot/types";
import { slideHeight } from "../../../core/motion";

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

const SHIP_TO_DIFFERENT = "ship_to_different_address";
const CREATE_ACCOUNT = "createaccount";
const CHECKOUT_FORMS = "form.checkout, form.woocommerce-checkout";
const NOTICE_GROUPS = ".woocommerce-NoticeGroup-checkout";
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

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(target: EventTarget | null): target is Field {
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

function show(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  element.style.display = shown ? "" : "none";
}

async function slide(element: HTMLElement, open: boolean, duration: number): Promise<void> {
  element.dataset["state"] = open ? "open" : "closed";
  if (open) {
    show(element, true);
    await slideHeight(element, "open", duration);
  } else {
    await slideHeight(element, "close", duration);
    // A quick re-check during the slide wins.
    if (element.dataset["state"] === "closed") show(element, false);
  }
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

let generatedIds = 0;
function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    generatedIds += 1;
    element.id = `${prefix}-${generatedIds}`;
  }
  return element.id;
}

export function mount(body: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const doc = body.ownerDocument;
  const { signal } = context;
  const duration = (ms: number): number => (context.reducedMotion() ? 0 : ms);

  const shipToDifferentBox = (): HTMLInputElement | null =>
    doc.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${SHIP_TO_DIFFERENT}"]`);
  const shipsToDifferentAddress = (): boolean => shipToDifferentBox()?.checked ?? false;

  function removeMirrors(form: HTMLFormElement, name: string): void {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
      if (input.name === name && (input.hasAttribute(MIRROR_ATTRIBUTE) || !input.closest(".form-row"))) {
        input.remove();
      }
    }
  }

  /** Copies one field into the submitting form, or removes its copy when the field submits nothing. */
  function mirror(field: Field): void {
    const target = submittingForm(doc);
    if (target === null || target.contains(field) || field.type === "hidden") return;
    const name = field.name;
    if (!isMirroredField(name, shipsToDifferentAddress())) return;
    // Several radios share a name: only the checked one speaks for the group.
    if (field instanceof HTMLInputElement && field.type === "radio" && !field.checked) return;
    removeMirrors(target, name);
    const value = mirroredValue(field);
    if (value === null) return;
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    input.setAttribute(MIRROR_ATTRIBUTE, "");
    target.prepend(input);
  }

  function mirrorAll(): void {
    for (const form of doc.querySelectorAll<HTMLFormElement>(CHECKOUT_FORMS)) {
      for (const element of form.elements) {
        if (isField(element)) mirror(element);
      }
    }
  }

  /** Shipping fields stop travelling with the order when the box is unchecked. */
  function dropShippingMirrors(): void {
    const target = submittingForm(doc);
    if (target === null) return;
    for (const input of target.querySelectorAll<HTMLInputElement>(`input[${MIRROR_ATTRIBUTE}]`)) {
      if (input.name.startsWith("shipping_") && !input.name.startsWith("shipping_method")) input.remove();
    }
  }

  function shippingAddress(box: HTMLInputElement): HTMLElement | null {
    return (
      box.closest(".woocommerce-shipping-fields")?.querySelector<HTMLElement>(".shipping_address") ??
      doc.querySelector<HTMLElement>(".shipping_address")
    );
  }

  function accountFields(): HTMLElement | null {
    return doc.querySelector<HTMLElement>("div.create-account");
  }

  function markPaymentMethod(): void {
    for (const item of doc.querySelectorAll<HTMLElement>(".wc_payment_method")) {
      const radio = item.querySelector<HTMLInputElement>('input[type="radio"][name="payment_method"]');
      const checked = radio?.checked ?? false;
      item.classList.toggle(CHECKED_PAYMENT_CLASS, checked);
      item.dataset["state"] = checked ? "checked" : "unchecked";
    }
  }

  function showPaymentBox(animate: boolean): void {
    for (const item of doc.querySelectorAll<HTMLElement>(".wc_payment_method")) {
      const radio = item.querySelector<HTMLInputElement>('input[type="radio"][name="payment_method"]');
      const box = item.querySelector<HTMLElement>(".payment_box");
      if (radio === null || box === null) continue;
      const open = radio.checked;
      if (animate && open === (box.dataset["state"] === "open")) continue;
      if (animate) void slide(box, open, duration(PAYMENT_BOX_SLIDE_MS));
      else {
        box.dataset["state"] = open ? "open" : "closed";
        show(box, open);
      }
    }
  }

  function hideDuplicateNotices(): void {
    const groups = [...doc.querySelectorAll<HTMLElement>(NOTICE_GROUPS)];
    groups.forEach((group, index) => {
      moveAlertRole(group);
      if (index > 0) show(group, false);
    });
  }

  function dispatchUpdateCheckout(field: string): void {
    doc.body.dispatchEvent(new CustomEvent(UPDATE_CHECKOUT_EVENT, { bubbles: true, detail: { field } }));
  }

  function onChange(event: Event): void {
    const field = event.target;
    // Only the checkout's own fields: a newsletter or search form elsewhere on the page is none of its business.
    if (!isField(field) || field.closest(CHECKOUT_FORMS) === null) return;
    const name = field.name;
    if (field instanceof HTMLInputElement && field.type === "checkbox" && name === SHIP_TO_DIFFERENT) {
      const address = shippingAddress(field);
      if (address !== null) void slide(address, field.checked, duration(SHIPPING_SLIDE_MS));
      if (field.checked) mirrorAll();
      else dropShippingMirrors();
    }
    if (field instanceof HTMLInputElement && field.type === "checkbox" && name === CREATE_ACCOUNT) {
      const account = accountFields();
      if (account !== null) void slide(account, field.checked, duration(SHIPPING_SLIDE_MS));
    }
    if (name === "payment_method") {
      markPaymentMethod();
      showPaymentBox(true);
    }
    mirror(field);
    if (triggersUpdateCheckout(name)) dispatchUpdateCheckout(name);
  }

  // Initial state, at once: the address shows only when the box is checked, as the shop's own script does.
  const box = shipToDifferentBox();
  if (box !== null) {
    const address = shippingAddress(box);
    if (address !== null) {
      box.setAttribute("aria-controls", ensureId(address, "enhance-shipping-address"));
      address.dataset["state"] = box.checked ? "open" : "closed";
      show(address, box.checked);
    }
  }
  const createAccount = doc.querySelector<HTMLInputElement>(
    `input[type="checkbox"][name="${CREATE_ACCOUNT}"]`,
  );
  const account = accountFields();
  if (createAccount !== null && account !== null) {
    createAccount.setAttribute("aria-controls", ensureId(account, "enhance-account-fields"));
    account.dataset["state"] = createAccount.checked ? "open" : "closed";
    show(account, createAccount.checked);
  }
  markPaymentMethod();
  showPaymentBox(false);
  hideDuplicateNotices();
  mirrorAll();

  doc.addEventListener("change", onChange, { signal });

  // The shop inserts notice groups into every checkout form after a failed order; only the first may stay.
  const observer = new MutationObserver((mutations) => {
    const addedNotice = mutations.some((mutation) =>
      [...mutation.addedNodes].some(
        (node) =>
          node instanceof Element && (node.matches(NOTICE_GROUPS) || node.querySelector(NOTICE_GROUPS)),
      ),
    );
    if (addedNotice) hideDuplicateNotices();
  });
  for (const form of doc.querySelectorAll(CHECKOUT_FORMS)) observer.observe(form, { childList: true });
  const containers = new Set(
    [...doc.querySelectorAll(CHECKOUT_FORMS)]
      .map((form) => form.parentElement)
      .filter((parent) => parent !== null),
  );
  for (const container of containers) observer.observe(container, { childList: true });

  return () => observer.disconnect();
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
