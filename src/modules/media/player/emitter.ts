/** The player's limit on listeners per event (spec 9, "event emitter max listeners"). */
export const MAX_LISTENERS = 10;

type Listener<T> = (payload: T) => void;

/**
 * A small typed event emitter that holds at most {@link MAX_LISTENERS} listeners per event: one more is refused
 * with a warning, since a player that collects listeners without bound is leaking them (a part mounted again and
 * again without its cleanup).
 */
export class CappedEmitter<Events extends Record<string, unknown>> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  constructor(private readonly warn: (message: string) => void) {}

  /** Adds `listener` for `event`; returns what removes it. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set);
    if (set.size >= MAX_LISTENERS) {
      this.warn(`the player already has ${MAX_LISTENERS} "${String(event)}" listeners; one more was refused`);
      return () => undefined;
    }
    set.add(listener);
    return () => void set.delete(listener);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as Listener<Events[K]>)(payload);
  }

  listenerCount(event: keyof Events): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  clear(): void {
    this.listeners.clear();
  }
}
