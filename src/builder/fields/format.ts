/**
 * The builder's string formatter: printf-style placeholders in translated texts (`"%1$s of %2$d"`). Spec 8 gives
 * its three errors, thrown for a mistake in the format or the call, never for a value:
 * "Width must be finite", "Argument number must be greater than zero" and "Too few arguments".
 *
 * A placeholder is `%[argument$][flags][width][.precision]type`: flags `-` (left-align), `+` (always a sign),
 * space (a space for the sign), `0` or `'c` (pad with that character); width a number or `*` (the next argument);
 * types `s` text, `d`/`i` integer, `u` unsigned integer, `f`/`F` fixed, `e`/`E` exponent, `g`/`G` shortest,
 * `b` binary, `o` octal, `x`/`X` hexadecimal, `c` character; `%%` is a percent sign.
 */

export const WIDTH_NOT_FINITE = "Width must be finite";
export const ARGUMENT_NUMBER_NOT_POSITIVE = "Argument number must be greater than zero";
export const TOO_FEW_ARGUMENTS = "Too few arguments";

const PLACEHOLDER = /%%|%(?:(\d+)\$)?((?:[-+ 0]|'.)*)(\*|\d+)?(?:\.(\d+))?([bcdeEfFgGiosuxX])/g;

type Argument = string | number | boolean | bigint | null | undefined;

function pad(text: string, width: number, padding: string, leftAlign: boolean): string {
  if (text.length >= width) return text;
  const fill = padding.repeat(width - text.length);
  if (leftAlign) return text + (padding === "0" ? " ".repeat(width - text.length) : fill);
  // Zeros go between the sign and the digits, as in "-0042".
  if (padding === "0" && /^[+\- ]/.test(text)) return text[0] + fill + text.slice(1);
  return fill + text;
}

function toNumber(value: Argument): number {
  if (typeof value === "bigint") return Number(value);
  const number = Number(value);
  return Number.isNaN(number) ? 0 : number;
}

function formatValue(
  type: string,
  value: Argument,
  precision: number | undefined,
): { text: string; signed: boolean } {
  switch (type) {
    case "s": {
      const text = String(value ?? "");
      return { text: precision === undefined ? text : text.slice(0, precision), signed: false };
    }
    case "c":
      return { text: String.fromCharCode(Math.trunc(toNumber(value))), signed: false };
    case "d":
    case "i":
      return { text: String(Math.trunc(toNumber(value))), signed: true };
    case "u":
      return { text: String(Math.trunc(toNumber(value)) >>> 0), signed: false };
    case "b":
      return { text: (Math.trunc(toNumber(value)) >>> 0).toString(2), signed: false };
    case "o":
      return { text: (Math.trunc(toNumber(value)) >>> 0).toString(8), signed: false };
    case "x":
      return { text: (Math.trunc(toNumber(value)) >>> 0).toString(16), signed: false };
    case "X":
      return { text: (Math.trunc(toNumber(value)) >>> 0).toString(16).toUpperCase(), signed: false };
    case "e":
    case "E": {
      const text = toNumber(value).toExponential(precision ?? 6);
      return { text: type === "E" ? text.toUpperCase() : text, signed: true };
    }
    case "g":
    case "G": {
      const text = String(Number(toNumber(value).toPrecision(precision === 0 ? 1 : (precision ?? 6))));
      return { text: type === "G" ? text.toUpperCase() : text, signed: true };
    }
    default:
      return { text: toNumber(value).toFixed(precision ?? 6), signed: true };
  }
}

/** Fills the placeholders of `format` with `args`; see the module comment for the syntax and the errors. */
export function formatString(format: string, ...args: readonly Argument[]): string {
  let next = 0;
  const take = (): Argument => {
    if (next >= args.length) throw new Error(TOO_FEW_ARGUMENTS);
    const value = args[next];
    next += 1;
    return value;
  };
  return format.replace(
    PLACEHOLDER,
    (
      whole,
      argument: string | undefined,
      flags: string,
      widthText: string | undefined,
      precisionText: string | undefined,
      type: string,
    ) => {
      if (whole === "%%") return "%";
      let width = 0;
      if (widthText === "*") {
        width = Number(take());
        if (!Number.isFinite(width)) throw new Error(WIDTH_NOT_FINITE);
      } else if (widthText !== undefined) {
        width = Number(widthText);
        if (!Number.isFinite(width)) throw new Error(WIDTH_NOT_FINITE);
      }
      let value: Argument;
      if (argument !== undefined) {
        const position = Number(argument);
        if (position === 0) throw new Error(ARGUMENT_NUMBER_NOT_POSITIVE);
        if (position > args.length) throw new Error(TOO_FEW_ARGUMENTS);
        value = args[position - 1];
      } else {
        value = take();
      }
      let leftAlign = false;
      let plus = "";
      let padding = " ";
      for (let index = 0; index < flags.length; index += 1) {
        const flag = flags[index];
        if (flag === "-") leftAlign = true;
        else if (flag === "+") plus = "+";
        else if (flag === " ") plus = plus || " ";
        else if (flag === "0") padding = "0";
        else if (flag === "'") {
          padding = flags[index + 1] ?? " ";
          index += 1;
        }
      }
      const precision = precisionText === undefined ? undefined : Number(precisionText);
      const { text, signed } = formatValue(type, value, precision);
      const withSign = signed && plus && !text.startsWith("-") ? plus + text : text;
      return pad(withSign, Math.max(0, Math.trunc(width)), padding, leftAlign);
    },
  );
}
