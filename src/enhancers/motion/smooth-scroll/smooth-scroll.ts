import type { Cleanup, ModuleContext } from "../../../boot/types";

/**
 * The theme's smooth scrolling (spec 9 "Animation and scroll"): only in Chrome (Chromium), only where the body
 * carries `et_smooth_scroll`, never with reduced motion or on touch screens. A mouse-wheel notch scrolls 80 px
 * and an arrow key 50 px, each eased over 400 ms at no more than 150 frames a second; further input the same way
 * while it moves extends the same animation, and input the other way turns it back from where the page is.
 * Trackpads, zoom gestures, form controls, widgets that use the arrow keys and scrollable boxes inside the page keep
 * the browser's own scrolling.
 */
export const ANIMATION_MS = 400;
export const STEP_PX = 80;
export const ARROW_SCROLL_PX = 50;
export const FRAME_RATE = 150;
/** Pixel-mode wheel deltas below this come from trackpads and high-resolution wheels, already smooth. */
export const MIN_NOTCH_PX = 50;

const FRAME_MS = 1000 / FRAME_RATE;
const DOM_DELTA_PIXEL = 0;

/** Where the arrow keys belong to the focused control, not to the page. */
const ARROW_KEY_OWNERS = [
  "input",
  "textarea",
  "select",
  "video",
  "audio",
  '[contenteditable]:not([contenteditable="false"])',
  ...[
    "slider",
    "spinbutton",
    "scrollbar",
    "listbox",
    "option",
    "combobox",
    "menu",
    "menubar",
    "menuitem",
    "tablist",
    "tab",
    "radiogroup",
    "radio",
    "grid",
    "tree",
    "treegrid",
    "toolbar",
  ].map((role) => `[role="${role}"]`),
].join(",");

interface UserAgentData {
  brands?: readonly { brand: string }[];
}

/** Whether this browser is Chrome or another Chromium browser (the theme smooths scrolling only there). */
export function isChromium(
  navigatorLike: Pick<Navigator, "userAgent"> & { userAgentData?: UserAgentData },
): boolean {
  const brands = navigatorLike.userAgentData?.brands;
  if (brands) return brands.some(({ brand }) => brand === "Chromium");
  return /\bChrom(e|ium)\/\d/.test(navigatorLike.userAgent);
}

/** The distance one wheel event scrolls, or null to leave it to the browser. */
export function wheelStep(
  event: Pick<WheelEvent, "deltaX" | "deltaY" | "deltaMode" | "ctrlKey">,
): number | null {
  const { deltaX, deltaY, deltaMode, ctrlKey } = event;
  // Ctrl + wheel zooms; sideways and trackpad scrolling stay native.
  if (ctrlKey || deltaY === 0 || Math.abs(deltaX) > Math.abs(deltaY)) return null;
  if (deltaMode === DOM_DELTA_PIXEL && Math.abs(deltaY) < MIN_NOTCH_PX) return null;
  return Math.sign(deltaY) * STEP_PX;
}

/** The distance an arrow key scrolls, or null for any other key. */
export function arrowStep(key: string): number | null {
  if (key === "ArrowDown") return ARROW_SCROLL_PX;
  if (key === "ArrowUp") return -ARROW_SCROLL_PX;
  return null;
}

/** Fast start, gentle landing. */
export function easeOutCubic(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 1 - (1 - clamped) ** 3;
}

function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    (target instanceof HTMLElement && target.isContentEditable) || target.closest(ARROW_KEY_OWNERS) !== null
  );
}

/** Whether the event happened inside a box that scrolls by itself (a code block, a chat widget): leave it. */
function insideScrollableBox(target: EventTarget | null): boolean {
  let element = target instanceof Element ? target : null;
  while (element && element !== document.body && element !== document.documentElement) {
    // Only boxes styled to scroll are measured, so the common case reads no layout at all.
    const overflow = getComputedStyle(element).overflowY;
    if (
      (overflow === "auto" || overflow === "scroll" || overflow === "overlay") &&
      element.scrollHeight > element.clientHeight
    ) {
      return true;
    }
    element = element.parentElement;
  }
  return false;
}

export function mount(_element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  if (!isChromium(navigator)) return;
  if (window.matchMedia("(hover: none) and (pointer: coarse)").matches) return;

  let documentHeight = Number.POSITIVE_INFINITY;
  if (typeof ResizeObserver === "function") {
    // The page height is read when the page resizes (layout is fresh then), never while scrolling.
    const observer = new ResizeObserver(() => {
      documentHeight = document.documentElement.scrollHeight;
    });
    observer.observe(document.documentElement);
    context.disposables.add(() => observer.disconnect());
  }

  let frame = 0;
  let from = 0;
  let to = 0;
  let position = 0;
  let startedAt: number | null = null;
  let lastFrameAt: number | null = null;

  const stop = (): void => {
    if (frame) window.cancelAnimationFrame(frame);
    frame = 0;
  };
  context.disposables.add(stop);

  const step = (now: number): void => {
    startedAt ??= now;
    // At most 150 frames a second, however fast the display refreshes.
    if (lastFrameAt !== null && now - lastFrameAt < FRAME_MS - 0.5 && now - startedAt < ANIMATION_MS) {
      frame = window.requestAnimationFrame(step);
      return;
    }
    lastFrameAt = now;
    const progress = Math.min(1, (now - startedAt) / ANIMATION_MS);
    position = from + (to - from) * easeOutCubic(progress);
    window.scrollTo({ top: position, behavior: "instant" });
    frame = progress < 1 ? window.requestAnimationFrame(step) : 0;
  };

  const scrollBy = (distance: number): void => {
    // While animating, a step the same way adds to where the page is heading; a step the other way turns back from
    // where the page is now (the visitor reversed the wheel: the page must not glide on the old way first), as the
    // browser's own smooth scrolling does. Otherwise start from the page's place.
    const current = frame ? position : window.scrollY;
    const sameWay = frame !== 0 && Math.sign(to - current) === Math.sign(distance);
    const base = sameWay ? to : current;
    const maxTop = Math.max(0, documentHeight - window.innerHeight);
    to = Math.min(maxTop, Math.max(0, base + distance));
    from = current;
    position = current;
    startedAt = null;
    lastFrameAt = null;
    if (!frame) frame = window.requestAnimationFrame(step);
  };

  const options = { signal: context.signal };
  window.addEventListener(
    "wheel",
    (event) => {
      if (event.defaultPrevented || context.reducedMotion()) return;
      const distance = wheelStep(event);
      if (distance === null || insideScrollableBox(event.target)) return;
      event.preventDefault();
      scrollBy(distance);
    },
    // Not passive: it replaces the browser's own scroll for the events it handles.
    { ...options, passive: false },
  );
  window.addEventListener(
    "keydown",
    (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const distance = arrowStep(event.key);
      if (distance === null || context.reducedMotion()) return;
      if (ownsArrowKeys(event.target) || insideScrollableBox(event.target)) return;
      event.preventDefault();
      scrollBy(distance);
    },
    options,
  );
  // Grabbing the scrollbar or touching the page hands scrolling back to the visitor.
  window.addEventListener("pointerdown", stop, { ...options, passive: true });

  return stop;
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
