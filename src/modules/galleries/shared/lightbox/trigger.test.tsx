import { act } from "@testing-library/react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../../boot/types";
import { createTestContext, render } from "../../../../test-support/context";
import { stubDialog } from "../../../../test-support/dialog";
import { describeImageLink } from "./images";
import { lightboxLabels, useImageLightbox, type LightboxSource } from "./trigger";

interface TriggerProps {
  readonly host: HTMLElement;
  readonly context: ModuleContext;
  readonly source: LightboxSource;
  navigate(url: string): void;
}

/** A module root that opens its images in the lightbox. */
function Trigger({ host, context, source, navigate }: TriggerProps) {
  return useImageLightbox(host, context, source, navigate);
}

const roots: Root[] = [];

function setup() {
  const root = render(`
    <div class="gallery">
      <a class="image" href="/a.png"><img src="/a.png" alt="First"></a>
      <a class="image" href="/b.png"><img src="/b.png" alt="Second"></a>
      <a class="other" href="/page/">A page</a>
    </div>`).firstElementChild as HTMLElement;
  const context = createTestContext(root);
  const links = [...root.querySelectorAll<HTMLAnchorElement>("a.image")];
  const navigate = vi.fn();
  const source: LightboxSource = {
    linkAt: (target) => (target instanceof Element ? target.closest<HTMLAnchorElement>("a.image") : null),
    entries: () => links.map((link) => ({ link, image: describeImageLink(link, null, { title: "h3" })! })),
  };
  const island = createRoot(document.createElement("div"));
  roots.push(island);
  act(() => island.render(<Trigger host={root} context={context} source={source} navigate={navigate} />));
  return { root, context, links, navigate, other: root.querySelector("a.other")! };
}

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

const dialogOpened = () =>
  vi.waitFor(() => {
    const dialog = document.querySelector<HTMLDialogElement>("dialog.enhance-lightbox");
    if (!dialog) throw new Error("no dialog yet");
    return dialog;
  });

// The dialog's chunk is transformed once before the tests, so a busy machine does not outlast a test's wait.
beforeAll(async () => {
  await import("./lightbox");
});

beforeEach(() => {
  stubDialog();
});

afterEach(() => {
  for (const island of roots.splice(0)) act(() => island.unmount());
  vi.doUnmock("./lightbox");
  document.querySelectorAll("dialog").forEach((dialog) => dialog.remove());
  document.body.replaceChildren();
});

describe("lightbox trigger", () => {
  it("uses the theme's previous and next words for the dialog's buttons", () => {
    const context = createTestContext(document.body);
    expect(lightboxLabels(context)).toEqual({ previous: "Previous", next: "Next", close: "Close" });
  });

  it("given a click on an image link, prevents navigation and opens the dialog on that image", async () => {
    const { links } = setup();
    expect(click(links[1]!.querySelector("img")!).defaultPrevented).toBe(true);
    const dialog = await dialogOpened();
    expect(dialog.querySelector("img")?.getAttribute("alt")).toBe("Second");
  });

  it("leaves other links, modified clicks and clicks already handled alone", () => {
    const { links, other } = setup();
    expect(click(other).defaultPrevented).toBe(false);
    expect(click(links[0]!, { metaKey: true }).defaultPrevented).toBe(false);
    expect(click(links[0]!, { button: 1 }).defaultPrevented).toBe(false);
    const handled = new MouseEvent("click", { bubbles: true, cancelable: true });
    handled.preventDefault();
    links[0]!.dispatchEvent(handled);
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("given the dialog's chunk fails to load, reports it and follows the link to the image", async () => {
    vi.doMock("./lightbox", () => {
      throw new Error("chunk failed to load");
    });
    const { links, navigate, context } = setup();
    click(links[0]!);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(new URL("/a.png", location.href).href));
    expect(context.reportError).toHaveBeenCalled();
  });

  it("given the dialog cannot open, reports it and follows the link to the image", async () => {
    HTMLDialogElement.prototype.showModal = vi.fn(() => {
      throw new Error("no dialog support");
    });
    const { links, navigate, context } = setup();
    click(links[1]!);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(new URL("/b.png", location.href).href));
    expect(context.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "no dialog support" }),
    );
  });

  it("given a double click while the chunk loads, opens one dialog", async () => {
    const { links } = setup();
    click(links[0]!);
    click(links[0]!);
    await dialogOpened();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelectorAll("dialog")).toHaveLength(1);
  });
});
