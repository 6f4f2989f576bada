/**
 * `npm run bench`: prints figures, asserts nothing (benchmarks are not tests).
 *
 * 1. Bytes: the JavaScript each demo page loads, gzip -9, at load and after scrolling through (when every
 *    `visible` module has mounted), beside what the original theme ships on every page (reference section 0:
 *    122,584 B gzip for a Divi 4.20 page).
 * 2. Boot: generated pages with 10, 100 and 1,000 toggle markers, all eager; the time from the script's start
 *    to every module mounted, median of 5 runs, beside a naive baseline in the same run: an inline script that
 *    does the least equivalent work by hand (one pass, a button and aria-expanded per toggle, no islands).
 * 3. Scroll (bench/scroll.ts): script time and forced layouts per frame on a long page of animated modules and
 *    parallax sections, beside a scroll-handler baseline.
 * 4. Layout shift (bench/layout-shift.ts): the CLS of every demo page with enhance and with its script blocked.
 */
import { readFileSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { createFixtureApp } from "../fixtures/server/app";
import { measureDemoLayoutShift } from "./layout-shift";
import { measureScrollCost } from "./scroll";
import { median, table } from "./table";

const ROOT = join(import.meta.dirname, "..");
const ORIGINAL_THEME_GZIP_BYTES = 122_584;
const RUNS = 5;

const gzipSizes = new Map<string, number>();
function gzipBytesOf(path: string): { raw: number; gzip: number } {
  const file = join(ROOT, path);
  const content = readFileSync(file);
  if (!gzipSizes.has(path)) gzipSizes.set(path, gzipSync(content, { level: 9 }).length);
  return { raw: content.length, gzip: gzipSizes.get(path)! };
}

async function scriptsLoaded(page: Page, url: string, scroll: boolean): Promise<string[]> {
  const scripts = new Set<string>();
  const listener = (request: { resourceType(): string; url(): string }): void => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  };
  page.on("request", listener);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(300);
  if (scroll) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.waitForTimeout(500);
  }
  page.off("request", listener);
  return [...scripts].filter((path) => path.startsWith("/dist/"));
}

async function measureBytes(browser: Browser, baseUrl: string): Promise<void> {
  const pages = readdirSync(join(ROOT, "demo-html")).filter((file) => file.endsWith(".html"));
  const rows: Array<Record<string, string | number>> = [];
  for (const file of pages) {
    for (const scroll of [false, true]) {
      const page = await browser.newPage();
      const scripts = await scriptsLoaded(page, `${baseUrl}/${file}`, scroll);
      await page.close();
      const sizes = scripts.map((path) => gzipBytesOf(path.replace(/^\//, "")));
      const gzip = sizes.reduce((sum, size) => sum + size.gzip, 0);
      rows.push({
        page: file,
        when: scroll ? "after scrolling through" : "at load",
        "JS files": scripts.length,
        "raw bytes": sizes.reduce((sum, size) => sum + size.raw, 0),
        "gzip bytes": gzip,
        "vs original theme (122,584 B)": `${((gzip / ORIGINAL_THEME_GZIP_BYTES) * 100).toFixed(1)} %`,
      });
    }
  }
  console.log("\nJavaScript loaded per demo page (gzip -9 of the files served from dist/)\n");
  table(rows);
}

function generatedPage(count: number, naive: boolean): string {
  const toggles = Array.from(
    { length: count },
    (_, index) =>
      `<div class="et_pb_module et_pb_toggle et_pb_toggle_${index} et_pb_toggle_item et_pb_toggle_close" data-enhance-strategy="eager"><h3 class="et_pb_toggle_title">Question ${index}</h3><div class="et_pb_toggle_content"><p>Answer ${index}</p></div></div>`,
  ).join("\n");
  // The naive baseline: one synchronous pass that adds a button and aria-expanded by hand, nothing lazy.
  const script = naive
    ? `<script>
        window.benchStart = performance.now();
        for (const toggle of document.querySelectorAll(".et_pb_toggle")) {
          const title = toggle.querySelector(".et_pb_toggle_title");
          const button = document.createElement("button");
          button.setAttribute("aria-expanded", "false");
          button.append(...title.childNodes);
          title.append(button);
          toggle.querySelector(".et_pb_toggle_content").hidden = true;
          button.addEventListener("click", () => toggle.classList.toggle("et_pb_toggle_open"));
          toggle.setAttribute("data-enhanced", "toggle");
        }
        window.benchEnd = performance.now();
      </script>`
    : `<script type="module" src="/dist/enhance.js"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench ${count}</title></head><body><main>${toggles}</main>${script}</body></html>`;
}

async function measureBoot(browser: Browser, baseUrl: string): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  for (const count of [10, 100, 1000]) {
    const enhanceTimes: number[] = [];
    const naiveTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (const naive of [false, true]) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.route(`${baseUrl}/bench-generated.html`, (route) =>
          route.fulfill({ contentType: "text/html", body: generatedPage(count, naive) }),
        );
        await page.goto(`${baseUrl}/bench-generated.html`);
        await page.waitForFunction(
          (expected) => document.querySelectorAll("[data-enhanced]").length === expected,
          count,
          {
            timeout: 60_000,
          },
        );
        const elapsed = await page.evaluate(() => {
          const holder = window as unknown as {
            benchStart?: number;
            benchEnd?: number;
            enhance?: { app: { startedAt: number; records(): Array<{ mountedAt?: number }> } };
          };
          if (holder.benchStart !== undefined) return holder.benchEnd! - holder.benchStart;
          const app = holder.enhance!.app;
          return Math.max(...app.records().map((record) => record.mountedAt ?? Number.NaN)) - app.startedAt;
        });
        (naive ? naiveTimes : enhanceTimes).push(elapsed);
        await context.close();
      }
    }
    const ours = median(enhanceTimes);
    const baseline = median(naiveTimes);
    rows.push({
      "toggle markers": count,
      "enhance: script start to all mounted (ms, median)": ours.toFixed(1),
      "per module (ms)": (ours / count).toFixed(3),
      "naive inline pass (ms, median)": baseline.toFixed(1),
      "ratio enhance / naive": (ours / Math.max(baseline, 0.1)).toFixed(1),
    });
  }
  console.log(
    `\nBoot cost: generated pages of eager toggles (React islands), Chromium, median of ${RUNS} runs; the naive pass\n` +
      "does the least equivalent work by hand in one synchronous loop (no isolation, no cleanup, no React).\n",
  );
  table(rows);
}

const app = createFixtureApp({ rootDir: ROOT, realPagesDir: null, dataDir: join(ROOT, "fixtures", ".data") });
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  await measureBytes(browser, baseUrl);
  await measureBoot(browser, baseUrl);
  await measureScrollCost(browser, baseUrl);
  await measureDemoLayoutShift(browser, baseUrl);
} finally {
  await browser.close();
  server.close();
}
