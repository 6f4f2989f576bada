/**
 * Memory when modules come and go: a tabs module, a toggle, a slider, a contact form and a blog feed are inserted
 * into the blog demo page (which carries every config global they read) and removed again, 1,000 times each, the loader's MutationObserver mounting and
 * unmounting them. After a forced garbage collection, the JS event listeners, DOM nodes and JS heap are read
 * through the DevTools protocol at 0, 500 and 1,000 cycles. Prints a table; `e2e/memory.spec.ts` drives the same
 * cycles and holds the figures to their limits.
 *
 * Cycle 0 is the page with one resident copy of each of the five modules mounted and 100 warm-up cycles run and
 * removed, so every chunk (React, the islands, the forms) is loaded and V8 has compiled and optimised the code the
 * cycles run. Compiled code is not a leak: without the warm-up it shows as a rise of about 1 MB of heap over the
 * first few hundred cycles that then stays flat (a leak grows with every cycle). Cycles run in
 * batches: one batch inserts `batch` copies of each module at once (each with `data-enhance-strategy="eager"`, so
 * the ones below the fold mount too), waits until every copy has mounted, then removes them all.
 *
 * Run: `npx tsx bench/memory.ts` (after `npm run build`).
 */
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { createFixtureApp } from "../fixtures/server/app";
import { table } from "./table";

export interface MemoryFigures {
  cycles: number;
  jsEventListeners: number;
  domNodes: number;
  heapBytes: number;
  /** The loader's records (live instances plus its bounded history). */
  loaderRecords: number;
}

/** Each module of the cycles: the demo page that holds its markup and the selector of the module element. */
export const CYCLED_MODULES = [
  { name: "tabs", page: "/tabs-and-toggles.html", selector: ".et_pb_tabs" },
  { name: "toggle", page: "/tabs-and-toggles.html", selector: ".et_pb_toggle:not(.et_pb_accordion_item)" },
  {
    name: "slider",
    page: "/sliders.html",
    selector: ".et_pb_slider:not(.et_pb_gallery):not(.et_pb_video_slider > .et_pb_slider)",
  },
  { name: "contact-form", page: "/contact-form.html", selector: ".et_pb_contact_form_container" },
  { name: "blog-feed", page: "/blog.html", selector: ".posts-blog-feed-module" },
] as const;

export const MEMORY_PAGE = "/blog.html";

interface CycleWindow {
  memoryCycles: {
    templates: Array<{ name: string; element: Element }>;
    insertBatch(copies: number): Promise<void>;
    removeBatch(): Promise<void>;
  };
}

/**
 * Opens the page and prepares the cycles: each module's markup is read from its demo page (parsed, never run),
 * and one resident copy of each is mounted. Ids are dropped from the copies so that no copy reaches into another.
 */
export async function prepareMemoryPage(page: Page, baseUrl = ""): Promise<void> {
  await page.goto(`${baseUrl}${MEMORY_PAGE}`);
  // tsx keeps function names with a `__name` helper that the page does not have; a string is not transformed.
  await page.evaluate("globalThis.__name ??= (target) => target");
  await page.evaluate(async (modules) => {
    const parser = new DOMParser();
    const documents = new Map<string, Document>();
    const templates: Array<{ name: string; element: Element }> = [];
    for (const module of modules) {
      let source = documents.get(module.page);
      if (!source) {
        source = parser.parseFromString(await (await fetch(module.page)).text(), "text/html");
        documents.set(module.page, source);
      }
      const element = source.querySelector(module.selector);
      if (!element) throw new Error(`no ${module.selector} on ${module.page}`);
      element.setAttribute("data-enhance-strategy", "eager");
      element.removeAttribute("id");
      for (const inner of element.querySelectorAll("[id]")) inner.removeAttribute("id");
      templates.push({ name: module.name, element });
    }
    // The page's own content goes (its modules unmount): every copy is then laid out against a small page, so the
    // cycles measure the modules and not the demo page's layout. The config globals stay.
    document.body.replaceChildren();
    const stage = document.createElement("div");
    stage.className = "memory-cycles";
    document.body.append(stage);
    const enhancedAs = (element: Element, name: string): boolean =>
      (element.getAttribute("data-enhanced") ?? "").split(" ").includes(name);
    const until = (check: () => boolean): Promise<void> =>
      new Promise((resolve) => {
        const poll = (): void => (check() ? resolve() : void setTimeout(poll, 20));
        poll();
      });
    let inserted: Array<{ name: string; element: Element }> = [];
    const holder = window as unknown as CycleWindow;
    holder.memoryCycles = {
      templates,
      async insertBatch(copies) {
        const batch: Array<{ name: string; element: Element }> = [];
        for (let copy = 0; copy < copies; copy += 1) {
          for (const template of templates) {
            batch.push({ name: template.name, element: document.importNode(template.element, true) });
          }
        }
        stage.append(...batch.map((entry) => entry.element));
        inserted = batch;
        await until(() => batch.every((entry) => enhancedAs(entry.element, entry.name)));
      },
      async removeBatch() {
        const removed = inserted;
        inserted = [];
        for (const entry of removed) entry.element.remove();
        await until(() => removed.every((entry) => !entry.element.hasAttribute("data-enhanced")));
      },
    };
    // The residents: mounted once and kept, so every chunk is loaded before cycle 0 is measured.
    const residents = templates.map((template) => ({
      name: template.name,
      element: document.importNode(template.element, true),
    }));
    document.body.append(...residents.map((resident) => resident.element));
    await until(() => residents.every((resident) => enhancedAs(resident.element, resident.name)));
  }, CYCLED_MODULES);
}

/** Forces a full garbage collection, then reads the figures through the DevTools protocol. */
export async function measureMemory(page: Page, cycles: number): Promise<MemoryFigures> {
  const session = await page.context().newCDPSession(page);
  try {
    // Twice: objects with finalisers or weak references are only freed by a second pass.
    await session.send("HeapProfiler.collectGarbage");
    await session.send("HeapProfiler.collectGarbage");
    const counters = await session.send("Memory.getDOMCounters");
    const heap = await session.send("Runtime.getHeapUsage");
    const loaderRecords = await page.evaluate(() => {
      const holder = window as unknown as { enhance?: { app: { records(): unknown[] } } };
      return holder.enhance?.app.records().length ?? 0;
    });
    return {
      cycles,
      jsEventListeners: counters.jsEventListeners,
      domNodes: counters.nodes,
      heapBytes: heap.usedSize,
      loaderRecords,
    };
  } finally {
    await session.detach();
  }
}

/**
 * Runs `cycles` insert-and-remove cycles of every module, `batch` cycles at a time, and measures at 0 and at
 * each checkpoint. Returns the figures in order.
 */
export async function runMemoryCycles(
  page: Page,
  { cycles, batch, checkpoints }: { cycles: number; batch: number; checkpoints: readonly number[] },
): Promise<MemoryFigures[]> {
  for (let warmed = 0; warmed < WARM_UP_CYCLES; warmed += batch) {
    await page.evaluate((count) => (window as unknown as CycleWindow).memoryCycles.insertBatch(count), batch);
    await page.evaluate(() => (window as unknown as CycleWindow).memoryCycles.removeBatch());
  }
  const figures = [await measureMemory(page, 0)];
  for (let done = 0; done < cycles;) {
    const copies = Math.min(batch, cycles - done);
    await page.evaluate(
      (count) => (window as unknown as CycleWindow).memoryCycles.insertBatch(count),
      copies,
    );
    await page.evaluate(() => (window as unknown as CycleWindow).memoryCycles.removeBatch());
    done += copies;
    if (checkpoints.includes(done)) figures.push(await measureMemory(page, done));
  }
  return figures;
}

export const MEMORY_CYCLES = 1_000;
/** Cycles run before cycle 0 is measured, so that compiled code does not count as growth. */
export const WARM_UP_CYCLES = 100;
export const MEMORY_BATCH = 20;
export const MEMORY_CHECKPOINTS = [500, 1_000] as const;

async function main(): Promise<void> {
  const root = join(import.meta.dirname, "..");
  const app = createFixtureApp({
    rootDir: root,
    realPagesDir: null,
    dataDir: join(root, "fixtures", ".data"),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await prepareMemoryPage(page, baseUrl);
    const started = performance.now();
    const cycles = Number(process.env["MEMORY_CYCLES"] ?? MEMORY_CYCLES);
    const figures = await runMemoryCycles(page, {
      cycles,
      batch: MEMORY_BATCH,
      checkpoints: [cycles / 2, cycles],
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nMemory: ${CYCLED_MODULES.map((module) => module.name).join(", ")} inserted and removed ` +
        `${cycles} times each (${MEMORY_BATCH} per batch), Chromium, after a forced GC; ` +
        `${seconds.toFixed(1)} s.\n`,
    );
    table(
      figures.map((figure) => ({
        cycles: figure.cycles,
        "JS event listeners": figure.jsEventListeners,
        "DOM nodes": figure.domNodes,
        "heap MB": (figure.heapBytes / 1024 / 1024).toFixed(2),
        "loader records": figure.loaderRecords,
      })),
    );
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
