/**
 * Web fonts in the builder (spec 7 notes): when a font setting names a font, its files load, each font once, with
 * `font-display: swap` so text shows at once in a fallback font. A custom font gets an `@font-face` rule over its
 * files (eot, woff2, woff, ttf, otf); a font of the font service gets one stylesheet link per set of styles not
 * yet loaded; a removed font loads its parent font in the removed font's styles; standard and unknown fonts load
 * nothing.
 */

import { webUrl } from "../../core/urls";
import { DEFAULT_FONT_NAME, parseFontSetting } from "../fields/font";
import type { FontConfig, FontFormat } from "./config";

/** Marks the elements the loader adds, holding the family they load. */
export const FONT_ATTRIBUTE = "data-enhance-font";

/** `src` order: the old IE format first, as its own declaration can only be; then from smallest to largest. */
const FORMAT_NAMES: Readonly<Record<Exclude<FontFormat, "eot">, string>> = {
  woff2: "woff2",
  woff: "woff",
  ttf: "truetype",
  otf: "opentype",
};

export type FontSource = "custom" | "service";

export interface LoadedFont {
  /** The family that loaded (a removed font's parent). */
  readonly family: string;
  readonly source: FontSource;
}

export interface FontLoader {
  /** Loads the font a font setting (`Open Sans|700|on|...`) names; null when it names none to load. */
  loadSetting(setting: string | undefined): LoadedFont | null;
  /** Loads a font by name; null for a standard, unknown or empty name. */
  loadFamily(name: string): LoadedFont | null;
  /** Loads the fonts of every font setting among a module's attributes (`header_font`, `body_font_tablet`). */
  loadFromAttrs(attrs: Readonly<Record<string, string | undefined>>): LoadedFont[];
}

/** A font setting attribute: `font`, `<part>_font`, with a device or hover suffix. */
const FONT_ATTRIBUTE_NAME = /(?:^|_)font(?:_tablet|_phone|__hover)?$/;

/** The family names the font settings among `attrs` name, each once, in attribute order. */
export function fontNamesInAttrs(attrs: Readonly<Record<string, string | undefined>>): string[] {
  const names = new Set<string>();
  for (const [name, value] of Object.entries(attrs)) {
    if (!FONT_ATTRIBUTE_NAME.test(name)) continue;
    const family = parseFontSetting(value).family;
    if (family) names.add(family);
  }
  return [...names];
}

function cssString(value: string): string {
  return `"${value.replace(/["\\\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;
}

/** The `@font-face` rule of a custom font over its files (already absolute addresses). */
export function fontFaceRule(family: string, files: Partial<Record<FontFormat, string>>): string {
  const declarations = [`font-family: ${cssString(family)};`];
  const sources: string[] = [];
  if (files.eot) {
    declarations.push(`src: url(${cssString(files.eot)});`);
    sources.push(`url(${cssString(`${files.eot}?#iefix`)}) format("embedded-opentype")`);
  }
  for (const [format, name] of Object.entries(FORMAT_NAMES) as [Exclude<FontFormat, "eot">, string][]) {
    const file = files[format];
    if (file) sources.push(`url(${cssString(file)}) format("${name}")`);
  }
  declarations.push(`src: ${sources.join(", ")};`, "font-display: swap;");
  return `@font-face { ${declarations.join(" ")} }`;
}

/** The font service's stylesheet address for some styles of a family, with `display=swap`. */
export function serviceStylesheetUrl(
  serviceUrl: string,
  family: string,
  styles: readonly string[],
  characterSets: readonly string[],
): string {
  const url = new URL(serviceUrl);
  url.searchParams.set("family", styles.length > 0 ? `${family}:${styles.join(",")}` : family);
  if (characterSets.length > 0) url.searchParams.set("subset", characterSets.join(","));
  url.searchParams.set("display", "swap");
  return url.toString();
}

/** A loader for one document: it remembers what it loaded, so every font (and style) loads once. */
export function createFontLoader(doc: Document, config: FontConfig): FontLoader {
  const customLoaded = new Set<string>();
  const serviceStyles = new Map<string, Set<string>>();
  const base = doc.baseURI;

  const append = (element: HTMLElement, family: string): void => {
    element.setAttribute(FONT_ATTRIBUTE, family);
    (doc.head ?? doc.documentElement).append(element);
  };

  const loadCustom = (family: string): LoadedFont | null => {
    const font = config.customFonts[family];
    if (!font) return null;
    if (customLoaded.has(family)) return { family, source: "custom" };
    const files: Partial<Record<FontFormat, string>> = {};
    for (const [format, file] of Object.entries(font.files) as [FontFormat, string][]) {
      const resolved = webUrl(file, base);
      if (resolved) files[format] = resolved;
    }
    if (Object.keys(files).length === 0) return null;
    customLoaded.add(family);
    const style = doc.createElement("style");
    style.textContent = fontFaceRule(family, files);
    append(style, family);
    return { family, source: "custom" };
  };

  const loadService = (family: string, wanted: readonly string[] | null): LoadedFont | null => {
    const font = config.fonts[family];
    if (!font || font.standard) return null;
    const serviceUrl = webUrl(config.serviceUrl, base);
    if (!serviceUrl) return null;
    const loaded = serviceStyles.get(family);
    const styles = wanted ?? font.styles;
    if (loaded && (styles.length === 0 || styles.every((style) => loaded.has(style)))) {
      return { family, source: "service" };
    }
    const missing = loaded ? styles.filter((style) => !loaded.has(style)) : styles;
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = serviceStylesheetUrl(serviceUrl, family, missing, font.characterSets);
    append(link, family);
    const record = loaded ?? new Set<string>();
    for (const style of missing) record.add(style);
    serviceStyles.set(family, record);
    return { family, source: "service" };
  };

  const loadFamily = (name: string): LoadedFont | null => {
    const trimmed = name.trim();
    if (!trimmed || trimmed === DEFAULT_FONT_NAME) return null;
    const removed = config.removedFonts[trimmed];
    // A custom font may carry the name of a removed one: the site's own upload wins.
    if (config.customFonts[trimmed]) return loadCustom(trimmed);
    if (removed) {
      return loadCustom(removed.parentFont) ?? loadService(removed.parentFont, removed.styles);
    }
    return loadService(trimmed, null);
  };

  return {
    loadFamily,
    loadSetting: (setting) => {
      const family = parseFontSetting(setting).family;
      return family ? loadFamily(family) : null;
    },
    loadFromAttrs: (attrs) =>
      fontNamesInAttrs(attrs)
        .map(loadFamily)
        .filter((font): font is LoadedFont => font !== null),
  };
}
