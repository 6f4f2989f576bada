import type { ParseResult } from "../../../boot/island";
import { formatParsed, parseNumberValue, readVariants, type ParsedNumber } from "../shared/count-up";
import { DEFAULT_TRACK_ALPHA, DEFAULT_TRACK_COLOR, parseAlpha, type RingColours } from "./ring";

/** A circle counter as the server rendered it, with its value and colours read. */
export interface CircleCounterModel {
  readonly element: HTMLElement;
  /** `.et_pb_circle_counter_inner`: holds the settings, and the ring's canvas is added at its end. */
  readonly inner: HTMLElement;
  /** `span.percent-value`, whose text counts up; some layouts have none, and only the ring fills. */
  readonly valueElement: HTMLElement | null;
  /** The value, clamped to 0..100. */
  readonly target: ParsedNumber;
  readonly finalText: string;
  readonly colours: RingColours;
  /** Whether a hover colour is set, so the pointer is worth listening to. */
  readonly hasHover: boolean;
}

/**
 * Reads `.et_pb_circle_counter` > `.et_pb_circle_counter_inner[data-number-value]` > `.percent > p >
 * span.percent-value`, with the bar colour `data-bar-bg-color` (the site's accent colour when absent), the track
 * colour `data-color` at opacity `data-alpha`, each with `-tablet`, `-phone` and `-hover` variants as the theme's
 * easyPieChart set-up reads them. Values outside 0..100 are clamped and non-numbers read as 0, with a warning.
 */
export function parseCircleCounter(
  element: HTMLElement,
  accentColor: string,
  warn: (message: string, ...details: unknown[]) => void,
): ParseResult<CircleCounterModel> {
  const inner = element.querySelector<HTMLElement>(".et_pb_circle_counter_inner");
  if (!inner) return { ok: false, reason: "circle counter without .et_pb_circle_counter_inner" };
  const raw = inner.dataset["numberValue"];
  let target = parseNumberValue(raw);
  if (!target) {
    warn(`data-number-value "${raw ?? ""}" is not a number; using 0`, inner);
    target = parseNumberValue("0")!;
  } else if (target.value < 0 || target.value > 100) {
    const clamped = String(Math.min(100, Math.max(0, target.value)));
    warn(`data-number-value "${raw ?? ""}" is outside 0 to 100; clamped to ${clamped}`, inner);
    target = parseNumberValue(clamped)!;
  }
  const bar = readVariants(inner, "bar-bg-color", accentColor);
  const track = readVariants(inner, "color", DEFAULT_TRACK_COLOR);
  const alpha = parseAlpha(inner.dataset["alpha"]);
  if (!alpha.valid) {
    // A clamped value is 0 or 1, so only what is not a number comes back as the default.
    const why =
      alpha.value === DEFAULT_TRACK_ALPHA ? "is not a number; using" : "is outside 0 to 1; clamped to";
    warn(`data-alpha "${inner.dataset["alpha"] ?? ""}" ${why} ${alpha.value}`, inner);
  }
  return {
    ok: true,
    model: {
      element,
      inner,
      valueElement: inner.querySelector<HTMLElement>(".percent-value"),
      target,
      finalText: formatParsed(target, ""),
      colours: { bar, track, trackAlpha: alpha.value },
      hasHover: bar.hover !== undefined || track.hover !== undefined,
    },
  };
}
