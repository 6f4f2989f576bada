import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { Accordion } from "./Accordion";
import { parseAccordion } from "./parse";

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  return mountParsedIsland(element, context, parseAccordion(element), (model) => (
    <Accordion model={model} host={element} context={context} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
