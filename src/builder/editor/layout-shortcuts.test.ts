import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../test-support/context";
import { LAYOUT_SHORTCUTS, layoutForKey, listenForLayoutShortcuts } from "./layout-shortcuts";

function press(target: EventTarget, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe("layout shortcuts", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("map key codes 49 to 57, and only those, to column structures", () => {
    expect(Object.keys(LAYOUT_SHORTCUTS).map(Number)).toEqual([49, 50, 51, 52, 53, 54, 55, 56, 57]);
    for (const columns of Object.values(LAYOUT_SHORTCUTS)) {
      const total = columns.reduce((sum, width) => {
        const [part, whole] = width.split("_").map(Number);
        return sum + part! / whole!;
      }, 0);
      expect(total).toBeCloseTo(1);
    }
  });

  it.each([
    [{ code: "Digit1" }, ["4_4"]],
    [{ code: "Digit3" }, ["1_3", "1_3", "1_3"]],
    [{ code: "Numpad9" }, ["1_4", "1_2", "1_4"]],
    [{ keyCode: 50 }, ["1_2", "1_2"]],
    [{ keyCode: 57 }, ["1_4", "1_2", "1_4"]],
  ])("reads %o as %o", (init, columns) => {
    expect(layoutForKey(new KeyboardEvent("keydown", init))).toEqual(columns);
  });

  it.each([
    ["Digit0", { code: "Digit0", keyCode: 48 }],
    ["key code 58", { keyCode: 58 }],
    ["a letter", { code: "KeyA", keyCode: 65 }],
    ["Ctrl+1", { code: "Digit1", ctrlKey: true }],
    ["Alt+1", { code: "Digit1", altKey: true }],
    ["Meta+1", { code: "Digit1", metaKey: true }],
    ["a held-down 1", { code: "Digit1", repeat: true }],
  ])("ignores %s", (_name, init) => {
    expect(layoutForKey(new KeyboardEvent("keydown", init))).toBeNull();
  });

  it("leaves digits typed into a text field or editable text alone, but not those pressed on a button", () => {
    const onLayout = vi.fn();
    listenForLayoutShortcuts(document, onLayout);
    render(
      `<input type="text"><textarea></textarea><div contenteditable="true"><b>x</b></div><button>b</button>`,
    );
    const input = document.querySelector("input")!;
    const textarea = document.querySelector("textarea")!;
    const editable = document.querySelector("b")!;
    const button = document.querySelector("button")!;
    expect(press(input, { code: "Digit2" }).defaultPrevented).toBe(false);
    press(textarea, { code: "Digit2" });
    press(editable, { code: "Digit2" });
    expect(onLayout).not.toHaveBeenCalled();
    expect(press(button, { code: "Digit2" }).defaultPrevented).toBe(true);
    expect(onLayout).toHaveBeenCalledExactlyOnceWith(["1_2", "1_2"]);
  });

  it("stops listening when its signal aborts", () => {
    const onLayout = vi.fn();
    const controller = new AbortController();
    listenForLayoutShortcuts(document, onLayout, controller.signal);
    press(document.body, { code: "Digit4" });
    controller.abort();
    press(document.body, { code: "Digit4" });
    expect(onLayout).toHaveBeenCalledOnce();
  });
});
