import { mountIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { CartForms } from "./CartForms";
import { NOTICES_WRAPPER, parseCart } from "./parse";

/**
 * The cart's root: one React island for the page's cart modules. The theme puts the notice, the products and
 * the totals in modules of their own, so the island sits in none of them: its root is an element outside the
 * page, and it reaches the server's nodes through a portal (its live region) and effects.
 */

export { FIELD_MESSAGE_CLASS, LIVE_REGION_ID } from "./CartForms";

export function mount(body: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseCart(body);
  if (!parsed.ok) return context.decline(parsed.reason, body);
  const { model } = parsed;
  // The shop prints a notices wrapper before the cart; a page that lacks one gets it there.
  let addedNotices: HTMLElement | null = null;
  if (model.notices === null) {
    addedNotices = model.doc.createElement("div");
    addedNotices.className = NOTICES_WRAPPER.slice(1);
    model.cartRegion.before(addedNotices);
  }
  const notices = model.notices ?? addedNotices;
  if (notices === null) return undefined;
  const unmountIsland = mountIsland(model.doc.createElement("div"), context, () => (
    <CartForms context={context} model={model} notices={notices} />
  ));
  return () => {
    unmountIsland();
    addedNotices?.remove();
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
