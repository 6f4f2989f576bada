/**
 * Spec 3 and 9: an extended icon value is `unicode||type||weight`, where type is `divi` or a Font Awesome type and
 * the weight defaults to 400. A plain value (`&#x39;`, `9`) is a Divi icon at weight 400.
 */

export const DEFAULT_ICON_WEIGHT = 400;

export const ICON_TYPES = ["divi", "fa"] as const;

export type IconType = (typeof ICON_TYPES)[number];

export interface ExtendedIcon {
  /** The glyph itself: entities (`&#xf007;`, `&#57409;`) are decoded. */
  readonly glyph: string;
  readonly type: IconType;
  readonly weight: number;
}

const HEX_ENTITY = /&#x([0-9a-f]+);/gi;
const DECIMAL_ENTITY = /&#(\d+);/g;

function fromCodePoint(code: number, original: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : original;
}

/** The glyph an icon's unicode part names, decoding numeric character references. */
export function decodeIconGlyph(unicode: string): string {
  return unicode
    .replace(HEX_ENTITY, (entity, hex: string) => fromCodePoint(Number.parseInt(hex, 16), entity))
    .replace(DECIMAL_ENTITY, (entity, decimal: string) =>
      fromCodePoint(Number.parseInt(decimal, 10), entity),
    );
}

/** Reads an icon field value; null when it names no glyph. */
export function parseExtendedIcon(value: string | undefined): ExtendedIcon | null {
  const [unicode = "", type = "", weight = ""] = (value ?? "").split("||");
  const glyph = decodeIconGlyph(unicode.trim());
  if (!glyph) return null;
  const parsedWeight = Number.parseInt(weight.trim(), 10);
  return {
    glyph,
    type: ICON_TYPES.includes(type.trim() as IconType) ? (type.trim() as IconType) : "divi",
    weight: Number.isFinite(parsedWeight) && parsedWeight > 0 ? parsedWeight : DEFAULT_ICON_WEIGHT,
  };
}

/** Whether the icon is drawn with the Font Awesome font rather than the theme's icon font. */
export function isFontAwesomeIcon(icon: ExtendedIcon): boolean {
  return icon.type === "fa";
}
