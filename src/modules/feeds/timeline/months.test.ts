import { describe, expect, it } from "vitest";
import {
  buildTimelineRequest,
  compareMonths,
  isTimelineComplete,
  MONTH_NAMES,
  monthAfter,
  monthId,
  monthLabel,
  monthYear,
  parseMonthId,
  STEP_BACK_MS,
  stepBack,
  TIMELINE_ACTION,
} from "./months";

describe("timeline months", () => {
  it("pins the spec's constants: a 180-day step back, the timeline action, twelve month names", () => {
    expect(STEP_BACK_MS).toBe(15_552_000_000);
    expect(STEP_BACK_MS).toBe(180 * 24 * 60 * 60 * 1000);
    expect(TIMELINE_ACTION).toBe("extra_timeline_get_content");
    expect(MONTH_NAMES).toHaveLength(12);
  });

  it.each([
    [
      { month: 10, year: 2024 },
      { month: 4, year: 2024 },
    ],
    [
      { month: 4, year: 2024 },
      { month: 10, year: 2023 },
    ],
    // 2024 is a leap year: 1 March minus 180 days is 3 September.
    [
      { month: 3, year: 2024 },
      { month: 9, year: 2023 },
    ],
    [
      { month: 1, year: 2023 },
      { month: 7, year: 2022 },
    ],
    [
      { month: 7, year: 2023 },
      { month: 1, year: 2023 },
    ],
    [
      { month: 12, year: 2025 },
      { month: 6, year: 2025 },
    ],
  ])("given an empty answer before %o, asks again before %o", (from, expected) => {
    expect(stepBack(from)).toEqual(expected);
  });

  it("steps back a whole number of times until it passes any month", () => {
    let month = { month: 10, year: 2026 };
    const visited: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      month = stepBack(month);
      visited.push(monthId(month));
    }
    expect(new Set(visited).size).toBe(8);
    expect(compareMonths(month, { month: 1, year: 2023 })).toBeLessThan(0);
  });

  it("marks the end only when the asked-for months are all older than the menu's oldest month", () => {
    const oldest = { month: 1, year: 2023 };
    expect(isTimelineComplete({ month: 1, year: 2023 }, oldest)).toBe(true);
    expect(isTimelineComplete({ month: 7, year: 2022 }, oldest)).toBe(true);
    expect(isTimelineComplete({ month: 2, year: 2023 }, oldest)).toBe(false);
    expect(isTimelineComplete({ month: 10, year: 2024 }, oldest)).toBe(false);
    expect(isTimelineComplete({ month: 10, year: 2024 }, null)).toBe(true);
  });

  it("sends the nonce, last month and year, and through month and year when given", () => {
    expect(buildTimelineRequest({ nonce: "n", last: { month: 8, year: 2026 } })).toEqual({
      timeline_nonce: "n",
      last_month: "august",
      last_year: "2026",
    });
    expect(
      buildTimelineRequest({ nonce: "n", last: { month: 8, year: 2026 }, through: { month: 6, year: 2025 } }),
    ).toEqual({
      timeline_nonce: "n",
      last_month: "august",
      last_year: "2026",
      through_month: "june",
      through_year: "2025",
    });
    expect(
      buildTimelineRequest({ nonce: "n", last: { month: 1, year: 2026 }, through: { year: 2023 } }),
    ).toEqual({ timeline_nonce: "n", last_month: "january", last_year: "2026", through_year: "2023" });
  });

  it("reads the theme's month ids and names, in any case, and nothing else", () => {
    expect(parseMonthId("june_2025")).toEqual({ month: 6, year: 2025 });
    expect(parseMonthId("December_2023")).toEqual({ month: 12, year: 2023 });
    for (const bad of ["june-2025", "june_25", "juin_2025", "_2025", "june_", "", "2025", "june_2025_x"]) {
      expect(parseMonthId(bad)).toBeNull();
    }
    expect(monthYear("OCTOBER", "2026")).toEqual({ month: 10, year: 2026 });
    expect(monthYear("october", 2026)).toEqual({ month: 10, year: 2026 });
    expect(monthYear(undefined, "2026")).toBeNull();
    expect(monthYear("october", "26")).toBeNull();
    expect(monthId({ month: 2, year: 2024 })).toBe("february_2024");
    expect(monthLabel({ month: 2, year: 2024 })).toBe("February 2024");
  });

  it("orders months and knows the next one across a year end", () => {
    expect(compareMonths({ month: 12, year: 2024 }, { month: 1, year: 2025 })).toBeLessThan(0);
    expect(compareMonths({ month: 3, year: 2025 }, { month: 3, year: 2025 })).toBe(0);
    expect(compareMonths({ month: 1, year: 2026 }, { month: 12, year: 2025 })).toBeGreaterThan(0);
    expect(monthAfter({ month: 12, year: 2024 })).toEqual({ month: 1, year: 2025 });
    expect(monthAfter({ month: 5, year: 2024 })).toEqual({ month: 6, year: 2024 });
  });
});
