import { afterEach, describe, expect, it } from "vitest";
import { detectBuilderMode } from "./builder";

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.body.className = "";
});

describe("detectBuilderMode", () => {
  it("given a public page, is off", () => {
    expect(detectBuilderMode()).toEqual({ active: false, context: null });
  });

  it.each([
    ["?et_fb=1", "visual"],
    ["?et_tb=1", "theme-builder"],
    ["?et_bfb=1", "backend"],
    ["?et_block_layout_preview=1", "layout-block"],
  ])("given the query flag %s, detects the %s builder", (search, context) => {
    window.history.replaceState(null, "", `/page/${search}`);
    expect(detectBuilderMode()).toEqual({ active: true, context });
  });

  it.each([
    ["et-fb", "visual"],
    ["et-tb", "theme-builder"],
    ["et-bfb", "backend"],
    ["et-block-layout-preview", "layout-block"],
  ])("given the body class %s, detects the %s builder", (className, context) => {
    document.body.className = `page ${className}`;
    expect(detectBuilderMode()).toEqual({ active: true, context });
  });
});
