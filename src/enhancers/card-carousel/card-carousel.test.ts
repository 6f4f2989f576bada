import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../test-support/context";
import { mount } from "./card-carousel";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS } from "./options";

const COURSES = ["New System", "First Things", "First 1000", "Business Coach"];

function carousel(
  attributes = 'data-effect="slide" data-speed="1000" data-autoplay="3000" data-space-between="20"',
) {
  const slides = COURSES.map(
    (title, index) => `<div class="swiper-slide">
      <a class="course-card" href="https://courses.example.com/${index}" target="_blank"${index === 0 ? ' rel="noopener noreferrer"' : ""}>
        <h3>${title}</h3>${index === 0 ? '<span class="screen-reader-text">(opens in a new tab)</span>' : ""}
      </a>
    </div>`,
  ).join("");
  return `<div class="enhance-card-carousel swiper" ${attributes} role="region" aria-label="Featured courses">
    <div class="swiper-wrapper">${slides}</div>
  </div>`;
}

const markup = (element: Element): string => new XMLSerializer().serializeToString(element);

function setup(html = carousel(), { reducedMotion = false } = {}) {
  const host = render(html).querySelector<HTMLElement>(".enhance-card-carousel")!;
  const original = markup(host);
  const context = createTestContext(host, { reducedMotion: () => reducedMotion });
  const cleanup = mount(host, context);
  const slides = () => [...host.querySelectorAll<HTMLElement>(".swiper-slide")];
  const active = () => slides().findIndex((slide) => slide.classList.contains("swiper-slide-active"));
  const button = (name: RegExp) =>
    [...host.querySelectorAll<HTMLButtonElement>("button")].find((candidate) =>
      name.test(candidate.textContent ?? ""),
    );
  const status = () => host.querySelector('[role="status"]')?.textContent;
  return { host, original, context, cleanup, slides, active, button, status };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("card carousel", () => {
  it("marks up an APG carousel: named region, labelled slides, only the active one reachable", () => {
    const { host, slides } = setup();
    expect(host.getAttribute("aria-roledescription")).toBe("carousel");
    expect(host.getAttribute("role")).toBe("region");
    expect(slides().map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    expect(slides().every((slide) => slide.getAttribute("role") === "group")).toBe(true);
    expect(slides().map((slide) => slide.hasAttribute("inert"))).toEqual([false, true, true, true]);
  });

  it("adds the rotation control first, then previous and next, each with a name", () => {
    const { host } = setup();
    const names = [...host.querySelectorAll("button")].map((button) =>
      button.textContent?.replace(/\s+/g, " "),
    );
    expect(names).toEqual(["❚❚ Pause automatic slide show", "‹ Previous slide", "Next slide ›"]);
    expect(host.querySelector("button")?.nextElementSibling?.getAttribute("aria-disabled")).toBe("true");
  });

  it("makes new-tab links safe and says they open a new tab, once", () => {
    const { host } = setup();
    const links = [...host.querySelectorAll("a")];
    expect(links.map((link) => link.rel)).toEqual(Array(4).fill("noopener noreferrer"));
    expect(links.map((link) => (link.textContent?.match(/opens in a new tab/g) ?? []).length)).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it("autoplays after 3000 ms, then every 1000 ms transition plus 3000 ms, and stops at the last slide", () => {
    const { host, active, status } = setup();
    expect(host.dataset["state"]).toBe("playing");
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1);
    expect(active()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(active()).toBe(1);
    vi.advanceTimersByTime(CAROUSEL_SPEED_MS + CAROUSEL_AUTOPLAY_MS - 1);
    expect(active()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(active()).toBe(2);
    vi.advanceTimersByTime(CAROUSEL_SPEED_MS + CAROUSEL_AUTOPLAY_MS);
    expect(active()).toBe(3);
    expect(host.dataset["state"]).toBe("ended");
    vi.advanceTimersByTime(60_000);
    expect(active()).toBe(3);
    // Autoplay is never announced.
    expect(status()).toBe("");
  });

  it("pauses while the mouse is over it and gives the slide its full dwell after it leaves", () => {
    const { host, active } = setup();
    vi.advanceTimersByTime(2000);
    host.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
    expect(host.dataset["state"]).toBe("paused");
    vi.advanceTimersByTime(20_000);
    expect(active()).toBe(0);
    host.dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" }));
    expect(host.dataset["state"]).toBe("playing");
    vi.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1);
    expect(active()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(active()).toBe(1);
  });

  it("ignores a touch pointer entering (no hover on touch screens)", () => {
    const { host } = setup();
    host.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "touch" }));
    expect(host.dataset["state"]).toBe("playing");
  });

  it("pauses while focus is inside, but not on the rotation control itself", () => {
    const { host, button } = setup();
    button(/Pause/)!.focus();
    expect(host.dataset["state"]).toBe("playing");
    button(/Next/)!.focus();
    expect(host.dataset["state"]).toBe("paused");
    button(/Next/)!.blur();
    expect(host.dataset["state"]).toBe("playing");
  });

  it("moves with previous and next, announces the visitor's moves and disables them at the ends", () => {
    const { active, button, status } = setup();
    button(/Next/)!.click();
    expect(active()).toBe(1);
    expect(status()).toBe("Slide 2 of 4");
    expect(button(/Previous/)!.getAttribute("aria-disabled")).toBe("false");
    button(/Previous/)!.click();
    expect(active()).toBe(0);
    expect(status()).toBe("Slide 1 of 4");
    button(/Previous/)!.click();
    expect(active()).toBe(0);
    for (let step = 0; step < 5; step += 1) button(/Next/)!.click();
    expect(active()).toBe(3);
    expect(button(/Next/)!.getAttribute("aria-disabled")).toBe("true");
  });

  it("stops for good with Pause, and Play at the last slide starts again from the first", () => {
    const { host, active, button } = setup();
    button(/Pause/)!.click();
    expect(host.dataset["state"]).toBe("stopped");
    expect(button(/Play/)).toBeDefined();
    vi.advanceTimersByTime(60_000);
    expect(active()).toBe(0);
    for (let step = 0; step < 3; step += 1) button(/Next/)!.click();
    button(/Play/)!.click();
    expect(active()).toBe(0);
    expect(host.dataset["state"]).toBe("playing");
    vi.advanceTimersByTime(CAROUSEL_SPEED_MS + CAROUSEL_AUTOPLAY_MS);
    expect(active()).toBe(1);
  });

  it("never autoplays with reduced motion and has no rotation control then", () => {
    const { host, active, button } = setup(carousel(), { reducedMotion: true });
    expect(host.dataset["state"]).toBe("static");
    expect(button(/Pause|Play/)?.hidden).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(active()).toBe(0);
    button(/Next/)!.click();
    expect(active()).toBe(1);
  });

  it("does not autoplay with data-autoplay=0", () => {
    const { host } = setup(carousel('data-effect="fade" data-autoplay="0"'));
    expect(host.dataset["state"]).toBe("static");
  });

  it("warns about a bad attribute and uses its default", () => {
    const { context, host } = setup(carousel('data-effect="cube" data-autoplay="3000"'));
    expect(context.log.warn).toHaveBeenCalledWith(
      'data-effect="cube": expected "fade" or "slide"; using slide',
      host,
    );
    expect(host.classList.contains("swiper-initialized")).toBe(true);
  });

  it("does not start Swiper for a single card, but still makes its link safe", () => {
    const host = render(
      '<div class="enhance-card-carousel swiper"><div class="swiper-wrapper"><div class="swiper-slide"><a href="/c" target="_blank">Course</a></div></div></div>',
    ).firstElementChild as HTMLElement;
    const cleanup = mount(host, createTestContext(host));
    expect(host.dataset["state"]).toBe("static");
    expect(host.classList.contains("swiper-initialized")).toBe(false);
    expect(host.querySelector("button")).toBeNull();
    expect(host.querySelector("a")?.rel).toBe("noopener noreferrer");
    cleanup?.();
    expect(host.querySelector("a")?.hasAttribute("rel")).toBe(false);
    expect(host.querySelector("a")?.textContent).toBe("Course");
  });

  it("leaves markup without slides alone, with a warning", () => {
    const host = render('<div class="enhance-card-carousel swiper"><p>No cards yet</p></div>')
      .firstElementChild as HTMLElement;
    const context = createTestContext(host);
    expect(mount(host, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledOnce();
    expect(host.querySelector("button")).toBeNull();
  });

  it("puts the server's markup back exactly on cleanup and stops its timer", () => {
    const { host, original, cleanup, button } = setup();
    button(/Next/)!.click();
    cleanup?.();
    expect(markup(host)).toBe(original);
    expect(vi.getTimerCount()).toBe(0);
  });
});
