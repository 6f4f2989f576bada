import { mountParsedIsland } from "../../boot/island";
import type { Cleanup, ModuleContext } from "../../boot/types";
import { parseToggle } from "./parse";
import { Toggle } from "./Toggle";

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  // An accordion owns its items; a toggle is standalone only outside one.
  if (element.parentElement?.classList.contains("et_pb_accordion")) return;
  const initialClasses = element.className;
  const unmountIsland = mountParsedIsland(element, context, parseToggle(element), (model) => (
    <Toggle model={model} host={element} context={context} />
  ));
  if (!unmountIsland) return;
  // The toggle writes the theme's state classes on its own element, which the island does not render.
  return () => {
    unmountIsland();
    element.className = initialClasses;
    delete element.dataset["state"];
  };
}
