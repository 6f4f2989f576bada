import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { BackToTop } from "./BackToTop";
import { parseBackToTop } from "./parse";

/**
 * The root lives in an element of its own, outside the page: the theme's span keeps its children and its place,
 * and the root only writes its state on it and adds the sentinel at the top of the body.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseBackToTop(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  return mountIslandBeside(element, context, () => <BackToTop model={parsed.model} context={context} />);
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
