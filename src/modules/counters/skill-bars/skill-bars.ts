import type { Cleanup, ModuleContext } from "../../../boot/types";
import {
  countUp,
  describePercentProblem,
  easeInOutQuad,
  parseWholePercent,
  setCounterState,
  valueAt,
  whenInView,
} from "../shared/count-up";

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
 * Each item gets `span.enhance-skills__value` ("85%", hidden from screen readers) and a
 * `span.enhance-skills__bar[role=progressbar]` (named by the skill, final value from the start) holding
 * `span.enhance-skills__fill`, whose width grows from 0 to the value in 1800 ms once the item is on screen.
 * Values are whole numbers: fractions are rounded, values outside 0..100 clamped and non-numbers read as 0,
 * each with a console warning naming the value.
 */

interface Skill {
  item: HTMLElement;
  fill: HTMLElement;
  target: number;
  added: HTMLElement[];
  nameIdAdded: HTMLElement | null;
}

let instances = 0;

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  instances += 1;
  const prefix = `enhance-skills-${instances}`;
  const skills: Skill[] = [];
  element.querySelectorAll<HTMLElement>("li[data-skill-value]").forEach((item, index) => {
    const raw = item.dataset["skillValue"];
    const parsed = parseWholePercent(raw);
    const name = item.querySelector<HTMLElement>(".enhance-skills__name");
    const label = name?.textContent?.trim() || `skill ${index + 1}`;
    if (parsed.problem) {
      context.log.warn(`${label}: ${describePercentProblem("data-skill-value", raw, parsed)}`, item);
    }
    const value = document.createElement("span");
    value.className = "enhance-skills__value";
    value.setAttribute("aria-hidden", "true");
    value.textContent = `${parsed.value}%`;
    const bar = document.createElement("span");
    bar.className = "enhance-skills__bar";
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-valuemin", "0");
    bar.setAttribute("aria-valuemax", "100");
    bar.setAttribute("aria-valuenow", String(parsed.value));
    let nameIdAdded: HTMLElement | null = null;
    if (name && name.textContent?.trim()) {
      if (!name.id) {
        name.id = `${prefix}-name-${index}`;
        nameIdAdded = name;
      }
      bar.setAttribute("aria-labelledby", name.id);
    } else {
      context.log.warn(`skill ${index + 1} has no .enhance-skills__name; named "${label}"`, item);
      bar.setAttribute("aria-label", label);
    }
    const fill = document.createElement("span");
    fill.className = "enhance-skills__fill";
    bar.append(fill);
    item.append(value, bar);
    skills.push({ item, fill, target: parsed.value, added: [value, bar], nameIdAdded });
  });
  if (skills.length === 0) {
    return context.decline("no li[data-skill-value] items", element);
  }

  const grow = (skill: Skill): void => {
    setCounterState(skill.item, "counting");
    void countUp({
      reducedMotion: context.reducedMotion(),
      signal: context.signal,
      render: (progress) => {
        skill.fill.style.width = `${valueAt(progress, skill.target, easeInOutQuad)}%`;
        if (progress >= 1) setCounterState(skill.item, "done");
      },
    });
  };
  for (const skill of skills) {
    if (context.reducedMotion()) {
      grow(skill);
      continue;
    }
    skill.fill.style.width = "0%";
    setCounterState(skill.item, "waiting");
    whenInView(skill.item, context.signal, () => grow(skill));
  }

  return () => {
    for (const skill of skills) {
      for (const node of skill.added) node.remove();
      skill.nameIdAdded?.removeAttribute("id");
      delete skill.item.dataset["state"];
    }
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
