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

/** How long a failed chunk import waits before its one retry: a CDN hiccup is usually over within a second. */
export const CHUNK_RETRY_DELAY_MS = 1000;

/** The query that makes a retried chunk URL new to every cache between the page and the origin. */
export const RETRY_QUERY = "enhance-retry";

/**
 * The URL of the module a failed dynamic import names: Chromium says "Failed to fetch dynamically imported
 * module: <url>", Firefox "error loading dynamically imported module: <url>". Safari names none.
 */
export function failedModuleUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /dynamically imported module:\s*(\S+)\s*$/.exec(error.message);
  return match?.[1] ?? null;
}

/**
 * The URL to import again: the failed one with the retry query, but only when it is one of our own chunks (under
 * `chunkBase`). The query is the same for every retry of a URL, so two instances retrying one chunk share the one
 * module the browser evaluates. Only the chunk that was imported gets the query: the chunks it imports (React,
 * the island helper) keep their URLs, so a chunk that loaded once is never evaluated a second time.
 */
export function retryUrl(failedUrl: string | null, chunkBase: string): string | null {
  if (!failedUrl?.startsWith(chunkBase) || !/^[^?#]+\.js$/.test(failedUrl)) return null;
  return `${failedUrl}?${RETRY_QUERY}=1`;
}

export interface RetryOptions<T> {
  /** Told before the wait, so the page can say that a chunk is being fetched again. */
  onRetry?(error: unknown): void;
  /** Imports a cache-busted URL; without it, or when the error names no URL, `load` is simply called again. */
  importUrl?(url: string): Promise<T>;
  /** Where our chunks live (a URL prefix); a failed URL outside it is never imported. */
  chunkBase?: string;
  delayMs?: number;
}

/**
 * Runs `load`; when it fails, waits `delayMs` (1 s) and tries exactly once more, importing the failed chunk under
 * a cache-busting URL when the error names it. The second failure is the caller's to report.
 */
export function retryOnce<T>(load: () => Promise<T>, options: RetryOptions<T> = {}): () => Promise<T> {
  const { onRetry, importUrl, chunkBase = "", delayMs = CHUNK_RETRY_DELAY_MS } = options;
  return async () => {
    try {
      return await load();
    } catch (error) {
      onRetry?.(error);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const url = importUrl && chunkBase ? retryUrl(failedModuleUrl(error), chunkBase) : null;
      return url && importUrl ? importUrl(url) : load();
    }
  };
}
