import type { Logger } from "./logger";

/**
 * The script loader's answer to code given as text (spec 8 "Developer errors"). The product loads scripts only by
 * address and never evaluates text (no `eval`, no `new Function`, no inline script put back into the page): a
 * strict Content-Security-Policy without `'unsafe-eval'` keeps working, and a reply from the server can never
 * smuggle code in. Where a theme script would have evaluated code (jQuery runs the inline scripts of HTML it
 * inserts), the module says so in the console instead.
 */
export const NO_EVAL_MESSAGE = "No eval function available";

/** Script types that hold data, not code: never evaluated by a browser either, so nothing is lost. */
const DATA_TYPES =
  /^(?:application\/(?:ld\+)?json|text\/(?:template|html|x-template|plain)|importmap|speculationrules)$/i;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * How many inline scripts with code a piece of server HTML holds: `<script>` elements without `src`, with a body
 * other than white space, of a type that is code. Read from the text only, before the sanitiser drops them.
 */
export function countInlineScripts(html: string): number {
  let count = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes) || body.trim() === "") continue;
    const type = TYPE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim();
    if (value !== "" && DATA_TYPES.test(value)) continue;
    count += 1;
  }
  return count;
}

/** The error the loader gives for code it would need to evaluate. */
export function evalUnavailable(): EvalError {
  return new EvalError(NO_EVAL_MESSAGE);
}

/**
 * Says in the console that the inline scripts of a server reply were not run (`EvalError: No eval function
 * available`), when it holds any; returns how many. A warning, not an error: the reply itself is used as the
 * sanitiser leaves it, and the page works on.
 */
export function reportInlineScripts(html: string, log: Logger, ...details: unknown[]): number {
  const count = countInlineScripts(html);
  if (count > 0) {
    const error = evalUnavailable();
    log.warn(
      `${error.name}: ${error.message} (${count} inline ${count === 1 ? "script" : "scripts"} in the reply not run)`,
      ...details,
    );
  }
  return count;
}
