import type { MonthYear } from "./months";

/** What the timeline says when code writes to the month a jump is headed for (spec 8 "Developer errors"). */
export const READ_ONLY_TARGET_MESSAGE = '"target" is read-only';

const refuse = (): never => {
  throw new TypeError(READ_ONLY_TARGET_MESSAGE);
};

/**
 * The month a jump is headed for, read-only. A jump to an older month first loads every month in between and
 * only then arrives, so the target outlives the click that chose it; a write to it in the meantime would send
 * the page to another month than the visitor asked for. Any write, added field or deletion throws a TypeError
 * that says so, in strict and sloppy code alike (a frozen object alone fails silently in sloppy code).
 */
export function readOnlyTarget(month: MonthYear): MonthYear {
  return new Proxy(Object.freeze({ month: month.month, year: month.year }), {
    set: refuse,
    defineProperty: refuse,
    deleteProperty: refuse,
    setPrototypeOf: refuse,
  });
}
