import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CoreModal, MODAL_CLOSE_MS, openCoreModal } from "./core-modal";
import { isScrollLocked } from "./scroll-lock";

const QUESTION = {
  header: "Remove module",
  text: "Remove the toggle from the page?",
  buttons: [
    { id: "cancel", label: "Cancel" },
    { id: "remove", label: "Remove", primary: true },
  ],
} as const;

describe("CoreModal", () => {
  let opener: HTMLButtonElement;

  beforeEach(() => {
    vi.useFakeTimers();
    opener = document.createElement("button");
    opener.textContent = "Remove toggle";
    document.body.append(opener);
    opener.focus();
  });

  afterEach(() => {
    opener.remove();
    vi.useRealTimers();
  });

  it("is a modal dialog named by its header and described by its text, with its buttons", () => {
    render(<CoreModal {...QUESTION} onClosed={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Remove module" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText(QUESTION.text).id);
    expect(
      within(screen.getByRole("dialog"))
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Cancel", "Remove"]);
  });

  it("shows a notice with one button", () => {
    render(
      <CoreModal
        header="Saved"
        text="The page is saved."
        buttons={[{ id: "ok", label: "OK" }]}
        onClosed={vi.fn()}
      />,
    );
    expect(
      within(screen.getByRole("dialog"))
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["OK"]);
    expect(document.activeElement?.textContent).toBe("OK");
  });

  it("on open moves focus to the way out, not the primary button, and locks the page's scrolling", () => {
    render(<CoreModal {...QUESTION} onClosed={vi.fn()} />);
    expect(document.activeElement?.textContent).toBe("Cancel");
    expect(isScrollLocked()).toBe(true);
  });

  it("on Tab from the last button and Shift+Tab from the first keeps focus inside", () => {
    render(<CoreModal {...QUESTION} onClosed={vi.fn()} />);
    const [cancel, remove] = within(screen.getByRole("dialog")).getAllByRole("button");
    remove!.focus();
    fireEvent.keyDown(remove!, { key: "Tab" });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel!, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(remove);
  });

  it("on a button, fades for 600 ms and only then reports the choice", () => {
    const onClosed = vi.fn();
    render(<CoreModal {...QUESTION} onClosed={onClosed} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    const overlay = document.querySelector(".enhance-modal-overlay")!;
    expect(overlay.getAttribute("data-state")).toBe("closing");
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS - 1));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledExactlyOnceWith("remove");
  });

  it("on Escape closes with no choice; a second close while fading changes nothing", () => {
    const onClosed = vi.fn();
    render(<CoreModal {...QUESTION} onClosed={onClosed} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS));
    expect(onClosed).toHaveBeenCalledExactlyOnceWith(null);
  });

  it("openCoreModal removes the modal 600 ms after the choice, gives focus back and unlocks scrolling", async () => {
    const chosen = openCoreModal(QUESTION);
    await act(async () => undefined);
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS - 1));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await expect(chosen).resolves.toBe("cancel");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector(".enhance-modal-host")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(isScrollLocked()).toBe(false);
  });
});
