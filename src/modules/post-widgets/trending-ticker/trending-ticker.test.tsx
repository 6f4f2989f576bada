import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { FADE_MS, nextIndex, ROTATE_MS } from "./trending-ticker";
import { mount } from "./trending-ticker-island";

const TICKER = `<div class="enhance-trending-ticker">
  <h2 class="enhance-trending-ticker__title">Trending</h2>
  <ul>
    <li><a href="/one/">First post</a></li>
    <li><a href="/two/">Second post</a></li>
    <li><a href="/three/">Third post</a></li>
  </ul>
</div>`;

/** jsdom's pointer events, as a mouse would send them. */
function pointer(target: Element, type: "pointerenter" | "pointerleave"): void {
  target.dispatchEvent(new PointerEvent(type, { pointerType: "mouse" }));
}

function setup(html = TICKER, reducedMotion = false) {
  const host = render(html).querySelector<HTMLElement>(".enhance-trending-ticker")!;
  const context = createTestContext(host, { reducedMotion: () => reducedMotion });
  const cleanup = mount(host, context);
  const shown = () =>
    [...host.querySelectorAll<HTMLLIElement>("li")]
      .filter((item) => !item.hidden)
      .map((item) => item.textContent);
  const toggle = () => host.querySelector<HTMLButtonElement>("button");
  const list = host.querySelector("ul")!;
  return { host, context, cleanup, shown, toggle, list };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("trending ticker", () => {
  it("moves to the next post exactly 10 s and a 300 ms fade after showing one", () => {
    const { shown } = setup();
    vi.advanceTimersByTime(10_000 + 300 - 1);
    expect(shown()).toEqual(["First post"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(["Second post"]);
    vi.advanceTimersByTime(10_000 - 1);
    expect(shown()).toEqual(["Second post"]);
    vi.advanceTimersByTime(300 + 1);
    expect(shown()).toEqual(["Third post"]);
  });

  it("wraps to the first post after the last", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it("shows one post, then the next after 10 s and the fade", () => {
    const { host, shown, list } = setup();
    expect(shown()).toEqual(["First post"]);
    expect(host.dataset["state"]).toBe("rotating");
    expect(list.getAttribute("aria-live")).toBe("off");
    vi.advanceTimersByTime(ROTATE_MS);
    expect(shown()).toEqual(["First post"]);
    vi.advanceTimersByTime(FADE_MS);
    expect(shown()).toEqual(["Second post"]);
    vi.advanceTimersByTime(ROTATE_MS);
    expect(shown()).toEqual(["Third post"]);
    vi.advanceTimersByTime(ROTATE_MS);
    expect(shown()).toEqual(["First post"]);
  });

  it("has a visible Pause button naming what it controls", () => {
    const { toggle, list } = setup();
    expect(toggle()?.textContent).toBe("Pause trending posts");
    expect(toggle()?.querySelector("span")?.textContent).toBe("Pause");
    expect(toggle()?.getAttribute("aria-controls")).toBe(list.id);
    expect(toggle()?.nextElementSibling).toBe(list);
  });

  it("given the Pause button, stops for good and becomes Play; Play starts it again", () => {
    const { host, shown, toggle, list } = setup();
    toggle()!.click();
    expect(host.dataset["state"]).toBe("stopped");
    expect(toggle()?.textContent).toBe("Play trending posts");
    expect(list.getAttribute("aria-live")).toBe("polite");
    pointer(host, "pointerleave");
    vi.advanceTimersByTime(3 * ROTATE_MS);
    expect(shown()).toEqual(["First post"]);
    toggle()!.click();
    expect(host.dataset["state"]).toBe("rotating");
    expect(list.getAttribute("aria-live")).toBe("off");
    vi.advanceTimersByTime(ROTATE_MS + FADE_MS);
    expect(shown()).toEqual(["Second post"]);
  });

  it("given the pointer over it, pauses, and resumes a full 10 s after it leaves", () => {
    const { host, shown } = setup();
    vi.advanceTimersByTime(ROTATE_MS - 1000);
    pointer(host, "pointerenter");
    expect(host.dataset["state"]).toBe("paused");
    vi.advanceTimersByTime(3 * ROTATE_MS);
    expect(shown()).toEqual(["First post"]);
    pointer(host, "pointerleave");
    expect(host.dataset["state"]).toBe("rotating");
    vi.advanceTimersByTime(ROTATE_MS - 1);
    expect(shown()).toEqual(["First post"]);
    vi.advanceTimersByTime(FADE_MS + 1);
    expect(shown()).toEqual(["Second post"]);
  });

  it("given a touch, does not treat it as hovering", () => {
    const { host } = setup();
    host.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "touch" }));
    expect(host.dataset["state"]).toBe("rotating");
  });

  it("given focus inside, pauses until focus leaves", () => {
    const { host, shown } = setup();
    host.querySelector("a")!.focus();
    expect(host.dataset["state"]).toBe("paused");
    vi.advanceTimersByTime(2 * ROTATE_MS);
    expect(shown()).toEqual(["First post"]);
    host.querySelector<HTMLButtonElement>("button")!.focus();
    expect(host.dataset["state"]).toBe("paused");
    host.querySelector<HTMLButtonElement>("button")!.blur();
    expect(host.dataset["state"]).toBe("rotating");
  });

  it("given focus reaching the leaving post during its fade, keeps that post", () => {
    const { host, shown } = setup();
    vi.advanceTimersByTime(ROTATE_MS + FADE_MS / 2);
    host.querySelector("a")!.focus();
    vi.advanceTimersByTime(FADE_MS);
    expect(shown()).toEqual(["First post"]);
  });

  it("given reduced motion, lists every post and adds no button", () => {
    const { host, shown, toggle } = setup(TICKER, true);
    expect(host.dataset["state"]).toBe("static");
    expect(shown()).toEqual(["First post", "Second post", "Third post"]);
    expect(toggle()).toBeNull();
    vi.advanceTimersByTime(3 * ROTATE_MS);
    expect(shown()).toHaveLength(3);
  });

  it("given one post, leaves it alone", () => {
    const { host, toggle } = setup(
      `<div class="enhance-trending-ticker"><ul><li><a href="/one/">Only</a></li></ul></div>`,
    );
    expect(host.dataset["state"]).toBe("static");
    expect(toggle()).toBeNull();
  });

  it("given no list, warns and does nothing", () => {
    const host = render(
      `<div class="enhance-trending-ticker"><p>Nothing</p></div>`,
    ).querySelector<HTMLElement>("div")!;
    const context = createTestContext(host);
    expect(mount(host, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining("no list"), host);
  });

  it("on cleanup, removes the button and shows every post again", () => {
    const { host, cleanup, shown, list } = setup();
    cleanup?.();
    expect(host.querySelector("button")).toBeNull();
    expect(shown()).toHaveLength(3);
    expect(list.hasAttribute("aria-live")).toBe(false);
    expect(list.hasAttribute("id")).toBe(false);
    expect(host.dataset["state"]).toBeUndefined();
  });

  it("given the Extra theme's header ticker, rotates its .et-trending-post entries", () => {
    const host = render(`<div id="et-trending">
      <a id="et-trending-button" href="#" title=""><span></span></a>
      <h4 id="et-trending-label">TRENDING:</h4>
      <div id="et-trending-container">
        <div id="et-trending-post-131" class="et-trending-post et-trending-latest"><a href="/a/">First</a></div>
        <div id="et-trending-post-127" class="et-trending-post"><a href="/b/">Second</a></div>
      </div>
    </div>`).querySelector<HTMLElement>("#et-trending")!;
    mount(host, createTestContext(host, { reducedMotion: () => false }));
    const visible = () =>
      [...host.querySelectorAll<HTMLElement>(".et-trending-post")]
        .filter((post) => !post.hidden)
        .map((post) => post.textContent);
    expect(visible()).toEqual(["First"]);
    vi.advanceTimersByTime(ROTATE_MS + FADE_MS);
    expect(visible()).toEqual(["Second"]);
    expect(host.querySelector("#et-trending-container")?.getAttribute("aria-live")).toBe("off");
  });
});

describe("trending ticker as a root adopting the server's list", () => {
  const markupOf = (node: Node): string => new XMLSerializer().serializeToString(node);

  it("keeps the title, the list and every post the same nodes while it rotates and is paused", () => {
    const container = render(TICKER);
    const host = container.querySelector<HTMLElement>(".enhance-trending-ticker")!;
    const title = host.querySelector("h2");
    const list = host.querySelector("ul");
    const items = [...host.querySelectorAll("li")];
    const links = [...host.querySelectorAll("a")];
    mount(host, createTestContext(host, { reducedMotion: () => false }));
    const button = host.querySelector("button");
    vi.advanceTimersByTime(ROTATE_MS + FADE_MS);
    button!.click();
    expect(host.querySelector("h2")).toBe(title);
    expect(host.querySelector("ul")).toBe(list);
    [...host.querySelectorAll("li")].forEach((item, index) => expect(item).toBe(items[index]));
    [...host.querySelectorAll("a")].forEach((link, index) => expect(link).toBe(links[index]));
    // The same button, relabelled.
    expect(host.querySelector("button")).toBe(button);
    expect(button?.textContent).toBe("Play trending posts");
  });

  it.each([
    ["rotating", false],
    ["static", true],
  ])("on cleanup of a %s ticker, its markup is what the server sent", (_kind, reducedMotion) => {
    const host = render(TICKER).querySelector<HTMLElement>(".enhance-trending-ticker")!;
    const before = markupOf(host);
    const cleanup = mount(host, createTestContext(host, { reducedMotion: () => reducedMotion }));
    vi.advanceTimersByTime(ROTATE_MS + FADE_MS);
    expect(markupOf(host)).not.toBe(before);
    cleanup?.();
    expect(markupOf(host)).toBe(before);
  });
});
