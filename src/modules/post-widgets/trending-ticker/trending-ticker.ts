import type { Cleanup, ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";

/**
 * The trending posts ticker of the Extra header (spec 9 "Animation and scroll"). Our markup, as the theme prints
 * no reference for it:
 *
 *   <div class="enhance-trending-ticker">
 *     <h2 class="enhance-trending-ticker__title">Trending</h2>
 *     <ul><li><a href="/post/">Post title</a></li>…</ul>
 *   </div>
 *
 * It shows one post at a time and moves to the next every 10 s with a 300 ms fade out and in; hovering it or
 * moving focus into it pauses the rotation, and a visible Pause/Play button (the APG rotation control) stops it
 * for good. While it rotates the list is `aria-live="off"` so screen readers are not interrupted. With reduced
 * motion it never rotates: every post stays listed.
 */
export const ROTATE_MS = 10000;
export const FADE_MS = 300;

export type TickerState = "rotating" | "paused" | "stopped" | "static";

const TOGGLE_CLASS = "enhance-trending-ticker__toggle";

/** The index after `index` in a list of `count`, wrapping to the first. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

function fade(element: HTMLElement, from: number, to: number): Animation | null {
  if (typeof element.animate !== "function") return null;
  return element.animate([{ opacity: from }, { opacity: to }], { duration: FADE_MS, fill: "forwards" });
}

let counter = 0;

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  // Our markup (a list) or the Extra theme's header ticker (`#et-trending-container > .et-trending-post`).
  const list = element.querySelector<HTMLElement>(":scope > ul, :scope > ol, #et-trending-container");
  const items = list
    ? [...list.children].filter(
        (child): child is HTMLElement =>
          child instanceof HTMLLIElement ||
          (child instanceof HTMLElement && child.classList.contains("et-trending-post")),
      )
    : [];
  if (!list || items.length === 0) {
    return context.decline("no list of posts (ul > li, or .et-trending-post)", element);
  }
  if (items.length === 1 || context.reducedMotion()) {
    // Nothing to rotate, or motion unwanted: every post stays listed.
    element.dataset["state"] = "static" satisfies TickerState;
    return () => delete element.dataset["state"];
  }

  counter += 1;
  const listHadId = list.id !== "";
  if (!listHadId) list.id = `enhance-trending-ticker-${counter}`;

  const toggle = document.createElement("button");
  toggle.type = "button";
  toggle.className = TOGGLE_CLASS;
  toggle.setAttribute("aria-controls", list.id);
  const action = document.createElement("span");
  const subject = document.createElement("span");
  subject.textContent = " trending posts";
  visuallyHide(subject);
  toggle.append(action, subject);
  list.before(toggle);

  let current = 0;
  let stoppedByUser = false;
  let hovered = false;
  let focused = false;
  let rotateTimer: number | undefined;
  let fading: Animation | null = null;

  const rotating = (): boolean => !stoppedByUser && !hovered && !focused;

  const show = (index: number): void => {
    items.forEach((item, position) => (item.hidden = position !== index));
  };

  const advance = (): void => {
    rotateTimer = context.disposables.setTimeout(advance, ROTATE_MS);
    const leaving = items[current]!;
    fading = fade(leaving, 1, 0);
    context.disposables.setTimeout(() => {
      fading?.cancel();
      // Paused during the fade (focus reached the leaving post): it stays.
      if (!rotating()) return;
      current = nextIndex(current, items.length);
      show(current);
      fading = fade(items[current]!, 0, 1);
    }, FADE_MS);
  };

  const render = (): void => {
    const state: TickerState = stoppedByUser ? "stopped" : rotating() ? "rotating" : "paused";
    element.dataset["state"] = state;
    // Off while it moves by itself (announcing every rotation would interrupt); polite once it holds still.
    list.setAttribute("aria-live", state === "rotating" ? "off" : "polite");
    action.textContent = stoppedByUser ? "Play" : "Pause";
    if (rotating()) {
      if (rotateTimer === undefined) rotateTimer = context.disposables.setTimeout(advance, ROTATE_MS);
    } else if (rotateTimer !== undefined) {
      window.clearTimeout(rotateTimer);
      rotateTimer = undefined;
    }
  };

  const options = { signal: context.signal };
  toggle.addEventListener(
    "click",
    () => {
      stoppedByUser = !stoppedByUser;
      // Play is an explicit request: it rotates even though the pointer or focus is on the button (APG).
      if (!stoppedByUser) hovered = focused = false;
      render();
    },
    options,
  );
  element.addEventListener(
    "pointerenter",
    (event) => {
      if (event.pointerType === "touch") return;
      hovered = true;
      render();
    },
    options,
  );
  element.addEventListener(
    "pointerleave",
    () => {
      hovered = false;
      render();
    },
    options,
  );
  element.addEventListener(
    "focusin",
    () => {
      // Focus on a post holds that post in place (it must not vanish under the visitor's focus).
      focused = true;
      render();
    },
    options,
  );
  element.addEventListener(
    "focusout",
    (event) => {
      if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
      focused = false;
      render();
    },
    options,
  );

  show(current);
  render();

  return () => {
    fading?.cancel();
    toggle.remove();
    for (const item of items) item.hidden = false;
    list.removeAttribute("aria-live");
    if (!listHadId) list.removeAttribute("id");
    delete element.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
