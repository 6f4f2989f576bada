import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { SCROLL_MS, topFocusTarget } from "./back-to-top";
import { mount } from "./back-to-top-island";

class ControlledIntersectionObserver {
  static last: ControlledIntersectionObserver | null = null;
  target: Element | null = null;
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledIntersectionObserver.last = this;
  }
  observe(target: Element): void {
    this.target = target;
  }
  unobserve(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** The sentinel is in view while the page is scrolled less than 400 px. */
  scrolledPast(past: boolean): void {
    this.callback(
      [{ target: this.target!, isIntersecting: !past } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const PAGE = `<a class="skip-link screen-reader-text" href="#main-content">Skip to content</a>
  <main id="main-content"><h1>Page</h1><p>Long text</p></main>
  <span class="et_pb_scroll_top et-pb-icon"></span>`;

function setup(reducedMotion = true) {
  const container = render(PAGE);
  const button = container.querySelector<HTMLElement>(".et_pb_scroll_top")!;
  const context = createTestContext(button, { reducedMotion: () => reducedMotion });
  const cleanup = mount(button, context);
  const observer = ControlledIntersectionObserver.last!;
  return { container, button, context, cleanup, observer };
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", ControlledIntersectionObserver);
  scrollTo = vi.fn();
  vi.spyOn(window, "scrollTo").mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("back to top", () => {
  it("given motion allowed, is still scrolling 780 ms after a click and has arrived, focus moved, by 840 ms", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 2000 });
    const { button, observer, container } = setup(false);
    observer.scrolledPast(true);
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(780);
    expect((scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top).toBeGreaterThan(0);
    expect(document.activeElement).not.toBe(container.querySelector("main"));
    vi.advanceTimersByTime(60);
    await vi.waitFor(() => expect(document.activeElement).toBe(container.querySelector("main")));
    expect(scrollTo.mock.calls.at(-1)?.[0]).toEqual({ top: 0, behavior: "instant" });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  });

  it("becomes a named button, hidden and out of the tab order while the page is at the top", () => {
    const { button } = setup();
    expect(button.getAttribute("role")).toBe("button");
    expect(button.getAttribute("aria-label")).toBe("Back to top");
    expect(button.getAttribute("tabindex")).toBe("-1");
    expect(button.getAttribute("aria-hidden")).toBe("true");
    expect(button.dataset["state"]).toBe("hidden");
    expect(button.classList.contains("et-hidden")).toBe(false);
  });

  it("watches a 400 px sentinel at the top of the page instead of listening to scroll", () => {
    const addEventListener = vi.spyOn(window, "addEventListener");
    const { observer } = setup();
    const sentinel = observer.target as HTMLElement;
    expect(sentinel.parentElement).toBe(document.body);
    expect(sentinel.style.height).toBe("400px");
    expect(sentinel.style.position).toBe("absolute");
    expect(sentinel.style.top).toBe("0px");
    expect(sentinel.getAttribute("aria-hidden")).toBe("true");
    expect(addEventListener.mock.calls.some(([type]) => type === "scroll")).toBe(false);
  });

  it("given the page scrolled past 400 px, shows with the theme's class; back above, hides again", () => {
    const { button, observer } = setup();
    observer.scrolledPast(true);
    expect(button.classList.contains("et-visible")).toBe(true);
    expect(button.style.display).toBe("block");
    expect(button.getAttribute("tabindex")).toBe("0");
    expect(button.hasAttribute("aria-hidden")).toBe(false);
    expect(button.dataset["state"]).toBe("visible");
    observer.scrolledPast(false);
    expect(button.classList.contains("et-visible")).toBe(false);
    expect(button.classList.contains("et-hidden")).toBe(true);
    expect(button.getAttribute("tabindex")).toBe("-1");
    expect(button.dataset["state"]).toBe("hidden");
  });

  it("given a click with reduced motion, jumps to the top and moves focus to the skip link's target", async () => {
    const { button, observer, container } = setup(true);
    observer.scrolledPast(true);
    await userEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
    expect(document.activeElement).toBe(container.querySelector("main"));
  });

  it.each([
    ["Enter", "{Enter}"],
    ["Space", " "],
  ])("given %s on the focused button, scrolls to the top", async (_name, key) => {
    const { button, observer } = setup(true);
    observer.scrolledPast(true);
    button.focus();
    await userEvent.keyboard(key);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("given motion allowed, scrolls over 800 ms and moves focus only when it arrives", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 2000 });
    const { button, observer, container } = setup(false);
    observer.scrolledPast(true);
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(SCROLL_MS / 2);
    const halfway = (scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top!;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(2000);
    expect(document.activeElement).not.toBe(container.querySelector("main"));
    vi.advanceTimersByTime(SCROLL_MS / 2 + 50);
    await vi.waitFor(() => expect(document.activeElement).toBe(container.querySelector("main")));
    expect(scrollTo.mock.calls.at(-1)?.[0]).toEqual({ top: 0, behavior: "instant" });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  });

  it("on cleanup, removes the sentinel and restores the span as the server printed it", () => {
    const { button, cleanup, observer } = setup();
    observer.scrolledPast(true);
    cleanup?.();
    expect(document.querySelector(".enhance-back-to-top-sentinel")).toBeNull();
    expect(button.getAttributeNames().sort()).toEqual(["class"]);
    expect(button.className).toBe("et_pb_scroll_top et-pb-icon");
  });
});

const markupOf = (node: Node): string => new XMLSerializer().serializeToString(node);

describe("back to top as a root adopting the theme's span", () => {
  it("keeps the span as the same node, in its place, with its children", () => {
    const container = render(
      `<div class="et_pb_section"><span class="et_pb_scroll_top et-pb-icon"><i>icon</i></span></div>`,
    );
    const section = container.querySelector(".et_pb_section")!;
    const button = container.querySelector<HTMLElement>(".et_pb_scroll_top")!;
    const icon = button.firstChild;
    mount(button, createTestContext(button));
    expect(container.querySelector(".et_pb_scroll_top")).toBe(button);
    expect(button.parentElement).toBe(section);
    expect(button.firstChild).toBe(icon);
    expect(button.getAttribute("role")).toBe("button");
    // A span with text has its own name.
    expect(button.hasAttribute("aria-label")).toBe(false);
  });

  it("on cleanup, the page's markup is what the server sent", () => {
    const container = render(PAGE);
    const before = markupOf(document.body);
    const button = container.querySelector<HTMLElement>(".et_pb_scroll_top")!;
    const cleanup = mount(button, createTestContext(button));
    ControlledIntersectionObserver.last!.scrolledPast(true);
    ControlledIntersectionObserver.last!.scrolledPast(false);
    expect(markupOf(document.body)).not.toBe(before);
    cleanup?.();
    expect(markupOf(document.body)).toBe(before);
    expect(ControlledIntersectionObserver.last!.disconnected).toBe(true);
  });
});

describe("topFocusTarget", () => {
  it("prefers the skip link's target, then main, then the body", () => {
    render(`<a class="skip-link" href="#content">Skip</a><div id="content"></div><main></main>`);
    expect(topFocusTarget()?.id).toBe("content");
    document.body.replaceChildren();
    render(`<a class="skip-link" href="#missing">Skip</a><main></main>`);
    expect(topFocusTarget()?.tagName).toBe("MAIN");
    document.body.replaceChildren();
    expect(topFocusTarget()).toBe(document.body);
  });
});
