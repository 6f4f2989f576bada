/**
 * `npm run bench` (part): the cumulative layout shift of every demo page, with enhance and with its script
 * blocked, on a desktop and a phone window, read at load + 2.5 s with no input. Beside each page with a shift, the
 * elements that moved most (where they were and where they went, in the viewport; 0 means out of it). A shift
 * before DOMContentLoaded happened while the page was still being parsed, before enhance's script could run (a
 * module script runs after parsing): the browser painted part of the page and the rest moved it, which a busy
 * machine makes likelier. Those are counted apart. Prints a table; asserts nothing.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { blockOtherHosts } from "../e2e/support/chromium";
import { table } from "./table";

const ROOT = join(import.meta.dirname, "..");
const SETTLE_MS = 2500;
const WHAT_MOVED = "largest shift with enhance: what moved";
const WINDOWS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** Sums every layout shift not caused by input and keeps the sources of the largest one. */
const OBSERVE_SHIFTS = `
  window.__shifts = { total: 0, whileParsing: 0, largest: 0, sources: "" };
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return "text";
    const classes = String(node.className || "").split(" ").filter(Boolean).slice(0, 1);
    return node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") + (classes.length ? "." + classes[0] : "");
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.total += entry.value;
      // Reports come later than the shifts: the shift's own time against DOMContentLoaded's (0 until it fires).
      const contentLoaded = performance.getEntriesByType("navigation")[0]?.domContentLoadedEventStart || Infinity;
      const parsing = entry.startTime < contentLoaded;
      if (parsing) window.__shifts.whileParsing += entry.value;
      if (entry.value <= window.__shifts.largest) continue;
      window.__shifts.largest = entry.value;
      window.__shifts.sources = (parsing ? "while parsing: " : "") + entry.sources
        .slice(0, 2)
        .map((source) => describe(source.node) + " y " + Math.round(source.previousRect.y) + "→" +
          Math.round(source.currentRect.y) + ", h " + Math.round(source.previousRect.height) + "→" +
          Math.round(source.currentRect.height))
        .join("; ");
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

interface Shifts {
  total: number;
  /** The part that came before DOMContentLoaded: the page's own, while it was parsed. */
  whileParsing: number;
  largest: number;
  sources: string;
}

async function measure(
  browser: Browser,
  url: string,
  size: { width: number; height: number },
  withScript: boolean,
): Promise<Shifts> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await blockOtherHosts(page);
  if (!withScript) await page.route(/\/dist\//, (route) => route.abort("blockedbyclient"));
  await page.addInitScript(OBSERVE_SHIFTS);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts);
  await context.close();
  return shifts;
}

/** A total's cell: the CLS, with the part that came while the page was parsed when there is one. */
const totalCell = (shifts: Shifts): string =>
  shifts.total.toFixed(3) +
  (shifts.whileParsing > 0 ? ` (${shifts.whileParsing.toFixed(3)} while parsing)` : "");

export async function measureDemoLayoutShift(browser: Browser, baseUrl: string): Promise<void> {
  const pages = readdirSync(join(ROOT, "demo-html")).filter((file) => file.endsWith(".html"));
  const rows: Array<Record<string, string>> = [];
  let shiftingAfterParsing = 0;
  for (const file of pages) {
    const cells: Record<string, string> = { page: file };
    let largest: Shifts | null = null;
    let afterParsing = 0;
    for (const size of WINDOWS) {
      const enhanced = await measure(browser, `${baseUrl}/${file}`, size, true);
      const bare = await measure(browser, `${baseUrl}/${file}`, size, false);
      cells[`${size.name}: enhance / no script`] = `${totalCell(enhanced)} / ${totalCell(bare)}`;
      if (enhanced.largest > (largest?.largest ?? 0)) largest = enhanced;
      afterParsing = Math.max(afterParsing, enhanced.total - enhanced.whileParsing);
    }
    cells[WHAT_MOVED] = largest ? largest.sources : "-";
    rows.push(cells);
    if (afterParsing > 0) shiftingAfterParsing += 1;
  }
  console.log(
    `\nLayout shift on the demo pages (CLS at load + ${SETTLE_MS / 1000} s, no input; "no script" blocks dist/)\n`,
  );
  table(rows);
  const shifting = rows.filter((row) => row[WHAT_MOVED] !== "-").length;
  console.log(
    `\nDemo pages with a layout shift under enhance: ${shifting} of ${pages.length}; ` +
      `after the page's parsing, when enhance runs: ${shiftingAfterParsing}`,
  );
}
