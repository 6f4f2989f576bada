/**
 * The HTML `pattern` attribute checked without touching `ValidityState`: reading `validity.patternMismatch` on a
 * pattern the browser cannot compile logs a console error (real pages carry such patterns, e.g.
 * `[A-Z|a-z|\s-]*`, invalid under the `v` flag browsers use). As in browsers, an invalid pattern constrains
 * nothing and an empty value always matches.
 */
export function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, "v");
  } catch {
    return null;
  }
}

/** True when a filled value does not match the pattern; false for empty values and invalid patterns. */
export function patternMismatch(value: string, pattern: string | null | undefined): boolean {
  if (pattern === null || pattern === undefined || value === "") {
    return false;
  }
  const compiled = compilePattern(pattern);
  return compiled !== null && !compiled.test(value);
}
