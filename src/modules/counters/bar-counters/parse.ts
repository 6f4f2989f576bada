import type { ParseResult } from "../../../boot/island";
import { describePercentProblem, parseWholePercent } from "../shared/count-up";

/** One bar: `li` > `span.et_pb_counter_title` + `span.et_pb_counter_container > span.et_pb_counter_amount`. */
export interface BarModel {
  readonly item: HTMLElement;
  /** Becomes the progressbar. */
  readonly container: HTMLElement;
  /** The amount and the theme's `.overlay` copy of it: both grow. */
  readonly amounts: readonly HTMLElement[];
  /** The whole percent the bar grows to. */
  readonly target: number;
  /** The title that names the progressbar; null when it has no text (the bar is named by its value). */
  readonly title: HTMLElement | null;
}

export interface BarCountersModel {
  readonly bars: readonly BarModel[];
}

/**
 * Reads `ul.et_pb_counters` > `li`s. A bar without an amount is left as it is; widths are whole percents
 * (`data-width`, rounded and clamped, non-numbers read as 0), each adjustment with a warning naming the value.
 */
export function parseBarCounters(
  element: HTMLElement,
  warn: (message: string, ...details: unknown[]) => void,
): ParseResult<BarCountersModel> {
  const bars: BarModel[] = [];
  element.querySelectorAll<HTMLElement>(":scope > li").forEach((item, index) => {
    const container = item.querySelector<HTMLElement>(".et_pb_counter_container");
    const amounts = container ? [...container.querySelectorAll<HTMLElement>(".et_pb_counter_amount")] : [];
    const first = amounts[0];
    if (!container || !first) {
      warn(`bar ${index + 1} has no .et_pb_counter_amount; left as it is`, item);
      return;
    }
    const raw = first.dataset["width"];
    const parsed = parseWholePercent(raw);
    if (parsed.problem) warn(`bar ${index + 1}: ${describePercentProblem("data-width", raw, parsed)}`, first);
    let title = item.querySelector<HTMLElement>(".et_pb_counter_title");
    if (!title?.textContent?.trim()) {
      warn(`bar ${index + 1} has no .et_pb_counter_title; named by its value`, item);
      title = null;
    }
    bars.push({ item, container, amounts, target: parsed.value, title });
  });
  if (bars.length === 0) return { ok: false, reason: "bar counters without bars" };
  return { ok: true, model: { bars } };
}
