import type { Cleanup, ModuleContext } from "../../../boot/types";
import {
  countUp,
  easeInOutQuad,
  formatNumber,
  formatParsed,
  parseNumberValue,
  parseSeparator,
  setCounterState,
  takeOverCounterText,
  valueAt,
  whenInView,
} from "../shared/count-up";

/**
 * The number counter (`.et_pb_number_counter[data-number-value][data-number-separator]` >
 * `.percent > p > span.percent-value + span.percent-sign`): counts up from 0 to its value in 1800 ms once it is
 * on screen, grouping thousands with the separator and keeping the value's decimals. Screen readers get the
 * final value once; the ticking text is `aria-hidden`.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const valueElement = element.querySelector<HTMLElement>(".percent-value");
  if (!valueElement) {
    return context.decline("number counter without a .percent-value", element);
  }
  const raw = element.dataset["numberValue"];
  let target = parseNumberValue(raw);
  if (!target) {
    context.log.warn(`data-number-value "${raw ?? ""}" is not a number; using 0`, element);
    target = parseNumberValue("0")!;
  }
  const rawSeparator = element.dataset["numberSeparator"];
  const { separator, valid } = parseSeparator(rawSeparator);
  if (!valid) {
    context.log.warn(`data-number-separator "${rawSeparator ?? ""}" is not a separator; using none`, element);
  }
  const decimals = target.fractionDigits.length;
  const finalText = formatParsed(target, separator);
  const text = takeOverCounterText(valueElement, finalText);
  valueElement.textContent = formatNumber(0, decimals, separator);
  setCounterState(element, "waiting");

  const run = (): void => {
    setCounterState(element, "counting");
    const value = target.value;
    void countUp({
      reducedMotion: context.reducedMotion(),
      signal: context.signal,
      render: (progress) => {
        text.show(
          progress >= 1
            ? finalText
            : formatNumber(valueAt(progress, value, easeInOutQuad), decimals, separator),
        );
        if (progress >= 1) setCounterState(element, "done");
      },
    });
  };
  if (context.reducedMotion()) run();
  else whenInView(element, context.signal, run);

  return () => {
    text.restore();
    delete element.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
