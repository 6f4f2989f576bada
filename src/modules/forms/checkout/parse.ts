import type { ParseResult } from "../../../boot/island";
import { CHECKOUT_FORMS, CREATE_ACCOUNT, SHIP_TO_DIFFERENT } from "./fields";

/**
 * Reading the shop's checkout markup (reference "Shop"): the forms, and the boxes that open a part of them.
 * Nothing here changes the page.
 */

/** A box and the part of the checkout it opens ("ship to a different address", "create an account"). */
export interface Disclosure {
  readonly box: HTMLInputElement;
  readonly part: HTMLElement;
}

export interface CheckoutModel {
  readonly doc: Document;
  readonly forms: readonly HTMLFormElement[];
  readonly shippingAddress: Disclosure | null;
  readonly accountFields: Disclosure | null;
}

const checkbox = (doc: Document, name: string): HTMLInputElement | null =>
  doc.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`);

/** The checkout's parts, or why the page is left as it is. */
export function parseCheckout(body: HTMLElement): ParseResult<CheckoutModel> {
  const doc = body.ownerDocument;
  const forms = [...doc.querySelectorAll<HTMLFormElement>(CHECKOUT_FORMS)];
  if (forms.length === 0) return { ok: false, reason: "no checkout form on the page" };
  const shipBox = checkbox(doc, SHIP_TO_DIFFERENT);
  const address =
    shipBox === null
      ? null
      : (shipBox.closest(".woocommerce-shipping-fields")?.querySelector<HTMLElement>(".shipping_address") ??
        doc.querySelector<HTMLElement>(".shipping_address"));
  const accountBox = checkbox(doc, CREATE_ACCOUNT);
  const account = doc.querySelector<HTMLElement>("div.create-account");
  return {
    ok: true,
    model: {
      doc,
      forms,
      shippingAddress: shipBox !== null && address !== null ? { box: shipBox, part: address } : null,
      accountFields: accountBox !== null && account !== null ? { box: accountBox, part: account } : null,
    },
  };
}
