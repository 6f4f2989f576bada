import type { Cleanup, ModuleContext } from "../../../boot/types";
import {
  countUp,
  easeInOutCirc,
  formatNumber,
  formatParsed,
  parseNumberValue,
  pickVariant,
  readVariants,
  setCounterState,
  takeOverCounterText,
  valueAt,
  whenInView,
  type DeviceVariants,
} from "../shared/count-up";

/**
 * The circle counter (`.et_pb_circle_counter` > `.et_pb_circle_counter_inner[data-number-value]` >
 * `.percent > p > span.percent-value`): a ring drawn on a canvas fills to its percentage in 1800 ms once it is on
 * screen while the number counts up. Bar colour `data-bar-bg-color`, track colour `data-color` at opacity
 * `data-alpha`, each with `-tablet`, `-phone` and `-hover` variants as the theme's easyPieChart set-up reads them.
 */

/** Spec 9: the ring is 5 px wide. */
export const CIRCLE_LINE_WIDTH = 5;
/** The theme's track when `data-color` / `data-alpha` are absent. */
export const DEFAULT_TRACK_COLOR = "#000000";
export const DEFAULT_TRACK_ALPHA = 0.1;

/** `data-alpha`: an opacity 0..1; anything else is the theme's 0.1. */
export function parseAlpha(raw: string | undefined): { value: number; valid: boolean } {
  if (raw === undefined || raw.trim() === "") return { value: DEFAULT_TRACK_ALPHA, valid: true };
  const value = Number(raw.trim());
  if (!Number.isFinite(value) || value < 0 || value > 1) return { value: DEFAULT_TRACK_ALPHA, valid: false };
  return { value, valid: true };
}

export interface CircleStyle {
  /** CSS pixels across. */
  readonly size: number;
  /** Device pixels per CSS pixel. */
  readonly ratio: number;
  readonly barColor: string;
  readonly trackColor: string;
  readonly trackAlpha: number;
}

/** Draws the track and the bar up to `percent` (0..100), starting at twelve o'clock, clockwise. */
export function drawCircle(context: CanvasRenderingContext2D, percent: number, style: CircleStyle): void {
  const pixels = style.size * style.ratio;
  const lineWidth = CIRCLE_LINE_WIDTH * style.ratio;
  const radius = (pixels - lineWidth) / 2;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, pixels, pixels);
  if (radius <= 0) return;
  context.translate(pixels / 2, pixels / 2);
  context.rotate(-Math.PI / 2);
  context.lineWidth = lineWidth;
  context.lineCap = "round";
  context.globalAlpha = style.trackAlpha;
  context.strokeStyle = style.trackColor;
  context.beginPath();
  context.arc(0, 0, radius, 0, Math.PI * 2);
  context.stroke();
  const share = Math.min(1, Math.max(0, percent / 100));
  if (share > 0) {
    context.globalAlpha = 1;
    context.strokeStyle = style.barColor;
    context.beginPath();
    context.arc(0, 0, radius, 0, Math.PI * 2 * share);
    context.stroke();
  }
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const inner = element.querySelector<HTMLElement>(".et_pb_circle_counter_inner");
  if (!inner) {
    return context.decline("circle counter without .et_pb_circle_counter_inner", element);
  }
  const raw = inner.dataset["numberValue"];
  let parsed = parseNumberValue(raw);
  if (!parsed) {
    context.log.warn(`data-number-value "${raw ?? ""}" is not a number; using 0`, inner);
    parsed = parseNumberValue("0")!;
  } else if (parsed.value < 0 || parsed.value > 100) {
    const clamped = String(Math.min(100, Math.max(0, parsed.value)));
    context.log.warn(`data-number-value "${raw ?? ""}" is outside 0 to 100; clamped to ${clamped}`, inner);
    parsed = parseNumberValue(clamped)!;
  }
  const target = parsed.value;
  const decimals = parsed.fractionDigits.length;
  const finalText = formatParsed(parsed, "");
  const barColors: DeviceVariants<string> = readVariants(
    inner,
    "bar-bg-color",
    context.config.pbCustom.accent_color,
  );
  const trackColors: DeviceVariants<string> = readVariants(inner, "color", DEFAULT_TRACK_COLOR);
  const alpha = parseAlpha(inner.dataset["alpha"]);
  if (!alpha.valid) {
    context.log.warn(
      `data-alpha "${inner.dataset["alpha"] ?? ""}" is not 0 to 1; using ${alpha.value}`,
      inner,
    );
  }

  const canvas = document.createElement("canvas");
  canvas.className = "enhance-circle-counter__canvas";
  canvas.setAttribute("aria-hidden", "true");
  inner.append(canvas);
  const valueElement = inner.querySelector<HTMLElement>(".percent-value");
  const text = valueElement ? takeOverCounterText(valueElement, finalText) : null;
  if (valueElement) valueElement.textContent = formatNumber(0, decimals, "");
  setCounterState(element, "waiting");

  let size = 0;
  let shown = 0;
  let hovered = false;
  let drawing: CanvasRenderingContext2D | null | undefined;
  const draw = (): void => {
    if (size <= 0) return;
    drawing ??= canvas.getContext("2d");
    if (!drawing) return;
    const device = context.device();
    drawCircle(drawing, shown, {
      size,
      ratio: window.devicePixelRatio || 1,
      barColor: pickVariant(barColors, device, hovered),
      trackColor: pickVariant(trackColors, device, hovered),
      trackAlpha: alpha.value,
    });
  };
  const resize = (width: number): void => {
    const next = Math.floor(width);
    if (next === size) return;
    size = next;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = canvas.height = Math.round(size * ratio);
    canvas.style.width = canvas.style.height = `${size}px`;
    draw();
  };

  if ("ResizeObserver" in window) {
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) resize(entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(inner);
    context.disposables.add(() => observer.disconnect());
  }
  const onDeviceChange = (): void => draw();
  context.bus.on("device:change", onDeviceChange);
  context.disposables.add(() => context.bus.off("device:change", onDeviceChange));
  const hasHover = barColors.hover !== undefined || trackColors.hover !== undefined;
  if (hasHover) {
    const setHovered = (next: boolean) => () => {
      hovered = next;
      draw();
    };
    element.addEventListener("pointerenter", setHovered(true), { passive: true, signal: context.signal });
    element.addEventListener("pointerleave", setHovered(false), { passive: true, signal: context.signal });
  }

  const run = (): void => {
    setCounterState(element, "counting");
    void countUp({
      reducedMotion: context.reducedMotion(),
      signal: context.signal,
      render: (progress) => {
        shown = valueAt(progress, target, easeInOutCirc);
        draw();
        text?.show(progress >= 1 ? finalText : formatNumber(shown, decimals, ""));
        if (progress >= 1) setCounterState(element, "done");
      },
    });
  };
  if (context.reducedMotion()) run();
  else whenInView(inner, context.signal, run);

  return () => {
    canvas.remove();
    text?.restore();
    delete element.dataset["state"];
  };
}
