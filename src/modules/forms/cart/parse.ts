import type { ParseResult } from "../../../boot/island";

/**
 * Reading the shop's cart markup (WooCommerce's cart templates in the theme's cart modules). Nothing here
 * changes the page.
 */

export const CART_FORM = "form.woocommerce-cart-form";
export const CART_NONCE_FIELD = "woocommerce-cart-nonce";
export const UPDATE_CART = "update_cart";
export const APPLY_COUPON = "apply_coupon";
export const NOTICES_WRAPPER = ".woocommerce-notices-wrapper";
export const CART_TOTALS = ".cart_totals";
export const EMPTY_CART = ".wc-empty-cart-message";
/** The shop's notices, as it prints them in the notices wrapper. */
export const NOTICES = ".woocommerce-message, .woocommerce-error, .woocommerce-info";

export interface CartModel {
  readonly doc: Document;
  /** Where the cart form (or, once empty, the empty-cart message) lives: its contents are swapped. */
  readonly cartRegion: HTMLElement;
  /** Where the cart totals live; null when the page prints none. */
  readonly totalsRegion: HTMLElement | null;
  /** Where the shop's notices go; null when the page prints no notices wrapper (the island adds one). */
  readonly notices: HTMLElement | null;
}

/** The element holding `part`: the shop's `.woocommerce` wrapper around it, else its parent. */
export function regionOf(part: Element): HTMLElement | null {
  return part.parentElement?.closest<HTMLElement>(".woocommerce") ?? part.parentElement;
}

/** The cart's parts, or why the page is left as it is. */
export function parseCart(body: HTMLElement): ParseResult<CartModel> {
  const doc = body.ownerDocument;
  const form = doc.querySelector<HTMLFormElement>(CART_FORM);
  if (form === null) return { ok: false, reason: "no cart form on the page" };
  if (form.querySelector(`[name="${CART_NONCE_FIELD}"]`) === null) {
    return {
      ok: false,
      reason: `the cart form has no ${CART_NONCE_FIELD} field, so the shop would refuse it`,
    };
  }
  if (new URL(form.action, doc.baseURI).origin !== new URL(doc.baseURI).origin) {
    return { ok: false, reason: "the cart form posts to another site" };
  }
  const cartRegion = regionOf(form);
  if (cartRegion === null) return { ok: false, reason: "the cart form has no parent" };
  const totals = doc.querySelector(CART_TOTALS);
  const notices = doc.querySelector<HTMLElement>(NOTICES_WRAPPER);
  return {
    ok: true,
    model: {
      doc,
      cartRegion,
      totalsRegion: totals === null ? null : regionOf(totals),
      notices,
    },
  };
}
