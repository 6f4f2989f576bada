import { afterEach, describe, expect, it } from "vitest";
import { fittedMaxHeight, keepNextTo, type OverlayLayout } from "./overlay-position";

describe("fittedMaxHeight", () => {
  it("is the room on the overlay's side, in whole pixels, when the theme sets no limit", () => {
    expect(fittedMaxHeight(306.7, null)).toBe("306px");
    expect(fittedMaxHeight(306.7, "none")).toBe("306px");
    expect(fittedMaxHeight(-20, "")).toBe("0px");
  });

  it("never exceeds the theme's own max-height", () => {
    expect(fittedMaxHeight(600, "416px")).toBe("min(416px, 600px)");
  });

  it("never goes below the minimum: less room overflows, which flips the overlay", () => {
    expect(fittedMaxHeight(90, "416px", 200)).toBe("min(416px, 200px)");
    expect(fittedMaxHeight(90, null, 200)).toBe("200px");
  });
});

/** jsdom lays nothing out: the viewport and both boxes are given here. */
function layOut(viewport: { width: number; height: number }) {
  const root = document.documentElement;
  Object.defineProperty(root, "clientWidth", { configurable: true, value: viewport.width });
  Object.defineProperty(root, "clientHeight", { configurable: true, value: viewport.height });
  const anchor = document.createElement("input");
  const overlay = document.createElement("div");
  overlay.style.setProperty("right", "0");
  document.body.append(anchor, overlay);
  const place = (
    box: { x: number; y: number; width: number; height: number },
    size: { width: number; height: number },
  ) => {
    anchor.getBoundingClientRect = () => DOMRect.fromRect(box);
    Object.defineProperty(overlay, "offsetWidth", { configurable: true, value: size.width });
    Object.defineProperty(overlay, "offsetHeight", { configurable: true, value: size.height });
    overlay.style.width = `${size.width}px`;
    overlay.style.height = `${size.height}px`;
  };
  return { anchor, overlay, place };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const BELOW_OR_ABOVE: OverlayLayout = {
  placement: "bottom-start",
  fallbackPlacements: ["top-start"],
  flipAxis: "side",
};

describe("keepNextTo", () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete (document.documentElement as { clientWidth?: number }).clientWidth;
    delete (document.documentElement as { clientHeight?: number }).clientHeight;
  });

  it("given room below the anchor, places the overlay there", async () => {
    const { anchor, overlay, place } = layOut({ width: 400, height: 600 });
    place({ x: 20, y: 100, width: 200, height: 40 }, { width: 200, height: 150 });
    const stop = keepNextTo(anchor, overlay, BELOW_OR_ABOVE);
    await settle();
    expect(overlay.dataset["placement"]).toBe("bottom-start");
    expect(overlay.style.top).toBe("140px");
    expect(overlay.style.left).toBe("20px");
    stop();
  });

  it("given no room below (the anchor near the bottom of the viewport), flips the overlay above it", async () => {
    const { anchor, overlay, place } = layOut({ width: 400, height: 600 });
    place({ x: 20, y: 520, width: 200, height: 40 }, { width: 200, height: 150 });
    const stop = keepNextTo(anchor, overlay, BELOW_OR_ABOVE);
    await settle();
    expect(overlay.dataset["placement"]).toBe("top-start");
    expect(overlay.style.top).toBe("370px");
    stop();
  });

  it("given a dropdown that would leave the right edge, ends it at the anchor's end instead", async () => {
    const { anchor, overlay, place } = layOut({ width: 400, height: 600 });
    place({ x: 300, y: 20, width: 80, height: 30 }, { width: 220, height: 100 });
    const stop = keepNextTo(anchor, overlay, {
      placement: "bottom-start",
      fallbackPlacements: ["bottom-end"],
      flipAxis: "alignment",
    });
    await settle();
    expect(overlay.dataset["placement"]).toBe("bottom-end");
    expect(overlay.style.left).toBe("160px");
    stop();
  });

  it("on stop, gives the overlay its own inline styles back and drops data-placement", async () => {
    const { anchor, overlay, place } = layOut({ width: 400, height: 600 });
    place({ x: 20, y: 100, width: 200, height: 40 }, { width: 200, height: 150 });
    const stop = keepNextTo(anchor, overlay, { ...BELOW_OR_ABOVE, matchAnchorWidth: true });
    await settle();
    expect(overlay.style.right).toBe("auto");
    stop();
    expect(overlay.style.right).toBe("0px");
    expect(overlay.style.width).toBe("200px");
    expect(overlay.style.left).toBe("");
    expect(overlay.style.top).toBe("");
    expect(overlay.hasAttribute("data-placement")).toBe(false);
  });
});
