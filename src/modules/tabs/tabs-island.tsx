import { mountIsland } from "../../boot/island";
import type { Cleanup, ModuleContext } from "../../boot/types";
import { parseTabs } from "./parse";
import { Tabs } from "./Tabs";

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseTabs(element);
  if (!parsed.ok) {
    context.log.warn(`left as it is: ${parsed.reason}`, element);
    return;
  }
  return mountIsland(element, context, () => <Tabs model={parsed.model} host={element} context={context} />);
}
