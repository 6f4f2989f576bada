import { describe, expect, it } from "vitest";
import { fontCss, fontDeclarations, fontFamilyValue, parseFontSetting } from "./font";

describe("font settings", () => {
  it("reads the nine pipe-separated parts in order", () => {
    expect(parseFontSetting("Open Sans|300|on|on|on|on|on|#ff0000|dotted")).toEqual({
      family: "Open Sans",
      weight: "300",
      italic: true,
      uppercase: true,
      underline: true,
      smallCaps: true,
      strikethrough: true,
      lineColor: "#ff0000",
      lineStyle: "dotted",
    });
  });

  it("reads the weight on as 700", () => {
    expect(parseFontSetting("Lato|on|||||||").weight).toBe("700");
  });

  it("ignores the font name Default and an empty name", () => {
    expect(parseFontSetting("Default|700|||||||").family).toBe("");
    expect(parseFontSetting("|700").family).toBe("");
    expect(fontDeclarations("Default|700|||||||")).toEqual({ "font-weight": "700" });
  });

  it("drops a weight, colour or line style CSS would not take", () => {
    const font = parseFontSetting("Lato|bold||||||red;x:y|zigzag");
    expect([font.weight, font.lineColor, font.lineStyle]).toEqual(["", "", ""]);
    expect(parseFontSetting("Lato|950").weight).toBe("");
    expect(parseFontSetting("Lato|100").weight).toBe("100");
  });

  it("reads an empty or missing setting as the theme's font", () => {
    expect(fontDeclarations("")).toEqual({});
    expect(fontDeclarations(undefined)).toEqual({});
    expect(fontDeclarations("||||||||")).toEqual({});
  });

  it("turns every part into its CSS declaration", () => {
    expect(fontDeclarations("Open Sans|on|on|on|on|on|on|rgba(0, 0, 0, 0.5)|wavy")).toEqual({
      "font-family": '"Open Sans", sans-serif',
      "font-weight": "700",
      "font-style": "italic",
      "text-transform": "uppercase",
      "font-variant": "small-caps",
      "text-decoration-line": "underline line-through",
      "text-decoration-color": "rgba(0, 0, 0, 0.5)",
      "text-decoration-style": "wavy",
    });
  });

  it("gives line colour and style only with a line to draw", () => {
    expect(fontDeclarations("Lato||||||on|#00f|dashed")).toEqual({
      "font-family": '"Lato", sans-serif',
      "text-decoration-line": "line-through",
      "text-decoration-color": "#00f",
      "text-decoration-style": "dashed",
    });
    expect(fontDeclarations("Lato|||||||#00f|dashed")).toEqual({ "font-family": '"Lato", sans-serif' });
  });

  it("quotes the family name and escapes quotes in it", () => {
    expect(fontFamilyValue('My "Font"\\')).toBe('"My \\"Font\\"\\\\", sans-serif');
  });

  it("writes the declarations as CSS text", () => {
    expect(fontCss("Lato|on|on")).toBe(
      'font-family: "Lato", sans-serif; font-weight: 700; font-style: italic;',
    );
    expect(fontCss(parseFontSetting("|||on"))).toBe("text-transform: uppercase;");
  });
});
