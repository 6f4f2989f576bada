import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { createPortal, flushSync } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { ACCESSIBLE_NAME, createTopScroller, SENTINEL_CLASS, SHOW_AFTER_PX } from "./back-to-top";
import type { BackToTopModel } from "./parse";

/** A 1 px wide, 400 px tall invisible box at the very top of the page: once it has left the viewport, show. */
const SENTINEL_STYLE: CSSProperties = {
  position: "absolute",
  top: 0,
  left: 0,
  width: "1px",
  height: `${SHOW_AFTER_PX}px`,
  pointerEvents: "none",
  visibility: "hidden",
};

/** The attributes the root writes on the theme's span (the classes too), put back as they were when it unmounts. */
const WRITTEN_ATTRIBUTES = ["role", "aria-label", "tabindex", "aria-hidden", "style", "data-state", "class"];

function rememberButton(button: HTMLElement): () => void {
  const attributes = WRITTEN_ATTRIBUTES.map((name) => [name, button.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of attributes) {
      if (value === null) button.removeAttribute(name);
      else button.setAttribute(name, value);
    }
  };
}

interface BackToTopProps {
  readonly model: BackToTopModel;
  readonly context: ModuleContext;
}

/**
 * The back-to-top button: the theme's span stays the node it is; the root owns whether it is shown, writes that
 * on the span, and adds the sentinel whose visibility decides it. The page's scroll position is never read: an
 * IntersectionObserver on the sentinel says when the page has scrolled past it.
 */
export function BackToTop({ model, context }: BackToTopProps) {
  const { button, nativeButton, needsName } = model;
  const [visible, setVisible] = useState(false);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  // The fade-out class only once it has been shown, so it never flashes at page load.
  const shownOnce = useRef(false);

  useLayoutEffect(() => {
    const restore = rememberButton(button);
    if (!nativeButton) button.setAttribute("role", "button");
    if (needsName) button.setAttribute("aria-label", ACCESSIBLE_NAME);
    return restore;
  }, [button, nativeButton, needsName]);

  useLayoutEffect(() => {
    button.dataset["state"] = visible ? "visible" : "hidden";
    // Out of sight it must be out of the tab order and the accessibility tree too (the theme only fades it).
    button.setAttribute("tabindex", visible ? "0" : "-1");
    if (visible) {
      shownOnce.current = true;
      button.removeAttribute("aria-hidden");
      // The theme's stylesheet hides it with display: none until its script shows it.
      button.style.display = "block";
      button.classList.add("et-visible");
      button.classList.remove("et-hidden");
    } else {
      button.setAttribute("aria-hidden", "true");
      button.classList.remove("et-visible");
      if (shownOnce.current) button.classList.add("et-hidden");
    }
  }, [button, visible]);

  useLayoutEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel) return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      // Shown in the observer's own callback, as the theme's script shows it in its scroll handler.
      if (entry) flushSync(() => setVisible(!entry.isIntersecting));
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const scroller = createTopScroller(context);
    const listening = new AbortController();
    const options = { signal: listening.signal };
    button.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
        void scroller.activate();
      },
      options,
    );
    if (!nativeButton) {
      // The button pattern: Enter acts on key down, Space on key up (and its key down must not scroll the page).
      button.addEventListener(
        "keydown",
        (event) => {
          if (event.altKey || event.ctrlKey || event.metaKey) return;
          if (event.key === "Enter") {
            event.preventDefault();
            void scroller.activate();
          } else if (event.key === " ") {
            event.preventDefault();
          }
        },
        options,
      );
      button.addEventListener(
        "keyup",
        (event) => {
          if (event.key !== " ") return;
          event.preventDefault();
          void scroller.activate();
        },
        options,
      );
    }
    return () => {
      listening.abort();
      scroller.cancel();
    };
  }, [button, nativeButton, context]);

  // The sentinel measures from the top of the page, so it goes first in the body.
  const placeSentinel = useCallback((sentinel: HTMLDivElement | null) => {
    sentinelRef.current = sentinel;
    const body = sentinel?.ownerDocument.body;
    if (sentinel && body && body.firstChild !== sentinel) body.prepend(sentinel);
  }, []);

  return createPortal(
    <div ref={placeSentinel} className={SENTINEL_CLASS} aria-hidden="true" style={SENTINEL_STYLE} />,
    button.ownerDocument.body,
  );
}
