import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../test-support/context";
import { COUNT_UP_MS } from "../shared/count-up";
import { controlIntersection, createCounterContext, useFakeFrames } from "../../../test-support/counters";
import { mount } from "./number-counter";

/** The element's children as markup, to compare the server markup before mount and after cleanup. */
const markupOf = (element: Element): string =>
  [...element.childNodes].map((node) => new XMLSerializer().serializeToString(node)).join("");

function counter(value: string | null, separator: string | null, sign = "") {
  const attributes = [
    value === null ? "" : ` data-number-value="${value}"`,
    separator === null ? "" : ` data-number-separator="${separator}"`,
  ].join("");
  const container = render(
    `<div class="et_pb_module et_pb_number_counter et_pb_number_counter_0 et_pb_with_title"${attributes}><div class="percent"><p><span class="percent-value"></span><span class="percent-sign">${sign}</span></p></div><h3 class="title">Customers</h3></div>`,
  );
  const element = container.querySelector<HTMLElement>(".et_pb_number_counter")!;
  return {
    element,
    text: () => element.querySelector(".percent-value")!.textContent,
    final: () => element.querySelector(".enhance-counter__final")?.textContent,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("number counter", () => {
  it("given it comes into view, counts up from 0 to the value in 1800 ms with the separator", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element, text, final } = counter("223000", ",");
    const { context } = createCounterContext(element);
    mount(element, context);
    // 0 in the final value's width: blanks as wide as "223,00" before it.
    expect(text()).toBe("\u2007\u2007\u2007\u2008\u2007\u20070");
    expect(element.dataset["state"]).toBe("waiting");
    expect(final()).toBe("223,000");
    vi.advanceTimersByTime(COUNT_UP_MS * 2);
    expect(text()!.trim()).toBe("0");

    observers.show(element);
    vi.advanceTimersByTime(COUNT_UP_MS / 2);
    expect(element.dataset["state"]).toBe("counting");
    const middle = Number(text()!.trim().replaceAll(",", ""));
    expect(middle).toBeGreaterThan(50000);
    expect(middle).toBeLessThan(173000);
    expect(text()).toMatch(/^\u2007?\d{2,3},\d{3}$/);
    vi.advanceTimersByTime(COUNT_UP_MS / 2 + 50);
    expect(text()).toBe("223,000");
    expect(element.dataset["state"]).toBe("done");
  });

  it("keeps the value's decimals while counting and at the end", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element, text } = counter("1234.50", ".");
    const { context } = createCounterContext(element);
    mount(element, context);
    expect(text()).toBe("\u2007\u2008\u2007\u20070,00");
    observers.show(element);
    vi.advanceTimersByTime(COUNT_UP_MS / 3);
    expect(text()!.trim()).toMatch(/^\d{1,3}(\.\d{3})?,\d{2}$/);
    expect(text()).toHaveLength("1.234,50".length);
    vi.advanceTimersByTime(COUNT_UP_MS);
    expect(text()).toBe("1.234,50");
  });

  it("given a missing or empty separator, shows the digits ungrouped", () => {
    const first = counter("106000", "");
    mount(first.element, createCounterContext(first.element, { reducedMotion: () => true }).context);
    expect(first.text()).toBe("106000");
    const second = counter("2500", null);
    mount(second.element, createCounterContext(second.element, { reducedMotion: () => true }).context);
    expect(second.text()).toBe("2500");
  });

  it("given reduced motion, shows the final value at once without waiting to be seen", () => {
    const observers = controlIntersection();
    const { element, text } = counter("5000", " ");
    mount(element, createCounterContext(element, { reducedMotion: () => true }).context);
    expect(text()).toBe("5 000");
    expect(element.dataset["state"]).toBe("done");
    expect(observers.observed).toEqual([]);
  });

  it("gives screen readers the final value with its sign once; the ticking line is aria-hidden", () => {
    const { element, final } = counter("75", ",", "%");
    mount(element, createCounterContext(element).context);
    expect(element.querySelector("p")?.getAttribute("aria-hidden")).toBe("true");
    expect(final()).toBe("75%");
    expect(element.querySelectorAll(".enhance-counter__final")).toHaveLength(1);
  });

  it("given a value that is not a number, warns naming it and counts to 0", () => {
    const { element, text } = counter("lots", ",");
    const { context } = createCounterContext(element, { reducedMotion: () => true });
    mount(element, context);
    expect(context.log.warn).toHaveBeenCalledWith(
      'data-number-value "lots" is not a number; using 0',
      element,
    );
    expect(text()).toBe("0");
  });

  it("given a bad separator, warns and groups nothing", () => {
    const { element, text } = counter("12000", "123");
    const { context } = createCounterContext(element, { reducedMotion: () => true });
    mount(element, context);
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining("data-number-separator"), element);
    expect(text()).toBe("12000");
  });

  it("given no .percent-value, warns and leaves the module alone", () => {
    const container = render(`<div class="et_pb_number_counter" data-number-value="5"></div>`);
    const element = container.firstElementChild as HTMLElement;
    const { context } = createCounterContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalled();
  });

  it("given unmount mid-count, stops and restores the server markup", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element, text } = counter("900", ",");
    const { context, unmount } = createCounterContext(element);
    const cleanup = mount(element, context)!;
    observers.show(element);
    vi.advanceTimersByTime(300);
    unmount();
    cleanup();
    vi.advanceTimersByTime(COUNT_UP_MS);
    expect(text()).toBe("");
    expect(element.hasAttribute("data-state")).toBe(false);
    expect(element.querySelector("p")?.hasAttribute("aria-hidden")).toBe(false);
    expect(element.querySelector(".enhance-counter__final")).toBeNull();
  });

  it("keeps every server node: the same elements after mount, and the server markup back after cleanup", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const { element } = counter("1500", ",", "%");
    const serverHtml = markupOf(element);
    const nodes = [...element.querySelectorAll("*")];
    const { context, unmount } = createCounterContext(element);
    const cleanup = mount(element, context)!;
    observers.show(element);
    vi.advanceTimersByTime(COUNT_UP_MS / 2);
    const value = element.querySelector(".percent-value")!;
    expect(value).toBe(nodes.find((node) => node.classList.contains("percent-value")));
    expect(element.querySelector(".percent")).toBe(nodes[0]);
    expect(element.querySelector("p")).toBe(nodes[1]);
    expect(element.querySelector("h3")).toBe(nodes.at(-1));
    expect([...element.querySelectorAll("*")].filter((node) => !nodes.includes(node))).toEqual([
      element.querySelector(".enhance-counter__final"),
    ]);
    unmount();
    cleanup();
    expect(markupOf(element)).toBe(serverHtml);
    expect([...element.querySelectorAll("*")]).toEqual(nodes);
  });
});
