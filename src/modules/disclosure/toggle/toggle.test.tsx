import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { mount } from "./toggle-island";
import { TOGGLE_ANIMATION_MS } from "../shared/use-toggle-motion";
import { removeSlidesOnTimers, slidesOnTimers } from "../../../test-support/slides-on-timers";

const TOGGLES = `
<div class="et_pb_module et_pb_toggle et_pb_toggle_0 et_pb_toggle_item et_pb_toggle_close">
  <h5 class="et_pb_toggle_title">Is there a refund?</h5>
  <div class="et_pb_toggle_content clearfix"><p>Yes, within 30 days.</p></div>
</div>
<div class="et_pb_module et_pb_toggle et_pb_toggle_1 et_pb_toggle_item et_pb_toggle_open">
  <h5 class="et_pb_toggle_title">Do I get a certificate?</h5>
  <div class="et_pb_toggle_content clearfix"><p>Every course ends with one.</p></div>
</div>`;

function mountAll(reducedMotion = true) {
  const container = render(TOGGLES);
  const hosts = [...container.querySelectorAll<HTMLElement>(".et_pb_toggle")];
  const cleanups = hosts.map((host) => {
    let cleanup: (() => void) | undefined;
    act(() => void (cleanup = mount(host, createTestContext(host, { reducedMotion: () => reducedMotion }))));
    return cleanup;
  });
  return { container, hosts, cleanups };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("toggle island", () => {
  it("puts a disclosure button with aria-expanded inside the theme's title heading", () => {
    mountAll();
    const first = screen.getByRole("button", { name: "Is there a refund?" });
    expect(first.closest("h5.et_pb_toggle_title")).not.toBeNull();
    expect(first.getAttribute("aria-expanded")).toBe("false");
    const content = document.getElementById(first.getAttribute("aria-controls")!)!;
    expect(content.hidden).toBe(true);
    expect(
      screen.getByRole("button", { name: "Do I get a certificate?" }).getAttribute("aria-expanded"),
    ).toBe("true");
  });

  it("given a click on a closed toggle, opens it and keeps et_pb_toggle_open in step; other toggles are independent", async () => {
    const { hosts } = mountAll();
    await userEvent.click(screen.getByRole("button", { name: "Is there a refund?" }));
    expect(hosts[0]?.classList.contains("et_pb_toggle_open")).toBe(true);
    expect(hosts[0]?.classList.contains("et_pb_toggle_close")).toBe(false);
    expect(hosts[1]?.classList.contains("et_pb_toggle_open")).toBe(true);
    expect(hosts[0]?.querySelector<HTMLElement>(".et_pb_toggle_content")?.hidden).toBe(false);
  });

  it.each(["{Enter}", " "])("given focus on the title button, on %s toggles it", async (key) => {
    const { hosts } = mountAll();
    act(() => screen.getByRole("button", { name: "Do I get a certificate?" }).focus());
    await userEvent.keyboard(key);
    expect(hosts[1]?.classList.contains("et_pb_toggle_close")).toBe(true);
    expect(hosts[1]?.querySelector<HTMLElement>(".et_pb_toggle_content")?.hidden).toBe(true);
  });

  it("on cleanup, restores the theme markup and classes", () => {
    const { container, cleanups } = mountAll();
    const fresh = render(TOGGLES);
    act(() => cleanups.forEach((cleanup) => cleanup?.()));
    expect(new XMLSerializer().serializeToString(container.firstElementChild!)).toBe(
      new XMLSerializer().serializeToString(fresh.firstElementChild!),
    );
  });

  it("leaves accordion items to their accordion", () => {
    const container = render(
      '<div class="et_pb_accordion"><div class="et_pb_toggle et_pb_accordion_item"><h5 class="et_pb_toggle_title">A</h5><div class="et_pb_toggle_content">a</div></div></div>',
    );
    const item = container.querySelector<HTMLElement>(".et_pb_toggle")!;
    expect(mount(item, createTestContext(item))).toBeUndefined();
    expect(item.querySelector("button")).toBeNull();
  });
});

describe("toggle island: presses during the 700 ms slide are kept, the last one wins", () => {
  afterEach(() => {
    removeSlidesOnTimers();
  });

  function setupSliding() {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const slides = slidesOnTimers();
    const { hosts } = mountAll(false);
    const host = hosts[0]!;
    const button = screen.getByRole("button", { name: "Is there a refund?" });
    const content = host.querySelector<HTMLElement>(".et_pb_toggle_content")!;
    const press = (): void => act(() => button.click());
    const advance = (ms: number): Promise<void> => act(async () => void vi.advanceTimersByTime(ms));
    return { host, button, content, slides, press, advance };
  }

  it("pins the spec's 700 ms slide", () => {
    expect(TOGGLE_ANIMATION_MS).toBe(700);
  });

  it("given a press that opens a closed toggle, slides it open over 700 ms with the content shown meanwhile", async () => {
    const { host, button, content, slides, press, advance } = setupSliding();
    press();
    expect(slides).toEqual(["open"]);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(content.hidden).toBe(false);
    await advance(TOGGLE_ANIMATION_MS - 1);
    expect(host.dataset["state"]).toBe("open");
    await advance(1);
    expect(host.classList.contains("et_pb_toggle_open")).toBe(true);
    expect(slides).toEqual(["open"]);
  });

  it("given two more presses while it opens (close, then open), ends open after the one slide: the last press asked for open", async () => {
    const { host, button, content, slides, press, advance } = setupSliding();
    press();
    await advance(200);
    press();
    // Each press asks for the opposite of the one before; aria-expanded says what the last press asked for.
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(host.dataset["state"]).toBe("closed");
    press();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await advance(TOGGLE_ANIMATION_MS - 200);
    expect(slides).toEqual(["open"]);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(host.classList.contains("et_pb_toggle_open")).toBe(true);
    expect(content.hidden).toBe(false);
    // Nothing more slides afterwards.
    await advance(TOGGLE_ANIMATION_MS * 2);
    expect(slides).toEqual(["open"]);
  });

  it("given one more press while it opens, finishes opening, then slides closed: closed 700 ms after the first slide ends", async () => {
    const { host, button, content, slides, press, advance } = setupSliding();
    press();
    press();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    // The running slide is neither cut short nor doubled.
    expect(slides).toEqual(["open"]);
    await advance(TOGGLE_ANIMATION_MS);
    expect(slides).toEqual(["open", "close"]);
    expect(content.hidden).toBe(false);
    await advance(TOGGLE_ANIMATION_MS - 1);
    expect(host.classList.contains("et_pb_toggle_open")).toBe(true);
    await advance(1);
    expect(host.classList.contains("et_pb_toggle_close")).toBe(true);
    expect(content.hidden).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(slides).toEqual(["open", "close"]);
  });

  it("given a press while it closes, opens again once the closing slide ends", async () => {
    const { host, button, slides, press, advance } = setupSliding();
    press();
    await advance(TOGGLE_ANIMATION_MS);
    press();
    await advance(300);
    press();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await advance(TOGGLE_ANIMATION_MS - 300);
    expect(slides).toEqual(["open", "close", "open"]);
    await advance(TOGGLE_ANIMATION_MS);
    expect(host.classList.contains("et_pb_toggle_open")).toBe(true);
    expect(slides).toEqual(["open", "close", "open"]);
  });
});

describe("toggle island: following the theme classes set by another script", () => {
  const flush = (): Promise<void> => act(async () => undefined);

  it("given et_pb_toggle_close added from outside to an open toggle, closes it: ARIA, hidden and data-state follow", async () => {
    const { hosts } = mountAll();
    const host = hosts[1]!;
    host.classList.add("et_pb_toggle_close");
    await flush();
    const button = screen.getByRole("button", { name: "Do I get a certificate?" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(host.querySelector<HTMLElement>(".et_pb_toggle_content")?.hidden).toBe(true);
    expect(host.dataset["state"]).toBe("closed");
    // The island writes the pair back consistently: closed, not open.
    expect([
      host.classList.contains("et_pb_toggle_open"),
      host.classList.contains("et_pb_toggle_close"),
    ]).toEqual([false, true]);
  });

  it("given a closed toggle flipped to et_pb_toggle_open from outside, opens it", async () => {
    const container = render(TOGGLES);
    const host = container.querySelector<HTMLElement>(".et_pb_toggle_0")!;
    const context = createTestContext(host);
    act(() => void mount(host, context));
    host.classList.replace("et_pb_toggle_close", "et_pb_toggle_open");
    await flush();
    const button = screen.getByRole("button", { name: "Is there a refund?" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const content = host.querySelector<HTMLElement>(".et_pb_toggle_content")!;
    expect(content.hidden).toBe(false);
    // The visitor can close it again.
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("given a class change from outside mid-slide, follows it at once and the slide's end does not undo it", async () => {
    let finish: () => void = () => undefined;
    const cancel = vi.fn();
    const animate = vi.fn(() => ({ finished: new Promise<void>((resolve) => (finish = resolve)), cancel }));
    Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true });
    const getAnimations = vi.fn(() => [{ cancel }]);
    Object.defineProperty(HTMLElement.prototype, "getAnimations", {
      value: getAnimations,
      configurable: true,
    });
    try {
      const { hosts } = mountAll(false);
      const host = hosts[0]!;
      const button = screen.getByRole("button", { name: "Is there a refund?" });
      await userEvent.click(button);
      expect(button.getAttribute("aria-expanded")).toBe("true");
      host.classList.replace("et_pb_toggle_open", "et_pb_toggle_close");
      await flush();
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(cancel).toHaveBeenCalled();
      await act(async () => finish());
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(host.classList.contains("et_pb_toggle_close")).toBe(true);
      // Nothing is mid-slide any more: the next click opens it.
      await userEvent.click(button);
      expect(button.getAttribute("aria-expanded")).toBe("true");
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
      delete (HTMLElement.prototype as Partial<HTMLElement>).getAnimations;
    }
  });

  it("given its own clicks, the island's class writes change nothing more (no loop)", async () => {
    const { hosts } = mountAll();
    const host = hosts[0]!;
    let writes = 0;
    const spy = new MutationObserver((records) => (writes += records.length));
    spy.observe(host, { attributes: true, attributeFilter: ["class"] });
    await userEvent.click(screen.getByRole("button", { name: "Is there a refund?" }));
    await flush();
    spy.disconnect();
    expect(host.classList.contains("et_pb_toggle_open")).toBe(true);
    // One render: the open class and the closed class, each written once.
    expect(writes).toBe(2);
  });
});
