/**
 * Timers and animation frames tied to one module instance, all cleared when its signal aborts. A timeout or frame
 * is forgotten once it has run (or been cleared here), so a module that schedules one per frame or per rotation
 * for the life of the page (a fixed header, a ticker, a carousel) keeps only the ones still pending.
 */
export interface Disposables {
  setTimeout(callback: () => void, ms: number): number;
  setInterval(callback: () => void, ms: number): number;
  requestAnimationFrame(callback: FrameRequestCallback): number;
  /** Clears a timeout or interval scheduled here and forgets it. */
  clearTimeout(id: number): void;
  clearInterval(id: number): void;
  cancelAnimationFrame(id: number): void;
  /** Runs `dispose` when the instance is unmounted. */
  add(dispose: () => void): void;
}

export function createDisposables(signal: AbortSignal): Disposables {
  const disposers = new Set<() => void>();
  // What is still pending, by kind and id, so that running or clearing one forgets it.
  const timers = new Map<number, () => void>();
  const frames = new Map<number, () => void>();
  signal.addEventListener(
    "abort",
    () => {
      for (const dispose of [...timers.values(), ...frames.values(), ...disposers]) dispose();
      timers.clear();
      frames.clear();
      disposers.clear();
    },
    { once: true },
  );
  const add = (dispose: () => void): void => {
    if (signal.aborted) dispose();
    else disposers.add(dispose);
  };
  const track = (pending: Map<number, () => void>, id: number, dispose: () => void): number => {
    if (signal.aborted) dispose();
    else pending.set(id, dispose);
    return id;
  };
  const forget = (pending: Map<number, () => void>, id: number): void => {
    const dispose = pending.get(id);
    pending.delete(id);
    dispose?.();
  };
  return {
    setTimeout(callback, ms) {
      const id = window.setTimeout(() => {
        timers.delete(id);
        callback();
      }, ms);
      return track(timers, id, () => window.clearTimeout(id));
    },
    setInterval(callback, ms) {
      const id = window.setInterval(callback, ms);
      return track(timers, id, () => window.clearInterval(id));
    },
    requestAnimationFrame(callback) {
      const id = window.requestAnimationFrame((time) => {
        frames.delete(id);
        callback(time);
      });
      return track(frames, id, () => window.cancelAnimationFrame(id));
    },
    clearTimeout: (id) => forget(timers, id),
    clearInterval: (id) => forget(timers, id),
    cancelAnimationFrame: (id) => forget(frames, id),
    add,
  };
}
