/**
 * Memoises an asynchronous load (a chunk's dynamic import) until it succeeds. A failed load is not kept: the next
 * call tries again. A dropped connection while a chunk was fetched must not fail every later request of the page;
 * browsers no longer keep failed module fetches either (whatwg/html#10327).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
