import type { Cleanup, ModuleContext } from "../../../boot/types";
import {
  ADMIN_BAR_RESIZE_DELAY_MS,
  adminBarOffset,
  scrollToElement,
  scrollWindowTo,
} from "../../../core/scroll";

/**
 * The fullscreen fullwidth header (`section.et_pb_fullwidth_header.et_pb_fullscreen`): at least as tall as the
 * viewport minus the WordPress admin bar; when its content is taller than that, the content gets the theme's
 * 80 px of extra room at the bottom so the scroll-down button does not cover it. The scroll-down button
 * (`.et_pb_fullwidth_header_scroll a` / `a.scroll-down-container`, an icon-font glyph) gets the name "Scroll down"
 * and scrolls to the next section in 800 ms (at once with reduced motion), then moves focus there.
 */

/** Spec 9: fullwidth header scroll 800 ms. */
export const SCROLL_DOWN_MS = 800;
/** Spec 9: fullscreen extra margin 80 px. */
export const FULLSCREEN_EXTRA_MARGIN_PX = 80;
export const SCROLL_DOWN_LABEL = "Scroll down";

const SCROLL_LINK_SELECTOR = ".et_pb_fullwidth_header_scroll a, a.scroll-down-container";

/** The minimum height of the header, as CSS: the viewport minus a fixed admin bar. */
export function fullscreenMinHeight(adminBarHeight: number): string {
  return adminBarHeight > 0 ? `calc(100vh - ${adminBarHeight}px)` : "100vh";
}

/** Whether content of `contentHeight` px needs the extra room in a viewport of `available` px. */
export function needsExtraMargin(contentHeight: number, available: number): boolean {
  return contentHeight > available;
}

/** The next section after the header's own section, skipping anything that is not an element. */
export function nextSection(header: Element): HTMLElement | null {
  const section = header.closest(".et_pb_section") ?? header;
  let next = section.nextElementSibling;
  while (next && !(next instanceof HTMLElement && next.classList.contains("et_pb_section"))) {
    next = next.nextElementSibling;
  }
  return next instanceof HTMLElement ? next : null;
}

export function mount(header: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const container = header.querySelector<HTMLElement>(":scope > .et_pb_fullwidth_header_container");
  const content =
    container?.querySelector<HTMLElement>(":scope > .header-content-container") ??
    header.querySelector<HTMLElement>(".header-content");
  const sized = [header, container].filter((element): element is HTMLElement => element !== null);
  const adminBar = document.getElementById("wpadminbar");
  let adminBarHeight = 0;
  /** The bar's height from its last ResizeObserver record (after layout, so reading it forces nothing). */
  let measuredAdminBar = 0;
  const readAdminBar = (bar: HTMLElement): number =>
    adminBarOffset({
      viewportWidth: window.innerWidth,
      position: getComputedStyle(bar).position,
      height: measuredAdminBar,
    });
  let contentHeight = 0;
  let paddedContent = false;

  const applySizes = (): void => {
    const minHeight = fullscreenMinHeight(adminBarHeight);
    for (const element of sized) element.style.minHeight = minHeight;
    if (!content) return;
    const pad = needsExtraMargin(contentHeight, window.innerHeight - adminBarHeight);
    if (pad === paddedContent) return;
    paddedContent = pad;
    content.style.paddingBottom = pad ? `${FULLSCREEN_EXTRA_MARGIN_PX}px` : "";
  };

  // Sizes arrive from ResizeObservers (after layout, so reading them forces nothing).
  const observer = new ResizeObserver((records) => {
    for (const record of records) {
      const height = record.borderBoxSize[0]?.blockSize ?? record.contentRect.height;
      if (record.target === adminBar) {
        measuredAdminBar = height;
        adminBarHeight = readAdminBar(adminBar);
      } else if (record.target === content) {
        contentHeight = height - (paddedContent ? FULLSCREEN_EXTRA_MARGIN_PX : 0);
      }
    }
    applySizes();
  });
  if (adminBar) observer.observe(adminBar);
  if (content) observer.observe(content);
  let adminBarTimer: number | undefined;
  const onResize = (): void => {
    applySizes();
    if (adminBar === null) return;
    // The admin bar turns static at 782 px and below, which need not change its size (so no ResizeObserver
    // record): it is read again once the resize has settled.
    if (adminBarTimer !== undefined) context.disposables.clearTimeout(adminBarTimer);
    adminBarTimer = context.disposables.setTimeout(() => {
      adminBarHeight = readAdminBar(adminBar);
      applySizes();
    }, ADMIN_BAR_RESIZE_DELAY_MS);
  };
  window.addEventListener("resize", onResize, { passive: true, signal: context.signal });
  applySizes();

  const link = header.querySelector<HTMLElement>(SCROLL_LINK_SELECTOR);
  const addedLabel =
    link !== null && !link.hasAttribute("aria-label") && !link.hasAttribute("aria-labelledby");
  const hiddenIcons: HTMLElement[] = [];
  const madeButton = link !== null && !link.hasAttribute("href") && !link.hasAttribute("tabindex");
  if (link) {
    if (addedLabel) link.setAttribute("aria-label", SCROLL_DOWN_LABEL);
    // The icon is a glyph of the theme's icon font (a "3" or a private-use character): noise to a screen reader.
    for (const icon of link.querySelectorAll<HTMLElement>(".et-pb-icon")) {
      if (icon.hasAttribute("aria-hidden")) continue;
      icon.setAttribute("aria-hidden", "true");
      hiddenIcons.push(icon);
    }
    if (madeButton) {
      // Without an href a link is not focusable: make it a button the keyboard can reach and press.
      link.setAttribute("role", "button");
      link.tabIndex = 0;
      link.addEventListener(
        "keydown",
        (event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          link.click();
        },
        { signal: context.signal },
      );
    }
    link.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
        const duration = context.reducedMotion() ? 0 : SCROLL_DOWN_MS;
        const next = nextSection(header);
        if (next) {
          void scrollToElement(next, { duration, signal: context.signal });
        } else {
          const section = header.closest(".et_pb_section") ?? header;
          const bottom = section.getBoundingClientRect().bottom + window.scrollY;
          void scrollWindowTo(bottom, { duration, signal: context.signal });
        }
      },
      { signal: context.signal },
    );
  }

  return () => {
    observer.disconnect();
    for (const element of sized) element.style.minHeight = "";
    if (content) content.style.paddingBottom = "";
    if (link && addedLabel) link.removeAttribute("aria-label");
    if (link && madeButton) {
      link.removeAttribute("role");
      link.removeAttribute("tabindex");
    }
    for (const icon of hiddenIcons) icon.removeAttribute("aria-hidden");
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
