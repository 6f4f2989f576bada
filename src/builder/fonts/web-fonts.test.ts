import { afterEach, describe, expect, it, vi } from "vitest";
import type { Logger } from "../../core/logger";
import { readFontConfig } from "./config";
import {
  FONT_ATTRIBUTE,
  createFontLoader,
  fontFaceRule,
  fontNamesInAttrs,
  serviceStylesheetUrl,
} from "./web-fonts";

const quiet: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Logger;

const CONFIG = readFontConfig(
  {
    fontServiceUrl: "https://fonts.example/css",
    customFonts: {
      "Brand Sans": {
        font_url: {
          otf: "/fonts/brand.otf",
          ttf: "/fonts/brand.ttf",
          woff: "/fonts/brand.woff",
          woff2: "/fonts/brand.woff2",
          eot: "/fonts/brand.eot",
        },
      },
      Scripted: { font_url: { woff2: "javascript:alert(1)//.woff2" } },
    },
    fonts: {
      "Open Sans": { styles: "300,400,700", character_set: "latin,latin-ext" },
      Raleway: { styles: "100,300,400,700", character_set: "latin" },
      Arial: { styles: "400,700", standard: "on" },
    },
    removedFonts: { "Raleway Light": { parent_font: "Raleway", styles: "300" } },
  },
  quiet,
);

function added(): { family: string | null; tag: string; text: string }[] {
  return [...document.head.querySelectorAll(`[${FONT_ATTRIBUTE}]`)].map((element) => ({
    family: element.getAttribute(FONT_ATTRIBUTE),
    tag: element.tagName.toLowerCase(),
    text: element instanceof HTMLLinkElement ? element.href : (element.textContent ?? ""),
  }));
}

afterEach(() => {
  for (const element of document.head.querySelectorAll(`[${FONT_ATTRIBUTE}]`)) element.remove();
});

describe("fontFaceRule", () => {
  it("lists the files eot first (with its own src), then woff2, woff, ttf, otf, with font-display swap", () => {
    expect(
      fontFaceRule("Brand Sans", {
        otf: "https://s.example/b.otf",
        ttf: "https://s.example/b.ttf",
        woff: "https://s.example/b.woff",
        woff2: "https://s.example/b.woff2",
        eot: "https://s.example/b.eot",
      }),
    ).toBe(
      '@font-face { font-family: "Brand Sans"; src: url("https://s.example/b.eot"); ' +
        'src: url("https://s.example/b.eot?#iefix") format("embedded-opentype"), ' +
        'url("https://s.example/b.woff2") format("woff2"), url("https://s.example/b.woff") format("woff"), ' +
        'url("https://s.example/b.ttf") format("truetype"), url("https://s.example/b.otf") format("opentype"); ' +
        "font-display: swap; }",
    );
  });

  it("escapes quotes in the family and the addresses", () => {
    expect(fontFaceRule('A"B', { ttf: 'https://s.example/a"b.ttf' })).toBe(
      '@font-face { font-family: "A\\22 B"; src: url("https://s.example/a\\22 b.ttf") format("truetype"); ' +
        "font-display: swap; }",
    );
  });
});

describe("serviceStylesheetUrl", () => {
  it("asks for the family, its styles and character sets, with display=swap", () => {
    expect(serviceStylesheetUrl("https://fonts.example/css", "Open Sans", ["300", "700"], ["latin"])).toBe(
      "https://fonts.example/css?family=Open+Sans%3A300%2C700&subset=latin&display=swap",
    );
    expect(serviceStylesheetUrl("https://fonts.example/css?key=1", "Lato", [], [])).toBe(
      "https://fonts.example/css?key=1&family=Lato&display=swap",
    );
  });
});

describe("fontNamesInAttrs", () => {
  it("finds the families named by font settings, device and hover variants too, each once", () => {
    expect(
      fontNamesInAttrs({
        header_font: "Open Sans|700|||||||",
        body_font_tablet: "Raleway Light||||||||",
        body_font_phone: "Open Sans|300",
        button_font__hover: "Brand Sans|||",
        font: "Lato",
        text_font: "Default|700",
        font_size: "Arial",
        title: "Open Sans",
        header_font_last_edited: "on|phone",
      }),
    ).toEqual(["Open Sans", "Raleway Light", "Brand Sans", "Lato"]);
  });
});

describe("createFontLoader", () => {
  it("loads a custom font's files once with an @font-face rule resolved against the page", () => {
    const loader = createFontLoader(document, CONFIG);
    expect(loader.loadSetting("Brand Sans|700|on||||||")).toEqual({ family: "Brand Sans", source: "custom" });
    expect(loader.loadFamily("Brand Sans")).toEqual({ family: "Brand Sans", source: "custom" });
    const fonts = added();
    expect(fonts).toHaveLength(1);
    expect(fonts[0]?.tag).toBe("style");
    expect(fonts[0]?.family).toBe("Brand Sans");
    expect(fonts[0]?.text).toContain(
      `url("${new URL("/fonts/brand.woff2", document.baseURI).href}") format("woff2")`,
    );
    expect(fonts[0]?.text).toContain("font-display: swap;");
  });

  it("links a service font once, with every style it offers and display=swap", () => {
    const loader = createFontLoader(document, CONFIG);
    loader.loadSetting("Open Sans|700|||||||");
    loader.loadSetting("Open Sans|300|on||||||");
    expect(added()).toEqual([
      {
        family: "Open Sans",
        tag: "link",
        text: "https://fonts.example/css?family=Open+Sans%3A300%2C400%2C700&subset=latin%2Clatin-ext&display=swap",
      },
    ]);
  });

  it("loads a removed font's parent in the removed font's styles, then only the parent's missing styles", () => {
    const loader = createFontLoader(document, CONFIG);
    expect(loader.loadFamily("Raleway Light")).toEqual({ family: "Raleway", source: "service" });
    expect(loader.loadFamily("Raleway Light")).toEqual({ family: "Raleway", source: "service" });
    expect(loader.loadFamily("Raleway")).toEqual({ family: "Raleway", source: "service" });
    expect(loader.loadFamily("Raleway")).toEqual({ family: "Raleway", source: "service" });
    expect(added().map((font) => font.text)).toEqual([
      "https://fonts.example/css?family=Raleway%3A300&subset=latin&display=swap",
      "https://fonts.example/css?family=Raleway%3A100%2C400%2C700&subset=latin&display=swap",
    ]);
  });

  it("loads nothing for standard, unknown, Default or empty names", () => {
    const loader = createFontLoader(document, CONFIG);
    expect(loader.loadFamily("Arial")).toBeNull();
    expect(loader.loadFamily("Comic Neue")).toBeNull();
    expect(loader.loadSetting("Default|700")).toBeNull();
    expect(loader.loadSetting("")).toBeNull();
    expect(loader.loadSetting(undefined)).toBeNull();
    expect(added()).toEqual([]);
  });

  it("never loads a font file or service that is no web address", () => {
    const loader = createFontLoader(document, CONFIG);
    expect(loader.loadFamily("Scripted")).toBeNull();
    const scriptService = createFontLoader(document, { ...CONFIG, serviceUrl: "javascript:alert(1)" });
    expect(scriptService.loadFamily("Open Sans")).toBeNull();
    expect(added()).toEqual([]);
  });

  it("loads every font a module's attributes name, once each", () => {
    const loader = createFontLoader(document, CONFIG);
    const fonts = loader.loadFromAttrs({
      header_font: "Brand Sans|700",
      body_font: "Open Sans",
      body_font_phone: "Open Sans|300",
      button_font: "Arial|700",
    });
    expect(fonts).toEqual([
      { family: "Brand Sans", source: "custom" },
      { family: "Open Sans", source: "service" },
    ]);
    expect(added().map((font) => font.family)).toEqual(["Brand Sans", "Open Sans"]);
  });

  it("keeps what each document loaded apart", () => {
    createFontLoader(document, CONFIG).loadFamily("Brand Sans");
    createFontLoader(document, CONFIG).loadFamily("Brand Sans");
    expect(added()).toHaveLength(2);
  });
});
