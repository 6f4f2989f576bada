import type { ParseResult } from "../../../boot/island";
import { formatParsed, parseNumberValue, parseSeparator, type ParsedNumber } from "../shared/count-up";

/** A number counter as the server rendered it, with its value and separator read. */
export interface NumberCounterModel {
  readonly element: HTMLElement;
  /** `span.percent-value`, whose text counts up. */
  readonly valueElement: HTMLElement;
  readonly target: ParsedNumber;
  readonly separator: string;
  /** The server's value, exactly as written, with its thousands grouped. */
  readonly finalText: string;
}

/**
 * Reads `.et_pb_number_counter[data-number-value][data-number-separator]` > `.percent > p > span.percent-value`.
 * A value that is not a number counts to 0 and a separator that is not one groups nothing, each with a warning;
 * without a `.percent-value` there is nothing to count and the counter is left as it is.
 */
export function parseNumberCounter(
  element: HTMLElement,
  warn: (message: string, ...details: unknown[]) => void,
): ParseResult<NumberCounterModel> {
  const valueElement = element.querySelector<HTMLElement>(".percent-value");
  if (!valueElement) return { ok: false, reason: "number counter without a .percent-value" };
  const raw = element.dataset["numberValue"];
  let target = parseNumberValue(raw);
  if (!target) {
    warn(`data-number-value "${raw ?? ""}" is not a number; using 0`, element);
    target = parseNumberValue("0")!;
  }
  const rawSeparator = element.dataset["numberSeparator"];
  const { separator, valid } = parseSeparator(rawSeparator);
  if (!valid) {
    warn(`data-number-separator "${rawSeparator ?? ""}" is not a separator; using none`, element);
  }
  return {
    ok: true,
    model: { element, valueElement, target, separator, finalText: formatParsed(target, separator) },
  };
}
