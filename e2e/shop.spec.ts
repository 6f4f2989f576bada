import type { Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/test";

/**
 * The shop's cart and order-received pages: the cart form sent to the shop in the background with its nonce,
 * the lines, totals and notice updated from the reply, the rules its fields declare (a quantity's stock, the
 * coupon's remote check), and an order placed from the cart shown on the order-received page.
 */

const CART_NONCE = "fixture-cart-nonce";
const WORKBOOK_KEY = "70efdf2ec9b086079795c442636b55fb";
const PLANNER_KEY = "6f4922f45568161a8cdf4ad2299f6d23";
const MASTERCLASS_KEY = "c74d97b01eae257e44aa9d5bade97baf";

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  const session = `shop-${testInfo.testId}-${Date.now()}`;
  await context.addCookies([{ name: "fixture_session", value: session, url: baseURL ?? "http://127.0.0.1" }]);
});

async function openCart(page: Page): Promise<void> {
  await page.goto("/cart.html");
  await expect(page.locator("body")).toHaveAttribute("data-enhanced", /\bcart\b/);
}

/** Every request the cart sends to the shop from now on. */
function cartRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path === "/cart.html" && request.resourceType() !== "document") sent.push(request);
  });
  return sent;
}

const quantity = (page: Page, key: string) => page.locator(`input[name="cart[${key}][qty]"]`);
const total = (page: Page) => page.locator(".cart_totals .order-total td");
const live = (page: Page) => page.locator("#enhance-cart-live");

test.describe("cart", () => {
  test("a quantity sent with Enter posts update_cart with the nonce; lines, totals and the announced notice follow; removals end in the empty cart", async ({
    page,
  }) => {
    await openCart(page);
    const sent = cartRequests(page);
    await expect(total(page)).toHaveText("£199.00");

    await quantity(page, WORKBOOK_KEY).fill("3");
    await quantity(page, WORKBOOK_KEY).press("Enter");
    await expect(total(page)).toHaveText("£218.00");
    expect(sent).toHaveLength(1);
    const posted = new URLSearchParams(sent[0]?.postData() ?? "");
    expect(sent[0]?.method()).toBe("POST");
    expect(posted.get("update_cart")).toBe("Update cart");
    expect(posted.get("apply_coupon")).toBeNull();
    expect(posted.get("woocommerce-cart-nonce")).toBe(CART_NONCE);
    expect(posted.get(`cart[${WORKBOOK_KEY}][qty]`)).toBe("3");
    expect(page.url()).toMatch(/\/cart\.html$/);
    await expect(page.locator(".woocommerce-notices-wrapper")).toHaveText("Cart updated.");
    await expect(live(page)).toHaveText("Cart updated. Total: £218.00.");
    await expect(page.locator(".cart_item", { hasText: "Workbook" }).locator(".product-subtotal")).toHaveText(
      "£57.00",
    );
    // The keyboard user stays on the quantity they changed, in the new cart.
    await expect(quantity(page, WORKBOOK_KEY)).toBeFocused();
    await expect(quantity(page, WORKBOOK_KEY)).toHaveValue("3");

    await page.getByRole("link", { name: "Remove Blog Launch Planner from cart" }).click();
    await expect(page.locator(".woocommerce-notices-wrapper")).toHaveText(
      "\u201cBlog Launch Planner\u201d removed.",
    );
    await expect(total(page)).toHaveText("£206.00");
    await expect(quantity(page, PLANNER_KEY)).toHaveCount(0);
    await expect(live(page)).toHaveText("\u201cBlog Launch Planner\u201d removed. Total: £206.00.");
    await expect(page.locator(".woocommerce-message")).toBeFocused();
    await expectNoAxeViolations(page);

    await quantity(page, MASTERCLASS_KEY).fill("0");
    await quantity(page, WORKBOOK_KEY).fill("0");
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(page.locator(".cart-empty")).toHaveText("Your cart is currently empty.");
    await expect(page.locator(".cart_totals")).toHaveCount(0);
    await expect(page.locator("form.woocommerce-cart-form")).toHaveCount(0);
    await expect(live(page)).toHaveText("Cart updated. Your cart is currently empty.");
    expect(sent).toHaveLength(3);
    await expectNoAxeViolations(page);
  });

  test("declared rules: a quantity above the stock is refused beside the field; the coupon's remote rule asks the shop before it is applied", async ({
    page,
  }) => {
    await openCart(page);
    const sent = cartRequests(page);
    const checks: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/shop/check/coupon") checks.push(request.postData() ?? "");
    });

    const workbook = quantity(page, WORKBOOK_KEY);
    await workbook.fill("11");
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(workbook).toBeFocused();
    await expect(workbook).toHaveAttribute("aria-invalid", "true");
    await expect(workbook).toHaveAccessibleDescription("Please enter a value less than or equal to 10.");
    await workbook.fill("2");
    await workbook.blur();
    await expect(workbook).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".cart-inline-error-message")).toHaveCount(0);

    const coupon = page.getByLabel("Coupon:");
    await coupon.fill("NOPE");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(coupon).toBeFocused();
    await expect(coupon).toHaveAccessibleDescription('Coupon "NOPE" does not exist!');
    expect(checks).toEqual(["coupon_code=NOPE"]);
    expect(sent).toHaveLength(0);

    await coupon.fill("WELCOME10");
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.locator(".woocommerce-notices-wrapper")).toHaveText(
      "Coupon code applied successfully.",
    );
    await expect(total(page)).toHaveText("£179.10");
    expect(checks).toEqual(["coupon_code=NOPE", "coupon_code=WELCOME10"]);
    expect(sent).toHaveLength(1);
    expect(new URLSearchParams(sent[0]?.postData() ?? "").get("apply_coupon")).toBe("Apply coupon");
  });
});

test.describe("order received", () => {
  test("an order placed from the cart is shown with its number, lines and total; the cart is then empty", async ({
    page,
  }) => {
    await openCart(page);
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /checkout/);
    await page.locator("#billing_postcode").fill("SW1A 1AA");
    await page.locator("#place_order").click();
    await expect(page).toHaveURL(/\/order-received\.html\?order=\d+&key=wc_order_\w+$/);
    await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
    const number = new URL(page.url()).searchParams.get("order") ?? "missing";
    await expect(page.locator(".woocommerce-order-overview__order")).toHaveText(`Order number: ${number}`);
    await expect(page.locator(".woocommerce-order-overview__email")).toHaveText("Email: ada@example.com");
    await expect(page.locator(".woocommerce-order-overview__total")).toHaveText("Total: £199.00");
    await expect(page.locator(".order_item")).toHaveText([
      "Email Marketing Masterclass × 1 £149.00",
      "Printed SEO Checklist Workbook × 2 £38.00",
      "Blog Launch Planner × 1 £12.00",
    ]);
    await expectNoAxeViolations(page);
    await page.goto("/cart.html");
    await expect(page.locator(".cart-empty")).toHaveText("Your cart is currently empty.");
  });
});
