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
 * Bar counters (`ul.et_pb_counters` > `li` > `span.et_pb_counter_title` +
 * `span.et_pb_counter_container > span.et_pb_counter_amount[data-width="20%"]`, the theme repeats the amount as
 * an `.overlay`): each bar grows from 0 to its width in 1800 ms once it is on screen. Each container becomes a
 * `progressbar` named by its title, with its final value from the start so screen readers hear it once.
 */

interface Bar {
  item: HTMLElement;
  container: HTMLElement;
  amounts: HTMLElement[];
  target: number;
  serverWidths: string[];
  serverAttributes: Map<string, string | null>;
}

const ARIA_ATTRIBUTES = [
  "role",
  "aria-valuenow",
  "aria-valuemin",
  "aria-valuemax",
  "aria-labelledby",
  "aria-label",
] as const;

let instances = 0;

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  instances += 1;
  const prefix = `enhance-bar-counter-${instances}`;
  const bars: Bar[] = [];
  const titleIds: HTMLElement[] = [];
  element.querySelectorAll<HTMLElement>(":scope > li").forEach((item, index) => {
    const container = item.querySelector<HTMLElement>(".et_pb_counter_container");
    const amounts = container ? [...container.querySelectorAll<HTMLElement>(".et_pb_counter_amount")] : [];
    const first = amounts[0];
    if (!container || !first) {
      context.log.warn(`bar ${index + 1} has no .et_pb_counter_amount; left as it is`, item);
      return;
    }
    const raw = first.dataset["width"];
    const parsed = parseWholePercent(raw);
    if (parsed.problem)
      context.log.warn(`bar ${index + 1}: ${describePercentProblem("data-width", raw, parsed)}`, first);
    const serverAttributes = new Map(ARIA_ATTRIBUTES.map((name) => [name, container.getAttribute(name)]));
    container.setAttribute("role", "progressbar");
    container.setAttribute("aria-valuemin", "0");
    container.setAttribute("aria-valuemax", "100");
    container.setAttribute("aria-valuenow", String(parsed.value));
    const title = item.querySelector<HTMLElement>(".et_pb_counter_title");
    if (title && title.textContent?.trim()) {
      if (!title.id) {
        title.id = `${prefix}-title-${index}`;
        titleIds.push(title);
      }
      container.setAttribute("aria-labelledby", title.id);
    } else {
      context.log.warn(`bar ${index + 1} has no .et_pb_counter_title; named by its value`, item);
      container.setAttribute("aria-label", `${parsed.value}%`);
    }
    bars.push({
      item,
      container,
      amounts,
      target: parsed.value,
      serverWidths: amounts.map((amount) => amount.style.width),
      serverAttributes,
    });
  });
  if (bars.length === 0) {
    context.log.warn("bar counters without bars; left as they are", element);
    return;
  }

  const setWidth = (bar: Bar, percent: number): void => {
    for (const amount of bar.amounts) amount.style.width = `${percent}%`;
  };
  const grow = (bar: Bar): void => {
    setCounterState(bar.item, "counting");
    void countUp({
      reducedMotion: context.reducedMotion(),
      signal: context.signal,
      render: (progress) => {
        setWidth(bar, valueAt(progress, bar.target, easeInOutQuad));
        if (progress >= 1) setCounterState(bar.item, "done");
      },
    });
  };
  for (const bar of bars) {
    if (context.reducedMotion()) {
      grow(bar);
      continue;
    }
    setWidth(bar, 0);
    setCounterState(bar.item, "waiting");
    whenInView(bar.item, context.signal, () => grow(bar));
  }

  return () => {
    for (const bar of bars) {
      bar.amounts.forEach((amount, index) => (amount.style.width = bar.serverWidths[index] ?? ""));
      for (const [name, value] of bar.serverAttributes) {
        if (value === null) bar.container.removeAttribute(name);
        else bar.container.setAttribute(name, value);
      }
      delete bar.item.dataset["state"];
    }
    for (const title of titleIds) title.removeAttribute("id");
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
