import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal, flushSync } from "react-dom";
import { visuallyHide } from "../../../core/visually-hidden";
import { createCountUpStore, inFinalField, type CounterState, type CountUpView } from "./count-up";
import { rememberAttributes } from "../../../core/attribute-journal";

/**
 * What the counters' React roots share: the count-up hook, the server attributes they borrow and
 * give back, and the counting text of number and circle counters.
 */

/**
 * The count-up of one counter: waits for `target` to be seen, then counts. Each frame's view is committed inside
 * that frame (`flushSync`), so the number on screen and `data-state` never lag the animation.
 */
export function useCountUp(target: Element, reducedMotion: boolean): CountUpView {
  const [store] = useState(() =>
    createCountUpStore({ reducedMotion, publish: (notify) => flushSync(notify) }),
  );
  useLayoutEffect(() => store.start(target), [store, target]);
  return useSyncExternalStore(store.subscribe, store.view);
}

/**
 * The count-up of a counter whose frames are drawn without React: `draw` gets each frame's progress (0 <= p < 1)
 * inside that frame and writes the DOM itself, while React renders only the changes of state (waiting, counting
 * from 0, done at 1). A count-up is about a hundred frames; rendering each through React cost the main thread a
 * few milliseconds a frame on a slow phone, for a number and a ring that need no reconciling. `target` is the
 * element whose sight starts it, or a stable function that finds it once the component's own elements (a ring
 * rendered by the same component) are in the page.
 */
export function useCountUpFrames(
  target: Element | (() => Element),
  reducedMotion: boolean,
  draw: (progress: number) => void,
): CountUpView {
  const latestDraw = useRef(draw);
  useLayoutEffect(() => {
    latestDraw.current = draw;
  });
  const [store] = useState(() => createCountUpStore({ reducedMotion, publish: (notify) => notify() }));
  const [view, setView] = useState(store.view);
  useLayoutEffect(() => {
    let rendered = store.view().state;
    return store.subscribe(() => {
      const next = store.view();
      if (next.state === rendered) {
        if (next.state === "counting") latestDraw.current(next.progress);
        return;
      }
      rendered = next.state;
      flushSync(() => setView(next));
    });
  }, [store]);
  useLayoutEffect(() => store.start(typeof target === "function" ? target() : target), [store, target]);
  return view;
}

/** A text a frame writes straight into the counter's value, between React's renders. */
export interface LiveText {
  current: ((text: string) => void) | null;
}

/** Shows `state` as `data-state` on a server element; the server's attribute comes back on unmount. */
export function useStateAttribute(element: HTMLElement, state: CounterState): void {
  useLayoutEffect(() => rememberAttributes(element, ["data-state"]), [element]);
  useLayoutEffect(() => {
    element.dataset["state"] = state;
  }, [element, state]);
}

/**
 * Gives `element` an id when it has none, for `aria-labelledby`; the id goes again on unmount. Returns the id
 * in use.
 */
export function useElementId(element: HTMLElement | null, fallback: string): string | undefined {
  const id = element ? element.id || fallback : undefined;
  useLayoutEffect(() => {
    if (!element || element.id) return undefined;
    element.id = fallback;
    return () => element.removeAttribute("id");
  }, [element, fallback]);
  return id;
}

interface CounterTextProps {
  /** `span.percent-value`: its text is the ticking value. */
  readonly valueElement: HTMLElement;
  /** The value screen readers get once, without the sign. */
  readonly finalText: string;
  /** The value shown now. */
  readonly text: string;
  /** Whether the count-up has started: the line is hidden until then, as the theme's stylesheet hides it. */
  readonly started: boolean;
  /** Filled with a writer for the value's text, for frames drawn without React. */
  readonly liveText?: LiveText;
}

/**
 * The counting text of a number or circle counter (`.percent > p > span.percent-value + span.percent-sign`).
 * The visible line becomes `aria-hidden` and a visually hidden copy of the final value (with the sign's text)
 * sits right after it, so screen readers read "223,000" once instead of every step. The value is one text node
 * whose data changes each frame; the server's nodes, text and attributes come back on unmount.
 */
export function CounterText({ valueElement, finalText, text, started, liveText }: CounterTextProps) {
  const line = valueElement.closest<HTMLElement>("p") ?? valueElement.parentElement ?? valueElement;
  const sign = line.querySelector(".percent-sign")?.textContent?.trim() ?? "";
  const shown = useRef<Text | null>(null);

  useLayoutEffect(() => {
    const restoreLine = rememberAttributes(line, ["aria-hidden", "style"]);
    const serverNodes = [...valueElement.childNodes];
    line.setAttribute("aria-hidden", "true");
    return () => {
      shown.current = null;
      valueElement.replaceChildren(...serverNodes);
      restoreLine();
    };
  }, [line, valueElement]);

  const write = useCallback(
    (next: string) => {
      let node = shown.current;
      if (!node || node.parentNode !== valueElement) {
        node = valueElement.ownerDocument.createTextNode("");
        valueElement.replaceChildren(node);
        shown.current = node;
      }
      node.data = inFinalField(next, finalText);
    },
    [valueElement, finalText],
  );
  useLayoutEffect(() => write(text), [write, text]);
  useLayoutEffect(() => {
    if (!liveText) return undefined;
    liveText.current = write;
    return () => {
      liveText.current = null;
    };
  }, [liveText, write]);

  // Hidden while the counter waits, as the theme's stylesheet keeps it until the count starts and enhance.css keeps
  // it before the counter mounts (its 0 there is narrower than the mounted counter's, which fills the final width).
  useLayoutEffect(() => {
    line.style.visibility = started ? "visible" : "hidden";
  }, [line, started]);

  // Portalled into the line's parent, then moved right after the line; it stays a child of that parent, so React
  // removes it where it is.
  const placeAfterLine = useCallback(
    (node: HTMLSpanElement | null) => {
      if (!node) return;
      visuallyHide(node);
      if (node.previousSibling !== line) line.after(node);
    },
    [line],
  );

  const parent = line.parentElement;
  if (!parent) return null;
  return createPortal(
    <span ref={placeAfterLine} className="enhance-counter__final">
      {`${finalText}${sign}`}
    </span>,
    parent,
  );
}
