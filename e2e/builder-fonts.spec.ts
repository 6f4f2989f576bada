import { fileURLToPath } from "node:url";
import { build } from "vite";
import { expect, test } from "./support/test";

/**
 * The builder's web fonts in real Chromium: a custom font the fixture serves (fixtures/server/routes/
 * builder-fonts.ts) loads once however many font settings name it, with font-display swap, and draws the text.
 * The font code is bundled here from its source (the builder chunk is not on a visitor's page).
 */

const PAGE = "/__fixture/builder-fonts/";
const FONT_FILE = "/__fixture/builder-fonts/fixture-sans.ttf";
const FAMILY = "Fixture Sans";

/** src/builder/fonts as one script for the page (`window.EnhanceBuilderFonts`). */
async function bundleFonts(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      target: "es2022",
      lib: {
        entry: fileURLToPath(new URL("../src/builder/fonts/index.ts", import.meta.url)),
        name: "EnhanceBuilderFonts",
        formats: ["iife"],
        fileName: "fonts",
      },
    },
  });
  for (const output of Array.isArray(result) ? result : [result]) {
    if ("output" in output) {
      const chunk = output.output.find((file) => file.type === "chunk");
      if (chunk && chunk.type === "chunk") return chunk.code;
    }
  }
  throw new Error("builder-fonts.spec.ts: the font bundle has no chunk");
}

let fontsScript = "";

test.beforeAll(async () => {
  fontsScript = await bundleFonts();
});

test("a custom font named by several font settings loads once, with font-display swap, and draws the text", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === FONT_FILE) fontRequests.push(request.url());
  });
  await page.goto(PAGE);
  await page.addScriptTag({ content: fontsScript });

  const result = await page.evaluate(
    async ({ family, file }) => {
      type Fonts = typeof import("../src/builder/fonts/index");
      const fonts = (window as unknown as { EnhanceBuilderFonts: Fonts }).EnhanceBuilderFonts;
      const warnings: string[] = [];
      const log = { warn: (message: string) => void warnings.push(message), error: () => {}, info: () => {} };
      const config = fonts.readFontConfig({ customFonts: { [family]: { font_url: { ttf: file } } } }, log);
      const loader = fonts.createFontLoader(document, config);
      const loaded = [
        loader.loadSetting(`${family}|700|||||||`),
        ...loader.loadFromAttrs({ header_font: `${family}||on`, body_font_phone: `${family}|on|||||||` }),
        loader.loadFamily(family),
      ];
      await document.fonts.load(`16px "${family}"`);
      await document.fonts.ready;
      const faces = [...document.fonts]
        .filter((face) => face.family.replace(/"/g, "") === family)
        .map((face) => ({ status: face.status, display: face.display }));
      const width = (id: string): number => document.getElementById(id)?.getBoundingClientRect().width ?? 0;
      return {
        warnings,
        loaded,
        rules: document.querySelectorAll(`[${fonts.FONT_ATTRIBUTE}]`).length,
        faces,
        drawn: document.fonts.check(`16px "${family}"`),
        widthInFont: width("in-font"),
        widthInFallback: width("in-fallback"),
      };
    },
    { family: FAMILY, file: FONT_FILE },
  );

  expect(result.warnings).toEqual([]);
  expect(result.loaded).toEqual(Array(3).fill({ family: FAMILY, source: "custom" }));
  expect(result.rules).toBe(1);
  expect(result.faces).toEqual([{ status: "loaded", display: "swap" }]);
  expect(result.drawn).toBe(true);
  // The font's "A" is 0.9 em wide, far wider than the fallback's: the text is drawn in the loaded font.
  expect(result.widthInFont).toBeGreaterThan(result.widthInFallback * 1.2);
  expect(fontRequests).toHaveLength(1);
});
