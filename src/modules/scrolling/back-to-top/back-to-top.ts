import type { Cleanup, ModuleContext } from "../../../boot/types";
import { focusWithoutScrolling, scrollWindowTo } from "../../../core/scroll";

/**
 * The theme's back-to-top button (`span.et_pb_scroll_top.et-pb-icon`, spec 9 "Animation and scroll"): shown with
 * the theme's `et-visible` class once the page has scrolled past 400 px, hidden with `et-hidden` above that; a
 * press scrolls to the top in 800 ms (at once with reduced motion) and then moves focus to the top of the page,
 * so keyboard users continue from there rather than from a button at the bottom.
 */
export const SHOW_AFTER_PX = 400;
export const SCROLL_MS = 800;
export const ACCESSIBLE_NAME = "Back to top";

const SENTINEL_CLASS = "enhance-back-to-top-sentinel";

/** Where focus goes after the scroll: the skip link's target, else the main landmark, else the body. */
export function topFocusTarget(doc: Document = document): HTMLElement {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a.skip-link[href^="#"]')) {
    const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
    const target = id ? doc.getElementById(id) : null;
    if (target) return target;
  }
  return doc.querySelector<HTMLElement>('main, [role="main"]') ?? doc.body;
}

/** A 1 px wide, 400 px tall invisible box at the very top of the page: once it has left the viewport, show. */
function createSentinel(): HTMLElement {
  const sentinel = document.createElement("div");
  sentinel.className = SENTINEL_CLASS;
  sentinel.setAttribute("aria-hidden", "true");
  Object.assign(sentinel.style, {
    position: "absolute",
    top: "0",
    left: "0",
    width: "1px",
    height: `${SHOW_AFTER_PX}px`,
    pointerEvents: "none",
    visibility: "hidden",
  });
  return sentinel;
}

/** Remembers attributes before changing them, to put them back on cleanup. */
function attributeKeeper(element: HTMLElement) {
  const saved = new Map<string, string | null>();
  return {
    set(name: string, value: string): void {
      if (!saved.has(name)) saved.set(name, element.getAttribute(name));
      element.setAttribute(name, value);
    },
    restore(): void {
      for (const [name, value] of saved) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    },
  };
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const attributes = attributeKeeper(element);
  const nativeButton = element instanceof HTMLButtonElement;
  if (!nativeButton) attributes.set("role", "button");
  if (!element.getAttribute("aria-label") && !element.textContent?.trim()) {
    attributes.set("aria-label", ACCESSIBLE_NAME);
  }
  const initialStyle = element.getAttribute("style");

  const setVisible = (visible: boolean): void => {
    const wasShown = element.dataset["state"] === "visible";
    element.dataset["state"] = visible ? "visible" : "hidden";
    // Out of sight it must be out of the tab order and the accessibility tree too (the theme only fades it).
    attributes.set("tabindex", visible ? "0" : "-1");
    if (visible) element.removeAttribute("aria-hidden");
    else attributes.set("aria-hidden", "true");
    if (visible) {
      // The theme's stylesheet hides it with display: none until its script shows it.
      element.style.display = "block";
      element.classList.add("et-visible");
      element.classList.remove("et-hidden");
    } else {
      element.classList.remove("et-visible");
      // The fade-out class only once it has been shown, so it never flashes at page load.
      if (wasShown) element.classList.add("et-hidden");
    }
  };
  setVisible(false);

  const sentinel = createSentinel();
  document.body.prepend(sentinel);
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) setVisible(!entry.isIntersecting);
  });
  observer.observe(sentinel);
  context.disposables.add(() => observer.disconnect());

  let scrolling: AbortController | null = null;
  const activate = async (): Promise<void> => {
    scrolling?.abort();
    const controller = new AbortController();
    scrolling = controller;
    context.signal.addEventListener("abort", () => controller.abort(), { signal: controller.signal });
    // A visitor who scrolls on their own during the animation takes over.
    for (const type of ["wheel", "touchstart"] as const) {
      window.addEventListener(type, () => controller.abort(), { passive: true, signal: controller.signal });
    }
    await scrollWindowTo(0, {
      duration: context.reducedMotion() ? 0 : SCROLL_MS,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    controller.abort();
    focusWithoutScrolling(topFocusTarget());
  };

  const options = { signal: context.signal };
  element.addEventListener(
    "click",
    (event) => {
      event.preventDefault();
      void activate();
    },
    options,
  );
  if (!nativeButton) {
    // The button pattern: Enter acts on key down, Space on key up (and its key down must not scroll the page).
    element.addEventListener(
      "keydown",
      (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === "Enter") {
          event.preventDefault();
          void activate();
        } else if (event.key === " ") {
          event.preventDefault();
        }
      },
      options,
    );
    element.addEventListener(
      "keyup",
      (event) => {
        if (event.key !== " ") return;
        event.preventDefault();
        void activate();
      },
      options,
    );
  }

  return () => {
    scrolling?.abort();
    sentinel.remove();
    attributes.restore();
    element.classList.remove("et-visible", "et-hidden");
    if (initialStyle === null) element.removeAttribute("style");
    else element.setAttribute("style", initialStyle);
    delete element.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
