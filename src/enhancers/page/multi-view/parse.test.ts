import { describe, expect, it } from "vitest";
import {
  attributeProblem,
  elementAttributeProblem,
  MAX_Z_INDEX,
  classTokens,
  EVENT_HANDLER_ATTRIBUTE,
  FORBIDDEN_ATTRIBUTES,
  hasHoverValues,
  IMAGE_URL_ATTRIBUTES,
  isMarkup,
  isSafeUrl,
  MODES,
  MULTI_VIEW_ATTRIBUTE,
  parseMultiView,
  readVisibility,
  SAFE_URL_SCHEMES,
  splitPriority,
  srcsetUrls,
  styleProblem,
  URL_ATTRIBUTES,
} from "./parse";

const json = (value: unknown): string => JSON.stringify(value);

/** The payload the theme prints for a text module with per-device content (from a real page, shortened). */
const TEXT_PAYLOAD = json({
  schema: {
    content: {
      desktop:
        "<h2>Drawings Powered by Technology</h2>\n<p>&nbsp;</p>\n<p>Latest advancements<br />in drafting.</p>",
      tablet: "<h2>Drawings Powered by Technology</h2>\n\n<p>Latest advancements<br />in drafting.</p>",
      phone: "<h2>Drawings Powered by Technology</h2>\n\n<p>Latest advancements in drafting.</p>",
    },
  },
  slug: "et_pb_text",
});

describe("constants", () => {
  it("names the attribute, the modes and the safe URL schemes", () => {
    expect(MULTI_VIEW_ATTRIBUTE).toBe("data-et-multi-view");
    expect(MODES).toEqual(["desktop", "tablet", "phone", "hover"]);
    expect(SAFE_URL_SCHEMES).toEqual(["http:", "https:", "mailto:", "tel:"]);
    expect(FORBIDDEN_ATTRIBUTES).toEqual(
      expect.arrayContaining(["srcdoc", "action", "formaction", "id", "name"]),
    );
    expect(URL_ATTRIBUTES).toEqual(expect.arrayContaining(["href", "src", "srcset", "poster", "data"]));
    expect(IMAGE_URL_ATTRIBUTES).toEqual(["src", "srcset", "imagesrcset", "poster"]);
  });
});

describe("parseMultiView", () => {
  it("reads the theme's content by device, the slug and no target or hover selector", () => {
    const { settings, problems } = parseMultiView(TEXT_PAYLOAD);
    expect(problems).toEqual([]);
    expect(settings?.slug).toBe("et_pb_text");
    expect(settings?.target).toBeNull();
    expect(settings?.hoverSelector).toBeNull();
    expect(Object.keys(settings?.content ?? {})).toEqual(["desktop", "tablet", "phone"]);
    expect(settings?.content.phone).toBe(
      "<h2>Drawings Powered by Technology</h2>\n\n<p>Latest advancements in drafting.</p>",
    );
    expect(settings?.attributes).toEqual({});
    expect(settings?.styles).toEqual({});
    expect(settings?.classes).toEqual({});
    expect(settings?.visibility).toEqual({});
  });

  it("reads an image's attributes by mode, as a blurb prints them", () => {
    const { settings, problems } = parseMultiView(
      json({
        schema: {
          attrs: {
            desktop: { src: "https://site.example/icon.png", class: "wp-image-294", alt: "" },
            hover: { src: "https://site.example/icon-hover.png" },
          },
        },
        slug: "et_pb_blurb",
      }),
    );
    expect(problems).toEqual([]);
    expect(settings?.attributes).toEqual({
      desktop: { src: "https://site.example/icon.png", class: "wp-image-294", alt: "" },
      hover: { src: "https://site.example/icon-hover.png" },
    });
  });

  it("reads classes with add and remove lists, as a number counter prints them", () => {
    const { settings } = parseMultiView(
      json({
        schema: {
          classes: {
            desktop: { add: ["et_pb_with_title"] },
            tablet: { remove: ["et_pb_with_title"] },
            hover: { remove: "et_pb_with_title  other" },
          },
        },
        slug: "et_pb_number_counter",
      }),
    );
    expect(settings?.classes).toEqual({
      desktop: { add: ["et_pb_with_title"], remove: [] },
      tablet: { add: [], remove: ["et_pb_with_title"] },
      hover: { add: [], remove: ["et_pb_with_title", "other"] },
    });
  });

  it("reads styles with their priority, visibility in the theme's spellings, target and hover selector", () => {
    const { settings, problems } = parseMultiView(
      json({
        schema: {
          styles: {
            desktop: { color: "#333" },
            hover: { "background-color": "#0cd1eb !important", "--x": 2 },
          },
          visibility: { desktop: false, tablet: "off", phone: "on", hover: 1 },
        },
        slug: "et_pb_button",
        target: " .et_pb_button ",
        hover_selector: ".et_pb_button_0",
      }),
    );
    expect(problems).toEqual([]);
    expect(settings?.styles).toEqual({
      desktop: { color: { value: "#333", priority: "" } },
      hover: {
        "background-color": { value: "#0cd1eb", priority: "important" },
        "--x": { value: "2", priority: "" },
      },
    });
    expect(settings?.visibility).toEqual({ desktop: false, tablet: false, phone: true, hover: true });
    expect(settings?.target).toBe(".et_pb_button");
    expect(settings?.hoverSelector).toBe(".et_pb_button_0");
  });

  it("takes PHP's empty list for an empty map and numbers for text", () => {
    const { settings, problems } = parseMultiView(
      json({ schema: { attrs: { desktop: [], hover: { width: 128 } }, content: { desktop: 42 } } }),
    );
    expect(problems).toEqual([]);
    expect(settings?.attributes).toEqual({ desktop: {}, hover: { width: "128" } });
    expect(settings?.content).toEqual({ desktop: "42" });
  });

  it("skips modes it does not know (a newer theme's states) without a problem", () => {
    const { settings, problems } = parseMultiView(
      json({ schema: { content: { desktop: "a", sticky: "b", wide: "c" } } }),
    );
    expect(problems).toEqual([]);
    expect(settings?.content).toEqual({ desktop: "a" });
  });

  it.each([
    [null, "is empty"],
    ["", "is empty"],
    ["   ", "is empty"],
    ["{not json", "is not valid JSON"],
    ["{&quot;schema&quot;:{}}", "is not valid JSON"],
    ["[]", 'expected {"schema":{...}}'],
    ["42", 'expected {"schema":{...}}'],
    ['{"slug":"et_pb_text"}', 'expected {"schema":{...}}'],
    ['{"schema":"content"}', 'expected {"schema":{...}}'],
    ['{"schema":{},"target":5}', 'expected {"schema":{...}}'],
  ])("gives no settings and one problem for %j", (raw, problem) => {
    const parsed = parseMultiView(raw);
    expect(parsed.settings).toBeNull();
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toContain(problem);
    expect(parsed.problems[0]).toContain("left as it is");
  });

  it("drops a bad context or mode entry with a problem naming it and keeps the rest", () => {
    const { settings, problems } = parseMultiView(
      json({
        schema: {
          content: { desktop: "Learn more", hover: { text: "x" } },
          attrs: "src",
          styles: { desktop: { "color;": "red", color: "blue", width: ["1px"] } },
          classes: { desktop: { add: [1] }, phone: { add: ["visible"] } },
          visibility: { desktop: "maybe", phone: true },
        },
      }),
    );
    expect(settings?.content).toEqual({ desktop: "Learn more" });
    expect(settings?.attributes).toEqual({});
    expect(settings?.styles).toEqual({ desktop: { color: { value: "blue", priority: "" } } });
    expect(settings?.classes).toEqual({ phone: { add: ["visible"], remove: [] } });
    expect(settings?.visibility).toEqual({ phone: true });
    expect(problems).toEqual([
      'schema.content.hover: expected text (got {"text":"x"}); ignored',
      'schema.attrs: expected values by device (got "src"); ignored',
      "schema.styles.desktop.color;: not a CSS property; ignored",
      'schema.styles.desktop.width: expected text (got ["1px"]); ignored',
      'schema.classes.desktop: expected {"add":[...],"remove":[...]} (got {"add":[1]}); ignored',
      'schema.visibility.desktop: expected true or false (got "maybe"); ignored',
    ]);
  });

  it("shortens a long bad value in its problem", () => {
    const { problems } = parseMultiView(json({ schema: { visibility: { desktop: "x".repeat(200) } } }));
    expect(problems[0]).toContain(`"${"x".repeat(56)}...`);
    expect(problems[0]!.length).toBeLessThan(140);
  });

  it("never keeps an event-handler attribute or a javascript: URL from the payload", () => {
    // The payload is server data, but an attribute that runs script would turn a stored value into script.
    const { settings, problems } = parseMultiView(
      json({
        schema: {
          attrs: {
            desktop: {
              onmouseover: "alert(1)",
              ONERROR: "alert(1)",
              href: "javascript:alert(1)",
              src: " jav\tascript:alert(1)",
              srcdoc: "<script>alert(1)</script>",
              title: "Enrol now",
            },
            hover: { href: "/courses/seo/", formaction: "vbscript:x", "data-et-multi-view": "{}" },
          },
        },
      }),
    );
    expect(settings?.attributes).toEqual({
      desktop: { title: "Enrol now" },
      hover: { href: "/courses/seo/" },
    });
    expect(problems).toEqual([
      "schema.attrs.desktop.onmouseover: event-handler attributes are never set; ignored",
      "schema.attrs.desktop.ONERROR: event-handler attributes are never set; ignored",
      'schema.attrs.desktop.href: unsafe URL "javascript:alert(1)"; ignored',
      'schema.attrs.desktop.src: unsafe URL " jav\\tascript:alert(1)"; ignored',
      "schema.attrs.desktop.srcdoc: this attribute is never set; ignored",
      "schema.attrs.hover.formaction: this attribute is never set; ignored",
      "schema.attrs.hover.data-et-multi-view: this attribute belongs to the script; ignored",
    ]);
  });
});

describe("attributeProblem", () => {
  it("allows ordinary attributes, safe URLs, relative URLs and inline images in image attributes", () => {
    expect(attributeProblem("alt", "Course cover")).toBeNull();
    expect(attributeProblem("class", "a b")).toBeNull();
    expect(attributeProblem("data-course", "seo")).toBeNull();
    expect(attributeProblem("aria-label", "Enrol")).toBeNull();
    expect(attributeProblem("xlink:href", "#icon")).toBeNull();
    expect(attributeProblem("href", "https://site.example/")).toBeNull();
    expect(attributeProblem("href", "mailto:hi@site.example")).toBeNull();
    expect(attributeProblem("href", "/courses/")).toBeNull();
    expect(attributeProblem("src", "data:image/png;base64,AAAA")).toBeNull();
    expect(attributeProblem("srcset", "a.png 1x, data:image/png;base64,AA 2x")).toBeNull();
  });

  it.each([
    ["onclick", "go()", "event-handler attributes are never set"],
    ["OnLoad", "go()", "event-handler attributes are never set"],
    ["on", "x", "event-handler attributes are never set"],
    ["srcdoc", "<p>", "this attribute is never set"],
    ["SRCDOC", "<p>", "this attribute is never set"],
    ["data-enhanced", "x", "belongs to the script"],
    ["data-state", "hover", "belongs to the script"],
    ["data-et-multi-view-load-phone-hidden", "false", "belongs to the script"],
    ["1x", "y", "not an attribute name"],
    ["a b", "y", "not an attribute name"],
    ["", "y", "not an attribute name"],
    ['x"', "y", "not an attribute name"],
    ["href", "javascript:alert(1)", "unsafe URL"],
    ["HREF", "JaVaScRiPt:alert(1)", "unsafe URL"],
    ["href", "java\nscript:alert(1)", "unsafe URL"],
    ["href", "\u0001javascript:alert(1)", "unsafe URL"],
    ["href", "data:text/html,<script>", "unsafe URL"],
    ["src", "data:text/html,<script>", "unsafe URL"],
    ["href", "data:image/png;base64,AA", "unsafe URL"],
    ["action", "vbscript:x", "never set"],
    ["formaction", "javascript:x", "never set"],
    ["formaction", "/same-site/", "never set"],
    ["action", "https://attacker.example/collect", "never set"],
    ["style", "position:fixed", "never set"],
    ["id", "EXTRA", "never set"],
    ["name", "et_pb_custom", "never set"],
    ["data-enhance-script", "https://attacker.example/x.js", "reads this attribute as an address"],
    ["DATA-ENHANCE-SCRIPT", "https://attacker.example/x.js", "reads this attribute as an address"],
    ["data-tile-url", "https://attacker.example/{z}/{x}/{y}.png", "reads this attribute as an address"],
    ["data-redirect_url", "https://attacker.example/", "reads this attribute as an address"],
    ["data-src", "https://attacker.example/player", "reads this attribute as an address"],
    ["data-href", "https://attacker.example/", "reads this attribute as an address"],
    ["src", "data:image/png", "unsafe URL"],
    ["xlink:href", "javascript:x", "unsafe URL"],
    ["poster", "javascript:x", "unsafe URL"],
    ["srcset", "a.png 1x, javascript:alert(1) 2x", "unsafe URL"],
  ])("refuses %j = %j", (name, value, reason) => {
    expect(attributeProblem(name, value)).toContain(reason);
  });

  it("treats every on* name as an event handler", () => {
    expect(EVENT_HANDLER_ATTRIBUTE.test("onpointerenter")).toBe(true);
    expect(EVENT_HANDLER_ATTRIBUTE.test("one")).toBe(true);
    expect(EVENT_HANDLER_ATTRIBUTE.test("data-on")).toBe(false);
  });
});

describe("elementAttributeProblem", () => {
  const SVG_WITH_SCRIPT =
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/%3E";

  it.each([
    ["iframe", "src", SVG_WITH_SCRIPT],
    ["IFRAME", "src", "https://attacker.example/"],
    ["iframe", "src", "/same-site-page/"],
    ["embed", "src", SVG_WITH_SCRIPT],
    ["object", "data", "https://attacker.example/x.swf"],
    ["frame", "src", "https://attacker.example/"],
    ["script", "src", "https://attacker.example/x.js"],
    ["link", "href", "https://attacker.example/x.css"],
    ["base", "href", "https://attacker.example/"],
    ["form", "action", "https://attacker.example/"],
  ])("never sets a URL on <%s %s=%j>", (tag, name, value) => {
    expect(elementAttributeProblem(tag, name, value)).toMatch(/never set/);
  });

  it.each([
    ["audio", "src", "data:image/png;base64,AA"],
    ["track", "src", "data:image/svg+xml,%3Csvg%3E%3C/svg%3E"],
  ])("refuses an inline image on <%s %s>, which is not an image", (tag, name, value) => {
    expect(elementAttributeProblem(tag, name, value)).toContain("inline images are only set on images");
  });

  it("refuses an inline image in a link, which would navigate to it", () => {
    expect(elementAttributeProblem("a", "href", "data:image/svg+xml,%3Csvg%3E%3C/svg%3E")).toContain(
      "unsafe URL",
    );
  });

  it("keeps the theme's own uses: inline and site images on <img>, links on <a>, text anywhere", () => {
    expect(elementAttributeProblem("img", "src", SVG_WITH_SCRIPT)).toBeNull();
    expect(elementAttributeProblem("img", "srcset", "/a.png 1x, data:image/png;base64,AA 2x")).toBeNull();
    expect(elementAttributeProblem("source", "srcset", "/a.webp")).toBeNull();
    expect(elementAttributeProblem("video", "poster", "data:image/png;base64,AA")).toBeNull();
    expect(elementAttributeProblem("a", "href", "/courses/seo/")).toBeNull();
    expect(elementAttributeProblem("iframe", "title", "Course video")).toBeNull();
  });

  it("still applies the element-free rules", () => {
    expect(elementAttributeProblem("img", "onerror", "alert(1)")).toContain("event-handler");
    expect(elementAttributeProblem("img", "src", "javascript:alert(1)")).toContain("unsafe URL");
  });
});

describe("isSafeUrl", () => {
  it.each([
    "https://a.example/",
    "HTTP://a.example/",
    "tel:+441234",
    "/a",
    "a/b",
    "#top",
    "?q=1",
    "",
    "//cdn",
  ])("allows %j", (url) => expect(isSafeUrl(url)).toBe(true));
  it.each(["javascript:x", "vbscript:x", "data:image/png;base64,AA", "file:///etc", "blob:x", "ftp://x"])(
    "refuses %j",
    (url) => expect(isSafeUrl(url)).toBe(false),
  );
  it("allows an inline image only where asked", () => {
    expect(isSafeUrl("data:image/svg+xml,<svg/>", true)).toBe(true);
    expect(isSafeUrl("data:text/html,x", true)).toBe(false);
  });
});

describe("srcsetUrls", () => {
  it("takes the first word of each candidate, commas inside URLs included", () => {
    expect(srcsetUrls("a.png 1x, b.png 2x")).toEqual(["a.png", "b.png"]);
    expect(srcsetUrls("a.png 300w,b.png 600w")).toEqual(["a.png"]);
    expect(srcsetUrls("a.png, b.png 2x")).toEqual(["a.png", "b.png"]);
    expect(srcsetUrls("data:image/png;base64,AA 1x")).toEqual(["data:image/png;base64,AA"]);
    expect(srcsetUrls("  ")).toEqual([]);
    expect(srcsetUrls("single.png")).toEqual(["single.png"]);
  });
});

describe("styleProblem and splitPriority", () => {
  it("allows properties and custom properties, refuses other names and script in values", () => {
    expect(styleProblem("background-color", "red")).toBeNull();
    expect(styleProblem("-webkit-transform", "none")).toBeNull();
    expect(styleProblem("--accent", "#0cd1eb")).toBeNull();
    expect(styleProblem("color;x", "red")).toBe("not a CSS property");
    expect(styleProblem("", "red")).toBe("not a CSS property");
    expect(styleProblem("background", "url(java script:x)")).toBe("unsafe value");
    expect(styleProblem("width", "expression (alert(1))")).toBe("unsafe value");
  });

  it("allows site, remote and inline images in url(), and nothing else", () => {
    expect(styleProblem("background-image", "url(/wp-content/uploads/a.jpg)")).toBeNull();
    expect(styleProblem("background-image", 'url("https://cdn.example/a.jpg")')).toBeNull();
    expect(styleProblem("background-image", "url('data:image/png;base64,AA')")).toBeNull();
    expect(styleProblem("background-image", "url(data:text/html,x)")).toBe("unsafe value");
    expect(styleProblem("background-image", "url( 'VBSCRIPT:x' )")).toBe("unsafe value");
    expect(styleProblem("background-image", 'url("mailto:a@b.example")')).toBe("unsafe value");
    expect(styleProblem("-moz-binding", "url(https://attacker.example/x.xml#x)")).toBe(
      "this property is never set",
    );
  });

  it("never fixes content over the page nor stacks it above the theme's header", () => {
    expect(styleProblem("position", "fixed")).toBe("content is never fixed over the page");
    expect(styleProblem("position", "FIXED !important")).toBe("content is never fixed over the page");
    expect(styleProblem("z-index", String(MAX_Z_INDEX + 1))).toContain("would cover the page");
    expect(styleProblem("z-index", "2147483647")).toContain("would cover the page");
    expect(styleProblem("position", "relative")).toBeNull();
    expect(styleProblem("z-index", "10")).toBeNull();
  });

  it("splits !important off a value", () => {
    expect(splitPriority("red")).toEqual({ value: "red", priority: "" });
    expect(splitPriority("red !important")).toEqual({ value: "red", priority: "important" });
    expect(splitPriority("red!IMPORTANT ")).toEqual({ value: "red", priority: "important" });
    expect(splitPriority(" 10px ")).toEqual({ value: "10px", priority: "" });
  });
});

describe("small readers", () => {
  it("classTokens splits, trims and removes duplicates", () => {
    expect(classTokens("a  b a")).toEqual(["a", "b"]);
    expect(classTokens(["a b", " c", ""])).toEqual(["a", "b", "c"]);
    expect(classTokens([])).toEqual([]);
  });

  it("readVisibility reads the theme's spellings", () => {
    for (const on of [true, 1, "1", "on", "true"]) expect(readVisibility(on)).toBe(true);
    for (const off of [false, 0, "0", "off", "false"]) expect(readVisibility(off)).toBe(false);
    for (const bad of ["yes", 2, null, undefined, {}]) expect(readVisibility(bad)).toBeNull();
  });

  it("isMarkup tells markup from plain text", () => {
    expect(isMarkup("<p>Hi</p>")).toBe(true);
    expect(isMarkup("Tom &amp; Jerry")).toBe(true);
    expect(isMarkup("Enrol now")).toBe(false);
    expect(isMarkup("")).toBe(false);
  });

  it("hasHoverValues looks at every context", () => {
    const settings = (schema: unknown) => parseMultiView(json({ schema })).settings!;
    expect(hasHoverValues(settings({ content: { desktop: "a", phone: "b" } }))).toBe(false);
    expect(hasHoverValues(settings({ content: { hover: "b" } }))).toBe(true);
    expect(hasHoverValues(settings({ attrs: { hover: { src: "a.png" } } }))).toBe(true);
    expect(hasHoverValues(settings({ styles: { hover: { color: "red" } } }))).toBe(true);
    expect(hasHoverValues(settings({ classes: { hover: { add: ["x"] } } }))).toBe(true);
    expect(hasHoverValues(settings({ visibility: { hover: false } }))).toBe(true);
  });
});
