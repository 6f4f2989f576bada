import { useLayoutEffect } from "react";
import { easeInOutQuad, valueAt } from "../shared/count-up";
import { rememberAttributes } from "../../../core/attribute-journal";
import { useCountUp, useElementId, useStateAttribute } from "../shared/counter-island";
import type { BarCountersModel, BarModel } from "./parse";

/** What a bar's container gets as a progressbar; the server's values come back on unmount. */
const PROGRESSBAR_ATTRIBUTES = [
  "role",
  "aria-valuenow",
  "aria-valuemin",
  "aria-valuemax",
  "aria-labelledby",
  "aria-label",
] as const;

interface BarCountersProps {
  readonly model: BarCountersModel;
  /** Prefix of the ids given to titles without one. */
  readonly idPrefix: string;
  readonly reducedMotion: boolean;
}

/** Every bar of the list counts on its own, once it is seen. The root adds no nodes. */
export function BarCounters({ model, idPrefix, reducedMotion }: BarCountersProps) {
  return model.bars.map((bar, index) => (
    <BarCounter key={index} bar={bar} titleId={`${idPrefix}-title-${index}`} reducedMotion={reducedMotion} />
  ));
}

interface BarCounterProps {
  readonly bar: BarModel;
  readonly titleId: string;
  readonly reducedMotion: boolean;
}

/**
 * One bar: its container is a `progressbar` named by its title, with its final value from the start so screen
 * readers hear it once; the amount and its overlay grow to the width.
 */
function BarCounter({ bar, titleId, reducedMotion }: BarCounterProps) {
  const { item, container, amounts, target, title } = bar;
  const view = useCountUp(item, reducedMotion);
  useStateAttribute(item, view.state);
  const labelledBy = useElementId(title, titleId);

  useLayoutEffect(() => {
    const restore = rememberAttributes(container, PROGRESSBAR_ATTRIBUTES);
    container.setAttribute("role", "progressbar");
    container.setAttribute("aria-valuemin", "0");
    container.setAttribute("aria-valuemax", "100");
    container.setAttribute("aria-valuenow", String(target));
    if (labelledBy) container.setAttribute("aria-labelledby", labelledBy);
    else container.setAttribute("aria-label", `${target}%`);
    return restore;
  }, [container, target, labelledBy]);

  useLayoutEffect(() => {
    const restores = amounts.map((amount) => rememberAttributes(amount, ["style"]));
    return () => restores.forEach((restore) => restore());
  }, [amounts]);

  const width = valueAt(view.progress, target, easeInOutQuad);
  useLayoutEffect(() => {
    for (const amount of amounts) amount.style.width = `${width}%`;
  }, [amounts, width]);

  return null;
}
