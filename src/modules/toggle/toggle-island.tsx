import { mountIsland } from "../../boot/island";
import type { Cleanup, ModuleContext } from "../../boot/types";
import { parseToggle } from "./parse";
import { Toggle } from "./Toggle";

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  // An accordion owns its items; a toggle is standalone only outside one.
  if (element.parentElement?.classList.contains("et_pb_accordion")) return;
  const parsed = parseToggle(element);
  if (!parsed.ok) {
    context.log.warn(`left as it is: ${parsed.reason}`, element);
    return;
  }
  const initialClasses = element.className;
  const unmountIsland = mountIsland(element, context, () => (
    <Toggle model={parsed.model} host={element} context={context} />
  ));
  return () => {
    unmountIsland();
    element.className = initialClasses;
    delete element.dataset["state"];
  };
}
