import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ADMIN_BAR_RESIZE_DELAY_MS,
  ADMIN_BAR_STATIC_MAX_WIDTH,
  adminBarOffset,
  fixedTopOffset,
  readAdminBarOffset,
} from "./scroll";

describe("admin bar offset (spec 9: admin bar 782)", () => {
  it("pins the spec's numbers: static at 782 px and below, read again 300 ms after a resize", () => {
    expect(ADMIN_BAR_STATIC_MAX_WIDTH).toBe(782);
    expect(ADMIN_BAR_RESIZE_DELAY_MS).toBe(300);
  });

  it("keeps the fixed bar's height clear above 782 px", () => {
    expect(adminBarOffset({ viewportWidth: 783, position: "fixed", height: 32 })).toBe(32);
  });

  it("is 0 at 782 px and below where the bar scrolls with the page", () => {
    expect(adminBarOffset({ viewportWidth: 782, position: "absolute", height: 46 })).toBe(0);
    expect(adminBarOffset({ viewportWidth: 320, position: "static", height: 46 })).toBe(0);
  });

  it("keeps the height at 782 px and below when the site fixes the bar on small screens", () => {
    expect(adminBarOffset({ viewportWidth: 782, position: "fixed", height: 46 })).toBe(46);
  });

  it("uses the theme builder's 32 px above 782 px only; at 782 px and below the bar itself decides", () => {
    expect(adminBarOffset({ viewportWidth: 783, position: "fixed", height: 40, fixedHeight: 32 })).toBe(32);
    expect(adminBarOffset({ viewportWidth: 782, position: "fixed", height: 46, fixedHeight: 32 })).toBe(46);
    expect(adminBarOffset({ viewportWidth: 782, position: "absolute", height: 46, fixedHeight: 32 })).toBe(0);
  });
});

describe("readAdminBarOffset and fixedTopOffset", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  function addBar(position: string, height: number): void {
    const bar = document.createElement("div");
    bar.id = "wpadminbar";
    bar.style.position = position;
    vi.spyOn(bar, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 800, height));
    document.body.append(bar);
  }

  it("is 0 without an admin bar", () => {
    expect(readAdminBarOffset(document)).toBe(0);
  });

  it("reads the bar's computed position and height, and gives scroll targets the same offset", () => {
    addBar("fixed", 32);
    expect(readAdminBarOffset(document)).toBe(32);
    expect(fixedTopOffset(document)).toBe(32);
  });

  it("gives scroll targets no admin-bar offset when the bar scrolls with the page", () => {
    addBar("absolute", 46);
    expect(readAdminBarOffset(document)).toBe(0);
    expect(fixedTopOffset(document)).toBe(0);
  });
});
