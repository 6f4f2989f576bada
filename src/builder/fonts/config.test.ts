import { describe, expect, it, vi } from "vitest";
import type { Logger } from "../../core/logger";
import { DEFAULT_FONT_SERVICE_URL, EMPTY_FONT_CONFIG, FONT_FORMATS, readFontConfig } from "./config";

function logger(): Logger & { warn: ReturnType<typeof vi.fn> } {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Logger & {
    warn: ReturnType<typeof vi.fn>;
  };
}

describe("readFontConfig", () => {
  it("pins the five custom font formats in their order", () => {
    expect(FONT_FORMATS).toEqual(["eot", "woff2", "woff", "ttf", "otf"]);
  });

  it("reads custom fonts, font data and removed fonts", () => {
    const log = logger();
    const config = readFontConfig(
      {
        fontServiceUrl: " https://fonts.example/css ",
        customFonts: {
          "Brand Sans": {
            font_url: { woff2: "/fonts/brand.woff2", woff: "/fonts/brand.woff" },
            styles: "400",
          },
          "Old Face": { font_url: "https://cdn.example/old.EOT?v=2" },
        },
        fonts: {
          "Open Sans": { styles: "300,400italic, 700", character_set: "latin,latin-ext", type: "sans-serif" },
          Arial: { styles: ["400", "700"], standard: "on" },
          Lato: {},
        },
        removedFonts: { "Raleway Light": { parent_font: "Raleway", styles: "300" } },
      },
      log,
    );
    expect(config).toEqual({
      serviceUrl: "https://fonts.example/css",
      customFonts: {
        "Brand Sans": { files: { woff2: "/fonts/brand.woff2", woff: "/fonts/brand.woff" } },
        "Old Face": { files: { eot: "https://cdn.example/old.EOT?v=2" } },
      },
      fonts: {
        "Open Sans": {
          styles: ["300", "400italic", "700"],
          characterSets: ["latin", "latin-ext"],
          standard: false,
        },
        Arial: { styles: ["400", "700"], characterSets: [], standard: true },
        Lato: { styles: [], characterSets: [], standard: false },
      },
      removedFonts: { "Raleway Light": { parentFont: "Raleway", styles: ["300"] } },
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("drops each bad entry with a warning naming it, keeping the rest", () => {
    const log = logger();
    const config = readFontConfig(
      {
        customFonts: {
          Good: { font_url: "/g.ttf" },
          NoFile: {},
          Unknown: { font_url: "/x.svg" },
          BadFormat: { font_url: { svg: "/x.svg" } },
          Empty: { font_url: {} },
        },
        fonts: { Broken: { styles: 7 } },
        removedFonts: { Orphan: { styles: "300" }, Blank: { parent_font: " " } },
      },
      log,
    );
    expect(Object.keys(config.customFonts)).toEqual(["Good"]);
    expect(config.fonts).toEqual({});
    expect(config.removedFonts).toEqual({});
    expect(log.warn.mock.calls.map(([message]) => message)).toEqual([
      'font config customFonts["NoFile"]: no font file of a known format (eot, woff2, woff, ttf, otf); font ignored',
      'font config customFonts["Unknown"]: no font file of a known format (eot, woff2, woff, ttf, otf); font ignored',
      'font config customFonts["BadFormat"]: no font file of a known format (eot, woff2, woff, ttf, otf); font ignored',
      'font config customFonts["Empty"]: no font file of a known format (eot, woff2, woff, ttf, otf); font ignored',
      'font config fonts["Broken"]: unreadable font data; font ignored',
      'font config removedFonts["Orphan"]: no parent_font; font ignored',
      'font config removedFonts["Blank"]: no parent_font; font ignored',
    ]);
  });

  it("gives the empty config for nothing, and warns for a config that is no object", () => {
    const log = logger();
    expect(readFontConfig(undefined, log)).toBe(EMPTY_FONT_CONFIG);
    expect(log.warn).not.toHaveBeenCalled();
    expect(readFontConfig([1], log)).toBe(EMPTY_FONT_CONFIG);
    expect(readFontConfig("fonts", log)).toBe(EMPTY_FONT_CONFIG);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(EMPTY_FONT_CONFIG.serviceUrl).toBe(DEFAULT_FONT_SERVICE_URL);
  });

  it("ignores lists that are not objects of fonts", () => {
    const config = readFontConfig({ customFonts: ["x"], fonts: "Lato", removedFonts: null }, logger());
    expect(config).toEqual(EMPTY_FONT_CONFIG);
  });
});
