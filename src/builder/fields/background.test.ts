import { describe, expect, it } from "vitest";
import { backgroundDeclarations, cssUrl, readBackground } from "./background";

const BASE = "https://site.example/page/";

describe("background fields", () => {
  it("reads nothing from a module without background fields", () => {
    const background = readBackground({}, BASE);
    expect(background).toEqual({
      color: "",
      gradient: "",
      gradientOverlaysImage: false,
      image: "",
      video: { mp4: "", webm: "" },
      pattern: "",
      mask: "",
    });
    expect(backgroundDeclarations(background)).toEqual({});
  });

  it("reads the colour, image and videos, resolving addresses against the page", () => {
    const background = readBackground(
      {
        background_color: "#123456",
        background_image: "/img/hero.jpg",
        background_video_mp4: "https://cdn.example/v.mp4",
        background_video_webm: "v.webm",
      },
      BASE,
    );
    expect(background.color).toBe("#123456");
    expect(background.image).toBe("https://site.example/img/hero.jpg");
    expect(background.video).toEqual({
      mp4: "https://cdn.example/v.mp4",
      webm: "https://site.example/page/v.webm",
    });
    expect(backgroundDeclarations(background)).toEqual({
      "background-color": "#123456",
      "background-image": 'url("https://site.example/img/hero.jpg")',
    });
  });

  it("draws the gradient only while use_background_color_gradient is on, under the image by default", () => {
    const attrs = {
      background_image: "https://site.example/a.png",
      background_color_gradient_stops: "#000 0%|#fff 100%",
    };
    expect(readBackground(attrs, BASE).gradient).toBe("");
    const background = readBackground({ ...attrs, use_background_color_gradient: "on" }, BASE);
    expect(backgroundDeclarations(background)).toEqual({
      "background-image": 'url("https://site.example/a.png"), linear-gradient(180deg, #000 0%, #fff 100%)',
    });
  });

  it("puts the gradient above the image when it overlays it", () => {
    const background = readBackground(
      {
        use_background_color_gradient: "on",
        background_color_gradient_overlays_image: "on",
        background_image: "https://site.example/a.png",
      },
      BASE,
    );
    expect(background.gradientOverlaysImage).toBe(true);
    expect(backgroundDeclarations(background)["background-image"]).toBe(
      'linear-gradient(180deg, #2b87da 0%, #29c4a9 100%), url("https://site.example/a.png")',
    );
  });

  it("keeps pattern and mask styles only while enabled and plainly named", () => {
    expect(
      readBackground(
        {
          background_pattern_style: "polka-dots",
          background_enable_pattern_style: "on",
          background_mask_style: "waves",
          background_enable_mask_style: "off",
        },
        BASE,
      ),
    ).toMatchObject({ pattern: "polka-dots", mask: "" });
    expect(
      readBackground({ background_mask_style: "x\" onload='y", background_enable_mask_style: "on" }, BASE)
        .mask,
    ).toBe("");
  });

  it("refuses script addresses and colours CSS would not take", () => {
    const background = readBackground(
      {
        background_color: "red;position:fixed",
        background_image: "javascript:alert(1)",
        background_video_mp4: "data:text/html,x",
      },
      BASE,
    );
    expect([background.color, background.image, background.video.mp4]).toEqual(["", "", ""]);
  });

  it("escapes quotes and line breaks in a url()", () => {
    expect(cssUrl('https://a.example/x"y\\z\n')).toBe('url("https://a.example/x\\22 y\\5c z\\a ")');
  });
});
