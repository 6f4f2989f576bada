import mitt from "mitt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EnhanceEvents } from "../../../core/events";
import { createTestContext, render } from "../../../test-support/context";
import { CURRENT_CLASS, mount } from "./table-of-contents";

/** An IntersectionObserver a test drives, reporting where a target sits against the root's top edge. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static report(target: Element, isIntersecting: boolean, top: number, rootTop = 0): void {
    for (const observer of FakeObserver.all) {
      if (!observer.targets.has(target)) continue;
      const entry = {
        target,
        isIntersecting,
        boundingClientRect: { top } as DOMRectReadOnly,
        rootBounds: { top: rootTop } as DOMRectReadOnly,
      } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

const article = `
  <article><div class="post-content">
    <h2>Why email lists still win</h2><p>Text</p>
    <h3>Owning your audience</h3><p>Text</p>
    <h3 id="costs">What it costs</h3><p>Text</p>
    <h2>Your first 100 subscribers</h2><p>Text</p>
    <h4>Not listed</h4>
    <h2>Why email lists still win</h2>
  </div></article>`;

function setup(attributes = "", extra = "", reducedMotion = true) {
  const root = render(
    `<nav class="enhance-toc" aria-labelledby="toc-title"${attributes}><h2 class="enhance-toc__title" id="toc-title">In this article</h2>${extra}</nav>${article}`,
  );
  const element = root.querySelector<HTMLElement>(".enhance-toc")!;
  const bus = mitt<EnhanceEvents>();
  let device: "phone" | "tablet" | "desktop" = "desktop";
  const context = createTestContext(element, {
    bus,
    reducedMotion: () => reducedMotion,
    device: () => device,
  });
  const cleanup = mount(element, context);
  const links = () => [...element.querySelectorAll<HTMLAnchorElement>("a.enhance-toc__link, a[href^='#']")];
  const headings = () => [...root.querySelectorAll<HTMLElement>(".post-content h2, .post-content h3")];
  const button = () => element.querySelector<HTMLButtonElement>("button.enhance-toc__toggle")!;
  const list = () => element.querySelector<HTMLElement>(".enhance-toc__list")!;
  const setDevice = (next: typeof device) => {
    const previous = device;
    device = next;
    bus.emit("device:change", { device: next, previous });
  };
  return { root, element, context, cleanup, links, headings, button, list, setDevice };
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.className = "";
  document.body.replaceChildren();
});

describe("table of contents", () => {
  it("marks the keywords of data-keywords in the article, not in its own list, and unmarks them on cleanup", async () => {
    const { root, element, cleanup, links } = setup(' data-keywords="email lists, subscribers"');
    await vi.dynamicImportSettled();
    const marks = () =>
      [...root.querySelectorAll("article mark.enhance-toc__keyword")].map((mark) => mark.textContent);
    expect(marks()).toEqual(["email lists", "subscribers", "email lists"]);
    expect(element.querySelector("mark")).toBeNull();
    expect(links()[0]?.textContent).toBe("Why email lists still win");
    cleanup?.();
    expect(marks()).toEqual([]);
    expect(root.querySelector("article h2")?.childNodes).toHaveLength(1);
  });

  it("lists the article's h2 and h3 headings nested by level, with ids made from their text", () => {
    const { element, links, headings } = setup();
    expect(links().map((link) => link.textContent)).toEqual([
      "Why email lists still win",
      "Owning your audience",
      "What it costs",
      "Your first 100 subscribers",
      "Why email lists still win",
    ]);
    expect(headings().map((heading) => heading.id)).toEqual([
      "why-email-lists-still-win",
      "owning-your-audience",
      "costs",
      "your-first-100-subscribers",
      "why-email-lists-still-win-2",
    ]);
    expect(links().map((link) => link.getAttribute("href"))).toEqual(
      headings().map((heading) => `#${heading.id}`),
    );
    const nested = element.querySelectorAll(":scope > ol > li > ol > li");
    expect(nested).toHaveLength(2);
    expect(element.querySelector(".enhance-toc__title")?.textContent).toContain("In this article");
  });

  it("is a disclosure with open and closed icons", async () => {
    const { element, button, list } = setup();
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(button().getAttribute("aria-controls")).toBe(list().id);
    expect(element.querySelector(".enhance-toc__icon")?.className).toContain("enhance-toc__icon--open");
    expect(button().textContent).toContain("In this article");
    button().click();
    await Promise.resolve();
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(list().hidden).toBe(true);
    expect(element.dataset["state"]).toBe("closed");
    expect(element.classList.contains("enhance-toc--closed")).toBe(true);
    expect(element.querySelector(".enhance-toc__icon")?.className).toContain("enhance-toc__icon--closed");
    expect(element.querySelector(".enhance-toc__icon")?.textContent).toBe("+");
    button().click();
    expect(list().hidden).toBe(false);
    expect(element.dataset["state"]).toBe("open");
  });

  it("starts closed with data-collapsed and uses the page's icons", () => {
    const { button, list, element } = setup(' data-collapsed="on" data-icon-open="▾" data-icon-closed="▸"');
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(list().hidden).toBe(true);
    expect(element.querySelector(".enhance-toc__icon")?.textContent).toBe("▸");
  });

  it("highlights the last heading that passed the reading line", () => {
    const { headings, links, element } = setup();
    const observer = FakeObserver.all[0]!;
    expect(observer.options.rootMargin).toBe("100000px 0px -85% 0px");
    expect([...observer.targets]).toEqual(headings());
    FakeObserver.report(headings()[0]!, true, 10);
    expect(links()[0]?.getAttribute("aria-current")).toBe("location");
    expect(links()[0]?.parentElement?.classList.contains(CURRENT_CLASS)).toBe(true);
    FakeObserver.report(headings()[1]!, true, 20);
    expect(links()[0]?.hasAttribute("aria-current")).toBe(false);
    expect(links()[1]?.getAttribute("aria-current")).toBe("location");
    expect(element.dataset["current"]).toBe("owning-your-audience");
    // Scrolling back up: the second heading drops below the line again.
    FakeObserver.report(headings()[1]!, false, 600);
    expect(links()[0]?.getAttribute("aria-current")).toBe("location");
    // A jump to the top: every heading is below the line, none is current.
    FakeObserver.report(headings()[0]!, false, 900);
    expect(element.querySelector("[aria-current]")).toBeNull();
    expect(element.dataset["current"]).toBeUndefined();
  });

  it("keeps 32 px for the admin bar when the body says a user is logged in (sticking below it)", () => {
    document.body.classList.add("logged-in");
    const { element } = setup(' data-sticky="on"');
    expect(element.style.top).toBe("32px");
    expect(FakeObserver.all[1]?.options.rootMargin).toBe("-33px 0px 0px 0px");
  });

  it("scrolls to a heading on a link, focuses it and writes its id to the address", async () => {
    document.body.classList.add("admin-bar");
    const { links, headings } = setup();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.spyOn(headings()[3]!, "getBoundingClientRect").mockReturnValue({ top: 900 } as DOMRect);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    links()[3]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(links()[3]?.getAttribute("aria-current")).toBe("location");
    expect(location.hash).toBe("#your-first-100-subscribers");
    await vi.waitFor(() => expect(document.activeElement).toBe(headings()[3]));
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 - 32, behavior: "instant" });
    expect(headings()[3]?.getAttribute("tabindex")).toBe("-1");
  });

  it("sticks on the devices data-sticky names and closes while stuck when asked, reopening after", async () => {
    const { element, root, list, setDevice, button } = setup(
      ' data-sticky="desktop" data-collapse-when-sticky="on"',
    );
    expect(element.style.position).toBe("sticky");
    expect(element.style.top).toBe("0px");
    const sentinel = root.querySelector(".enhance-toc__sentinel")!;
    expect(sentinel.nextElementSibling).toBe(element);
    FakeObserver.report(sentinel, false, -50);
    expect(element.dataset["stuck"]).toBe("true");
    expect(button().getAttribute("aria-expanded")).toBe("false");
    await vi.waitFor(() => expect(list().hidden).toBe(true));
    FakeObserver.report(sentinel, true, 10);
    expect(element.dataset["stuck"]).toBe("false");
    expect(button().getAttribute("aria-expanded")).toBe("true");
    setDevice("phone");
    expect(element.style.position).toBe("");
    expect(element.classList.contains("enhance-toc--sticky")).toBe(false);
  });

  it("does not reopen after sticking when the visitor toggled it meanwhile", () => {
    const { root, button } = setup(' data-sticky="on" data-collapse-when-sticky="on"');
    const sentinel = root.querySelector(".enhance-toc__sentinel")!;
    FakeObserver.report(sentinel, false, -50);
    button().click();
    button().click();
    FakeObserver.report(sentinel, true, 10);
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });

  it("follows the theme's sticky module around it", async () => {
    const root = render(
      `<div class="et_pb_module et_pb_sticky_module"><nav class="enhance-toc" data-collapse-when-sticky="on"><h2 class="enhance-toc__title">Contents</h2></nav></div>${article}`,
    );
    const element = root.querySelector<HTMLElement>(".enhance-toc")!;
    mount(element, createTestContext(element));
    root.querySelector(".et_pb_sticky_module")?.classList.add("et_pb_sticky");
    await vi.waitFor(() => expect(element.dataset["stuck"]).toBe("true"));
    expect(element.querySelector("button")?.getAttribute("aria-expanded")).toBe("false");
  });

  it("uses a list the server printed", () => {
    const { links, headings } = setup(
      "",
      '<ol class="enhance-toc__list"><li><a href="#costs">Costs</a></li><li><a href="#missing">Gone</a></li></ol>',
    );
    expect(links()).toHaveLength(2);
    expect(FakeObserver.all[0]?.targets.size).toBe(1);
    expect(headings()[0]?.id).toBe("");
  });

  it("skips a server-printed link whose escapes are broken instead of failing to mount", () => {
    const { links, element } = setup(
      "",
      '<ol class="enhance-toc__list"><li><a href="#%E0%A4%A">Broken</a></li><li><a href="#costs">Costs</a></li></ol>',
    );
    expect(links()).toHaveLength(2);
    expect(element.querySelector("button")).not.toBeNull();
    expect(FakeObserver.all[0]?.targets.size).toBe(1);
  });

  it("warns about a bad source or heading list and uses the defaults", () => {
    const { context, element, links } = setup(' data-source="#nowhere" data-headings="h2,.x"');
    expect(context.log.warn).toHaveBeenCalledWith(
      'data-source "#nowhere" matches nothing; using the post\'s content',
      element,
    );
    expect(context.log.warn).toHaveBeenCalledWith(
      'data-headings "h2,.x" must list heading tags h1 to h6; using h2,h3',
      element,
    );
    expect(links()).toHaveLength(5);
  });

  it("hides itself when the article has no headings", () => {
    const root = render(
      `<nav class="enhance-toc" data-source="#empty"></nav><div id="empty"><p>Only text</p></div>`,
    );
    const element = root.querySelector<HTMLElement>(".enhance-toc")!;
    const cleanup = mount(element, createTestContext(element));
    expect(element.hidden).toBe(true);
    cleanup?.();
    expect(element.hidden).toBe(false);
  });

  it("keeps the server's title, list and links (the same nodes) and gives back their markup on cleanup", () => {
    const root = render(
      `<nav class="enhance-toc"><h2 class="enhance-toc__title">In this article</h2><ol class="enhance-toc__list"><li><a href="#costs">Costs</a></li></ol></nav>${article}`,
    );
    const element = root.querySelector<HTMLElement>(".enhance-toc")!;
    const title = element.querySelector(".enhance-toc__title")!;
    const titleText = title.firstChild;
    const list = element.querySelector(".enhance-toc__list")!;
    const link = list.querySelector("a")!;
    const heading = root.querySelector("#costs")!;
    const before = new XMLSerializer().serializeToString(root);
    const cleanup = mount(element, createTestContext(element));
    expect(element.querySelector(".enhance-toc__title")).toBe(title);
    expect(element.querySelector("button.enhance-toc__toggle")?.firstChild).toBe(titleText);
    expect(element.querySelector(".enhance-toc__list")).toBe(list);
    expect(element.querySelector("a")).toBe(link);
    expect(root.querySelector("#costs")).toBe(heading);
    FakeObserver.report(heading, true, 10);
    expect(link.getAttribute("aria-current")).toBe("location");
    cleanup?.();
    expect(new XMLSerializer().serializeToString(root)).toBe(before);
  });

  it("gives back the page as the server sent it after building its own list", () => {
    const root = render(`<nav class="enhance-toc" data-sticky="on"></nav>${article}`);
    const element = root.querySelector<HTMLElement>(".enhance-toc")!;
    const headings = [...root.querySelectorAll(".post-content h2, .post-content h3")];
    const before = new XMLSerializer().serializeToString(root);
    const cleanup = mount(element, createTestContext(element));
    expect(element.querySelector(".enhance-toc__title--added button")?.textContent).toContain(
      "Table of contents",
    );
    expect(element.firstElementChild?.classList.contains("enhance-toc__title")).toBe(true);
    expect([...root.querySelectorAll(".post-content h2, .post-content h3")]).toEqual(headings);
    cleanup?.();
    expect(new XMLSerializer().serializeToString(root)).toBe(before);
  });

  it("cleans up: ids it added, the list, the button and observers", () => {
    const { cleanup, element, headings } = setup();
    cleanup?.();
    expect(element.querySelector(".enhance-toc__list")).toBeNull();
    expect(element.querySelector("button")).toBeNull();
    expect(element.querySelector(".enhance-toc__title")?.textContent).toBe("In this article");
    expect(headings().map((heading) => heading.id)).toEqual(["", "", "costs", "", ""]);
    expect(FakeObserver.all.every((observer) => observer.targets.size === 0)).toBe(true);
  });
});
