import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../test-support/context";
import { COUNT_UP_MS } from "../shared/count-up";
import { controlIntersection, createCounterContext, useFakeFrames } from "../../../test-support/counters";
import { mount } from "./bar-counters";

/** The element's children as markup, to compare the server markup before mount and after cleanup. */
const markupOf = (element: Element): string =>
  [...element.childNodes].map((node) => new XMLSerializer().serializeToString(node)).join("");

const bar = (title: string, width: string) =>
  `<li class="et_pb_counter et_pb_counter_0"><span class="et_pb_counter_title">${title}</span><span class="et_pb_counter_container"><span class="et_pb_counter_amount" style="" data-width="${width}"><span class="et_pb_counter_amount_number"><span class="et_pb_counter_amount_number_inner">${width}</span></span></span><span class="et_pb_counter_amount overlay" style="" data-width="${width}"><span class="et_pb_counter_amount_number"><span class="et_pb_counter_amount_number_inner">${width}</span></span></span></span></li>`;

function counters(...bars: string[]) {
  const container = render(
    `<ul class="et_pb_module et_pb_counters et_pb_counters_0 et-waypoint">${bars.join("")}</ul>`,
  );
  const element = container.querySelector<HTMLElement>(".et_pb_counters")!;
  const items = [...element.querySelectorAll<HTMLElement>("li")];
  const widths = (index: number) =>
    [...items[index]!.querySelectorAll<HTMLElement>(".et_pb_counter_amount")].map(
      (amount) => amount.style.width,
    );
  return { element, items, widths };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("bar counters", () => {
  it("given a bar comes into view, grows it and its overlay from 0 to data-width in 1800 ms", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element, items, widths } = counters(bar("SEO", "20%"), bar("Email", "60%"));
    mount(element, createCounterContext(element).context);
    expect(widths(0)).toEqual(["0%", "0%"]);
    expect(items[0]!.dataset["state"]).toBe("waiting");

    observers.show(items[0]!);
    vi.advanceTimersByTime(COUNT_UP_MS / 2);
    const middle = parseFloat(widths(0)[0]!);
    expect(middle).toBeGreaterThan(5);
    expect(middle).toBeLessThan(15);
    expect(widths(1)).toEqual(["0%", "0%"]);
    vi.advanceTimersByTime(COUNT_UP_MS / 2 + 50);
    expect(widths(0)).toEqual(["20%", "20%"]);
    expect(items[0]!.dataset["state"]).toBe("done");
    expect(items[1]!.dataset["state"]).toBe("waiting");
  });

  it("makes each bar a progressbar named by its title, with its final value from the start", () => {
    const { element, items } = counters(bar("SEO", "20%"), bar("Email", "60%"));
    mount(element, createCounterContext(element).context);
    const progress = items[1]!.querySelector(".et_pb_counter_container")!;
    expect(progress.getAttribute("role")).toBe("progressbar");
    expect(progress.getAttribute("aria-valuenow")).toBe("60");
    expect(progress.getAttribute("aria-valuemin")).toBe("0");
    expect(progress.getAttribute("aria-valuemax")).toBe("100");
    const titleId = progress.getAttribute("aria-labelledby")!;
    expect(document.getElementById(titleId)?.textContent).toBe("Email");
  });

  it("given reduced motion, shows the final widths at once", () => {
    const observers = controlIntersection();
    const { element, widths, items } = counters(bar("SEO", "45%"));
    mount(element, createCounterContext(element, { reducedMotion: () => true }).context);
    expect(widths(0)).toEqual(["45%", "45%"]);
    expect(items[0]!.dataset["state"]).toBe("done");
    expect(observers.observed).toEqual([]);
  });

  it("given a bad or out-of-range width, warns naming it and clamps", () => {
    const { element, widths } = counters(bar("A", "120%"), bar("B", "wide"), bar("C", "33.3%"));
    const { context } = createCounterContext(element, { reducedMotion: () => true });
    mount(element, context);
    expect(widths(0)[0]).toBe("100%");
    expect(widths(1)[0]).toBe("0%");
    expect(widths(2)[0]).toBe("33%");
    expect(context.log.warn).toHaveBeenCalledWith(
      'bar 1: data-width "120%" is outside 0 to 100; clamped to 100',
      expect.anything(),
    );
    expect(context.log.warn).toHaveBeenCalledWith(
      'bar 2: data-width "wide" is not a number; using 0',
      expect.anything(),
    );
  });

  it("given a bar without a title, names it by its value", () => {
    const { element, items } = counters(bar("", "70%"));
    const { context } = createCounterContext(element, { reducedMotion: () => true });
    mount(element, context);
    expect(items[0]!.querySelector(".et_pb_counter_container")!.getAttribute("aria-label")).toBe("70%");
    expect(context.log.warn).toHaveBeenCalled();
  });

  it("given no bars, warns and leaves the list alone", () => {
    const { element } = counters();
    const { context } = createCounterContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalled();
  });

  it("given cleanup, restores widths and attributes", () => {
    const { element, items, widths } = counters(bar("SEO", "20%"));
    const { context, unmount } = createCounterContext(element, { reducedMotion: () => true });
    const cleanup = mount(element, context)!;
    unmount();
    cleanup();
    const progress = items[0]!.querySelector(".et_pb_counter_container")!;
    expect(widths(0)).toEqual(["", ""]);
    expect(progress.hasAttribute("role")).toBe(false);
    expect(progress.hasAttribute("aria-labelledby")).toBe(false);
    expect(items[0]!.querySelector(".et_pb_counter_title")!.hasAttribute("id")).toBe(false);
  });

  it("keeps every server node: the same elements after mount, and the server markup back after cleanup", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element, items } = counters(bar("SEO", "20%"), bar("Email", "60%"));
    const serverHtml = markupOf(element);
    const nodes = [...element.querySelectorAll("*")];
    const { context, unmount } = createCounterContext(element);
    const cleanup = mount(element, context)!;
    observers.show(items[0]!);
    vi.advanceTimersByTime(COUNT_UP_MS / 2);
    expect([...element.querySelectorAll("*")]).toEqual(nodes);
    expect([...element.children]).toEqual(items);
    expect(items[0]!.querySelector(".et_pb_counter_container")).toBe(
      nodes.find((node) => node.classList.contains("et_pb_counter_container")),
    );
    unmount();
    cleanup();
    expect(markupOf(element)).toBe(serverHtml);
    expect([...element.querySelectorAll("*")]).toEqual(nodes);
  });
});
