import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../test-support/context";
import { mount } from "./toggle-island";
import { TOGGLE_ANIMATION_MS } from "./use-toggle-motion";

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

  it("given motion, slides for 700 ms and ignores clicks meanwhile", async () => {
    expect(TOGGLE_ANIMATION_MS).toBe(700);
    let finish: () => void = () => undefined;
    const animate = vi.fn(() => ({
      finished: new Promise<void>((resolve) => (finish = resolve)),
      cancel: vi.fn(),
    }));
    Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true });
    const { hosts } = mountAll(false);
    const button = screen.getByRole("button", { name: "Is there a refund?" });
    await userEvent.click(button);
    expect(animate).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ duration: 700 }));
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await act(async () => finish());
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await act(async () => finish());
    expect(hosts[0]?.classList.contains("et_pb_toggle_close")).toBe(true);
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
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
