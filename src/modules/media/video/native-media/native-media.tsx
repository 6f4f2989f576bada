import { useCallback, useLayoutEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { mountIslandBeside } from "../../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../../boot/types";
import { keepNativeControls, reportMediaErrors } from "../native";
import { MediaStatus, useMediaStyles, type StatusMessage } from "../status";
import { parseNativeMedia } from "./parse";

interface NativeMediaProps {
  readonly media: HTMLMediaElement;
  readonly parent: HTMLElement;
  readonly context: ModuleContext;
}

/**
 * A native player's root: the element itself is left where it is; the root keeps its controls and adds the
 * announced status area right after it, where a failure to play is said in words.
 */
function NativeMedia({ media, parent, context }: NativeMediaProps) {
  useMediaStyles();
  const [message, setMessage] = useState<StatusMessage | null>(null);

  useLayoutEffect(() => keepNativeControls(media, context.reducedMotion()), [media, context]);

  useLayoutEffect(() => {
    const controller = new AbortController();
    // A failure found while the root mounts is shown with the mount; a later one before its event returns.
    let starting = true;
    reportMediaErrors(
      media,
      (text) => {
        const show = (): void => setMessage({ text });
        if (starting) show();
        else flushSync(show);
      },
      controller.signal,
    );
    starting = false;
    return () => controller.abort();
  }, [media]);

  useLayoutEffect(() => {
    if (message) media.dataset["state"] = "error";
  }, [media, message]);
  useLayoutEffect(() => () => void delete media.dataset["state"], [media]);

  // The portal appends to the player's parent; the area belongs right after the player.
  const placeAfterMedia = useCallback(
    (area: HTMLDivElement | null) => {
      if (area && area.previousSibling !== media) media.after(area);
    },
    [media],
  );
  return createPortal(<MediaStatus ref={placeAfterMedia} message={message} />, parent);
}

/**
 * A native `<video>` or `<audio>` outside the video module (the audio module, WordPress's media shortcodes, a
 * video in a text module): it keeps the browser's controls, and a failure to play is said in words (spec 8
 * player messages) in an announced area after it. State (`data-state` on the element): `error` once it failed.
 * The root lives in an element of its own, outside the page: a player's children are its sources.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseNativeMedia(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  const { media, parent } = parsed.model;
  return mountIslandBeside(element, context, () => (
    <NativeMedia media={media} parent={parent} context={context} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
