import { attributesOf, otherChildNodes, type ElementProps, type ParseResult } from "../../../boot/island";
import { parseToggle, type ToggleModel } from "../shared/toggle-parse";

export interface AccordionModel {
  readonly items: readonly ToggleModel[];
  /** The item open when the page loaded, or -1. The theme opens at most one. */
  readonly openIndex: number;
  /** Children that are not items (kept, after the items). */
  readonly otherNodes: readonly Node[];
  readonly host: ElementProps;
}

/** Reads `.et_pb_accordion` > `.et_pb_toggle.et_pb_accordion_item` (reference section 2). */
export function parseAccordion(host: Element): ParseResult<AccordionModel> {
  const itemElements = [...host.children].filter((child) => child.classList.contains("et_pb_toggle"));
  if (itemElements.length === 0) return { ok: false, reason: "no accordion items" };
  const items: ToggleModel[] = [];
  for (const element of itemElements) {
    const parsed = parseToggle(element);
    if (!parsed.ok) return { ok: false, reason: `item ${items.length + 1}: ${parsed.reason}` };
    items.push(parsed.model);
  }
  return {
    ok: true,
    model: {
      items,
      openIndex: items.findIndex((item) => item.open),
      otherNodes: otherChildNodes(host, itemElements),
      host: attributesOf(host),
    },
  };
}
