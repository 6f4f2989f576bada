import type { Device } from "../../../core/breakpoints";
import { pickVariant, type DeviceVariants } from "../shared/count-up";

/**
 * The circle counter's ring: the drawing (pure, so a test can record its strokes) and the painter that keeps one
 * canvas drawn at its size, in the current device's and hover state's colours, at the value shown.
 */

/** Spec 9: the ring is 5 px wide. */
export const CIRCLE_LINE_WIDTH = 5;
/** The class of the ring's canvas, which the mounted counter adds at the end of `.et_pb_circle_counter_inner`. */
export const RING_CANVAS_CLASS = "enhance-circle-counter__canvas";
/** The theme's track when `data-color` / `data-alpha` are absent. */
export const DEFAULT_TRACK_COLOR = "#000000";
export const DEFAULT_TRACK_ALPHA = 0.1;

/**
 * `data-alpha`: an opacity 0..1. A number outside it is clamped into it, and what is not a number is the theme's
 * 0.1, as CSS reads the attribute for the track `enhance.css` draws before the mount (`opacity` clamps, `attr()`
 * falls back), so a wrong value looks the same before and after the mount.
 */
export function parseAlpha(raw: string | undefined): { value: number; valid: boolean } {
  if (raw === undefined || raw.trim() === "") return { value: DEFAULT_TRACK_ALPHA, valid: true };
  const value = Number(raw.trim());
  if (!Number.isFinite(value)) return { value: DEFAULT_TRACK_ALPHA, valid: false };
  if (value < 0 || value > 1) return { value: Math.min(1, Math.max(0, value)), valid: false };
  return { value, valid: true };
}

/**
 * The ring's bitmap is at most this many device pixels across. A ring of the theme's 225 px stays sharp on a
 * 2x screen; a larger one (a column-wide ring where the theme's stylesheet is missing) is drawn at this size and
 * scaled, since every frame of the count-up hands the whole bitmap to the compositor: a 1264 px ring cost the
 * main thread about 9 ms a frame with the CPU slowed 4x, one of this size about a sixth of that.
 */
export const MAX_RING_BITMAP = 512;

/** Device pixels per CSS pixel for a ring `size` CSS pixels across: the screen's, within the bitmap cap. */
export function ringPixelRatio(size: number, devicePixelRatio: number): number {
  const screen = devicePixelRatio > 0 ? devicePixelRatio : 1;
  return size > 0 ? Math.min(screen, MAX_RING_BITMAP / size) : screen;
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

export interface RingColours {
  readonly bar: DeviceVariants<string>;
  readonly track: DeviceVariants<string>;
  readonly trackAlpha: number;
}

/** Keeps a canvas drawn; every setter redraws. Nothing is drawn until the canvas has a size. */
export interface RingPainter {
  /** The percent (0..100) the bar reaches. */
  show(percent: number): void;
  /** The canvas's width in CSS pixels (it is square); sizes the bitmap for the device pixel ratio. */
  resize(width: number): void;
  setHovered(hovered: boolean): void;
  /** Redraws in the colours of the device now. */
  redraw(): void;
}

export function createRingPainter(
  canvas: HTMLCanvasElement,
  colours: RingColours,
  device: () => Device,
): RingPainter {
  let size = 0;
  let shown = 0;
  let hovered = false;
  let drawing: CanvasRenderingContext2D | null | undefined;
  const draw = (): void => {
    if (size <= 0) return;
    drawing ??= canvas.getContext("2d");
    if (!drawing) return;
    const current = device();
    drawCircle(drawing, shown, {
      size,
      ratio: ringPixelRatio(size, window.devicePixelRatio),
      barColor: pickVariant(colours.bar, current, hovered),
      trackColor: pickVariant(colours.track, current, hovered),
      trackAlpha: colours.trackAlpha,
    });
  };
  return {
    show(percent) {
      shown = percent;
      draw();
    },
    resize(width) {
      const next = Math.floor(width);
      if (next === size) return;
      size = next;
      canvas.width = canvas.height = Math.round(size * ringPixelRatio(size, window.devicePixelRatio));
      canvas.style.width = canvas.style.height = `${size}px`;
      draw();
    },
    setHovered(next) {
      hovered = next;
      draw();
    },
    redraw: draw,
  };
}
