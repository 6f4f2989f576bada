/** Why a request to the site failed; every form turns these into words for the visitor. */
export type AjaxFailure = "network" | "timeout" | "status" | "parse";

export class AjaxError extends Error {
  override readonly name: string = "AjaxError";
  constructor(
    readonly failure: AjaxFailure,
    message: string,
    readonly action: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class AjaxNetworkError extends AjaxError {
  override readonly name = "AjaxNetworkError";
  constructor(action: string, cause: unknown) {
    super("network", `${action}: the request could not reach the site`, action, { cause });
  }
}

export class AjaxTimeoutError extends AjaxError {
  override readonly name = "AjaxTimeoutError";
  constructor(
    action: string,
    readonly timeoutMs: number,
  ) {
    super("timeout", `${action}: no answer within ${timeoutMs} ms`, action);
  }
}

export class AjaxStatusError extends AjaxError {
  override readonly name = "AjaxStatusError";
  constructor(
    action: string,
    readonly status: number,
    readonly body: string,
  ) {
    super("status", `${action}: the site answered HTTP ${status}`, action);
  }
}

export class AjaxParseError extends AjaxError {
  override readonly name = "AjaxParseError";
  constructor(
    action: string,
    readonly body: string,
    readonly reason: string,
  ) {
    super("parse", `${action}: unexpected reply (${reason})`, action);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
