import type { Page } from "@playwright/test";
import { expect, test, waitForBootToSettle } from "./support/test";

const PAGE = "/animations.html";
const INVALID_ENTRIES = 100_000;
/** The name of the User Timing measure around the config read (src/core/config.ts). */
const CONFIG_READ_MEASURE = "enhance:config-read";
/** A task longer than this is a "long task" (the Long Tasks API's own threshold). */
const LONG_TASK_MS = 50;

interface Timings {
  configRead: { start: number; duration: number } | null;
  longTasks: Array<{ start: number; duration: number }>;
}

/**
 * Serves the animations demo page with `et_animation_data` replaced by 100,000 entries that each lack the
 * required `class`, built by a small script (a 100,000-entry literal would itself be a long task to parse), and
 * starts recording long tasks before anything else runs.
 */
async function openWithInvalidAnimationData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const holder = window as unknown as { longTasks: Array<{ start: number; duration: number }> };
    holder.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        holder.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: "longtask", buffered: true });
  });
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const generated = `var et_animation_data = Array.from({ length: ${INVALID_ENTRIES} }, (_, index) => ({ style: "fade", delay: index + "ms" }));`;
    const patched = html.replace(/var et_animation_data = \[.*?\];/s, generated);
    expect(patched, "the demo page prints et_animation_data").not.toBe(html);
    await route.fulfill({ response, body: patched });
  });
  await page.goto(PAGE);
}

async function timings(page: Page): Promise<Timings> {
  return page.evaluate((measureName) => {
    const [measure] = performance.getEntriesByName(measureName, "measure");
    return {
      configRead: measure ? { start: measure.startTime, duration: measure.duration } : null,
      longTasks: (window as unknown as { longTasks: Timings["longTasks"] }).longTasks,
    };
  }, CONFIG_READ_MEASURE);
}

test.describe("config globals with huge lists", () => {
  test(`given ${INVALID_ENTRIES} invalid animation entries, warns twice (the cut and the bad entries) and reads no more than the cap`, async ({
    page,
  }) => {
    const configWarnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" && message.text().startsWith("[enhance:config]")) {
        configWarnings.push(message.text());
      }
    });
    await openWithInvalidAnimationData(page);
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /(^| )animations( |$)/);
    await waitForBootToSettle(page);
    const { configRead } = await timings(page);
    expect(configRead, "the config was read").not.toBeNull();
    expect(configWarnings).toEqual([
      `[enhance:config] config et_animation_data: ${INVALID_ENTRIES} entries, more than the 1000 a page can use; only the first 1000 read`,
      expect.stringMatching(
        /^\[enhance:config\] config et_animation_data: 100 entries ignored \(first \[0\], \[1\], \[2\]; et_animation_data\[0\]\.class: .*\); stopped after 100 bad entries, the rest not read$/,
      ),
    ]);
    // No entry survived, so no module of the page waits for an entrance animation.
    await expect(page.locator("[data-animation-state]")).toHaveCount(0);
  });

  test(`given that page, no task over ${LONG_TASK_MS} ms overlaps the config read`, async ({ page }) => {
    await openWithInvalidAnimationData(page);
    await waitForBootToSettle(page);
    const { configRead, longTasks } = await timings(page);
    expect(configRead).not.toBeNull();
    const { start, duration } = configRead!;
    const overlapping = longTasks.filter(
      (task) => task.start < start + duration && task.start + task.duration > start,
    );
    // The figures go into the report for whoever reads it; only the overlap is asserted.
    test.info().annotations.push({
      type: "measured",
      description: `config read ${duration.toFixed(1)} ms; long tasks (start+duration ms): ${longTasks
        .map((task) => `${task.start.toFixed(0)}+${task.duration.toFixed(0)}`)
        .join(", ")}`,
    });
    expect(overlapping.filter((task) => task.duration > LONG_TASK_MS)).toEqual([]);
  });
});
