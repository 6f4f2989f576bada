import { act } from "@testing-library/react";
import { useState } from "react";
import { createPortal } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubDialog } from "../../../../test-support/dialog";
import type { LightboxImage } from "./images";
import { imageName, Lightbox, LIGHTBOX_SWIPE_MIN_PX, wrapIndex } from "./lightbox";

const IMAGES: LightboxImage[] = [
  { src: "https://example.com/1.png", alt: "Keyword map", title: "SEO basics", caption: "Lesson one" },
  { src: "https://example.com/2.png", alt: "Open rates chart", title: "", caption: "" },
  { src: "https://example.com/3.png", alt: "", title: "Affiliate links", caption: "" },
];
const LABELS = { previous: "Previous", next: "Next", close: "Close" };

/** An open lightbox as a test drives it. */
interface OpenBox {
  readonly dialog: HTMLDialogElement;
  /** The index of the image shown now. */
  current(): number;
  next(): void;
  /** Unmounts the module that rendered it. */
  unmount(): void;
}

let opener: HTMLAnchorElement;
let lightbox: OpenBox | null = null;
const roots: Root[] = [];

/** A module that renders the lightbox while it is open, as galleries and portfolios do. */
function Owner({ index, images }: { index: number; images: readonly LightboxImage[] }) {
  const [open, setOpen] = useState(true);
  return open
    ? createPortal(
        <Lightbox
          images={images}
          index={index}
          opener={opener}
          labels={LABELS}
          onClose={() => setOpen(false)}
          onFailure={() => setOpen(false)}
        />,
        document.body,
      )
    : null;
}

function open(index = 0, images = IMAGES): OpenBox {
  const root = createRoot(document.createElement("div"));
  roots.push(root);
  act(() => root.render(<Owner index={index} images={images} />));
  const dialogs = document.querySelectorAll<HTMLDialogElement>("dialog.enhance-lightbox");
  const dialog = dialogs[dialogs.length - 1]!;
  lightbox = {
    dialog,
    current: () => Number(dialog.dataset["index"]),
    next: () => act(() => dialog.querySelector<HTMLButtonElement>(".enhance-lightbox__next")!.click()),
    unmount: () => act(() => root.unmount()),
  };
  return lightbox;
}

const part = (selector: string): HTMLElement => lightbox!.dialog.querySelector<HTMLElement>(selector)!;

function key(target: Element, name: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true, ...init });
  act(() => void target.dispatchEvent(event));
  return event;
}

function pointer(target: Element, type: string, x: number, y = 100, pointerType = "touch"): void {
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y });
  Object.assign(event, { pointerId: 7, pointerType });
  act(() => void target.dispatchEvent(event));
}

beforeEach(() => {
  stubDialog();
  opener = document.createElement("a");
  opener.href = "/1.png";
  opener.textContent = "open";
  document.body.append(opener);
  opener.focus();
});

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  lightbox = null;
  document.body.replaceChildren();
});

describe("lightbox helpers", () => {
  it("wraps an index at both ends", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(1, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });

  it("names an image by title and caption, else alt, else position", () => {
    expect(imageName(IMAGES[0]!, "1 / 3")).toBe("SEO basics: Lesson one");
    expect(imageName(IMAGES[1]!, "2 / 3")).toBe("Open rates chart");
    expect(imageName({ src: "x", alt: "", title: "", caption: "" }, "4 / 9")).toBe("4 / 9");
  });

  it("pins the spec's constant LIGHTBOX_SWIPE_MIN_PX at 50", () => {
    expect(LIGHTBOX_SWIPE_MIN_PX).toBe(50);
  });
});

describe("lightbox dialog", () => {
  it("opens as a modal dialog on the chosen image, focus on its close button", () => {
    const { dialog } = open(0);
    expect(dialog.open).toBe(true);
    expect(dialog.isConnected).toBe(true);
    expect(dialog.dataset["state"]).toBe("open");
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(part(".enhance-lightbox__close"));
    expect(part(".enhance-lightbox__close").textContent).toBe("Close");
    expect(part("img").getAttribute("src")).toBe("https://example.com/1.png");
    expect(part("img").getAttribute("alt")).toBe("Keyword map");
  });

  it("is named by the caption when there is one, else by the alt text", () => {
    const { dialog } = open(0);
    expect(dialog.getAttribute("aria-labelledby")).toBe(part("figcaption").id);
    expect(part("figcaption").textContent).toBe("SEO basics Lesson one");
    lightbox!.next();
    expect(dialog.hasAttribute("aria-labelledby")).toBe(false);
    expect(dialog.getAttribute("aria-label")).toBe("Open rates chart");
    expect(part("figcaption").hidden).toBe(true);
  });

  it("uses the title as alt text when the thumbnail has none", () => {
    open(2);
    expect(part("img").getAttribute("alt")).toBe("Affiliate links");
  });

  it("given next and previous, moves between images and wraps at both ends, announcing position and name", () => {
    const box = open(0);
    act(() => part(".enhance-lightbox__previous").click());
    expect(box.current()).toBe(2);
    expect(part(".enhance-lightbox__status").textContent).toBe("3 / 3: Affiliate links");
    act(() => part(".enhance-lightbox__next").click());
    expect(box.current()).toBe(0);
    act(() => part(".enhance-lightbox__next").click());
    expect(box.current()).toBe(1);
    expect(part("img").getAttribute("src")).toBe("https://example.com/2.png");
    expect(part(".enhance-lightbox__status").getAttribute("aria-live")).toBe("polite");
    expect(box.dialog.dataset["index"]).toBe("1");
  });

  it("given the arrow keys, Home and End, moves; with a modifier it leaves the key alone", () => {
    const box = open(0);
    key(box.dialog, "ArrowRight");
    expect(box.current()).toBe(1);
    key(part(".enhance-lightbox__close"), "ArrowLeft");
    expect(box.current()).toBe(0);
    key(box.dialog, "End");
    expect(box.current()).toBe(2);
    key(box.dialog, "Home");
    expect(box.current()).toBe(0);
    expect(key(box.dialog, "ArrowRight", { altKey: true }).defaultPrevented).toBe(false);
    expect(box.current()).toBe(0);
  });

  it("given a single image, has no previous or next", () => {
    const box = open(0, [IMAGES[0]!]);
    expect(part(".enhance-lightbox__previous").hidden).toBe(true);
    expect(part(".enhance-lightbox__next").hidden).toBe(true);
    key(box.dialog, "ArrowRight");
    expect(box.current()).toBe(0);
  });

  it("given the close button, closes, removes the dialog and returns focus to the opening link", () => {
    const { dialog } = open(1);
    act(() => part(".enhance-lightbox__close").click());
    expect(dialog.open).toBe(false);
    expect(dialog.isConnected).toBe(false);
    expect(dialog.dataset["state"]).toBe("closed");
    expect(document.activeElement).toBe(opener);
  });

  it("given a native close (Escape), returns focus to the opening link", () => {
    const { dialog } = open(1);
    act(() => dialog.close());
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("given a click on the dialog around the content, closes; a click on the image does not", () => {
    const { dialog } = open(0);
    act(() => part("img").click());
    expect(dialog.open).toBe(true);
    act(() => dialog.click());
    expect(dialog.open).toBe(false);
  });

  it("given a touch swipe left or right of 50 px or more, moves; a shorter or vertical one does not", () => {
    const box = open(0);
    const figure = part("figure");
    pointer(figure, "pointerdown", 300);
    pointer(figure, "pointerup", 300 - LIGHTBOX_SWIPE_MIN_PX);
    expect(box.current()).toBe(1);
    pointer(figure, "pointerdown", 300);
    pointer(figure, "pointerup", 380);
    expect(box.current()).toBe(0);
    pointer(figure, "pointerdown", 300);
    pointer(figure, "pointerup", 300 - LIGHTBOX_SWIPE_MIN_PX + 1);
    expect(box.current()).toBe(0);
    pointer(figure, "pointerdown", 300, 100);
    pointer(figure, "pointerup", 200, 300);
    expect(box.current()).toBe(0);
    pointer(figure, "pointerdown", 300, 100, "mouse");
    pointer(figure, "pointerup", 100, 100, "mouse");
    expect(box.current()).toBe(0);
  });

  it("given a second open, closes the first", () => {
    const first = open(0);
    const second = open(2);
    expect(first.dialog.isConnected).toBe(false);
    expect(second.dialog.open).toBe(true);
    expect(document.querySelectorAll("dialog")).toHaveLength(1);
  });

  it("closes when the module that opened it is unmounted, focus back on the opening link", () => {
    const box = open(0, IMAGES);
    box.unmount();
    expect(box.dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
