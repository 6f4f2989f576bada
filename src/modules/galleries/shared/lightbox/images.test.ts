import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../../../test-support/context";
import { describeImageLink, isImageFileUrl, safeImageUrl } from "./images";

afterEach(() => document.body.replaceChildren());

describe("safeImageUrl", () => {
  const base = "https://courses.example.com/gallery/";

  it("resolves http, https and relative links to absolute URLs", () => {
    expect(safeImageUrl("https://cdn.example.com/a.png", base)).toBe("https://cdn.example.com/a.png");
    expect(safeImageUrl("http://cdn.example.com/a.png", base)).toBe("http://cdn.example.com/a.png");
    expect(safeImageUrl("../images/a.jpg", base)).toBe("https://courses.example.com/images/a.jpg");
    expect(safeImageUrl("  /a.webp  ", base)).toBe("https://courses.example.com/a.webp");
  });

  it("accepts data: images as they are", () => {
    expect(safeImageUrl("data:image/svg+xml,%3Csvg%3E%3C/svg%3E", base)).toBe(
      "data:image/svg+xml,%3Csvg%3E%3C/svg%3E",
    );
    expect(safeImageUrl("data:image/png;base64,AAAA", base)).toBe("data:image/png;base64,AAAA");
  });

  it.each([
    null,
    undefined,
    "",
    "   ",
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "mailto:a@example.com",
    "http://[bad",
  ])("refuses %j", (href) => {
    expect(safeImageUrl(href, base)).toBeNull();
  });
});

describe("isImageFileUrl", () => {
  it.each([
    "https://example.com/a.png",
    "https://example.com/a.JPG",
    "https://example.com/a.jpeg?ver=2",
    "https://example.com/wp-content/uploads/2024/07/a.webp#x",
    "https://example.com/a.svg",
    "https://example.com/a.gif",
    "https://example.com/a.avif",
    "data:image/png;base64,AAAA",
  ])("given %s, says it is an image", (url) => {
    expect(isImageFileUrl(url)).toBe(true);
  });

  it.each([
    "https://example.com/project/seo-course/",
    "https://example.com/a.png/page",
    "https://example.com/",
    "nonsense",
  ])("given %s, says it is not", (url) => {
    expect(isImageFileUrl(url)).toBe(false);
  });
});

describe("describeImageLink", () => {
  it("reads the target, the thumbnail's alt, and the item's title and caption", () => {
    const item = render(`
      <div class="et_pb_gallery_item">
        <div class="et_pb_gallery_image"><a href="/full.png" title="file-name"><img src="/thumb.png" alt=" Funnel diagram "></a></div>
        <h3 class="et_pb_gallery_title">  Sales
          funnel </h3>
        <p class="et_pb_gallery_caption">Five steps</p>
      </div>`).firstElementChild!;
    const link = item.querySelector("a")!;
    expect(
      describeImageLink(link, item, { title: ".et_pb_gallery_title", caption: ".et_pb_gallery_caption" }),
    ).toEqual({
      src: new URL("/full.png", location.href).href,
      alt: "Funnel diagram",
      title: "Sales funnel",
      caption: "Five steps",
    });
  });

  it("falls back to the link's title, and has an empty caption without a caption selector", () => {
    const item = render(
      '<div><a href="/full.png" title="Checklist"><img src="/t.png"></a></div>',
    ).firstElementChild!;
    expect(describeImageLink(item.querySelector("a")!, item, { title: "h3" })).toEqual({
      src: new URL("/full.png", location.href).href,
      alt: "",
      title: "Checklist",
      caption: "",
    });
  });

  it("given an unsafe target, gives null", () => {
    const item = render(
      '<div><a href="javascript:alert(1)"><img src="/t.png" alt="x"></a></div>',
    ).firstElementChild!;
    expect(describeImageLink(item.querySelector("a")!, item, { title: "h3" })).toBeNull();
  });
});
