import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StartableHashRouter } from "../../../hash-router";
import { createTestContext, render } from "../../../test-support/context";
import { parseTabs, tabIndexFromParam } from "./parse";
import { mount } from "./tabs-island";
import { TAB_FADE_MS } from "./Tabs";

const TABS = `
<div id="course-tabs" class="et_pb_module et_pb_tabs et_pb_tabs_0">
  <ul class="et_pb_tabs_controls clearfix">
    <li class="et_pb_tab_0 et_pb_tab_active"><a href="#">Overview</a></li>
    <li class="et_pb_tab_1"><a href="#tab-pricing">Pricing <strong>new</strong></a></li>
    <li class="et_pb_tab_2"><a href="#">Reviews</a></li>
  </ul>
  <div class="et_pb_all_tabs">
    <div class="et_pb_tab et_pb_tab_0 clearfix et_pb_active_content"><div class="et_pb_tab_content"><p>Overview text</p></div></div>
    <div class="et_pb_tab et_pb_tab_1 clearfix"><div class="et_pb_tab_content"><p>Pricing text</p><button class="nested">Inside</button></div></div>
    <div class="et_pb_tab et_pb_tab_2 clearfix" style="border-top-color: rgb(12, 209, 235)"><div class="et_pb_tab_content"><p>Reviews text</p></div></div>
  </div>
</div>`;

function setup(html = TABS) {
  window.history.replaceState(null, "", "/tabs");
  const container = render(html);
  const host = container.querySelector<HTMLElement>(".et_pb_tabs")!;
  const context = createTestContext(host);
  let cleanup: (() => void) | undefined;
  act(() => {
    cleanup = mount(host, context);
  });
  return { host, context, cleanup: () => act(() => cleanup?.()) };
}

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

describe("parseTabs", () => {
  it("reads tabs, labels, panels and the active tab from the theme markup", () => {
    const host = render(TABS).querySelector(".et_pb_tabs")!;
    const parsed = parseTabs(host);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.model.tabs).toHaveLength(3);
    expect(parsed.model.activeIndex).toBe(0);
    expect(parsed.model.tabs[1]?.name).toBe("tab-pricing");
    expect(parsed.model.tabs[2]?.panel["style"]).toEqual({ borderTopColor: "rgb(12, 209, 235)" });
  });

  it("given markup without panels, says why instead of throwing", () => {
    const host = render(
      '<div class="et_pb_tabs"><ul class="et_pb_tabs_controls"><li><a>x</a></li></ul></div>',
    ).firstElementChild!;
    expect(parseTabs(host)).toEqual({
      ok: false,
      reason: "no .et_pb_tabs_controls list or .et_pb_all_tabs container",
    });
  });

  it("accepts only whole in-range indexes from a deep link", () => {
    expect(tabIndexFromParam("2", 3)).toBe(2);
    expect(tabIndexFromParam("3", 3)).toBeNull();
    expect(tabIndexFromParam("-1", 3)).toBeNull();
    expect(tabIndexFromParam("1e1", 3)).toBeNull();
    expect(tabIndexFromParam(undefined, 3)).toBeNull();
  });
});

describe("tabs island", () => {
  it("adds the APG tabs roles and states to the existing list and panels", () => {
    setup();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Overview", "Pricing new", "Reviews"]);
    expect(tabs[0]).toHaveProperty("tabIndex", 0);
    expect(tabs[1]).toHaveProperty("tabIndex", -1);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tabs[0]?.id);
    expect(tabs[0]?.getAttribute("aria-controls")).toBe(panel.id);
    expect(document.querySelectorAll(".et_pb_tab[hidden]")).toHaveLength(2);
    expect(screen.getByRole("tablist").classList.contains("et_pb_tabs_controls")).toBe(true);
  });

  it("given a click on a tab, should show its panel and keep the theme classes in step", async () => {
    const { host } = setup();
    await userEvent.click(screen.getByRole("tab", { name: "Reviews" }));
    const items = host.querySelectorAll(".et_pb_tabs_controls li");
    expect(items[2]?.classList.contains("et_pb_tab_active")).toBe(true);
    expect(items[0]?.classList.contains("et_pb_tab_active")).toBe(false);
    const panels = host.querySelectorAll<HTMLElement>(".et_pb_tab");
    expect(panels[2]?.classList.contains("et_pb_active_content")).toBe(true);
    expect(panels[2]?.hidden).toBe(false);
    expect(panels[0]?.hidden).toBe(true);
    expect(panels[2]?.dataset["state"]).toBe("active");
  });

  it("moves the original nodes instead of copying them, so nested modules keep their listeners", async () => {
    const container = render(TABS);
    const nested = container.querySelector<HTMLButtonElement>("button.nested")!;
    const clicks = vi.fn();
    nested.addEventListener("click", clicks);
    const host = container.querySelector<HTMLElement>(".et_pb_tabs")!;
    act(() => void mount(host, createTestContext(host)));
    await userEvent.click(screen.getByRole("tab", { name: /Pricing/ }));
    expect(host.querySelector("button.nested")).toBe(nested);
    await userEvent.click(nested);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["{ArrowRight}", 1],
    ["{ArrowRight}{ArrowRight}{ArrowRight}", 0],
    ["{ArrowLeft}", 2],
    ["{End}", 2],
    ["{End}{Home}", 0],
  ])("given focus on the first tab, on %s should select and focus tab %i", async (keys, expected) => {
    setup();
    const tabs = screen.getAllByRole("tab");
    act(() => tabs[0]?.focus());
    await userEvent.keyboard(keys);
    expect(document.activeElement).toBe(tabs[expected]);
    expect(tabs[expected]?.getAttribute("aria-selected")).toBe("true");
  });

  it("while a fade runs, the focused tab holds the tab stop; leaving the list gives it back to the selected tab", async () => {
    // A fade that never ends keeps the keyboard's next choice waiting, as on a slow machine.
    const animate = vi.fn(() => ({ finished: new Promise(() => {}), cancel: () => {} }));
    Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true });
    try {
      const host = render(TABS).querySelector<HTMLElement>(".et_pb_tabs")!;
      act(() => void mount(host, createTestContext(host, { reducedMotion: () => false })));
      const tabs = screen.getAllByRole("tab");
      act(() => tabs[0]?.focus());
      await userEvent.keyboard("{ArrowRight}");
      expect(tabs[1]?.getAttribute("aria-selected")).toBe("true");
      await userEvent.keyboard("{ArrowRight}");
      expect(document.activeElement).toBe(tabs[2]);
      expect(tabs[1]?.getAttribute("aria-selected")).toBe("true");
      expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole("tabpanel"));
      expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    } finally {
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    }
  });

  it("given a modifier key with an arrow, leaves it to the browser", async () => {
    setup();
    const tabs = screen.getAllByRole("tab");
    act(() => tabs[0]?.focus());
    await userEvent.keyboard("{Alt>}{ArrowRight}{/Alt}");
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
  });

  it("given a deep link id|index on load, opens that tab", () => {
    window.history.replaceState(null, "", "/tabs#course-tabs|2");
    const container = render(TABS);
    const host = container.querySelector<HTMLElement>(".et_pb_tabs")!;
    act(() => void mount(host, createTestContext(host)));
    expect(screen.getByRole("tab", { name: "Reviews" }).getAttribute("aria-selected")).toBe("true");
  });

  it("given a named deep link #tab-pricing (or #pricing), opens that tab", () => {
    for (const hash of ["#tab-pricing", "#pricing"]) {
      window.history.replaceState(null, "", `/tabs${hash}`);
      const container = render(TABS);
      const host = container.querySelector<HTMLElement>(".et_pb_tabs")!;
      let cleanup: (() => void) | undefined;
      act(() => void (cleanup = mount(host, createTestContext(host))));
      expect(host.querySelector('[aria-selected="true"]')?.textContent).toBe("Pricing new");
      act(() => cleanup?.());
      container.remove();
    }
  });

  it("given a hashchange naming the module, switches to that tab", () => {
    const { context } = setup();
    const stop = (context.router as StartableHashRouter).start();
    act(() => {
      window.history.replaceState(null, "", "/tabs#course-tabs|1");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getByRole("tab", { name: /Pricing/ }).getAttribute("aria-selected")).toBe("true");
    stop();
  });

  it("given focus inside the panel that is being hidden, moves focus to the panel that replaces it", () => {
    const { context } = setup();
    const stop = (context.router as StartableHashRouter).start();
    const overview = screen.getByRole("tabpanel");
    overview.focus();
    act(() => {
      window.history.replaceState(null, "", "/tabs#course-tabs|2");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(document.activeElement).toBe(screen.getByRole("tabpanel"));
    expect(screen.getByRole("tabpanel").textContent).toContain("Reviews text");
    stop();
  });

  it("given a visitor's change, writes id|index back into the hash and keeps other entries", async () => {
    window.history.replaceState(null, "", "/tabs#gallery-1|3");
    const container = render(TABS);
    const host = container.querySelector<HTMLElement>(".et_pb_tabs")!;
    const context = createTestContext(host);
    const replaceState = vi.spyOn(window.history, "replaceState");
    act(() => void mount(host, context));
    await userEvent.click(screen.getByRole("tab", { name: "Reviews" }));
    expect(window.location.hash).toBe("#gallery-1|3||course-tabs|2");
    expect(replaceState).toHaveBeenCalled();
  });

  it("on cleanup, restores the server markup exactly", () => {
    const container = render(TABS);
    const before = new XMLSerializer().serializeToString(container);
    const host = container.querySelector<HTMLElement>(".et_pb_tabs")!;
    let cleanup: (() => void) | undefined;
    act(() => void (cleanup = mount(host, createTestContext(host))));
    act(() => cleanup?.());
    expect(new XMLSerializer().serializeToString(container)).toBe(before);
  });

  it("given broken markup, warns and leaves it as it is", () => {
    const container = render('<div class="et_pb_tabs"><p>nothing</p></div>');
    const host = container.querySelector<HTMLElement>(".et_pb_tabs")!;
    const context = createTestContext(host);
    expect(mount(host, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalled();
    expect(host.querySelector("p")?.textContent).toBe("nothing");
  });
});

/**
 * A panel fade that runs on the (fake) timers: it finishes after its duration, and `cancel()` rejects it as the
 * browser does.
 */
function fadeOnTimers(): void {
  const animate = (_keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    let cancel: () => void = () => undefined;
    const finished = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, Number(options.duration));
      cancel = () => {
        clearTimeout(timer);
        reject(new DOMException("The animation was cancelled", "AbortError"));
      };
    });
    return { finished, cancel: () => cancel() };
  };
  Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true });
}

describe("tabs island: deep links always win", () => {
  let stopRouter: () => void = () => undefined;

  function setupWithFades() {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fadeOnTimers();
    window.history.replaceState(null, "", "/tabs");
    const host = render(TABS).querySelector<HTMLElement>(".et_pb_tabs")!;
    const context = createTestContext(host, { reducedMotion: () => false });
    stopRouter = (context.router as StartableHashRouter).start();
    act(() => void mount(host, context));
    const tabs = screen.getAllByRole("tab");
    const selected = (): number => tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
    return { host, context, tabs, selected };
  }

  const press = (key: string): void => void act(() => fireEvent.keyDown(document.activeElement!, { key }));
  const click = (tab: HTMLElement | undefined): void =>
    act(() => {
      tab?.focus();
      tab?.click();
    });
  const changeHash = (hash: string): void =>
    act(() => {
      window.history.replaceState(null, "", `/tabs${hash}`);
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
  const endFade = (): Promise<void> => act(async () => void vi.advanceTimersByTime(TAB_FADE_MS));

  afterEach(() => {
    stopRouter();
    vi.useRealTimers();
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
  });

  it("given a click on the second tab and ArrowLeft, a later hashchange naming the second tab selects it for good", async () => {
    const { tabs, selected } = setupWithFades();
    click(tabs[1]);
    press("ArrowLeft");
    await endFade();
    expect(selected()).toBe(0);
    await endFade();
    expect(document.activeElement).toBe(tabs[0]);

    changeHash("#course-tabs|1");
    expect(selected()).toBe(1);
    // The fade of the second panel ends with focus still on the first tab, which must not take the selection back.
    await endFade();
    expect(selected()).toBe(1);
    expect(screen.getByRole("tabpanel").textContent).toContain("Pricing text");
  });

  it("given a hashchange while a panel fades, applies it when the fade ends", async () => {
    const { tabs, selected } = setupWithFades();
    click(tabs[2]);
    changeHash("#course-tabs|1");
    expect(selected()).toBe(2);
    await endFade();
    expect(selected()).toBe(1);
    expect(screen.getByRole("tabpanel").hidden).toBe(false);
    expect(screen.getByRole("tabpanel").dataset["state"]).toBe("active");
  });

  it("given the keyboard and then the hash during one fade, the hash (the last request) wins", async () => {
    const { tabs, selected } = setupWithFades();
    click(tabs[2]);
    press("ArrowLeft");
    expect(document.activeElement).toBe(tabs[1]);
    changeHash("#course-tabs|0");
    await endFade();
    expect(selected()).toBe(0);
    await endFade();
    expect(selected()).toBe(0);
  });

  it("given the hash and then the keyboard during one fade, the keyboard (the last request) wins", async () => {
    const { tabs, selected } = setupWithFades();
    click(tabs[2]);
    changeHash("#course-tabs|0");
    press("ArrowLeft");
    await endFade();
    expect(selected()).toBe(1);
    expect(window.location.hash).toBe("#course-tabs|1");
  });

  it("given a click while a panel fades, waits for the fade; a hashchange after the click wins over it", async () => {
    const { tabs, selected } = setupWithFades();
    click(tabs[2]);
    click(tabs[1]);
    expect(selected()).toBe(2);
    await endFade();
    expect(selected()).toBe(1);
    click(tabs[0]);
    click(tabs[2]);
    changeHash("#course-tabs|1");
    await endFade();
    expect(selected()).toBe(1);
  });
});

describe("tabs island: following the theme classes set by another script", () => {
  /** What another script does when it switches the tab: the class moves, nothing else. */
  function moveActiveClass(host: HTMLElement, index: number): void {
    host.querySelectorAll(".et_pb_tabs_controls li").forEach((item, position) => {
      item.classList.toggle("et_pb_tab_active", position === index);
    });
  }
  const flush = (): Promise<void> => act(async () => undefined);

  it("given et_pb_tab_active moved to the third tab from outside, selects it: ARIA, hidden and data-state follow", async () => {
    const { host } = setup();
    const replaceState = vi.spyOn(window.history, "replaceState");
    moveActiveClass(host, 2);
    await flush();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["false", "false", "true"]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    const panels = [...host.querySelectorAll<HTMLElement>(".et_pb_tab")];
    expect(panels.map((panel) => [panel.hidden, panel.dataset["state"]])).toEqual([
      [true, "inactive"],
      [true, "inactive"],
      [false, "active"],
    ]);
    expect(panels[2]?.classList.contains("et_pb_active_content")).toBe(true);
    expect(panels[0]?.classList.contains("et_pb_active_content")).toBe(false);
    // Another script's change is not the visitor's: the URL is left alone.
    expect(replaceState).not.toHaveBeenCalled();
  });

  it("given a class added to the third tab while the first keeps it, follows the newly marked tab", async () => {
    const { host } = setup();
    host.querySelectorAll(".et_pb_tabs_controls li")[2]?.classList.add("et_pb_tab_active");
    await flush();
    expect(screen.getByRole("tab", { name: "Reviews" }).getAttribute("aria-selected")).toBe("true");
    const marked = [...host.querySelectorAll(".et_pb_tabs_controls li")].map((item) =>
      item.classList.contains("et_pb_tab_active"),
    );
    expect(marked).toEqual([false, false, true]);
  });

  it("given its own changes, the island writes each class once and the page settles (no loop)", async () => {
    const { host } = setup();
    const writes: string[] = [];
    const spy = new MutationObserver((records) => {
      for (const record of records) writes.push((record.target as Element).className);
    });
    host.querySelectorAll(".et_pb_tabs_controls li").forEach((item) => {
      spy.observe(item, { attributes: true, attributeFilter: ["class"] });
    });
    await userEvent.click(screen.getByRole("tab", { name: "Reviews" }));
    moveActiveClass(host, 1);
    await flush();
    await flush();
    spy.disconnect();
    expect(screen.getByRole("tab", { name: /Pricing/ }).getAttribute("aria-selected")).toBe("true");
    // The click: two items change; the foreign move: two; the island following it: two. Nothing more.
    expect(writes).toHaveLength(6);
  });

  it("given the class only taken away from the selected tab, keeps the selection (a tab list keeps one tab)", async () => {
    const { host } = setup();
    host.querySelector(".et_pb_tabs_controls li")?.classList.remove("et_pb_tab_active");
    await flush();
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
  });

  it("given a class change from outside while a panel fades, follows it at once and a waiting request does not undo it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fadeOnTimers();
    try {
      const host = render(TABS).querySelector<HTMLElement>(".et_pb_tabs")!;
      act(() => void mount(host, createTestContext(host, { reducedMotion: () => false })));
      const tabs = screen.getAllByRole("tab");
      act(() => {
        tabs[1]?.focus();
        tabs[1]?.click();
      });
      act(() => fireEvent.keyDown(tabs[1]!, { key: "ArrowRight" }));
      moveActiveClass(host, 0);
      await act(async () => undefined);
      expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
      await act(async () => void vi.advanceTimersByTime(TAB_FADE_MS * 2));
      expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    } finally {
      vi.useRealTimers();
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    }
  });
});
