import { useRef } from "react";
import { easeInOutQuad, formatNumber, valueAt } from "../shared/count-up";
import { CounterText, useCountUpFrames, useStateAttribute, type LiveText } from "../shared/counter-island";
import type { NumberCounterModel } from "./parse";

interface NumberCounterProps {
  readonly model: NumberCounterModel;
  readonly reducedMotion: boolean;
}

/** Counts the server's `.percent-value` up to the value, in the theme's easing, keeping the value's decimals. */
export function NumberCounter({ model, reducedMotion }: NumberCounterProps) {
  const { element, valueElement, target, separator, finalText } = model;
  const decimals = target.fractionDigits.length;
  const shownAt = (progress: number): string =>
    progress >= 1
      ? finalText
      : formatNumber(valueAt(progress, target.value, easeInOutQuad), decimals, separator);
  const liveText = useRef<LiveText["current"]>(null);
  const view = useCountUpFrames(element, reducedMotion, (progress) => liveText.current?.(shownAt(progress)));
  useStateAttribute(element, view.state);
  const text = shownAt(view.progress);
  return (
    <CounterText
      valueElement={valueElement}
      finalText={finalText}
      text={text}
      started={view.state !== "waiting"}
      liveText={liveText}
    />
  );
}
