import type { ParseResult } from "../../../boot/island";
import { describePercentProblem, parseWholePercent } from "../shared/count-up";

/** One skill: `li[data-skill-value]` > `span.enhance-skills__name`. */
export interface SkillModel {
  readonly item: HTMLElement;
  /** The whole percent the bar grows to. */
  readonly target: number;
  /** The name that labels the progressbar; null when there is none with text. */
  readonly name: HTMLElement | null;
  /** The skill's name, or "skill 2" when it has none. */
  readonly label: string;
}

export interface SkillBarsModel {
  readonly skills: readonly SkillModel[];
}

/**
 * Reads `.enhance-skills` > `ul` > `li[data-skill-value]`. Values are whole numbers: fractions are rounded,
 * values outside 0..100 clamped and non-numbers read as 0, each with a warning naming the value.
 */
export function parseSkillBars(
  element: HTMLElement,
  warn: (message: string, ...details: unknown[]) => void,
): ParseResult<SkillBarsModel> {
  const skills: SkillModel[] = [];
  element.querySelectorAll<HTMLElement>("li[data-skill-value]").forEach((item, index) => {
    const raw = item.dataset["skillValue"];
    const parsed = parseWholePercent(raw);
    const found = item.querySelector<HTMLElement>(".enhance-skills__name");
    const label = found?.textContent?.trim() || `skill ${index + 1}`;
    if (parsed.problem) {
      warn(`${label}: ${describePercentProblem("data-skill-value", raw, parsed)}`, item);
    }
    const name = found?.textContent?.trim() ? found : null;
    if (!name) warn(`skill ${index + 1} has no .enhance-skills__name; named "${label}"`, item);
    skills.push({ item, target: parsed.value, name, label });
  });
  if (skills.length === 0) return { ok: false, reason: "no li[data-skill-value] items" };
  return { ok: true, model: { skills } };
}
