import { vi } from "vitest";

/**
 * Stand-ins for `fetch` that take ky's one `Request`. Like a browser's fetch they read the request body (ky
 * waits for the body it sent to be consumed); what each request sent is kept in `sentBodies`, in order.
 */
export const sentBodies: string[] = [];

/** A service that answers `body` with `status`. */
export function answer(body: BodyInit | null, status = 200) {
  return vi.fn(async (request: Request) => {
    sentBodies.push(await request.text());
    return new Response(body, { status });
  });
}

/** A service that never answers: the request ends only when its signal aborts, as fetch does. */
export async function neverAnswer(request: Request): Promise<Response> {
  await request.text();
  // Like fetch, a request whose signal aborted before it went out rejects at once.
  request.signal.throwIfAborted();
  return new Promise((_resolve, reject) =>
    request.signal.addEventListener("abort", () => reject(request.signal.reason)),
  );
}
