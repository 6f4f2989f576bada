import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../../test-support/context";
import { registry } from "../../../registry";

/** The slider family: the definitions that share this folder's island. */
const SLIDER_FAMILY = [
  "slider",
  "gallery-slider",
  "video-slider",
  "portfolio-carousel",
  "featured-posts-slider",
  "posts-carousel",
];
const sliderModules = registry.filter((definition) => SLIDER_FAMILY.includes(definition.name));

const PAGE = `
  <div id="slider" class="et_pb_module et_pb_slider"></div>
  <div id="fullwidth" class="et_pb_module et_pb_fullwidth_slider_0 et_pb_slider"></div>
  <div id="post" class="et_pb_module et_pb_post_slider et_pb_slider"></div>
  <div id="fullwidth-post" class="et_pb_module et_pb_fullwidth_post_slider et_pb_slider"></div>
  <div id="gallery-slider" class="et_pb_module et_pb_gallery et_pb_slider et_pb_gallery_fullwidth"></div>
  <div id="gallery-grid" class="et_pb_module et_pb_gallery et_pb_gallery_grid"></div>
  <div id="video" class="et_pb_module et_pb_video_slider"><div id="video-inner" class="et_pb_slider"></div></div>
  <div id="portfolio" class="et_pb_module et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_carousel"></div>
  <div id="portfolio-grid" class="et_pb_module et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_grid"></div>
  <div id="featured" class="module featured-posts-slider-module"></div>
  <div id="carousel" class="module posts-carousel-module"><div class="carousel-items"></div></div>
  <div id="carousel-empty" class="module post-carousel-module"><article class="post carousel-item nopost"></article></div>
`;

afterEach(() => {
  document.body.replaceChildren();
});

describe("the slider family's definitions", () => {
  it("each module element gets exactly one definition of the family", () => {
    const container = render(PAGE);
    const owners = (id: string): string[] => {
      const element = container.querySelector(`#${id}`)!;
      return sliderModules
        .filter((definition) => element.matches(definition.selector))
        .filter((definition) => definition.appliesTo?.(element) ?? true)
        .map((definition) => definition.name);
    };
    expect(owners("slider")).toEqual(["slider"]);
    expect(owners("fullwidth")).toEqual(["slider"]);
    expect(owners("post")).toEqual(["slider"]);
    expect(owners("fullwidth-post")).toEqual(["slider"]);
    expect(owners("gallery-slider")).toEqual(["gallery-slider"]);
    expect(owners("gallery-grid")).toEqual([]);
    expect(owners("video")).toEqual(["video-slider"]);
    expect(owners("video-inner")).toEqual([]);
    expect(owners("portfolio")).toEqual(["portfolio-carousel"]);
    expect(owners("portfolio-grid")).toEqual([]);
    expect(owners("featured")).toEqual(["featured-posts-slider"]);
    expect(owners("carousel")).toEqual(["posts-carousel"]);
    expect(owners("carousel-empty")).toEqual([]);
  });

  it("are islands loaded when they near the viewport, each from its own chunk", () => {
    expect(sliderModules.map((definition) => definition.name)).toEqual(SLIDER_FAMILY);
    for (const definition of sliderModules) {
      expect(definition.kind).toBe("module");
      expect(definition.strategy).toBe("visible");
      expect(typeof definition.load).toBe("function");
    }
    expect(new Set(sliderModules.map((definition) => definition.name)).size).toBe(sliderModules.length);
  });
});
