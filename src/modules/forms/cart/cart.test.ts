import { afterEach, describe, expect, it, vi } from "vitest";
import { sanitizeToFragment } from "../../../core/html";
import { createTestContext, render } from "../../../test-support/context";
import { FIELD_MESSAGE_CLASS, LIVE_REGION_ID, mount } from "./cart";

afterEach(() => {
  document.body.replaceChildren();
});

const page = (quantity: string, notice = "", total = "£19.00") => `
  <div class="et_pb_wc_cart_notice"><div class="woocommerce-notices-wrapper">${notice}</div></div>
  <div class="et_pb_wc_cart_products"><div class="woocommerce">
    <form class="woocommerce-cart-form" action="/cart.html" method="post">
      <div class="quantity"><label for="qty">Workbook quantity</label><input type="number" id="qty" class="qty" name="cart[k][qty]" value="${quantity}" min="0" max="10" step="1"></div>
      <button type="submit" name="apply_coupon" value="Apply coupon">Apply coupon</button>
      <button type="submit" name="update_cart" value="Update cart">Update cart</button>
      <input type="hidden" name="woocommerce-cart-nonce" value="n">
    </form>
  </div></div>
  <div class="et_pb_wc_cart_totals"><div class="woocommerce"><div class="cart_totals"><table><tr class="order-total"><th>Total</th><td>${total}</td></tr></table></div></div></div>`;

describe("cart", () => {
  it("sends update_cart with the form's fields, puts the reply's cart, totals and notice in place and says them", async () => {
    render(page("1"));
    const postForm = vi.fn(async () =>
      page("2", '<div class="woocommerce-message" role="alert">Cart updated.</div>', "£38.00"),
    );
    const context = createTestContext(document.body, {
      ajax: { ...createTestContext(document.body).ajax, postForm },
      html: { toFragment: async (html: string) => sanitizeToFragment(html) },
    });
    const unmount = mount(document.body, context);
    const form = document.querySelector<HTMLFormElement>("form.woocommerce-cart-form");
    expect(form?.noValidate).toBe(true);
    document.querySelector<HTMLInputElement>("#qty")!.value = "2";
    form?.requestSubmit(document.querySelector<HTMLButtonElement>('[name="update_cart"]'));
    await vi.waitFor(() => expect(document.querySelector(".order-total td")?.textContent).toBe("£38.00"));
    const [address, body] = postForm.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(address).toMatch(/\/cart\.html$/);
    expect(Object.fromEntries(body)).toEqual({
      "cart[k][qty]": "2",
      "woocommerce-cart-nonce": "n",
      update_cart: "Update cart",
    });
    expect(document.querySelector(".woocommerce-notices-wrapper")?.textContent).toBe("Cart updated.");
    expect(document.querySelector(".woocommerce-message")?.hasAttribute("role")).toBe(false);
    await vi.waitFor(() =>
      expect(document.getElementById(LIVE_REGION_ID)?.textContent).toBe("Cart updated. Total: £38.00."),
    );
    unmount?.();
    expect(document.querySelector<HTMLFormElement>("form.woocommerce-cart-form")?.noValidate).toBe(false);
  });

  it("a quantity above the stock is said under the field and nothing is sent; unmount takes the message away", async () => {
    render(page("11"));
    const context = createTestContext(document.body);
    const unmount = mount(document.body, context);
    const form = document.querySelector<HTMLFormElement>("form.woocommerce-cart-form");
    form?.requestSubmit(document.querySelector<HTMLButtonElement>('[name="update_cart"]'));
    const quantity = document.querySelector<HTMLInputElement>("#qty");
    await vi.waitFor(() =>
      expect(document.querySelector(`.${FIELD_MESSAGE_CLASS}`)?.textContent).toBe(
        "Please enter a value less than or equal to 10.",
      ),
    );
    expect(quantity?.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(quantity);
    expect(context.ajax.postForm).not.toHaveBeenCalled();
    unmount?.();
    expect(document.querySelector(`.${FIELD_MESSAGE_CLASS}`)).toBeNull();
    expect(quantity?.hasAttribute("aria-invalid")).toBe(false);
  });

  it("declines a cart form without its nonce and leaves it as it is", () => {
    render(page("1").replace('<input type="hidden" name="woocommerce-cart-nonce" value="n">', ""));
    const context = createTestContext(document.body);
    const decline = vi.spyOn(context, "decline");
    expect(mount(document.body, context)).toBeUndefined();
    expect(decline).toHaveBeenCalled();
    expect(document.querySelector<HTMLFormElement>("form.woocommerce-cart-form")?.noValidate).toBe(false);
  });
});
