import { afterEach, describe, expect, it, vi } from "vitest";
import { useFakeFrames } from "../test-support/counters";
import { PACED_FRAME_MS, requestPacedFrame } from "./paced-frames";

/** Asks for paced frames for `duration` ms and returns the time of each one it got. */
function frameTimesOver(duration: number): number[] {
  const times: number[] = [];
  const start = performance.now();
  const onFrame = (now: number): void => {
    times.push(now - start);
    if (now - start < duration) requestPacedFrame(onFrame);
  };
  requestPacedFrame(onFrame);
  vi.advanceTimersByTime(duration + 100);
  return times;
}

describe("paced frames", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("pins the pace: thirty frames a second", () => {
    expect(PACED_FRAME_MS).toBeCloseTo(1000 / 30, 10);
  });

  it("gives a caller that keeps asking one frame every second display frame, not every one", () => {
    useFakeFrames();
    const times = frameTimesOver(1000);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PACED_FRAME_MS - 8);
    // Display frames here come every 16 ms: every second one is 32 ms after the last.
    expect(Math.max(...gaps)).toBeLessThanOrEqual(2 * 16);
    expect(times.length).toBeGreaterThanOrEqual(30);
    expect(times.length).toBeLessThanOrEqual(33);
  });

  it("given frames that come at once when asked for (no display refresh), still gives one frame a pace", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance", "Date"] });
    // A browser that draws a frame as soon as it is asked for, a millisecond later.
    const animationFrame = vi
      .spyOn(window, "requestAnimationFrame")
      .mockImplementation((callback) => Number(setTimeout(() => callback(performance.now()), 1)));
    vi.spyOn(window, "cancelAnimationFrame").mockImplementation((handle) => clearTimeout(handle));
    const times = frameTimesOver(1000);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PACED_FRAME_MS - 4);
    expect(times.length).toBeLessThanOrEqual(31);
    expect(times.length).toBeGreaterThanOrEqual(28);
    animationFrame.mockRestore();
  });

  it("runs a first request at the next display frame", () => {
    useFakeFrames();
    const onFrame = vi.fn();
    requestPacedFrame(onFrame);
    vi.advanceTimersByTime(16);
    expect(onFrame).toHaveBeenCalledTimes(1);
  });

  it("gives callers that ask within one pace the same frame", () => {
    useFakeFrames();
    const first = vi.fn();
    const second = vi.fn();
    requestPacedFrame(() => requestPacedFrame(first));
    vi.advanceTimersByTime(16);
    vi.advanceTimersByTime(10);
    requestPacedFrame(second);
    vi.advanceTimersByTime(PACED_FRAME_MS);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]?.[0]).toBe(second.mock.calls[0]?.[0]);
  });

  it("never calls a cancelled request, and with nobody waiting asks the browser for no frame", () => {
    useFakeFrames();
    const onFrame = vi.fn();
    const animationFrame = vi.spyOn(window, "requestAnimationFrame");
    requestPacedFrame(vi.fn());
    vi.advanceTimersByTime(16);
    animationFrame.mockClear();
    const cancel = requestPacedFrame(onFrame);
    cancel();
    vi.advanceTimersByTime(100);
    expect(onFrame).not.toHaveBeenCalled();
    expect(animationFrame).not.toHaveBeenCalled();
  });
});
