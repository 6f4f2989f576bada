import { describe, expect, it } from "vitest";
import { ARGUMENT_NUMBER_NOT_POSITIVE, TOO_FEW_ARGUMENTS, WIDTH_NOT_FINITE, formatString } from "./format";

describe("formatString", () => {
  it("pins the spec's three error texts", () => {
    expect(WIDTH_NOT_FINITE).toBe("Width must be finite");
    expect(ARGUMENT_NUMBER_NOT_POSITIVE).toBe("Argument number must be greater than zero");
    expect(TOO_FEW_ARGUMENTS).toBe("Too few arguments");
  });

  it("fills placeholders in order and by argument number", () => {
    expect(formatString("%s of %d", "3", 10)).toBe("3 of 10");
    expect(formatString("%2$s, %1$s and %2$s again", "a", "b")).toBe("b, a and b again");
    expect(formatString("100%% sure, %s", "yes")).toBe("100% sure, yes");
    expect(formatString("no placeholders")).toBe("no placeholders");
  });

  it.each([
    ["%5s", ["ab"], "   ab"],
    ["%-5s|", ["ab"], "ab   |"],
    ["%05d", [42], "00042"],
    ["%05d", [-42], "-0042"],
    ["%-05d|", [42], "42   |"],
    ["%'*6s", ["ab"], "****ab"],
    ["%+d %+d", [5, -5], "+5 -5"],
    ["% d", [5], " 5"],
    ["%.2s", ["abcdef"], "ab"],
    ["%.2f", [3.14159], "3.14"],
    ["%f", [1.5], "1.500000"],
    ["%F", [2], "2.000000"],
    ["%.1e", [12345], "1.2e+4"],
    ["%E", [0.5], "5.000000E-1"],
    ["%g", [0.0001234], "0.0001234"],
    ["%G", [1e21], "1E+21"],
    ["%d", ["12.9px"], "0"],
    ["%d", [12.9], "12"],
    ["%i", [-3.7], "-3"],
    ["%u", [-1], "4294967295"],
    ["%b", [5], "101"],
    ["%o", [8], "10"],
    ["%x %X", [255, 255], "ff FF"],
    ["%c", [65], "A"],
    ["%s %s %s", [null, undefined, true], "  true"],
    ["%*d", [4, 7], "   7"],
  ] as const)("formats %j with %j as %j", (format, args, expected) => {
    expect(formatString(format, ...args)).toBe(expected);
  });

  it("throws 'Too few arguments' when the placeholders outnumber the arguments", () => {
    expect(() => formatString("%s and %s", "one")).toThrow(new Error("Too few arguments"));
    expect(() => formatString("%3$s", "a", "b")).toThrow(new Error("Too few arguments"));
    expect(() => formatString("%*d", 4)).toThrow(new Error("Too few arguments"));
  });

  it("throws 'Argument number must be greater than zero' for argument number 0", () => {
    expect(() => formatString("%0$s", "a")).toThrow(new Error("Argument number must be greater than zero"));
  });

  it("throws 'Width must be finite' for a width that is no finite number", () => {
    expect(() => formatString("%*s", "wide", "x")).toThrow(new Error("Width must be finite"));
    expect(() => formatString("%*s", Number.POSITIVE_INFINITY, "x")).toThrow(
      new Error("Width must be finite"),
    );
    expect(() => formatString(`%${"9".repeat(400)}s`, "x")).toThrow(new Error("Width must be finite"));
  });
});
