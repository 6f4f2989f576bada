import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { BREAKPOINT_QUERIES, mount, parseBreakpoint } from "./accordion-table";

const block = (name: string) =>
  `<div class="enhance-accordion-table__block"><h3 class="enhance-accordion-table__header">${name}</h3><div class="enhance-accordion-table__body"><p>${name} details</p></div></div>`;

function stubMedia(matches: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: vi.fn(),
  };
  vi.spyOn(window, "matchMedia").mockReturnValue(query as unknown as MediaQueryList);
  return {
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function setup(breakpoint: string) {
  const container = render(
    `<div class="enhance-accordion-table" data-breakpoint="${breakpoint}">${block("Basic")}${block("Pro")}${block("Team")}</div>`,
  );
  const host = container.querySelector<HTMLElement>(".enhance-accordion-table")!;
  const context = createTestContext(host);
  const cleanup = mount(host, context);
  const bodies = () =>
    [...host.querySelectorAll<HTMLElement>(".enhance-accordion-table__body")].map((body) => !body.hidden);
  return { host, context, cleanup, bodies };
}

/** The element's children as markup, to compare the server markup before mount and after cleanup. */
const markupOf = (element: Element): string =>
  [...element.childNodes].map((node) => new XMLSerializer().serializeToString(node)).join("");

afterEach(() => document.body.replaceChildren());

describe("accordion table", () => {
  it("knows the three breakpoints of the spec", () => {
    expect(BREAKPOINT_QUERIES).toEqual({
      desktop: null,
      tablet: "(max-width: 980px)",
      phone: "(max-width: 767px)",
    });
    expect(parseBreakpoint("phone")).toBe("phone");
    expect(parseBreakpoint("watch")).toBeNull();
  });

  it("given the desktop breakpoint, is always an accordion with the first block open", () => {
    const { host, bodies } = setup("desktop");
    expect(host.dataset["state"]).toBe("accordion");
    expect(bodies()).toEqual([true, false, false]);
    expect(host.querySelectorAll("button[aria-expanded]")).toHaveLength(3);
  });

  it("given a click on a header, toggles that block, closes the others and shows the pressed state", async () => {
    const { host, bodies } = setup("desktop");
    const buttons = host.querySelectorAll<HTMLButtonElement>("button");
    await userEvent.click(buttons[2]!);
    expect(bodies()).toEqual([false, false, true]);
    expect(buttons[2]?.getAttribute("aria-expanded")).toBe("true");
    expect(buttons[2]?.parentElement?.classList.contains("enhance-accordion-table__header--pressed")).toBe(
      true,
    );
    await userEvent.click(buttons[2]!);
    expect(bodies()).toEqual([false, false, false]);
  });

  it("given Space or Enter on a header, toggles it", async () => {
    const { host, bodies } = setup("desktop");
    host.querySelectorAll<HTMLButtonElement>("button")[1]!.focus();
    await userEvent.keyboard(" ");
    expect(bodies()).toEqual([false, true, false]);
    await userEvent.keyboard("{Enter}");
    expect(bodies()).toEqual([false, false, false]);
  });

  it("given the phone breakpoint on a wide screen, is a plain table until the screen is narrow", () => {
    const media = stubMedia(false);
    const { host, bodies } = setup("phone");
    expect(window.matchMedia).toHaveBeenCalledWith("(max-width: 767px)");
    expect(host.dataset["state"]).toBe("table");
    expect(bodies()).toEqual([true, true, true]);
    expect(host.querySelector("button")).toBeNull();
    media.set(true);
    expect(host.dataset["state"]).toBe("accordion");
    expect(bodies()).toEqual([true, false, false]);
  });

  it("given an unknown breakpoint, warns and behaves as desktop", () => {
    const { context, host } = setup("watch");
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining('"watch"'), host);
    expect(host.dataset["state"]).toBe("accordion");
  });

  it("on cleanup, gives the headers their text back and shows every block", () => {
    const { host, cleanup, bodies } = setup("desktop");
    cleanup?.();
    expect(host.querySelector("button")).toBeNull();
    expect(host.querySelector("h3")?.textContent).toBe("Basic");
    expect(bodies()).toEqual([true, true, true]);
  });

  it("keeps every server node through both states, and gives the server markup back on cleanup", () => {
    const media = stubMedia(true);
    const container = render(
      `<div class="enhance-accordion-table" data-breakpoint="phone">${block("Basic")}${block("Pro")}</div>`,
    );
    const host = container.querySelector<HTMLElement>(".enhance-accordion-table")!;
    const serverHtml = markupOf(host);
    const nodes = [...host.querySelectorAll("*")];
    const headerText = [...host.querySelectorAll("h3")].map((header) => header.firstChild);
    const cleanup = mount(host, createTestContext(host))!;
    const kept = () => [...host.querySelectorAll("*")].filter((node) => node.tagName !== "BUTTON");
    expect(kept()).toEqual(nodes);
    const buttons = [...host.querySelectorAll("button")];
    expect(buttons.map((button) => button.firstChild)).toEqual(headerText);
    expect(buttons.map((button) => button.parentElement)).toEqual([...host.querySelectorAll("h3")]);
    media.set(false);
    expect(host.querySelector("button")).toBeNull();
    expect([...host.querySelectorAll("*")]).toEqual(nodes);
    expect([...host.querySelectorAll("h3")].map((header) => header.firstChild)).toEqual(headerText);
    media.set(true);
    expect(kept()).toEqual(nodes);
    cleanup();
    expect(markupOf(host)).toBe(serverHtml);
    expect([...host.querySelectorAll("*")]).toEqual(nodes);
  });
});
