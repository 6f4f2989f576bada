import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { CLOSED_CLASS, OPEN_CLASS, parseToggle } from "../shared/toggle-parse";
import { Toggle } from "./Toggle";

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  // An accordion owns its items; a toggle is standalone only outside one.
  if (element.parentElement?.classList.contains("et_pb_accordion")) return;
  const initialState = [OPEN_CLASS, CLOSED_CLASS].filter((name) => element.classList.contains(name));
  const unmountIsland = mountParsedIsland(element, context, parseToggle(element), (model) => (
    <Toggle model={model} host={element} context={context} />
  ));
  if (!unmountIsland) return;
  // The toggle writes the theme's state classes on its own element, which the island does not render. Only those
  // go back on unmount: a class removed from outside (which unmounted the toggle) stays removed.
  return () => {
    unmountIsland();
    element.classList.remove(OPEN_CLASS, CLOSED_CLASS);
    element.classList.add(...initialState);
    delete element.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
