import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { createTestContext, render } from "../../../test-support/context";
import { mount as mountGallery } from "./gallery/gallery-slider-island";
import { mount as mountFeatured } from "./featured/featured-slider-island";
import { mount as mountSlider } from "./slider-island";

function slide(index: number, extra = "", layout = "et_pb_bg_layout_dark"): string {
  return `<div class="et_pb_slide et_pb_slide_${index} ${layout} ${extra}">
    <div class="et_pb_container clearfix"><div class="et_pb_slider_container_inner"><div class="et_pb_slide_description">
      <h2 class="et_pb_slide_title">Course ${index + 1}</h2>
      <div class="et_pb_slide_content"><p>Lesson ${index + 1}</p></div>
      <div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_more_button" href="/course-${index + 1}/">Enrol ${index + 1}</a></div>
    </div></div></div>
  </div>`;
}

function sliderHtml(classes = "", slides = 3): string {
  return `<div id="courses" class="et_pb_module et_pb_slider et_pb_slider_0 ${classes}">
    <div class="et_pb_slides">${Array.from({ length: slides }, (_, index) => slide(index, index === 0 ? "et-pb-active-slide" : "")).join("")}</div>
  </div>`;
}

interface Setup {
  host: HTMLElement;
  context: ModuleContext;
  cleanup: Cleanup | undefined;
  slides(): HTMLElement[];
  active(): number;
}

function setup(
  html: string,
  { reducedMotion = false, mount = mountSlider, selector = ".et_pb_slider" } = {},
): Setup {
  const container = render(html);
  const host = container.querySelector<HTMLElement>(selector)!;
  const context = createTestContext(host, { reducedMotion: () => reducedMotion });
  let cleanup: Cleanup | undefined;
  act(() => {
    cleanup = mount(host, context) as Cleanup | undefined;
  });
  const slides = () => [...host.querySelectorAll<HTMLElement>("[data-enhance-slide]")];
  return {
    host,
    context,
    cleanup,
    slides,
    active: () => slides().findIndex((one) => one.dataset["state"] === "active"),
  };
}

function click(element: Element | null | undefined): void {
  act(() => (element as HTMLElement).click());
}

function advance(ms: number): void {
  act(() => void vi.advanceTimersByTime(ms));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("slider island: controls", () => {
  it("adds the theme's arrows and dots as named buttons after the slides", () => {
    const { host } = setup(sliderHtml());
    const arrows = host.querySelector(":scope > .et-pb-slider-arrows")!;
    expect(arrows.previousElementSibling?.classList.contains("et_pb_slides")).toBe(true);
    const previous = within(host).getByRole("button", { name: "Previous" });
    const next = within(host).getByRole("button", { name: "Next" });
    expect(previous.classList.contains("et-pb-arrow-prev")).toBe(true);
    expect(next.classList.contains("et-pb-arrow-next")).toBe(true);
    expect(next.querySelector("span")?.textContent).toBe("Next");
    const dots = host.querySelectorAll(":scope > .et-pb-controllers > button");
    expect([...dots].map((dot) => dot.getAttribute("aria-label"))).toEqual([
      "Show slide 1",
      "Show slide 2",
      "Show slide 3",
    ]);
    expect(dots[0]?.classList.contains("et-pb-active-control")).toBe(true);
    expect(dots[0]?.getAttribute("aria-current")).toBe("true");
    const slides = host.querySelector(".et_pb_slides")!;
    expect(next.getAttribute("aria-controls")).toBe(slides.id);
  });

  it("names the module an APG carousel and each slide 'n of m'; inactive slides are hidden", () => {
    const { host, slides } = setup(sliderHtml());
    expect(host.getAttribute("role")).toBe("group");
    expect(host.getAttribute("aria-roledescription")).toBe("carousel");
    expect(host.getAttribute("aria-label")).toBe("Slider");
    expect(slides().map((one) => [one.getAttribute("aria-label"), one.hidden])).toEqual([
      ["1 of 3", false],
      ["2 of 3", true],
      ["3 of 3", true],
    ]);
    expect(slides()[0]?.getAttribute("aria-roledescription")).toBe("slide");
    expect(slides()[0]?.classList.contains("et-pb-active-slide")).toBe(true);
    expect(screen.queryByRole("link", { name: "Enrol 2" })).toBeNull();
    expect(screen.getByRole("link", { name: "Enrol 1" })).toBeTruthy();
  });

  it("given et_pb_slider_no_arrows and et_pb_slider_no_pagination, adds neither", () => {
    const { host } = setup(sliderHtml("et_pb_slider_no_arrows et_pb_slider_no_pagination"));
    expect(host.querySelector(".et-pb-slider-arrows")).toBeNull();
    expect(host.querySelector(".et-pb-controllers")).toBeNull();
  });

  it("given one slide, adds no control and no rotation", () => {
    const { host } = setup(sliderHtml("et_slider_auto", 1));
    expect(host.querySelectorAll("button")).toHaveLength(0);
    expect(host.dataset["state"]).toBe("static");
  });

  it("uses the theme's own words for the arrows", () => {
    const container = render(sliderHtml());
    const host = container.querySelector<HTMLElement>(".et_pb_slider")!;
    const context = createTestContext(host);
    const localized = {
      ...context,
      config: {
        ...context.config,
        pbCustom: { ...context.config.pbCustom, previous: "Előző", next: "Következő" },
      },
    };
    act(() => void mountSlider(host, localized));
    expect(within(host).getByRole("button", { name: "Következő" })).toBeTruthy();
    expect(within(host).getByRole("button", { name: "Előző" })).toBeTruthy();
  });
});

describe("slider island: moves", () => {
  it("given Next, fades to the next slide in 700 ms and keeps the theme classes in step", () => {
    const { host, slides, active } = setup(sliderHtml());
    click(within(host).getByRole("button", { name: "Next" }));
    expect(active()).toBe(1);
    expect(slides()[1]?.classList.contains("et-pb-active-slide")).toBe(true);
    expect(slides()[0]?.dataset["state"]).toBe("leaving");
    expect(slides()[0]?.classList.contains("et-pb-moved-slide")).toBe(true);
    expect(slides()[0]?.getAttribute("aria-hidden")).toBe("true");
    expect(slides()[0]?.hasAttribute("inert")).toBe(true);
    expect(slides()[0]?.hidden).toBe(false);
    advance(699);
    expect(slides()[0]?.dataset["state"]).toBe("leaving");
    advance(1);
    expect(slides()[0]?.hidden).toBe(true);
    expect(slides()[0]?.hasAttribute("inert")).toBe(false);
    expect(slides()[0]?.classList.contains("et-pb-active-slide")).toBe(false);
    expect(
      host.querySelectorAll(".et-pb-controllers button")[1]?.classList.contains("et-pb-active-control"),
    ).toBe(true);
  });

  it("shows the active slide even where the theme's stylesheet hides every slide but the first", () => {
    const style = document.createElement("style");
    style.textContent =
      ".et_pb_slider .et_pb_slide { display: none } .et_pb_slider .et_pb_slide:first-child { display: list-item }";
    document.head.append(style);
    try {
      const { host, slides } = setup(sliderHtml(), { reducedMotion: true });
      click(host.querySelectorAll(".et-pb-controllers button")[2]);
      expect(getComputedStyle(slides()[2]!).display).toBe("block");
      expect(slides()[0]?.hidden).toBe(true);
    } finally {
      style.remove();
    }
  });

  it("wraps: Previous on the first slide shows the last, Next on the last shows the first", () => {
    const { host, active } = setup(sliderHtml());
    click(within(host).getByRole("button", { name: "Previous" }));
    expect(active()).toBe(2);
    advance(700);
    click(within(host).getByRole("button", { name: "Next" }));
    expect(active()).toBe(0);
  });

  it("blocks a move while the transition runs", () => {
    const { host, active } = setup(sliderHtml());
    const next = within(host).getByRole("button", { name: "Next" });
    click(next);
    click(next);
    click(host.querySelectorAll(".et-pb-controllers button")[2]);
    expect(active()).toBe(1);
    advance(700);
    click(next);
    expect(active()).toBe(2);
  });

  it("given a dot, shows its slide; the active dot does nothing", () => {
    const { host, active } = setup(sliderHtml());
    const dots = host.querySelectorAll(".et-pb-controllers button");
    click(dots[0]);
    expect(active()).toBe(0);
    click(dots[2]);
    expect(active()).toBe(2);
  });

  it("given reduced motion, lands at once with no transition", () => {
    const { host, slides } = setup(sliderHtml(), { reducedMotion: true });
    const next = within(host).getByRole("button", { name: "Next" });
    click(next);
    expect(slides()[0]?.hidden).toBe(true);
    click(next);
    expect(slides()[2]?.dataset["state"]).toBe("active");
  });

  it("starts on the slide the server marked active", () => {
    const html = sliderHtml()
      .replace("et_pb_slide_0 et_pb_bg_layout_dark et-pb-active-slide", "et_pb_slide_0 et_pb_bg_layout_dark")
      .replace(
        "et_pb_slide_2 et_pb_bg_layout_dark ",
        "et_pb_slide_2 et_pb_bg_layout_dark et-pb-active-slide",
      );
    expect(setup(html).active()).toBe(2);
  });

  it("keeps the module's background layout class in step with the active slide", () => {
    const html = `<div class="et_pb_module et_pb_slider"><div class="et_pb_slides">${slide(0, "", "et_pb_bg_layout_dark")}${slide(1, "", "et_pb_bg_layout_light")}</div></div>`;
    const { host } = setup(html, { reducedMotion: true });
    expect(host.classList.contains("et_pb_bg_layout_dark")).toBe(true);
    click(within(host).getByRole("button", { name: "Next" }));
    expect(host.classList.contains("et_pb_bg_layout_light")).toBe(true);
    expect(host.classList.contains("et_pb_bg_layout_dark")).toBe(false);
  });

  it("given focus inside the slide that leaves, moves focus to the slide that comes", () => {
    const { slides } = setup(sliderHtml());
    screen.getByRole("link", { name: "Enrol 1" }).focus();
    click(document.querySelectorAll(".et-pb-controllers button")[1]);
    expect(document.activeElement).toBe(slides()[1]);
  });

  it("colours the arrows and dots with the active slide's data-arrows_color and data-dots_color", () => {
    const html = sliderHtml().replace(
      'class="et_pb_slide et_pb_slide_0',
      'data-arrows_color="#0cd1eb" data-dots_color="#ffffff" class="et_pb_slide et_pb_slide_0',
    );
    const { host } = setup(html);
    expect(host.querySelector<HTMLElement>(".et-pb-arrow-next")?.style.color).toBe("rgb(12, 209, 235)");
    const dots = host.querySelectorAll<HTMLElement>(".et-pb-controllers button");
    expect(dots[0]?.style.color).toBe("rgb(255, 255, 255)");
    expect(dots[1]?.style.color).toBe("rgba(255, 255, 255, 0.3)");
  });
});

describe("slider island: slideshow", () => {
  const auto = "et_slider_auto et_slider_speed_3000";

  it("advances every et_slider_speed ms, wrapping, counted from the start of each move", () => {
    const { host, active } = setup(sliderHtml(auto));
    expect(host.dataset["state"]).toBe("playing");
    advance(2999);
    expect(active()).toBe(0);
    advance(1);
    expect(active()).toBe(1);
    advance(3000);
    expect(active()).toBe(2);
    advance(3000);
    expect(active()).toBe(0);
  });

  it("without a speed class, advances after 7000 ms", () => {
    const { active } = setup(sliderHtml("et_slider_auto"));
    advance(6999);
    expect(active()).toBe(0);
    advance(1);
    expect(active()).toBe(1);
  });

  it("has no slideshow without et_slider_auto", () => {
    const { host, active } = setup(sliderHtml());
    advance(30000);
    expect(active()).toBe(0);
    expect(host.dataset["state"]).toBe("static");
    expect(host.querySelector(".enhance-slider-rotation")).toBeNull();
  });

  it("given the pointer over it, pauses with et_slider_hovered and resumes a full interval after it leaves", () => {
    const { host, active } = setup(sliderHtml(auto));
    advance(2000);
    act(() => void host.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" })));
    expect(host.dataset["state"]).toBe("paused");
    expect(host.classList.contains("et_slider_hovered")).toBe(true);
    advance(10000);
    expect(active()).toBe(0);
    act(() => void host.dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" })));
    expect(host.classList.contains("et_slider_hovered")).toBe(false);
    advance(2999);
    expect(active()).toBe(0);
    advance(1);
    expect(active()).toBe(1);
  });

  it("given et_slider_auto_ignore_hover, keeps playing under the pointer", () => {
    const { host, active } = setup(sliderHtml(`${auto} et_slider_auto_ignore_hover`));
    act(() => void host.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" })));
    expect(host.dataset["state"]).toBe("playing");
    advance(3000);
    expect(active()).toBe(1);
  });

  it("given a touch, does not treat it as hovering", () => {
    const { host } = setup(sliderHtml(auto));
    act(() => void host.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "touch" })));
    expect(host.dataset["state"]).toBe("playing");
  });

  it("while flagged et_pb_pause_slider, holds; when the flag goes, plays again", async () => {
    const { host, active } = setup(sliderHtml(auto));
    await act(async () => {
      host.classList.add("et_pb_pause_slider");
      await Promise.resolve();
    });
    expect(host.dataset["state"]).toBe("paused");
    advance(9000);
    expect(active()).toBe(0);
    await act(async () => {
      host.classList.remove("et_pb_pause_slider");
      await Promise.resolve();
    });
    advance(3000);
    expect(active()).toBe(1);
  });

  it("while keyboard focus is inside, holds; it plays again when focus leaves", () => {
    // jsdom never matches :focus-visible; a browser does after the Tab key.
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector: string) {
      return matches.call(this, selector === ":focus-visible" ? ":focus" : selector);
    });
    const { host, active } = setup(sliderHtml(auto));
    act(() => within(host).getByRole("button", { name: "Next" }).focus());
    expect(host.dataset["state"]).toBe("paused");
    advance(9000);
    expect(active()).toBe(0);
    act(() => (document.activeElement as HTMLElement).blur());
    expect(host.dataset["state"]).toBe("playing");
  });

  it("given focus a mouse click gave a control (no :focus-visible), keeps playing", () => {
    const { host, active } = setup(sliderHtml(auto));
    act(() => within(host).getByRole("button", { name: "Next" }).focus());
    expect(host.dataset["state"]).toBe("playing");
    advance(3000);
    expect(active()).toBe(1);
  });

  it("has a visible Pause button, first in the module, that stops it; Play starts it again", () => {
    const { host, active } = setup(sliderHtml(auto));
    const rotation = host.firstElementChild as HTMLButtonElement;
    expect(rotation.textContent).toBe("Pause");
    expect(rotation.getAttribute("aria-label")).toBe("Pause slideshow");
    expect(host.querySelector(".et_pb_slides")?.getAttribute("aria-live")).toBe("off");
    click(rotation);
    expect(host.dataset["state"]).toBe("stopped");
    expect(rotation.textContent).toBe("Play");
    expect(rotation.getAttribute("aria-label")).toBe("Play slideshow");
    expect(host.querySelector(".et_pb_slides")?.getAttribute("aria-live")).toBe("polite");
    advance(20000);
    expect(active()).toBe(0);
    click(rotation);
    expect(host.dataset["state"]).toBe("playing");
    advance(3000);
    expect(active()).toBe(1);
  });

  it("given reduced motion, does not play until the visitor presses Play", () => {
    const { host, active } = setup(sliderHtml(auto), { reducedMotion: true });
    expect(host.dataset["state"]).toBe("stopped");
    advance(20000);
    expect(active()).toBe(0);
    const rotation = within(host).getByRole("button", { name: "Play slideshow" });
    click(rotation);
    advance(3000);
    expect(active()).toBe(1);
  });

  it("while a video inside plays, holds", () => {
    const html = sliderHtml(auto).replace("<p>Lesson 1</p>", '<video class="lesson-video"></video>');
    const { host, active } = setup(html);
    const video = host.querySelector("video")!;
    Object.defineProperty(video, "paused", { configurable: true, get: () => false });
    act(() => void video.dispatchEvent(new Event("play")));
    expect(host.dataset["state"]).toBe("paused");
    advance(9000);
    expect(active()).toBe(0);
    Object.defineProperty(video, "paused", { configurable: true, get: () => true });
    act(() => void video.dispatchEvent(new Event("pause")));
    expect(host.dataset["state"]).toBe("playing");
  });

  it("pauses the video of a slide that leaves", () => {
    const html = sliderHtml().replace("<p>Lesson 1</p>", '<video class="lesson-video"></video>');
    const { host } = setup(html);
    const video = host.querySelector("video")!;
    Object.defineProperty(video, "paused", { configurable: true, get: () => false });
    const pause = vi.spyOn(video, "pause").mockImplementation(() => undefined);
    click(within(host).getByRole("button", { name: "Next" }));
    expect(pause).toHaveBeenCalledTimes(1);
  });
});

describe("slider island: markup", () => {
  it("moves the server's nodes instead of copying them", () => {
    const container = render(sliderHtml());
    const link = container.querySelector("a.et_pb_more_button")!;
    const host = container.querySelector<HTMLElement>(".et_pb_slider")!;
    act(() => void mountSlider(host, createTestContext(host)));
    expect(host.querySelector("a.et_pb_more_button")).toBe(link);
  });

  it("on cleanup, restores the server markup exactly", () => {
    const container = render(sliderHtml("et_slider_auto"));
    const before = new XMLSerializer().serializeToString(container);
    const host = container.querySelector<HTMLElement>(".et_pb_slider")!;
    let cleanup: Cleanup | undefined;
    act(() => void (cleanup = mountSlider(host, createTestContext(host, { reducedMotion: () => false }))));
    act(() => host.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" })));
    act(() => cleanup?.());
    expect(new XMLSerializer().serializeToString(container)).toBe(before);
  });

  it("given a page saved with the theme's script state, replaces its stale controls and inline slide styles", () => {
    const saved = sliderHtml()
      .replace(
        'class="et_pb_slide et_pb_slide_1',
        'style="z-index: 1; display: none; opacity: 0; background-color: red" class="et_pb_slide et_pb_slide_1',
      )
      .replace(
        /<\/div>\s*$/,
        '<div class="et-pb-slider-arrows"><a class="et-pb-arrow-prev" href="#"><span>Previous</span></a></div><div class="et-pb-controllers"><a href="#">1</a></div></div>',
      );
    const { host, slides } = setup(saved, { reducedMotion: true });
    expect(host.querySelectorAll(".et-pb-slider-arrows")).toHaveLength(1);
    expect(host.querySelectorAll(".et-pb-controllers")).toHaveLength(1);
    expect(host.querySelector(".et-pb-slider-arrows a")).toBeNull();
    click(within(host).getByRole("button", { name: "Next" }));
    expect(slides()[1]?.style.opacity).toBe("");
    expect(slides()[1]?.style.display).toBe("block");
    expect(slides()[1]?.style.backgroundColor).toBe("red");
  });

  it("given markup without slides, warns and leaves it as it is", () => {
    const container = render('<div class="et_pb_slider"><p>No slides yet</p></div>');
    const host = container.querySelector<HTMLElement>(".et_pb_slider")!;
    const context = createTestContext(host);
    expect(mountSlider(host, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledWith("left as it is: no .et_pb_slides inside the module", host);
    expect(host.querySelector("p")?.textContent).toBe("No slides yet");
    expect(host.hasAttribute("role")).toBe(false);
  });

  it("given a malformed speed class, warns naming it and plays every 7000 ms", () => {
    const { context, host, active } = setup(sliderHtml("et_slider_auto et_slider_speed_soon"));
    expect(context.log.warn).toHaveBeenCalledWith(
      "et_slider_speed_soon: expected a whole number of milliseconds above 0; using 7000",
      host,
    );
    advance(7000);
    expect(active()).toBe(1);
  });

  it("names a post slider 'Post slider'", () => {
    const { host } = setup(
      sliderHtml().replace("et_pb_module et_pb_slider", "et_pb_module et_pb_post_slider et_pb_slider"),
    );
    expect(host.getAttribute("aria-label")).toBe("Post slider");
  });
});

describe("gallery in slider mode", () => {
  const GALLERY = `<div class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_bg_layout_light et_pb_slider et_pb_gallery_fullwidth">
    <div class="et_pb_gallery_items et_post_gallery clearfix" data-per_page="4">
      ${[1, 2, 3]
        .map(
          (n) => `<div class="et_pb_gallery_item et_pb_bg_layout_light et_pb_gallery_item_0_${n}">
        <div class="et_pb_gallery_image landscape"><a href="/full-${n}.svg" title="Slide ${n}"><img src="/thumb-${n}.svg" alt="Workshop photo ${n}"></a></div>
      </div>`,
        )
        .join("")}
    </div>
  </div>`;

  it("makes each gallery item a slide, with arrows and dots", () => {
    const { host, slides, active } = setup(GALLERY, { mount: mountGallery, selector: ".et_pb_gallery" });
    expect(slides()).toHaveLength(3);
    expect(slides().every((one) => one.classList.contains("et_pb_gallery_item"))).toBe(true);
    expect(host.getAttribute("aria-label")).toBe("Gallery");
    click(within(host).getByRole("button", { name: "Show slide 3" }));
    expect(active()).toBe(2);
    expect(screen.getByRole("img", { name: "Workshop photo 3" })).toBeTruthy();
  });
});

describe("Extra's featured posts slider", () => {
  const FEATURED = `<div class="module featured-posts-slider-module et_pb_extra_module et_pb_featured_posts_slider_0" data-breadcrumbs="enabled" data-autoplay="5">
    <div class="posts-slider-module-items carousel-items et_pb_slides">
      ${[1, 2, 3]
        .map(
          (
            n,
          ) => `<article id="post-${n}" class="post carousel-item et_pb_slide post-${n}" style="background-image: url(/cover-${n}.svg);">
        <div class="post-content-box"><div class="post-content"><h3 class="entry-title"><a href="/post-${n}/">Post ${n}</a></h3></div></div>
      </article>`,
        )
        .join("")}
    </div>
  </div>`;

  it("plays every data-autoplay seconds with a 500 ms fade, with arrows and dots", () => {
    const { host, slides, active } = setup(FEATURED, {
      mount: mountFeatured,
      selector: ".featured-posts-slider-module",
    });
    expect(host.querySelector(".et-pb-slider-arrows")).not.toBeNull();
    expect(host.querySelectorAll(".et-pb-controllers button")).toHaveLength(3);
    expect(slides()[0]?.tagName).toBe("ARTICLE");
    expect(slides()[0]?.hasAttribute("role")).toBe(false);
    expect(slides()[0]?.style.backgroundImage).toContain("/cover-1.svg");
    advance(4999);
    expect(active()).toBe(0);
    advance(1);
    expect(active()).toBe(1);
    advance(499);
    expect(slides()[0]?.dataset["state"]).toBe("leaving");
    advance(1);
    expect(slides()[0]?.dataset["state"]).toBe("inactive");
  });

  it("without data-autoplay, does not play", () => {
    const { active } = setup(FEATURED.replace(' data-autoplay="5"', ""), {
      mount: mountFeatured,
      selector: ".featured-posts-slider-module",
    });
    advance(30000);
    expect(active()).toBe(0);
  });
});
