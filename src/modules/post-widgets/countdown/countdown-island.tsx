import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { Countdown } from "./Countdown";
import { parseCountdown } from "./parse";

/**
 * The root lives in an element of its own, outside the page: the module keeps its children exactly as the theme
 * printed them (its stylesheet styles them by their place), and the root writes into them.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseCountdown(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  return mountIslandBeside(element, context, () => <Countdown model={parsed.model} context={context} />);
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
