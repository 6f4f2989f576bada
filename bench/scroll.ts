/**
 * Scroll cost, called from bench/run.ts: a generated long page with 100 animated modules (their
 * `et_animation_data`) and 10 parallax sections is scrolled with the mouse wheel for about 3 s, in Chromium, and
 * measured through the DevTools protocol: script time, layouts and style recalculations (Performance.getMetrics
 * before and after, on one session), and forced layouts and forced style recalculations (a trace: Layout and
 * UpdateLayoutTree events that ran inside JavaScript, which is what a read after a write costs). Figures are per
 * frame of scrolling at 60 Hz, so both pages share one denominator. Beside it, in the same run, a naive baseline:
 * the same markup with an inline script in the old jQuery way, a scroll handler that reads every parallax
 * section's getBoundingClientRect() and writes its background's transform, and checks every waiting module's
 * position. The target for enhance is zero forced layouts per frame.
 */
import type { Browser } from "playwright-core";
import { median, table } from "./table";
import { forcedBy, metrics, TRACE_CATEGORIES, type TraceEvent } from "./trace";

const ANIMATED_MODULES = 100;
const PARALLAX_SECTIONS = 10;
const MODULES_PER_SECTION = ANIMATED_MODULES / PARALLAX_SECTIONS;
/** 60 wheel steps of 120 px, one every 50 ms: about 3 s and 7,200 px of scrolling. */
const WHEEL_STEPS = 60;
const WHEEL_STEP_PX = 120;
const WHEEL_INTERVAL_MS = 50;
const RUNS = 3;
const FRAME_MS = 1000 / 60;
const STYLES = ["fade", "slideBottom", "slideLeft", "zoom", "flipTop", "foldRight", "rollLeft", "bounce"];

/** The long page: a parallax section, then a section of 10 animated cards, ten times over. */
function scrollPage(naive: boolean): string {
  const sections: string[] = [];
  const entries: Array<Record<string, string>> = [];
  for (let section = 0; section < PARALLAX_SECTIONS; section += 1) {
    sections.push(
      `<div class="et_pb_section et_pb_section_parallax et_pb_with_background"><span class="et_parallax_bg_wrap"><span class="et_parallax_bg"></span></span><div class="et_pb_row"><h2>Parallax section ${section + 1}</h2></div></div>`,
    );
    const cards: string[] = [];
    for (let card = 0; card < MODULES_PER_SECTION; card += 1) {
      const index = section * MODULES_PER_SECTION + card;
      cards.push(
        `<div class="et_pb_module et_pb_blurb et_pb_blurb_${index} et_animated"><h3>Card ${index + 1}</h3><p>Text of card ${index + 1}.</p></div>`,
      );
      entries.push({
        class: `et_pb_blurb_${index}`,
        style: STYLES[index % STYLES.length]!,
        repeat: "once",
        duration: "600ms",
        delay: "0ms",
        intensity: "20%",
        starting_opacity: "0%",
        speed_curve: "ease-in-out",
      });
    }
    sections.push(`<div class="et_pb_section"><div class="et_pb_row cards">${cards.join("")}</div></div>`);
  }
  const style = `<style>
    body { margin: 0; font-family: sans-serif; }
    .et_pb_section { position: relative; padding: 40px 0; }
    .et_pb_row { width: 80%; margin: 0 auto; position: relative; }
    .cards { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; }
    .et_pb_blurb { padding: 20px; min-height: 140px; background: #f1f4f6; }
    .et_pb_section_parallax { height: 500px; overflow: hidden; background: #13262f; color: #fff; }
    .et_parallax_bg_wrap { position: absolute; inset: 0; overflow: hidden; }
    .et_parallax_bg { position: absolute; bottom: 0; left: 0; width: 100%; height: 100%;
      background: repeating-linear-gradient(45deg, #13262f 0 40px, #1d3b48 40px 80px); }
    .et_animated { opacity: 0; }
    .et_animated.et-animated { animation: naive-fade 600ms ease-in-out forwards; }
    @keyframes naive-fade { to { opacity: 1; } }
  </style>`;
  const data = `<script>var et_animation_data = ${JSON.stringify(entries)};</script>`;
  // The old way: on every scroll event, read each section's position and write its background's transform right
  // away (a read after a write, section after section), and look at every module still waiting.
  const script = naive
    ? `<script>
        var sections = Array.prototype.slice.call(document.querySelectorAll(".et_pb_section_parallax"));
        var waiting = Array.prototype.slice.call(document.querySelectorAll(".et_animated"));
        function applyParallax() {
          for (var i = 0; i < sections.length; i += 1) {
            var section = sections[i];
            var top = section.getBoundingClientRect().top + window.scrollY;
            var background = section.querySelector(".et_parallax_bg");
            background.style.height = window.innerHeight * 0.3 + section.offsetHeight + "px";
            background.style.transform = "translate(0, " + (window.scrollY + window.innerHeight - top) * 0.3 + "px)";
          }
          waiting = waiting.filter(function (module) {
            if (module.getBoundingClientRect().top > window.innerHeight) return true;
            module.classList.add("et-animated");
            return false;
          });
        }
        window.addEventListener("scroll", applyParallax);
        applyParallax();
        document.body.setAttribute("data-enhanced", "naive");
      </script>`
    : `<script type="module" src="/dist/enhance.js"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>scroll bench</title>${style}</head><body><main>${sections.join("\n")}</main>${data}${script}</body></html>`;
}

interface ScrollRun {
  frames: number;
  mainThreadFrames: number;
  scriptMsPerFrame: number;
  layoutsPerFrame: number;
  forcedLayoutsPerFrame: number;
  forcedStyleRecalcsPerFrame: number;
  styleRecalcsPerFrame: number;
}

async function scrollOnce(browser: Browser, baseUrl: string, naive: boolean): Promise<ScrollRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const url = `${baseUrl}/bench-scroll.html`;
  await page.route(url, (route) => route.fulfill({ contentType: "text/html", body: scrollPage(naive) }));
  await page.goto(url);
  await page.waitForSelector(naive ? "body[data-enhanced]" : 'body[data-enhanced~="animations"]', {
    state: "attached",
  });
  await page.mouse.move(640, 400);
  await page.waitForTimeout(500);
  const session = await page.context().newCDPSession(page);
  await session.send("Performance.enable");
  const before = await metrics(session);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const started = performance.now();
  // One step every 50 ms from the start, whatever each wheel call takes, so every run lasts about 3 s.
  for (let step = 0; step < WHEEL_STEPS; step += 1) {
    await page.mouse.wheel(0, WHEEL_STEP_PX);
    const nextStepAt = started + (step + 1) * WHEEL_INTERVAL_MS;
    await page.waitForTimeout(Math.max(0, nextStepAt - performance.now()));
  }
  const elapsedMs = performance.now() - started;
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  const after = await metrics(session);
  await session.detach();
  await context.close();
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const delta = (name: string): number => (after[name] ?? 0) - (before[name] ?? 0);
  // Per frame at 60 Hz over the same scroll time, so both pages share one denominator (a page that keeps the
  // main thread idle draws fewer main-thread frames, which must not make it look costlier per frame).
  const frames = elapsedMs / FRAME_MS;
  const perFrame = (value: number): number => value / frames;
  return {
    frames,
    mainThreadFrames: events.filter((event) => event.name === "AnimationFrame" && event.ph === "b").length,
    scriptMsPerFrame: perFrame(delta("ScriptDuration") * 1000),
    layoutsPerFrame: perFrame(delta("LayoutCount")),
    forcedLayoutsPerFrame: perFrame(forcedBy(events, "Layout")),
    forcedStyleRecalcsPerFrame: perFrame(forcedBy(events, "UpdateLayoutTree")),
    styleRecalcsPerFrame: perFrame(delta("RecalcStyleCount")),
  };
}

export async function measureScrollCost(browser: Browser, baseUrl: string): Promise<void> {
  const runs: Record<"enhance" | "naive", ScrollRun[]> = { enhance: [], naive: [] };
  for (let run = 0; run < RUNS; run += 1) {
    runs.enhance.push(await scrollOnce(browser, baseUrl, false));
    runs.naive.push(await scrollOnce(browser, baseUrl, true));
  }
  const row = (label: string, results: ScrollRun[]): Record<string, string | number> => ({
    page: label,
    "frames at 60 Hz": Math.round(median(results.map((result) => result.frames))),
    "main-thread frames": median(results.map((result) => result.mainThreadFrames)),
    "script ms per frame": median(results.map((result) => result.scriptMsPerFrame)).toFixed(3),
    "forced layouts per frame": median(results.map((result) => result.forcedLayoutsPerFrame)).toFixed(2),
    "forced style recalcs per frame": median(
      results.map((result) => result.forcedStyleRecalcsPerFrame),
    ).toFixed(2),
    "layouts per frame": median(results.map((result) => result.layoutsPerFrame)).toFixed(2),
    "style recalcs per frame": median(results.map((result) => result.styleRecalcsPerFrame)).toFixed(2),
  });
  console.log(
    `\nScroll cost: a generated page with ${ANIMATED_MODULES} animated modules and ${PARALLAX_SECTIONS} parallax sections, ` +
      `scrolled by the mouse wheel (${WHEEL_STEPS} steps of ${WHEEL_STEP_PX} px, one every ${WHEEL_INTERVAL_MS} ms), Chromium,\n` +
      `median of ${RUNS} runs. Per frame: per 1/60 s of scrolling. "Forced" counts layouts (and style recalculations) that ran inside JavaScript ` +
      "(target: zero).\nThe naive baseline reads every section's getBoundingClientRect() in a scroll handler and " +
      "writes transforms (the old jQuery way).\n",
  );
  table([
    row("enhance (IntersectionObserver, ResizeObserver, one rAF)", runs.enhance),
    row("naive scroll handler", runs.naive),
  ]);
}
