import type { Cleanup, ModuleContext } from "../../../../boot/types";
import { keepNativeControls, reportMediaErrors } from "../native";
import { adoptMediaStyles, createStatusArea, showStatus } from "../status";

/**
 * A native `<video>` or `<audio>` outside the video module (the audio module, WordPress's media shortcodes, a
 * video in a text module): it keeps the browser's controls, and a failure to play is said in words (spec 8
 * player messages) in an announced area after it. State (`data-state` on the element): `error` once it failed.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  if (!(element instanceof HTMLMediaElement)) return undefined;
  const restoreControls = keepNativeControls(element, context.reducedMotion());
  const status = createStatusArea();
  const releaseStyles = adoptMediaStyles();
  element.after(status);
  reportMediaErrors(
    element,
    (message) => {
      element.dataset["state"] = "error";
      showStatus(status, message);
    },
    context.signal,
  );
  return () => {
    restoreControls();
    status.remove();
    releaseStyles();
    delete element.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
