/**
 * Colours from field values go into CSS text, so only what a colour can be is let through: a hex colour, a colour
 * keyword, or an rgb/hsl function of numbers.
 */
const COLOR = /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgba?|hsla?)\(\s*[\d.]+%?(?:\s*[,/\s]\s*[\d.]+%?){2,3}\s*\))$/i;

/** The colour when it is one, else empty. */
export function cssColor(value: string | undefined): string {
  const trimmed = (value ?? "").trim();
  return COLOR.test(trimmed) ? trimmed : "";
}
