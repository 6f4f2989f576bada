import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EnhanceApp } from "../../boot/app";
import { printDebugTableWhenAsked } from "../../boot/page";
import { DEBUG_MESSAGES, DEBUG_STORAGE_KEY, isDebugModeOn, setDebugMode } from "./debug-mode";
import { DebugModeSwitch } from "./debug-mode-switch";

/** A window whose local storage throws on every use, as in a sandboxed frame or a locked-down browser. */
function windowWithoutStorage(): Window {
  return new Proxy(window, {
    get(target, key) {
      if (key === "localStorage") throw new DOMException("denied", "SecurityError");
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("debug mode", () => {
  beforeEach(() => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => {
    localStorage.clear();
  });

  it("on: stores the switch and says it is activated", () => {
    expect(setDebugMode(true)).toEqual({ active: true, message: "Debug mode is activated" });
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBe("1");
    expect(isDebugModeOn()).toBe(true);
    expect(console.info).toHaveBeenCalledWith("[enhance:builder] Debug mode is activated");
  });

  it("off: forgets the switch and says it is deactivated", () => {
    setDebugMode(true);
    expect(setDebugMode(false)).toEqual({ active: false, message: "Debug mode is deactivated" });
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBeNull();
    expect(isDebugModeOn()).toBe(false);
  });

  it("where local storage throws: is not activated, says why, and reads as off", () => {
    const view = windowWithoutStorage();
    expect(setDebugMode(true, view)).toEqual({ active: false, message: DEBUG_MESSAGES.unsupported });
    expect(DEBUG_MESSAGES.unsupported).toBe(
      "Debug mode was not activated due to lack of support or other error",
    );
    expect(isDebugModeOn(view)).toBe(false);
  });

  it("where local storage does not keep what is written: is not honoured", () => {
    vi.spyOn(Storage.prototype, "getItem").mockReturnValue(null);
    expect(setDebugMode(true).active).toBe(false);
    vi.mocked(Storage.prototype.getItem).mockReturnValue("1");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => undefined);
    expect(isDebugModeOn()).toBe(true);
  });

  it("is the same switch as the boot's debug table: switching it on makes the page print the table", async () => {
    const table = vi.spyOn(console, "table").mockImplementation(() => undefined);
    const app = { records: () => [], startedAt: 0 } as unknown as EnhanceApp;
    setDebugMode(true);
    printDebugTableWhenAsked(app, window);
    await vi.waitFor(() => expect(table).toHaveBeenCalledOnce());
    setDebugMode(false);
    printDebugTableWhenAsked(app, window);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(table).toHaveBeenCalledOnce();
  });

  it("DebugModeSwitch: a switch that starts from storage and reads out each message", async () => {
    const user = userEvent.setup();
    localStorage.setItem(DEBUG_STORAGE_KEY, "1");
    render(<DebugModeSwitch />);
    const toggle = screen.getByRole("switch", { name: "Debug mode" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByRole("status").textContent).toBe("Debug mode is deactivated");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Debug mode is activated");
  });

  it("DebugModeSwitch: without local storage stays off and says it was not activated", async () => {
    const user = userEvent.setup();
    render(<DebugModeSwitch view={windowWithoutStorage()} />);
    const toggle = screen.getByRole("switch", { name: "Debug mode" });
    await user.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByRole("status").textContent).toBe(DEBUG_MESSAGES.unsupported);
  });
});
