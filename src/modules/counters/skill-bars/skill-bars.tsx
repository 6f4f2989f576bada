import type { Cleanup, ModuleContext } from "../../../boot/types";
import { mountParsedIslandBeside } from "../../../boot/island";
import { parseSkillBars } from "./parse";
import { SkillBars } from "./SkillBars";

/**
 * Team-member skill bars (spec 3: skill names with a parallel list of values; spec 9: values 0 to 100, step 1).
 * The theme has no markup for them, so this is ours:
 *
 *   <div class="enhance-skills">
 *     <ul>
 *       <li data-skill-value="85"><span class="enhance-skills__name">SEO</span></li>
 *       ...
 *     </ul>
 *   </div>
 *
 * Each item gets a value and a progressbar whose fill grows from 0 to the value in 1800 ms once the item is on
 * screen. A React root that keeps every server node and portals the value and the bar into each item.
 */

let instances = 0;

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseSkillBars(element, (message, ...details) => context.log.warn(message, ...details));
  instances += 1;
  const idPrefix = `enhance-skills-${instances}`;
  const reducedMotion = context.reducedMotion();
  return mountParsedIslandBeside(element, context, parsed, (model) => (
    <SkillBars model={model} idPrefix={idPrefix} reducedMotion={reducedMotion} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
