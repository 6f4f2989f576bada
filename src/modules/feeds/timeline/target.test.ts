import { describe, expect, it } from "vitest";
import { monthId } from "./months";
import { READ_ONLY_TARGET_MESSAGE, readOnlyTarget } from "./target";

describe("the timeline's jump target", () => {
  it("reads like the month it was made from", () => {
    const target = readOnlyTarget({ month: 6, year: 2025 });
    expect(target).toEqual({ month: 6, year: 2025 });
    expect(monthId(target)).toBe("june_2025");
  });

  it.each([
    ["a field written", (target: Record<string, unknown>) => (target["month"] = 1)],
    ["a field added", (target: Record<string, unknown>) => (target["day"] = 1)],
    ["a field deleted", (target: Record<string, unknown>) => delete target["year"]],
    [
      "a field defined",
      (target: Record<string, unknown>) => Object.defineProperty(target, "month", { value: 2 }),
    ],
    ["its prototype changed", (target: Record<string, unknown>) => Object.setPrototypeOf(target, null)],
  ])('throws TypeError: "target" is read-only for %s, and stays the same month', (_, write) => {
    const target = readOnlyTarget({ month: 6, year: 2025 });
    expect(() => write(target as unknown as Record<string, unknown>)).toThrow(
      new TypeError('"target" is read-only'),
    );
    expect(READ_ONLY_TARGET_MESSAGE).toBe('"target" is read-only');
    expect(target).toEqual({ month: 6, year: 2025 });
  });
});
