import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { parseTabs } from "./parse";
import { Tabs } from "./Tabs";

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  return mountParsedIsland(element, context, parseTabs(element), (model) => (
    <Tabs model={model} host={element} context={context} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
