/**
 * Spec 3: a font setting is a pipe-separated string: font name, weight, italic, uppercase, underline, small-caps,
 * strikethrough, line colour, line style (`Open Sans|700|on||on|||#ff0000|dotted`). Spec 5: a weight of `on`
 * reads as 700 and the font name `Default` means the theme's font.
 */

import { cssColor } from "./color";

export interface FontSetting {
  /** Empty when the setting keeps the theme's font (no name, or `Default`). */
  readonly family: string;
  /** A CSS weight (`700`, `300`), empty when the setting keeps the theme's. */
  readonly weight: string;
  readonly italic: boolean;
  readonly uppercase: boolean;
  readonly underline: boolean;
  readonly smallCaps: boolean;
  readonly strikethrough: boolean;
  readonly lineColor: string;
  readonly lineStyle: string;
}

export const DEFAULT_FONT_NAME = "Default";
const BOLD_WEIGHT = "700";
const WEIGHTS = /^[1-9]00$/;
const LINE_STYLES: readonly string[] = ["solid", "double", "dotted", "dashed", "wavy"];

/** Reads a font setting; every part is optional. */
export function parseFontSetting(value: string | undefined): FontSetting {
  const parts = (value ?? "").split("|").map((part) => part.trim());
  const flag = (index: number): boolean => parts[index] === "on";
  const name = parts[0] ?? "";
  const weight = parts[1] === "on" ? BOLD_WEIGHT : WEIGHTS.test(parts[1] ?? "") ? (parts[1] ?? "") : "";
  const lineStyle = (parts[8] ?? "").toLowerCase();
  return {
    family: name === DEFAULT_FONT_NAME ? "" : name,
    weight,
    italic: flag(2),
    uppercase: flag(3),
    underline: flag(4),
    smallCaps: flag(5),
    strikethrough: flag(6),
    lineColor: cssColor(parts[7]),
    lineStyle: LINE_STYLES.includes(lineStyle) ? lineStyle : "",
  };
}

/** A font family name as a CSS value: quoted, with quotes and backslashes escaped, then a generic fallback. */
export function fontFamilyValue(family: string): string {
  return `"${family.replace(/["\\]/g, "\\$&")}", sans-serif`;
}

/**
 * The CSS declarations a font setting asks for, property to value, in a stable order. Flags that are off add
 * nothing, so the theme's own styles stay in force.
 */
export function fontDeclarations(value: string | FontSetting | undefined): Record<string, string> {
  const font = typeof value === "object" ? value : parseFontSetting(value);
  const declarations: Record<string, string> = {};
  if (font.family) declarations["font-family"] = fontFamilyValue(font.family);
  if (font.weight) declarations["font-weight"] = font.weight;
  if (font.italic) declarations["font-style"] = "italic";
  if (font.uppercase) declarations["text-transform"] = "uppercase";
  if (font.smallCaps) declarations["font-variant"] = "small-caps";
  const lines = [font.underline ? "underline" : "", font.strikethrough ? "line-through" : ""].filter(Boolean);
  if (lines.length > 0) {
    declarations["text-decoration-line"] = lines.join(" ");
    if (font.lineColor) declarations["text-decoration-color"] = font.lineColor;
    if (font.lineStyle) declarations["text-decoration-style"] = font.lineStyle;
  }
  return declarations;
}

/** The declarations as one CSS text (`font-family: ...; font-weight: 700;`). */
export function fontCss(value: string | FontSetting | undefined): string {
  return Object.entries(fontDeclarations(value))
    .map(([property, declared]) => `${property}: ${declared};`)
    .join(" ");
}
