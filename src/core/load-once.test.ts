import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once and shares the result between callers", async () => {
    const load = vi.fn(() => Promise.resolve({ ready: true }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load, and keeps the first success", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue("chunk");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(await get()).toBe("chunk");
    expect(await get()).toBe("chunk");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives callers waiting on a failing load the same failure, then loads anew", async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error("offline")) : Promise.resolve("chunk")));
    const get = loadOnce(load);
    const results = await Promise.allSettled([get(), get()]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await get()).toBe("chunk");
  });
});
