import { describe, expect, it } from "vitest";
import { DEPRECATED_FORMAT_MESSAGE, format } from "./deprecated-format";
import { formatMessage } from "./generic";

describe("the deprecated format function", () => {
  it("throws, telling the caller to use the validator's formatMessage", () => {
    expect(() => format("Please enter at least {0} characters.", 6)).toThrow(
      new Error("format() has been deprecated. Please use formatMessage() from the validator instead."),
    );
    expect(DEPRECATED_FORMAT_MESSAGE).toContain("formatMessage()");
  });

  it("names a function the validator really has, which formats the same template", () => {
    expect(formatMessage("Please enter at least {0} characters.", 6)).toBe(
      "Please enter at least 6 characters.",
    );
  });
});
