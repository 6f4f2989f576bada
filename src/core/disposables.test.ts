import { afterEach, describe, expect, it, vi } from "vitest";
import { createDisposables } from "./disposables";

afterEach(() => {
  vi.useRealTimers();
});

describe("createDisposables", () => {
  it("given a timeout that ran, forgets it: unmount clears only what is still pending", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const clear = vi.spyOn(window, "clearTimeout");
    const controller = new AbortController();
    const disposables = createDisposables(controller.signal);
    const ran = vi.fn();
    for (let rotation = 0; rotation < 100; rotation += 1) disposables.setTimeout(ran, 10);
    const pending = disposables.setTimeout(ran, 1000);
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toHaveBeenCalledTimes(100);
    controller.abort();
    expect(clear.mock.calls).toEqual([[pending]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toHaveBeenCalledTimes(100);
  });

  it("given animation frames that ran, forgets them; a pending one is cancelled on unmount", () => {
    const callbacks = new Map<number, FrameRequestCallback>();
    let nextId = 1;
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callbacks.set(nextId, callback);
      return nextId++;
    });
    const cancel = vi.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
    const controller = new AbortController();
    const disposables = createDisposables(controller.signal);
    const frame = vi.fn();
    for (let index = 0; index < 50; index += 1) disposables.requestAnimationFrame(frame);
    for (const [id, callback] of [...callbacks]) {
      callbacks.delete(id);
      callback(16);
    }
    const pending = disposables.requestAnimationFrame(frame);
    controller.abort();
    expect(frame).toHaveBeenCalledTimes(50);
    expect(cancel.mock.calls).toEqual([[pending]]);
  });

  it("given a timer cleared through it, clears and forgets it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const controller = new AbortController();
    const disposables = createDisposables(controller.signal);
    const ran = vi.fn();
    const timeout = disposables.setTimeout(ran, 10);
    const interval = disposables.setInterval(ran, 10);
    disposables.clearTimeout(timeout);
    disposables.clearInterval(interval);
    const clear = vi.spyOn(window, "clearTimeout");
    controller.abort();
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
  });

  it("given an interval, clears it on unmount", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const controller = new AbortController();
    const disposables = createDisposables(controller.signal);
    const tick = vi.fn();
    disposables.setInterval(tick, 10);
    await vi.advanceTimersByTimeAsync(30);
    controller.abort();
    await vi.advanceTimersByTimeAsync(30);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("given an instance already unmounted, runs nothing it schedules", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const controller = new AbortController();
    controller.abort();
    const disposables = createDisposables(controller.signal);
    const ran = vi.fn();
    const dispose = vi.fn();
    disposables.setTimeout(ran, 10);
    disposables.add(dispose);
    await vi.advanceTimersByTimeAsync(20);
    expect(ran).not.toHaveBeenCalled();
    expect(dispose).toHaveBeenCalledTimes(1);
  });
});
