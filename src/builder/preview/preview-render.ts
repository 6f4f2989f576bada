import * as z from "zod/mini";
import type { HtmlSink } from "../../boot/types";

/**
 * The builder's preview render (spec section 7, notes): the site renders a shortcode the way a visitor would see
 * it, in a frame of its own. The frame opens at the site's preview address with the preview flag, the preview
 * nonce and the frame's id; the shortcode and nonce are posted to it once it has loaded; it posts back the HTML
 * and its id. Only a reply from that frame, from the preview address's origin, carrying that id and of the
 * expected shape is used, and its HTML enters the page through the one sanitising sink.
 */

export const PREVIEW_FLAG = "et_pb_preview";
export const PREVIEW_NONCE_PARAM = "et_pb_preview_nonce";
export const PREVIEW_IFRAME_ID_PARAM = "iframe_id";
/** Long enough for a busy server to render a layout; a frame that never answers must not hold its slot forever. */
export const PREVIEW_TIMEOUT_MS = 15_000;

/** What the editor posts to the preview frame. */
export interface PreviewRequestMessage {
  readonly et_pb_preview_nonce: string;
  readonly shortcode: string;
}

/** What the preview frame posts back. */
export const previewReplySchema = z.object({ html: z.string(), iframe_id: z.string() });
export type PreviewReply = z.infer<typeof previewReplySchema>;

export interface PreviewOptions {
  /** The site's preview address (absolute, or relative to the page). */
  readonly previewUrl: string;
  readonly nonce: string;
  readonly shortcode: string;
  /** Where the rendered HTML goes; what it held before is replaced. */
  readonly target: Element;
  readonly sink: HtmlSink;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

let previews = 0;

/** The preview frame's address: the site's preview address with the flag, the nonce and the frame's id. */
export function previewAddress(previewUrl: string, nonce: string, iframeId: string, base: string): URL {
  const address = new URL(previewUrl, base);
  address.searchParams.set(PREVIEW_FLAG, "true");
  address.searchParams.set(PREVIEW_NONCE_PARAM, nonce);
  address.searchParams.set(PREVIEW_IFRAME_ID_PARAM, iframeId);
  return address;
}

/** Why a preview gave no HTML: it timed out, was aborted, or the frame could not be reached. */
export class PreviewError extends Error {
  override readonly name = "PreviewError";
}

/**
 * Renders `shortcode` through the site's preview and puts the sanitised HTML into `target`. Resolves once it is
 * in place; rejects with a {@link PreviewError} on timeout or abort. The frame is removed either way.
 */
export function renderPreview(options: PreviewOptions): Promise<void> {
  const doc = options.target.ownerDocument;
  const view = doc.defaultView;
  if (!view) return Promise.reject(new PreviewError("the preview target is not in a window"));
  previews += 1;
  const iframeId = `enhance-preview-${previews}`;
  const address = previewAddress(options.previewUrl, options.nonce, iframeId, doc.baseURI);
  const frame = doc.createElement("iframe");
  frame.id = iframeId;
  frame.title = "Preview render";
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.src = address.href;
  const done = new AbortController();

  return new Promise<void>((resolve, reject) => {
    const finish = (error: PreviewError | null): void => {
      if (done.signal.aborted) return;
      done.abort();
      frame.remove();
      if (error) reject(error);
    };
    if (options.signal?.aborted) {
      finish(new PreviewError("preview aborted"));
      return;
    }
    options.signal?.addEventListener("abort", () => finish(new PreviewError("preview aborted")), {
      signal: done.signal,
    });
    const timer = view.setTimeout(
      () => finish(new PreviewError(`no preview reply within ${options.timeoutMs ?? PREVIEW_TIMEOUT_MS} ms`)),
      options.timeoutMs ?? PREVIEW_TIMEOUT_MS,
    );
    done.signal.addEventListener("abort", () => view.clearTimeout(timer));

    frame.addEventListener(
      "load",
      () => {
        const message: PreviewRequestMessage = {
          et_pb_preview_nonce: options.nonce,
          shortcode: options.shortcode,
        };
        frame.contentWindow?.postMessage(message, address.origin);
      },
      { signal: done.signal },
    );

    view.addEventListener(
      "message",
      (event) => {
        if (event.origin !== address.origin || event.source !== frame.contentWindow) return;
        const reply = previewReplySchema.safeParse(event.data);
        if (!reply.success || reply.data.iframe_id !== iframeId) return;
        finish(null);
        options.sink
          .toFragment(reply.data.html)
          .then((fragment) => {
            options.target.replaceChildren(fragment);
            resolve();
          })
          .catch((error: unknown) =>
            reject(new PreviewError(`the preview HTML could not be used: ${String(error)}`)),
          );
      },
      { signal: done.signal },
    );

    doc.body.append(frame);
  });
}

/** The sink of `src/core/html.ts`, loaded with the first preview so DOMPurify travels only with the builder. */
export const previewSink: HtmlSink = {
  toFragment: async (html) => (await import("../../core/html")).sanitizeToFragment(html),
};
