import { easeInOutQuad, formatNumber, valueAt } from "../shared/count-up";
import { CounterText, useCountUp, useStateAttribute } from "../shared/counter-island";
import type { NumberCounterModel } from "./parse";

interface NumberCounterProps {
  readonly model: NumberCounterModel;
  readonly reducedMotion: boolean;
}

/** Counts the server's `.percent-value` up to the value, in the theme's easing, keeping the value's decimals. */
export function NumberCounter({ model, reducedMotion }: NumberCounterProps) {
  const { element, valueElement, target, separator, finalText } = model;
  const view = useCountUp(element, reducedMotion);
  useStateAttribute(element, view.state);
  const decimals = target.fractionDigits.length;
  const text =
    view.progress >= 1
      ? finalText
      : formatNumber(valueAt(view.progress, target.value, easeInOutQuad), decimals, separator);
  return (
    <CounterText
      valueElement={valueElement}
      finalText={finalText}
      text={text}
      started={view.state !== "waiting"}
    />
  );
}
