import { describe, expect, it } from "vitest";
import { imageUrl, inlineImageUrl, linkUrl, urlFromOrigins, webOrigin, webUrl } from "./urls";

const BASE = "https://site.example/blog/post/";

/** Values no rule may ever accept: script schemes in every disguise, and documents inlined as data. */
const SCRIPT_AND_DOCUMENT_URLS = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0000javascript:alert(1)",
  " \u0001javascript:alert(1)",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:application/xhtml+xml,<x/>",
  "blob:https://site.example/0a1b",
  "file:///etc/passwd",
];

describe("webUrl", () => {
  it("resolves http(s) and relative addresses against the base", () => {
    expect(webUrl("/contact/thanks/", BASE)).toBe("https://site.example/contact/thanks/");
    expect(webUrl("next/", BASE)).toBe("https://site.example/blog/post/next/");
    expect(webUrl("HTTP://Other.Example/a", BASE)).toBe("http://other.example/a");
  });

  it.each([...SCRIPT_AND_DOCUMENT_URLS, "mailto:a@b.example", "data:image/png;base64,AAAA", "", "  ", null])(
    "refuses %j",
    (value) => {
      expect(webUrl(value, BASE)).toBeNull();
    },
  );

  it("reads a protocol-relative address as the other host it names, not as a path of this site", () => {
    expect(webUrl("//attacker.example/x.js", BASE)).toBe("https://attacker.example/x.js");
  });
});

describe("linkUrl", () => {
  it("accepts web, mail and telephone links", () => {
    expect(linkUrl("mailto:hello@site.example", BASE)).toBe("mailto:hello@site.example");
    expect(linkUrl("tel:+441234", BASE)).toBe("tel:+441234");
    expect(linkUrl("/courses/", BASE)).toBe("https://site.example/courses/");
  });

  it.each(SCRIPT_AND_DOCUMENT_URLS)("refuses %j", (value) => {
    expect(linkUrl(value, BASE)).toBeNull();
  });
});

describe("imageUrl and inlineImageUrl", () => {
  it("accepts raster and SVG inline images, whatever their case", () => {
    expect(imageUrl("data:image/png;base64,AAAA", BASE)).toBe("data:image/png;base64,AAAA");
    expect(inlineImageUrl("DATA:image/svg+xml,%3Csvg%3E%3C/svg%3E")).toBe(
      "data:image/svg+xml,%3Csvg%3E%3C/svg%3E",
    );
    expect(imageUrl("/wp-content/uploads/a.jpg", BASE)).toBe("https://site.example/wp-content/uploads/a.jpg");
  });

  it.each([...SCRIPT_AND_DOCUMENT_URLS, "data:image/svg", "data:,x", "data:imagex/png,AA", "/relative.png"])(
    "inlineImageUrl refuses %j",
    (value) => {
      expect(inlineImageUrl(value)).toBeNull();
    },
  );

  it.each(SCRIPT_AND_DOCUMENT_URLS)("imageUrl refuses %j", (value) => {
    expect(imageUrl(value, BASE)).toBeNull();
  });
});

describe("webOrigin and urlFromOrigins", () => {
  const allowed = ["https://site.example", "https://tiles.example"];

  it("names the origin of a web address only", () => {
    expect(webOrigin("/a", BASE)).toBe("https://site.example");
    expect(webOrigin("javascript:alert(1)", BASE)).toBeNull();
  });

  it("accepts an address on an allowed origin", () => {
    expect(urlFromOrigins("/tiles/1.png", BASE, allowed)).toBe("https://site.example/tiles/1.png");
    expect(urlFromOrigins("https://TILES.example/1.png", BASE, allowed)).toBe("https://tiles.example/1.png");
  });

  it.each([
    "https://attacker.example/1.png",
    "//attacker.example/1.png",
    "https://site.example.attacker.example/1.png",
    "https://site.example@attacker.example/1.png",
    "http://site.example/1.png",
    "https://site.example:8443/1.png",
    ...SCRIPT_AND_DOCUMENT_URLS,
  ])("refuses %j, which is not on an allowed origin", (value) => {
    expect(urlFromOrigins(value, BASE, allowed)).toBeNull();
  });
});
