import { describe, expect, it } from "vitest";
import { AjaxNetworkError, AjaxParseError, AjaxStatusError, AjaxTimeoutError } from "./ajax-errors";
import { FAILURE_MESSAGES, GENERIC_PROBLEM_MESSAGE } from "./forms/submission";
import { describeFeedFailure, EXPIRED_PAGE_MESSAGE, fillMessage } from "./feed-failure";

describe("feed failures in words", () => {
  it.each([
    [
      new AjaxStatusError("a", 500, "Internal Server Error"),
      "The site could not handle the request right now (error 500).",
    ],
    [
      new AjaxStatusError("a", 404, "<html></html>"),
      "The site could not handle the request right now (error 404).",
    ],
    [new AjaxStatusError("a", 403, "-1"), EXPIRED_PAGE_MESSAGE],
    [
      new AjaxStatusError("a", 403, "Forbidden"),
      "The site could not handle the request right now (error 403).",
    ],
    [new AjaxTimeoutError("a", 15000), FAILURE_MESSAGES.timeout],
    [new AjaxNetworkError("a", new TypeError("Failed to fetch")), FAILURE_MESSAGES.network],
    [new AjaxParseError("a", "{", "not JSON"), FAILURE_MESSAGES.parse],
    [new Error("boom"), GENERIC_PROBLEM_MESSAGE],
  ])("says what happened for %s", (error, expected) => {
    expect(describeFeedFailure(error)).toBe(expected);
  });

  it("fills named placeholders and leaves unknown ones", () => {
    expect(fillMessage("Page {page} of {pages}", { page: 2, pages: 34 })).toBe("Page 2 of 34");
    expect(fillMessage("{missing} {page}", { page: 1 })).toBe("{missing} 1");
  });
});
