import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { mount } from "./accordion-island";
import { removeSlidesOnTimers, slidesOnTimers } from "../../../test-support/slides-on-timers";
import { TOGGLE_ANIMATION_MS } from "../shared/use-toggle-motion";

const item = (index: number, open: boolean, title: string) => `
  <div class="et_pb_toggle et_pb_module et_pb_accordion_item et_pb_accordion_item_${index} ${open ? "et_pb_toggle_open" : "et_pb_toggle_close"}">
    <h5 class="et_pb_toggle_title">${title}</h5>
    <div class="et_pb_toggle_content clearfix"><p>${title} answer</p></div>
  </div>`;

const ACCORDION = `<div class="et_pb_module et_pb_accordion et_pb_accordion_0">${item(0, true, "First")}${item(1, false, "Second")}${item(2, false, "Third")}</div>`;

function setup() {
  const container = render(ACCORDION);
  const host = container.querySelector<HTMLElement>(".et_pb_accordion")!;
  act(() => void mount(host, createTestContext(host)));
  return { host, items: () => [...host.querySelectorAll<HTMLElement>(".et_pb_accordion_item")] };
}

afterEach(() => document.body.replaceChildren());

describe("accordion island", () => {
  it("exposes each header as a button controlling a region", () => {
    setup();
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-expanded"))).toEqual(["true", "false", "false"]);
    expect(screen.getByRole("region", { name: "First" }).textContent).toBe("First answer");
  });

  it("given a click on a closed item, opens it and closes the open sibling", async () => {
    const { items } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Third" }));
    expect(items().map((element) => element.classList.contains("et_pb_toggle_open"))).toEqual([
      false,
      false,
      true,
    ]);
    expect(items().map((element) => element.dataset["state"])).toEqual(["closed", "closed", "open"]);
  });

  it("given a click on the open item, does nothing", async () => {
    const { items } = setup();
    await userEvent.click(screen.getByRole("button", { name: "First" }));
    expect(items()[0]?.classList.contains("et_pb_toggle_open")).toBe(true);
    expect(screen.getByRole("button", { name: "First" }).getAttribute("aria-expanded")).toBe("true");
  });

  it.each([
    ["{ArrowDown}", "Second"],
    ["{ArrowUp}", "Third"],
    ["{End}", "Third"],
    ["{ArrowDown}{ArrowDown}{ArrowDown}", "First"],
    ["{End}{Home}", "First"],
  ])("given focus on the first header, on %s moves focus to %s", async (keys, name) => {
    setup();
    act(() => screen.getByRole("button", { name: "First" }).focus());
    await userEvent.keyboard(keys);
    expect(document.activeElement).toBe(screen.getByRole("button", { name }));
  });

  it("given Enter on a focused closed header, opens it", async () => {
    const { items } = setup();
    act(() => screen.getByRole("button", { name: "Second" }).focus());
    await userEvent.keyboard("{Enter}");
    expect(items()[1]?.classList.contains("et_pb_toggle_open")).toBe(true);
    expect(items()[0]?.classList.contains("et_pb_toggle_close")).toBe(true);
  });
});

describe("accordion island: following the theme classes set by another script", () => {
  const flush = (): Promise<void> => act(async () => undefined);
  const expanded = (): Array<string | null> =>
    screen.getAllByRole("button").map((button) => button.getAttribute("aria-expanded"));

  it("given et_pb_toggle_close added from outside to the open item, closes it: ARIA, hidden and data-state follow", async () => {
    const { items } = setup();
    items()[0]?.classList.add("et_pb_toggle_close");
    await flush();
    expect(expanded()).toEqual(["false", "false", "false"]);
    const first = items()[0]!;
    expect(first.querySelector<HTMLElement>(".et_pb_toggle_content")?.hidden).toBe(true);
    expect(first.dataset["state"]).toBe("closed");
    expect(first.classList.contains("et_pb_toggle_open")).toBe(false);
  });

  it("given the theme's sibling flip from outside (third opened, first closed), follows both", async () => {
    const { items } = setup();
    items()[0]?.classList.replace("et_pb_toggle_open", "et_pb_toggle_close");
    items()[2]?.classList.replace("et_pb_toggle_close", "et_pb_toggle_open");
    await flush();
    expect(expanded()).toEqual(["false", "false", "true"]);
    expect(items().map((element) => element.dataset["state"])).toEqual(["closed", "closed", "open"]);
    expect(screen.getByRole("region", { name: "Third" }).hidden).toBe(false);
  });

  it("given only the second item opened from outside, keeps one item open by closing the first", async () => {
    const { items } = setup();
    items()[1]?.classList.replace("et_pb_toggle_close", "et_pb_toggle_open");
    await flush();
    expect(expanded()).toEqual(["false", "true", "false"]);
    expect(items().map((element) => element.classList.contains("et_pb_toggle_open"))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("after following another script, the visitor's clicks work as before", async () => {
    const { items } = setup();
    items()[0]?.classList.replace("et_pb_toggle_open", "et_pb_toggle_close");
    await flush();
    expect(expanded()).toEqual(["false", "false", "false"]);
    await userEvent.click(screen.getByRole("button", { name: "Second" }));
    expect(expanded()).toEqual(["false", "true", "false"]);
    await userEvent.click(screen.getByRole("button", { name: "First" }));
    expect(expanded()).toEqual(["true", "false", "false"]);
  });
});

describe("accordion island: presses during the 700 ms slides are kept, the last one wins", () => {
  afterEach(() => {
    vi.useRealTimers();
    removeSlidesOnTimers();
  });

  function setupSliding() {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const slides = slidesOnTimers();
    const container = render(ACCORDION);
    const host = container.querySelector<HTMLElement>(".et_pb_accordion")!;
    act(() => void mount(host, createTestContext(host, { reducedMotion: () => false })));
    const press = (name: string): void => act(() => screen.getByRole("button", { name }).click());
    const advance = (ms: number): Promise<void> => act(async () => void vi.advanceTimersByTime(ms));
    const expanded = (): Array<string | null> =>
      screen.getAllByRole("button").map((button) => button.getAttribute("aria-expanded"));
    const classesOpen = (): boolean[] =>
      [...host.querySelectorAll(".et_pb_accordion_item")].map((item) =>
        item.classList.contains("et_pb_toggle_open"),
      );
    return { host, slides, press, advance, expanded, classesOpen };
  }

  it("given a press on another item while two items slide, opens it when the slides end", async () => {
    const { host, slides, press, advance, expanded, classesOpen } = setupSliding();
    press("Second");
    // In item order: the first closes, the second opens.
    expect(slides).toEqual(["close", "open"]);
    expect(host.classList.contains("et_pb_accordion_toggling")).toBe(true);
    press("Third");
    // No slide starts while two run; the press waits.
    expect(slides).toEqual(["close", "open"]);
    expect(expanded()).toEqual(["false", "true", "false"]);
    await advance(TOGGLE_ANIMATION_MS);
    expect(expanded()).toEqual(["false", "false", "true"]);
    expect(slides).toEqual(["close", "open", "close", "open"]);
    await advance(TOGGLE_ANIMATION_MS);
    expect(classesOpen()).toEqual([false, false, true]);
    expect(host.classList.contains("et_pb_accordion_toggling")).toBe(false);
  });

  it("given presses on two items during the slides, the last one opens", async () => {
    const { press, advance, expanded, classesOpen } = setupSliding();
    press("Second");
    press("Third");
    press("First");
    await advance(TOGGLE_ANIMATION_MS);
    await advance(TOGGLE_ANIMATION_MS);
    expect(expanded()).toEqual(["true", "false", "false"]);
    expect(classesOpen()).toEqual([true, false, false]);
  });

  it("given a press on another item and then on the item opening, the last press wins: nothing more slides", async () => {
    const { slides, press, advance, expanded, classesOpen } = setupSliding();
    press("Second");
    press("Third");
    press("Second");
    await advance(TOGGLE_ANIMATION_MS);
    await advance(TOGGLE_ANIMATION_MS);
    expect(slides).toEqual(["close", "open"]);
    expect(expanded()).toEqual(["false", "true", "false"]);
    expect(classesOpen()).toEqual([false, true, false]);
  });
});
