import { describe, expect, it } from "vitest";
import {
  WIREFRAME_IGNORED_ATTRS,
  findByAddress,
  moduleAddress,
  parentAddress,
  parseShortcodeLayout,
  readLayout,
  sameWireframe,
  walkLayout,
  type LayoutNode,
} from "./layout";

/** A node's shape without the page element, for readable expectations. */
interface Shape {
  address: string;
  type: string;
  children?: Shape[];
}

function shape(nodes: readonly LayoutNode[]): Shape[] {
  return nodes.map((node) =>
    node.children.length > 0
      ? { address: node.address, type: node.type, children: shape(node.children) }
      : { address: node.address, type: node.type },
  );
}

function page(html: string): HTMLElement {
  // Literal markup written in the test itself, parsed into a detached root.
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;
}

describe("moduleAddress", () => {
  it.each([
    ["0", "0"],
    ["0.1.2.3", "0.1.2.3"],
    ["12.0", "12.0"],
    [7, "7"],
  ])("keeps the all-numeric address %j as %j", (value, expected) => {
    expect(moduleAddress(value)).toBe(expected);
  });

  it.each([
    "",
    "a",
    "0.a",
    "0..1",
    ".0",
    "0.",
    "1.-2",
    "1.2e3",
    "0,1",
    "0.1 .2",
    " 3.4 ",
    -1,
    1.5,
    Number.NaN,
    null,
    undefined,
    {},
  ])("gives an empty address for %j, which is not dot-separated numeric indexes", (value) => {
    expect(moduleAddress(value)).toBe("");
  });

  it("gives the parent address, empty at the top and for bad addresses", () => {
    expect(parentAddress("0.1.2")).toBe("0.1");
    expect(parentAddress("3")).toBe("");
    expect(parentAddress("x.1")).toBe("");
  });
});

describe("readLayout", () => {
  const REGULAR = `
    <div class="et_pb_section et_pb_section_0 et_section_regular" id="intro">
      <div class="et_pb_row et_pb_row_0">
        <div class="et_pb_column et_pb_column_1_2 et_pb_column_0">
          <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"> Hello
            <b>there</b> </div></div>
          <div class="et_pb_module et_pb_tabs et_pb_tabs_0">
            <ul class="et_pb_tabs_controls"><li>One</li></ul>
          </div>
        </div>
        <div class="et_pb_column et_pb_column_1_2 et_pb_column_1 et-last-child">
          <div class="et_pb_module et_pb_accordion et_pb_accordion_0">
            <div class="et_pb_toggle et_pb_module et_pb_accordion_item et_pb_accordion_item_0"><h5>A</h5></div>
            <div class="et_pb_toggle et_pb_module et_pb_accordion_item et_pb_accordion_item_1"><h5>B</h5></div>
          </div>
        </div>
      </div>
    </div>`;

  it("reads sections, rows, columns and modules with dot-separated index addresses", () => {
    expect(shape(readLayout(page(REGULAR)))).toEqual([
      {
        address: "0",
        type: "et_pb_section",
        children: [
          {
            address: "0.0",
            type: "et_pb_row",
            children: [
              {
                address: "0.0.0",
                type: "et_pb_column",
                children: [
                  { address: "0.0.0.0", type: "et_pb_text" },
                  { address: "0.0.0.1", type: "et_pb_tabs" },
                ],
              },
              {
                address: "0.0.1",
                type: "et_pb_column",
                children: [
                  {
                    address: "0.0.1.0",
                    type: "et_pb_accordion",
                    children: [
                      { address: "0.0.1.0.0", type: "et_pb_accordion_item" },
                      { address: "0.0.1.0.1", type: "et_pb_accordion_item" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it("keeps each node's element, a leaf's text as content, and the id as module_id", () => {
    const root = page(REGULAR);
    const [section] = readLayout(root);
    expect(section?.element).toBe(root.querySelector("#intro"));
    expect(section?.attrs).toEqual({ module_id: "intro" });
    expect(section?.content).toBe("");
    const text = findByAddress(readLayout(root), "0.0.0.0");
    expect(text?.element).toBe(root.querySelector(".et_pb_text"));
    expect(text?.content).toBe("Hello there");
  });

  it("reads a specialty section's columns, inner rows and inner columns", () => {
    const root = page(`
      <div class="et_pb_section et_pb_section_1 et_section_specialty">
        <div class="et_pb_row">
          <div class="et_pb_column et_pb_column_1_3 et_pb_column_2"><div class="et_pb_module et_pb_image et_pb_image_0"></div></div>
          <div class="et_pb_column et_pb_column_2_3 et_pb_specialty_column et_pb_column_3">
            <div class="et_pb_row_inner et_pb_row_inner_0">
              <div class="et_pb_column et_pb_column_4_4 et_pb_column_inner et_pb_column_inner_0">
                <div class="et_pb_module et_pb_blurb et_pb_blurb_0_tb_header"></div>
              </div>
            </div>
          </div>
        </div>
      </div>`);
    const layout = readLayout(root);
    expect(layout[0]?.attrs).toEqual({ specialty: "on" });
    expect(shape(layout)).toEqual([
      {
        address: "0",
        type: "et_pb_section",
        children: [
          {
            address: "0.0",
            type: "et_pb_row",
            children: [
              {
                address: "0.0.0",
                type: "et_pb_column",
                children: [{ address: "0.0.0.0", type: "et_pb_image" }],
              },
              {
                address: "0.0.1",
                type: "et_pb_column",
                children: [
                  {
                    address: "0.0.1.0",
                    type: "et_pb_row_inner",
                    children: [
                      {
                        address: "0.0.1.0.0",
                        type: "et_pb_column_inner",
                        children: [{ address: "0.0.1.0.0.0", type: "et_pb_blurb" }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it("reads a full-width section's modules straight under it, after the previous section", () => {
    const root = page(`
      <div class="et_pb_section et_pb_section_0"></div>
      <div class="et_pb_section et_pb_section_1 et_pb_fullwidth_section">
        <section class="et_pb_module et_pb_fullwidth_header et_pb_fullwidth_header_0"></section>
        <div class="et_pb_module et_pb_fullwidth_post_title_0 et_pb_post_title"></div>
      </div>`);
    const layout = readLayout(root);
    expect(layout[1]?.attrs).toEqual({ fullwidth: "on" });
    expect(shape(layout)).toEqual([
      { address: "0", type: "et_pb_section" },
      {
        address: "1",
        type: "et_pb_section",
        children: [
          { address: "1.0", type: "et_pb_fullwidth_header" },
          { address: "1.1", type: "et_pb_fullwidth_post_title" },
        ],
      },
    ]);
  });

  it("names a module without an indexed class by its first et_pb_ class, else et_pb_module", () => {
    const root = page(`<div class="et_pb_module et_pb_code"></div><div class="et_pb_module custom"></div>`);
    expect(readLayout(root).map((node) => node.type)).toEqual(["et_pb_code", "et_pb_module"]);
  });

  it("reads data-builder-<name> attributes, dashes as underscores, and inherits locked and disabled", () => {
    const root = page(`
      <div class="et_pb_section" data-builder-locked="on" data-builder-admin-label="Hero">
        <div class="et_pb_row"><div class="et_pb_column"><div class="et_pb_module et_pb_text_0"></div></div></div>
      </div>
      <div class="et_pb_section">
        <div class="et_pb_row" data-builder-disabled="on"><div class="et_pb_column"></div></div>
        <div class="et_pb_row" data-builder-locked="off"><div class="et_pb_column"></div></div>
      </div>`);
    const layout = readLayout(root);
    expect(layout[0]?.attrs).toEqual({ locked: "on", admin_label: "Hero" });
    const flags = [...walkLayout(layout)].map((node) => [node.address, node.locked, node.disabled]);
    expect(flags).toEqual([
      ["0", true, false],
      ["0.0", true, false],
      ["0.0.0", true, false],
      ["0.0.0.0", true, false],
      ["1", false, false],
      ["1.0", false, true],
      ["1.0.0", false, true],
      ["1.1", false, false],
      ["1.1.0", false, false],
    ]);
  });

  it("reads only what is under the root, and nothing from a page without layout", () => {
    const root = page(`<div class="et_pb_section"><div class="et_pb_row"></div></div>`);
    const row = root.querySelector(".et_pb_row") as Element;
    expect(readLayout(row)).toEqual([]);
    expect(readLayout(page("<p>plain</p>"))).toEqual([]);
    expect(shape(readLayout(root.firstElementChild as Element))).toEqual([
      { address: "0", type: "et_pb_row" },
    ]);
  });
});

describe("parseShortcodeLayout", () => {
  const LAYOUT =
    '[et_pb_section fb_built="1" admin_label=\'Hero\' _builder_version="4.16"]' +
    '[et_pb_row column_structure="1_2,1_2"]' +
    '[et_pb_column type="1_2"][et_pb_text text_font="Open Sans|700|on||||||"]<p>Hi [1] there</p>[/et_pb_text]' +
    "[et_pb_divider show_divider=off /][/et_pb_column]" +
    '[et_pb_column type="1_2"][et_pb_tabs][et_pb_tab title="One"]First[/et_pb_tab][et_pb_tab title="Two"]Second' +
    "[/et_pb_tab][/et_pb_tabs][/et_pb_column]" +
    "[/et_pb_row][/et_pb_section]";

  it("parses types, addresses, attributes and leaf content", () => {
    const layout = parseShortcodeLayout(LAYOUT);
    expect(shape(layout)).toEqual([
      {
        address: "0",
        type: "et_pb_section",
        children: [
          {
            address: "0.0",
            type: "et_pb_row",
            children: [
              {
                address: "0.0.0",
                type: "et_pb_column",
                children: [
                  { address: "0.0.0.0", type: "et_pb_text" },
                  { address: "0.0.0.1", type: "et_pb_divider" },
                ],
              },
              {
                address: "0.0.1",
                type: "et_pb_column",
                children: [
                  {
                    address: "0.0.1.0",
                    type: "et_pb_tabs",
                    children: [
                      { address: "0.0.1.0.0", type: "et_pb_tab" },
                      { address: "0.0.1.0.1", type: "et_pb_tab" },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(layout[0]?.attrs).toEqual({ fb_built: "1", admin_label: "Hero", _builder_version: "4.16" });
    expect(findByAddress(layout, "0.0.0.0")?.content).toBe("<p>Hi [1] there</p>");
    expect(findByAddress(layout, "0.0.0.0")?.attrs).toEqual({ text_font: "Open Sans|700|on||||||" });
    expect(findByAddress(layout, "0.0.0.1")?.attrs).toEqual({ show_divider: "off" });
    expect(findByAddress(layout, "0.0.1.0.1")?.content).toBe("Second");
    expect(findByAddress(layout, "0.0.1.0")?.content).toBe("");
    expect(layout[0]?.element).toBeUndefined();
  });

  it("reads a quoted value holding a closing bracket, lower-cases names and ignores positional values", () => {
    const [node] = parseShortcodeLayout('[et_pb_text Title="a]b" Url=\'x"y\' standalone]body[/et_pb_text]');
    expect(node?.attrs).toEqual({ title: "a]b", url: 'x"y' });
    expect(node?.content).toBe("body");
  });

  it("parses the inner row and inner column types of a specialty section", () => {
    const layout = parseShortcodeLayout(
      '[et_pb_section specialty="on"][et_pb_column type="2_3" specialty_columns="2"][et_pb_row_inner]' +
        '[et_pb_column_inner saved_specialty_column_type="2_3"][et_pb_text]x[/et_pb_text][/et_pb_column_inner]' +
        "[/et_pb_row_inner][/et_pb_column][/et_pb_section]",
    );
    expect([...walkLayout(layout)].map((node) => `${node.address} ${node.type}`)).toEqual([
      "0 et_pb_section",
      "0.0 et_pb_column",
      "0.0.0 et_pb_row_inner",
      "0.0.0.0 et_pb_column_inner",
      "0.0.0.0.0 et_pb_text",
    ]);
  });

  it("inherits locked and disabled from every ancestor, and only 'on' sets them", () => {
    const layout = parseShortcodeLayout(
      '[et_pb_section locked="on"][et_pb_row][et_pb_column][et_pb_text]a[/et_pb_text][/et_pb_column][/et_pb_row]' +
        '[/et_pb_section][et_pb_section][et_pb_row disabled="on"][et_pb_column][et_pb_text locked="on"]b' +
        '[/et_pb_text][/et_pb_column][/et_pb_row][et_pb_row locked="off" disabled="yes"][/et_pb_row][/et_pb_section]',
    );
    expect([...walkLayout(layout)].map((node) => [node.address, node.locked, node.disabled])).toEqual([
      ["0", true, false],
      ["0.0", true, false],
      ["0.0.0", true, false],
      ["0.0.0.0", true, false],
      ["1", false, false],
      ["1.0", false, true],
      ["1.0.0", false, true],
      ["1.0.0.0", true, true],
      ["1.1", false, false],
    ]);
  });

  it("lets a tag that is never closed stand alone, its followers moving up to its parent", () => {
    const layout = parseShortcodeLayout(
      "[et_pb_column][et_pb_divider][et_pb_text]a[/et_pb_text][/et_pb_column][et_pb_button]",
    );
    expect(shape(layout)).toEqual([
      {
        address: "0",
        type: "et_pb_column",
        children: [
          { address: "0.0", type: "et_pb_divider" },
          { address: "0.1", type: "et_pb_text" },
        ],
      },
      { address: "1", type: "et_pb_button" },
    ]);
    expect(findByAddress(layout, "0.0")?.content).toBe("");
  });

  it("treats stray closing tags and non-builder brackets as text", () => {
    const layout = parseShortcodeLayout(
      "[/et_pb_row][note][et_pb_text]see [note] and [/x][/et_pb_text][/et_pb_row]",
    );
    expect(shape(layout)).toEqual([{ address: "0", type: "et_pb_text" }]);
    expect(layout[0]?.content).toBe("see [note] and [/x]");
  });

  it("gives an empty layout for empty or shortcode-free text, and survives an unterminated tag", () => {
    expect(parseShortcodeLayout("")).toEqual([]);
    expect(parseShortcodeLayout("<p>Just text</p>")).toEqual([]);
    expect(parseShortcodeLayout('[et_pb_text title="open')).toEqual([]);
  });
});

describe("findByAddress and walkLayout", () => {
  const layout = parseShortcodeLayout(
    "[et_pb_section][et_pb_row][/et_pb_row][et_pb_row][/et_pb_row][/et_pb_section]",
  );

  it("finds a node by its address, and null for a bad or missing address", () => {
    expect(findByAddress(layout, "0.1")?.address).toBe("0.1");
    expect(findByAddress(layout, "0.2")).toBeNull();
    expect(findByAddress(layout, "0.x")).toBeNull();
    expect(findByAddress(layout, "")).toBeNull();
  });

  it("walks parents before children in page order", () => {
    expect([...walkLayout(layout)].map((node) => node.address)).toEqual(["0", "0.0", "0.1"]);
  });
});

describe("sameWireframe", () => {
  const BASE =
    '[et_pb_section][et_pb_row column_structure="1_2,1_2"][et_pb_column type="1_2"][et_pb_text text_orientation="left"]' +
    "Hi[/et_pb_text][/et_pb_column][/et_pb_row][/et_pb_section]";

  it("pins the spec's list of attributes a wireframe comparison ignores", () => {
    expect(WIREFRAME_IGNORED_ATTRS).toEqual([
      "locked",
      "global_module",
      "admin_label",
      "collapsed",
      "ab_subject_id",
      "ab_goal",
      "disabled",
      "disabled_on",
      "column_structure",
      "type",
      "_deleted",
    ]);
  });

  it.each(WIREFRAME_IGNORED_ATTRS)("ignores a change to %s on every level", (name) => {
    const changed = BASE.replace("[et_pb_section]", `[et_pb_section ${name}="x"]`)
      .replace("[et_pb_text ", `[et_pb_text ${name}="on" `)
      .replace('column_structure="1_2,1_2"', name === "column_structure" ? 'column_structure="4_4"' : "$&");
    expect(sameWireframe(parseShortcodeLayout(BASE), parseShortcodeLayout(changed))).toBe(true);
  });

  it("ignores attribute order, addresses and page elements", () => {
    const a = parseShortcodeLayout('[et_pb_text a="1" b="2"]x[/et_pb_text]');
    const b = parseShortcodeLayout('[et_pb_text b="2" a="1"]x[/et_pb_text]');
    b[0]!.address = "9";
    b[0]!.element = document.createElement("div");
    expect(sameWireframe(a, b)).toBe(true);
    expect(sameWireframe(a[0]!, b[0]!)).toBe(true);
  });

  it.each([
    ["another attribute value", BASE.replace('"left"', '"right"')],
    ["an added attribute", BASE.replace("[et_pb_row ", '[et_pb_row gutter="2" ')],
    ["a removed attribute", BASE.replace(' text_orientation="left"', "")],
    ["other content", BASE.replace("Hi", "Hello")],
    ["another type", BASE.replace(/et_pb_text/g, "et_pb_code")],
    ["an added module", BASE.replace("[/et_pb_column]", "[et_pb_divider /][/et_pb_column]")],
    ["an added section", `${BASE}[et_pb_section][/et_pb_section]`],
  ])("tells a wireframe apart by %s", (_change, changed) => {
    expect(sameWireframe(parseShortcodeLayout(BASE), parseShortcodeLayout(changed))).toBe(false);
  });
});
