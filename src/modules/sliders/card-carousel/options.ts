/**
 * The options of a home-page card carousel, read from its data attributes (spec 2 "Outbound links on the page"
 * and 9 "Carousels and sliders"):
 *
 *   <div class="enhance-card-carousel swiper" data-effect="fade|slide" data-speed="1000" data-autoplay="3000"
 *        data-space-between="0">
 *
 * A missing attribute takes its default quietly; a present but malformed one warns (naming the attribute and
 * the value) and takes its default, so a typo never breaks the carousel.
 */

/** Transition between two slides, in ms. */
export const CAROUSEL_SPEED_MS = 1000;
/** Time a slide stays before autoplay moves on, in ms, counted once its transition has ended. */
export const CAROUSEL_AUTOPLAY_MS = 3000;
/** Gap between slides in px when the markup gives none (the first carousel's 0; the second prints 20). */
export const DEFAULT_SPACE_BETWEEN_PX = 0;
/** One card per view, whatever the width. */
export const SLIDES_PER_VIEW = 1;
/**
 * How far (as a share of one card and its gap) a slow drag, one that lasts over 300 ms, must take the cards for
 * the carousel to move on when the finger lifts; a quicker flick moves on however short it is. Swiper's default,
 * half a card, is more than a thumb drags across a phone: there a card and its 20 px gap are 371 px of a 390 px
 * screen, and a deliberate drag across 40% of the screen would spring back. A quarter of a card is a clear
 * sideways swipe there, while a tap or a short slip still springs back.
 */
export const SLOW_DRAG_MOVES_AT = 0.25;

export type CarouselEffect = "fade" | "slide";
export const DEFAULT_EFFECT: CarouselEffect = "slide";

export interface CarouselOptions {
  readonly effect: CarouselEffect;
  readonly speedMs: number;
  /** Milliseconds between moves, or null when the markup turns autoplay off. */
  readonly autoplayMs: number | null;
  readonly spaceBetweenPx: number;
}

export const DEFAULT_OPTIONS: CarouselOptions = {
  effect: DEFAULT_EFFECT,
  speedMs: CAROUSEL_SPEED_MS,
  autoplayMs: CAROUSEL_AUTOPLAY_MS,
  spaceBetweenPx: DEFAULT_SPACE_BETWEEN_PX,
};

/** Anything with the shape of `element.dataset`. */
export type DataAttributes = Readonly<Record<string, string | undefined>>;
export type Warn = (message: string) => void;

/** The words that turn autoplay off: `data-autoplay="0"`, `"false"`, `"off"` or `"no"`. */
const AUTOPLAY_OFF = new Set(["0", "false", "off", "no"]);
const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

function invalid(warn: Warn, attribute: string, value: string, expected: string, fallback: unknown): void {
  warn(`data-${attribute}="${value}": expected ${expected}; using ${String(fallback)}`);
}

/** `data-effect`: `fade` or `slide` (any case, spaces ignored). */
export function parseEffect(value: string | undefined, warn: Warn): CarouselEffect {
  if (value === undefined) return DEFAULT_EFFECT;
  const effect = value.trim().toLowerCase();
  if (effect === "fade" || effect === "slide") return effect;
  invalid(warn, "effect", value, '"fade" or "slide"', DEFAULT_EFFECT);
  return DEFAULT_EFFECT;
}

/** `data-speed`: a whole number of milliseconds, 0 or more. */
export function parseSpeed(value: string | undefined, warn: Warn): number {
  if (value === undefined) return CAROUSEL_SPEED_MS;
  const text = value.trim();
  const speed = WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(speed)) return speed;
  invalid(warn, "speed", value, "a whole number of milliseconds", CAROUSEL_SPEED_MS);
  return CAROUSEL_SPEED_MS;
}

/** `data-autoplay`: a whole number of milliseconds above 0, or `0`/`false`/`off`/`no` for no autoplay. */
export function parseAutoplay(value: string | undefined, warn: Warn): number | null {
  if (value === undefined) return CAROUSEL_AUTOPLAY_MS;
  const text = value.trim().toLowerCase();
  if (AUTOPLAY_OFF.has(text)) return null;
  const delay = WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(delay) && delay > 0) return delay;
  invalid(warn, "autoplay", value, 'a whole number of milliseconds, or "0" for none', CAROUSEL_AUTOPLAY_MS);
  return CAROUSEL_AUTOPLAY_MS;
}

/** `data-space-between`: pixels, 0 or more (decimals allowed, no unit). */
export function parseSpaceBetween(value: string | undefined, warn: Warn): number {
  if (value === undefined) return DEFAULT_SPACE_BETWEEN_PX;
  const text = value.trim();
  const space = DECIMAL.test(text) ? Number(text) : Number.NaN;
  if (Number.isFinite(space)) return space;
  invalid(warn, "space-between", value, "a number of pixels, 0 or more", DEFAULT_SPACE_BETWEEN_PX);
  return DEFAULT_SPACE_BETWEEN_PX;
}

export function parseCarouselOptions(data: DataAttributes, warn: Warn): CarouselOptions {
  return {
    effect: parseEffect(data["effect"], warn),
    speedMs: parseSpeed(data["speed"], warn),
    autoplayMs: parseAutoplay(data["autoplay"], warn),
    spaceBetweenPx: parseSpaceBetween(data["spaceBetween"], warn),
  };
}
