import { describe, expect, it, vi } from "vitest";
import { checkDeclared, declaredRules, declaresRules } from "./declared";
import { render } from "../test-support/context";
import { createFieldChecker, showFieldMessage } from "./field-checks";

function field(html: string): HTMLInputElement {
  document.body.replaceChildren();
  render(`<form>${html}</form>`);
  const input = document.querySelector<HTMLInputElement>("[data-field]");
  if (input === null) throw new Error("no field");
  return input;
}

describe("declared rules", () => {
  it("reads data-rule attributes with their parameters, and data-msg messages", () => {
    const input = field(
      '<input data-field name="code" data-rule-required="true" data-rule-digits="" data-rule-rangelength="[3, 5]" data-rule-max="500" data-msg-rangelength="Codes have {0} to {1} digits." data-rule-remote="/check">',
    );
    const declared = declaredRules(input);
    expect(declared.rules).toEqual({ required: true, digits: true, rangelength: [3, 5], max: 500 });
    expect(declared.remote).toBe("/check");
    expect(declared.messages).toEqual({ rangelength: "Codes have {0} to {1} digits." });
  });

  it("reads the HTML attributes and the shop's row classes that declare the same rules", () => {
    const email = field(
      '<p class="form-row validate-required validate-email"><input data-field type="text" name="billing_email"></p>',
    );
    expect(declaredRules(email).rules).toEqual({ required: true, email: true });
    const quantity = field('<input data-field type="number" name="qty" min="0" max="8" step="1">');
    expect(declaredRules(quantity).rules).toEqual({ number: true, min: 0, max: 8 });
    const text = field('<input data-field name="note" maxlength="10" minlength="2" required>');
    expect(declaredRules(text).rules).toEqual({ required: true, maxlength: 10, minlength: 2 });
  });

  it("a field without any of them declares nothing, and data-rule-x=false turns a rule off", () => {
    expect(declaresRules(declaredRules(field('<input data-field name="free">')))).toBe(false);
    expect(declaresRules(declaredRules(field('<input data-field name="f" data-rule-email="false">')))).toBe(
      false,
    );
  });

  it("gives the first failing rule's message: the field's own with its parameters filled, else the default", () => {
    const input = field(
      '<input data-field name="code" data-rule-digits="true" data-rule-rangelength="3,5" data-msg-rangelength="Codes have {0} to {1} digits.">',
    );
    input.value = "12a";
    expect(checkDeclared(input, declaredRules(input))).toEqual({
      valid: false,
      message: "Please enter only digits.",
    });
    input.value = "12";
    expect(checkDeclared(input, declaredRules(input))).toEqual({
      valid: false,
      message: "Codes have 3 to 5 digits.",
    });
    input.value = "123";
    expect(checkDeclared(input, declaredRules(input))).toEqual({ valid: true });
  });

  it("equalTo compares with the field its selector names", () => {
    document.body.replaceChildren();
    render(
      '<form><input id="password" value="secret"><input id="again" data-rule-equalto="#password"></form>',
    );
    const again = document.querySelector<HTMLInputElement>("#again");
    if (again === null) throw new Error("no field");
    again.value = "secrets";
    expect(checkDeclared(again, declaredRules(again))).toEqual({
      valid: false,
      message: "Please enter the same value again.",
    });
    again.value = "secret";
    expect(checkDeclared(again, declaredRules(again)).valid).toBe(true);
  });
});

describe("field checker", () => {
  it("asks the remote rule once per value with the field's name and value, and keeps its answer", async () => {
    const input = field('<input data-field name="coupon_code" data-rule-remote="/check">');
    const post = vi.fn(async (_address: string, fields: Readonly<Record<string, string>>) =>
      fields["coupon_code"] === "SAVE" ? "true" : JSON.stringify("No such coupon."),
    );
    const checker = createFieldChecker(post, new AbortController().signal);
    input.value = "NOPE";
    expect(checker.checkNow(input)).toEqual({ valid: true });
    expect(await checker.check(input)).toEqual({ valid: false, message: "No such coupon." });
    expect(await checker.check(input)).toEqual({ valid: false, message: "No such coupon." });
    expect(checker.checkNow(input)).toEqual({ valid: false, message: "No such coupon." });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith("/check", { coupon_code: "NOPE" }, expect.any(AbortSignal));
    input.value = "SAVE";
    expect(await checker.check(input)).toEqual({ valid: true });
    input.value = "";
    expect(await checker.check(input)).toEqual({ valid: true });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it("a reply that is not true or a string gives the remote default; a failed request lets the value pass", async () => {
    const input = field('<input data-field name="code" data-rule-remote="/check">');
    input.value = "x";
    const odd = createFieldChecker(async () => "{}", new AbortController().signal);
    expect(await odd.check(input)).toEqual({ valid: false, message: "Please fix this field." });
    const failing = createFieldChecker(
      async () => Promise.reject(new Error("offline")),
      new AbortController().signal,
    );
    expect(await failing.check(input)).toEqual({ valid: true });
  });

  it("shows a message under the field, linked to it, and takes it away", () => {
    const input = field(
      '<span class="woocommerce-input-wrapper"><input data-field id="city" name="city"></span>',
    );
    showFieldMessage(input, "This field is required.", "checkout-inline-error-message");
    const message = document.getElementById("city-enhance-message");
    expect(message?.textContent).toBe("This field is required.");
    expect(message?.previousElementSibling?.className).toBe("woocommerce-input-wrapper");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("city-enhance-message");
    showFieldMessage(input, null, "checkout-inline-error-message");
    expect(document.getElementById("city-enhance-message")).toBeNull();
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});
