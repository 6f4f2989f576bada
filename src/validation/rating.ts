/** Spec 5 "Other" / 9: a star rating shows 0 to 20 stars, 5 by default. */
export const STAR_RATING_DEFAULT = 5;
export const STAR_RATING_MIN = 0;
export const STAR_RATING_MAX = 20;
/** Default hints, one per star from the lowest. */
export const STAR_RATING_HINTS = ["bad", "poor", "regular", "good", "gorgeous"] as const;
/** Where a fraction of a score turns into a half star (down), a full star without halves (full), or up. */
export const STAR_ROUNDING = { down: 0.25, full: 0.6, up: 0.76 } as const;

/** The number of stars to draw: whole numbers 0..20; anything else gives the default or the nearest limit. */
export function limitStarCount(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) {
    return STAR_RATING_DEFAULT;
  }
  return Math.min(STAR_RATING_MAX, Math.max(STAR_RATING_MIN, Math.trunc(number)));
}

/** A score clamped into 0..stars; a non-number gives 0. */
export function limitScore(score: unknown, stars: number): number {
  const number = typeof score === "string" && score.trim() !== "" ? Number(score) : score;
  if (typeof number !== "number" || !Number.isFinite(number)) {
    return 0;
  }
  return Math.min(stars, Math.max(0, number));
}

export type StarState = "on" | "half" | "off";

/**
 * The state of each star for `score`, using the rounding thresholds: with halves a fraction below .25 is
 * dropped, from .25 below .76 draws a half star and from .76 a full one; without halves a fraction from .6 up
 * draws a full star.
 */
export function starStates(score: number, stars: number, halves: boolean): StarState[] {
  const limited = limitScore(score, stars);
  const whole = Math.floor(limited);
  // Rounded so that 3.76 - 3 reads .76, not .7599999.
  const fraction = Math.round((limited - whole) * 1e6) / 1e6;
  let partial: StarState = "off";
  if (halves) {
    if (fraction >= STAR_ROUNDING.up) partial = "on";
    else if (fraction >= STAR_ROUNDING.down) partial = "half";
  } else if (fraction >= STAR_ROUNDING.full) {
    partial = "on";
  }
  return Array.from({ length: stars }, (_, index): StarState => {
    if (index < whole) return "on";
    if (index === whole) return partial;
    return "off";
  });
}

/** The hint for a star (1-based); stars beyond the hints list are named by their number. */
export function starHint(star: number, hints: readonly string[] = STAR_RATING_HINTS): string {
  return hints[star - 1] ?? String(star);
}
