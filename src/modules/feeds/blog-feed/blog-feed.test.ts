import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { AjaxStatusError } from "../../../core/ajax-errors";
import { readSiteConfig } from "../../../core/config";
import { sanitizeToFragment } from "../../../core/html";
import { FAILURE_MESSAGES } from "../../../core/forms/submission";
import { createTestContext, render } from "../../../test-support/context";
import { BLOG_FEED_LOCK_MS, BLOG_FEED_MESSAGES, mount } from "./blog-feed";
import { EXPIRED_PAGE_MESSAGE } from "../../../core/feed-failure";

function pagination(pages: number): string {
  const items = ['<li class="prev arrow"><a class="prev arrow" href="#"></a></li>'];
  for (let page = 1; page <= pages; page += 1) {
    if (page === pages && pages > 1)
      items.push('<li class="ellipsis back"><a class="ellipsis" href="#">...</a></li>');
    items.push(
      `<li class="${page === pages ? " last" : ""}"><a href="#" class="pagination-page pagination-page-${page}" data-page="${page}">${page}</a></li>`,
    );
    if (page === 1 && pages > 1)
      items.push('<li class="ellipsis front"><a class="ellipsis" href="#">...</a></li>');
  }
  items.push('<li class="next arrow"><a class="next arrow" href="#"></a></li>');
  return `<ul class="pagination">${items.join("")}</ul>`;
}

const pageMarkup = (page: number, attributes = "active") =>
  `<div class="paginated_page paginated_page_${page} ${attributes}" data-columns><article id="post-${page}01" class="post"><h2 class="post-title entry-title"><a href="/blog/${page}/">Lesson ${page}</a></h2></article></div>`;

function feed(pages: number): string {
  return `<h2>All articles</h2><div class="posts-blog-feed-module post-module et_pb_extra_module standard paginated" data-current_page="1" data-et_column_type="" data-show_featured_image="1" data-show_author="1" data-show_categories="1" data-show_date="1" data-show_rating="" data-show_more="1" data-show_comments="1" data-date_format="M j, Y" data-posts_per_page="9" data-order="desc" data-orderby="date" data-category_id="" data-content_length="excerpt" data-blog_feed_module_type="standard" data-hover_overlay_icon="" data-use_tax_query=""><div class="paginated_content">${pageMarkup(1)}</div><span class="loader"><img src="data:," alt="Loading"></span>${pagination(pages)}</div>`;
}

type PostAction = ModuleContext["ajax"]["postAction"];

function setup(
  pages = 17,
  postAction: ReturnType<typeof vi.fn> = vi.fn((_action: string, fields: Record<string, string>) =>
    Promise.resolve(pageMarkup(Number(fields["to_page"]))),
  ),
) {
  const container = render(feed(pages));
  const element = container.querySelector<HTMLElement>(".posts-blog-feed-module")!;
  const context = createTestContext(element, {
    config: readSiteConfig({ EXTRA: { blog_feed_nonce: "fixture-blog-feed-nonce" } }),
    html: { toFragment: async (html: string) => sanitizeToFragment(html) },
  });
  context.ajax.postAction = postAction as unknown as PostAction;
  const inserted = vi.fn();
  context.bus.on("content:inserted", inserted);
  const cleanup = mount(element, context);
  const link = (name: string) =>
    [...element.querySelectorAll<HTMLAnchorElement>(".pagination a")].find(
      (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent) === name,
    )!;
  /** The pagination as a visitor sees it: shown items, the current page in brackets. */
  const shown = () =>
    [...element.querySelectorAll<HTMLElement>(".pagination > li")]
      .filter((item) => !item.hidden)
      .map((item) => {
        const anchor = item.querySelector("a")!;
        const text = anchor.getAttribute("aria-label") ?? anchor.textContent ?? "";
        return item.classList.contains("active") ? `[${text}]` : text;
      })
      .join(" ");
  const page = (number: number) => element.querySelector<HTMLElement>(`.paginated_page_${number}`);
  return { element, context, cleanup, postAction, inserted, link, shown, page };
}

/** The feed's server elements an island must adopt, never replace. */
const SERVER_PARTS = ".paginated_content, .paginated_page, article, .loader, ul.pagination, li, a";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("blog feed", () => {
  it("keeps the theme's pagination, in a labelled nav, showing the theme's window of it", () => {
    const { element, shown } = setup();
    const nav = element.querySelector("nav")!;
    expect(nav.getAttribute("aria-label")).toBe(BLOG_FEED_MESSAGES.navigation);
    expect(nav.querySelector("ul.pagination")).not.toBeNull();
    expect(shown()).toBe("[Page 1] Page 2 Page 3 ... Page 17 Next page");
    for (const ellipsis of element.querySelectorAll(".pagination a.ellipsis")) {
      expect(ellipsis.hasAttribute("href")).toBe(false);
      expect(ellipsis.getAttribute("aria-hidden")).toBe("true");
    }
    expect(element.querySelector(".pagination-page-1")!.getAttribute("aria-current")).toBe("page");
    expect(element.dataset["state"]).toBe("idle");
  });

  it("given a page not yet loaded, fetches it with every field and shows it with focus and an announcement", async () => {
    const { element, postAction, inserted, link, shown, page } = setup();
    await userEvent.click(link("Page 2"));
    await settle();
    expect(postAction).toHaveBeenCalledTimes(1);
    const [action, fields, schema, options] = postAction.mock.calls[0]!;
    expect(action).toBe("extra_blog_feed_get_content");
    expect(schema).toBeUndefined();
    expect((options as { signal: AbortSignal }).signal).toBeInstanceOf(AbortSignal);
    expect(fields).toMatchObject({
      et_load_builder_modules: "1",
      blog_feed_nonce: "fixture-blog-feed-nonce",
      to_page: "2",
      posts_per_page: "9",
      order: "desc",
      blog_feed_module_type: "standard",
      date_format: "M j, Y",
    });
    expect(page(2)!.classList.contains("active")).toBe(true);
    expect(page(2)!.hidden).toBe(false);
    expect(page(1)!.hidden).toBe(true);
    expect(element.dataset["current_page"]).toBe("2");
    expect(shown()).toBe("Previous page Page 1 [Page 2] Page 3 ... Page 17 Next page");
    expect(document.activeElement).toBe(page(2));
    expect(page(2)!.getAttribute("aria-label")).toBe("Page 2 of 17");
    expect(element.querySelector("[data-enhance-live]")!.textContent).toBe("Showing page 2 of 17.");
    expect(inserted).toHaveBeenCalledWith({ container: page(2), source: "blog-feed" });
  });

  it("given a page already loaded, only shows it again", async () => {
    const { postAction, link, page } = setup();
    await userEvent.click(link("Page 2"));
    await settle();
    await userEvent.click(link("Page 1"));
    expect(page(1)!.hidden).toBe(false);
    expect(document.activeElement).toBe(page(1));
    await userEvent.click(link("Next page"));
    expect(page(2)!.hidden).toBe(false);
    expect(postAction).toHaveBeenCalledTimes(1);
  });

  it("given a request out, a second one sends nothing until 250 ms after the answer", async () => {
    vi.useFakeTimers();
    let answer: (html: string) => void = () => undefined;
    const postAction = vi.fn(
      (_action: string, fields: Record<string, string>) =>
        new Promise<string>((resolve) => {
          answer = () => resolve(pageMarkup(Number(fields["to_page"])));
        }),
    );
    const { element, link, page } = setup(17, postAction);
    expect(BLOG_FEED_LOCK_MS).toBe(250);
    link("Page 2").click();
    expect(element.dataset["state"]).toBe("loading");
    expect(element.querySelector(".paginated_content")!.getAttribute("aria-busy")).toBe("true");
    link("Page 3").click();
    expect(postAction).toHaveBeenCalledTimes(1);
    answer("");
    await vi.advanceTimersByTimeAsync(0);
    expect(page(2)!.hidden).toBe(false);
    link("Page 17").click();
    await vi.advanceTimersByTimeAsync(BLOG_FEED_LOCK_MS - 1);
    link("Page 17").click();
    expect(postAction).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    link("Page 17").click();
    expect(postAction).toHaveBeenCalledTimes(2);
    expect(postAction.mock.calls[1]![1]).toMatchObject({ to_page: "17" });
  });

  it("shows the loader only while a page loads, beside the page's number, and hides it again at its place after the answer", async () => {
    let answer: () => void = () => undefined;
    const postAction = vi.fn(
      (_action: string, fields: Record<string, string>) =>
        new Promise<string>((resolve) => {
          answer = () => resolve(pageMarkup(Number(fields["to_page"])));
        }),
    );
    const { element, link } = setup(17, postAction);
    const loader = element.querySelector<HTMLElement>(".loader")!;
    const home = loader.parentElement;
    // Out of sight at rest, whatever the page's stylesheet says about a loader in the module.
    expect(loader.hidden).toBe(true);
    expect(loader.style.display).toBe("none");
    link("Page 2").click();
    expect(loader.parentElement).toBe(link("Page 2").parentElement);
    expect(loader.hidden).toBe(false);
    expect(loader.style.display).toBe("");
    answer();
    await settle();
    await settle();
    expect(loader.parentElement).toBe(home);
    expect(loader.hidden).toBe(true);
  });

  it("given a failure, says what happened, keeps the page and lets the visitor choose it again", async () => {
    vi.useFakeTimers();
    const postAction = vi
      .fn()
      .mockRejectedValueOnce(new AjaxStatusError("extra_blog_feed_get_content", 500, "Internal Server Error"))
      .mockResolvedValueOnce(pageMarkup(2));
    const { element, link, page } = setup(17, postAction);
    link("Page 2").click();
    await vi.advanceTimersByTimeAsync(0);
    const message = element.querySelector<HTMLElement>(".enhance-blog-feed__message")!;
    expect(message.getAttribute("role")).toBe("alert");
    expect(message.hidden).toBe(false);
    expect(message.textContent).toBe(
      "Page 2 could not be loaded. The site could not handle the request right now (error 500). Choose the page again to retry.",
    );
    expect(element.dataset["state"]).toBe("error");
    expect(page(1)!.hidden).toBe(false);
    expect(element.dataset["current_page"]).toBe("1");
    await vi.advanceTimersByTimeAsync(BLOG_FEED_LOCK_MS);
    link("Page 2").click();
    await vi.advanceTimersByTimeAsync(0);
    expect(page(2)!.hidden).toBe(false);
    expect(message.hidden).toBe(true);
    expect(element.dataset["state"]).toBe("idle");
  });

  it.each([
    [
      "an expired nonce (-1, 403)",
      () => Promise.reject(new AjaxStatusError("a", 403, "-1")),
      EXPIRED_PAGE_MESSAGE,
    ],
    [
      "an error page",
      () => Promise.resolve("<p>There has been a critical error on this website.</p>"),
      FAILURE_MESSAGES.parse,
    ],
  ])("given %s, says so in words", async (_name, answer, reason) => {
    const { element, link } = setup(17, vi.fn(answer));
    await userEvent.click(link("Page 3"));
    await settle();
    expect(element.querySelector(".enhance-blog-feed__message")!.textContent).toBe(
      `Page 3 could not be loaded. ${reason} Choose the page again to retry.`,
    );
  });

  it("given an empty answer, says the page has no posts and stays where it is", async () => {
    const { element, link, page } = setup(
      17,
      vi.fn(() => Promise.resolve("")),
    );
    await userEvent.click(link("Page 4"));
    await settle();
    expect(element.querySelector(".enhance-blog-feed__message")!.textContent).toBe("Page 4 has no posts.");
    expect(page(4)).toBeNull();
    expect(page(1)!.hidden).toBe(false);
  });

  it("puts server HTML in only through the sanitising sink and names the page by the one asked for", async () => {
    const { page, link } = setup(
      17,
      vi.fn(() =>
        Promise.resolve(
          `<div class="paginated_page paginated_page_9 active" data-columns><article class="post"><h2><a href="/x">Tips <img src="x" onerror="window.__xssFired=1"></a></h2><p>Read<script>window.__xssFired=1</script></p></article></div>`,
        ),
      ),
    );
    await userEvent.click(link("Page 2"));
    await settle();
    const shown = page(2)!;
    expect(shown.classList.contains("paginated_page_9")).toBe(false);
    expect(shown.querySelector("[onerror], script")).toBeNull();
    expect(shown.textContent).toContain("Tips");
    expect((window as unknown as { __xssFired?: number }).__xssFired).toBeUndefined();
  });

  it("with five pages or fewer shows every number and no ellipsis", () => {
    const { shown } = setup(4);
    expect(shown()).toBe("[Page 1] Page 2 Page 3 Page 4 Next page");
  });

  it("on cleanup gives the theme's pagination back as it was", () => {
    const { element, cleanup } = setup();
    cleanup?.();
    expect(element.querySelector("nav")).toBeNull();
    expect(element.querySelector(":scope > ul.pagination")).not.toBeNull();
    for (const ellipsis of element.querySelectorAll(".pagination a.ellipsis")) {
      expect(ellipsis.getAttribute("href")).toBe("#");
      expect(ellipsis.hasAttribute("aria-hidden")).toBe(false);
    }
    expect(element.querySelector("[data-enhance-live], .enhance-blog-feed__message")).toBeNull();
  });

  it("adopts the server's nodes: the module's posts, pages, pagination and loader stay the same nodes", () => {
    const container = render(feed(17));
    const element = container.querySelector<HTMLElement>(".posts-blog-feed-module")!;
    const serverMarkup = new XMLSerializer().serializeToString(element);
    const nodes = [...element.querySelectorAll(SERVER_PARTS)];
    const context = createTestContext(element, {
      config: readSiteConfig({ EXTRA: { blog_feed_nonce: "fixture-blog-feed-nonce" } }),
    });
    const cleanup = mount(element, context);
    for (const node of nodes) {
      expect(node.isConnected).toBe(true);
      expect(element.contains(node)).toBe(true);
    }
    expect(element.querySelector(".paginated_content")).toBe(nodes[0]);
    expect(element.querySelector("nav > ul.pagination")).toBe(
      nodes.find((node) => node.matches("ul.pagination")),
    );
    cleanup?.();
    expect(new XMLSerializer().serializeToString(element)).toBe(serverMarkup);
    const restored = [...element.querySelectorAll(SERVER_PARTS)];
    expect(restored).toHaveLength(nodes.length);
    restored.forEach((node, index) => expect(node).toBe(nodes[index]));
  });

  it("on cleanup takes out the pages it loaded and gives every server node its markup back", async () => {
    const { element, cleanup, link } = setup();
    const serverNodes = [...element.querySelectorAll("*")];
    await userEvent.click(link("Page 2"));
    await settle();
    expect(element.querySelector(".paginated_page_2")).not.toBeNull();
    cleanup?.();
    expect(element.querySelector(".paginated_page_2")).toBeNull();
    expect(element.querySelector<HTMLElement>(".paginated_page_1")!.hidden).toBe(false);
    expect(element.querySelector(".paginated_page_1")!.hasAttribute("style")).toBe(false);
    expect(element.hasAttribute("data-state")).toBe(false);
    expect(element.dataset["current_page"]).toBe("1");
    for (const node of element.querySelectorAll("*")) expect(serverNodes).toContain(node);
  });

  it("without page content leaves the module as it is, with a warning", () => {
    const container = render(`<div class="posts-blog-feed-module"></div>`);
    const element = container.firstElementChild as HTMLElement;
    const context = createTestContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalled();
  });
});
