import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../../test-support/context";
import { labelOf, requiredFieldMessage, sectionOf } from "./field-rules";

afterEach(() => {
  document.body.replaceChildren();
});

function fieldIn(html: string): HTMLInputElement {
  const input = render(html).querySelector("input");
  if (input === null) throw new Error("no field");
  return input;
}

describe("the shop's words for a required field", () => {
  it("name the section by the field's prefix", () => {
    expect(sectionOf("billing_first_name")).toBe("Billing");
    expect(sectionOf("shipping_city")).toBe("Shipping");
    expect(sectionOf("account_password")).toBe("");
  });

  it("read the label without the required mark or '(optional)'", () => {
    const first = fieldIn(
      '<p class="form-row validate-required"><label for="billing_first_name">First name <abbr class="required" title="required">*</abbr></label><input id="billing_first_name" name="billing_first_name"></p>',
    );
    expect(labelOf(first)).toBe("First name");
    expect(requiredFieldMessage(first)).toBe("Billing First name is a required field.");
    const password = fieldIn(
      '<p class="form-row"><label for="account_password">Create account password <span class="optional">(optional)</span></label><input id="account_password" name="account_password"></p>',
    );
    expect(requiredFieldMessage(password)).toBe("Create account password is a required field.");
  });

  it("fall back to the field's name when it has no label", () => {
    expect(requiredFieldMessage(fieldIn('<input name="shipping_postcode">'))).toBe(
      "Shipping shipping_postcode is a required field.",
    );
  });
});
