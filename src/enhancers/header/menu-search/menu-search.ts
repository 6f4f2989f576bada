import type { Cleanup, ModuleContext } from "../../../boot/types";

/**
 * The search overlay of the menu modules and of the Divi header (spec 4 "Menu search", spec 9 "Menu search
 * animation lock 1000 ms"). The search button shows the search form over the menu; its close button, Escape
 * and focus leaving the input (to anything outside the form) hide it again. Each change plays the theme's 1 s
 * CSS animation; the lock keeps a second opening from restarting it. A visitor who asks to close always gets the
 * overlay closed: the close button or Escape during the opening animation ends the opening at once (its final
 * state) and runs the close. With reduced motion the final state comes at once and there is no lock. Opening
 * closes the mobile menu (the bus event `mobile-menu:close`).
 *
 * Classes, as the theme's CSS expects them. Menu module: `.et_pb_menu__search-container--visible | --hidden |
 * --disabled` on the form's container, `.et_pb_menu__wrap--visible | --hidden` on the menu. Divi header:
 * `et_pb_search_visible | et_pb_search_form_hidden`, `et_pb_is_animating` and `et_pb_no_animation` on
 * `.et_search_form_container`, `et_pb_menu_hidden | et_pb_menu_visible` on `.et_menu_container`.
 *
 * Accessibility: the search icon is a button named "Search" with `aria-expanded` and `aria-controls`; the close
 * icon a button named "Close search"; focus goes to the input on opening and back to the search button when
 * the visitor closes it. The hidden part is `inert` (the menu while searching, the form otherwise) and the
 * closed form is `hidden`; `data-state` (closed | open | closing) sits on the form's container.
 */

/** Spec 9: menu search animation lock 1000 ms. */
export const MENU_SEARCH_LOCK_MS = 1000;

/** Spec 9: the search form gets 30 px of extra top padding under a logo that sits above the menu. */
export const SEARCH_PADDING_UNDER_LOGO_PX = 30;

/** The layouts whose logo can sit above the menu: centered, and inline-centred where the logo leaves the row. */
const LOGO_ABOVE_MODULE_CLASSES = ["et_pb_menu--style-centered", "et_pb_menu--style-inline_centered_logo"];
const LOGO_ABOVE_HEADER_BODY_CLASSES = ["et_header_style_centered", "et_header_style_split"];

/**
 * The search form's top padding, in px, when the logo sits above the menu: down to the logo's bottom edge plus the
 * theme's 30 px, so the opened field takes the menu's place and leaves the logo in view. Null when the logo is
 * beside or inside the menu row (inline-centred on wide screens), where the form keeps its own padding.
 */
export function paddingUnderLogo(
  logo: { readonly top: number; readonly bottom: number },
  menu: { readonly top: number },
  form: { readonly top: number },
): number | null {
  if (logo.bottom > menu.top) return null;
  return Math.max(0, logo.bottom - form.top) + SEARCH_PADDING_UNDER_LOGO_PX;
}

export const MENU_SEARCH_MESSAGES = {
  open: "Search",
  close: "Close search",
} as const;

export const MODULE_CLASSES = {
  containerVisible: "et_pb_menu__search-container--visible",
  containerHidden: "et_pb_menu__search-container--hidden",
  containerDisabled: "et_pb_menu__search-container--disabled",
  wrapVisible: "et_pb_menu__wrap--visible",
  wrapHidden: "et_pb_menu__wrap--hidden",
} as const;

export const HEADER_CLASSES = {
  searchVisible: "et_pb_search_visible",
  searchHidden: "et_pb_search_form_hidden",
  animating: "et_pb_is_animating",
  noAnimation: "et_pb_no_animation",
  menuHidden: "et_pb_menu_hidden",
  menuVisible: "et_pb_menu_visible",
} as const;

/** The parts of one search overlay. `clickTarget` takes the clicks; `button` carries the ARIA. */
export interface SearchParts {
  readonly variant: "module" | "header";
  readonly clickTarget: HTMLElement;
  readonly button: HTMLElement;
  readonly container: HTMLElement;
  readonly input: HTMLInputElement;
  readonly close: HTMLElement | null;
  /** What the form covers while it is open: the module's menu or the header's menu container. */
  readonly covered: HTMLElement | null;
  /** In a layout whose logo can sit above the menu: the logo and the menu row it is compared with. */
  readonly logoAbove: { readonly logo: HTMLElement; readonly menu: HTMLElement } | null;
}

function logoAboveParts(
  logo: HTMLElement | null,
  menu: HTMLElement | null,
  layout: boolean,
): SearchParts["logoAbove"] {
  return layout && logo !== null && menu !== null ? { logo, menu } : null;
}

function searchInput(container: Element): HTMLInputElement | null {
  return container.querySelector<HTMLInputElement>(
    ".et_pb_menu__search-input, .et-search-field, input[type=search], input[name=s]",
  );
}

export function findSearchParts(root: HTMLElement): SearchParts | null {
  const moduleButton = root.querySelector<HTMLElement>(".et_pb_menu__search-button");
  const moduleContainer = root.querySelector<HTMLElement>(".et_pb_menu__search-container");
  if (moduleButton !== null && moduleContainer !== null) {
    const input = searchInput(moduleContainer);
    if (input === null) return null;
    return {
      variant: "module",
      clickTarget: moduleButton,
      button: moduleButton,
      container: moduleContainer,
      input,
      close: moduleContainer.querySelector<HTMLElement>(".et_pb_menu__close-search-button"),
      covered: root.querySelector<HTMLElement>(".et_pb_menu__wrap"),
      logoAbove: logoAboveParts(
        root.querySelector<HTMLElement>(".et_pb_menu__logo-wrap"),
        root.querySelector<HTMLElement>(".et_pb_menu__wrap"),
        LOGO_ABOVE_MODULE_CLASSES.some((name) => root.classList.contains(name)),
      ),
    };
  }
  const topSearch = root.querySelector<HTMLElement>("#et_top_search");
  const headerContainer = root.querySelector<HTMLElement>(".et_search_form_container");
  if (topSearch !== null && headerContainer !== null) {
    const input = searchInput(headerContainer);
    if (input === null) return null;
    return {
      variant: "header",
      clickTarget: topSearch,
      button: topSearch.querySelector<HTMLElement>("#et_search_icon") ?? topSearch,
      container: headerContainer,
      input,
      close: headerContainer.querySelector<HTMLElement>(".et_close_search_field"),
      covered: root.querySelector<HTMLElement>(".et_menu_container"),
      logoAbove: logoAboveParts(
        root.querySelector<HTMLElement>(".logo_container"),
        root.querySelector<HTMLElement>("#et-top-navigation"),
        LOGO_ABOVE_HEADER_BODY_CLASSES.some((name) => root.ownerDocument.body.classList.contains(name)),
      ),
    };
  }
  return null;
}

function hasName(element: Element): boolean {
  return (
    (element.textContent ?? "").trim() !== "" ||
    element.hasAttribute("aria-label") ||
    element.hasAttribute("aria-labelledby")
  );
}

/** Gives an icon (a `button`, or the header's `span`) the role, tab stop and name of a button. */
function makeButton(element: HTMLElement, name: string): () => void {
  const saved = ["role", "tabindex", "aria-label"].map((attribute): [string, string | null] => [
    attribute,
    element.getAttribute(attribute),
  ]);
  if (!(element instanceof HTMLButtonElement)) {
    element.setAttribute("role", "button");
    element.tabIndex = 0;
  }
  if (!hasName(element)) element.setAttribute("aria-label", name);
  return () => {
    for (const [attribute, value] of saved) {
      if (value === null) element.removeAttribute(attribute);
      else element.setAttribute(attribute, value);
    }
  };
}

/** The search field's name: its title without the trailing colon ("Search for:"), its placeholder, or "Search". */
export function fieldLabel(input: HTMLInputElement): string {
  const title = input.title.replace(/\s*:\s*$/, "").trim();
  if (title !== "") return title;
  const placeholder = input.placeholder.replace(/(\u2026|\.\.\.)\s*$/, "").trim();
  return placeholder !== "" ? placeholder : MENU_SEARCH_MESSAGES.open;
}

let containerCount = 0;

export function mount(root: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parts = findSearchParts(root);
  if (parts === null) return undefined;
  const { variant, clickTarget, button, container, input, close, covered, logoAbove } = parts;
  const doc = root.ownerDocument;
  const { signal } = context;

  if (container.id === "") {
    do containerCount += 1;
    while (doc.getElementById(`enhance-menu-search-${containerCount}`) !== null);
    container.id = `enhance-menu-search-${containerCount}`;
  }
  const restoreButton = makeButton(button, MENU_SEARCH_MESSAGES.open);
  // The theme names the field by its `title` only, which not every screen reader reads as a label.
  const labelled =
    input.labels !== null && input.labels.length > 0
      ? true
      : input.hasAttribute("aria-label") || input.hasAttribute("aria-labelledby");
  if (!labelled) input.setAttribute("aria-label", fieldLabel(input));
  const restoreClose = close !== null ? makeButton(close, MENU_SEARCH_MESSAGES.close) : () => undefined;
  button.setAttribute("aria-controls", container.id);

  let open = false;
  /** The running animation: its timer and what puts its final state in place; null when none runs (no lock). */
  let running: { readonly timer: number; readonly finish: () => void } | null = null;
  /** Focus left the form while it was still animating in: close once the lock ends, if it is still away. */
  let closeWhenUnlocked = false;
  const lockMs = (): number => (context.reducedMotion() ? 0 : MENU_SEARCH_LOCK_MS);

  function render(state: "open" | "closing" | "closed"): void {
    container.dataset["state"] = state;
    button.setAttribute("aria-expanded", String(state === "open"));
    container.hidden = state === "closed";
    container.inert = state !== "open";
    if (covered !== null) covered.inert = state === "open";
  }

  function lock(done: () => void): void {
    const ms = lockMs();
    if (ms === 0) {
      done();
      return;
    }
    const finish = (): void => {
      running = null;
      done();
    };
    const timer = context.disposables.setTimeout(() => {
      finish();
      if (closeWhenUnlocked) {
        closeWhenUnlocked = false;
        if (open && doc.hasFocus() && !container.contains(doc.activeElement)) hide(false);
      }
    }, ms);
    running = { timer, finish };
  }

  /** Ends the running animation now, in the state it was heading for. */
  function finishAnimation(): void {
    if (running === null) return;
    context.disposables.clearTimeout(running.timer);
    running.finish();
  }

  function closeMobileMenu(): void {
    const request = { within: root, handled: false };
    context.bus.emit("mobile-menu:close", request);
    if (request.handled) return;
    // No mobile menu enhancer here: close the theme's markup directly.
    for (const mobileNav of root.querySelectorAll<HTMLElement>(".mobile_nav.opened")) {
      mobileNav.classList.replace("opened", "closed");
      const list = mobileNav.querySelector<HTMLElement>(".et_mobile_menu");
      if (list !== null) list.style.display = "none";
    }
  }

  /** Where the form's box is laid out, before the opening animation's transform moves it. */
  function layoutTop(element: HTMLElement): number {
    const parent = element.offsetParent;
    if (parent === null) return element.getBoundingClientRect().top;
    return parent.getBoundingClientRect().top + parent.clientTop + element.offsetTop;
  }

  /** A read at click time (the layout can change with the width): the logo above the menu keeps its place. */
  function padUnderLogo(): void {
    container.style.removeProperty("padding-top");
    if (logoAbove === null || logoAbove.logo.getClientRects().length === 0) return;
    const padding = paddingUnderLogo(
      logoAbove.logo.getBoundingClientRect(),
      logoAbove.menu.getBoundingClientRect(),
      { top: layoutTop(container) },
    );
    if (padding !== null) container.style.paddingTop = `${padding}px`;
  }

  function show(): void {
    // The lock: a press during either animation does not restart it (spec 9, 1000 ms).
    if (open || running !== null) return;
    open = true;
    closeMobileMenu();
    const instant = lockMs() === 0;
    if (variant === "module") {
      container.classList.remove(MODULE_CLASSES.containerDisabled, MODULE_CLASSES.containerHidden);
      container.classList.add(MODULE_CLASSES.containerVisible);
      covered?.classList.remove(MODULE_CLASSES.wrapVisible);
      covered?.classList.add(MODULE_CLASSES.wrapHidden);
    } else {
      covered?.classList.remove(HEADER_CLASSES.menuVisible, HEADER_CLASSES.noAnimation);
      covered?.classList.add(HEADER_CLASSES.menuHidden);
      container.classList.remove(HEADER_CLASSES.searchHidden, HEADER_CLASSES.noAnimation);
      container.classList.add(HEADER_CLASSES.searchVisible);
      if (!instant) container.classList.add(HEADER_CLASSES.animating);
      // The theme sizes the form to cover the header: a read at click time, never while scrolling.
      container.style.height = `${root.clientHeight}px`;
    }
    render("open");
    padUnderLogo();
    input.focus();
    lock(() => {
      if (variant === "header") {
        covered?.classList.add(HEADER_CLASSES.noAnimation);
        container.classList.add(HEADER_CLASSES.noAnimation);
        container.classList.remove(HEADER_CLASSES.animating);
      }
    });
  }

  function hide(returnFocus: boolean): void {
    if (!open) return;
    // Closing never waits for the opening animation: it jumps to its end, so the close starts from the fully
    // shown form instead of leaving it half open.
    finishAnimation();
    open = false;
    closeWhenUnlocked = false;
    const instant = lockMs() === 0;
    if (variant === "module") {
      container.classList.remove(MODULE_CLASSES.containerVisible);
      container.classList.add(instant ? MODULE_CLASSES.containerDisabled : MODULE_CLASSES.containerHidden);
      covered?.classList.remove(MODULE_CLASSES.wrapHidden);
      covered?.classList.add(MODULE_CLASSES.wrapVisible);
    } else {
      covered?.classList.remove(HEADER_CLASSES.menuHidden, HEADER_CLASSES.noAnimation);
      covered?.classList.add(HEADER_CLASSES.menuVisible);
      container.classList.remove(HEADER_CLASSES.searchVisible, HEADER_CLASSES.noAnimation);
      container.classList.add(HEADER_CLASSES.searchHidden);
      if (!instant) container.classList.add(HEADER_CLASSES.animating);
    }
    // The menu must be focusable again before focus can go back to the search button inside it.
    if (covered !== null) covered.inert = false;
    if (returnFocus) button.focus();
    render(instant ? "closed" : "closing");
    lock(() => {
      if (variant === "module") {
        container.classList.remove(MODULE_CLASSES.containerHidden);
        container.classList.add(MODULE_CLASSES.containerDisabled);
      } else {
        covered?.classList.add(HEADER_CLASSES.noAnimation);
        container.classList.add(HEADER_CLASSES.noAnimation);
        container.classList.remove(HEADER_CLASSES.animating);
        container.style.removeProperty("height");
      }
      if (!open) {
        container.style.removeProperty("padding-top");
        render("closed");
      }
    });
  }

  const activatesOnKey = (event: KeyboardEvent): boolean =>
    (event.key === "Enter" || event.key === " ") && !(event.target instanceof HTMLButtonElement);

  clickTarget.addEventListener(
    "click",
    (event) => {
      event.preventDefault();
      show();
    },
    { signal },
  );
  button.addEventListener(
    "keydown",
    (event) => {
      if (!activatesOnKey(event)) return;
      event.preventDefault();
      show();
    },
    { signal },
  );
  if (close !== null) {
    close.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
        hide(true);
      },
      { signal },
    );
    close.addEventListener(
      "keydown",
      (event) => {
        if (!activatesOnKey(event)) return;
        event.preventDefault();
        hide(true);
      },
      { signal },
    );
  }
  container.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !open) return;
      event.preventDefault();
      hide(true);
    },
    { signal },
  );
  container.addEventListener(
    "focusout",
    (event) => {
      const next = event.relatedTarget;
      // Moving within the form (to its close button) or leaving the window keeps the search open.
      if (!open || (next instanceof Node && container.contains(next)) || !doc.hasFocus()) return;
      if (running !== null) closeWhenUnlocked = true;
      else hide(false);
    },
    { signal },
  );

  render("closed");
  if (variant === "module") container.classList.add(MODULE_CLASSES.containerDisabled);

  return () => {
    if (!labelled) input.removeAttribute("aria-label");
    restoreButton();
    restoreClose();
    button.removeAttribute("aria-controls");
    button.removeAttribute("aria-expanded");
    container.hidden = false;
    container.inert = false;
    container.style.removeProperty("padding-top");
    if (covered !== null) covered.inert = false;
    delete container.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
