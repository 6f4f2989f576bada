import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import {
  FULLSCREEN_EXTRA_MARGIN_PX,
  SCROLL_DOWN_LABEL,
  SCROLL_DOWN_MS,
  fullscreenMinHeight,
  mount,
  needsExtraMargin,
  nextSection,
} from "./fullscreen-header";

const scroll = vi.hoisted(() => ({
  scrollToElement: vi.fn(() => Promise.resolve()),
  scrollWindowTo: vi.fn(() => Promise.resolve()),
}));
vi.mock("../../../core/scroll", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../core/scroll")>()),
  ...scroll,
}));

/** A ResizeObserver the test drives: `resize(element, height)` reports a new border-box height. */
function stubResize() {
  const observed = new Map<Element, ResizeObserverCallback>();
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      observed.set(target, this.callback);
    }
    unobserve(target: Element) {
      observed.delete(target);
    }
    disconnect() {
      observed.clear();
    }
  }
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  return {
    observed,
    resize(target: Element, height: number) {
      observed.get(target)?.(
        [
          {
            target,
            borderBoxSize: [{ blockSize: height, inlineSize: 100 }],
          } as unknown as ResizeObserverEntry,
        ],
        {} as ResizeObserver,
      );
    },
  };
}

const HEADER = (
  link = '<a href="#" class="scroll-down-container"><span class="scroll-down et-pb-icon">3</span></a>',
) => `
  <div class="et_pb_section et_pb_section_0 et_pb_fullwidth_section">
    <section class="et_pb_module et_pb_fullwidth_header et_pb_fullwidth_header_0 et_pb_fullscreen">
      <div class="et_pb_fullwidth_header_container center">
        <div class="header-content-container center"><div class="header-content"><h1>Title</h1></div></div>
      </div>
      <div class="et_pb_fullwidth_header_overlay"></div>
      <div class="et_pb_fullwidth_header_scroll">${link}</div>
    </section>
  </div>
  <p>Not a section</p>
  <div class="et_pb_section et_pb_section_1" id="next">Next section</div>`;

let resize: ReturnType<typeof stubResize>;

beforeEach(() => {
  resize = stubResize();
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.getElementById("wpadminbar")?.remove();
});

function setup({ reducedMotion = false, link }: { reducedMotion?: boolean; link?: string } = {}) {
  const container = render(HEADER(link));
  const header = container.querySelector<HTMLElement>(".et_pb_fullscreen")!;
  const context = createTestContext(header, { reducedMotion: () => reducedMotion });
  const cleanup = mount(header, context);
  return { container, header, context, cleanup };
}

describe("fullscreen header", () => {
  it("pins the spec's constants: 800 ms scroll, 80 px extra margin, the Scroll down label", () => {
    expect(SCROLL_DOWN_MS).toBe(800);
    expect(FULLSCREEN_EXTRA_MARGIN_PX).toBe(80);
    expect(SCROLL_DOWN_LABEL).toBe("Scroll down");
  });

  it("computes the minimum height and when the content needs the extra room", () => {
    expect(fullscreenMinHeight(0)).toBe("100vh");
    expect(fullscreenMinHeight(32)).toBe("calc(100vh - 32px)");
    expect(needsExtraMargin(900, 800)).toBe(true);
    expect(needsExtraMargin(800, 800)).toBe(false);
  });

  it("finds the next section, skipping other elements", () => {
    const { header, container } = setup();
    expect(nextSection(header)).toBe(container.querySelector("#next"));
    expect(nextSection(container.querySelector("#next")!)).toBeNull();
  });

  it("makes the header and its container at least as tall as the viewport", () => {
    const { header } = setup();
    expect(header.style.minHeight).toBe("100vh");
    expect(header.querySelector<HTMLElement>(".et_pb_fullwidth_header_container")!.style.minHeight).toBe(
      "100vh",
    );
  });

  it("subtracts a fixed admin bar", () => {
    const bar = document.createElement("div");
    bar.id = "wpadminbar";
    bar.style.position = "fixed";
    document.body.append(bar);
    const { header } = setup();
    resize.resize(bar, 32);
    expect(header.style.minHeight).toBe("calc(100vh - 32px)");
  });

  it("reads the admin bar again 300 ms after a resize: a bar that turns static at 782 px stops counting", () => {
    vi.useFakeTimers();
    try {
      const bar = document.createElement("div");
      bar.id = "wpadminbar";
      bar.style.position = "fixed";
      document.body.append(bar);
      const { header } = setup();
      resize.resize(bar, 46);
      expect(header.style.minHeight).toBe("calc(100vh - 46px)");
      Object.defineProperty(window, "innerWidth", { value: 782, configurable: true });
      bar.style.position = "absolute";
      window.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(299);
      expect(header.style.minHeight).toBe("calc(100vh - 46px)");
      vi.advanceTimersByTime(1);
      expect(header.style.minHeight).toBe("100vh");
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives content taller than the viewport 80 px of room at the bottom, and takes it back", () => {
    const { header } = setup();
    const content = header.querySelector<HTMLElement>(".header-content-container")!;
    resize.resize(content, 700);
    expect(content.style.paddingBottom).toBe("");
    resize.resize(content, 900);
    expect(content.style.paddingBottom).toBe("80px");
    resize.resize(content, 980);
    expect(content.style.paddingBottom).toBe("80px");
    resize.resize(content, 780);
    expect(content.style.paddingBottom).toBe("");
  });

  it("names the scroll-down link and hides its icon glyph from screen readers", () => {
    const { header } = setup();
    const link = header.querySelector<HTMLElement>("a")!;
    expect(link.getAttribute("aria-label")).toBe("Scroll down");
    expect(link.querySelector(".et-pb-icon")!.getAttribute("aria-hidden")).toBe("true");
  });

  it("given a click (or Enter on the link), scrolls to the next section in 800 ms", async () => {
    const { header, container } = setup();
    const link = header.querySelector<HTMLAnchorElement>("a")!;
    link.focus();
    await userEvent.keyboard("{Enter}");
    expect(scroll.scrollToElement).toHaveBeenCalledWith(container.querySelector("#next"), {
      duration: 800,
      signal: expect.any(AbortSignal),
    });
  });

  it("given reduced motion, scrolls at once", async () => {
    scroll.scrollToElement.mockClear();
    const { header } = setup({ reducedMotion: true });
    await userEvent.click(header.querySelector("a")!);
    expect(scroll.scrollToElement).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ duration: 0 }),
    );
  });

  it("given no next section, scrolls to the end of the header's section", async () => {
    const container = render(
      '<div class="et_pb_section"><section class="et_pb_fullwidth_header et_pb_fullscreen"><div class="et_pb_fullwidth_header_scroll"><a href="#">3</a></div></section></div>',
    );
    const header = container.querySelector<HTMLElement>(".et_pb_fullscreen")!;
    mount(header, createTestContext(header, { reducedMotion: () => false }));
    await userEvent.click(header.querySelector("a")!);
    expect(scroll.scrollWindowTo).toHaveBeenCalledWith(0, expect.objectContaining({ duration: 800 }));
  });

  it("makes a link without href a button the keyboard can reach and press", async () => {
    scroll.scrollToElement.mockClear();
    const { header, cleanup } = setup({
      link: '<a class="scroll-down-container"><span class="scroll-down et-pb-icon">3</span></a>',
    });
    const link = header.querySelector<HTMLElement>("a")!;
    expect(link.getAttribute("role")).toBe("button");
    expect(link.tabIndex).toBe(0);
    link.focus();
    await userEvent.keyboard(" ");
    expect(scroll.scrollToElement).toHaveBeenCalledTimes(1);
    cleanup?.();
    expect(link.hasAttribute("role")).toBe(false);
    expect(link.hasAttribute("tabindex")).toBe(false);
  });

  it("keeps a label the page already gives", () => {
    const { header } = setup({
      link: '<a href="#" aria-label="Weiter"><span class="et-pb-icon">3</span></a>',
    });
    expect(header.querySelector("a")!.getAttribute("aria-label")).toBe("Weiter");
  });

  it("on cleanup, gives back the sizes and attributes", () => {
    const { header, cleanup } = setup();
    cleanup?.();
    expect(header.style.minHeight).toBe("");
    expect(header.querySelector("a")!.hasAttribute("aria-label")).toBe(false);
    expect(header.querySelector(".et-pb-icon")!.hasAttribute("aria-hidden")).toBe(false);
    expect(resize.observed.size).toBe(0);
  });
});
