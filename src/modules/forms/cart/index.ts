import { defineModule } from "../../../boot/types";

/**
 * The shop cart (spec 2 "shop pages": cart form, cart totals, cart notice): quantity changes, removals and
 * coupons go to the shop with the cart form's own fields and nonce, and the lines, the totals and the notice are
 * updated from its reply without leaving the page. Page-wide, because the theme's cart modules put the notice,
 * the products and the totals in modules of their own.
 */
export default defineModule({
  name: "cart",
  selector: "body",
  strategy: "eager",
  appliesTo: (body) => body.ownerDocument.querySelector("form.woocommerce-cart-form") !== null,
  readsConfig: false,
  load: () => import("./cart"),
});
