/**
 * `npm run bench` (part): the main-thread cost of the real pages in `../shared/divi-pages`, with enhance and with
 * no script at all (the page's own scripts switched off: the floor no script can go below), in Chromium with 4x
 * CPU throttling through CDP, figures read at load + 2.5 s, median of RUNS. Prints tables; asserts nothing.
 *
 * Per page: JS bytes (gzip -9 of the files loaded from dist/), script time, the sum over 50 ms of every long task
 * (what Total Blocking Time adds up), layout + style recalculation time, all main-thread task time, and the
 * cumulative layout shift. Beside them, the theme's original scripts measured the same way (Divi 4.20, served
 * locally, one paired run): the reference the product has to beat.
 *
 * `BENCH_RUNS=3 tsx bench/real-pages.ts` for fewer runs; `BENCH_PAGES=08,18` for some pages only;
 * `BENCH_DIST=<folder>` to measure another build of enhance (an older commit's `dist/`) on the same pages;
 * `BENCH_BLOCK_TILES=1` to leave the map tile server unreachable too (the map shows its list of places; without
 * it the tile server's PNGs are played by the fixture server's stand-in, bench/tile-images.ts);
 * `BENCH_BLOCK=<pattern>` to refuse the enhance files whose address matches it, to take a page's cost apart:
 * `chunks/react-` (no island mounts, the enhancers do), `chunks/runtime-` (every module's chunk loads and
 * evaluates, React with the islands', and nothing mounts). The floor is measured as always.
 *
 * `BENCH_REFERENCE_DIST=<folder>`: a build of commit bcc5d2b, the build measured beside the theme's scripts on the
 * theme's machine (MEASURED_THERE). Each run then loads it too, alternating with enhance, and a second table
 * carries the theme's script and all-task figures to this machine through it: enhance ÷ that build here, times
 * that build ÷ the theme there. Both factors are ratios of two builds measured in one run on one machine, which a
 * figure read on another machine (or scaled by the no-script floor) is not. Beside it stands a lower bound of the
 * theme's all-task time here that needs no all-task carry: the page's no-script floor plus the theme's carried
 * script time (the theme's scripts run inside its tasks); where the carried all-task time falls below that bound,
 * the table says by how much, and the comparison with the larger of the two is printed too.
 *
 * `BENCH_COMPARE_DIST=<folder>`: any other build (the commit before a change, or this one with a module left out
 * of `src/registry.ts`), loaded in every run beside enhance, the two in turns (which goes first alternates from
 * run to run), and a table of the two side by side: how a change moves a page, which two separate runs of this
 * bench cannot tell apart from the noise between runs.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { chromium, type Browser } from "playwright-core";
import { blockOtherHosts, CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { OSM_TILE } from "../e2e/support/map-tiles";
import { createFixtureApp } from "../fixtures/server/app";
import { median, table } from "./table";
import { PngTiles } from "./tile-images";

const ROOT = join(import.meta.dirname, "..");
const REAL_PAGES = join(ROOT, "..", "shared", "divi-pages");
const RUNS = Number(process.env["BENCH_RUNS"] ?? 5);
/** The build under test, served at `/dist/`. */
const DIST = process.env["BENCH_DIST"] ? process.env["BENCH_DIST"] : join(ROOT, "dist");
const SETTLE_MS = 2500;
const CPU_THROTTLING = 4;
/** Enhance files refused in the runs with enhance (BENCH_BLOCK), or none. */
const BLOCKED = process.env["BENCH_BLOCK"] ? new RegExp(process.env["BENCH_BLOCK"]) : null;

type Figures = readonly [kilobytes: number, script: number, longTasks: number, allTasks: number];

/**
 * One run on another machine, per shared page, with the same method (4x throttling, load + 2.5 s): the theme's
 * original scripts, and enhance as of commit bcc5d2b (the reference build) beside them. Each is JS KB gzip,
 * script ms, long-task ms over 50, all-task ms; only ratios carry. The kilobytes were printed in units of 1,024
 * bytes (the reference build's match a build of bcc5d2b in those units on all nine pages) and are given here in
 * this bench's 1,000-byte KB. A build of that commit loaded here (BENCH_REFERENCE_DIST) relates this machine's
 * figures to that machine's.
 */
const MEASURED_THERE: Readonly<Record<string, { theme: Figures; reference: Figures }>> = {
  "01": { theme: [106.4, 719, 409, 1974], reference: [100.2, 250, 152, 1507] },
  "03": { theme: [118.5, 1053, 730, 2925], reference: [110.6, 310, 219, 2468] },
  "04": { theme: [106.4, 532, 449, 1903], reference: [107.3, 352, 440, 2842] },
  "06": { theme: [119.8, 677, 376, 2630], reference: [42.7, 189, 182, 2334] },
  "08": { theme: [106.4, 575, 396, 1298], reference: [113.9, 690, 778, 3673] },
  "11": { theme: [168.4, 800, 473, 1615], reference: [44.3, 388, 325, 1449] },
  "18": { theme: [106.4, 621, 325, 1776], reference: [37.8, 142, 470, 1721] },
  "19": { theme: [106.4, 1206, 1170, 3742], reference: [22.3, 106, 141, 1317] },
  "21": { theme: [106.4, 591, 403, 1775], reference: [95.7, 266, 197, 1190] },
};
const REFERENCE_DIST = process.env["BENCH_REFERENCE_DIST"];
const COMPARE_DIST = process.env["BENCH_COMPARE_DIST"];

interface Sample {
  jsGzip: number;
  script: number;
  longTasks: number;
  layoutAndStyle: number;
  allTasks: number;
  cls: number;
}

const gzipCache = new Map<string, number>();
function gzipBytes(dist: string, distPath: string): number {
  const file = join(dist, distPath.replace(/^dist\//, ""));
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Collects long tasks and layout shifts from the first moment of the page. */
const OBSERVE_IN_PAGE = `
  window.__bench = { longTasks: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks += Math.max(0, entry.duration - 50);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
`;

/**
 * One load of `url`; the scripts it loads from `/dist/` are weighed in `dist`, the build that server serves. With
 * `tiles`, the map's tile images are answered as PNGs (a visitor online gets them from the tile server); without,
 * the tile host is unreachable like every other host but the fixture site.
 */
async function measure(
  browser: Browser,
  url: string,
  { dist = DIST, tiles }: { dist?: string; tiles: PngTiles | undefined },
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await blockOtherHosts(page);
  if (tiles) {
    await page.route(OSM_TILE, async (route) => {
      const [, zoom = "", x = "", y = ""] = OSM_TILE.exec(route.request().url()) ?? [];
      await route.fulfill({ body: await tiles.png(zoom, x, y), contentType: "image/png" });
    });
  }
  if (BLOCKED) await page.route(BLOCKED, (route) => route.abort("blockedbyclient"));
  const scripts = new Set<string>();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (BLOCKED?.test(request.url())) return;
    if (request.resourceType() === "script" && path.startsWith("/dist/")) scripts.add(path.slice(1));
  });
  await page.addInitScript(OBSERVE_IN_PAGE);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING });
  await cdp.send("Performance.enable");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name: string): number => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  const inPage = await page.evaluate(
    () => (window as unknown as { __bench: { longTasks: number; cls: number } }).__bench,
  );
  await context.close();
  return {
    jsGzip: [...scripts].reduce((sum, path) => sum + gzipBytes(dist, path), 0),
    script: metric("ScriptDuration"),
    longTasks: inPage.longTasks,
    layoutAndStyle: metric("LayoutDuration") + metric("RecalcStyleDuration"),
    allTasks: metric("TaskDuration"),
    cls: inPage.cls,
  };
}

function medianSample(samples: readonly Sample[]): Sample {
  const of = (key: keyof Sample): number => median(samples.map((sample) => sample[key]));
  return {
    jsGzip: of("jsGzip"),
    script: of("script"),
    longTasks: of("longTasks"),
    layoutAndStyle: of("layoutAndStyle"),
    allTasks: of("allTasks"),
    cls: of("cls"),
  };
}

const ms = (value: number): string => value.toFixed(0);
const ratio = (value: number, reference: number | undefined): string =>
  reference === undefined || reference === 0 ? "-" : `${(value / reference).toFixed(2)}x`;
/** Ratios of single runs, as their lowest and highest: how far one run strays from the medians'. */
const spread = (ratios: readonly number[]): string =>
  `${Math.min(...ratios).toFixed(2)}x – ${Math.max(...ratios).toFixed(2)}x`;
/** One build's median figures in the comparison table: KB / script / layout+style / all. */
const buildFigures = (sample: Sample): string =>
  `${(sample.jsGzip / 1000).toFixed(1)} / ${ms(sample.script)} / ${ms(sample.layoutAndStyle)} / ${ms(sample.allTasks)}`;

/** A fixture site serving one build: its address and the build's folder (where its files are weighed). */
interface BuildServer {
  readonly url: string;
  readonly dist: string;
}

/**
 * `reference`: the reference build, measured in every run beside enhance when given; `compare`: another build,
 * measured in every run in turn with enhance when given.
 */
export async function measureRealPages(
  browser: Browser,
  baseUrl: string,
  {
    reference,
    compare,
    tiles,
  }: {
    reference?: BuildServer | undefined;
    compare?: BuildServer | undefined;
    tiles?: PngTiles | undefined;
  } = {},
): Promise<void> {
  if (!existsSync(REAL_PAGES)) {
    console.log(`\nReal pages: skipped, ${REAL_PAGES} not found.`);
    return;
  }
  const wanted = process.env["BENCH_PAGES"]?.split(",").map((prefix) => prefix.trim());
  const files = readdirSync(REAL_PAGES)
    .filter((file) => file.endsWith(".html"))
    .filter((file) => wanted === undefined || wanted.some((prefix) => file.startsWith(prefix)))
    .sort();
  const rows: Array<Record<string, string | number>> = [];
  const referenceRows: Array<Record<string, string | number>> = [];
  const throughReference: Array<{
    script: number;
    allTasks: number;
    againstBound: number;
    againstBest: number;
  }> = [];
  const compareRows: Array<Record<string, string | number>> = [];
  const compareRatios: number[] = [];
  const enhancedRatios: Array<{ script: number; longTasks: number; allTasks: number; bytes: number }> = [];
  // What a page costs with no script at all, against the theme: the part of its long tasks no script can remove.
  const floorLongTaskRatios: number[] = [];
  for (const file of files) {
    const floor: Sample[] = [];
    const enhanced: Sample[] = [];
    const referenceSamples: Sample[] = [];
    const compareSamples: Sample[] = [];
    const pagePath = `/real/${encodeURIComponent(file)}`;
    for (let run = 0; run < RUNS; run += 1) {
      floor.push(await measure(browser, `${baseUrl}${pagePath}?bundle=off`, { tiles }));
      const measureCompared = async (): Promise<void> => {
        if (compare)
          compareSamples.push(
            await measure(browser, `${compare.url}${pagePath}`, { dist: compare.dist, tiles }),
          );
      };
      // The compared build goes first in every other run: a page loaded second in a pair finds the machine warmer.
      if (run % 2 === 1) await measureCompared();
      enhanced.push(await measure(browser, `${baseUrl}${pagePath}`, { tiles }));
      if (run % 2 === 0) await measureCompared();
      // The reference build runs as it ran beside the theme's scripts: every host but the fixture site unreachable,
      // the tile server too (the theme's map could not reach Google's either). Given tiles here and none there,
      // its map would be charged here for drawing what it never drew there.
      if (reference)
        referenceSamples.push(
          await measure(browser, `${reference.url}${pagePath}`, { dist: reference.dist, tiles: undefined }),
        );
    }
    const none = medianSample(floor);
    const ours = medianSample(enhanced);
    const prefix = file.slice(0, 2);
    if (compareSamples.length > 0) {
      const other = medianSample(compareSamples);
      const runByRun = enhanced.map((sample, run) => sample.allTasks / compareSamples[run]!.allTasks);
      compareRatios.push(ours.allTasks / other.allTasks);
      compareRows.push({
        page: prefix,
        "this build: KB / script / layout+style / all": buildFigures(ours),
        "compared build: KB / script / layout+style / all": buildFigures(other),
        "this ÷ compared: script / layout+style / all": `${ratio(ours.script, other.script)} / ${ratio(ours.layoutAndStyle, other.layoutAndStyle)} / ${ratio(ours.allTasks, other.allTasks)}`,
        "all, run by run: lowest – highest": spread(runByRun),
        "no-JS floor: all": ms(none.allTasks),
      });
    }
    const there = MEASURED_THERE[prefix];
    if (referenceSamples.length > 0 && there !== undefined) {
      const theirs = medianSample(referenceSamples);
      const { theme, reference: then } = there;
      // enhance ÷ theme = (enhance ÷ reference, here) × (reference ÷ theme, there), for the two sums of time: the
      // theme's figure carried here is the reference's here times theme ÷ reference there. Long tasks are not
      // carried: a sum of what passes 50 ms does not scale with a machine's speed (a task of 100 ms here may have
      // been 200 there: 50 ms over the line here, 150 there).
      const themeFrom = (referenceHere: number, index: 1 | 3): number =>
        (referenceHere * theme[index]) / then[index];
      const through = (ours: number, referenceHere: number, index: 1 | 3): number =>
        ours / themeFrom(referenceHere, index);
      // Beside the carried figures, a lower bound of the theme's all-task time that the all-task carry can fall
      // below: this page's own no-script work plus the theme's script time, which runs inside its tasks (on the
      // assumption that the theme's scripts take none of the page's own layout, style and paint away). The script
      // carry rests on script time alone, the all-task carry also on how each build's other work scaled from that
      // machine to this one. The larger of the two is the closer estimate of what the theme costs here.
      const themeHere = {
        script: themeFrom(theirs.script, 1),
        allTasks: themeFrom(theirs.allTasks, 3),
      };
      const carried = {
        script: ours.script / themeHere.script,
        allTasks: ours.allTasks / themeHere.allTasks,
      };
      const lowerBound = none.allTasks + themeHere.script;
      const best = Math.max(themeHere.allTasks, lowerBound);
      throughReference.push({
        ...carried,
        againstBound: ours.allTasks / lowerBound,
        againstBest: ours.allTasks / best,
      });
      // The same for each run alone (enhance and the reference load one after the other in it): how far one run's
      // figure strays from the medians'.
      const runByRun = enhanced.map((sample, run) =>
        through(sample.allTasks, referenceSamples[run]!.allTasks, 3),
      );
      referenceRows.push({
        page: prefix,
        "reference build here: KB / script / long / all": `${(theirs.jsGzip / 1000).toFixed(1)} / ${ms(theirs.script)} / ${ms(theirs.longTasks)} / ${ms(theirs.allTasks)}`,
        "there: KB / script / long / all": then.join(" / "),
        "enhance ÷ reference here: script / long / all": `${ratio(ours.script, theirs.script)} / ${ratio(ours.longTasks, theirs.longTasks)} / ${ratio(ours.allTasks, theirs.allTasks)}`,
        "theme ÷ reference there: script / all": `${ratio(theme[1], then[1])} / ${ratio(theme[3], then[3])}`,
        "enhance vs theme, through the reference: script / all": `${carried.script.toFixed(2)}x / ${carried.allTasks.toFixed(2)}x`,
        "all, run by run: lowest – highest": spread(runByRun),
        "theme here, carried: script / all": `${ms(themeHere.script)} / ${ms(themeHere.allTasks)}`,
        "floor + theme's script: all": `${ms(lowerBound)}${themeHere.allTasks < lowerBound ? ` (carried all ${ms(lowerBound - themeHere.allTasks)} under)` : ""}`,
        "enhance vs: floor + theme's script / larger of the two": `${ratio(ours.allTasks, lowerBound)} / ${ratio(ours.allTasks, best)}`,
      });
    }
    const original = there?.theme;
    if (original !== undefined) {
      enhancedRatios.push({
        bytes: ours.jsGzip / 1000 / original[0],
        script: ours.script / original[1],
        longTasks: ours.longTasks / original[2],
        allTasks: ours.allTasks / original[3],
      });
      floorLongTaskRatios.push(none.longTasks / original[2]);
    }
    rows.push({
      page: prefix,
      "JS KB gz": (ours.jsGzip / 1000).toFixed(1),
      "script ms": ms(ours.script),
      "long tasks ms": ms(ours.longTasks),
      "layout+style ms": ms(ours.layoutAndStyle),
      "all tasks ms": ms(ours.allTasks),
      CLS: ours.cls.toFixed(3),
      "no-JS floor: long / all tasks / layout+style / CLS": `${ms(none.longTasks)} / ${ms(none.allTasks)} / ${ms(none.layoutAndStyle)} / ${none.cls.toFixed(3)}`,
      "theme: KB / script / long / all": original === undefined ? "-" : original.join(" / "),
      "vs theme: script / long / all": original
        ? `${ratio(ours.script, original[1])} / ${ratio(ours.longTasks, original[2])} / ${ratio(ours.allTasks, original[3])}`
        : "-",
    });
  }
  console.log(
    `\nReal pages with enhance${BLOCKED ? ` (files matching ${BLOCKED.source} refused)` : ""} (4x CPU throttling, load + ${SETTLE_MS / 1000} s, median of ${RUNS}; the no-JS floor is the same page with no script)\n`,
  );
  table(rows);
  if (enhancedRatios.length > 0) {
    const of = (key: "bytes" | "script" | "longTasks" | "allTasks"): string =>
      `${median(enhancedRatios.map((entry) => entry[key])).toFixed(2)}x`;
    console.log(
      `\nMedian page against the theme's original scripts: JS bytes ${of("bytes")}, script ${of("script")}, long tasks ${of("longTasks")}, all tasks ${of("allTasks")}`,
    );
    console.log(
      `The no-JS floor's long tasks on the median page: ${median(floorLongTaskRatios).toFixed(2)}x the theme's (HTML parsing, style and layout of the page itself)`,
    );
  }
  if (compareRows.length > 0) {
    console.log(
      `\nThis build (${DIST}) against the build in ${compare?.dist}, loaded in the same runs, in turns (median of ${RUNS})\n`,
    );
    table(compareRows);
    console.log(
      `\nMedian page, all tasks, this build ÷ the compared one: ${median(compareRatios).toFixed(2)}x`,
    );
  }
  if (referenceRows.length > 0) {
    console.log(
      `\nThe theme's figures carried to this machine through the build of bcc5d2b (${reference?.dist}), loaded in the same runs, alternating\n`,
    );
    table(referenceRows);
    const of = (key: "script" | "allTasks" | "againstBound" | "againstBest"): string =>
      `${median(throughReference.map((entry) => entry[key])).toFixed(2)}x`;
    console.log(
      `\nMedian page against the theme, through the reference build: script ${of("script")}, all tasks ${of("allTasks")}`,
    );
    console.log(
      `All tasks on the median page against the floor plus the theme's carried script time (a lower bound of the theme's): ${of("againstBound")}; against the larger of that bound and the carried all-task time: ${of("againstBest")}`,
    );
  }
}

/** A fixture site serving the build in `distDir` under `/dist/`, on a free port. */
async function startFixtureServer(distDir: string): Promise<BuildServer & { close: () => void }> {
  const app = createFixtureApp({
    rootDir: ROOT,
    distDir,
    realPagesDir: REAL_PAGES,
    dataDir: join(ROOT, "fixtures", ".data"),
  });
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, dist: distDir, close: () => server.close() };
}

async function main(): Promise<void> {
  const server = await startFixtureServer(DIST);
  const referenceServer = REFERENCE_DIST ? await startFixtureServer(REFERENCE_DIST) : undefined;
  const compareServer = COMPARE_DIST ? await startFixtureServer(COMPARE_DIST) : undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  // With the tile host unreachable the map module shows its list of places instead, with their details through the
  // sanitiser (BENCH_BLOCK_TILES=1 measures that path).
  const tiles = process.env["BENCH_BLOCK_TILES"] ? undefined : new PngTiles(browser, server.url);
  try {
    await measureRealPages(browser, server.url, {
      reference: referenceServer,
      compare: compareServer,
      tiles,
    });
  } finally {
    await tiles?.close();
    await browser.close();
    server.close();
    referenceServer?.close();
    compareServer?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
