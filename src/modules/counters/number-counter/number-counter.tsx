import type { Cleanup, ModuleContext } from "../../../boot/types";
import { mountParsedIslandBeside } from "../../../boot/island";
import { NumberCounter } from "./NumberCounter";
import { parseNumberCounter } from "./parse";

/**
 * The number counter (`.et_pb_number_counter[data-number-value][data-number-separator]` >
 * `.percent > p > span.percent-value + span.percent-sign`): counts up from 0 to its value in 1800 ms once it is
 * on screen, grouping thousands with the separator and keeping the value's decimals. Screen readers get the
 * final value once; the ticking text is `aria-hidden`. A React root that keeps every server node: it writes the
 * count into `.percent-value` and adds only the screen readers' copy.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseNumberCounter(element, (message, ...details) => context.log.warn(message, ...details));
  const reducedMotion = context.reducedMotion();
  return mountParsedIslandBeside(element, context, parsed, (model) => (
    <NumberCounter model={model} reducedMotion={reducedMotion} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
