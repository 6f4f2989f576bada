import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cleanup } from "../../../boot/types";
import { createTestContext, render } from "../../../test-support/context";
import { mount as mountPortfolio } from "./portfolio/portfolio-carousel-island";
import { mount as mountPostsCarousel, POST_CARD_MIN_WIDTH_PX } from "./posts-carousel/posts-carousel-island";
import { mount as mountVideoSlider, parseVideoSlider } from "./video/video-slider-island";
import { THUMBNAIL_MIN_WIDTH_PX, thumbnailUrl } from "./VideoThumbnails";

/** Every element reports `width` px, as the carousel measures its track once when it mounts. */
function stubWidth(width: number): void {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, width, 300));
}

/** A ResizeObserver the test drives: `resize(width)` reports a new width to every observer. */
function controlResize(): { resize(width: number): void } {
  const callbacks = new Set<ResizeObserverCallback>();
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(): void {
        callbacks.add(this.callback);
      }
      unobserve(): void {}
      disconnect(): void {
        callbacks.delete(this.callback);
      }
    },
  );
  return {
    resize(width) {
      act(() => {
        for (const callback of [...callbacks]) {
          callback(
            [{ contentRect: new DOMRect(0, 0, width, 300) } as ResizeObserverEntry],
            {} as ResizeObserver,
          );
        }
      });
    },
  };
}

function click(element: Element | null | undefined): void {
  act(() => (element as HTMLElement).click());
}

function advance(ms: number): void {
  act(() => void vi.advanceTimersByTime(ms));
}

function mountOn<T extends HTMLElement>(
  html: string,
  selector: string,
  mount: (element: HTMLElement, context: ReturnType<typeof createTestContext>) => Cleanup | undefined,
  reducedMotion = false,
) {
  const container = render(html);
  const host = container.querySelector<T>(selector)!;
  const context = createTestContext(host, { reducedMotion: () => reducedMotion });
  let cleanup: Cleanup | undefined;
  act(() => void (cleanup = mount(host, context)));
  const groups = () => [...host.querySelectorAll<HTMLElement>(":scope [data-enhance-slide]")];
  const visible = () =>
    groups()
      .filter((group) => group.dataset["state"] === "active")
      .flatMap((group) => [...group.querySelectorAll("h3")].map((heading) => heading.textContent));
  return { container, host, context, cleanup: () => act(() => cleanup?.()), groups, visible };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const POSTS = `<div id="latest" class="module posts-carousel-module et_pb_extra_module loading et_pb_posts_carousel_0" data-autoplay="4">
  <div class="module-head"><h1>Latest lessons</h1><div class="module-filter">SEO</div></div>
  <div class="posts-slider-module-items carousel-items">
    ${[1, 2, 3, 4, 5, 6, 7]
      .map(
        (
          n,
        ) => `<article id="post-${n}" class="post carousel-item ${n > 4 ? "carousel-item-hide-on-load" : ""}" style="margin: 0 4px;">
      <a href="/lesson-${n}/" class="post-thumbnail"><img src="/lesson-${n}.svg" alt=""></a>
      <div class="post-content-box"><div class="post-content"><h3 class="entry-title"><a href="/lesson-${n}/">Lesson ${n}</a></h3></div></div>
    </article>`,
      )
      .join("")}
  </div>
</div>`;

describe("Extra's posts carousel", () => {
  it("groups the cards 1 to 4 by width into carousel-group et_pb_slide, named after the module heading", () => {
    expect(POST_CARD_MIN_WIDTH_PX).toBe(200);
    stubWidth(650);
    const { host, groups, visible } = mountOn(POSTS, ".posts-carousel-module", mountPostsCarousel);
    expect(groups()).toHaveLength(3);
    expect(groups().every((group) => group.matches(".carousel-group.et_pb_slide"))).toBe(true);
    expect(visible()).toEqual(["Lesson 1", "Lesson 2", "Lesson 3"]);
    expect(groups()[0]?.classList.contains("et-pb-active-slide")).toBe(true);
    expect(groups()[1]?.hidden).toBe(true);
    expect(host.getAttribute("aria-label")).toBe("Latest lessons");
    expect(host.classList.contains("loading")).toBe(false);
    expect(host.querySelector(".carousel-item-hide-on-load")).toBeNull();
    expect(host.querySelector(".carousel-items > .et-pb-slider-arrows")).not.toBeNull();
    expect(host.querySelector(".et-pb-controllers")).toBeNull();
  });

  it("slides to the next group in 500 ms, wrapping after the last", () => {
    stubWidth(650);
    const { host, groups, visible } = mountOn(POSTS, ".posts-carousel-module", mountPostsCarousel);
    const next = within(host).getByRole("button", { name: "Next" });
    click(next);
    expect(visible()).toEqual(["Lesson 4", "Lesson 5", "Lesson 6"]);
    expect(groups()[0]?.dataset["state"]).toBe("leaving");
    click(next);
    expect(visible()).toEqual(["Lesson 4", "Lesson 5", "Lesson 6"]);
    advance(500);
    expect(groups()[0]?.dataset["state"]).toBe("inactive");
    click(next);
    advance(500);
    expect(visible()).toEqual(["Lesson 7"]);
    click(next);
    expect(visible()).toEqual(["Lesson 1", "Lesson 2", "Lesson 3"]);
  });

  it("plays every data-autoplay seconds", () => {
    stubWidth(900);
    const { visible } = mountOn(POSTS, ".posts-carousel-module", mountPostsCarousel);
    expect(visible()).toEqual(["Lesson 1", "Lesson 2", "Lesson 3", "Lesson 4"]);
    advance(3999);
    expect(visible()[0]).toBe("Lesson 1");
    advance(1);
    expect(visible()).toEqual(["Lesson 5", "Lesson 6", "Lesson 7"]);
  });

  it("given a narrower track, regroups and keeps the first card seen in view", () => {
    stubWidth(900);
    const resize = controlResize();
    const { host, visible, groups } = mountOn(POSTS, ".posts-carousel-module", mountPostsCarousel, true);
    click(within(host).getByRole("button", { name: "Next" }));
    expect(visible()).toEqual(["Lesson 5", "Lesson 6", "Lesson 7"]);
    resize.resize(420);
    expect(groups()).toHaveLength(4);
    expect(visible()).toEqual(["Lesson 5", "Lesson 6"]);
    resize.resize(150);
    expect(groups()).toHaveLength(7);
    expect(visible()).toEqual(["Lesson 5"]);
    const order = [...host.querySelectorAll("article h3")].map((heading) => heading.textContent);
    expect(order).toEqual([
      "Lesson 1",
      "Lesson 2",
      "Lesson 3",
      "Lesson 4",
      "Lesson 5",
      "Lesson 6",
      "Lesson 7",
    ]);
  });

  it("on cleanup, puts every card back as the server wrote it", () => {
    stubWidth(650);
    const container = render(POSTS);
    const before = new XMLSerializer().serializeToString(container);
    const host = container.querySelector<HTMLElement>(".posts-carousel-module")!;
    let cleanup: Cleanup | undefined;
    act(() => void (cleanup = mountPostsCarousel(host, createTestContext(host))));
    act(() => within(host).getByRole("button", { name: "Next" }).click());
    act(() => cleanup?.());
    expect(new XMLSerializer().serializeToString(container)).toBe(before);
  });
});

const PORTFOLIO = `<div id="work" class="et_pb_module et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_0 et_pb_fullwidth_portfolio_carousel et_pb_bg_layout_light" data-auto-rotate="on" data-auto-rotate-speed="3000">
  <h2 class="et_pb_portfolio_title">Student projects</h2>
  <div class="et_pb_portfolio_items clearfix" data-portfolio-columns="">
    ${[1, 2, 3, 4, 5]
      .map(
        (n) => `<div id="post-${n}" class="et_pb_portfolio_item et_pb_grid_item post-${n} project">
      <div class="et_pb_portfolio_image landscape"><img src="/project-${n}.svg" alt="">
        <div class="meta"><a href="/project-${n}/"><h3 class="et_pb_module_header">Project ${n}</h3></a></div>
      </div>
    </div>`,
      )
      .join("")}
  </div>
</div>`;

describe("full-width portfolio carousel", () => {
  it("groups the projects by the portfolio's columns, 75 % as high as wide, arrows first", () => {
    stubWidth(800);
    const { host, groups, visible } = mountOn(PORTFOLIO, ".et_pb_fullwidth_portfolio", mountPortfolio);
    expect(groups()).toHaveLength(2);
    expect(visible()).toEqual(["Project 1", "Project 2", "Project 3"]);
    const items = host.querySelector(".et_pb_portfolio_items")!;
    expect(items.classList.contains("columns-3")).toBe(true);
    expect(items.firstElementChild?.classList.contains("et-pb-slider-arrows")).toBe(true);
    expect(groups()[0]?.matches(".et_pb_carousel_group.active")).toBe(true);
    expect(host.querySelector<HTMLElement>(".et_pb_portfolio_item")?.style.height).toBe("200px");
    expect(host.getAttribute("aria-label")).toBe("Student projects");
  });

  it("slides in 700 ms and refuses a move for 100 ms more", () => {
    stubWidth(800);
    const { host, visible, groups } = mountOn(PORTFOLIO, ".et_pb_fullwidth_portfolio", mountPortfolio);
    const next = within(host).getByRole("button", { name: "Next" });
    click(next);
    expect(visible()).toEqual(["Project 4", "Project 5"]);
    advance(700);
    expect(groups()[0]?.dataset["state"]).toBe("leaving");
    click(next);
    expect(visible()).toEqual(["Project 4", "Project 5"]);
    advance(100);
    click(next);
    expect(visible()).toEqual(["Project 1", "Project 2", "Project 3"]);
  });

  it("rotates every data-auto-rotate-speed ms and holds with et_carousel_hovered under the pointer", () => {
    stubWidth(800);
    const { host, visible } = mountOn(PORTFOLIO, ".et_pb_fullwidth_portfolio", mountPortfolio);
    advance(3000);
    expect(visible()).toEqual(["Project 4", "Project 5"]);
    act(() => void host.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" })));
    expect(host.classList.contains("et_carousel_hovered")).toBe(true);
    advance(10000);
    expect(visible()).toEqual(["Project 4", "Project 5"]);
  });

  it("given data-auto-rotate=off, does not rotate and has no rotation control", () => {
    stubWidth(800);
    const { host, visible } = mountOn(
      PORTFOLIO.replace('data-auto-rotate="on"', 'data-auto-rotate="off"'),
      ".et_pb_fullwidth_portfolio",
      mountPortfolio,
    );
    advance(20000);
    expect(visible()).toEqual(["Project 1", "Project 2", "Project 3"]);
    expect(host.querySelector(".enhance-slider-rotation")).toBeNull();
  });

  it("given all projects fit, adds no arrows", () => {
    stubWidth(1700);
    const { host, groups } = mountOn(PORTFOLIO, ".et_pb_fullwidth_portfolio", mountPortfolio);
    expect(groups()).toHaveLength(1);
    expect(host.querySelector(".et-pb-slider-arrows")).toBeNull();
  });
});

const VIDEOS = (
  sliderClasses: string,
) => `<div id="lessons" class="et_pb_module et_pb_video_slider et_pb_video_slider_0">
  <div class="et_pb_slider et_pb_preload ${sliderClasses} et_pb_controls_light">
    <div class="et_pb_slides">
      ${[1, 2, 3, 4, 5]
        .map(
          (
            n,
          ) => `<div class="et_pb_slide et_pb_video_slider_item_${n - 1} et_pb_bg_layout_dark" data-image="/video-${n}.svg">
        <div class="et_pb_video_wrap"><div class="et_pb_video_box"><video title="Lesson video ${n}" src="/lesson-${n}.webm"></video></div>
          <div class="et_pb_video_overlay" style="background-image: url(/video-${n}.svg);"><div class="et_pb_video_overlay_hover"><a href="#" class="et_pb_video_play"></a></div></div>
        </div>
      </div>`,
        )
        .join("")}
    </div>
  </div>
</div>`;

describe("video slider", () => {
  it("reads the inner slider and its video slides", () => {
    const host = render(VIDEOS("et_pb_slider_carousel et_pb_slider_no_pagination")).firstElementChild!;
    const parsed = parseVideoSlider(host);
    expect(parsed.ok && parsed.model.slides.slides.map((slide) => slide.props["data-image"])).toEqual([
      "/video-1.svg",
      "/video-2.svg",
      "/video-3.svg",
      "/video-4.svg",
      "/video-5.svg",
    ]);
    expect(parseVideoSlider(render("<div class='et_pb_video_slider'></div>").firstElementChild!)).toEqual({
      ok: false,
      reason: "no .et_pb_slider inside the video slider",
    });
  });

  it("builds the thumbnail track after the slider, grouped by width; a thumbnail shows its video", () => {
    expect(THUMBNAIL_MIN_WIDTH_PX).toBe(120);
    stubWidth(400);
    const { host } = mountOn(
      VIDEOS("et_pb_slider_carousel et_pb_slider_no_pagination"),
      ".et_pb_video_slider",
      mountVideoSlider,
    );
    const frame = host.querySelector(":scope > .et_pb_slider")!;
    expect(frame.classList.contains("et_pb_preload")).toBe(false);
    expect(frame.querySelector(":scope > .et-pb-slider-arrows")).not.toBeNull();
    const carousel = host.querySelector(":scope > .et_pb_carousel")!;
    expect(frame.nextElementSibling).toBe(carousel);
    expect(host.querySelector(".et-pb-controllers")).toBeNull();
    const groups = carousel.querySelectorAll(".et-carousel-group");
    expect(groups).toHaveLength(2);
    expect(groups[0]?.querySelectorAll(".et_pb_carousel_item")).toHaveLength(3);
    const thumbnail = within(carousel as HTMLElement).getByRole("button", { name: "Show video 3 of 5" });
    click(thumbnail);
    const slides = host.querySelectorAll<HTMLElement>(".et_pb_slides > [data-enhance-slide]");
    expect(slides[2]?.dataset["state"]).toBe("active");
    expect(thumbnail.closest(".et_pb_carousel_item")?.classList.contains("et-pb-active-control")).toBe(true);
    expect(thumbnail.getAttribute("aria-current")).toBe("true");
  });

  it("pages the thumbnail track to the video shown, in a 1000 ms slide", () => {
    stubWidth(400);
    const { host } = mountOn(
      VIDEOS("et_pb_slider_carousel et_pb_slider_no_pagination"),
      ".et_pb_video_slider",
      mountVideoSlider,
    );
    const groups = () => [...host.querySelectorAll<HTMLElement>(".et-carousel-group")];
    const previous = host.querySelector<HTMLElement>(":scope > .et_pb_slider .et-pb-arrow-prev");
    click(previous);
    expect(groups()[1]?.dataset["state"]).toBe("active");
    advance(999);
    expect(groups()[0]?.dataset["state"]).toBe("leaving");
    advance(1);
    expect(groups()[0]?.dataset["state"]).toBe("inactive");
  });

  it("with et_pb_slider_dots, puts the dots below the slider instead", () => {
    stubWidth(400);
    const { host } = mountOn(VIDEOS("et_pb_slider_dots"), ".et_pb_video_slider", mountVideoSlider);
    expect(host.querySelector(".et_pb_carousel")).toBeNull();
    expect(host.lastElementChild?.classList.contains("et-pb-controllers")).toBe(true);
    expect(host.querySelectorAll(".et-pb-controllers button")).toHaveLength(5);
  });

  it("makes each overlay's play link a named button that hides the overlay and plays the video", () => {
    stubWidth(400);
    const { host } = mountOn(VIDEOS("et_pb_slider_dots"), ".et_pb_video_slider", mountVideoSlider, true);
    const video = host.querySelector("video")!;
    const play = vi.spyOn(video, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(video, "pause").mockImplementation(() => undefined);
    const button = screen.getAllByRole("button", { name: "Play video" })[0]!;
    expect(button.classList.contains("et_pb_video_play")).toBe(true);
    click(button);
    expect(play).toHaveBeenCalled();
    const overlay = host.querySelector<HTMLElement>(".et_pb_video_overlay")!;
    expect(overlay.style.display).toBe("none");
    Object.defineProperty(video, "paused", { configurable: true, get: () => false });
    click(host.querySelector(".et-pb-arrow-next"));
    expect(pause).toHaveBeenCalled();
    expect(overlay.style.display).toBe("");
  });

  it("on cleanup, restores the server markup exactly", () => {
    stubWidth(400);
    const container = render(VIDEOS("et_pb_slider_carousel et_pb_slider_no_pagination"));
    const before = new XMLSerializer().serializeToString(container);
    const host = container.querySelector<HTMLElement>(".et_pb_video_slider")!;
    let cleanup: Cleanup | undefined;
    act(() => void (cleanup = mountVideoSlider(host, createTestContext(host))));
    act(() => cleanup?.());
    expect(new XMLSerializer().serializeToString(container)).toBe(before);
  });

  it("accepts only http(s) and relative thumbnail addresses, quoted", () => {
    expect(thumbnailUrl("/video-1.svg")).toBe(`url("${new URL("/video-1.svg", document.baseURI).href}")`);
    expect(thumbnailUrl('https://cdn.example.com/a").jpg')).toBe('url("https://cdn.example.com/a%22).jpg")');
    expect(thumbnailUrl("javascript:alert(1)")).toBeNull();
    expect(thumbnailUrl("")).toBeNull();
    expect(thumbnailUrl(undefined)).toBeNull();
  });
});
