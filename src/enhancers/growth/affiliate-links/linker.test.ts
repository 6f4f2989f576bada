import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../test-support/context";
import {
  AffiliateLinker,
  buildAmazonWidget,
  DISCLOSURE_CLASS,
  FALLBACK_SLICE_MS,
  IDLE_TIMEOUT_MS,
  idleScheduler,
  LinkQueue,
  PHRASE_LINK_LIMIT,
  type SliceScheduler,
  WIDGET_CLASS,
} from "./linker";
import type { AffiliateLink } from "./replies";
import { LINK_CLASS, type LinkAppearance } from "./settings";

const APPEARANCE: LinkAppearance = {
  target: "_blank",
  rel: "nofollow sponsored noopener",
  color: "#0a5866",
  classNames: ["course-link", LINK_CLASS],
  disclosure: " (affiliate link)",
};
const PLAIN: LinkAppearance = { target: null, rel: "", color: "", classNames: [LINK_CLASS], disclosure: "" };

const link = (key: string): AffiliateLink => ({
  key,
  url: `https://partner.example/${encodeURIComponent(key.toLowerCase())}`,
});

/** A scheduler that runs slices only when the test says so. */
function manualScheduler(): SliceScheduler & { flush(timeLeft?: () => number): number } {
  let pending: ((timeLeft: () => number) => void) | null = null;
  return {
    request(slice) {
      pending ??= slice;
    },
    cancel() {
      pending = null;
    },
    flush(timeLeft = () => Number.POSITIVE_INFINITY) {
      let slices = 0;
      while (pending) {
        const slice = pending;
        pending = null;
        slice(timeLeft);
        slices += 1;
      }
      return slices;
    },
  };
}

function linkAll(html: string, links: AffiliateLink[], appearance = PLAIN) {
  const container = render(`<div class="entry-content">${html}</div>`);
  const root = container.querySelector(".entry-content")!;
  const linker = new AffiliateLinker(links, appearance);
  const queue = new LinkQueue(manualScheduler());
  const state = linker.rootState(root);
  queue.add(state, root);
  queue.run();
  return { root, linker, state, anchors: [...root.querySelectorAll<HTMLAnchorElement>(`a.${LINK_CLASS}`)] };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("AffiliateLinker", () => {
  it("links each phrase once, at its first occurrence in document order", () => {
    const { anchors } = linkAll(
      `<p>Start with SEO.</p><p>More about seo and email marketing.</p><p>Email marketing again.</p>`,
      [link("email marketing"), link("SEO")],
    );
    expect(anchors.map((anchor) => [anchor.textContent, anchor.getAttribute("href")])).toEqual([
      ["SEO", "https://partner.example/seo"],
      ["email marketing", "https://partner.example/email%20marketing"],
    ]);
    expect(PHRASE_LINK_LIMIT).toBe(1);
  });

  it("keeps the text around the link and the text of the page unchanged", () => {
    const { root } = linkAll(`<p>Learn SEO, then email.</p>`, [link("SEO"), link("email")]);
    expect(root.textContent).toBe("Learn SEO, then email.");
    expect(root.querySelector("p")!.childNodes).toHaveLength(5);
  });

  it("never links inside links, headings, scripts, buttons, code, captions, controls or owned modules", () => {
    const { anchors, root } = linkAll(
      `<h2>SEO heading</h2>
       <p><a href="/seo">SEO link</a></p>
       <button type="button">SEO button</button>
       <p><code>SEO code</code></p><pre>SEO pre</pre>
       <figure><figcaption>SEO caption</figcaption></figure>
       <label>SEO label <input value="SEO"></label>
       <textarea>SEO textarea</textarea>
       <script>var x = "SEO script";</script>
       <div class="et_pb_module et_pb_tabs"><p>SEO in tabs</p></div>
       <div class="et_pb_module et_pb_blurb" data-enhanced="module-links"><p>SEO in an enhanced module</p></div>
       <p>SEO paragraph</p>`,
      [link("SEO")],
    );
    expect(anchors).toHaveLength(1);
    expect(anchors[0]!.parentElement!.textContent).toBe("SEO paragraph");
    expect(root.querySelectorAll("a")).toHaveLength(2);
  });

  it("links inside layout rows the boot marked as enhanced", () => {
    const { anchors } = linkAll(`<div class="et_pb_row" data-enhanced="row-columns"><p>Learn SEO</p></div>`, [
      link("SEO"),
    ]);
    expect(anchors).toHaveLength(1);
  });

  it("ignores text nodes of 2 or fewer non-space characters", () => {
    const { anchors } = linkAll(`<p><span>AI</span> <span> a i </span> and AI tools</p>`, [link("AI")]);
    expect(anchors).toHaveLength(1);
    expect(anchors[0]!.nextSibling!.textContent).toBe(" tools");
  });

  it("keeps escaped markup in the article as text (never re-parsed)", () => {
    const { root, anchors } = linkAll(
      `<p>Type &lt;b&gt;SEO&lt;/b&gt; or &lt;img src=x onerror=alert(1)&gt; in the box.</p>`,
      [link("SEO"), link("img")],
    );
    expect(anchors.map((anchor) => anchor.textContent)).toEqual(["SEO", "img"]);
    expect(root.querySelector("b, img")).toBeNull();
    expect(root.textContent).toBe("Type <b>SEO</b> or <img src=x onerror=alert(1)> in the box.");
  });

  it("treats a phrase with markup as literal text", () => {
    const { anchors } = linkAll(`<p>Write &lt;b&gt;bold&lt;/b&gt; text</p>`, [link("<b>bold</b>")]);
    expect(anchors.map((anchor) => anchor.textContent)).toEqual(["<b>bold</b>"]);
  });

  it("links c++ and non-Latin phrases", () => {
    const { anchors } = linkAll(`<p>Learn C++ and маркетинг, also アフィリエイトの基本.</p>`, [
      link("c++"),
      link("маркетинг"),
      link("アフィリエイト"),
    ]);
    expect(anchors.map((anchor) => anchor.textContent)).toEqual(["C++", "маркетинг", "アフィリエイト"]);
  });

  it("sets the link's target, rel, colour and classes, and adds the disclosure after it as text", () => {
    const { anchors } = linkAll(`<p>Learn SEO now.</p>`, [link("SEO")], {
      ...APPEARANCE,
      disclosure: " <sup>ad</sup>",
    });
    const anchor = anchors[0]!;
    expect(anchor.target).toBe("_blank");
    expect(anchor.rel).toBe("nofollow sponsored noopener");
    expect(anchor.className).toBe(`course-link ${LINK_CLASS}`);
    expect(anchor.style.color).toBe("rgb(10, 88, 102)");
    const disclosure = anchor.nextElementSibling!;
    expect(disclosure.className).toBe(DISCLOSURE_CLASS);
    expect(disclosure.textContent).toBe(" <sup>ad</sup>");
    expect(disclosure.querySelector("sup")).toBeNull();
  });

  it("ignores a colour that is not a colour", () => {
    const { anchors } = linkAll(`<p>Learn SEO now.</p>`, [link("SEO")], {
      ...PLAIN,
      color: "red; background: url(javascript:alert(1))",
    });
    expect(anchors[0]!.getAttribute("style") ?? "").not.toContain("javascript");
  });

  it("links several phrases of one text node, and phrases at its very start and end", () => {
    const { root, anchors } = linkAll(`<p>SEO beats ads but email wins</p>`, [
      link("SEO"),
      link("ads"),
      link("wins"),
    ]);
    expect(anchors.map((anchor) => anchor.textContent)).toEqual(["SEO", "ads", "wins"]);
    expect(root.textContent).toBe("SEO beats ads but email wins");
  });

  it("spends one budget per container and a fresh one for another container", () => {
    const container = render(
      `<div id="a"><p>SEO here, SEO there</p></div><div id="b"><p>SEO again</p></div>`,
    );
    const linker = new AffiliateLinker([link("SEO")], PLAIN);
    const queue = new LinkQueue(manualScheduler());
    const first = linker.rootState(container.querySelector("#a")!);
    queue.add(first, first.root);
    queue.add(first, first.root);
    queue.run();
    expect(first.remaining).toBe(0);
    expect(container.querySelectorAll("#a a")).toHaveLength(1);
    const second = linker.rootState(container.querySelector("#b")!);
    queue.add(second, second.root);
    queue.run();
    expect(container.querySelectorAll("#b a")).toHaveLength(1);
  });

  it("gives equal phrases one budget", () => {
    const { anchors } = linkAll(`<p>SEO and seo</p>`, [
      link("SEO"),
      { key: "seo", url: "https://other.example/" },
    ]);
    expect(anchors.map((anchor) => anchor.href)).toEqual(["https://partner.example/seo"]);
  });

  it("puts the text back as it was on undo", () => {
    const { root, linker } = linkAll(`<p>Learn SEO and email.</p>`, [link("SEO"), link("email")], APPEARANCE);
    linker.undo();
    expect(root.querySelector("a, span")).toBeNull();
    expect(root.querySelector("p")!.childNodes).toHaveLength(1);
    expect(root.textContent).toBe("Learn SEO and email.");
  });
});

describe("LinkQueue", () => {
  it("works one text node per slice when the slice has no time left", () => {
    const container = render(`<div><p>SEO one</p><p>email two</p><p>blog three</p></div>`);
    const root = container.firstElementChild!;
    const scheduler = manualScheduler();
    const afterSlice = vi.fn();
    const queue = new LinkQueue(scheduler, afterSlice);
    const done = vi.fn();
    const linker = new AffiliateLinker([link("SEO"), link("email"), link("blog")], PLAIN);
    queue.add(linker.rootState(root), root, done);
    const slices = scheduler.flush(() => 0);
    expect(slices).toBeGreaterThanOrEqual(3);
    expect(afterSlice).toHaveBeenCalledTimes(slices);
    expect(done).toHaveBeenCalledTimes(1);
    expect(root.querySelectorAll("a")).toHaveLength(3);
  });

  it("links a node added later without linking spent phrases again", () => {
    const container = render(`<div><p>SEO one</p></div>`);
    const root = container.firstElementChild!;
    const queue = new LinkQueue(manualScheduler());
    const linker = new AffiliateLinker([link("SEO"), link("email")], PLAIN);
    const state = linker.rootState(root);
    queue.add(state, root);
    queue.run();
    const added = document.createElement("p");
    added.textContent = "SEO and email";
    root.append(added);
    queue.add(state, added);
    queue.run();
    expect([...root.querySelectorAll("a")].map((anchor) => anchor.textContent)).toEqual(["SEO", "email"]);
  });

  it("skips an added node inside an excluded element and text it has seen", () => {
    const container = render(`<div><button type="button">SEO</button><p>plain words</p></div>`);
    const root = container.firstElementChild!;
    const queue = new LinkQueue(manualScheduler());
    const linker = new AffiliateLinker([link("SEO"), link("plain")], PLAIN);
    const state = linker.rootState(root);
    queue.add(state, root);
    queue.run();
    expect(root.querySelectorAll("a")).toHaveLength(1);
    queue.add(state, root.querySelector("button")!.firstChild!);
    queue.add(state, root.querySelector("button")!);
    queue.run();
    expect(root.querySelectorAll("a")).toHaveLength(1);
  });

  it("carries on when the node it stood on is moved away between slices", () => {
    const container = render(`<div><div id="box"><p>first words</p></div><p>SEO later</p></div>`);
    const root = container.firstElementChild!;
    const scheduler = manualScheduler();
    const queue = new LinkQueue(scheduler);
    const linker = new AffiliateLinker([link("SEO")], PLAIN);
    queue.add(linker.rootState(root), root);
    let calls = 0;
    // The first slice links one text node; then an island moves that node's box out of the container.
    scheduler.flush(() => {
      calls += 1;
      if (calls === 1) {
        document.body.append(root.querySelector("#box")!);
        return 0;
      }
      return Number.POSITIVE_INFINITY;
    });
    expect(root.querySelectorAll("a")).toHaveLength(1);
  });

  it("drops its work on clear", () => {
    const container = render(`<div><p>SEO</p></div>`);
    const scheduler = manualScheduler();
    const queue = new LinkQueue(scheduler);
    const linker = new AffiliateLinker([link("SEO")], PLAIN);
    queue.add(linker.rootState(container.firstElementChild!), container.firstElementChild!);
    queue.clear();
    expect(scheduler.flush()).toBe(0);
    expect(queue.size).toBe(0);
  });
});

describe("buildAmazonWidget", () => {
  const widget = (title: string, extra: Partial<{ image: string; price: string }> = {}) => ({
    url: "https://amazon.example/dp/1",
    image: "https://images.example/1.jpg",
    title,
    price: "$12.99",
    ...extra,
  });

  it("builds a list of product links as elements", () => {
    const element = buildAmazonWidget(document, [widget("Email Marketing Handbook")], APPEARANCE)!;
    expect(element.className).toBe(WIDGET_CLASS);
    const anchor = element.querySelector("ul > li > a")!;
    expect(anchor.getAttribute("href")).toBe("https://amazon.example/dp/1");
    expect(anchor.getAttribute("target")).toBe("_blank");
    expect(anchor.getAttribute("rel")).toBe("nofollow sponsored noopener");
    expect(anchor.querySelector("img")!.getAttribute("src")).toBe("https://images.example/1.jpg");
    expect(anchor.querySelector("img")!.getAttribute("alt")).toBe("");
    expect(anchor.querySelector(`.${WIDGET_CLASS}__title`)!.textContent).toBe("Email Marketing Handbook");
    expect(anchor.querySelector(`.${WIDGET_CLASS}__price`)!.textContent).toBe("$12.99");
    expect(anchor.hasAttribute("aria-label")).toBe(false);
    expect(element.querySelector(".aal_clear")).not.toBeNull();
  });

  it("cuts long titles to 45 characters and names the link with the full title", () => {
    const title = "The Complete Affiliate Marketing Playbook: Strategies That Work";
    const anchor = buildAmazonWidget(document, [widget(title)], PLAIN)!.querySelector("a")!;
    const shown = anchor.querySelector(`.${WIDGET_CLASS}__title`)!.textContent!;
    expect([...shown]).toHaveLength(45);
    expect(shown.endsWith("…")).toBe(true);
    expect(anchor.getAttribute("aria-label")).toBe(`${title}, $12.99`);
  });

  it("keeps a title with markup as text", () => {
    const element = buildAmazonWidget(document, [widget("<img src=x onerror=alert(1)>")], PLAIN)!;
    expect(element.querySelectorAll("img")).toHaveLength(1);
    expect(element.querySelector(`.${WIDGET_CLASS}__title`)!.textContent).toBe(
      "<img src=x onerror=alert(1)>",
    );
  });

  it("leaves out a missing image and price, skips untitled entries, and gives null for none", () => {
    const element = buildAmazonWidget(
      document,
      [widget("Planner", { image: "", price: "" }), widget("")],
      PLAIN,
    )!;
    expect(element.querySelectorAll("li")).toHaveLength(1);
    expect(element.querySelector("img, br")).toBeNull();
    expect(buildAmazonWidget(document, [], PLAIN)).toBeNull();
    expect(buildAmazonWidget(document, [widget("")], PLAIN)).toBeNull();
  });
});

describe("idleScheduler", () => {
  it("uses requestIdleCallback with a timeout and the deadline's time", () => {
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 20 });
      return 1;
    });
    const view = { requestIdleCallback, cancelIdleCallback: vi.fn() } as unknown as Window &
      typeof globalThis;
    const slice = vi.fn((timeLeft: () => number) => expect(timeLeft()).toBe(19));
    idleScheduler(view).request(slice);
    expect(slice).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
  });

  it("falls back to short timer slices without requestIdleCallback", () => {
    vi.useFakeTimers();
    try {
      const view = { setTimeout, clearTimeout } as unknown as Window & typeof globalThis;
      let left = 0;
      const scheduler = idleScheduler(view);
      scheduler.request((timeLeft) => {
        left = timeLeft();
      });
      vi.runAllTimers();
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(FALLBACK_SLICE_MS);
      const never = vi.fn();
      scheduler.request(never);
      scheduler.cancel();
      vi.runAllTimers();
      expect(never).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
