import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  PageSettingsBar,
  SETTINGS_BAR_PLACEMENTS,
  isSettingsBarPlacement,
  type SettingsBarAction,
} from "./settings-bar";

function actions(onSelect = vi.fn()): SettingsBarAction[] {
  return [
    { id: "settings", label: "Page settings", onSelect: () => onSelect("settings") },
    { id: "history", label: "History", onSelect: () => onSelect("history") },
    { id: "wireframe", label: "Wireframe", pressed: true, onSelect: () => onSelect("wireframe") },
  ];
}

describe("PageSettingsBar", () => {
  it("lists exactly the five placements of the spec", () => {
    expect(SETTINGS_BAR_PLACEMENTS).toEqual(["corner", "right-corner", "left-corner", "right", "vertical"]);
    expect(isSettingsBarPlacement("right-corner")).toBe(true);
    expect(isSettingsBarPlacement("top")).toBe(false);
  });

  it.each([
    ["corner", "horizontal"],
    ["right-corner", "horizontal"],
    ["left-corner", "horizontal"],
    ["right", "vertical"],
    ["vertical", "vertical"],
  ] as const)(
    "given placement %s, renders a named toolbar placed there and oriented %s",
    (placement, orientation) => {
      render(<PageSettingsBar placement={placement} actions={actions()} />);
      const toolbar = screen.getByRole("toolbar", { name: "Page settings" });
      expect(toolbar).toHaveProperty("dataset.placement", placement);
      expect(toolbar.getAttribute("aria-orientation")).toBe(orientation);
    },
  );

  it("has one tab stop, and a button that switches something says whether it is pressed", () => {
    render(<PageSettingsBar placement="corner" actions={actions()} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("button", { name: "Wireframe" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "History" }).hasAttribute("aria-pressed")).toBe(false);
  });

  it("given a corner bar, on ArrowRight, ArrowLeft, End and Home moves focus along it, wrapping", async () => {
    const user = userEvent.setup();
    render(<PageSettingsBar placement="left-corner" actions={actions()} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Page settings");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.textContent).toBe("History");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("History");
    await user.keyboard("{End}");
    expect(document.activeElement?.textContent).toBe("Wireframe");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.textContent).toBe("Page settings");
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement?.textContent).toBe("Wireframe");
    await user.keyboard("{Home}");
    expect(document.activeElement?.textContent).toBe("Page settings");
    expect(screen.getAllByRole("button").map((button) => button.tabIndex)).toEqual([0, -1, -1]);
  });

  it("given a vertical bar, on ArrowDown and ArrowUp moves focus, and ArrowRight does nothing", async () => {
    const user = userEvent.setup();
    render(<PageSettingsBar placement="vertical" actions={actions()} />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("History");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement?.textContent).toBe("History");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement?.textContent).toBe("Wireframe");
  });

  it("on click or Enter runs the button's action", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<PageSettingsBar placement="right" actions={actions(onSelect)} />);
    await user.click(screen.getByRole("button", { name: "History" }));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onSelect.mock.calls).toEqual([["history"], ["wireframe"]]);
  });
});
