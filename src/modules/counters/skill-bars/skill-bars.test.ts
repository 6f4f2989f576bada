import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../test-support/context";
import { COUNT_UP_MS } from "../shared/count-up";
import { controlIntersection, createCounterContext, useFakeFrames } from "../../../test-support/counters";
import { mount } from "./skill-bars";

/** The element's children as markup, to compare the server markup before mount and after cleanup. */
const markupOf = (element: Element): string =>
  [...element.childNodes].map((node) => new XMLSerializer().serializeToString(node)).join("");

function skills(...items: Array<[name: string, value: string]>) {
  const container = render(
    `<div class="enhance-skills"><ul>${items
      .map(
        ([name, value]) =>
          `<li data-skill-value="${value}"><span class="enhance-skills__name">${name}</span></li>`,
      )
      .join("")}</ul></div>`,
  );
  const element = container.querySelector<HTMLElement>(".enhance-skills")!;
  const items_ = () => [...element.querySelectorAll<HTMLElement>("li")];
  const fill = (index: number) => items_()[index]!.querySelector<HTMLElement>(".enhance-skills__fill")!;
  const bar = (index: number) => items_()[index]!.querySelector<HTMLElement>("[role=progressbar]")!;
  return { element, items: items_, fill, bar };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("skill bars", () => {
  it("given a skill comes into view, grows its bar from 0 to the value in 1800 ms", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element, items, fill } = skills(["SEO", "85"], ["Writing", "60"]);
    mount(element, createCounterContext(element).context);
    expect(fill(0).style.width).toBe("0%");
    observers.show(items()[0]!);
    vi.advanceTimersByTime(COUNT_UP_MS / 2);
    // Halfway in time is about halfway on the symmetric curve (the first frame only records the start).
    expect(parseFloat(fill(0).style.width)).toBeGreaterThan(35);
    expect(parseFloat(fill(0).style.width)).toBeLessThan(50);
    vi.advanceTimersByTime(COUNT_UP_MS / 2 + 50);
    expect(fill(0).style.width).toBe("85%");
    expect(fill(1).style.width).toBe("0%");
    expect(items()[0]!.dataset["state"]).toBe("done");
  });

  it("makes each skill a progressbar named by the skill, showing its value as text", () => {
    const { element, items, bar } = skills(["SEO", "85"]);
    mount(element, createCounterContext(element).context);
    expect(bar(0).getAttribute("aria-valuenow")).toBe("85");
    expect(bar(0).getAttribute("aria-valuemin")).toBe("0");
    expect(bar(0).getAttribute("aria-valuemax")).toBe("100");
    expect(document.getElementById(bar(0).getAttribute("aria-labelledby")!)?.textContent).toBe("SEO");
    const value = items()[0]!.querySelector(".enhance-skills__value")!;
    expect(value.textContent).toBe("85%");
    expect(value.getAttribute("aria-hidden")).toBe("true");
  });

  it("clamps out-of-range values and reads non-numbers as 0, warning with the value", () => {
    const { element, bar } = skills(["SEO", "140"], ["Ads", "-3"], ["Email", "lots"], ["Video", "72.6"]);
    const { context } = createCounterContext(element, { reducedMotion: () => true });
    mount(element, context);
    expect([0, 1, 2, 3].map((index) => bar(index).getAttribute("aria-valuenow"))).toEqual([
      "100",
      "0",
      "0",
      "73",
    ]);
    expect(context.log.warn).toHaveBeenCalledWith(
      'SEO: data-skill-value "140" is outside 0 to 100; clamped to 100',
      expect.anything(),
    );
    expect(context.log.warn).toHaveBeenCalledWith(
      'Ads: data-skill-value "-3" is outside 0 to 100; clamped to 0',
      expect.anything(),
    );
    expect(context.log.warn).toHaveBeenCalledWith(
      'Email: data-skill-value "lots" is not a number; using 0',
      expect.anything(),
    );
  });

  it("given reduced motion, shows the final widths at once", () => {
    const observers = controlIntersection();
    const { element, fill, items } = skills(["SEO", "85"]);
    mount(element, createCounterContext(element, { reducedMotion: () => true }).context);
    expect(fill(0).style.width).toBe("85%");
    expect(items()[0]!.dataset["state"]).toBe("done");
    expect(observers.observed).toEqual([]);
  });

  it("given no items, warns and does nothing", () => {
    const { element } = skills();
    const { context } = createCounterContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledWith("left as it is: no li[data-skill-value] items", element);
  });

  it("given cleanup, removes what it added", () => {
    const { element, items } = skills(["SEO", "85"]);
    const { context, unmount } = createCounterContext(element, { reducedMotion: () => true });
    const cleanup = mount(element, context)!;
    unmount();
    cleanup();
    expect(items()[0]!.children).toHaveLength(1);
    expect(items()[0]!.querySelector(".enhance-skills__name")!.hasAttribute("id")).toBe(false);
    expect(items()[0]!.hasAttribute("data-state")).toBe(false);
  });

  it("keeps every server node: the same elements after mount, and the server markup back after cleanup", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element, items } = skills(["SEO", "85"], ["Writing", "60"]);
    const serverHtml = markupOf(element);
    const nodes = [...element.querySelectorAll("*")];
    const { context, unmount } = createCounterContext(element);
    const cleanup = mount(element, context)!;
    observers.show(items()[0]!);
    vi.advanceTimersByTime(COUNT_UP_MS / 2);
    expect(items()).toEqual(nodes.filter((node) => node.tagName === "LI"));
    expect(element.querySelector("ul")).toBe(nodes[0]);
    expect([...element.querySelectorAll(".enhance-skills__name")]).toEqual(
      nodes.filter((node) => node.classList.contains("enhance-skills__name")),
    );
    expect(items()[0]!.children).toHaveLength(3);
    unmount();
    cleanup();
    expect(markupOf(element)).toBe(serverHtml);
    expect([...element.querySelectorAll("*")]).toEqual(nodes);
  });
});
