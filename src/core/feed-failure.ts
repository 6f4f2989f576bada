import { AjaxError, AjaxStatusError } from "./ajax-errors";
import { FAILURE_MESSAGES, GENERIC_PROBLEM_MESSAGE } from "./forms/submission";

/**
 * Why a feed request failed, in the visitor's words (shared by the blog feed and the timeline). WordPress
 * refuses an expired nonce with a bare `-1` and status 403: on a page served from a cache that is the likeliest
 * failure, and reloading is the fix, so it gets its own sentence.
 */
export const EXPIRED_PAGE_MESSAGE =
  "The site refused the request because this page is out of date. Reload the page and try again.";

export function describeFeedFailure(error: unknown): string {
  if (error instanceof AjaxStatusError) {
    if (error.status === 403 && error.body.trim() === "-1") return EXPIRED_PAGE_MESSAGE;
    return FAILURE_MESSAGES.status.replace("{status}", String(error.status));
  }
  if (error instanceof AjaxError) return FAILURE_MESSAGES[error.failure];
  return GENERIC_PROBLEM_MESSAGE;
}

/** Fills `{name}` placeholders of a message. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
