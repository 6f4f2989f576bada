import { describe, expect, it } from "vitest";
import { DEFAULT_ICON_WEIGHT, decodeIconGlyph, isFontAwesomeIcon, parseExtendedIcon } from "./icon";

describe("extended icon values", () => {
  it("pins the default icon weight, 400", () => {
    expect(DEFAULT_ICON_WEIGHT).toBe(400);
  });

  it.each([
    ["&#xf007;||fa||900", { glyph: "\uf007", type: "fa", weight: 900 }],
    ["&#xf09a;||fa||400", { glyph: "\uf09a", type: "fa", weight: 400 }],
    ["&#x39;||divi||400", { glyph: "9", type: "divi", weight: 400 }],
    ["&#xe08a;||divi", { glyph: "\ue08a", type: "divi", weight: 400 }],
    ["&#57409;", { glyph: "\ue041", type: "divi", weight: 400 }],
    ["5", { glyph: "5", type: "divi", weight: 400 }],
    ["&#xf007;||fa||bold", { glyph: "\uf007", type: "fa", weight: 400 }],
    ["&#xf007;||fa||0", { glyph: "\uf007", type: "fa", weight: 400 }],
    ["&#xf007;||other||300", { glyph: "\uf007", type: "divi", weight: 300 }],
  ])("reads %j", (value, expected) => {
    expect(parseExtendedIcon(value)).toEqual(expected);
  });

  it("gives null for a value naming no glyph", () => {
    expect(parseExtendedIcon("")).toBeNull();
    expect(parseExtendedIcon(undefined)).toBeNull();
    expect(parseExtendedIcon("||fa||900")).toBeNull();
  });

  it("keeps a character reference beyond Unicode as written", () => {
    expect(decodeIconGlyph("&#x110000;")).toBe("&#x110000;");
    expect(decodeIconGlyph("&#0;")).toBe("&#0;");
  });

  it("tells Font Awesome icons from the theme's", () => {
    expect(isFontAwesomeIcon(parseExtendedIcon("&#xf007;||fa||900")!)).toBe(true);
    expect(isFontAwesomeIcon(parseExtendedIcon("&#x39;||divi||400")!)).toBe(false);
  });
});
