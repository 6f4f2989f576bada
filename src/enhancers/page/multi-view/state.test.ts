import { describe, expect, it } from "vitest";
import { PHONE_MAX_WIDTH, TABLET_MAX_WIDTH } from "../../../core/breakpoints";
import { parseMultiView, type MultiViewSettings } from "./parse";
import {
  attributeNames,
  classNames,
  DEVICE_FALLBACKS,
  diffViews,
  HIDDEN_CLASS,
  isHovered,
  modeChain,
  NOT_HOVERED,
  originalView,
  pick,
  pickNamed,
  reduceHover,
  resolveView,
  styleNames,
  type HoverInput,
  type HoverSources,
  type Originals,
  type ViewState,
} from "./state";

const settingsOf = (schema: unknown, extra: Record<string, unknown> = {}): MultiViewSettings => {
  const { settings } = parseMultiView(JSON.stringify({ schema, slug: "et_pb_test", ...extra }));
  if (!settings) throw new Error("bad test payload");
  return settings;
};

const NO_ORIGINALS: Originals = { attributes: {}, styles: {}, classes: {}, hidden: false };
const at = (device: ViewState["device"], hovered = false): ViewState => ({ device, hovered });

describe("breakpoints and fallbacks", () => {
  it("pins the spec's breakpoints: phone up to 767 px, tablet to 980 px", () => {
    expect(PHONE_MAX_WIDTH).toBe(767);
    expect(TABLET_MAX_WIDTH).toBe(980);
  });

  it("falls back from phone to tablet to desktop", () => {
    expect(DEVICE_FALLBACKS).toEqual({
      desktop: ["desktop"],
      tablet: ["tablet", "desktop"],
      phone: ["phone", "tablet", "desktop"],
    });
    expect(modeChain(at("phone"))).toEqual(["phone", "tablet", "desktop"]);
    expect(modeChain(at("tablet", true))).toEqual(["hover", "tablet", "desktop"]);
    expect(modeChain(at("desktop", true))).toEqual(["hover", "desktop"]);
  });

  it("picks the first mode that has a value", () => {
    expect(pick({ desktop: 1, tablet: 2 }, ["phone", "tablet", "desktop"])).toBe(2);
    expect(pick({ desktop: 1 }, ["phone", "tablet", "desktop"])).toBe(1);
    expect(pick({ hover: 3 }, ["desktop"])).toBeUndefined();
    expect(pick({ desktop: "" }, ["desktop"])).toBe("");
    expect(pickNamed({ desktop: { a: "1" }, tablet: { b: "2" } }, "a", ["tablet", "desktop"])).toBe("1");
    expect(pickNamed({ desktop: { a: "1" } }, "toString", ["desktop"])).toBeUndefined();
  });
});

describe("resolveView: content", () => {
  const text = settingsOf({
    content: { desktop: "<p>Desktop</p>", phone: "<p>Phone</p>", hover: "Hovered" },
  });

  it("shows the server's nodes for the desktop value and the device's value elsewhere", () => {
    expect(resolveView(text, at("desktop"), NO_ORIGINALS, false).content).toBeNull();
    expect(resolveView(text, at("tablet"), NO_ORIGINALS, false).content).toBeNull();
    expect(resolveView(text, at("phone"), NO_ORIGINALS, false).content).toBe("<p>Phone</p>");
    expect(resolveView(text, at("phone", true), NO_ORIGINALS, false).content).toBe("Hovered");
  });

  it("keeps the device's content on hover when there is no hover content", () => {
    const byDevice = settingsOf({ content: { desktop: "D", tablet: "T" }, attrs: { hover: { title: "x" } } });
    expect(resolveView(byDevice, at("tablet", true), NO_ORIGINALS, false).content).toBe("T");
    expect(resolveView(byDevice, at("phone", true), NO_ORIGINALS, false).content).toBe("T");
    expect(resolveView(byDevice, at("desktop", true), NO_ORIGINALS, false).content).toBeNull();
  });

  it("keeps an empty value (the module was emptied for that device)", () => {
    const emptied = settingsOf({ content: { desktop: "<p>Call us</p>", tablet: "" } });
    expect(resolveView(emptied, at("tablet"), NO_ORIGINALS, false).content).toBe("");
    expect(resolveView(emptied, at("phone"), NO_ORIGINALS, false).content).toBe("");
  });

  it("shows the server's nodes when only tablet or phone content exists and the device is desktop", () => {
    const phoneOnly = settingsOf({ content: { phone: "P" } });
    expect(resolveView(phoneOnly, at("desktop"), NO_ORIGINALS, false).content).toBeNull();
    expect(resolveView(phoneOnly, at("phone"), NO_ORIGINALS, false).content).toBe("P");
  });
});

describe("resolveView: attributes", () => {
  const image = settingsOf({
    attrs: {
      desktop: { src: "/d.png", alt: "Course cover" },
      phone: { src: "/p.png" },
      hover: { src: "/h.png", title: "See the course" },
    },
  });
  const originals: Originals = {
    ...NO_ORIGINALS,
    attributes: {
      src: "/d.png",
      alt: "Course cover",
      title: null,
      srcset: "/d.png 1x, /d2.png 2x",
      sizes: "50vw",
    },
  };

  it("takes each attribute from the first mode that sets it, else the server's value", () => {
    expect(resolveView(image, at("phone"), originals, false).attributes).toEqual({
      src: "/p.png",
      alt: "Course cover",
      title: null,
    });
    expect(resolveView(image, at("phone", true), originals, false).attributes).toEqual({
      src: "/h.png",
      alt: "Course cover",
      title: "See the course",
    });
    expect(resolveView(image, at("desktop"), originals, false).attributes).toEqual({
      src: "/d.png",
      alt: "Course cover",
      title: null,
    });
  });

  it("drops an image's srcset and sizes while its src differs from the server's, and puts them back", () => {
    expect(attributeNames(image, true)).toEqual(["src", "alt", "title", "srcset", "sizes"]);
    expect(resolveView(image, at("desktop", true), originals, true).attributes).toMatchObject({
      src: "/h.png",
      srcset: null,
      sizes: null,
    });
    expect(resolveView(image, at("desktop"), originals, true).attributes).toMatchObject({
      src: "/d.png",
      srcset: "/d.png 1x, /d2.png 2x",
      sizes: "50vw",
    });
  });

  it("leaves srcset to the payload when it sets one, and sizes when it sets that", () => {
    const withSrcset = settingsOf({ attrs: { hover: { src: "/h.png", srcset: "/h.png 1x" } } });
    expect(attributeNames(withSrcset, true)).toEqual(["src", "srcset"]);
    expect(resolveView(withSrcset, at("desktop", true), originals, true).attributes).toEqual({
      src: "/h.png",
      srcset: "/h.png 1x",
    });
    const withSizes = settingsOf({ attrs: { hover: { src: "/h.png", sizes: "100vw" } } });
    expect(resolveView(withSizes, at("desktop", true), originals, true).attributes).toEqual({
      src: "/h.png",
      sizes: "100vw",
      srcset: null,
    });
  });

  it("turns a class attribute into class tokens so other classes stay", () => {
    const classed = settingsOf({
      attrs: { desktop: { class: "wp-image-1 et-waypoint" }, hover: { class: "wp-image-1 is-hovered" } },
    });
    expect(attributeNames(classed, false)).toEqual([]);
    expect(classNames(classed)).toEqual(["wp-image-1", "et-waypoint", "is-hovered"]);
    const view = resolveView(classed, at("desktop", true), NO_ORIGINALS, false);
    expect(view.attributes).toEqual({});
    expect(view.classes).toEqual({ "wp-image-1": true, "et-waypoint": false, "is-hovered": true });
  });
});

describe("resolveView: styles, classes and visibility", () => {
  it("takes each style property from the first mode that sets it, else the server's inline value", () => {
    const button = settingsOf({
      styles: { desktop: { color: "#fff" }, hover: { "background-color": "#0b7285 !important" } },
    });
    expect(styleNames(button)).toEqual(["color", "background-color"]);
    const originals: Originals = { ...NO_ORIGINALS, styles: { color: null, "background-color": null } };
    expect(resolveView(button, at("desktop", true), originals, false).styles).toEqual({
      color: { value: "#fff", priority: "" },
      "background-color": { value: "#0b7285", priority: "important" },
    });
    expect(resolveView(button, at("phone"), originals, false).styles).toEqual({
      color: { value: "#fff", priority: "" },
      "background-color": null,
    });
  });

  it("adds and removes classes by mode, a removal winning in its own mode, the server's state otherwise", () => {
    const counter = settingsOf({
      classes: {
        desktop: { add: ["et_pb_with_title"] },
        tablet: { remove: ["et_pb_with_title"] },
        hover: { add: ["lift"], remove: ["lift", "flat"] },
      },
    });
    const originals: Originals = { ...NO_ORIGINALS, classes: { flat: true } };
    expect(resolveView(counter, at("desktop"), originals, false).classes).toEqual({
      et_pb_with_title: true,
      lift: false,
      flat: true,
    });
    expect(resolveView(counter, at("phone"), originals, false).classes.et_pb_with_title).toBe(false);
    expect(resolveView(counter, at("desktop", true), originals, false).classes).toEqual({
      et_pb_with_title: true,
      lift: false,
      flat: false,
    });
  });

  it("lets the classes context win over a class attribute in the same mode", () => {
    const both = settingsOf({
      attrs: { desktop: { class: "a b" } },
      classes: { desktop: { remove: ["a"] } },
    });
    expect(resolveView(both, at("desktop"), NO_ORIGINALS, false).classes).toEqual({ a: false, b: true });
  });

  it("hides by visibility, falling back through the devices, and leaves it alone without values", () => {
    const phoneOnly = settingsOf({ visibility: { desktop: false, phone: true } });
    expect(resolveView(phoneOnly, at("desktop"), NO_ORIGINALS, false).hidden).toBe(true);
    expect(resolveView(phoneOnly, at("tablet"), NO_ORIGINALS, false).hidden).toBe(true);
    expect(resolveView(phoneOnly, at("phone"), NO_ORIGINALS, false).hidden).toBe(false);
    const hoverOnly = settingsOf({ visibility: { hover: true } });
    expect(resolveView(hoverOnly, at("desktop"), { ...NO_ORIGINALS, hidden: true }, false).hidden).toBe(true);
    expect(resolveView(hoverOnly, at("desktop", true), { ...NO_ORIGINALS, hidden: true }, false).hidden).toBe(
      false,
    );
    expect(
      resolveView(settingsOf({ content: { desktop: "a" } }), at("phone"), NO_ORIGINALS, false).hidden,
    ).toBe(null);
    expect(HIDDEN_CLASS).toBe("et_multi_view_hidden");
  });
});

describe("originalView and diffViews", () => {
  const settings = settingsOf({
    attrs: { hover: { title: "T", src: "/h.png" } },
    styles: { hover: { color: "red" } },
    classes: { hover: { add: ["x"] } },
    visibility: { phone: false },
  });
  const originals: Originals = {
    attributes: { title: null, src: "/d.png", srcset: null, sizes: null },
    styles: { color: { value: "blue", priority: "" } },
    classes: { x: false },
    hidden: false,
  };

  it("describes the server's state", () => {
    expect(originalView(settings, originals, true)).toEqual({
      content: null,
      attributes: { title: null, src: "/d.png", srcset: null, sizes: null },
      styles: { color: { value: "blue", priority: "" } },
      classes: { x: false },
      hidden: false,
    });
  });

  it("finds nothing to write when the state is the server's", () => {
    const start = originalView(settings, originals, true);
    expect(diffViews(start, resolveView(settings, at("desktop"), originals, true))).toEqual({
      attributes: {},
      styles: {},
      classes: {},
      hidden: null,
    });
  });

  it("lists only what changed", () => {
    const start = originalView(settings, originals, true);
    const hovered = resolveView(settings, at("desktop", true), originals, true);
    expect(diffViews(start, hovered)).toEqual({
      attributes: { title: "T", src: "/h.png" },
      styles: { color: { value: "red", priority: "" } },
      classes: { x: true },
      hidden: null,
    });
    expect(diffViews(hovered, resolveView(settings, at("phone"), originals, true))).toEqual({
      attributes: { title: null, src: "/d.png" },
      styles: { color: { value: "blue", priority: "" } },
      classes: { x: false },
      hidden: true,
    });
  });
});

describe("reduceHover", () => {
  const run = (inputs: HoverInput[], from: HoverSources = NOT_HOVERED) =>
    inputs.reduce((step, input) => reduceHover(step.sources, input), { sources: from, preventClick: false });

  it("hovers on mouse enter and resets on leave", () => {
    expect(isHovered(run([{ type: "mouse-enter" }]).sources)).toBe(true);
    expect(isHovered(run([{ type: "mouse-enter" }, { type: "mouse-leave" }]).sources)).toBe(false);
  });

  it("on touch, the first tap hovers without clicking, the second resets and clicks", () => {
    const first = reduceHover(NOT_HOVERED, { type: "tap", clickable: true });
    expect(first).toEqual({ sources: { mouse: false, focus: false, touch: true }, preventClick: true });
    const second = reduceHover(first.sources, { type: "tap", clickable: true });
    expect(second).toEqual({ sources: NOT_HOVERED, preventClick: false });
    const third = reduceHover(second.sources, { type: "tap", clickable: true });
    expect(third.preventClick).toBe(true);
  });

  it("does not stop a tap on something that would not click anyway", () => {
    expect(reduceHover(NOT_HOVERED, { type: "tap", clickable: false })).toEqual({
      sources: { mouse: false, focus: false, touch: true },
      preventClick: false,
    });
  });

  it("resets a tapped hover on a tap elsewhere", () => {
    expect(run([{ type: "tap", clickable: true }, { type: "tap-outside" }]).sources).toEqual(NOT_HOVERED);
  });

  it("resets everything on entering or leaving the header or footer, and on Escape", () => {
    const all: HoverSources = { mouse: true, focus: true, touch: true };
    expect(reduceHover(all, { type: "header-footer" })).toEqual({
      sources: NOT_HOVERED,
      preventClick: false,
    });
    expect(reduceHover(all, { type: "escape" })).toEqual({ sources: NOT_HOVERED, preventClick: false });
  });

  it("stays hovered while keyboard focus is inside after the mouse leaves, and the reverse", () => {
    const focused = run([{ type: "focus-in" }, { type: "mouse-enter" }, { type: "mouse-leave" }]);
    expect(isHovered(focused.sources)).toBe(true);
    const mouse = run([{ type: "mouse-enter" }, { type: "focus-in" }, { type: "focus-out" }]);
    expect(isHovered(mouse.sources)).toBe(true);
    expect(isHovered(run([{ type: "focus-in" }, { type: "focus-out" }]).sources)).toBe(false);
  });

  it("treats a tap on a focus-hovered module as the second tap", () => {
    expect(reduceHover({ ...NOT_HOVERED, focus: true }, { type: "tap", clickable: true })).toEqual({
      sources: NOT_HOVERED,
      preventClick: false,
    });
  });
});
