/** What the deprecated `format` says, naming the validator's own function the caller should use instead. */
export const DEPRECATED_FORMAT_MESSAGE =
  "format() has been deprecated. Please use formatMessage() from the validator instead.";

/**
 * The old name of the message formatter (spec 8 "Developer errors"). It throws rather than formatting, so code
 * still written against the old name fails where a developer sees it, with the name to use, instead of
 * filling messages a second, subtly different way.
 */
export function format(..._parameters: readonly unknown[]): never {
  throw new Error(DEPRECATED_FORMAT_MESSAGE);
}
