/**
 * Sticky cost: a generated long page with 20 sticky modules (`et_pb_sticky_elements`: rows sticking to
 * the top until the end of their section, modules sticking to the bottom until the top of their row, and
 * top-and-bottom modules in their column) is scrolled with the mouse wheel, in Chromium, and measured through the
 * DevTools protocol: script time and layouts (Performance.getMetrics before and after, on one session), and forced
 * layouts and forced style recalculations (a trace: Layout and UpdateLayoutTree events that ran inside JavaScript,
 * which is what a layout read after a write costs). Figures are per frame of scrolling at 60 Hz, so both pages share
 * one denominator.
 *
 * Beside it, in the same run, a naive baseline: the same markup with an inline script in the old way, a scroll
 * handler that reads every module's getBoundingClientRect() (and its limit's) on every scroll event and writes its
 * position at once, inserting and removing a placeholder. The target for enhance is zero forced layouts per frame.
 *
 * `tsx bench/sticky.ts` runs it alone against the built bundle (`dist/`, or `ENHANCE_DIST_DIR`);
 * `measureStickyCost(browser, baseUrl)` runs it from bench/run.ts.
 */
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { createFixtureApp } from "../fixtures/server/app";
import { median, table } from "./table";
import { forcedBy, metrics, TRACE_CATEGORIES, type TraceEvent } from "./trace";

const SECTIONS = 10;
/** Two sticky modules per section: 20 in all. */
const STICKY_MODULES = SECTIONS * 2;
/** 100 wheel steps of 120 px, one every 50 ms: about 5 s and 12,000 px of scrolling. */
const WHEEL_STEPS = 100;
const WHEEL_STEP_PX = 120;
const WHEEL_INTERVAL_MS = 50;
const RUNS = 3;
const FRAME_MS = 1000 / 60;

const LESSON =
  "<p>Pick one phrase your readers search for, answer it better than the first result, and link the answer from " +
  "the pages that already get visits. Then measure for a month before you change anything again.</p>";

type Position = "top" | "bottom" | "top_bottom";

interface BenchModule {
  readonly orderClass: string;
  readonly position: Position;
  readonly limit: "section" | "row" | "column";
}

/** The long page: per section, a top row limited by its section and a bottom or top-and-bottom module. */
function stickyPage(naive: boolean): string {
  const sections: string[] = [];
  const modules: BenchModule[] = [];
  for (let section = 0; section < SECTIONS; section += 1) {
    const row = `et_pb_row_${section}`;
    const side = `et_pb_text_${section}`;
    const sidePosition: Position = section % 2 === 0 ? "bottom" : "top_bottom";
    modules.push({ orderClass: row, position: "top", limit: "section" });
    modules.push({ orderClass: side, position: sidePosition, limit: section % 2 === 0 ? "row" : "column" });
    sections.push(`<div class="et_pb_section et_pb_section_${section}">
      <div class="et_pb_row ${row} et_pb_sticky_module bar"><div class="et_pb_column"><p>Course ${section + 1}: enrol now</p></div></div>
      <div class="et_pb_row et_pb_row_body_${section}">
        <div class="et_pb_column side-column"><div class="et_pb_module et_pb_text ${side} et_pb_sticky_module card"><p>Outline of course ${section + 1}</p></div></div>
        <div class="et_pb_column">${LESSON.repeat(12)}</div>
      </div>
    </div>`);
  }
  const config = Object.fromEntries(
    modules.map((module) => [
      module.orderClass,
      {
        id: module.orderClass,
        selector: `.${module.orderClass}`,
        position: module.position,
        topOffset: "0px",
        bottomOffset: "0px",
        topLimit: module.position === "top" ? "none" : module.limit,
        bottomLimit: module.position === "bottom" ? "none" : module.limit,
        offsetSurrounding: "on",
        transition: "on",
        styles: {},
      },
    ]),
  );
  const style = `<style>
    body { margin: 0; font-family: sans-serif; line-height: 1.6; }
    .et_pb_section { padding: 40px 0; border-top: 4px solid #0cd1eb; }
    .et_pb_row { width: 80%; margin: 0 auto 20px; }
    .et_pb_row_body_0, [class*="et_pb_row_body_"] { display: flex; gap: 40px; }
    .side-column { flex: 0 0 30%; }
    .bar { padding: 12px 20px; background: #16232b; color: #fff; }
    .card { padding: 16px; background: #f1f4f6; }
  </style>`;
  const data = `<script>var et_pb_sticky_elements = ${JSON.stringify(config)};</script>`;
  // The old way: on every scroll event, for each module read its place (or its placeholder's) and its limit's,
  // then write its position at once, module after module, so each read follows the previous module's write.
  const script = naive
    ? `<script>
        var modules = ${JSON.stringify(modules)}.map(function (module) {
          var element = document.querySelector("." + module.orderClass);
          var limit = element.parentElement.closest(module.limit === "section" ? ".et_pb_section" : module.limit === "row" ? ".et_pb_row" : ".et_pb_column");
          return { element: element, limit: limit, position: module.position, placeholder: null };
        });
        function onScroll() {
          for (var i = 0; i < modules.length; i += 1) {
            var module = modules[i];
            var place = (module.placeholder || module.element).getBoundingClientRect();
            var limit = module.limit.getBoundingClientRect();
            var height = module.element.offsetHeight;
            var top = module.position !== "bottom" && place.top < 0 && limit.bottom > height;
            var bottom = !top && module.position !== "top" && place.bottom > window.innerHeight && limit.top < window.innerHeight - height;
            if ((top || bottom) && !module.placeholder) {
              module.placeholder = document.createElement("div");
              module.placeholder.style.height = place.height + "px";
              module.element.after(module.placeholder);
              module.element.style.position = "fixed";
              module.element.style.width = place.width + "px";
              module.element.style.left = place.left + "px";
              module.element.style.zIndex = "10000";
            } else if (!top && !bottom && module.placeholder) {
              module.placeholder.remove();
              module.placeholder = null;
              module.element.style.position = "";
              module.element.style.width = "";
              module.element.style.left = "";
            }
            if (top) { module.element.style.top = "0px"; module.element.style.bottom = "auto"; }
            if (bottom) { module.element.style.bottom = "0px"; module.element.style.top = "auto"; }
          }
        }
        window.addEventListener("scroll", onScroll);
        onScroll();
        document.body.setAttribute("data-enhanced", "naive");
      </script>`
    : `<script type="module" src="/dist/enhance.js"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>sticky bench</title>${style}</head><body><main>${sections.join("\n")}</main>${data}${script}</body></html>`;
}

interface StickyRun {
  frames: number;
  scriptMsPerFrame: number;
  /** Time spent laying out and recalculating style, forced or not: what a read after a write makes the browser do. */
  layoutStyleMsPerFrame: number;
  layoutsPerFrame: number;
  forcedLayoutsPerFrame: number;
  forcedStyleRecalcsPerFrame: number;
  stateChanges: number;
}

async function scrollOnce(browser: Browser, baseUrl: string, naive: boolean): Promise<StickyRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const url = `${baseUrl}/bench-sticky.html`;
  await page.route(url, (route) => route.fulfill({ contentType: "text/html", body: stickyPage(naive) }));
  await page.goto(url);
  await page.waitForSelector(naive ? "body[data-enhanced]" : 'body[data-enhanced~="sticky"]', {
    state: "attached",
  });
  // Both pages count how often a module changes between in the flow and stuck: proof that both did the work.
  await page.evaluate(() => {
    const holder = window as unknown as { stateChanges: number };
    holder.stateChanges = 0;
    new MutationObserver((mutations) => {
      holder.stateChanges += mutations.filter((mutation) => {
        const element = mutation.target as HTMLElement;
        return (
          element.classList.contains("et_pb_sticky_module") &&
          mutation.oldValue !== element.getAttribute("style")
        );
      }).length;
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
      attributeOldValue: true,
    });
    if (document.body.getAttribute("data-enhanced") === "naive") {
      // The baseline has no data-state: count its placeholders coming and going instead.
      new MutationObserver((mutations) => {
        holder.stateChanges += mutations.reduce(
          (sum, mutation) => sum + mutation.addedNodes.length + mutation.removedNodes.length,
          0,
        );
      }).observe(document.body, { subtree: true, childList: true });
    }
  });
  await page.mouse.move(640, 400);
  await page.waitForTimeout(500);
  const session = await page.context().newCDPSession(page);
  await session.send("Performance.enable");
  const before = await metrics(session);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const started = performance.now();
  for (let step = 0; step < WHEEL_STEPS; step += 1) {
    await page.mouse.wheel(0, WHEEL_STEP_PX);
    const nextStepAt = started + (step + 1) * WHEEL_INTERVAL_MS;
    await page.waitForTimeout(Math.max(0, nextStepAt - performance.now()));
  }
  const elapsedMs = performance.now() - started;
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  const after = await metrics(session);
  const stateChanges = await page.evaluate(
    () => (window as unknown as { stateChanges: number }).stateChanges,
  );
  await session.detach();
  await context.close();
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const delta = (name: string): number => (after[name] ?? 0) - (before[name] ?? 0);
  const frames = elapsedMs / FRAME_MS;
  const perFrame = (value: number): number => value / frames;
  return {
    frames,
    scriptMsPerFrame: perFrame(delta("ScriptDuration") * 1000),
    layoutStyleMsPerFrame: perFrame((delta("LayoutDuration") + delta("RecalcStyleDuration")) * 1000),
    layoutsPerFrame: perFrame(delta("LayoutCount")),
    forcedLayoutsPerFrame: perFrame(forcedBy(events, "Layout")),
    forcedStyleRecalcsPerFrame: perFrame(forcedBy(events, "UpdateLayoutTree")),
    stateChanges,
  };
}

export async function measureStickyCost(browser: Browser, baseUrl: string): Promise<void> {
  const runs: Record<"enhance" | "naive", StickyRun[]> = { enhance: [], naive: [] };
  for (let run = 0; run < RUNS; run += 1) {
    runs.enhance.push(await scrollOnce(browser, baseUrl, false));
    runs.naive.push(await scrollOnce(browser, baseUrl, true));
  }
  const row = (label: string, results: StickyRun[]): Record<string, string | number> => ({
    page: label,
    "frames at 60 Hz": Math.round(median(results.map((result) => result.frames))),
    "script ms per frame": median(results.map((result) => result.scriptMsPerFrame)).toFixed(3),
    "layout + style ms per frame": median(results.map((result) => result.layoutStyleMsPerFrame)).toFixed(3),
    "forced layouts per frame": median(results.map((result) => result.forcedLayoutsPerFrame)).toFixed(2),
    "forced style recalcs per frame": median(
      results.map((result) => result.forcedStyleRecalcsPerFrame),
    ).toFixed(2),
    "layouts per frame": median(results.map((result) => result.layoutsPerFrame)).toFixed(2),
    "sticky state changes": median(results.map((result) => result.stateChanges)),
  });
  console.log(
    `\nSticky cost: a generated page with ${STICKY_MODULES} sticky modules (top rows limited by their section, ` +
      "bottom and top-and-bottom modules limited by their row or column),\n" +
      `scrolled by the mouse wheel (${WHEEL_STEPS} steps of ${WHEEL_STEP_PX} px, one every ${WHEEL_INTERVAL_MS} ms), ` +
      `Chromium, median of ${RUNS} runs. Per frame: per 1/60 s of scrolling. "Forced" counts layouts (and style\n` +
      "recalculations) that ran inside JavaScript (target: zero). The naive baseline reads every module's and limit's " +
      "getBoundingClientRect() in a scroll handler and writes positions at once.\n",
  );
  table([
    row("enhance (one scheduler: observers, one rAF)", runs.enhance),
    row("naive scroll handler", runs.naive),
  ]);
}

// Run alone: `tsx bench/sticky.ts` (after `npm run build`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(import.meta.dirname, "..");
  const distDir = process.env["ENHANCE_DIST_DIR"];
  const app = createFixtureApp({
    rootDir: root,
    realPagesDir: null,
    dataDir: join(root, "fixtures", ".data"),
    ...(distDir ? { distDir: join(root, distDir) } : {}),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    await measureStickyCost(browser, baseUrl);
  } finally {
    await browser.close();
    server.close();
  }
}
