import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RETRY_DELAY_MS, failedModuleUrl, loadOnce, retryOnce, retryUrl } from "./load-once";

afterEach(() => {
  vi.useRealTimers();
});

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

describe("retryOnce", () => {
  const BASE = "https://cdn.example/enhance/";
  const chunkError = (url: string): TypeError =>
    new TypeError(`Failed to fetch dynamically imported module: ${url}`);

  it("given a load that fails once, waits 1 s and imports the named chunk under a cache-busting URL", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const load = vi.fn(() => Promise.reject(chunkError(`${BASE}chunks/tabs-island-abc.js`)));
    const importUrl = vi.fn((url: string) => Promise.resolve(`module from ${url}`));
    const onRetry = vi.fn();
    const result = retryOnce(load, { chunkBase: BASE, importUrl, onRetry })();
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(importUrl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(`module from ${BASE}chunks/tabs-island-abc.js?enhance-retry=1`);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("given an error that names no chunk (Safari), calls the load again after 1 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Importing a module script failed."))
      .mockResolvedValue("chunk");
    const importUrl = vi.fn((url: string) => Promise.resolve(url));
    const result = retryOnce(load, { chunkBase: BASE, importUrl })();
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    await expect(result).resolves.toBe("chunk");
    expect(importUrl).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("given a failed URL outside the chunk base, never imports it and calls the load again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError("https://elsewhere.example/evil.js"))
      .mockResolvedValue("chunk");
    const importUrl = vi.fn((url: string) => Promise.resolve(url));
    const result = retryOnce(load, { chunkBase: BASE, importUrl })();
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    await expect(result).resolves.toBe("chunk");
    expect(importUrl).not.toHaveBeenCalled();
  });

  it("given a retry that fails too, rejects with the second error and tries no third time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("first"))
      .mockRejectedValueOnce(new Error("second"));
    const result = retryOnce(load)();
    const outcome = expect(result).rejects.toThrow("second");
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS * 3);
    await outcome;
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("failedModuleUrl and retryUrl", () => {
  it("reads the module URL from Chromium's and Firefox's messages, and none from Safari's", () => {
    const url = "http://127.0.0.1:4322/dist/chunks/react-D3KKCRyF.js";
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError("Importing a module script failed."))).toBeNull();
    expect(failedModuleUrl("not an error")).toBeNull();
  });

  it("gives every retry of one chunk the same URL, so two retrying instances share one module", () => {
    const base = "http://127.0.0.1/dist/";
    const first = retryUrl(`${base}chunks/toggle-island-x.js`, base);
    expect(first).toBe(`${base}chunks/toggle-island-x.js?enhance-retry=1`);
    expect(retryUrl(`${base}chunks/toggle-island-x.js`, base)).toBe(first);
    expect(retryUrl(`${base}chunks/styles.css`, base)).toBeNull();
    expect(retryUrl("not a url", base)).toBeNull();
  });
});
