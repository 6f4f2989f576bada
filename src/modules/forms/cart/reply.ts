import { CART_FORM, CART_TOTALS, EMPTY_CART, NOTICES, NOTICES_WRAPPER, regionOf } from "./parse";

/**
 * The shop's reply to a cart request is the whole cart page (WooCommerce answers `update_cart`, a coupon and a
 * removal with the cart page). What the page needs from it: the cart (or the empty-cart message), the totals
 * and the notices. The reply arrives already sanitised (`context.html`).
 */

export interface CartReply {
  /** The new contents of the cart region. */
  readonly cart: readonly Node[];
  /** The new contents of the totals region: empty when the shop printed no totals (an empty cart). */
  readonly totals: readonly Node[];
  /** The shop's notices, without their live roles: the cart's live region says them. */
  readonly notices: readonly Element[];
  /** What the notices say, for the live region. */
  readonly noticeText: string;
  /** The order total as the visitor reads it ("£310.00"), or null when there is none. */
  readonly total: string | null;
  readonly failed: boolean;
}

const text = (node: Node | null | undefined): string => (node?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The cart parts of a reply, or null when the reply is not a cart page. */
export function readCartReply(fragment: DocumentFragment): CartReply | null {
  const cartPart = fragment.querySelector(CART_FORM) ?? fragment.querySelector(EMPTY_CART);
  const cartRegion = cartPart === null ? null : regionOf(cartPart);
  if (cartRegion === null) return null;
  const totals = fragment.querySelector(CART_TOTALS);
  const totalsRegion = totals === null ? null : regionOf(totals);
  const wrapper = fragment.querySelector(NOTICES_WRAPPER);
  const notices = wrapper === null ? [] : [...wrapper.querySelectorAll(NOTICES)].filter(isOutermost);
  // The cart's live region says the notices (and the empty-cart message): their own roles would say it twice.
  for (const notice of [...notices, ...cartRegion.querySelectorAll(NOTICES)]) {
    notice.removeAttribute("role");
    for (const inner of notice.querySelectorAll('[role="alert"], [role="status"]'))
      inner.removeAttribute("role");
  }
  return {
    cart: [...cartRegion.childNodes],
    totals: totalsRegion === null ? [] : [...totalsRegion.childNodes],
    notices,
    noticeText: notices.map(text).join(" "),
    total: totals === null ? null : text(totals.querySelector(".order-total td")) || null,
    failed: notices.some((notice) => notice.matches(".woocommerce-error")),
  };
}

function isOutermost(notice: Element): boolean {
  return (notice.parentElement?.closest(NOTICES) ?? null) === null;
}
