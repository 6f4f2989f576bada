import type { Page } from "@playwright/test";
import { expect, test, twoFrames, waitForBootToSettle } from "./support/test";

/**
 * `enhance.css` gives the modules in view their mounted layout before the script runs (src/at-rest), so their
 * mounting moves nothing the visitor already sees. Without it these pages shifted by 0.09 to 0.62 (CLS) as their
 * modules mounted: a masonry feed that folded into columns, a fullscreen header that grew to the viewport, a
 * portfolio that went from one column to rows, a gallery that hid all but its first page, an accordion table whose
 * bodies closed, counters whose number line appeared.
 */

/**
 * Every layout shift not caused by input, one line for each node it moved: what moved, from where to where, and the
 * shift's score. Each line says whether an element moved or text (text moving inside its line, as a number that
 * grows does).
 */
const RECORD_SHIFTS = `
  window.__shifts = [];
  const describe = (node) =>
    node.nodeType === Node.TEXT_NODE ? "text " + JSON.stringify(node.data) :
    node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") +
    [...node.classList].slice(0, 2).map((name) => "." + name).join("");
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const score = " (" + entry.value.toFixed(4) + ")";
      if (entry.sources.length === 0) window.__shifts.push({ element: false, line: "a removed node" + score });
      for (const source of entry.sources) {
        const node = source.node;
        window.__shifts.push({
          element: Boolean(node && node.nodeType === Node.ELEMENT_NODE),
          line: (node ? describe(node) : "a removed node") + " y " + Math.round(source.previousRect.y) + "→" +
            Math.round(source.currentRect.y) + score,
        });
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

interface RecordedShift {
  element: boolean;
  line: string;
}

async function recordedShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: RecordedShift[] }).__shifts);
}

/** The elements the recorded shifts moved (text moving inside its line is left out). */
async function shiftedElements(page: Page): Promise<string[]> {
  return (await recordedShifts(page)).filter((shift) => shift.element).map((shift) => shift.line);
}

/** Every node the recorded shifts moved, text included. */
async function everyShift(page: Page): Promise<string[]> {
  return (await recordedShifts(page)).map((shift) => shift.line);
}

const PAGES = [
  { file: "blog.html", modules: "the masonry blog feeds" },
  { file: "animations.html", modules: "the fullscreen header" },
  { file: "portfolio.html", modules: "the filterable portfolio" },
  { file: "gallery.html", modules: "the grid galleries" },
  { file: "accordion-table.html", modules: "the accordion tables" },
  { file: "counters.html", modules: "the number and circle counters" },
  { file: "checkout.html", modules: "the checkout forms" },
  { file: "media.html", modules: "the map preview's pins" },
  { file: "widgets.html", modules: "the countdowns' short labels" },
] as const;

const WINDOWS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** How long each chunk takes to arrive: long enough for the page to be painted before any module mounts. */
const CHUNK_DELAY_MS = 150;

/** Opens `url` in a window of `size`, recording layout shifts, once the boot has settled. */
async function openRecordingShifts(
  page: Page,
  size: { width: number; height: number },
  url: string,
): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.addInitScript(RECORD_SHIFTS);
  // As over a real network, the page is painted before the modules' chunks arrive and mount.
  await page.route("**/dist/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.fallback();
  });
  await page.goto(url);
  await waitForBootToSettle(page);
}

for (const { file, modules } of PAGES) {
  for (const size of WINDOWS) {
    test(`${file} on a ${size.name}: ${modules} mount without moving any element in view`, async ({
      page,
    }) => {
      await openRecordingShifts(page, size, `/${file}`);
      await twoFrames(page);
      const shifted = await shiftedElements(page);
      expect(shifted, "elements that moved while the page loaded").toEqual([]);
    });
  }
}

const CARD_CAROUSELS = [
  { name: "the fading card carousel", selector: ".et_pb_code_0 .enhance-card-carousel" },
  { name: "the sliding card carousel", selector: ".et_pb_code_1 .enhance-card-carousel" },
] as const;

/** Short enough on a desktop that the first carousel is more than 200 px below the first screen: still pending. */
const CAROUSEL_WINDOWS = [
  { name: "desktop", width: 1280, height: 600 },
  { name: "phone", width: 390, height: 844 },
] as const;

for (const { name, selector } of CARD_CAROUSELS) {
  for (const size of CAROUSEL_WINDOWS) {
    test(`home.html on a ${size.name}: ${name}, brought into view before it mounts, mounts without moving any element in view`, async ({
      page,
    }) => {
      await openRecordingShifts(page, size, "/home.html");
      const carousel = page.locator(selector);
      await expect(carousel).not.toHaveAttribute("data-enhanced", /card-carousel/);
      // A jump, as to an anchor: the carousel is in view, not 200 px below it, when it mounts.
      await carousel.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await expect(carousel).toHaveAttribute("data-enhanced", /card-carousel/);
      await expect(carousel).toHaveClass(/\bswiper-initialized\b/);
      await twoFrames(page);
      const shifted = await shiftedElements(page);
      expect(shifted, "elements that moved as the carousel mounted").toEqual([]);
    });
  }
}

for (const size of WINDOWS) {
  test(`counters.html on a ${size.name}: the count-ups in view grow in their final width and move no text, not even their own`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto("/counters.html");
    await waitForBootToSettle(page);
    // Some counter in view starts and every one that started has ended.
    await expect(page.locator('[data-state="done"]').first()).toBeAttached({ timeout: 5000 });
    await expect(page.locator('[data-state="counting"]')).toHaveCount(0, { timeout: 5000 });
    await twoFrames(page);
    const shifts = await everyShift(page);
    expect(shifts, "layout shifts while the counters counted").toEqual([]);
  });
}

for (const size of WINDOWS) {
  test(`builder.html on a ${size.name}: the editor's settings bar and the layout tree that fills in once the frame has loaded move nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto("/builder.html");
    await expect(
      page.getByRole("status").filter({ hasText: "The page runs in the app frame." }),
    ).toBeAttached({
      timeout: 15_000,
    });
    await expect(page.locator(".harness-node").first()).toBeAttached();
    await twoFrames(page);
    const shifted = await shiftedElements(page);
    expect(shifted, "elements that moved while the harness loaded").toEqual([]);
  });
}

test("given the accordion table's chunk cannot load, enhance.css lets go of its closed blocks: every block shows", async ({
  page,
  problems,
}) => {
  problems.allow('module "accordion-table" failed to load');
  problems.allow("Failed to load resource");
  // Its one retry asks again with a query: both fail.
  await page.route(/\/dist\/chunks\/accordion-table-[^/?]*\.js(\?.*)?$/, (route) => route.abort("failed"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/accordion-table.html");
  const table = page.locator('.enhance-accordion-table[data-breakpoint="desktop"]');
  // Before the module gives up, its third block is closed as the mounted accordion will have it.
  await expect(table.locator(".enhance-accordion-table__body").nth(2)).toBeHidden();
  await table.scrollIntoViewIfNeeded();
  await expect(table).toHaveAttribute("data-enhance-failed", "accordion-table");
  await expect(table.locator(".enhance-accordion-table__body").nth(2)).toBeVisible();
});

test("given scripts off, enhance.css holds nothing at rest: the accordion table shows every block", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/accordion-table.html");
  expect(
    await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.endsWith("/dist/enhance.css")),
    ),
  ).toBe(true);
  const table = page.locator('.enhance-accordion-table[data-breakpoint="desktop"]');
  await expect(table.locator(".enhance-accordion-table__body").nth(2)).toBeVisible();
  await context.close();
});

test("given enhance.js cannot load, its tag's onerror marks the page off and enhance.css lets go: every block shows", async ({
  page,
  problems,
}) => {
  problems.allow("Failed to load resource");
  await page.route(/\/dist\/enhance\.js(\?.*)?$/, (route) => route.abort("failed"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/accordion-table.html");
  await expect(page.locator("html")).toHaveAttribute("data-enhance-failed", "enhance");
  const table = page.locator('.enhance-accordion-table[data-breakpoint="desktop"]');
  await expect(table.locator(".enhance-accordion-table__body").nth(2)).toBeVisible();
});

test("given the runtime chunk cannot load, the loader marks the page off and enhance.css lets go: every block shows", async ({
  page,
  problems,
}) => {
  problems.allow("Failed to load resource");
  problems.allow("failed to load");
  await page.route(/\/dist\/chunks\/runtime-[^/?]*\.js(\?.*)?$/, (route) => route.abort("failed"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/accordion-table.html");
  const table = page.locator('.enhance-accordion-table[data-breakpoint="desktop"]');
  await table.scrollIntoViewIfNeeded();
  await expect(page.locator("html")).toHaveAttribute("data-enhance-failed", "enhance");
  await expect(table.locator(".enhance-accordion-table__body").nth(2)).toBeVisible();
});
