import { afterEach, describe, expect, it } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import {
  MENU_ROW_Z_INDEX,
  MENU_ROW_Z_INDEX_WITH_DIVIDER,
  menuRowZIndex,
  mount,
  needsRaise,
} from "./menu-row";

const MENU = `<div class="et_pb_module et_pb_menu et_pb_menu_0"><ul class="et-menu"><li>Home</li></ul></div>`;

function page(sectionClasses: string, rowStyle = ""): { row: HTMLElement; menu: HTMLElement } {
  const container = render(`
    <div class="et_pb_section et_pb_section_0 ${sectionClasses}">
      <div class="et_pb_row et_pb_row_0" style="${rowStyle}"><div class="et_pb_column">${MENU}</div></div>
    </div>`);
  return {
    row: container.querySelector<HTMLElement>(".et_pb_row")!,
    menu: container.querySelector<HTMLElement>(".et_pb_menu")!,
  };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("spec 9: the z-index of rows containing menus is 3, or 6 when the section has a divider", () => {
  it("pins 3 and 6", () => {
    expect(MENU_ROW_Z_INDEX).toBe(3);
    expect(MENU_ROW_Z_INDEX_WITH_DIVIDER).toBe(6);
  });

  it("looks the number up from the row's section", () => {
    expect(menuRowZIndex(page("").row)).toBe(3);
    document.body.replaceChildren();
    expect(menuRowZIndex(page("section_has_divider et_pb_top_divider").row)).toBe(6);
  });

  it.each([
    ["auto", 3, true],
    ["", 3, true],
    ["2", 3, true],
    ["3", 3, false],
    ["5", 6, true],
    ["10", 6, false],
  ])("a row at z-index %j needs raising to %d: %s", (current, wanted, expected) => {
    expect(needsRaise(current, wanted)).toBe(expected);
  });

  it("raises the menu's row to 3 and gives its own z-index back on unmount", () => {
    const { row, menu } = page("", "color: red");
    const cleanup = mount(menu, createTestContext(menu));
    expect(row.style.zIndex).toBe("3");
    cleanup?.();
    expect(row.getAttribute("style")).toBe("color: red;");
  });

  it("raises it to 6 in a section with a divider", () => {
    const { row, menu } = page("section_has_divider");
    mount(menu, createTestContext(menu));
    expect(row.style.zIndex).toBe("6");
  });

  it("leaves a row already stacked higher as it is", () => {
    const { row, menu } = page("", "z-index: 20");
    expect(mount(menu, createTestContext(menu))).toBeUndefined();
    expect(row.style.zIndex).toBe("20");
  });

  it("does nothing for a menu outside a row (a fullwidth menu)", () => {
    const container = render(`<div class="et_pb_section et_pb_fullwidth_section">${MENU}</div>`);
    const menu = container.querySelector<HTMLElement>(".et_pb_menu")!;
    expect(mount(menu, createTestContext(menu))).toBeUndefined();
    expect(container.querySelector<HTMLElement>(".et_pb_section")!.style.zIndex).toBe("");
  });
});
