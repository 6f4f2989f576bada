import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { leavesViewport, mount, subMenuDepth, subMenuLayout } from "./submenus";

const VIEWPORT = { width: 1280, height: 800 };

describe("leavesViewport", () => {
  it("given a dropdown inside the window, leaves it where the theme put it", () => {
    expect(leavesViewport({ left: 1000, top: 160, right: 1220, bottom: 260 }, VIEWPORT, 1)).toBe(false);
  });

  it.each([
    ["past the right edge", { left: 1100, top: 160, right: 1320, bottom: 260 }],
    ["past the left edge", { left: -40, top: 160, right: 180, bottom: 260 }],
  ])("given a dropdown %s, places it", (_, box) => {
    expect(leavesViewport(box, VIEWPORT, 1)).toBe(true);
  });

  it("judges a dropdown across only, a deeper level down too", () => {
    const belowTheFold = { left: 100, top: 700, right: 320, bottom: 900 };
    expect(leavesViewport(belowTheFold, VIEWPORT, 1)).toBe(false);
    expect(leavesViewport(belowTheFold, VIEWPORT, 2)).toBe(true);
  });
});

describe("subMenuLayout", () => {
  it("keeps a dropdown under its item and flips its alignment to end at the item's end", () => {
    expect(subMenuLayout(1, false)).toEqual({
      placement: "bottom-start",
      fallbackPlacements: ["bottom-end"],
      flipAxis: "alignment",
    });
  });

  it("opens a deeper level after its item, else before it", () => {
    expect(subMenuLayout(2, false)).toEqual({
      placement: "right-start",
      fallbackPlacements: ["left-start"],
      flipAxis: "side",
    });
    expect(subMenuLayout(3, false).placement).toBe("right-start");
  });

  it("follows a right-to-left page", () => {
    expect(subMenuLayout(1, true).placement).toBe("bottom-end");
    expect(subMenuLayout(1, true).fallbackPlacements).toEqual(["bottom-start"]);
    expect(subMenuLayout(2, true).placement).toBe("left-start");
    expect(subMenuLayout(2, true).fallbackPlacements).toEqual(["right-start"]);
  });
});

const menuMarkup = `
  <ul class="et-menu nav">
    <li id="courses" class="menu-item menu-item-has-children"><a href="#">Courses</a>
      <ul class="sub-menu">
        <li id="seo" class="menu-item menu-item-has-children"><a href="/seo">SEO</a>
          <ul class="sub-menu" style="position: absolute">
            <li class="menu-item"><a id="keywords" href="/keywords">Keywords</a></li>
          </ul>
        </li>
      </ul>
    </li>
  </ul>`;

describe("subMenuDepth", () => {
  afterEach(() => document.body.replaceChildren());

  it("counts the sub-menus an item sits in", () => {
    const root = render(menuMarkup);
    const menu = root.querySelector("ul.et-menu")!;
    expect(subMenuDepth(root.querySelector("#courses")!, menu)).toBe(1);
    expect(subMenuDepth(root.querySelector("#seo")!, menu)).toBe(2);
  });
});

describe("mount", () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete (document.documentElement as { clientWidth?: number }).clientWidth;
    delete (document.documentElement as { clientHeight?: number }).clientHeight;
  });

  function setup(box: { left: number; top: number; width: number; height: number }) {
    const root = render(menuMarkup);
    const menu = root.querySelector<HTMLElement>("ul.et-menu")!;
    const third = root.querySelector<HTMLElement>("#seo > ul.sub-menu")!;
    const documentElement = document.documentElement;
    Object.defineProperty(documentElement, "clientWidth", { configurable: true, value: VIEWPORT.width });
    Object.defineProperty(documentElement, "clientHeight", { configurable: true, value: VIEWPORT.height });
    // jsdom lays nothing out: the sub-menu's box as the theme's CSS shows it, beside its item.
    third.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: box.left, y: box.top, width: box.width, height: box.height });
    Object.defineProperty(third, "offsetWidth", { configurable: true, value: box.width });
    Object.defineProperty(third, "offsetHeight", { configurable: true, value: box.height });
    root.querySelector<HTMLElement>("#seo")!.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: box.left - 220, y: box.top, width: 220, height: 40 });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const runFrames = () => {
      for (const callback of frames.splice(0)) callback(performance.now());
    };
    const cleanup = mount(menu, createTestContext(menu));
    return { root, third, runFrames, cleanup };
  }

  it("given a third level opened by focus that would leave the window, places it; when focus leaves, gives it back", async () => {
    const { root, third, runFrames, cleanup } = setup({ left: 1140, top: 200, width: 220, height: 100 });
    root.querySelector<HTMLElement>("#keywords")!.focus();
    runFrames();
    await expect.poll(() => third.getAttribute("data-placement")).toBe("left-start");
    root.querySelector<HTMLElement>("#keywords")!.blur();
    runFrames();
    expect(third.hasAttribute("data-placement")).toBe(false);
    expect(third.getAttribute("style")).toBe("position: absolute");
    cleanup();
  });

  it("given a sub-menu that fits, never touches it", async () => {
    const { root, third, runFrames, cleanup } = setup({ left: 900, top: 200, width: 220, height: 100 });
    root.querySelector<HTMLElement>("#keywords")!.focus();
    runFrames();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(third.hasAttribute("data-placement")).toBe(false);
    expect(third.getAttribute("style")).toBe("position: absolute");
    cleanup();
  });
});
