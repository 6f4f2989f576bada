import type { Cleanup, ModuleContext } from "../../../boot/types";
import { mountParsedIslandBeside } from "../../../boot/island";
import { BarCounters } from "./BarCounters";
import { parseBarCounters } from "./parse";

/**
 * Bar counters (`ul.et_pb_counters` > `li` > `span.et_pb_counter_title` +
 * `span.et_pb_counter_container > span.et_pb_counter_amount[data-width="20%"]`, the theme repeats the amount as
 * an `.overlay`): each bar grows from 0 to its width in 1800 ms once it is on screen. Each container becomes a
 * `progressbar` named by its title, with its final value from the start so screen readers hear it once. A React
 * root that keeps every server node and writes widths, ARIA and `data-state` into them.
 */

let instances = 0;

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseBarCounters(element, (message, ...details) => context.log.warn(message, ...details));
  instances += 1;
  const idPrefix = `enhance-bar-counter-${instances}`;
  const reducedMotion = context.reducedMotion();
  return mountParsedIslandBeside(element, context, parsed, (model) => (
    <BarCounters model={model} idPrefix={idPrefix} reducedMotion={reducedMotion} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
