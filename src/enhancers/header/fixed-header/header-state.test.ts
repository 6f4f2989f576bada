import { describe, expect, it } from "vitest";
import {
  EXTRA_FIXED_HEADER_MIN_WIDTH,
  FIXED_HEADER_CLASS,
  FIXED_HEADER_MIN_WIDTH,
  SCROLL_DIRECTION_TOLERANCE_PX,
  fixedHeaderMinWidth,
  nextHeaderScroll,
  type HeaderScroll,
} from "./header-state";

const input = { hideAfter: 80, keepShown: false };

/** Runs the scroll positions through the state machine and returns the state after each. */
function run(positions: number[], start: HeaderScroll = { state: "static", anchorY: 0 }): string[] {
  let scroll = start;
  return positions.map((scrollY) => {
    scroll = nextHeaderScroll(scroll, { ...input, scrollY });
    return scroll.state;
  });
}

describe("spec 9: the fixed header", () => {
  it("is fixed from 980 px on Divi, 1024 px on Extra, with the theme's class", () => {
    expect(FIXED_HEADER_MIN_WIDTH).toBe(980);
    expect(EXTRA_FIXED_HEADER_MIN_WIDTH).toBe(1024);
    expect(fixedHeaderMinWidth(false)).toBe(980);
    expect(fixedHeaderMinWidth(true)).toBe(1024);
    expect(FIXED_HEADER_CLASS).toBe("et-fixed-header");
  });
});

describe("nextHeaderScroll", () => {
  it("is static at the top of the page", () => {
    expect(run([0])).toEqual(["static"]);
    expect(run([-20])).toEqual(["static"]);
  });

  it("takes its fixed style once scrolled, and stays shown until scrolled past itself", () => {
    expect(run([10, 40, 80])).toEqual(["fixed", "fixed", "fixed"]);
  });

  it("hides while scrolling down past itself", () => {
    expect(run([10, 200, 400])).toEqual(["fixed", "hidden", "hidden"]);
  });

  it("shows again on scroll up, and hides again on the next scroll down", () => {
    expect(run([300, 600, 500, 450, 700])).toEqual(["hidden", "hidden", "fixed", "fixed", "hidden"]);
  });

  it("is static again back at the top", () => {
    expect(run([300, 600, 0])).toEqual(["hidden", "hidden", "static"]);
  });

  it("ignores movements shorter than the tolerance, measured from where the direction was decided", () => {
    expect(SCROLL_DIRECTION_TOLERANCE_PX).toBe(6);
    // Up by 5 px, then by 3 more: 8 px up from the anchor shows it.
    expect(run([600, 595, 592])).toEqual(["hidden", "hidden", "fixed"]);
    // Slow scrolling down, 2 px at a time, still hides it.
    expect(run([500, 498, 500, 502, 504, 506])).toEqual([
      "hidden",
      "hidden",
      "hidden",
      "hidden",
      "hidden",
      "hidden",
    ]);
    expect(run([500, 400, 402, 404, 406])).toEqual(["hidden", "fixed", "fixed", "fixed", "hidden"]);
  });

  it("stays shown while keyboard focus is inside it (or the theme does not fix it)", () => {
    let scroll: HeaderScroll = { state: "hidden", anchorY: 600 };
    scroll = nextHeaderScroll(scroll, { ...input, scrollY: 900, keepShown: true });
    expect(scroll).toEqual({ state: "fixed", anchorY: 900 });
    scroll = nextHeaderScroll(scroll, { ...input, scrollY: 1200, keepShown: true });
    expect(scroll.state).toBe("fixed");
    scroll = nextHeaderScroll(scroll, { ...input, scrollY: 1300 });
    expect(scroll.state).toBe("hidden");
  });
});
