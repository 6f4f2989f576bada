// Full-page screenshots of every demo page at a phone and a desktop width, to check the layout by eye.
// It builds and serves nothing: start the fixture site first (`make demo`, or `npx tsx fixtures/server/main.ts`).
//
//   node scripts/screenshots.mjs [--base http://127.0.0.1:4173] [--out /tmp/enhance-screenshots] [--page menu]
//
// Writes <out>/<page>-<width>.png for every page in demo-html/ and prints each file.
import { mkdir, readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";

const CHROMIUM_PATH = "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://127.0.0.1:4173" },
    out: { type: "string", default: "/tmp/enhance-screenshots" },
    // Only the pages whose name contains this text (handy while working on one page).
    page: { type: "string", default: "" },
  },
});

const demoFolder = fileURLToPath(new URL("../demo-html/", import.meta.url));
const pages = (await readdir(demoFolder))
  .filter((name) => name.endsWith(".html") && name.includes(values.page))
  .sort();

await mkdir(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const viewport of VIEWPORTS) {
    // Reduced motion: entrance animations and slides settle at once, so the picture shows the page at rest.
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const name of pages) {
      await page.goto(new URL(name, values.base).href, { waitUntil: "load" });
      // Lazy modules mount as they come into view: scroll through the page once, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const file = join(values.out, `${name.replace(/\.html$/, "")}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
