import { mountIsland } from "../../boot/island";
import type { Cleanup, ModuleContext } from "../../boot/types";
import { Accordion } from "./Accordion";
import { parseAccordion } from "./parse";

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseAccordion(element);
  if (!parsed.ok) {
    context.log.warn(`left as it is: ${parsed.reason}`, element);
    return;
  }
  return mountIsland(element, context, () => (
    <Accordion model={parsed.model} host={element} context={context} />
  ));
}
