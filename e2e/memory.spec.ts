import { MEMORY_BATCH, prepareMemoryPage, runMemoryCycles } from "../bench/memory";
import { expect, test } from "./support/test";

const ONE_MEGABYTE = 1024 * 1024;
/**
 * Fewer cycles than the benchmark's 1,000 (`npm run bench`): a leak of one listener or node per mount is already
 * 200 of each here, far past the 2 % allowed (about 28 listeners), and the suite stays inside its time budget.
 */
const CYCLES = 200;
const CHECKPOINTS = [100, 200];

// The trace off gives the test a worker of its own, which the runner starts last: it then runs mostly alone. Run
// beside the other worker's tests it took more than twice as long, and failed its listener check once.
test.use({ trace: "off" });

test.describe("memory when modules come and go", () => {
  test("given a tabs module, a toggle, a slider, a contact form and a blog feed inserted and removed 200 times, listeners and DOM nodes come back within 2 % and the heap within 1 MB", async ({
    page,
  }) => {
    // 1,000 mounts and unmounts in batches on a shared two-core machine: about 15 s when it is idle.
    test.setTimeout(180_000);
    await prepareMemoryPage(page);
    const started = Date.now();
    const figures = await runMemoryCycles(page, {
      cycles: CYCLES,
      batch: MEMORY_BATCH,
      checkpoints: CHECKPOINTS,
    });
    console.log(`memory cycles: ${((Date.now() - started) / 1000).toFixed(1)} s`, JSON.stringify(figures));
    const [start, ...later] = figures;
    expect(later.map((figure) => figure.cycles)).toEqual(CHECKPOINTS);
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
