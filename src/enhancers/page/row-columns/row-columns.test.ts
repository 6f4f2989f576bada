import { afterEach, describe, expect, it } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { EQUAL_COLUMN_COUNTS, mount, rowColumnClass } from "./row-columns";

const columns = (width: string, count: number) =>
  Array.from({ length: count }, () => ["et_pb_column", width]);

afterEach(() => document.body.replaceChildren());

describe("rowColumnClass", () => {
  it("pins the spec's equal column counts 4, 5 and 6", () => {
    expect(EQUAL_COLUMN_COUNTS).toEqual([4, 5, 6]);
  });

  it.each([
    ["et_pb_column_1_4", 4, "et_pb_row_4col"],
    ["et_pb_column_1_5", 5, "et_pb_row_5col"],
    ["et_pb_column_1_6", 6, "et_pb_row_6col"],
  ])("given %s columns %i times, is %s", (width, count, expected) => {
    expect(rowColumnClass(columns(width, count))).toBe(expected);
  });

  it.each([
    ["no columns", []],
    ["one full column", columns("et_pb_column_4_4", 1)],
    ["three thirds", columns("et_pb_column_1_3", 3)],
    ["three quarters (a count that does not match the width)", columns("et_pb_column_1_4", 3)],
    ["five quarters", columns("et_pb_column_1_4", 5)],
    ["four fifths", columns("et_pb_column_1_5", 4)],
    ["seven sixths", columns("et_pb_column_1_6", 7)],
    [
      "mixed widths",
      [...columns("et_pb_column_1_4", 2), ["et_pb_column", "et_pb_column_1_2"], ["et_pb_column"]],
    ],
    [
      "one odd column among quarters",
      [...columns("et_pb_column_1_4", 3), ["et_pb_column", "et_pb_column_1_5"]],
    ],
  ])("given %s, is null", (_label, classes) => {
    expect(rowColumnClass(classes)).toBeNull();
  });

  it("ignores other classes on the columns", () => {
    const classes = columns("et_pb_column_1_4", 4).map((list, index) => [
      ...list,
      `et_pb_column_${index}`,
      "et-last-child",
    ]);
    expect(rowColumnClass(classes)).toBe("et_pb_row_4col");
  });
});

describe("row columns", () => {
  const row = (width: string, count: number) =>
    `<div class="et_pb_row">${Array.from({ length: count }, (_, index) => `<div class="et_pb_column ${width} et_pb_column_${index}"><div class="et_pb_row_inner"><div class="et_pb_column et_pb_column_4_4"></div></div></div>`).join("")}</div>`;

  it("given a row of five fifths, adds et_pb_row_5col and removes it on cleanup", () => {
    const element = render(row("et_pb_column_1_5", 5)).querySelector<HTMLElement>(".et_pb_row")!;
    const cleanup = mount(element, createTestContext(element));
    expect(element.classList.contains("et_pb_row_5col")).toBe(true);
    cleanup?.();
    expect(element.classList.contains("et_pb_row_5col")).toBe(false);
  });

  it("counts only the direct columns, not those of inner rows", () => {
    const element = render(row("et_pb_column_1_6", 6)).querySelector<HTMLElement>(".et_pb_row")!;
    mount(element, createTestContext(element));
    expect(element.className).toBe("et_pb_row et_pb_row_6col");
  });

  it("given a row of halves, changes nothing", () => {
    const element = render(row("et_pb_column_1_2", 2)).querySelector<HTMLElement>(".et_pb_row")!;
    expect(mount(element, createTestContext(element))).toBeUndefined();
    expect(element.className).toBe("et_pb_row");
  });

  it("given a row the server already marked, leaves its class in place on cleanup", () => {
    const element = render(row("et_pb_column_1_4", 4)).querySelector<HTMLElement>(".et_pb_row")!;
    element.classList.add("et_pb_row_4col");
    expect(mount(element, createTestContext(element))).toBeUndefined();
    expect(element.classList.contains("et_pb_row_4col")).toBe(true);
  });
});
