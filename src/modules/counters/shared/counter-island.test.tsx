import { act, render as renderReact } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../test-support/context";
import { controlIntersection, useFakeFrames } from "../../../test-support/counters";
import { COUNT_UP_MS } from "./count-up";
import { CounterText, useCountUpFrames } from "./counter-island";

/** The element's children as markup, to compare the server markup before mount and after cleanup. */
const markupOf = (element: Element): string =>
  [...element.childNodes].map((node) => new XMLSerializer().serializeToString(node)).join("");

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("useCountUpFrames", () => {
  it("draws every frame of the count-up without React, which renders only its start and its end", () => {
    useFakeFrames();
    const observers = controlIntersection();
    const target = document.createElement("div");
    const drawn: number[] = [];
    const rendered: string[] = [];
    function Counter() {
      const view = useCountUpFrames(target, false, (progress) => drawn.push(progress));
      rendered.push(`${view.state} ${view.progress}`);
      return null;
    }
    renderReact(<Counter />);
    act(() => observers.show(target));
    act(() => void vi.advanceTimersByTime(COUNT_UP_MS + 100));
    expect(rendered).toEqual(["waiting 0", "counting 0", "done 1"]);
    expect(drawn.length).toBeGreaterThan(50);
    expect(drawn.every((progress) => progress >= 0 && progress < 1)).toBe(true);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
  });
});

describe("CounterText", () => {
  it("hides the ticking line from screen readers and from sight until it starts, gives them the final value, and restores on cleanup", () => {
    const container = render(
      `<div class="percent"><p><span class="percent-value">5</span><span class="percent-sign">%</span></p></div>`,
    );
    const serverHtml = markupOf(container);
    const value = container.querySelector<HTMLElement>(".percent-value")!;
    const line = container.querySelector("p")!;
    const text = (shown: string, started: boolean) => (
      <CounterText valueElement={value} finalText="1,500" text={shown} started={started} />
    );
    const island = renderReact(text("0", false));
    expect(line.getAttribute("aria-hidden")).toBe("true");
    const final = container.querySelector(".enhance-counter__final")!;
    expect(final.textContent).toBe("1,500%");
    expect(final.parentElement).toBe(container.querySelector(".percent"));
    expect(final.previousElementSibling).toBe(line);
    expect(value.textContent).toBe("\u2007\u2008\u2007\u20070");
    expect(line.style.visibility).toBe("hidden");
    island.rerender(text("750", true));
    expect(value.textContent).toBe("\u2007\u2008750");
    expect(line.style.visibility).toBe("visible");
    expect(container.querySelector("p")).toBe(line);
    island.unmount();
    expect(value.textContent).toBe("5");
    expect(line.hasAttribute("aria-hidden")).toBe(false);
    expect(container.querySelector(".enhance-counter__final")).toBeNull();
    expect(markupOf(container)).toBe(serverHtml);
  });
});
