/** Timers and animation frames tied to one module instance, all cleared when its signal aborts. */
export interface Disposables {
  setTimeout(callback: () => void, ms: number): number;
  setInterval(callback: () => void, ms: number): number;
  requestAnimationFrame(callback: FrameRequestCallback): number;
  /** Runs `dispose` when the instance is unmounted. */
  add(dispose: () => void): void;
}

export function createDisposables(signal: AbortSignal): Disposables {
  const disposers = new Set<() => void>();
  signal.addEventListener(
    "abort",
    () => {
      for (const dispose of disposers) dispose();
      disposers.clear();
    },
    { once: true },
  );
  const add = (dispose: () => void): void => {
    if (signal.aborted) dispose();
    else disposers.add(dispose);
  };
  return {
    setTimeout(callback, ms) {
      const id = window.setTimeout(callback, ms);
      add(() => window.clearTimeout(id));
      return id;
    },
    setInterval(callback, ms) {
      const id = window.setInterval(callback, ms);
      add(() => window.clearInterval(id));
      return id;
    },
    requestAnimationFrame(callback) {
      const id = window.requestAnimationFrame(callback);
      add(() => window.cancelAnimationFrame(id));
      return id;
    },
    add,
  };
}
