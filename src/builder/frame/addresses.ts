/**
 * The layout addresses the builder names elements by (`data-address`): dot-separated indexes from the top of the
 * layout, each layout element hanging under the nearest layout element around it, the rule the layout model
 * (`readLayout`) uses, so an address read from the model finds its element here.
 */

import { LAYOUT_SELECTOR, moduleAddress } from "../model/layout";

export const ADDRESS_ATTRIBUTE = "data-address";

/** Writes `data-address` on every layout element of the document (addresses start at its top). */
export function writeAddresses(doc: Document): void {
  const childCounts = new Map<Element | null, number>();
  const addresses = new Map<Element, string>();
  for (const element of doc.querySelectorAll(LAYOUT_SELECTOR)) {
    const parent = element.parentElement?.closest(LAYOUT_SELECTOR) ?? null;
    const index = childCounts.get(parent) ?? 0;
    childCounts.set(parent, index + 1);
    const prefix = parent ? addresses.get(parent) : undefined;
    const address = prefix ? `${prefix}.${index}` : String(index);
    addresses.set(element, address);
    if (element.getAttribute(ADDRESS_ATTRIBUTE) !== address) element.setAttribute(ADDRESS_ATTRIBUTE, address);
  }
}

/** The layout element with this address, or null (also for an invalid address, which never reaches a selector). */
export function elementAt(doc: Document, address: string): HTMLElement | null {
  const valid = moduleAddress(address);
  if (!valid) return null;
  return doc.querySelector<HTMLElement>(`[${ADDRESS_ATTRIBUTE}="${valid}"]`);
}
