import { describe, expect, it, vi } from "vitest";
import { NO_EVAL_MESSAGE, countInlineScripts, evalUnavailable, reportInlineScripts } from "./script-text";

describe("countInlineScripts", () => {
  it.each([
    ["<p>No scripts here.</p>", 0],
    ["<script>jQuery('.grid').masonry()</script>", 1],
    ['<SCRIPT type="text/javascript">run()</SCRIPT><script type=module>go()</script>', 2],
    ['<script src="/wp-includes/js/masonry.min.js"></script>', 0],
    ["<script>   \n </script>", 0],
    ['<script type="application/ld+json">{"@type":"Article"}</script>', 0],
    ["<script type='text/template'><li>{{ title }}</li></script>", 0],
    ["<div><script defer src=/a.js></script><script>a()</script></div>", 1],
  ])("%j holds %i inline scripts with code", (html, expected) => {
    expect(countInlineScripts(html)).toBe(expected);
  });
});

describe("the script loader's eval error", () => {
  it("is EvalError: No eval function available", () => {
    const error = evalUnavailable();
    expect(error).toBeInstanceOf(EvalError);
    expect(`${error.name}: ${error.message}`).toBe("EvalError: No eval function available");
    expect(NO_EVAL_MESSAGE).toBe("No eval function available");
  });

  it("is logged for a reply with inline scripts, naming how many were not run", () => {
    const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
    const element = document.createElement("div");
    expect(reportInlineScripts("<p>Results</p><script>a()</script><script>b()</script>", log, element)).toBe(
      2,
    );
    expect(log.warn).toHaveBeenCalledWith(
      "EvalError: No eval function available (2 inline scripts in the reply not run)",
      element,
    );
    log.warn.mockClear();
    expect(reportInlineScripts("<p>Results</p>", log, element)).toBe(0);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
