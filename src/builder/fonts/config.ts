/**
 * The backend's font config (spec 3 "Backend config"): the site's custom fonts (uploaded files), the font data of
 * the font service's fonts (styles and character sets; standard fonts need no loading), and the removed fonts,
 * old names that now load a parent font in given styles. Validated entry by entry: a bad entry is dropped with a
 * warning naming it, the rest still load.
 */

import * as z from "zod/mini";
import type { Logger } from "../../core/logger";

export const FONT_FORMATS = ["eot", "woff2", "woff", "ttf", "otf"] as const;

export type FontFormat = (typeof FONT_FORMATS)[number];

export const DEFAULT_FONT_SERVICE_URL = "https://fonts.googleapis.com/css";

export interface CustomFont {
  /** The font's files by format, as written in the config (resolved when loaded). */
  readonly files: Partial<Record<FontFormat, string>>;
}

export interface ServiceFont {
  /** Styles the service offers (`300`, `400italic`, `700`). */
  readonly styles: readonly string[];
  /** Character sets (`latin`, `latin-ext`). */
  readonly characterSets: readonly string[];
  /** A standard (web-safe) font every browser has: nothing to load. */
  readonly standard: boolean;
}

export interface RemovedFont {
  readonly parentFont: string;
  readonly styles: readonly string[];
}

export interface FontConfig {
  readonly serviceUrl: string;
  readonly customFonts: Readonly<Record<string, CustomFont>>;
  readonly fonts: Readonly<Record<string, ServiceFont>>;
  readonly removedFonts: Readonly<Record<string, RemovedFont>>;
}

export const EMPTY_FONT_CONFIG: FontConfig = {
  serviceUrl: DEFAULT_FONT_SERVICE_URL,
  customFonts: {},
  fonts: {},
  removedFonts: {},
};

/** A comma-separated list (`"300,400italic"`) or an array of names. */
const list = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value) =>
    (typeof value === "string" ? value.split(",") : value).map((item) => item.trim()).filter(Boolean),
  ),
);

const flag = z.pipe(
  z.union([z.boolean(), z.string(), z.number()]),
  z.transform((value) => value === true || value === "on" || value === "yes" || value === "1" || value === 1),
);

const fileUrl = z.string().check(z.trim(), z.minLength(1));

/** `font_url`: one file (its format read from the extension) or one file per format. */
const customFontSchema = z.looseObject({
  font_url: z.union([fileUrl, z.partialRecord(z.enum(FONT_FORMATS), fileUrl)]),
});

const serviceFontSchema = z.looseObject({
  styles: z._default(list, []),
  character_set: z._default(list, []),
  standard: z._default(flag, false),
});

const removedFontSchema = z.looseObject({
  parent_font: z.string().check(z.trim(), z.minLength(1)),
  styles: z._default(list, []),
});

const FILE_FORMAT = /\.(eot|woff2|woff|ttf|otf)(?:[?#].*)?$/i;

function filesOf(
  fontUrl: string | Partial<Record<FontFormat, string>>,
): Partial<Record<FontFormat, string>> | null {
  if (typeof fontUrl !== "string") return Object.keys(fontUrl).length > 0 ? fontUrl : null;
  const format = FILE_FORMAT.exec(fontUrl)?.[1]?.toLowerCase() as FontFormat | undefined;
  return format ? { [format]: fontUrl } : null;
}

function entries(value: unknown): [string, unknown][] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value).filter(([name]) => name.trim() !== "");
}

/** Reads the backend's font config; anything missing or invalid gives the empty config's part. */
export function readFontConfig(value: unknown, log: Logger): FontConfig {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    if (value !== undefined) log.warn("font config: expected an object; no fonts configured");
    return EMPTY_FONT_CONFIG;
  }
  const raw = value as Record<string, unknown>;
  const customFonts: Record<string, CustomFont> = {};
  for (const [name, entry] of entries(raw.customFonts)) {
    const parsed = customFontSchema.safeParse(entry);
    const files = parsed.success ? filesOf(parsed.data.font_url) : null;
    if (files) customFonts[name] = { files };
    else
      log.warn(
        `font config customFonts["${name}"]: no font file of a known format (eot, woff2, woff, ttf, otf); font ignored`,
      );
  }
  const fonts: Record<string, ServiceFont> = {};
  for (const [name, entry] of entries(raw.fonts)) {
    const parsed = serviceFontSchema.safeParse(entry);
    if (parsed.success) {
      fonts[name] = {
        styles: parsed.data.styles,
        characterSets: parsed.data.character_set,
        standard: parsed.data.standard,
      };
    } else {
      log.warn(`font config fonts["${name}"]: unreadable font data; font ignored`);
    }
  }
  const removedFonts: Record<string, RemovedFont> = {};
  for (const [name, entry] of entries(raw.removedFonts)) {
    const parsed = removedFontSchema.safeParse(entry);
    if (parsed.success)
      removedFonts[name] = { parentFont: parsed.data.parent_font, styles: parsed.data.styles };
    else log.warn(`font config removedFonts["${name}"]: no parent_font; font ignored`);
  }
  const serviceUrl =
    typeof raw.fontServiceUrl === "string" && raw.fontServiceUrl.trim()
      ? raw.fontServiceUrl.trim()
      : DEFAULT_FONT_SERVICE_URL;
  return { serviceUrl, customFonts, fonts, removedFonts };
}
