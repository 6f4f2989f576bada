import { afterEach, describe, expect, it } from "vitest";
import { APP_FRAME_ID, detectBuilderMode } from "./builder";

type ParamsHolder = Window & { et_builder_utils_params?: unknown };

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.body.className = "";
  delete (window as ParamsHolder).et_builder_utils_params;
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
});

/** A same-origin iframe whose window is the page under test; its top is this test's window. */
function frameWindow(id: string): Window {
  const frame = document.createElement("iframe");
  frame.id = id;
  document.body.append(frame);
  return frame.contentWindow!;
}

describe("detectBuilderMode", () => {
  it("given a public page, is off", () => {
    expect(detectBuilderMode()).toEqual({ active: false, context: null });
  });

  it("given builderType fe (the public front end) and nothing else, is off", () => {
    (window as ParamsHolder).et_builder_utils_params = { builderType: "fe" };
    expect(detectBuilderMode()).toEqual({ active: false, context: null });
  });

  it.each([
    ["?et_fb=1", "visual"],
    ["?et_tb=1", "theme-builder"],
    ["?et_bfb=1", "backend"],
    ["?et_block_layout_builder=1", "layout-block-builder"],
    ["?et_block_layout_preview=1", "layout-block"],
  ])("given the query flag %s, detects the %s builder", (search, context) => {
    window.history.replaceState(null, "", `/page/${search}`);
    expect(detectBuilderMode()).toEqual({ active: true, context, appFrame: false });
  });

  it.each([
    ["et-fb", "visual"],
    ["et-tb", "theme-builder"],
    ["et-bfb", "backend"],
    ["et-block-layout-builder", "layout-block-builder"],
    ["et-block-layout-preview", "layout-block"],
  ])("given the body class %s, detects the %s builder", (className, context) => {
    document.body.className = `page ${className}`;
    expect(detectBuilderMode()).toEqual({ active: true, context, appFrame: false });
  });

  it.each([
    ["vb", "visual"],
    ["tb", "theme-builder"],
    ["bfb", "backend"],
    ["lbb", "layout-block-builder"],
    ["lbp", "layout-block"],
  ])("given et_builder_utils_params.builderType %s, detects the %s builder", (builderType, context) => {
    (window as ParamsHolder).et_builder_utils_params = { builderType };
    expect(detectBuilderMode()).toEqual({ active: true, context, appFrame: false });
  });

  it("given builderType, prefers it to a query flag naming another builder", () => {
    window.history.replaceState(null, "", "/page/?et_fb=1");
    (window as ParamsHolder).et_builder_utils_params = { builderType: "tb" };
    expect(detectBuilderMode().context).toBe("theme-builder");
  });

  it("given a page in the builder's app frame (by the frame's id), detects the visual builder in the app frame", () => {
    const view = frameWindow(APP_FRAME_ID);
    expect(detectBuilderMode(view)).toEqual({ active: true, context: "visual", appFrame: true });
  });

  it("given a frame whose top window carries et_fb=1, detects the app frame", () => {
    window.history.replaceState(null, "", "/editor/?et_fb=1");
    const view = frameWindow("preview");
    expect(detectBuilderMode(view)).toEqual({ active: true, context: "visual", appFrame: true });
  });

  it("given a frame of a public page (not the app frame), is off", () => {
    const view = frameWindow("some-embed");
    expect(detectBuilderMode(view)).toEqual({ active: false, context: null });
  });

  it("given a page with the flag at the top level, is not in the app frame", () => {
    window.history.replaceState(null, "", "/page/?et_fb=1");
    expect(detectBuilderMode().appFrame).toBe(false);
  });
});
