import ky, { TimeoutError } from "ky";
import { encodeFields } from "./form-encoding";
import type { FormFields } from "./ajax-client";

/**
 * A request to another site (a link service, a data service): it goes through ky like every request of the
 * product, but outside the site's ajax client, whose `x-requested-with` header would make a cross-site request
 * need a preflight and whose errors speak of the site. What happened comes back as an outcome, never as an
 * error, so each caller words its own failures.
 */
export type ExternalOutcome =
  /** A 2xx reply (its status too: a caller may accept only some of them), with its body read as text. */
  | { kind: "ok"; status: number; body: string }
  /** Any other reply; its body is not read. */
  | { kind: "status"; status: number }
  /** No complete reply within the time allowed (headers and body together). */
  | { kind: "timeout" }
  /** The caller's signal aborted the request; `reason` is that signal's reason. */
  | { kind: "aborted"; reason: unknown }
  /** The request failed before a reply (offline, DNS, CORS refusal); `error` is what fetch threw. */
  | { kind: "network"; error: unknown };

export interface ExternalRequest {
  method: "get" | "post";
  /** Form fields, sent `application/x-www-form-urlencoded` (a CORS-safelisted type: no preflight). */
  fields?: FormFields;
  credentials: RequestCredentials;
  /** Only CORS-safelisted headers keep a cross-site request free of a preflight. */
  headers?: Record<string, string>;
  signal: AbortSignal;
  /** The whole exchange, from sending to the last byte of the body. */
  timeoutMs: number;
}

export async function requestExternal(url: string | URL, request: ExternalRequest): Promise<ExternalOutcome> {
  const { signal, timeoutMs } = request;
  const startedAt = Date.now();
  // One controller for the caller's abort and the body's deadline: ky's timeout ends once the headers arrive,
  // and AbortSignal.any is newer than the browsers the product supports (Safari 16.4).
  const controller = new AbortController();
  const passAbortOn = (): void => controller.abort(signal.reason);
  if (signal.aborted) passAbortOn();
  else signal.addEventListener("abort", passAbortOn, { once: true });
  let bodyTimedOut = false;
  let bodyTimer: ReturnType<typeof setTimeout> | undefined;
  try {
    const response = await ky(url, {
      method: request.method,
      body: request.fields ? encodeFields(request.fields) : undefined,
      credentials: request.credentials,
      headers: request.headers,
      signal: controller.signal,
      timeout: timeoutMs,
      retry: 0,
      throwHttpErrors: false,
    });
    if (!response.ok) return { kind: "status", status: response.status };
    bodyTimer = setTimeout(
      () => {
        bodyTimedOut = true;
        controller.abort();
      },
      Math.max(0, timeoutMs - (Date.now() - startedAt)),
    );
    return { kind: "ok", status: response.status, body: await response.text() };
  } catch (error) {
    if (error instanceof TimeoutError || bodyTimedOut) {
      // Where ky cannot abort by itself (no AbortSignal.any), the request must not go on in the background.
      controller.abort();
      return { kind: "timeout" };
    }
    if (signal.aborted) return { kind: "aborted", reason: signal.reason };
    return { kind: "network", error };
  } finally {
    clearTimeout(bodyTimer);
    signal.removeEventListener("abort", passAbortOn);
  }
}
