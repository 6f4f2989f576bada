import mitt from "mitt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EnhanceEvents } from "../core/events";
import { ANCHOR_SCROLL_MS, NOTICE_SCROLL_MS } from "../core/scroll";
import { createHashRouter } from "./router";

// The real scroll runs (instantly, under reduced motion) so focus really moves; the spy records durations.
const scrollSpy = vi.hoisted(() => ({ calls: [] as { element: Element; duration: number | undefined }[] }));
vi.mock("../core/scroll", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../core/scroll")>();
  return {
    ...actual,
    scrollToElement: (element: Element, options: { duration?: number } = {}) => {
      scrollSpy.calls.push({ element, duration: options.duration });
      return actual.scrollToElement(element, options);
    },
  };
});

const PAGE = "/shop/product?variant=2";
const stops: (() => void)[] = [];

function setHash(hash: string): void {
  history.replaceState(null, "", `${PAGE}${hash}`);
}

function changeHash(hash: string): void {
  setHash(hash);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}

function startRouter(options: Parameters<typeof createHashRouter>[0] = {}) {
  const router = createHashRouter(options);
  stops.push(router.start());
  return router;
}

function element(
  tag: string,
  attributes: Record<string, string> = {},
  parent: Element = document.body,
): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  parent.append(created);
  return created;
}

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.replaceChildren();
  setHash("");
  scrollSpy.calls.length = 0;
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
  );
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("hash router: reading the hash", () => {
  it("given a hash with two entries, dispatches each watched module its params on start", () => {
    setHash("#tabsA|2||gallery1|3");
    const tabs = element("div", { id: "tabsA" });
    const gallery = element("div", { id: "gallery1" });
    const router = createHashRouter();
    const tabsHandler = vi.fn();
    const galleryHandler = vi.fn();
    router.watch(tabs, tabsHandler);
    router.watch(gallery, galleryHandler);
    expect(tabsHandler).toHaveBeenLastCalledWith(["2"]);
    expect(galleryHandler).toHaveBeenLastCalledWith(["3"]);

    tabsHandler.mockClear();
    stops.push(router.start());
    expect(tabsHandler).toHaveBeenCalledExactlyOnceWith(["2"]);
  });

  it("on hashchange, dispatches the new params only to the modules the hash names", () => {
    const tabs = element("div", { id: "tabsA" });
    const toggle = element("div", { id: "toggle" });
    const router = startRouter();
    const tabsHandler = vi.fn();
    const toggleHandler = vi.fn();
    router.watch(tabs, tabsHandler);
    router.watch(toggle, toggleHandler);
    expect(tabsHandler).not.toHaveBeenCalled();

    changeHash("#tabsA|4||other|1");
    expect(tabsHandler).toHaveBeenCalledExactlyOnceWith(["4"]);
    expect(toggleHandler).not.toHaveBeenCalled();
    expect(router.entries()).toEqual([
      { id: "tabsA", params: ["4"] },
      { id: "other", params: ["1"] },
    ]);
    expect(router.current()).toBe("tabsA|4||other|1");
  });

  it("never dispatches to elements without an id", () => {
    setHash("#|1||x");
    const anonymous = element("div");
    const router = startRouter();
    const handler = vi.fn();
    router.watch(anonymous, handler);
    changeHash("#||1");
    changeHash("#x|2");
    expect(handler).not.toHaveBeenCalled();
  });

  it("stops dispatching to a handler after it unsubscribes", () => {
    const tabs = element("div", { id: "tabs" });
    const router = startRouter();
    const handler = vi.fn();
    const unwatch = router.watch(tabs, handler);
    changeHash("#tabs|1");
    unwatch();
    changeHash("#tabs|2");
    expect(handler).toHaveBeenCalledExactlyOnceWith(["1"]);
  });

  it("onHash receives the stripped hash and entries now when a hash is present, and on every change", () => {
    setHash("#tabs|1");
    const router = startRouter();
    const handler = vi.fn();
    const unsubscribe = router.onHash(handler);
    expect(handler).toHaveBeenCalledExactlyOnceWith("tabs|1", [{ id: "tabs", params: ["1"] }]);

    changeHash("#a(b)|2");
    expect(handler).toHaveBeenLastCalledWith("ab|2", [{ id: "ab", params: ["2"] }]);
    unsubscribe();
    changeHash("#c");
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("onHash is not called at once when there is no hash", () => {
    const handler = vi.fn();
    createHashRouter().onHash(handler);
    expect(handler).not.toHaveBeenCalled();
  });

  it("emits hash:change on the bus with the entries", () => {
    const bus = mitt<EnhanceEvents>();
    const listener = vi.fn();
    bus.on("hash:change", listener);
    setHash("#gallery|3");
    startRouter({ bus });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ entries: [{ id: "gallery", params: ["3"] }] });
  });

  it("fires the theme's et_hashchange DOM event on the named element, without bubbling", () => {
    const slider = element("div", { id: "slider" });
    const onElement = vi.fn();
    const onBody = vi.fn();
    slider.addEventListener("et_hashchange", onElement);
    document.body.addEventListener("et_hashchange", onBody);
    startRouter();
    changeHash("#slider|5|x");
    expect(onElement).toHaveBeenCalledOnce();
    expect((onElement.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ params: ["5", "x"] });
    expect(onBody).not.toHaveBeenCalled();
  });

  it("keeps dispatching to other modules when one handler throws", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const first = element("div", { id: "first" });
    const second = element("div", { id: "second" });
    const router = startRouter();
    router.watch(first, () => {
      throw new Error("broken module");
    });
    const handler = vi.fn();
    router.watch(second, handler);
    changeHash("#first|1||second|2");
    expect(handler).toHaveBeenCalledWith(["2"]);
    expect(errors).toHaveBeenCalled();
  });

  it.each(["#1|2", '#a"b', "#x'),alert(1)//", "#]]]", "#%E0%A4%A", "#a[b=c]||:not(*)"])(
    "given the hash %s, which is no valid selector, never throws and resolves ids without selectors",
    (hash) => {
      const module = element("div", { id: "xalert1", class: "et_pb_module" });
      const handler = vi.fn();
      const querySelector = vi.spyOn(document, "querySelector");
      const querySelectorAll = vi.spyOn(document, "querySelectorAll");
      setHash(hash);
      const router = createHashRouter();
      expect(() => {
        router.watch(module, handler);
        stops.push(router.start());
        window.dispatchEvent(new HashChangeEvent("hashchange"));
      }).not.toThrow();
      expect(querySelector).not.toHaveBeenCalled();
      expect(querySelectorAll).not.toHaveBeenCalled();
      if (hash === "#x'),alert(1)//") expect(handler).toHaveBeenCalledWith([]);
      else expect(handler).not.toHaveBeenCalled();
    },
  );
});

describe("hash router: start", () => {
  it("given a hash on load, scrolls to the top and disables scroll restoration", () => {
    history.scrollRestoration = "auto";
    setHash("#tabs|1");
    startRouter();
    expect(history.scrollRestoration).toBe("manual");
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("without a hash, leaves scrolling and restoration alone", () => {
    history.scrollRestoration = "auto";
    setHash("#().!");
    startRouter();
    expect(history.scrollRestoration).toBe("auto");
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("given a plain anchor on a loaded page, smooth-scrolls to it", () => {
    const section = element("section", { id: "contact" });
    setHash("#contact");
    startRouter();
    expect(scrollSpy.calls).toEqual([{ element: section, duration: ANCHOR_SCROLL_MS }]);
  });

  it("given a plain anchor while the page is still loading, waits for the load event", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    setHash("#contact");
    startRouter();
    // Parsed after the router started, as when the loader runs early in the head.
    const section = element("section", { id: "contact" });
    expect(scrollSpy.calls).toEqual([]);
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    window.dispatchEvent(new Event("load"));
    expect(scrollSpy.calls).toEqual([{ element: section, duration: ANCHOR_SCROLL_MS }]);
  });

  it("does not scroll to a module, to an entry with params or to a missing element", () => {
    element("div", { id: "tabs", class: "et_pb_module et_pb_tabs" });
    element("div", { id: "plain" });
    for (const hash of ["#tabs", "#plain|1", "#plain||tabs", "#missing"]) {
      setHash(hash);
      startRouter();
    }
    expect(scrollSpy.calls).toEqual([]);
  });

  it("the stop function removes every listener", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    element("section", { id: "contact" });
    const target = element("div", { id: "target" });
    const link = element("a", { href: "#target" });
    setHash("#contact");
    const router = createHashRouter();
    const handler = vi.fn();
    router.onHash(handler);
    router.start()();
    handler.mockClear();
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    changeHash("#other");
    link.addEventListener("click", (event) => event.preventDefault());
    click(link);
    expect(handler).not.toHaveBeenCalled();
    expect(scrollSpy.calls).toEqual([]);
    expect(document.activeElement).not.toBe(target);
  });
});

describe("hash router: write", () => {
  it("replaces this module's entry with replaceState, keeping the others, the path and the scroll", () => {
    setHash("#tabsA|2||gallery1|3");
    const router = startRouter();
    vi.mocked(window.scrollTo).mockClear();
    const replaceState = vi.spyOn(history, "replaceState");
    const pushState = vi.spyOn(history, "pushState");
    const onHashChange = vi.fn();
    window.addEventListener("hashchange", onHashChange);

    router.write("tabsA", ["5"]);
    router.write("portfolio", ["seo", "2"]);

    expect(replaceState).toHaveBeenLastCalledWith(
      history.state,
      "",
      `/shop/product?variant=2#tabsA|5||gallery1|3||portfolio|seo|2`,
    );
    expect(router.current()).toBe("tabsA|5||gallery1|3||portfolio|seo|2");
    expect(router.entries()[0]).toEqual({ id: "tabsA", params: ["5"] });
    expect(location.pathname + location.search).toBe(PAGE);
    expect(pushState).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(scrollSpy.calls).toEqual([]);
    window.removeEventListener("hashchange", onHashChange);
    expect(onHashChange).not.toHaveBeenCalled();
  });

  it("strips the id and params to the allowed characters, removing bars from params", () => {
    const router = createHashRouter();
    router.write("#my<tabs>", ["a|b", "c\"'d", "1"]);
    expect(router.current()).toBe("mytabs|ab|cd|1");
  });

  it("does nothing for an empty id", () => {
    setHash("#a|1");
    const replaceState = vi.spyOn(history, "replaceState");
    const router = createHashRouter();
    router.write("", ["1"]);
    router.write("<>|", ["1"]);
    expect(replaceState).not.toHaveBeenCalled();
    expect(router.current()).toBe("a|1");
  });
});

describe("hash router: in-page anchor links", () => {
  it("handles a same-page link: prevents the jump, pushes the hash, scrolls and focuses the target", async () => {
    const target = element("h2", { id: "details" });
    const link = element("a", { href: `${PAGE}#details` });
    const pushState = vi.spyOn(history, "pushState");
    startRouter();

    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(pushState).toHaveBeenCalledWith(history.state, "", "#details");
    expect(location.hash).toBe("#details");
    expect(scrollSpy.calls).toEqual([{ element: target, duration: ANCHOR_SCROLL_MS }]);
    await settle();
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute("tabindex")).toBe("-1");
  });

  it("tells watchers and onHash handlers about the new hash", () => {
    const target = element("div", { id: "intro" });
    const link = element("a", { href: "#intro" });
    const router = startRouter();
    const onHash = vi.fn();
    const watcher = vi.fn();
    router.onHash(onHash);
    router.watch(target, watcher);
    click(link);
    expect(onHash).toHaveBeenCalledWith("intro", [{ id: "intro", params: [] }]);
    expect(watcher).toHaveBeenCalledWith([]);
  });

  it("handles a click on an element inside the link and a percent-encoded fragment", () => {
    const target = element("div", { id: "größe" });
    const link = element("a", { href: "#gr%C3%B6%C3%9Fe" });
    const icon = element("span", {}, link);
    startRouter();
    expect(click(icon).defaultPrevented).toBe(true);
    expect(scrollSpy.calls[0]?.element).toBe(target);
  });

  it("finds a named anchor when no element has the id", () => {
    const named = element("a", { name: "legacy" });
    const link = element("a", { href: "#legacy" });
    startRouter();
    expect(click(link).defaultPrevented).toBe(true);
    expect(scrollSpy.calls[0]?.element).toBe(named);
  });

  it("scrolls to a WooCommerce notice over the longer notice duration", () => {
    const wrapper = element("div", { class: "woocommerce-notices-wrapper" });
    const notice = element("ul", { id: "notice", class: "woocommerce-error" }, wrapper);
    const link = element("a", { href: "#notice" });
    startRouter();
    click(link);
    expect(scrollSpy.calls).toEqual([{ element: notice, duration: NOTICE_SCROLL_MS }]);
  });

  it("a link to the product reviews opens the reviews tab first", () => {
    const tabs = element("div", { class: "woocommerce-tabs" });
    const tabTitle = element("li", { id: "tab-title-reviews", class: "reviews_tab" }, tabs);
    const tabLink = element("a", { href: "#tab-reviews" }, tabTitle);
    const panel = element("div", { id: "tab-reviews" }, tabs);
    const reviews = element("div", { id: "reviews" }, panel);
    const link = element("a", { href: "#reviews" });
    const tabClick = vi.fn();
    tabLink.addEventListener("click", tabClick);
    const pushState = vi.spyOn(history, "pushState");
    startRouter();

    expect(click(link).defaultPrevented).toBe(true);
    expect(tabClick).toHaveBeenCalledOnce();
    expect(pushState).toHaveBeenCalledExactlyOnceWith(history.state, "", "#reviews");
    expect(scrollSpy.calls).toEqual([{ element: reviews, duration: ANCHOR_SCROLL_MS }]);
  });

  it.each<[string, Record<string, string>, MouseEventInit]>([
    ["another page", { href: "/other-page#details" }, {}],
    ["another query", { href: "?variant=3#details" }, {}],
    ["another origin", { href: "https://example.com/shop/product?variant=2#details" }, {}],
    ["a ctrl click", { href: "#details" }, { ctrlKey: true }],
    ["a meta click", { href: "#details" }, { metaKey: true }],
    ["a shift click", { href: "#details" }, { shiftKey: true }],
    ["an alt click", { href: "#details" }, { altKey: true }],
    ["a middle click", { href: "#details" }, { button: 1 }],
    ["a new-window target", { href: "#details", target: "_blank" }, {}],
    ["a download link", { href: "#details", download: "" }, {}],
    ["an empty fragment", { href: "#" }, {}],
    ["no fragment", { href: PAGE }, {}],
    ["a module deep link", { href: "#details|2" }, {}],
    ["a missing target", { href: "#nowhere" }, {}],
    ["a malformed URL", { href: "http://[" }, {}],
  ])("does not handle %s", (_case, attributes, init) => {
    element("div", { id: "details" });
    const link = element("a", attributes);
    const pushState = vi.spyOn(history, "pushState");
    startRouter();
    // Registered after the router's listener, so it only keeps jsdom from navigating once the router has passed.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
    const ignoredByRouter = vi.spyOn(event, "preventDefault");
    link.dispatchEvent(event);
    expect(ignoredByRouter).toHaveBeenCalledTimes(1);
    expect(pushState).not.toHaveBeenCalled();
    expect(scrollSpy.calls).toEqual([]);
  });

  it("handles a link with an explicit _self target", () => {
    element("div", { id: "details" });
    const link = element("a", { href: "#details", target: "_self" });
    startRouter();
    expect(click(link).defaultPrevented).toBe(true);
  });

  it("leaves a click that another script already prevented alone", () => {
    element("div", { id: "details" });
    const link = element("a", { href: "#details" });
    link.addEventListener("click", (event) => event.preventDefault());
    const pushState = vi.spyOn(history, "pushState");
    startRouter();
    click(link);
    expect(pushState).not.toHaveBeenCalled();
  });
});
