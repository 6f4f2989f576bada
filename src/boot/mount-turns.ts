/**
 * Mounts take turns, so that mounting many modules never becomes one long task. A page with a dozen modules in
 * view would otherwise mount them all in the task where their chunks arrived, after React's own evaluation: on
 * a slow phone that is one task of several hundred milliseconds, during which a tap does nothing.
 *
 * The rule: a mount starts only in a slice of main-thread time that began less than `MOUNT_SLICE_MS` ago; when
 * the slice is spent, or when no mount ran just before (the task that resolved the import may have spent its
 * time evaluating the chunks), the next mount first yields to the browser. Mounts run in the order they asked.
 * A turn covers the synchronous part of a mount (the first render); what a mount awaits afterwards (a request,
 * a chunk) runs outside the turns and never holds the others back.
 */

/** How long one slice of mounting may run before the next mount yields: React's own scheduler slice. */
export const MOUNT_SLICE_MS = 5;

export interface MountTurns {
  /** Resolves when it is the caller's turn; the caller must call the returned `release` when its turn is done. */
  take(): Promise<() => void>;
}

interface MountTurnOptions {
  readonly sliceMs?: number;
  readonly now?: () => number;
  readonly yieldToMain?: () => Promise<void>;
}

/**
 * Gives the main thread back: `scheduler.yield()` where the browser has it (the continuation runs before other
 * queued tasks, so yielding costs no place in line), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function createMountTurns(options: MountTurnOptions = {}): MountTurns {
  const sliceMs = options.sliceMs ?? MOUNT_SLICE_MS;
  const now = options.now ?? (() => performance.now());
  const giveWay = options.yieldToMain ?? yieldToMain;
  const waiting: Array<() => void> = [];
  let busy = false;
  /** When the current slice began; null when no mount ran just before, so the next one yields first. */
  let sliceStartedAt: number | null = null;

  async function grantNext(): Promise<void> {
    const grant = waiting.shift();
    if (!grant) {
      busy = false;
      sliceStartedAt = null;
      return;
    }
    busy = true;
    if (sliceStartedAt === null || now() - sliceStartedAt >= sliceMs) {
      await giveWay();
      sliceStartedAt = now();
    }
    grant();
  }

  return {
    take() {
      return new Promise((resolve) => {
        waiting.push(() => {
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            void grantNext();
          });
        });
        if (!busy) void grantNext();
      });
    },
  };
}
