import { afterEach, describe, expect, it, vi } from "vitest";
import { createMountTurns, MOUNT_SLICE_MS, yieldToMain } from "./mount-turns";

/** A clock the test moves and a yield the test lets through, one at a time. */
function controlledTurns() {
  let time = 0;
  const yields: Array<() => void> = [];
  const turns = createMountTurns({
    now: () => time,
    yieldToMain: () => new Promise<void>((resolve) => yields.push(resolve)),
  });
  return {
    turns,
    yields,
    advance: (ms: number) => void (time += ms),
    /** Lets the oldest pending yield through and lets the promises that follow it run. */
    async letThrough(): Promise<void> {
      yields.shift()?.();
      await flush();
    },
  };
}

const flush = async (): Promise<void> => {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
};

describe("mount turns", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("given a mount after an idle queue, yields to the browser before its turn", async () => {
    const { turns, yields, letThrough } = controlledTurns();
    let granted = false;
    void turns.take().then(() => (granted = true));
    await flush();
    expect(granted).toBe(false);
    expect(yields).toHaveLength(1);
    await letThrough();
    expect(granted).toBe(true);
  });

  it("given mounts queued together, runs them in one slice until 5 ms have passed, then yields before the next", async () => {
    const { turns, yields, advance, letThrough } = controlledTurns();
    const order: string[] = [];
    const mountTaking = (name: string, ms: number): Promise<void> =>
      turns.take().then((release) => {
        order.push(name);
        advance(ms);
        release();
      });
    const all = Promise.all([mountTaking("a", 2), mountTaking("b", 2), mountTaking("c", 2)]);
    await letThrough();
    // a and b fit in the slice (2 + 2 < 5 ms); c starts after 4 ms, still within it, and runs too.
    expect(order).toEqual(["a", "b", "c"]);
    expect(yields).toHaveLength(0);
    await all;

    const later = [mountTaking("d", MOUNT_SLICE_MS), mountTaking("e", 1)];
    await letThrough();
    // d spent the whole slice: e waits for the browser.
    expect(order).toEqual(["a", "b", "c", "d"]);
    expect(yields).toHaveLength(1);
    await letThrough();
    expect(order).toEqual(["a", "b", "c", "d", "e"]);
    await Promise.all(later);
  });

  it("given a mount that holds its turn, the next one waits for its release, however long it takes", async () => {
    const { turns, letThrough } = controlledTurns();
    const first = turns.take();
    let secondGranted = false;
    void turns.take().then(() => (secondGranted = true));
    await letThrough();
    const release = await first;
    await flush();
    expect(secondGranted).toBe(false);
    release();
    release();
    await flush();
    expect(secondGranted).toBe(true);
  });

  it("given the queue ran dry, the next mount yields first again, even inside the same slice", async () => {
    const { turns, yields, letThrough } = controlledTurns();
    const release = turns.take();
    await letThrough();
    (await release)();
    await flush();
    void turns.take();
    await flush();
    expect(yields).toHaveLength(1);
  });

  it("yields through scheduler.yield where the browser has it", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it("without scheduler.yield, yields through a zero-delay timer", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers();
    let done = false;
    void yieldToMain().then(() => (done = true));
    await flush();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
