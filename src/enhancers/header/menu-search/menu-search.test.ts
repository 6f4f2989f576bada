import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { createTestContext, render } from "../../../test-support/context";
import type { MobileMenuCloseRequest } from "../../../core/events";
import {
  HEADER_CLASSES,
  MENU_SEARCH_LOCK_MS,
  MENU_SEARCH_MESSAGES,
  MODULE_CLASSES,
  SEARCH_PADDING_UNDER_LOGO_PX,
  fieldLabel,
  paddingUnderLogo,
  findSearchParts,
  mount,
} from "./menu-search";

const MODULE = `<div class="et_pb_module et_pb_menu et_pb_menu_0"><div class="et_pb_menu_inner_container">
  <div class="et_pb_menu__wrap">
    <div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul class="et-menu nav"><li><a href="/">Home</a></li></ul></nav></div>
    <button type="button" class="et_pb_menu__icon et_pb_menu__search-button"></button>
    <div class="et_mobile_nav_menu"><div class="mobile_nav opened"><span class="mobile_menu_bar"></span><ul class="et_mobile_menu" style="display: block"><li><a href="/">Home</a></li></ul></div></div>
  </div>
  <div class="et_pb_menu__search-container et_pb_menu__search-container--disabled"><div class="et_pb_menu__search">
    <form role="search" method="get" class="et_pb_menu__search-form" action="/"><input type="search" class="et_pb_menu__search-input" placeholder="Search &hellip;" name="s" title="Search for:"></form>
    <button type="button" class="et_pb_menu__icon et_pb_menu__close-search-button"></button>
  </div></div>
</div></div>
<a href="/elsewhere/" id="elsewhere">Elsewhere</a>`;

const HEADER = `<header id="main-header"><div class="container clearfix et_menu_container">
  <div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li><a href="/">Home</a></li></ul></nav>
    <div id="et_top_search"><span id="et_search_icon"></span></div>
  </div></div>
  <div class="et_search_outer"><div class="container et_search_form_container">
    <form role="search" method="get" class="et-search-form" action="/"><input type="search" class="et-search-field" placeholder="Search &hellip;" value="" name="s" title="Search for:"></form>
    <span class="et_close_search_field"></span>
  </div></div>
</header>`;

interface Setup {
  root: HTMLElement;
  button: HTMLElement;
  close: HTMLElement;
  container: HTMLElement;
  input: HTMLInputElement;
  covered: HTMLElement;
  context: ModuleContext;
  cleanup: (() => void) | undefined;
}

function setup(html: string, overrides: Partial<ModuleContext> = { reducedMotion: () => false }): Setup {
  const host = render(html);
  const root = host.querySelector<HTMLElement>(".et_pb_menu, #main-header")!;
  const context = createTestContext(root, overrides);
  const cleanup = mount(root, context);
  const parts = findSearchParts(root)!;
  return {
    root,
    button: parts.button,
    close: parts.close!,
    container: parts.container,
    input: parts.input,
    covered: parts.covered!,
    context,
    cleanup,
  };
}

function press(target: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, "hasFocus").mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("the menu module's search overlay", () => {
  it("pins spec 9's 1000 ms lock and the icons' names", () => {
    expect(MENU_SEARCH_LOCK_MS).toBe(1000);
    expect(MENU_SEARCH_MESSAGES).toEqual({ open: "Search", close: "Close search" });
  });

  it("starts closed: hidden, inert, disabled, the button collapsed and naming the form it controls", () => {
    const { button, close, container, input } = setup(MODULE);
    expect(button.getAttribute("aria-label")).toBe("Search");
    expect(close.getAttribute("aria-label")).toBe("Close search");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe(container.id);
    expect(container.hidden).toBe(true);
    expect(container.inert).toBe(true);
    expect(container.dataset["state"]).toBe("closed");
    expect(container.classList.contains(MODULE_CLASSES.containerDisabled)).toBe(true);
    expect(input.getAttribute("aria-label")).toBe("Search for");
  });

  it("given a click, shows the form over the menu with the theme's classes and focuses the input", () => {
    const { button, container, input, covered } = setup(MODULE);
    button.click();
    expect(container.classList.contains(MODULE_CLASSES.containerVisible)).toBe(true);
    expect(container.classList.contains(MODULE_CLASSES.containerDisabled)).toBe(false);
    expect(covered.classList.contains(MODULE_CLASSES.wrapHidden)).toBe(true);
    expect(container.hidden).toBe(false);
    expect(container.inert).toBe(false);
    expect(covered.inert).toBe(true);
    expect(container.dataset["state"]).toBe("open");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(input);
  });

  it("given the close button during the opening animation, closes at once, returns focus and disables the form after the closing animation", () => {
    const { button, close, container, covered } = setup(MODULE);
    button.click();
    vi.advanceTimersByTime(400);
    close.click();
    expect(container.dataset["state"]).toBe("closing");
    expect(container.classList.contains(MODULE_CLASSES.containerVisible)).toBe(false);
    expect(container.classList.contains(MODULE_CLASSES.containerHidden)).toBe(true);
    expect(covered.classList.contains(MODULE_CLASSES.wrapHidden)).toBe(false);
    expect(covered.classList.contains(MODULE_CLASSES.wrapVisible)).toBe(true);
    expect(covered.inert).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    // The opening's 1 s would have ended here: it was ended by the close, so it neither ends the closing
    // animation early nor lets a second opening in.
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS - 400);
    button.click();
    expect(container.dataset["state"]).toBe("closing");
    vi.advanceTimersByTime(399);
    expect(container.dataset["state"]).toBe("closing");
    vi.advanceTimersByTime(1);
    expect(container.dataset["state"]).toBe("closed");
    expect(container.hidden).toBe(true);
    expect(container.classList.contains(MODULE_CLASSES.containerDisabled)).toBe(true);
    expect(container.classList.contains(MODULE_CLASSES.containerHidden)).toBe(false);
  });

  it("given the close button after the opening animation, closes and returns focus; opening again waits for the closing animation (the lock)", () => {
    const { button, close, container } = setup(MODULE);
    button.click();
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    close.click();
    expect(container.dataset["state"]).toBe("closing");
    expect(document.activeElement).toBe(button);
    button.click();
    expect(container.dataset["state"]).toBe("closing");
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    expect(container.dataset["state"]).toBe("closed");
    button.click();
    expect(container.dataset["state"]).toBe("open");
  });

  it("given a second press on the search button during the opening animation, keeps it open without restarting the animation", () => {
    const { button, container, input } = setup(MODULE);
    button.click();
    vi.advanceTimersByTime(400);
    button.click();
    expect(container.dataset["state"]).toBe("open");
    expect(document.activeElement).toBe(input);
  });

  it("given Escape in the form during the opening animation, closes it at once and returns focus to the search button", () => {
    const { button, container, input } = setup(MODULE);
    button.click();
    expect(press(input, "Escape").defaultPrevented).toBe(true);
    expect(container.dataset["state"]).toBe("closing");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    expect(container.dataset["state"]).toBe("closed");
  });

  it("given Escape in the form after the opening animation, closes it and returns focus", () => {
    const { button, container, input } = setup(MODULE);
    button.click();
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    press(input, "Escape");
    expect(container.dataset["state"]).toBe("closing");
    expect(document.activeElement).toBe(button);
  });

  it("given focus leaving the form, closes without taking focus back; moving to the close button keeps it open", () => {
    const { button, close, container, input } = setup(MODULE);
    button.click();
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    close.focus();
    expect(container.dataset["state"]).toBe("open");
    const elsewhere = document.getElementById("elsewhere")!;
    elsewhere.focus();
    expect(container.dataset["state"]).toBe("closing");
    expect(document.activeElement).toBe(elsewhere);
    expect(input.value).toBe("");
  });

  it("given focus leaving during the lock, closes when the lock ends if focus is still away", () => {
    const { button, container } = setup(MODULE);
    button.click();
    document.getElementById("elsewhere")!.focus();
    expect(container.dataset["state"]).toBe("open");
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    expect(container.dataset["state"]).toBe("closing");
  });

  it("given focus coming back before the lock ends, stays open", () => {
    const { button, container, input } = setup(MODULE);
    button.click();
    document.getElementById("elsewhere")!.focus();
    input.focus();
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    expect(container.dataset["state"]).toBe("open");
  });

  it("given the window losing focus, stays open", () => {
    const { button, container } = setup(MODULE);
    button.click();
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    vi.mocked(document.hasFocus).mockReturnValue(false);
    document.getElementById("elsewhere")!.focus();
    expect(container.dataset["state"]).toBe("open");
  });

  it("given an open mobile menu, asks it to close; without a mobile menu enhancer, closes the theme's markup itself", () => {
    const { root, button, context } = setup(MODULE);
    const asked: MobileMenuCloseRequest[] = [];
    context.bus.on("mobile-menu:close", (request) => asked.push(request));
    button.click();
    expect(asked).toEqual([{ within: root, handled: false }]);
    const nav = root.querySelector<HTMLElement>(".mobile_nav")!;
    expect(nav.classList.contains("closed")).toBe(true);
    expect(nav.classList.contains("opened")).toBe(false);
    expect(root.querySelector<HTMLElement>(".et_mobile_menu")!.style.display).toBe("none");
  });

  it("given a mobile menu enhancer that handles the request, leaves the markup to it", () => {
    const { root, button, context } = setup(MODULE);
    context.bus.on("mobile-menu:close", (request) => {
      request.handled = true;
    });
    button.click();
    expect(root.querySelector(".mobile_nav")!.classList.contains("opened")).toBe(true);
  });

  it("given reduced motion, opens and closes at once with no lock", () => {
    const { button, close, container } = setup(MODULE, { reducedMotion: () => true });
    button.click();
    expect(container.dataset["state"]).toBe("open");
    close.click();
    expect(container.dataset["state"]).toBe("closed");
    expect(container.classList.contains(MODULE_CLASSES.containerDisabled)).toBe(true);
    expect(container.classList.contains(MODULE_CLASSES.containerHidden)).toBe(false);
  });

  it("restores the markup on cleanup", () => {
    const { button, close, container, input, cleanup } = setup(MODULE);
    cleanup?.();
    expect(button.hasAttribute("aria-label")).toBe(false);
    expect(button.hasAttribute("aria-expanded")).toBe(false);
    expect(close.hasAttribute("aria-label")).toBe(false);
    expect(input.hasAttribute("aria-label")).toBe(false);
    expect(container.hidden).toBe(false);
    expect(container.inert).toBe(false);
  });
});

describe("the Divi header's search", () => {
  it("makes the icon spans buttons and plays the theme's header classes with the lock", () => {
    const { root, button, close, container, input, covered } = setup(HEADER);
    expect(button.id).toBe("et_search_icon");
    expect(button.getAttribute("role")).toBe("button");
    expect(button.tabIndex).toBe(0);
    expect(close.getAttribute("role")).toBe("button");
    expect(press(button, "Enter").defaultPrevented).toBe(true);
    expect(container.classList.contains(HEADER_CLASSES.searchVisible)).toBe(true);
    expect(container.classList.contains(HEADER_CLASSES.animating)).toBe(true);
    expect(covered.classList.contains(HEADER_CLASSES.menuHidden)).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(container.style.height).toBe(`${root.clientHeight}px`);
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    expect(container.classList.contains(HEADER_CLASSES.noAnimation)).toBe(true);
    expect(container.classList.contains(HEADER_CLASSES.animating)).toBe(false);
    expect(covered.classList.contains(HEADER_CLASSES.noAnimation)).toBe(true);
    press(close, " ");
    expect(container.classList.contains(HEADER_CLASSES.searchHidden)).toBe(true);
    expect(container.classList.contains(HEADER_CLASSES.searchVisible)).toBe(false);
    expect(covered.classList.contains(HEADER_CLASSES.menuVisible)).toBe(true);
    expect(covered.classList.contains(HEADER_CLASSES.menuHidden)).toBe(false);
    expect(document.activeElement).toBe(button);
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    expect(container.hidden).toBe(true);
    expect(container.style.height).toBe("");
  });

  it("given its close icon during the opening animation, ends the opening and plays the closing classes at once", () => {
    const { button, close, container, covered } = setup(HEADER);
    press(button, "Enter");
    vi.advanceTimersByTime(300);
    press(close, "Enter");
    expect(container.dataset["state"]).toBe("closing");
    expect(container.classList.contains(HEADER_CLASSES.searchVisible)).toBe(false);
    expect(container.classList.contains(HEADER_CLASSES.searchHidden)).toBe(true);
    // The closing animation plays: the opening's end state (no animation) does not linger over it.
    expect(container.classList.contains(HEADER_CLASSES.animating)).toBe(true);
    expect(container.classList.contains(HEADER_CLASSES.noAnimation)).toBe(false);
    expect(covered.classList.contains(HEADER_CLASSES.menuVisible)).toBe(true);
    expect(covered.classList.contains(HEADER_CLASSES.menuHidden)).toBe(false);
    expect(covered.classList.contains(HEADER_CLASSES.noAnimation)).toBe(false);
    expect(document.activeElement).toBe(button);
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    expect(container.hidden).toBe(true);
    expect(container.classList.contains(HEADER_CLASSES.animating)).toBe(false);
    expect(container.style.height).toBe("");
  });

  it("opens on a click anywhere on #et_top_search", () => {
    const { root, container } = setup(HEADER);
    root.querySelector<HTMLElement>("#et_top_search")!.click();
    expect(container.dataset["state"]).toBe("open");
  });
});

describe("findSearchParts and fieldLabel", () => {
  it("finds nothing without a search button and form", () => {
    const root = render('<div class="et_pb_menu"><nav></nav></div>').firstElementChild as HTMLElement;
    expect(findSearchParts(root)).toBeNull();
    expect(mount(root, createTestContext(root))).toBeUndefined();
    const noInput = render(
      '<div class="et_pb_menu"><button class="et_pb_menu__search-button"></button><div class="et_pb_menu__search-container"></div></div>',
    ).firstElementChild as HTMLElement;
    expect(findSearchParts(noInput)).toBeNull();
  });

  it("names the field by its title without the colon, else its placeholder, else Search", () => {
    const input = document.createElement("input");
    input.title = "Search for:";
    expect(fieldLabel(input)).toBe("Search for");
    input.title = "";
    input.placeholder = "Find a lesson\u2026";
    expect(fieldLabel(input)).toBe("Find a lesson");
    input.placeholder = "";
    expect(fieldLabel(input)).toBe("Search");
  });

  it("keeps a name the markup already gives", () => {
    const html = MODULE.replace(
      '<button type="button" class="et_pb_menu__icon et_pb_menu__search-button"></button>',
      '<button type="button" class="et_pb_menu__icon et_pb_menu__search-button">Find</button>',
    ).replace('name="s" title="Search for:"', 'name="s" aria-label="Site search"');
    const { button, input } = setup(html);
    expect(button.hasAttribute("aria-label")).toBe(false);
    expect(input.getAttribute("aria-label")).toBe("Site search");
  });
});

describe("the search form under a logo above the menu (spec 9: search padding extra 30 px under logo)", () => {
  const CENTERED = MODULE.replace("et_pb_menu_0", "et_pb_menu_0 et_pb_menu--style-centered").replace(
    '<div class="et_pb_menu__wrap">',
    '<div class="et_pb_menu__logo-wrap"><div class="et_pb_menu__logo"><img src="/logo.png" alt="Logo"></div></div><div class="et_pb_menu__wrap">',
  );

  function place(element: Element, top: number, bottom: number): void {
    vi.spyOn(element, "getClientRects").mockReturnValue([
      new DOMRect(0, top, 100, bottom - top),
    ] as unknown as DOMRectList);
    vi.spyOn(element, "getBoundingClientRect").mockReturnValue(new DOMRect(0, top, 100, bottom - top));
  }

  it("pins the spec's 30 px", () => {
    expect(SEARCH_PADDING_UNDER_LOGO_PX).toBe(30);
  });

  it("pads down to the logo's bottom plus 30 px when the logo ends above the menu, else not at all", () => {
    expect(paddingUnderLogo({ top: 12, bottom: 62 }, { top: 74 }, { top: 12 })).toBe(80);
    expect(paddingUnderLogo({ top: 12, bottom: 62 }, { top: 20 }, { top: 12 })).toBeNull();
  });

  it("given a centered menu module, opens the form with the padding and drops it once closed", () => {
    const { root, button, close, container } = setup(CENTERED);
    place(root.querySelector(".et_pb_menu__logo-wrap")!, 12, 62);
    place(root.querySelector(".et_pb_menu__wrap")!, 74, 114);
    place(container, 12, 114);
    button.click();
    expect(container.style.paddingTop).toBe("80px");
    close.click();
    vi.advanceTimersByTime(MENU_SEARCH_LOCK_MS);
    expect(container.style.paddingTop).toBe("");
  });

  it("given a left-aligned menu module, leaves the form's padding to the theme", () => {
    const { root, button, container } = setup(
      CENTERED.replace("et_pb_menu--style-centered", "et_pb_menu--style-left_aligned"),
    );
    place(root.querySelector(".et_pb_menu__logo-wrap")!, 12, 62);
    place(root.querySelector(".et_pb_menu__wrap")!, 74, 114);
    place(container, 12, 114);
    button.click();
    expect(container.style.paddingTop).toBe("");
  });

  it("given the Divi header's centered layout, pads the form under the logo container", () => {
    document.body.classList.add("et_header_style_centered");
    try {
      const html = HEADER.replace(
        '<div id="et-top-navigation">',
        '<div class="logo_container"><a href="/">Logo</a></div><div id="et-top-navigation">',
      );
      const { root, button, container } = setup(html);
      place(root.querySelector(".logo_container")!, 0, 90);
      place(root.querySelector("#et-top-navigation")!, 90, 140);
      place(container, 0, 140);
      button.click();
      expect(container.style.paddingTop).toBe("120px");
    } finally {
      document.body.classList.remove("et_header_style_centered");
    }
  });
});
