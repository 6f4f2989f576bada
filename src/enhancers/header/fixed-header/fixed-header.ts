import type { Cleanup, ModuleContext } from "../../../boot/types";
import {
  FIXED_HEADER_CLASS,
  HEADER_SLIDE_MS,
  fixedHeaderMinWidth,
  nextHeaderScroll,
  type HeaderScroll,
  type HeaderState,
} from "./header-state";

/**
 * The theme's fixed header (`body.et_fixed_nav #main-header`, and `#top-header` above it when present). From
 * 980 px (1024 px on Extra) it takes the theme's `et-fixed-header` once the page scrolls, slides up out of view
 * while the visitor scrolls down past it and back while they scroll up; keyboard focus inside it brings it back.
 * The state is on the header as `data-state` (static, fixed, hidden), and goes on the bus with the height the header
 * covers (`fixed-header:change`), which the sticky modules hear to keep clear of it. The slide is a `translate` (no layout shift, no conflict with the theme's own `transform`); with reduced
 * motion it is immediate.
 *
 * The scroll listener reads nothing: one animation frame reads `scrollY` and writes the classes. The header's
 * size is measured when a ResizeObserver reports a change, never while scrolling.
 */
export function mount(header: HTMLElement, context: ModuleContext): Cleanup {
  const doc = header.ownerDocument;
  const body = doc.body;
  const topHeader = doc.getElementById("top-header");
  const parts = [header, ...(topHeader ? [topHeader] : [])];
  const media = window.matchMedia(
    `(min-width: ${fixedHeaderMinWidth(body.classList.contains("et_extra"))}px)`,
  );
  let scroll: HeaderScroll = { state: "static", anchorY: 0 };
  /** The header's bottom edge in the viewport when shown: how far it slides up, and the scroll it hides after. */
  let hideAfter = 0;
  let headerTop = 0;
  let measured = false;
  /** Only a header the theme's CSS really fixes slides away (without that CSS it scrolls with the page anyway). */
  let fixedByTheme = false;
  let frame = 0;
  let focusInside = false;
  /** The first frame after the header becomes active starts from where the page is: shown, whatever the scroll. */
  let fresh = true;
  let state: HeaderState = "static";
  /** The height of the top of the viewport the fixed parts cover while shown (what sticky modules keep clear of). */
  let coveredHeight = 0;
  let announced: { state: HeaderState; height: number } | null = null;
  const announce = (always = false): void => {
    if (!measured) return;
    if (!always && announced?.state === state && announced.height === coveredHeight) return;
    announced = { state, height: coveredHeight };
    context.bus.emit("fixed-header:change", announced);
  };
  const answerRequest = (): void => announce(true);
  context.bus.on("fixed-header:request", answerRequest);

  const write = (next: HeaderState): void => {
    const previous = header.getAttribute("data-state");
    if (previous === next) return;
    state = next;
    header.setAttribute("data-state", next);
    for (const part of parts) part.classList.toggle(FIXED_HEADER_CLASS, next !== "static");
    const hiddenAt = `0px ${-Math.ceil(hideAfter)}px`;
    for (const part of parts) {
      if (next === "hidden") part.style.setProperty("translate", hiddenAt, "important");
      else part.style.removeProperty("translate");
      const slides = (previous === "hidden") !== (next === "hidden");
      if (slides && !context.reducedMotion() && typeof part.animate === "function") {
        const frames =
          next === "hidden"
            ? [{ translate: "0px 0px" }, { translate: hiddenAt }]
            : [{ translate: hiddenAt }, { translate: "0px 0px" }];
        part.animate(frames, { duration: HEADER_SLIDE_MS, easing: "ease-in-out" });
      }
    }
    announce();
  };

  const update = (): void => {
    frame = 0;
    if (!media.matches || !measured) return;
    if (fresh) {
      scroll = { state: "static", anchorY: window.scrollY };
      fresh = false;
    }
    scroll = nextHeaderScroll(scroll, {
      scrollY: window.scrollY,
      hideAfter,
      keepShown: focusInside || !fixedByTheme,
    });
    write(scroll.state);
  };
  const schedule = (): void => {
    if (frame === 0) frame = context.disposables.requestAnimationFrame(update);
  };

  const deactivate = (): void => {
    scroll = { state: "static", anchorY: 0 };
    fresh = true;
    write("static");
    header.removeAttribute("data-state");
  };
  const onMediaChange = (): void => {
    if (media.matches) schedule();
    else deactivate();
  };

  window.addEventListener("scroll", schedule, { passive: true, signal: context.signal });
  media.addEventListener("change", onMediaChange, { signal: context.signal });
  header.addEventListener(
    "focusin",
    () => {
      focusInside = true;
      schedule();
    },
    { signal: context.signal },
  );
  header.addEventListener(
    "focusout",
    (event) => {
      focusInside = event.relatedTarget instanceof Node && header.contains(event.relatedTarget);
    },
    { signal: context.signal },
  );
  // The header's size changes as it takes its fixed style. A ResizeObserver callback runs after layout, so reading
  // the header's box there costs nothing; while it is slid away its box is read from the entry (its top is known).
  const resize = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (header.getAttribute("data-state") === "hidden") {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height !== undefined) hideAfter = headerTop + height;
      return;
    }
    const rect = header.getBoundingClientRect();
    headerTop = rect.top;
    hideAfter = rect.bottom;
    const position = getComputedStyle(header).position;
    fixedByTheme = position === "fixed" || position === "sticky";
    // Only what the theme's CSS fixes covers the page; the secondary bar counts when it is fixed too.
    const fixedHeight = (part: HTMLElement): number =>
      getComputedStyle(part).position === "fixed" ? part.getBoundingClientRect().height : 0;
    coveredHeight = (position === "fixed" ? rect.height : 0) + (topHeader ? fixedHeight(topHeader) : 0);
    if (measured) announce();
    if (!measured) {
      measured = true;
      schedule();
    }
  });
  resize.observe(header);

  return () => {
    resize.disconnect();
    context.bus.off("fixed-header:request", answerRequest);
    deactivate();
    // Gone: it covers nothing any more.
    if (announced !== null && announced.height !== 0)
      context.bus.emit("fixed-header:change", { state, height: 0 });
    for (const part of parts) part.classList.remove(FIXED_HEADER_CLASS);
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
