import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";
import type { TickerModel } from "./parse";
import {
  createRotation,
  fade,
  nextHold,
  nextIndex,
  NOTHING_HOLDS,
  tickerState,
  type Rotation,
  type TickerInput,
  type TickerState,
} from "./trending-ticker";

const TOGGLE_CLASS = "enhance-trending-ticker__toggle";

function restoreAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** The ticker's own state on its element; put back as the server sent it when the root unmounts. */
function useTickerState(host: HTMLElement, state: TickerState): void {
  useLayoutEffect(() => {
    const before = host.getAttribute("data-state");
    return () => restoreAttribute(host, "data-state", before);
  }, [host]);
  useLayoutEffect(() => {
    host.dataset["state"] = state;
  }, [host, state]);
}

/** A ticker with one post, or for a visitor who wants no motion: every post stays listed. */
export function StaticTicker({ model }: { readonly model: TickerModel }) {
  useTickerState(model.host, "static");
  return null;
}

/** What the rotating ticker writes on the server's list and posts, remembered before its first write. */
function rememberList({ list, items }: TickerModel, listId: string): () => void {
  const id = list.getAttribute("id");
  const live = list.getAttribute("aria-live");
  const hidden = items.map((item) => item.hidden);
  if (!list.id) list.id = listId;
  return () => {
    restoreAttribute(list, "id", id);
    restoreAttribute(list, "aria-live", live);
    items.forEach((item, index) => (item.hidden = hidden[index] ?? false));
  };
}

const hideVisually = (element: HTMLSpanElement | null): void => {
  if (element) visuallyHide(element);
};

interface RotatingTickerProps {
  readonly model: TickerModel;
  readonly context: ModuleContext;
  /** The list's id, or the one it gets for the button's `aria-controls` when the server printed none. */
  readonly listId: string;
}

/**
 * A rotating ticker: the server's list and posts stay the nodes they are; the root owns which post shows and
 * what holds it still, writes that on them, and adds the Pause/Play button right before the list.
 */
export function RotatingTicker({ model, context, listId }: RotatingTickerProps) {
  const { host, list, items } = model;
  const [current, setCurrent] = useState(0);
  const [hold, setHold] = useState(NOTHING_HOLDS);
  const state = tickerState(hold);
  const rotating = state === "rotating";
  // The rotation's timers read these when they fire, after the renders that set them.
  const shown = useRef(current);
  const stillRotating = useRef(rotating);
  const rotation = useRef<Rotation | null>(null);
  const fading = useRef<Animation | null>(null);

  // A pause takes effect in the event that causes it: the post under the visitor's pointer or focus stays.
  const dispatch = useCallback(
    (input: TickerInput) => flushSync(() => setHold((was) => nextHold(was, input))),
    [],
  );

  useTickerState(host, state);
  useLayoutEffect(() => rememberList(model, listId), [model, listId]);

  useLayoutEffect(() => {
    shown.current = current;
    items.forEach((item, index) => (item.hidden = index !== current));
  }, [items, current]);

  useLayoutEffect(() => {
    stillRotating.current = rotating;
    // Off while it moves by itself (announcing every rotation would interrupt); polite once it holds still.
    list.setAttribute("aria-live", rotating ? "off" : "polite");
  }, [list, rotating]);

  useLayoutEffect(() => {
    const started = createRotation(context.disposables, {
      fadeOut: () => {
        const leaving = items[shown.current];
        if (leaving) fading.current = fade(leaving, 1, 0);
      },
      fadeEnd: () => {
        fading.current?.cancel();
        // Paused during the fade (focus reached the leaving post): it stays.
        if (!stillRotating.current) return;
        const next = nextIndex(shown.current, items.length);
        flushSync(() => setCurrent(next));
        const coming = items[next];
        if (coming) fading.current = fade(coming, 0, 1);
      },
    });
    rotation.current = started;
    return () => {
      started.stop();
      fading.current?.cancel();
      rotation.current = null;
    };
  }, [context, items]);

  useLayoutEffect(() => {
    rotation.current?.run(rotating);
  }, [rotating, context, items]);

  useEffect(() => {
    const listening = new AbortController();
    const options = { signal: listening.signal };
    host.addEventListener(
      "pointerenter",
      (event) => {
        if (event.pointerType !== "touch") dispatch("pointer-enter");
      },
      options,
    );
    host.addEventListener("pointerleave", () => dispatch("pointer-leave"), options);
    host.addEventListener("focusin", () => dispatch("focus-in"), options);
    host.addEventListener(
      "focusout",
      (event) => {
        if (event.relatedTarget instanceof Node && host.contains(event.relatedTarget)) return;
        dispatch("focus-out");
      },
      options,
    );
    return () => listening.abort();
  }, [host, dispatch]);

  // The portal appends to the list's parent; the button belongs right before the list it controls.
  const placeBeforeList = useCallback(
    (button: HTMLButtonElement | null) => {
      if (button && button.nextElementSibling !== list) list.before(button);
    },
    [list],
  );

  return createPortal(
    <button
      ref={placeBeforeList}
      type="button"
      className={TOGGLE_CLASS}
      aria-controls={listId}
      onClick={() => dispatch("toggle")}
    >
      <span>{hold.stopped ? "Play" : "Pause"}</span>
      <span ref={hideVisually}>{" trending posts"}</span>
    </button>,
    list.parentElement ?? host,
  );
}
