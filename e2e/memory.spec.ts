import {
  MEMORY_BATCH,
  MEMORY_CHECKPOINTS,
  MEMORY_CYCLES,
  prepareMemoryPage,
  runMemoryCycles,
} from "../bench/memory";
import { expect, test } from "./support/test";

const ONE_MEGABYTE = 1024 * 1024;

// A trace would snapshot the page at each of the thousands of steps.
test.use({ trace: "off" });

test.describe("memory when modules come and go", () => {
  test("given a tabs module, a toggle, a slider, a contact form and a blog feed inserted and removed 1,000 times, listeners and DOM nodes come back within 2 % and the heap within 1 MB", async ({
    page,
  }) => {
    // 5,000 mounts and unmounts in batches of 100 on a shared two-core machine: about a minute when it is idle.
    test.setTimeout(300_000);
    await prepareMemoryPage(page);
    const started = Date.now();
    const figures = await runMemoryCycles(page, {
      cycles: MEMORY_CYCLES,
      batch: MEMORY_BATCH,
      checkpoints: MEMORY_CHECKPOINTS,
    });
    console.log(`memory cycles: ${((Date.now() - started) / 1000).toFixed(1)} s`, JSON.stringify(figures));
    const [start, ...later] = figures;
    expect(later.map((figure) => figure.cycles)).toEqual([500, 1_000]);
    for (const figure of later) {
      const summary = JSON.stringify({ start, figure });
      expect(Math.abs(figure.jsEventListeners - start!.jsEventListeners), summary).toBeLessThanOrEqual(
        start!.jsEventListeners * 0.02,
      );
      expect(Math.abs(figure.domNodes - start!.domNodes), summary).toBeLessThanOrEqual(
        start!.domNodes * 0.02,
      );
      expect(figure.heapBytes - start!.heapBytes, summary).toBeLessThanOrEqual(ONE_MEGABYTE);
      // The loader keeps its live instances (the five residents) and a bounded history, not one per cycle.
      expect(figure.loaderRecords, summary).toBeLessThanOrEqual(start!.loaderRecords);
    }
  });
});
