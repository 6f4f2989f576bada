import { describe, expect, it } from "vitest";
import { compositeControls, parseCompositeField } from "./composite";

const BORDER = {
  type: "composite",
  tab_slug: "advanced",
  toggle_slug: "border",
  composite_type: "tabbed",
  composite_structure: {
    border_all: {
      label: "All",
      controls: { border_width_all: { label: "Width", type: "range", default: "0px" }, border_color_all: {} },
    },
    border_top: { controls: { border_width_top: { type: "range" } } },
  },
};

describe("composite fields", () => {
  it("lists every control in tab order, named and placed in the field's tab and toggle", () => {
    const field = parseCompositeField(BORDER);
    expect(field).not.toBeNull();
    expect(compositeControls(field!)).toEqual([
      {
        name: "border_width_all",
        tab: "border_all",
        tab_slug: "advanced",
        toggle_slug: "border",
        label: "Width",
        type: "range",
        default: "0px",
      },
      {
        name: "border_color_all",
        tab: "border_all",
        tab_slug: "advanced",
        toggle_slug: "border",
        label: "",
        type: "",
        default: "",
      },
      {
        name: "border_width_top",
        tab: "border_top",
        tab_slug: "advanced",
        toggle_slug: "border",
        label: "",
        type: "range",
        default: "",
      },
    ]);
  });

  it.each([
    ["another type", { ...BORDER, type: "text" }],
    ["no toggle", { ...BORDER, toggle_slug: undefined }],
    ["a structure without controls", { ...BORDER, composite_structure: { border_all: { label: "All" } } }],
    ["not an object", "composite"],
  ])("gives null for a definition with %s", (_case, value) => {
    expect(parseCompositeField(value)).toBeNull();
  });
});
