import { mountIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { rememberOwnedAttributesInOrder } from "../shared/form-island";
import { CheckoutForms } from "./CheckoutForms";
import { NOTICE_GROUPS } from "./fields";
import { parseCheckout } from "./parse";

/**
 * The checkout's root: one React island for the page's checkout forms. The theme's checkout modules split one
 * checkout over several forms, so the island sits in no form of its own: its root is an element outside the
 * page, and it reaches the server's forms through portals and effects.
 */

/** What the island writes on the parts it opens, marks or hides; cleanup gives the server's values back. */
const ISLAND_ATTRIBUTES = ["hidden", "style", "data-state", "id", "class", "role", "aria-controls"];

export function mount(body: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseCheckout(body);
  if (!parsed.ok) return context.decline(parsed.reason, body);
  const { doc, shippingAddress, accountFields } = parsed.model;
  const touched = new Set<HTMLElement>([
    ...[shippingAddress, accountFields].flatMap((part) => (part === null ? [] : [part.box, part.part])),
    ...doc.querySelectorAll<HTMLElement>(".wc_payment_method"),
    ...doc.querySelectorAll<HTMLElement>(NOTICE_GROUPS),
  ]);
  // The payment boxes and notice lists inside the touched parts are recorded with them.
  const restores = [...touched].flatMap((element) => [
    rememberOwnedAttributesInOrder(element, ISLAND_ATTRIBUTES),
    ...[...element.querySelectorAll(".payment_box, ul, ol")].map((inner) =>
      rememberOwnedAttributesInOrder(inner, ISLAND_ATTRIBUTES),
    ),
  ]);
  const unmountIsland = mountIsland(doc.createElement("div"), context, () => (
    <CheckoutForms context={context} model={parsed.model} />
  ));
  return () => {
    unmountIsland();
    for (const restore of restores) restore();
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
