import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { createTestContext, render } from "../../../test-support/context";
import {
  MOBILE_MENU_MESSAGES,
  EXTRA_MOBILE_MENU_MAX_WIDTH,
  MOBILE_MENU_SLIDE_MS,
  copyMenu,
  findSourceMenu,
  mount,
  preferredMenuId,
  uniqueId,
} from "./mobile-menu";

const HEADER = `<header id="main-header"><div class="container et_menu_container">
  <div id="et-top-navigation">
    <nav id="top-menu-nav"><ul id="top-menu" class="nav">
      <li id="menu-item-1" class="menu-item"><a href="/">Home</a></li>
      <li id="menu-item-2" class="menu-item menu-item-has-children"><a href="/learn/">Learn</a>
        <ul class="sub-menu">
          <li id="menu-item-3"><a href="/seo/">SEO</a></li>
          <li id="menu-item-4" class="menu-item-has-children"><a href="#">Email</a>
            <ul class="sub-menu"><li id="menu-item-5"><a href="/lists/">Lists</a></li></ul>
          </li>
        </ul>
      </li>
      <li id="menu-item-6"><a href="#contact">Contact</a></li>
    </ul></nav>
    <div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
  </div>
</div></header>`;

interface Setup {
  root: HTMLElement;
  bar: HTMLElement;
  nav: HTMLElement;
  list: () => HTMLUListElement;
  context: ModuleContext;
  cleanup: (() => void) | undefined;
}

function setup(html = HEADER, overrides: Partial<ModuleContext> = {}): Setup {
  const container = render(html);
  const root = container.querySelector<HTMLElement>("#main-header, .et_pb_menu")!;
  const context = createTestContext(root, overrides);
  const cleanup = mount(root, context);
  const nav = root.querySelector<HTMLElement>(".mobile_nav")!;
  return {
    root,
    nav,
    bar: root.querySelector<HTMLElement>(".mobile_menu_bar")!,
    list: () => nav.querySelector<HTMLUListElement>("ul.et_mobile_menu")!,
    context,
    cleanup,
  };
}

const shown = (element: HTMLElement): boolean => !element.hidden && element.style.display !== "none";

afterEach(() => document.body.replaceChildren());

describe("the theme's copy of the menu", () => {
  it("pins spec 9's constant MOBILE_MENU_SLIDE_MS at 500", () => {
    expect(MOBILE_MENU_SLIDE_MS).toBe(500);
  });

  it("finds the desktop menu outside .mobile_nav and copies it without ids, marking the first item", () => {
    const root = render(HEADER).querySelector<HTMLElement>("#main-header")!;
    const source = findSourceMenu(root, root.querySelector(".mobile_nav")!);
    expect(source?.id).toBe("top-menu");
    const copy = copyMenu(source!, "mobile_menu");
    expect(copy.id).toBe("mobile_menu");
    expect(copy.className).toBe("et_mobile_menu");
    expect(copy.querySelectorAll("[id]")).toHaveLength(0);
    expect(copy.querySelector("li")?.classList.contains("et_first_mobile_item")).toBe(true);
    expect(copy.querySelectorAll("a")).toHaveLength(6);
    expect(source!.querySelector("li")?.classList.contains("et_first_mobile_item")).toBe(false);
  });

  it("finds a menu module's list, and none when there is nothing to copy", () => {
    const module = render(
      '<div class="et_pb_menu"><nav class="et-menu-nav"><ul class="et-menu nav"><li><a href="/">A</a></li></ul></nav><div class="mobile_nav"></div></div>',
    ).firstElementChild!;
    expect(findSourceMenu(module, module.querySelector(".mobile_nav")!)?.className).toBe("et-menu nav");
    const empty = render('<div><div class="mobile_nav"><ul class="nav"></ul></div></div>').firstElementChild!;
    expect(findSourceMenu(empty, empty.querySelector(".mobile_nav")!)).toBeNull();
  });

  it("names the copy as the theme does, whatever menu is enhanced first", () => {
    const page = render(
      `${HEADER}<div class="et_pb_menu et_pb_menu_0"></div><div class="et_pb_fullwidth_menu"></div>`,
    );
    expect(preferredMenuId(page.querySelector("#main-header")!)).toBe("mobile_menu");
    expect(preferredMenuId(page.querySelector(".et_pb_menu")!)).toBe("mobile_menu1");
    expect(preferredMenuId(page.querySelector(".et_pb_fullwidth_menu")!)).toBe("mobile_menu2");
  });

  it("picks an id nobody uses", () => {
    render('<i id="mobile_menu"></i><i id="mobile_menu1"></i>');
    expect(uniqueId(document, "mobile_menu")).toBe("mobile_menu2");
    expect(uniqueId(document, "other")).toBe("other");
  });
});

describe("the mobile menu as a disclosure", () => {
  it("gives the menu bar a button's role, tab stop, name, state and controlled list; the list starts hidden", () => {
    const { bar, list, nav } = setup();
    expect(bar.getAttribute("role")).toBe("button");
    expect(bar.tabIndex).toBe(0);
    expect(bar.getAttribute("aria-label")).toBe("Select Page");
    expect(bar.getAttribute("aria-expanded")).toBe("false");
    expect(bar.getAttribute("aria-controls")).toBe("mobile_menu");
    expect(list().id).toBe("mobile_menu");
    expect(shown(list())).toBe(false);
    expect(nav.dataset["state"]).toBe("closed");
    expect(document.querySelectorAll("#menu-item-1")).toHaveLength(1);
  });

  it("given a click anywhere on .mobile_nav, opens and closes it with the theme's classes", async () => {
    const { bar, list, nav } = setup();
    await userEvent.click(nav.querySelector(".select_page")!);
    expect(nav.classList.contains("opened")).toBe(true);
    expect(nav.classList.contains("closed")).toBe(false);
    expect(bar.getAttribute("aria-expanded")).toBe("true");
    expect(shown(list())).toBe(true);
    expect(list().style.display).toBe("block");
    await userEvent.click(bar);
    expect(nav.classList.contains("closed")).toBe(true);
    expect(bar.getAttribute("aria-expanded")).toBe("false");
    expect(shown(list())).toBe(false);
  });

  it("given Enter or Space on the bar, toggles it", async () => {
    const { bar } = setup();
    bar.focus();
    await userEvent.keyboard("{Enter}");
    expect(bar.getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard(" ");
    expect(bar.getAttribute("aria-expanded")).toBe("false");
  });

  it("given Escape inside the menu, closes it and returns focus to the bar; Tab is never trapped", async () => {
    const { bar, list } = setup();
    await userEvent.click(bar);
    list().querySelector<HTMLAnchorElement>("a")!.focus();
    await userEvent.keyboard("{Escape}");
    expect(bar.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(bar);
    await userEvent.click(bar);
    const links = list().querySelectorAll<HTMLAnchorElement>(":scope > li > a");
    links[links.length - 1]!.focus();
    const after = document.createElement("a");
    after.href = "/after/";
    document.body.append(after);
    await userEvent.tab();
    expect(document.activeElement).toBe(after);
  });

  it("gives each submenu a disclosure button: closed at first (against the theme's !important), opened by its button", async () => {
    const { list } = setup();
    const toggles = list().querySelectorAll<HTMLButtonElement>("button.enhance-submenu-toggle");
    expect([...toggles].map((toggle) => toggle.getAttribute("aria-label"))).toEqual([
      "Learn submenu",
      "Email submenu",
    ]);
    const learn = toggles[0]!;
    const learnList = document.getElementById(learn.getAttribute("aria-controls")!)!;
    expect(learnList.hidden).toBe(true);
    expect(learnList.style.getPropertyPriority("display")).toBe("important");
    expect(learn.getAttribute("aria-expanded")).toBe("false");
    expect(learn.textContent).toBe("+");
    await userEvent.click(learn);
    expect(learn.getAttribute("aria-expanded")).toBe("true");
    expect(learn.classList.contains("et_pb_submenu_opened")).toBe(true);
    expect(learn.parentElement?.dataset["state"]).toBe("open");
    expect(shown(learnList)).toBe(true);
    expect(learn.textContent).toBe("\u2212");
    expect(MOBILE_MENU_MESSAGES.submenu).toBe("{item} submenu");
  });

  it("given a parent that links nowhere, opens its submenu instead of following the link", async () => {
    const { list } = setup();
    await userEvent.click(list().querySelectorAll<HTMLButtonElement>("button.enhance-submenu-toggle")[0]!);
    const email = [...list().querySelectorAll("a")].find((anchor) => anchor.textContent === "Email")!;
    let followed = true;
    document.addEventListener("click", (event) => (followed = !event.defaultPrevented), { once: true });
    await userEvent.click(email);
    expect(followed).toBe(false);
    expect(email.parentElement?.dataset["state"]).toBe("open");
  });

  it("given Escape in an open submenu, closes only that submenu and focuses its button", async () => {
    const { bar, list } = setup();
    await userEvent.click(bar);
    const learn = list().querySelector<HTMLButtonElement>("button.enhance-submenu-toggle")!;
    await userEvent.click(learn);
    const seo = [...list().querySelectorAll<HTMLAnchorElement>("a")].find(
      (anchor) => anchor.textContent === "SEO",
    )!;
    seo.focus();
    await userEvent.keyboard("{Escape}");
    expect(learn.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(learn);
    expect(bar.getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard("{Escape}");
    expect(bar.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(bar);
  });

  it("given a link to a place on this page, closes the menu", async () => {
    const { bar, list } = setup();
    await userEvent.click(bar);
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(
      [...list().querySelectorAll("a")].find((anchor) => anchor.textContent === "Contact")!,
    );
    expect(bar.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes at once when the search asks (and says it did), and when the window reaches desktop width", async () => {
    const { root, bar, context } = setup();
    await userEvent.click(bar);
    const request = { within: root, handled: false };
    context.bus.emit("mobile-menu:close", request);
    expect(request.handled).toBe(true);
    expect(bar.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(bar);
    context.bus.emit("device:change", { device: "tablet", previous: "phone" });
    expect(bar.getAttribute("aria-expanded")).toBe("true");
    context.bus.emit("device:change", { device: "desktop", previous: "tablet" });
    expect(bar.getAttribute("aria-expanded")).toBe("false");
  });

  it("on Extra, stays open past 980 px and closes only past Extra's 1024 px mobile width", async () => {
    expect(EXTRA_MOBILE_MENU_MAX_WIDTH).toBe(1024);
    const queries = new Map<string, { matches: boolean; listeners: Array<() => void> }>();
    vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
      const entry = { matches: true, listeners: [] as Array<() => void> };
      queries.set(query, entry);
      return {
        media: query,
        get matches() {
          return entry.matches;
        },
        addEventListener: (_type: string, listener: () => void) => entry.listeners.push(listener),
        removeEventListener: () => undefined,
      } as unknown as MediaQueryList;
    });
    document.body.classList.add("et_extra");
    try {
      const { bar, context } = setup();
      await userEvent.click(bar);
      context.bus.emit("device:change", { device: "desktop", previous: "tablet" });
      expect(bar.getAttribute("aria-expanded")).toBe("true");
      const extraMobile = queries.get("(max-width: 1024px)")!;
      extraMobile.matches = false;
      for (const listener of extraMobile.listeners) listener();
      expect(bar.getAttribute("aria-expanded")).toBe("false");
    } finally {
      document.body.classList.remove("et_extra");
      vi.restoreAllMocks();
    }
  });

  it("given a close request for another header or menu module, stays open and leaves the request unhandled", async () => {
    const { bar, context } = setup();
    await userEvent.click(bar);
    const request = { within: document.createElement("div"), handled: false };
    context.bus.emit("mobile-menu:close", request);
    expect(request.handled).toBe(false);
    expect(bar.getAttribute("aria-expanded")).toBe("true");
  });

  it("slides with the Web Animations API over 500 ms when motion is welcome", async () => {
    const calls: Array<{ duration: unknown }> = [];
    const animate = (HTMLElement.prototype as { animate?: unknown }).animate;
    (HTMLElement.prototype as { animate?: unknown }).animate = function (
      _frames: unknown,
      options: { duration: unknown },
    ) {
      calls.push(options);
      return { finished: Promise.resolve(), cancel: () => undefined };
    };
    try {
      const { bar, list } = setup(HEADER, { reducedMotion: () => false });
      await userEvent.click(bar);
      expect(calls).toEqual([expect.objectContaining({ duration: 500 })]);
      await userEvent.click(bar);
      await Promise.resolve();
      await Promise.resolve();
      expect(shown(list())).toBe(false);
    } finally {
      (HTMLElement.prototype as { animate?: unknown }).animate = animate;
    }
  });

  describe("closing while the menu slides open", () => {
    /** Slides on the fake timers; each records where it ends and whether it was cancelled. */
    function slidesOnTimers(): Array<{ to: unknown; cancelled: boolean }> {
      const slides: Array<{ to: unknown; cancelled: boolean }> = [];
      const animate = (frames: Keyframe[], options: KeyframeAnimationOptions) => {
        const slide = { to: frames.at(-1)?.["height"], cancelled: false };
        slides.push(slide);
        let cancel: () => void = () => undefined;
        const finished = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, Number(options.duration));
          cancel = () => {
            slide.cancelled = true;
            clearTimeout(timer);
            reject(new DOMException("The animation was cancelled", "AbortError"));
          };
        });
        return { finished, cancel: () => cancel() };
      };
      Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true });
      return slides;
    }
    const settle = async (ms: number): Promise<void> => {
      vi.advanceTimersByTime(ms);
      for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
    };

    afterEach(() => {
      vi.useRealTimers();
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    });

    const closeBy: Record<string, (bar: HTMLElement, list: HTMLUListElement) => void> = {
      "Escape on a link in it": (_bar, list) => {
        const link = list.querySelector<HTMLAnchorElement>("a")!;
        link.focus();
        link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
      },
      "a click on the bar": (bar) => bar.click(),
    };

    it.each(Object.entries(closeBy))(
      "given %s, closes at once from where the slide is and focus is on the bar",
      async (_name, close) => {
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        const slides = slidesOnTimers();
        const { bar, list, nav } = setup(HEADER, { reducedMotion: () => false });
        bar.focus();
        bar.click();
        await settle(MOBILE_MENU_SLIDE_MS / 2);
        close(bar, list());
        expect(bar.getAttribute("aria-expanded")).toBe("false");
        expect(nav.classList.contains("closed")).toBe(true);
        expect(document.activeElement).toBe(bar);
        // The opening slide stops where it is and one closing slide takes over: nothing is left half open.
        expect(slides).toEqual([
          { to: expect.any(String), cancelled: true },
          { to: "0px", cancelled: false },
        ]);
        await settle(MOBILE_MENU_SLIDE_MS);
        expect(shown(list())).toBe(false);
      },
    );
  });

  it("reuses a list the page already holds, and restores the markup on cleanup", () => {
    const html = HEADER.replace(
      '<span class="mobile_menu_bar mobile_menu_bar_toggle"></span>',
      '<span class="mobile_menu_bar mobile_menu_bar_toggle"></span><ul class="et_mobile_menu"><li><a href="/">Saved</a></li></ul>',
    );
    const { list, bar, cleanup } = setup(html);
    expect(list().textContent).toBe("Saved");
    expect(bar.getAttribute("aria-controls")).toBe(list().id);
    cleanup?.();
    expect(list()).not.toBeNull();
    expect(bar.hasAttribute("role")).toBe(false);
    expect(bar.hasAttribute("aria-expanded")).toBe(false);
  });

  it("removes its copy on cleanup, and names a module's bar Menu", () => {
    const module = `<div class="et_pb_menu et_pb_menu_0"><div class="et_pb_menu__menu"><nav><ul class="et-menu nav"><li><a href="/">A</a></li></ul></nav></div><div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div></div>`;
    const { bar, nav, cleanup } = setup(module);
    expect(bar.getAttribute("aria-label")).toBe("Menu");
    expect(bar.getAttribute("aria-controls")).toBe("mobile_menu1");
    cleanup?.();
    expect(nav.querySelector("ul")).toBeNull();
  });

  it("does nothing without a bar or a menu to show", () => {
    const noBar = render('<div class="et_pb_menu"><div class="mobile_nav"></div></div>')
      .firstElementChild as HTMLElement;
    expect(mount(noBar, createTestContext(noBar))).toBeUndefined();
    const noMenu = render(
      '<div class="et_pb_menu"><div class="mobile_nav"><span class="mobile_menu_bar"></span></div></div>',
    ).firstElementChild as HTMLElement;
    const context = createTestContext(noMenu);
    expect(mount(noMenu, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledTimes(1);
  });
});
