import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HtmlSink } from "../../boot/types";
import {
  PREVIEW_TIMEOUT_MS,
  PreviewError,
  previewSink,
  renderPreview,
  type PreviewOptions,
} from "./preview-render";

const SHORTCODE = '[et_pb_toggle title="Week one"]Set up the blog.[/et_pb_toggle]';

/** A sink that makes a paragraph of the text it is given, so a test sees what went through it. */
function recordingSink(): HtmlSink & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    toFragment: (html) => {
      calls.push(html);
      const fragment = document.createDocumentFragment();
      const paragraph = document.createElement("p");
      paragraph.textContent = html;
      fragment.append(paragraph);
      return Promise.resolve(fragment);
    },
  };
}

function start(overrides: Partial<PreviewOptions> = {}) {
  const target = document.createElement("div");
  target.textContent = "old preview";
  document.body.append(target);
  const sink = recordingSink();
  const result = renderPreview({
    previewUrl: "/builder-preview/",
    nonce: "preview-nonce",
    shortcode: SHORTCODE,
    target,
    sink,
    ...overrides,
  });
  const frame = [...document.querySelectorAll<HTMLIFrameElement>("iframe")].at(-1)!;
  return { target, sink, result, frame, id: frame.id };
}

function reply(
  frame: HTMLIFrameElement,
  data: unknown,
  origin = window.location.origin,
  source = frame.contentWindow,
) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

describe("renderPreview", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("opens a hidden frame at the preview address with the preview flag, the nonce and the frame's id", () => {
    const { frame, id } = start();
    const address = new URL(frame.src);
    expect(address.pathname).toBe("/builder-preview/");
    expect(address.searchParams.get("et_pb_preview")).toBe("true");
    expect(address.searchParams.get("et_pb_preview_nonce")).toBe("preview-nonce");
    expect(address.searchParams.get("iframe_id")).toBe(id);
    expect(id).toMatch(/^enhance-preview-\d+$/);
    expect(frame.hidden).toBe(true);
    expect(frame.title).toBe("Preview render");
  });

  it("gives each preview frame its own id", () => {
    const first = start();
    const second = start();
    expect(first.id).not.toBe(second.id);
  });

  it("once the frame has loaded, posts it the shortcode and the nonce, to the preview address's origin only", () => {
    const { frame } = start();
    const post = vi.spyOn(frame.contentWindow!, "postMessage").mockImplementation(() => undefined);
    frame.dispatchEvent(new Event("load"));
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { et_pb_preview_nonce: "preview-nonce", shortcode: SHORTCODE },
      window.location.origin,
    );
  });

  it("puts the frame's HTML in place through the sink, removes the frame and resolves", async () => {
    const { frame, id, target, sink, result } = start();
    reply(frame, { html: "<div>rendered</div>", iframe_id: id });
    await expect(result).resolves.toBeUndefined();
    expect(sink.calls).toEqual(["<div>rendered</div>"]);
    expect(target.textContent).toBe("<div>rendered</div>");
    expect(frame.isConnected).toBe(false);
  });

  it.each([
    [
      "another origin",
      (frame: HTMLIFrameElement, id: string) =>
        reply(frame, { html: "x", iframe_id: id }, "https://evil.example"),
    ],
    [
      "another window",
      (frame: HTMLIFrameElement, id: string) => reply(frame, { html: "x", iframe_id: id }, undefined, window),
    ],
    [
      "another frame's id",
      (frame: HTMLIFrameElement) => reply(frame, { html: "x", iframe_id: "enhance-preview-999" }),
    ],
    [
      "html that is not text",
      (frame: HTMLIFrameElement, id: string) => reply(frame, { html: 42, iframe_id: id }),
    ],
    ["no id", (frame: HTMLIFrameElement) => reply(frame, { html: "x" })],
    ["a string", (frame: HTMLIFrameElement) => reply(frame, "<div>x</div>")],
  ])("ignores a reply from %s and keeps waiting for the real one", async (_name, send) => {
    const { frame, id, target, sink, result } = start();
    send(frame, id);
    await Promise.resolve();
    expect(sink.calls).toEqual([]);
    expect(target.textContent).toBe("old preview");
    expect(frame.isConnected).toBe(true);
    reply(frame, { html: "real", iframe_id: id });
    await result;
    expect(sink.calls).toEqual(["real"]);
  });

  it("gives up after the timeout: rejects, removes the frame and leaves the target as it was", async () => {
    const { frame, target, result } = start();
    const rejected = expect(result).rejects.toThrow(PreviewError);
    vi.advanceTimersByTime(PREVIEW_TIMEOUT_MS);
    await rejected;
    expect(frame.isConnected).toBe(false);
    expect(target.textContent).toBe("old preview");
  });

  it("stops when its signal aborts, and a reply after that changes nothing", async () => {
    const controller = new AbortController();
    const { frame, id, target, sink, result } = start({ signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toThrow("preview aborted");
    reply(frame, { html: "late", iframe_id: id });
    expect(sink.calls).toEqual([]);
    expect(target.textContent).toBe("old preview");
  });

  it("with the product's sink, strips what could run", async () => {
    const { frame, id, target, result } = start({ sink: previewSink });
    reply(frame, {
      html: '<div class="et_pb_module et_pb_text">Hi<script>window.hacked = 1</script><img src="x" onerror="alert(1)"></div>',
      iframe_id: id,
    });
    await result;
    expect(target.querySelector(".et_pb_text")?.textContent).toBe("Hi");
    expect(target.querySelector("script")).toBeNull();
    expect(target.querySelector("img")?.hasAttribute("onerror")).toBe(false);
  });
});
