import { onTestFinished, vi } from "vitest";

/**
 * jsdom has `<dialog>` without `showModal` and `close`: for unit tests, a stand-in that opens and closes it and
 * fires `close` as a browser does. Call it in `beforeEach`: it is removed when the test has finished, after the
 * test's module contexts are unmounted (which may still close a dialog).
 */
export function stubDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  const original = { showModal: proto["showModal"], close: proto["close"] };
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    if (!this.isConnected) throw new DOMException("not connected", "InvalidStateError");
    this.setAttribute("open", "");
    this.querySelector<HTMLElement>("[autofocus]")?.focus();
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  });
  Object.assign(proto, { showModal, close });
  onTestFinished(() => {
    Object.assign(proto, original);
  });
}
