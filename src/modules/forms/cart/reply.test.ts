import { afterEach, describe, expect, it } from "vitest";
import { sanitizeToFragment } from "../../../core/html";
import { render } from "../../../test-support/context";
import { parseCart } from "./parse";
import { readCartReply } from "./reply";

afterEach(() => {
  document.body.replaceChildren();
});

const cartPage = (cart: string, totals: string, notices = "") => `
  <div class="woocommerce-notices-wrapper">${notices}</div>
  <div class="et_pb_wc_cart_products"><div class="woocommerce">${cart}</div></div>
  <div class="et_pb_wc_cart_totals"><div class="woocommerce">${totals}</div></div>`;

const form = (nonce = '<input type="hidden" name="woocommerce-cart-nonce" value="n">') =>
  `<form class="woocommerce-cart-form" action="/cart.html" method="post"><input class="qty" name="cart[a][qty]" value="1">${nonce}</form>`;
const totals = (total: string) =>
  `<div class="cart_totals"><table><tr class="order-total"><th>Total</th><td><strong>${total}</strong></td></tr></table></div>`;

describe("reading the cart", () => {
  it("finds the cart, totals and notices regions, and declines a form the shop would refuse", () => {
    render(cartPage(form(), totals("£1.00")));
    const parsed = parseCart(document.body);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.model.cartRegion.parentElement?.className).toBe("et_pb_wc_cart_products");
    expect(parsed.model.totalsRegion?.parentElement?.className).toBe("et_pb_wc_cart_totals");
    expect(parsed.model.notices?.className).toBe("woocommerce-notices-wrapper");
    document.body.replaceChildren();
    render(cartPage(form(""), ""));
    expect(parseCart(document.body)).toEqual({
      ok: false,
      reason: "the cart form has no woocommerce-cart-nonce field, so the shop would refuse it",
    });
  });
});

describe("reading the shop's reply", () => {
  it("takes the cart, the totals and the notices without their alert role, and what they say", () => {
    const reply = readCartReply(
      sanitizeToFragment(
        cartPage(
          form(),
          totals("£218.00"),
          '<div class="woocommerce-message" role="alert">Cart updated.</div>',
        ),
      ),
    );
    expect(reply?.noticeText).toBe("Cart updated.");
    expect(reply?.total).toBe("£218.00");
    expect(reply?.failed).toBe(false);
    expect(reply?.notices[0]?.hasAttribute("role")).toBe(false);
    expect((reply?.cart[0] as Element | undefined)?.matches("form.woocommerce-cart-form")).toBe(true);
  });

  it("an empty cart has the empty-cart message and no totals; an error notice marks the reply failed", () => {
    const reply = readCartReply(
      sanitizeToFragment(
        cartPage(
          '<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div>',
          "",
          '<ul class="woocommerce-error" role="alert"><li>Your session has expired.</li></ul>',
        ),
      ),
    );
    expect(reply?.totals).toEqual([]);
    expect(reply?.total).toBeNull();
    expect(reply?.failed).toBe(true);
    expect(reply?.noticeText).toBe("Your session has expired.");
    const empty = reply?.cart[0] as Element | undefined;
    expect(empty?.querySelector(".cart-empty")?.hasAttribute("role")).toBe(false);
  });

  it("a page that is not a cart is no reply", () => {
    expect(readCartReply(sanitizeToFragment("<p>Critical error</p>"))).toBeNull();
  });
});
