import type { Cleanup, ModuleContext } from "../../../boot/types";
import type { MobileMenuCloseRequest } from "../../../core/events";

/**
 * The theme's mobile menu (spec 2 "mobile menu", spec 9 "mobile menu slide 500 ms"), in the Divi header
 * (`#et_mobile_nav_menu .mobile_nav`) and in the menu modules (`.et_mobile_nav_menu .mobile_nav`). Like the
 * theme, the desktop menu is copied into `.mobile_nav` as `ul.et_mobile_menu` (unless the page already holds
 * one), its ids removed so nothing is duplicated, and a click on `.mobile_nav` slides it open or closed in
 * 500 ms (at once with reduced motion), flipping the theme's `opened` / `closed` classes.
 *
 * For assistive technology it is a disclosure (WAI-ARIA APG): the hamburger `.mobile_menu_bar` is a button
 * (role, tab stop, name, `aria-expanded`, `aria-controls`) that Enter and Space toggle. Nothing is trapped: Tab
 * leaves the menu freely. Escape closes the innermost open part and returns focus to its button. Each item with
 * a submenu gets its own disclosure button; a parent whose link goes nowhere (`#`) toggles its submenu too. The
 * theme's CSS forces mobile submenus open with `!important`, so a closed one gets an inline `display: none
 * !important` besides `hidden`. State three ways: `opened`/`closed`, `aria-expanded`, `hidden` and `data-state`.
 */

/** Spec 9: mobile menu slide 500 ms. */
export const MOBILE_MENU_SLIDE_MS = 500;
/** Spec 9: the Extra theme's mobile width is 1024 px (its desktop menu comes back above it); Divi's is 980 px. */
export const EXTRA_MOBILE_MENU_MAX_WIDTH = 1024;
export const EXTRA_THEME_CLASS = "et_extra";

export const MOBILE_MENU_MESSAGES = {
  /** The button's name when the header prints no "Select Page" text of its own. */
  menu: "Menu",
  submenu: "{item} submenu",
} as const;

const SOURCE_MENU_SELECTOR = "#top-menu, ul.et-menu, ul.fullwidth-menu, ul.nav";
const OPEN_ICON = "\u2212";
const CLOSED_ICON = "+";

/** The desktop menu to copy: the first top-level menu list of the header or module outside `.mobile_nav`. */
export function findSourceMenu(root: Element, mobileNav: Element): HTMLUListElement | null {
  for (const candidate of root.querySelectorAll<HTMLUListElement>(SOURCE_MENU_SELECTOR)) {
    if (!(candidate instanceof HTMLUListElement) || mobileNav.contains(candidate)) continue;
    if (candidate.parentElement?.closest(SOURCE_MENU_SELECTOR) !== null) continue;
    return candidate;
  }
  return null;
}

/** An id nobody in the document uses yet: `base`, else `base1`, `base2`... */
export function uniqueId(doc: Document, base: string): string {
  if (doc.getElementById(base) === null) return base;
  for (let index = 1; ; index += 1) {
    const id = `${base}${index}`;
    if (doc.getElementById(id) === null) return id;
  }
}

/**
 * The theme's id for the copy: `mobile_menu` in the Divi header, `mobile_menu<N>` for the N-th menu module (1-based),
 * so the ids do not depend on which menu happens to be enhanced first.
 */
export function preferredMenuId(root: Element): string {
  if (root.id === "main-header" || root.querySelector("#et_mobile_nav_menu") !== null) return "mobile_menu";
  const modules = [...root.ownerDocument.querySelectorAll(".et_pb_menu, .et_pb_fullwidth_menu")];
  return `mobile_menu${modules.indexOf(root) + 1}`;
}

/** The theme's copy of the desktop menu: same items, `et_mobile_menu` class, no duplicated ids. */
export function copyMenu(source: HTMLUListElement, id: string): HTMLUListElement {
  const copy = source.cloneNode(true) as HTMLUListElement;
  copy.removeAttribute("class");
  copy.id = id;
  copy.className = "et_mobile_menu";
  for (const element of copy.querySelectorAll("[id]")) element.removeAttribute("id");
  for (const slide of copy.querySelectorAll(".menu_slide")) slide.remove();
  copy.querySelector("li")?.classList.add("et_first_mobile_item");
  return copy;
}

function linkText(link: Element | null): string {
  return (link?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Links that lead nowhere, so the parent item's only job is to show its submenu. */
function goesNowhere(link: HTMLAnchorElement): boolean {
  const href = link.getAttribute("href");
  return href === null || href.trim() === "" || href.trim() === "#";
}

interface Submenu {
  readonly item: HTMLLIElement;
  readonly list: HTMLUListElement;
  readonly toggle: HTMLButtonElement;
}

export function mount(root: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const foundNav = root.querySelector<HTMLElement>(".mobile_nav");
  const foundBar = foundNav?.querySelector<HTMLElement>(".mobile_menu_bar") ?? null;
  if (foundNav === null || foundBar === null) return undefined;
  const nav: HTMLElement = foundNav;
  const bar: HTMLElement = foundBar;
  const doc = root.ownerDocument;
  const { signal } = context;

  let menu = nav.querySelector<HTMLUListElement>(":scope > ul.et_mobile_menu");
  const created = menu === null;
  if (menu === null) {
    const source = findSourceMenu(root, nav);
    if (source === null) {
      context.log.warn("no menu list to show in the mobile menu", root);
      return undefined;
    }
    menu = copyMenu(source, uniqueId(doc, preferredMenuId(root)));
    nav.append(menu);
  } else if (menu.id === "") {
    menu.id = uniqueId(doc, preferredMenuId(root));
  }
  const list: HTMLUListElement = menu;
  const animations = new WeakMap<HTMLElement, Animation>();
  const duration = (): number => (context.reducedMotion() ? 0 : MOBILE_MENU_SLIDE_MS);

  const barAttributes = ["role", "tabindex", "aria-controls", "aria-expanded", "aria-label"] as const;
  const barHadAttribute = new Map(barAttributes.map((name) => [name, bar.getAttribute(name)]));
  bar.setAttribute("role", "button");
  bar.tabIndex = 0;
  bar.setAttribute("aria-controls", list.id);
  if (!bar.hasAttribute("aria-label")) {
    bar.setAttribute("aria-label", linkText(nav.querySelector(".select_page")) || MOBILE_MENU_MESSAGES.menu);
  }

  /** Shows or hides a list, sliding its height; a slide in progress is reversed from where it is. */
  function slide(element: HTMLElement, open: boolean, animate: boolean, hide: () => void): void {
    const running = animations.get(element);
    const from = running !== undefined ? element.getBoundingClientRect().height : null;
    running?.cancel();
    animations.delete(element);
    if (!animate || duration() === 0 || typeof element.animate !== "function") {
      if (!open) hide();
      return;
    }
    const full = `${element.scrollHeight}px`;
    const start = from !== null ? `${from}px` : open ? "0px" : full;
    const animation = element.animate(
      [
        { height: start, overflow: "hidden" },
        { height: open ? full : "0px", overflow: "hidden" },
      ],
      { duration: duration(), easing: "ease-in-out" },
    );
    animations.set(element, animation);
    animation.finished.then(
      () => {
        animations.delete(element);
        if (!open) hide();
      },
      () => undefined,
    );
  }

  function hideMenu(): void {
    list.hidden = true;
    list.style.display = "none";
  }

  let open = false;
  function setOpen(next: boolean, animate = true): void {
    open = next;
    nav.classList.toggle("opened", next);
    nav.classList.toggle("closed", !next);
    nav.dataset["state"] = next ? "open" : "closed";
    bar.setAttribute("aria-expanded", String(next));
    if (next) {
      list.hidden = false;
      list.style.display = "block";
    }
    slide(list, next, animate, hideMenu);
  }

  const submenus: Submenu[] = [];
  let submenuCount = 0;
  for (const item of list.querySelectorAll<HTMLLIElement>("li")) {
    const sublist = item.querySelector<HTMLUListElement>(":scope > ul");
    if (sublist === null) continue;
    submenuCount += 1;
    if (sublist.id === "") sublist.id = `${list.id}-submenu-${submenuCount}`;
    const link = item.querySelector<HTMLAnchorElement>(":scope > a");
    const toggle = doc.createElement("button");
    toggle.type = "button";
    toggle.className = "enhance-submenu-toggle";
    toggle.setAttribute("aria-controls", sublist.id);
    toggle.setAttribute(
      "aria-label",
      MOBILE_MENU_MESSAGES.submenu.replace("{item}", linkText(link) || MOBILE_MENU_MESSAGES.menu),
    );
    const icon = doc.createElement("span");
    icon.setAttribute("aria-hidden", "true");
    toggle.append(icon);
    if (link !== null) link.after(toggle);
    else item.prepend(toggle);
    const submenu = { item, list: sublist, toggle };
    submenus.push(submenu);
    setSubmenuOpen(submenu, false, false);
  }

  function setSubmenuOpen({ item, list: sublist, toggle }: Submenu, next: boolean, animate = true): void {
    item.dataset["state"] = next ? "open" : "closed";
    toggle.setAttribute("aria-expanded", String(next));
    toggle.classList.toggle("et_pb_submenu_opened", next);
    const icon = toggle.firstElementChild;
    if (icon !== null) icon.textContent = next ? OPEN_ICON : CLOSED_ICON;
    if (next) {
      sublist.hidden = false;
      sublist.style.removeProperty("display");
    }
    slide(sublist, next, animate, () => {
      sublist.hidden = true;
      sublist.style.setProperty("display", "none", "important");
    });
  }

  const submenuOf = (element: Element | null): Submenu | undefined =>
    submenus.find((submenu) => submenu.toggle === element || submenu.item === element);

  // Server HTML saved after the theme's script ran may already say "opened".
  setOpen(nav.classList.contains("opened"), false);

  nav.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target === null) return;
      if (list.contains(target)) {
        const toggle = target.closest<HTMLButtonElement>(".enhance-submenu-toggle");
        const link = target.closest<HTMLAnchorElement>("a[href]");
        const submenu =
          toggle !== null ? submenuOf(toggle) : link !== null ? submenuOf(link.parentElement) : undefined;
        if (submenu !== undefined && (toggle !== null || (link !== null && goesNowhere(link)))) {
          event.preventDefault();
          setSubmenuOpen(submenu, submenu.item.dataset["state"] !== "open");
        } else if (link !== null && open) {
          // A link to a place on this page leaves the page as it is: the menu must not stay over it.
          setOpen(false);
        }
        return;
      }
      event.preventDefault();
      setOpen(!open);
    },
    { signal },
  );

  bar.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      setOpen(!open);
    },
    { signal },
  );

  nav.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape") return;
      const active = doc.activeElement;
      const ownToggle = submenuOf(active);
      const expanded = ownToggle?.item.dataset["state"] === "open" ? ownToggle : undefined;
      const inside = active?.parentElement?.closest("ul");
      const parentItem =
        inside !== null && inside !== undefined && inside !== list ? inside.parentElement : null;
      const around = parentItem !== null ? submenuOf(parentItem) : undefined;
      const innermost = expanded ?? around;
      if (innermost !== undefined) {
        event.preventDefault();
        setSubmenuOpen(innermost, false);
        innermost.toggle.focus();
        return;
      }
      if (!open) return;
      event.preventDefault();
      setOpen(false);
      bar.focus();
    },
    { signal },
  );

  const onCloseRequest = (request: MobileMenuCloseRequest): void => {
    if (request.within !== root && !request.within.contains(root)) return;
    request.handled = true;
    if (open) setOpen(false, false);
  };
  context.bus.on("mobile-menu:close", onCloseRequest);

  // Past the theme's mobile width its CSS hides the mobile menu; an open one must not come back later. Divi's is the
  // tablet breakpoint (980 px); Extra keeps its mobile menu up to 1024 px.
  const extraTheme = doc.body.classList.contains(EXTRA_THEME_CLASS);
  const onDeviceChange = ({ device }: { device: string }): void => {
    if (!extraTheme && device === "desktop" && open) setOpen(false, false);
  };
  context.bus.on("device:change", onDeviceChange);
  if (extraTheme) {
    const extraMobile = window.matchMedia(`(max-width: ${EXTRA_MOBILE_MENU_MAX_WIDTH}px)`);
    extraMobile.addEventListener(
      "change",
      () => {
        if (!extraMobile.matches && open) setOpen(false, false);
      },
      { signal },
    );
  }

  return () => {
    context.bus.off("device:change", onDeviceChange);
    context.bus.off("mobile-menu:close", onCloseRequest);
    for (const { list: sublist, toggle, item } of submenus) {
      animations.get(sublist)?.cancel();
      toggle.remove();
      sublist.hidden = false;
      sublist.style.removeProperty("display");
      delete item.dataset["state"];
    }
    animations.get(list)?.cancel();
    if (created) list.remove();
    nav.classList.remove("opened");
    nav.classList.add("closed");
    delete nav.dataset["state"];
    for (const [name, value] of barHadAttribute) {
      if (value === null) bar.removeAttribute(name);
      else bar.setAttribute(name, value);
    }
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
