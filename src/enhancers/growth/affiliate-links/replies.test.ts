import { describe, expect, it } from "vitest";
import {
  CACHE_STATUS_WORDS,
  ELLIPSIS,
  mergeAmazonLinks,
  readAmazonReply,
  readCacheReply,
  readLinks,
  readServiceReply,
  readWidgets,
  truncateTitle,
  WIDGET_TITLE_LIMIT,
  WRONG_API_KEY_REPLY,
} from "./replies";

const BASE = "https://blog.example/post/";
const link = (key: string, url = `https://partner.example/${encodeURIComponent(key)}`) => ({ key, url });

describe("constants", () => {
  it("pin the spec's constants: the cache status words, the wrong-key reply, a 45-character widget title", () => {
    expect(CACHE_STATUS_WORDS).toEqual([
      "post updated",
      "nometa",
      "nopost",
      "expired",
      "failed",
      "settings updated",
    ]);
    expect(WRONG_API_KEY_REPLY).toBe("wrong apikey");
    expect(WIDGET_TITLE_LIMIT).toBe(45);
  });
});

describe("readLinks", () => {
  it("keeps entries with a phrase and an http(s) URL, resolved against the page", () => {
    const dropped: string[] = [];
    expect(
      readLinks(
        [link("SEO course"), { key: "email", url: "/go/email" }, { key: 42, url: "//cdn.example/x" }],
        BASE,
        dropped,
      ),
    ).toEqual([
      link("SEO course"),
      { key: "email", url: "https://blog.example/go/email" },
      { key: "42", url: "https://cdn.example/x" },
    ]);
    expect(dropped).toEqual([]);
  });

  it("drops javascript:, data:, vbscript: and disguised schemes, naming each", () => {
    const dropped: string[] = [];
    const unsafe = [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "java\nscript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "\u0000javascript:alert(1)",
      "mailto:a@b.example",
    ];
    expect(
      readLinks(
        unsafe.map((url) => ({ key: "seo", url })),
        BASE,
        dropped,
      ),
    ).toEqual([]);
    expect(dropped).toHaveLength(unsafe.length);
    expect(dropped[0]).toBe('link 0: "javascript:alert(1)" is not an http(s) URL');
  });

  it("drops malformed entries and empty phrases", () => {
    const dropped: string[] = [];
    expect(
      readLinks([null, "seo", { key: "seo" }, { key: "  ", url: BASE }, { url: BASE }], BASE, dropped),
    ).toEqual([]);
    expect(dropped).toEqual([
      "link 0: expected {key, url}",
      "link 1: expected {key, url}",
      "link 2: expected {key, url}",
      "link 3: empty phrase",
      "link 4: expected {key, url}",
    ]);
  });

  it("keeps a phrase with markup as plain text", () => {
    expect(readLinks([link("<b>SEO</b>")], BASE, [])).toEqual([link("<b>SEO</b>")]);
  });

  it("gives nothing for a missing list", () => {
    expect(readLinks(undefined, BASE, [])).toEqual([]);
    expect(readLinks(null, BASE, [])).toEqual([]);
  });
});

describe("readWidgets", () => {
  it("keeps the http(s) link, an http(s) image, the title and the price as text", () => {
    expect(
      readWidgets(
        [
          {
            url: "https://amazon.example/dp/1",
            image: "https://images.example/1.jpg",
            title: "<img src=x onerror=alert(1)>",
            price: 12.5,
          },
        ],
        BASE,
        [],
      ),
    ).toEqual([
      {
        url: "https://amazon.example/dp/1",
        image: "https://images.example/1.jpg",
        title: "<img src=x onerror=alert(1)>",
        price: "12.5",
      },
    ]);
  });

  it("drops an entry whose link is unsafe, and only the image when the image is", () => {
    const dropped: string[] = [];
    expect(
      readWidgets(
        [
          { url: "javascript:alert(1)", image: "https://images.example/1.jpg", title: "A" },
          { url: "https://amazon.example/dp/2", image: "javascript:alert(1)", title: "B", price: null },
        ],
        BASE,
        dropped,
      ),
    ).toEqual([{ url: "https://amazon.example/dp/2", image: "", title: "B", price: "" }]);
    expect(dropped).toEqual(['widget 0: "javascript:alert(1)" is not an http(s) URL']);
  });

  it("drops entries that are not objects with a URL", () => {
    const dropped: string[] = [];
    expect(readWidgets([1, { title: "x" }], BASE, dropped)).toEqual([]);
    expect(dropped).toHaveLength(2);
  });
});

describe("readCacheReply (spec 4 step 2)", () => {
  it.each([
    ["", "empty reply"],
    ["  \n", "empty reply"],
    ...CACHE_STATUS_WORDS.map((word) => [word, `"${word}"`]),
    ["nometa\n", '"nometa"'],
    ["{not json", "not JSON"],
    ["<html>error</html>", "not JSON"],
    ["0", "no list"],
    ["-1", "no list"],
    ["null", "no list"],
    ['"links"', "no list"],
    ["[]", "no list"],
    ['{"updated": 5}', "no list"],
    ['{"links": "seo"}', "no list"],
  ])("given %j, fetches fresh links (%s)", (text, reason) => {
    expect(readCacheReply(text, BASE)).toEqual({ use: false, reason });
  });

  it("uses a cached list of links", () => {
    expect(readCacheReply(JSON.stringify({ links: [link("seo")], updated: 1 }), BASE)).toEqual({
      use: true,
      links: [link("seo")],
      widgets: [],
      dropped: [],
    });
  });

  it("uses a cached reply with only widgets, and an empty list", () => {
    const widget = { url: "https://amazon.example/dp/1", image: "", title: "Book", price: "$5" };
    expect(readCacheReply(JSON.stringify({ amazonwidget: [widget] }), BASE)).toMatchObject({
      use: true,
      links: [],
      widgets: [widget],
    });
    expect(readCacheReply('{"links": []}', BASE)).toMatchObject({ use: true, links: [] });
  });

  it("drops unsafe cached entries and keeps the rest", () => {
    const decision = readCacheReply(
      JSON.stringify({ links: [link("seo"), { key: "x", url: "javascript:alert(1)" }] }),
      BASE,
    );
    expect(decision).toMatchObject({ use: true, links: [link("seo")] });
    expect(decision.use && decision.dropped).toHaveLength(1);
  });
});

describe("readServiceReply", () => {
  it("recognises the wrong api key reply", () => {
    expect(readServiceReply("wrong apikey", BASE)).toEqual({ kind: "wrong-apikey" });
    expect(readServiceReply("wrong apikey\n", BASE)).toEqual({ kind: "wrong-apikey" });
  });

  it("calls anything that is not JSON or not the reply's shape invalid", () => {
    expect(readServiceReply("<b>oops</b>", BASE)).toEqual({ kind: "invalid", reason: "not JSON" });
    expect(readServiceReply('"text"', BASE)).toMatchObject({ kind: "invalid" });
    expect(readServiceReply('{"links": 5}', BASE)).toMatchObject({ kind: "invalid" });
  });

  it("reads links, count, insert id, keywords and widgets", () => {
    const reply = readServiceReply(
      JSON.stringify({
        links: [link("seo"), link("email marketing")],
        notimes: "3",
        insertid: 981,
        keywords: "seo books",
        amazonwidget: [{ url: "https://amazon.example/dp/1", image: "", title: "Book", price: "$5" }],
      }),
      BASE,
    );
    expect(reply).toEqual({
      kind: "links",
      links: [link("seo"), link("email marketing")],
      widgets: [{ url: "https://amazon.example/dp/1", image: "", title: "Book", price: "$5" }],
      dropped: [],
      notimes: 3,
      insertId: "981",
      keywords: "seo books",
    });
  });

  it.each([
    [undefined, null],
    [null, null],
    ["", null],
    ["   ", null],
    [false, null],
    [[], null],
    [["", " "], null],
    [
      ["seo", "books"],
      ["seo", "books"],
    ],
    [7, "7"],
  ])("reads keywords %j as %j", (keywords, expected) => {
    const reply = readServiceReply(JSON.stringify({ links: [], keywords }), BASE);
    expect(reply.kind === "links" && reply.keywords).toEqual(expected);
  });

  it.each([
    [undefined, null],
    [0, null],
    ["0", null],
    ["", null],
    [false, null],
    [true, null],
    ["ab12", "ab12"],
  ])("reads insert id %j as %j", (insertid, expected) => {
    const reply = readServiceReply(JSON.stringify({ links: [], insertid }), BASE);
    expect(reply.kind === "links" && reply.insertId).toEqual(expected);
  });

  it("treats a reply without links as no links", () => {
    expect(readServiceReply("{}", BASE)).toMatchObject({ kind: "links", links: [], notimes: null });
  });
});

describe("readAmazonReply", () => {
  it("reads amazon links and widgets", () => {
    expect(
      readAmazonReply(JSON.stringify({ amazonlinks: [link("planner")], amazonwidget: [] }), BASE),
    ).toEqual({ links: [link("planner")], widgets: [], dropped: [] });
  });

  it.each(["", "0", "-1", "not json", "[1,2]", '"x"', '{"amazonlinks": "x"}'])(
    "ignores an unparseable reply %j",
    (text) => {
      expect(readAmazonReply(text, BASE)).toBeNull();
    },
  );
});

describe("mergeAmazonLinks (spec 4 step 3)", () => {
  const amazon = [link("planner"), link("notebook")];
  const service = [link("seo"), link("email"), link("blog")];

  it("puts the Amazon links first and trims to the allowed count", () => {
    expect(mergeAmazonLinks(amazon, service, 4).map((entry) => entry.key)).toEqual([
      "planner",
      "notebook",
      "seo",
      "email",
    ]);
    expect(mergeAmazonLinks(amazon, service, 1).map((entry) => entry.key)).toEqual(["planner"]);
  });

  it("keeps everything when there is no count", () => {
    expect(mergeAmazonLinks(amazon, service, null)).toHaveLength(5);
  });
});

describe("truncateTitle", () => {
  it("keeps titles of up to 45 characters", () => {
    const title = "x".repeat(45);
    expect(truncateTitle(title)).toBe(title);
  });

  it("cuts longer titles to 45 characters ending with an ellipsis", () => {
    const title = "The Complete Guide to Affiliate Marketing for Beginners in 2025";
    const cut = truncateTitle(title);
    expect([...cut]).toHaveLength(WIDGET_TITLE_LIMIT);
    expect(cut).toBe(`${title.slice(0, 44)}${ELLIPSIS}`);
  });

  it("does not leave a space before the ellipsis, nor split a surrogate pair", () => {
    expect(truncateTitle(`${"a".repeat(43)} bcd`)).toBe(`${"a".repeat(43)}${ELLIPSIS}`);
    const emoji = "😀".repeat(50);
    expect(truncateTitle(emoji)).toBe(`${"😀".repeat(44)}${ELLIPSIS}`);
  });
});
