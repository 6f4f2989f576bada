import { defineModule } from "../../../boot/types";

/**
 * The shop checkout (spec 4 "Shop", 7 notes, 8 "Checkout"): the shipping address follows "ship to a different
 * address", mirrored hidden values follow their checkboxes, the chosen payment method is marked, shipping
 * changes announce `update_checkout`, duplicate notice groups are hidden. Page-wide, because the theme's checkout
 * modules split one checkout over several forms.
 */
export default defineModule({
  name: "checkout",
  selector: "body",
  strategy: "eager",
  appliesTo: (body) => body.ownerDocument.querySelector("form.checkout, form.woocommerce-checkout") !== null,
  readsConfig: false,
  load: () => import("./checkout"),
});
