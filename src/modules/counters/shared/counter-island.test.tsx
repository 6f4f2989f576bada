import { render as renderReact } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../../test-support/context";
import { CounterText } from "./counter-island";

/** The element's children as markup, to compare the server markup before mount and after cleanup. */
const markupOf = (element: Element): string =>
  [...element.childNodes].map((node) => new XMLSerializer().serializeToString(node)).join("");

afterEach(() => document.body.replaceChildren());

describe("CounterText", () => {
  it("hides the ticking line from screen readers, gives them the final value, and restores on cleanup", () => {
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
    expect(value.textContent).toBe("0");
    expect(line.style.visibility).toBe("");
    island.rerender(text("750", true));
    expect(value.textContent).toBe("750");
    expect(line.style.visibility).toBe("visible");
    expect(container.querySelector("p")).toBe(line);
    island.unmount();
    expect(value.textContent).toBe("5");
    expect(line.hasAttribute("aria-hidden")).toBe(false);
    expect(container.querySelector(".enhance-counter__final")).toBeNull();
    expect(markupOf(container)).toBe(serverHtml);
  });
});
