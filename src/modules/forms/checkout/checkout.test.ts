import { afterEach, describe, expect, it, vi } from "vitest";
import { createDisposables } from "../../../core/disposables";
import { createTestContext, render } from "../../../test-support/context";
import { mount } from "./checkout";
import {
  CHECKED_PAYMENT_CLASS,
  isMirroredField,
  MIRROR_ATTRIBUTE,
  mirroredValue,
  PAYMENT_BOX_SLIDE_MS,
  SHIPPING_SLIDE_MS,
  submittingForm,
  triggersUpdateCheckout,
  UPDATE_CHECKOUT_EVENT,
} from "./fields";
import definition from "./index";

const payment = `
  <div id="payment" class="woocommerce-checkout-payment">
    <ul class="wc_payment_methods payment_methods methods">
      <li class="wc_payment_method payment_method_bacs">
        <input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked>
        <label for="payment_method_bacs">Direct bank transfer</label>
        <div class="payment_box payment_method_bacs"><p>Pay by bank transfer.</p></div>
      </li>
      <li class="wc_payment_method payment_method_cod">
        <input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod">
        <label for="payment_method_cod">Cash on delivery</label>
        <div class="payment_box payment_method_cod" style="display:none"><p>Pay on delivery.</p></div>
      </li>
    </ul>
    <button type="submit" id="place_order" name="woocommerce_checkout_place_order">Place order</button>
  </div>`;

const shipping = (checked: boolean) => `
  <div class="woocommerce-shipping-fields">
    <h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox"
      name="ship_to_different_address" value="1"${checked ? " checked" : ""}> <span>Ship to a different address?</span></label></h3>
    <div class="shipping_address">
      <p class="form-row"><label for="shipping_city">Town</label><input id="shipping_city" name="shipping_city" value="Leeds"></p>
      <p class="form-row"><label for="shipping_postcode">Postcode</label><input id="shipping_postcode" name="shipping_postcode" value="LS1"></p>
    </div>
  </div>`;

const billing = `
  <p class="form-row"><label for="billing_first_name">First name</label><input id="billing_first_name" name="billing_first_name" value="Ada"></p>
  <p class="form-row"><label for="billing_country">Country</label><select id="billing_country" name="billing_country">
    <option value="GB" selected>United Kingdom</option><option value="FR">France</option></select></p>
  <p class="form-row"><label for="billing_postcode">Postcode</label><input id="billing_postcode" name="billing_postcode" value="SW1"></p>
  <p class="form-row create-account"><label><input id="createaccount" type="checkbox" name="createaccount" value="1"> Create an account?</label></p>
  <div class="create-account"><p class="form-row"><label for="account_password">Password</label><input id="account_password" type="password" name="account_password"></p></div>`;

const shippingMethods = `
  <ul id="shipping_method">
    <li><input type="radio" name="shipping_method[0]" id="sm_flat" value="flat_rate:1" class="shipping_method" checked><label for="sm_flat">Flat rate</label></li>
    <li><input type="radio" name="shipping_method[0]" id="sm_free" value="free_shipping:2" class="shipping_method"><label for="sm_free">Free</label></li>
  </ul>`;

/** The shop's classic checkout: one form holds everything. */
const classic = (shipChecked = false) => `
  <form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/">
    ${billing}${shipping(shipChecked)}
    <textarea name="order_comments" id="order_comments"></textarea>
    ${shippingMethods}${payment}
  </form>`;

/** The theme's checkout modules: one form per module; only the payment one submits. */
const modules = (shipChecked = false) => `
  <div class="et_pb_wc_checkout_billing"><form name="checkout" method="post" class="checkout woocommerce-checkout">${billing}</form></div>
  <div class="et_pb_wc_checkout_shipping"><form name="checkout" method="post" class="checkout woocommerce-checkout">${shipping(shipChecked)}</form></div>
  <div class="et_pb_wc_checkout_additional_info"><form name="checkout" class="checkout woocommerce-checkout"><textarea name="order_comments" id="order_comments">Leave at the door</textarea></form></div>
  <div class="et_pb_wc_checkout_order_details"><form name="checkout" class="checkout woocommerce-checkout">${shippingMethods}</form></div>
  <div class="et_pb_wc_checkout_payment_info"><form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/">${payment}</form></div>`;

let cleanup: (() => void) | undefined;

function setup(markup: string) {
  const root = render(markup);
  const controller = new AbortController();
  const context = createTestContext(document.body, {
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
  });
  const unmount = mount(document.body, context);
  cleanup = () => {
    controller.abort();
    unmount?.();
  };
  const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  const change = (element: HTMLInputElement | HTMLSelectElement, value?: string | boolean) => {
    if (typeof value === "boolean") (element as HTMLInputElement).checked = value;
    else if (typeof value === "string") element.value = value;
    element.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const target = () => submittingForm(document)!;
  const mirrors = () =>
    Object.fromEntries(
      [...target().querySelectorAll<HTMLInputElement>(`input[${MIRROR_ATTRIBUTE}]`)].map((input) => [
        input.name,
        input.value,
      ]),
    );
  return { root, $, change, target, mirrors };
}

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.replaceChildren();
});

describe("definition", () => {
  it("loads eagerly, only on pages with a checkout form", () => {
    expect(definition.strategy).toBe("eager");
    expect(definition.appliesTo?.(document.body)).toBe(false);
    render(`<form class="checkout woocommerce-checkout"></form>`);
    expect(definition.appliesTo?.(document.body)).toBe(true);
  });
});

describe("constants", () => {
  it("pin the shop's constants: 400 and 230 ms slides, the checked class, the update event", () => {
    expect(SHIPPING_SLIDE_MS).toBe(400);
    expect(PAYMENT_BOX_SLIDE_MS).toBe(230);
    expect(CHECKED_PAYMENT_CLASS).toBe("et_pb_checked");
    expect(UPDATE_CHECKOUT_EVENT).toBe("update_checkout");
  });
});

describe("isMirroredField", () => {
  it.each([
    ["billing_first_name", false, true],
    ["billing_country", false, true],
    ["shipping_city", false, false],
    ["shipping_city", true, true],
    ["shipping_method[0]", false, true],
    ["order_comments", false, true],
    ["ship_to_different_address", false, true],
    ["createaccount", false, true],
    ["payment_method", false, false],
    ["account_password", false, false],
    ["", true, false],
  ])("%s (ship elsewhere: %s) -> %s", (name, ship, expected) => {
    expect(isMirroredField(name, ship)).toBe(expected);
  });
});

describe("triggersUpdateCheckout", () => {
  it.each([
    ["shipping_method[0]", true],
    ["billing_country", true],
    ["shipping_country", true],
    ["billing_postcode", true],
    ["shipping_postcode", true],
    ["billing_city", false],
    ["payment_method", false],
  ])("%s -> %s", (name, expected) => {
    expect(triggersUpdateCheckout(name)).toBe(expected);
  });
});

describe("mirroredValue", () => {
  it("is null for an unchecked box and the value otherwise", () => {
    const root = render(
      `<input type="checkbox" value="1"><input type="text" value="x"><select><option>GB</option></select>`,
    );
    const [box, text] = [...root.querySelectorAll("input")];
    expect(mirroredValue(box!)).toBeNull();
    box!.checked = true;
    expect(mirroredValue(box!)).toBe("1");
    expect(mirroredValue(text!)).toBe("x");
    expect(mirroredValue(root.querySelector("select")!)).toBe("GB");
  });
});

describe("shipping address", () => {
  it("is hidden at load while the box is unchecked, and controlled by it", () => {
    const { $ } = setup(classic(false));
    const address = $(".shipping_address");
    expect(address.hidden).toBe(true);
    expect(address.dataset["state"]).toBe("closed");
    expect($("#ship-to-different-address-checkbox").getAttribute("aria-controls")).toBe(address.id);
  });

  it("stays open at load when the box is checked", () => {
    const { $ } = setup(classic(true));
    expect($(".shipping_address").hidden).toBe(false);
    expect($(".shipping_address").dataset["state"]).toBe("open");
  });

  it("slides down when checked and up when unchecked", async () => {
    const { $, change } = setup(classic(false));
    const box = $<HTMLInputElement>("#ship-to-different-address-checkbox");
    change(box, true);
    await vi.waitFor(() => expect($(".shipping_address").hidden).toBe(false));
    expect($(".shipping_address").dataset["state"]).toBe("open");
    change(box, false);
    await vi.waitFor(() => expect($(".shipping_address").hidden).toBe(true));
    expect($(".shipping_address").dataset["state"]).toBe("closed");
  });
});

describe("mirrored fields (checkout modules)", () => {
  it("copies billing fields, order notes and the shipping method into the submitting form at load", () => {
    const { mirrors, target } = setup(modules(false));
    expect(target().closest(".et_pb_wc_checkout_payment_info")).not.toBeNull();
    expect(mirrors()).toEqual({
      billing_first_name: "Ada",
      billing_country: "GB",
      billing_postcode: "SW1",
      order_comments: "Leave at the door",
      "shipping_method[0]": "flat_rate:1",
    });
  });

  it("follows a changed field, with one mirror per name", () => {
    const { $, change, target } = setup(modules(false));
    change($<HTMLSelectElement>("#billing_country"), "FR");
    change($<HTMLSelectElement>("#billing_country"), "GB");
    const copies = target().querySelectorAll('input[name="billing_country"]');
    expect(copies).toHaveLength(1);
    expect((copies[0] as HTMLInputElement).value).toBe("GB");
  });

  it("adds shipping fields while shipping elsewhere, and removes them and the box's value when unchecked", () => {
    const { $, change, mirrors } = setup(modules(false));
    expect(mirrors()["shipping_city"]).toBeUndefined();
    change($<HTMLInputElement>("#ship-to-different-address-checkbox"), true);
    expect(mirrors()["ship_to_different_address"]).toBe("1");
    expect(mirrors()["shipping_city"]).toBe("Leeds");
    change($<HTMLInputElement>("#ship-to-different-address-checkbox"), false);
    expect(mirrors()["ship_to_different_address"]).toBeUndefined();
    expect(mirrors()["shipping_city"]).toBeUndefined();
  });

  it("removes the create-account value when that box is unchecked", () => {
    const { $, change, mirrors } = setup(modules(false));
    const box = $<HTMLInputElement>("#createaccount");
    change(box, true);
    expect(mirrors()["createaccount"]).toBe("1");
    expect($("div.create-account").dataset["state"]).toBe("open");
    change(box, false);
    expect(mirrors()["createaccount"]).toBeUndefined();
  });

  it("mirrors the chosen shipping method radio", () => {
    const { $, change, mirrors } = setup(modules(false));
    change($<HTMLInputElement>("#sm_free"), true);
    expect(mirrors()["shipping_method[0]"]).toBe("free_shipping:2");
  });

  it("mirrors nothing in the classic one-form checkout", () => {
    const { $, change, mirrors } = setup(classic(false));
    change($<HTMLInputElement>("#createaccount"), true);
    change($<HTMLSelectElement>("#billing_country"), "FR");
    expect(mirrors()).toEqual({});
  });
});

describe("payment method", () => {
  it("marks the checked method at load and moves the marker on change", async () => {
    const { $, change } = setup(classic());
    const bacs = $(".payment_method_bacs");
    const cod = $("li.payment_method_cod");
    expect(bacs.classList.contains(CHECKED_PAYMENT_CLASS)).toBe(true);
    expect(cod.classList.contains(CHECKED_PAYMENT_CLASS)).toBe(false);
    expect(cod.querySelector<HTMLElement>(".payment_box")!.hidden).toBe(true);
    change($<HTMLInputElement>("#payment_method_cod"), true);
    expect(cod.classList.contains(CHECKED_PAYMENT_CLASS)).toBe(true);
    expect(cod.dataset["state"]).toBe("checked");
    expect(bacs.classList.contains(CHECKED_PAYMENT_CLASS)).toBe(false);
    await vi.waitFor(() => expect(cod.querySelector<HTMLElement>(".payment_box")!.hidden).toBe(false));
    await vi.waitFor(() => expect(bacs.querySelector<HTMLElement>(".payment_box")!.hidden).toBe(true));
  });
});

describe("update_checkout", () => {
  it("is dispatched on the body for shipping method, country and postcode changes only", () => {
    const { $, change } = setup(classic(true));
    const seen: string[] = [];
    document.body.addEventListener(UPDATE_CHECKOUT_EVENT, (event) =>
      seen.push((event as CustomEvent<{ field: string }>).detail.field),
    );
    change($<HTMLInputElement>("#sm_free"), true);
    change($<HTMLSelectElement>("#billing_country"), "FR");
    change($<HTMLInputElement>("#billing_postcode"), "75001");
    change($<HTMLInputElement>("#shipping_postcode"), "LS2");
    change($<HTMLInputElement>("#billing_first_name"), "Grace");
    change($<HTMLInputElement>("#payment_method_cod"), true);
    expect(seen).toEqual(["shipping_method[0]", "billing_country", "billing_postcode", "shipping_postcode"]);
  });

  it("ignores fields outside the checkout forms", () => {
    const { change, mirrors } = setup(classic(true) + modules(false));
    const seen: string[] = [];
    document.body.addEventListener(UPDATE_CHECKOUT_EVENT, () => seen.push("update"));
    const outside = render(`<form class="newsletter"><input name="billing_postcode" value="X"></form>`);
    change(outside.querySelector("input")!, "Y");
    expect(seen).toEqual([]);
    expect(mirrors()["billing_postcode"]).not.toBe("Y");
  });

  it("stops after unmount", () => {
    const { $, change } = setup(classic(true));
    const seen: string[] = [];
    document.body.addEventListener(UPDATE_CHECKOUT_EVENT, () => seen.push("update"));
    cleanup?.();
    cleanup = undefined;
    change($<HTMLSelectElement>("#billing_country"), "FR");
    expect(seen).toEqual([]);
  });
});

describe("notice groups", () => {
  const group = (text: string) =>
    `<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout"><ul class="woocommerce-error" role="alert"><li>${text}</li></ul></div>`;

  it("hides every group but the first at load", () => {
    const { root } = setup(
      modules(false).replaceAll(
        'class="checkout woocommerce-checkout">',
        `class="checkout woocommerce-checkout">${group("Billing First name is a required field.")}`,
      ),
    );
    const groups = [...root.querySelectorAll<HTMLElement>(".woocommerce-NoticeGroup-checkout")];
    expect(groups).toHaveLength(4);
    expect(groups.map((element) => element.hidden)).toEqual([false, true, true, true]);
  });

  it("moves the alert role from the notice list to its group, keeping the list a list", () => {
    const { root } = setup(
      modules(false).replace(
        'class="checkout woocommerce-checkout">',
        `class="checkout woocommerce-checkout">${group("Postcode is not valid.")}`,
      ),
    );
    const notice = root.querySelector<HTMLElement>(".woocommerce-NoticeGroup-checkout")!;
    expect(notice.getAttribute("role")).toBe("alert");
    expect(notice.querySelector("ul")!.hasAttribute("role")).toBe(false);
  });

  it("hides duplicates inserted after a failed order", async () => {
    const { root } = setup(modules(false));
    for (const form of root.querySelectorAll("form")) {
      const notice = document.createElement("div");
      notice.className = "woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout";
      notice.textContent = "Please enter an address to continue.";
      form.prepend(notice);
    }
    await vi.waitFor(() => {
      const hidden = [...root.querySelectorAll<HTMLElement>(".woocommerce-NoticeGroup-checkout")].map(
        (g) => g.hidden,
      );
      expect(hidden).toEqual([false, true, true, true, true]);
    });
  });
});

describe("the island", () => {
  const SERVER_PARTS = [
    "form",
    "#billing_country",
    "#ship-to-different-address-checkbox",
    ".shipping_address",
    "#createaccount",
    "div.create-account",
    "li.payment_method_bacs",
    ".payment_box.payment_method_cod",
    "#place_order",
  ];

  it("adopts the server's nodes: forms, fields and payment methods are the same nodes after mount", () => {
    const root = render(modules(false));
    const server = SERVER_PARTS.map((selector) => root.querySelector(selector));
    const controller = new AbortController();
    const unmount = mount(document.body, createTestContext(document.body, { signal: controller.signal }));
    cleanup = () => {
      controller.abort();
      unmount?.();
    };
    expect(unmount).toBeTypeOf("function");
    SERVER_PARTS.forEach((selector, index) => {
      expect(server[index]).not.toBeNull();
      expect(root.querySelector(selector)).toBe(server[index]);
    });
  });

  it("cleanup gives the server markup back: the copies leave, the parts read as the server printed them", () => {
    const root = render(modules(false));
    const serialize = () => new XMLSerializer().serializeToString(root);
    const before = serialize();
    const controller = new AbortController();
    const unmount = mount(document.body, createTestContext(document.body, { signal: controller.signal }))!;
    expect(root.querySelectorAll(`input[${MIRROR_ATTRIBUTE}]`).length).toBeGreaterThan(0);
    const country = root.querySelector<HTMLSelectElement>("#billing_country")!;
    country.value = "FR";
    country.dispatchEvent(new Event("change", { bubbles: true }));
    controller.abort();
    unmount();
    expect(serialize().split("><")).toEqual(before.split("><"));
    expect(country.value).toBe("FR");
  });
});
