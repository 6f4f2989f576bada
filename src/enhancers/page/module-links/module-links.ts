import type { Cleanup, ModuleContext } from "../../../boot/types";
import type { LinkOption } from "../../../core/config";
import { visuallyHide } from "../../../core/visually-hidden";
import { LINK_PROTOCOLS, linkUrl } from "../../../core/urls";

/**
 * Module link options (`et_link_options_data`: class, url, target; spec 3): the module with that class becomes a
 * link. The mouse path is a click anywhere in it that is not on its own links, buttons or form controls; the
 * keyboard and screen-reader path is a real, visually hidden `<a class="enhance-module-link">` at its start,
 * named by the module's first heading (a focusable container around interactive children would be worse).
 * New windows open without opener or referrer; `javascript:` and other schemes are refused with a warning.
 */
export const LINK_CLASS = "enhance-module-link";
export const FOCUSED_CLASS = "enhance-module-link--focused";
export const CLICKABLE_CLASS = "et_clickable";
export const ALLOWED_PROTOCOLS: readonly string[] = LINK_PROTOCOLS;
export const NAME_MAX_LENGTH = 100;
export const NEW_TAB_NOTE = " (opens in a new tab)";
export const NEW_WINDOW_FEATURES = "noopener,noreferrer";

/**
 * Clicks on these (or inside them) belong to them, not to the module's link: interactive elements, and the
 * theme's own click areas that its script exempts (toggle titles, tab controls, players, form fields).
 */
const CLICK_EXCEPTIONS = [
  "a[href]",
  "button",
  "input",
  "select",
  "textarea",
  "label",
  "summary",
  "video",
  "audio",
  "iframe",
  "object",
  "embed",
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="slider"]',
  ".et_pb_toggle_title",
  ".et_pb_tabs_controls",
  ".mejs-container",
  ".et_pb_contact_field",
  ".et_pb_contact_captcha",
  ".flex-control-nav",
  ".et_pb_menu__search-button",
  ".et_pb_menu__close-search-button",
  ".et_pb_menu__search-container",
  ".et_pb_fullwidth_header_scroll",
].join(",");

export interface ModuleLink {
  readonly className: string;
  readonly url: string;
  readonly newTab: boolean;
}

/** A CSS class name as the builder writes them (`et_pb_text_18`, `et_pb_section_0_tb_header`). */
export function isClassName(value: string): boolean {
  return /^-?[_a-zA-Z][\w-]*$/.test(value);
}

/**
 * The URL to use, or null when it is empty or its scheme is not http(s), mailto or tel. The builder stores
 * `[` and `]` as HTML entities; they are decoded as the theme does. Relative URLs stay as written.
 */
export function safeLinkUrl(url: string, base: string): string | null {
  const decoded = url.trim().replace(/&#91;/g, "[").replace(/&#93;/g, "]");
  // Parsed the way the browser will parse the href, so "java\nscript:" cannot slip through.
  return linkUrl(decoded, base) === null ? null : decoded;
}

/** Reads one config entry; a bad one gives a reason instead. */
export function readLinkOption(
  option: LinkOption,
  base: string,
): { link: ModuleLink; problem?: undefined } | { link?: undefined; problem: string } {
  if (!isClassName(option.class)) return { problem: `class "${option.class}" is not a class name` };
  const url = safeLinkUrl(option.url, base);
  if (url === null) {
    return { problem: `url "${option.url}" is not an http(s), mailto, tel or relative URL` };
  }
  return { link: { className: option.class, url, newTab: option.target === "_blank" } };
}

const normalise = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim();

/** The link's name: the module's first heading, else its text cut at a word before 100 characters. */
export function moduleLinkName(module: Element): string {
  const heading = normalise(module.querySelector("h1, h2, h3, h4, h5, h6")?.textContent);
  if (heading) return heading;
  const clone = module.cloneNode(true) as Element;
  clone.querySelectorAll(`script, style, template, .${LINK_CLASS}`).forEach((node) => node.remove());
  const text = normalise(clone.textContent);
  if (text) {
    if (text.length <= NAME_MAX_LENGTH) return text;
    const cut = text.slice(0, NAME_MAX_LENGTH - 1);
    const space = cut.lastIndexOf(" ");
    return `${(space > NAME_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return normalise(module.querySelector("img[alt]")?.getAttribute("alt"));
}

/** Whether a click on `target` belongs to something interactive inside `module` rather than to its link. */
export function isClickException(target: Element, module: Element): boolean {
  for (let element: Element | null = target; element && element !== module; element = element.parentElement) {
    if (element.matches(CLICK_EXCEPTIONS)) return true;
  }
  return false;
}

function openInNewTab(url: string): void {
  window.open(url, "_blank", NEW_WINDOW_FEATURES);
}

export function mount(_element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const options = context.config.linkOptions;
  if (options.length === 0) return;
  const links = new Map<string, ModuleLink>();
  options.forEach((option, index) => {
    const { link, problem } = readLinkOption(option, window.location.href);
    if (problem !== undefined) context.log.warn(`et_link_options_data[${index}]: ${problem}; skipped`);
    else links.set(link.className, link);
  });
  if (links.size === 0) return;

  const anchors = new Map<Element, HTMLAnchorElement>();
  const undo: Array<() => void> = [];
  const listen = { signal: context.signal };

  for (const link of links.values()) {
    for (const module of document.getElementsByClassName(link.className)) {
      if (!(module instanceof HTMLElement) || anchors.has(module)) continue;
      const anchor = document.createElement("a");
      anchor.className = LINK_CLASS;
      anchor.href = link.url;
      if (link.newTab) {
        anchor.target = "_blank";
        anchor.rel = "noopener noreferrer";
      }
      const name = moduleLinkName(module) || link.url;
      anchor.textContent = link.newTab ? `${name}${NEW_TAB_NOTE}` : name;
      visuallyHide(anchor);
      // The hidden link shows where focus is by outlining the whole module it stands for.
      const previousOutline = { outline: module.style.outline, outlineOffset: module.style.outlineOffset };
      anchor.addEventListener(
        "focus",
        () => {
          module.classList.add(FOCUSED_CLASS);
          module.style.outline = "3px solid";
          module.style.outlineOffset = "2px";
        },
        listen,
      );
      anchor.addEventListener(
        "blur",
        () => {
          module.classList.remove(FOCUSED_CLASS);
          Object.assign(module.style, previousOutline);
        },
        listen,
      );
      module.prepend(anchor);
      anchors.set(module, anchor);
      const addedClickable = !module.classList.contains(CLICKABLE_CLASS);
      if (addedClickable) module.classList.add(CLICKABLE_CLASS);
      undo.push(() => {
        anchor.remove();
        module.classList.remove(FOCUSED_CLASS);
        Object.assign(module.style, previousOutline);
        if (addedClickable) module.classList.remove(CLICKABLE_CLASS);
      });
    }
  }

  /** The innermost linked module around `target`, so a linked module inside a linked row wins. */
  const linkedModuleOf = (target: Element): { module: Element; link: ModuleLink } | null => {
    for (let element: Element | null = target; element; element = element.parentElement) {
      for (const className of element.classList) {
        const link = links.get(className);
        if (link) return { module: element, link };
      }
    }
    return null;
  };

  const follow = (event: MouseEvent, forceNewTab: boolean): void => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const found = linkedModuleOf(event.target);
    if (!found || isClickException(event.target, found.module)) return;
    // A visitor selecting text in the module is not clicking it.
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed && found.module.contains(selection.anchorNode)) return;
    const { module, link } = found;
    if (link.newTab || forceNewTab || event.ctrlKey || event.metaKey || event.shiftKey) {
      openInNewTab(link.url);
      return;
    }
    // Through the real link, so the page's own link handling (smooth hash scroll, tracking) applies.
    const anchor = anchors.get(module);
    if (anchor) anchor.click();
    else window.location.assign(link.url);
  };

  document.addEventListener(
    "click",
    (event) => {
      if (event.button === 0) follow(event, false);
    },
    listen,
  );
  document.addEventListener(
    "auxclick",
    (event) => {
      if (event.button === 1) follow(event, true);
    },
    listen,
  );

  return () => {
    for (const step of undo) step();
  };
}
