import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { AjaxStatusError, AjaxTimeoutError } from "../../../core/ajax-errors";
import { sanitizeToFragment } from "../../../core/html";
import { createTestContext, render } from "../../../test-support/context";
import {
  AJAX_PAGINATION_MESSAGES,
  FADE_MS,
  HISTORY_STATE_KEY,
  LAYOUT_CONTENT_FIELD,
  LOADING_OPACITY,
  PAGINATION_SCROLL_MARGIN,
  PAGINATION_SCROLL_MS,
  mount,
  notFoundMessage,
  pageInHistoryState,
  shownMessage,
  withPageInHistoryState,
} from "./ajax-pagination";

const origin = window.location.origin;

function posts(page: number, count = 2): string {
  return Array.from(
    { length: count },
    (_, index) =>
      `<article id="post-${page}${index}" class="et_pb_post"><h2 class="entry-title"><a href="/p/${page}-${index}/">Post ${page}.${index}</a></h2></article>`,
  ).join("");
}

function links(page: number, last = 3): string {
  const older = page < last ? `<a href="/blog/page/${page + 1}/?et_blog">&laquo; Older Entries</a>` : "";
  const newer =
    page > 1
      ? `<a href="${page === 2 ? "/blog/" : `/blog/page/${page - 1}/?et_blog`}">Next Entries &raquo;</a>`
      : "";
  return `<div><div class="pagination clearfix"><div class="alignleft">${older}</div><div class="alignright">${newer}</div></div></div>`;
}

function blogModule(page: number, extra = ""): string {
  return `<div class="et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container"><div class="et_pb_salvattore_content" data-columns>${posts(page)}${extra}</div>${links(page)}</div></div></div>`;
}

function replyPage(page: number, extra = ""): string {
  return `<!doctype html><html><head><title>Blog</title><script>window.__xssFired = 1</script></head><body class="page"><header><nav><a href="/">Home</a></nav></header><main id="main-content">${blogModule(page, extra)}<div class="et_pb_module et_pb_portfolio_0 et_pb_portfolio_grid"><div class="et_pb_ajax_pagination_container"><p>Projects ${page}</p></div></div></main></body></html>`;
}

interface Setup {
  module: HTMLElement;
  context: ModuleContext;
  getText: ReturnType<typeof vi.fn>;
  postForm: ReturnType<typeof vi.fn>;
  inserted: Array<{ container: Element; source: string }>;
  cleanup: (() => void) | undefined;
}

async function setup(
  answer: (url: string) => Promise<string>,
  overrides: Partial<ModuleContext> = {},
): Promise<Setup> {
  const container = render(`<main>${blogModule(1)}</main>`);
  const module = container.querySelector<HTMLElement>(".et_pb_blog_0")!;
  const getText = vi.fn((url: string) => answer(url));
  const postForm = vi.fn((url: string) => answer(url));
  const base = createTestContext(module);
  const context = createTestContext(module, {
    ajax: { ...base.ajax, getText, postForm },
    html: { toFragment: async (html) => sanitizeToFragment(html) },
    ...overrides,
  });
  const inserted: Setup["inserted"] = [];
  context.bus.on("content:inserted", (event) => inserted.push(event));
  const cleanup = await mount(module, context);
  return { module, context, getText, postForm, inserted, cleanup };
}

function link(module: HTMLElement, text: string): HTMLAnchorElement {
  const found = [...module.querySelectorAll<HTMLAnchorElement>(".pagination a")].find((anchor) =>
    anchor.textContent?.includes(text),
  );
  if (!found) throw new Error(`no link ${text}`);
  return found;
}

function titles(module: HTMLElement): string[] {
  return [...module.querySelectorAll(".entry-title")].map((title) => title.textContent ?? "");
}

/** Clicks like a visitor; the test's own listener keeps jsdom from trying to navigate. */
function click(target: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const stop = (event: Event): void => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", stop, { once: true });
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  return prevented;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 50 && !check(); attempt += 1) await settle();
  expect(check()).toBe(true);
}

beforeEach(() => {
  window.history.replaceState(null, "", "/blog/");
});
afterEach(() => {
  document.body.replaceChildren();
  delete (window as Window & { ETBlockLayoutModulesScript?: unknown }).ETBlockLayoutModulesScript;
  delete (window as Window & { __xssFired?: unknown }).__xssFired;
});

describe("ajax pagination constants", () => {
  it("keeps the theme's fade and scroll, and the spec's generic failure text", () => {
    expect(LOADING_OPACITY).toBe(0.2);
    expect(FADE_MS).toBe(600);
    expect(PAGINATION_SCROLL_MS).toBe(400);
    expect(PAGINATION_SCROLL_MARGIN).toBe(50);
    expect(LAYOUT_CONTENT_FIELD).toBe("et_layout_block_layout_content");
    expect(AJAX_PAGINATION_MESSAGES.failed).toBe("There was a problem, please try again.");
    expect(shownMessage(2, 6, "blog")).toBe("Page 2 shown, 6 posts.");
    expect(shownMessage(3, 1, "portfolio")).toBe("Page 3 shown, 1 project.");
    expect(notFoundMessage(9)).toBe("Page 9 was not found.");
  });

  it("keeps each module's page in history.state beside everything else there", () => {
    const state = withPageInHistoryState(
      { other: 1, [HISTORY_STATE_KEY]: { et_pb_portfolio_0: "p" } },
      "et_pb_blog_0",
      "b",
    );
    expect(state).toEqual({ other: 1, [HISTORY_STATE_KEY]: { et_pb_portfolio_0: "p", et_pb_blog_0: "b" } });
    expect(pageInHistoryState(state, "et_pb_blog_0")).toBe("b");
    expect(pageInHistoryState(state, "et_pb_blog_1")).toBeNull();
    expect(pageInHistoryState(null, "et_pb_blog_0")).toBeNull();
    expect(pageInHistoryState({ [HISTORY_STATE_KEY]: "x" }, "et_pb_blog_0")).toBeNull();
    expect(withPageInHistoryState("junk", "k", "v")).toEqual({ [HISTORY_STATE_KEY]: { k: "v" } });
  });
});

describe("given a click on a page link", () => {
  it("fetches the link's page, swaps in the same module's container, announces it, focuses the first title and pushes the URL", async () => {
    const { module, getText, inserted } = await setup(async () => replyPage(2));
    expect(click(link(module, "Older Entries"))).toBe(true);
    await until(() => titles(module)[0] === "Post 2.0");
    expect(getText).toHaveBeenCalledWith(
      `${origin}/blog/page/2/?et_blog`,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(module.querySelectorAll(".et_pb_ajax_pagination_container")).toHaveLength(1);
    expect(module.textContent).not.toContain("Projects");
    expect(inserted).toEqual([
      { container: module.querySelector(".et_pb_ajax_pagination_container"), source: "ajax-pagination" },
    ]);
    expect(window.location.pathname + window.location.search).toBe("/blog/page/2/?et_blog");
    expect(pageInHistoryState(window.history.state, "et_pb_blog_0")).toBe(`${origin}/blog/page/2/?et_blog`);
    expect(document.activeElement).toBe(module.querySelector(".entry-title"));
    expect(module.querySelector("[data-enhance-live]")?.textContent).toBe("Page 2 shown, 2 posts.");
    expect(module.dataset["state"]).toBe("idle");
    expect(module.hasAttribute("aria-busy")).toBe(false);
  });

  it("is busy and faded while the page loads", async () => {
    let finish: (html: string) => void = () => undefined;
    const { module } = await setup(() => new Promise((resolve) => (finish = resolve)));
    click(link(module, "Older Entries"));
    await settle();
    const container = module.querySelector<HTMLElement>(".et_pb_ajax_pagination_container")!;
    expect(module.dataset["state"]).toBe("loading");
    expect(module.getAttribute("aria-busy")).toBe("true");
    expect(container.style.opacity).toBe("0.2");
    // Reduced motion in the test context: no fade transition.
    expect(container.style.transition).toBe("");
    finish(replyPage(2));
    await until(() => module.dataset["state"] === "idle");
    expect(container.style.opacity).toBe("");
  });

  it("fades over 600 ms when motion is welcome", async () => {
    const { module } = await setup(() => new Promise(() => undefined), { reducedMotion: () => false });
    click(link(module, "Older Entries"));
    await settle();
    expect(module.querySelector<HTMLElement>(".et_pb_ajax_pagination_container")!.style.transition).toBe(
      "opacity 600ms",
    );
  });

  it("shows a page seen before from the cache: no second request, and Back restores from it too", async () => {
    const { module, getText, inserted } = await setup(async (url) =>
      replyPage(url.includes("/page/2/") ? 2 : 3),
    );
    click(link(module, "Older Entries"));
    await until(() => titles(module)[0] === "Post 2.0");
    click(link(module, "Next Entries"));
    await until(() => titles(module)[0] === "Post 1.0");
    expect(getText).toHaveBeenCalledTimes(1);
    click(link(module, "Older Entries"));
    await until(() => titles(module)[0] === "Post 2.0");
    expect(getText).toHaveBeenCalledTimes(1);
    expect(inserted).toHaveLength(1);

    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    expect(titles(module)[0]).toBe("Post 1.0");
    window.dispatchEvent(
      new PopStateEvent("popstate", {
        state: withPageInHistoryState(null, "et_pb_blog_0", `${origin}/blog/page/2/?et_blog`),
      }),
    );
    expect(titles(module)[0]).toBe("Post 2.0");
    expect(getText).toHaveBeenCalledTimes(1);
  });

  it("given Back to a page not in the cache (after a reload), fetches it without pushing history", async () => {
    window.history.replaceState(null, "", "/blog/page/3/?et_blog");
    const { module, getText } = await setup(async () => replyPage(2));
    const length = window.history.length;
    window.dispatchEvent(
      new PopStateEvent("popstate", {
        state: withPageInHistoryState(null, "et_pb_blog_0", `${origin}/blog/page/2/?et_blog`),
      }),
    );
    await until(() => titles(module)[0] === "Post 2.0");
    expect(getText).toHaveBeenCalledTimes(1);
    expect(window.history.length).toBe(length);
  });

  it("given a newer click while a page loads, abandons the older request", async () => {
    const signals: AbortSignal[] = [];
    window.history.replaceState(null, "", "/blog/page/2/?et_blog");
    const container = render(`<main>${blogModule(2)}</main>`);
    const module = container.querySelector<HTMLElement>(".et_pb_blog_0")!;
    const base = createTestContext(module);
    const getText = vi.fn(
      (_url: string, options?: { signal?: AbortSignal }) =>
        new Promise<string>((resolve) => {
          if (options?.signal) signals.push(options.signal);
          if (signals.length === 2) resolve(replyPage(1));
        }),
    );
    await mount(
      module,
      createTestContext(module, {
        ajax: { ...base.ajax, getText },
        html: { toFragment: async (html) => sanitizeToFragment(html) },
      }),
    );
    click(link(module, "Older Entries"));
    await settle();
    click(link(module, "Next Entries"));
    await until(() => titles(module)[0] === "Post 1.0");
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it("given a second click on the same link while it loads, sends nothing more", async () => {
    let finish: (html: string) => void = () => undefined;
    const { module, getText } = await setup(() => new Promise((resolve) => (finish = resolve)));
    click(link(module, "Older Entries"));
    await settle();
    expect(click(link(module, "Older Entries"))).toBe(true);
    await settle();
    expect(getText).toHaveBeenCalledTimes(1);
    finish(replyPage(2));
    await until(() => titles(module)[0] === "Post 2.0");
  });

  it("leaves modified clicks, new-window links and other sites' links to the browser", async () => {
    const { module, getText } = await setup(async () => replyPage(2));
    const older = link(module, "Older Entries");
    expect(click(older, { ctrlKey: true })).toBe(false);
    expect(click(older, { metaKey: true })).toBe(false);
    expect(click(older, { button: 1 })).toBe(false);
    older.target = "_blank";
    expect(click(older)).toBe(false);
    older.removeAttribute("target");
    older.href = "https://elsewhere.test/page/2/";
    expect(click(older)).toBe(false);
    expect(getText).not.toHaveBeenCalled();
  });
});

describe("given a failing site", () => {
  it.each([
    ["a 500", new AjaxStatusError("x", 500, "Internal Server Error")],
    [
      "a 404 that is not an error page",
      new AjaxStatusError("x", 404, "<html><body class='page'>gone</body></html>"),
    ],
    ["a timeout", new AjaxTimeoutError("x", 15000)],
  ])("given %s, keeps the page as it was and says so politely", async (_name, error) => {
    const { module, context } = await setup(() => Promise.reject(error));
    const before = module.querySelector(".et_pb_ajax_pagination_container");
    click(link(module, "Older Entries"));
    await until(() => module.dataset["state"] === "error");
    const message = module.querySelector<HTMLElement>(".enhance-pagination-error")!;
    expect(message.hidden).toBe(false);
    expect(message.getAttribute("role")).toBe("alert");
    expect(message.textContent).toBe("There was a problem, please try again.");
    expect(titles(module)).toEqual(["Post 1.0", "Post 1.1"]);
    expect(window.location.pathname).toBe("/blog/");
    expect(
      module.querySelector<HTMLElement>(".et_pb_ajax_pagination_container")!.getAttribute("style"),
    ).toBeNull();
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining("et_pb_blog_0"));
    expect(module.querySelector(".et_pb_ajax_pagination_container")).toBe(before);
  });

  it("given a reply without the module (an error page sent with 200, bad JSON), fails the same way, then recovers", async () => {
    let reply = '{"success": tru';
    const { module } = await setup(async () => reply);
    click(link(module, "Older Entries"));
    await until(() => module.dataset["state"] === "error");
    reply = replyPage(2);
    click(link(module, "Older Entries"));
    await until(() => titles(module)[0] === "Post 2.0");
    expect(module.querySelector<HTMLElement>(".enhance-pagination-error")!.hidden).toBe(true);
    expect(module.dataset["state"]).toBe("idle");
  });

  it("given a 404 whose body is the theme's error page without the module, renders its message instead", async () => {
    const body = `<!doctype html><html><body class="error404 et_divi_theme"><main id="main-content"><div id="left-area"><article id="post-0" class="et_pb_post not_found"><div class="entry"><h1 class="not-found-title">No Results Found</h1><p>The page you requested could not be found.</p></div></article></div></main></body></html>`;
    const { module } = await setup(() => Promise.reject(new AjaxStatusError("x", 404, body)));
    click(link(module, "Older Entries"));
    await until(() => module.textContent?.includes("No Results Found") === true);
    const container = module.querySelector(".et_pb_ajax_pagination_container")!;
    expect(container.querySelector("main, article, #main-content")).toBeNull();
    expect(document.activeElement?.textContent).toBe("No Results Found");
    expect(module.querySelector("[data-enhance-live]")?.textContent).toBe("Page 2 was not found.");
    expect(window.location.pathname).toBe("/blog/page/2/");
    expect(module.querySelector<HTMLElement>(".enhance-pagination-error")!.hidden).toBe(true);
  });

  it("given a 404 error page that holds the module (a listing on the 404 page), renders the module's page", async () => {
    const body = replyPage(2).replace('class="page"', 'class="error404"');
    const { module } = await setup(() => Promise.reject(new AjaxStatusError("x", 404, body)));
    click(link(module, "Older Entries"));
    await until(() => titles(module)[0] === "Post 2.0");
    expect(module.querySelector("[data-enhance-live]")?.textContent).toBe("Page 2 shown, 2 posts.");
  });
});

describe("server HTML goes through the sanitising sink", () => {
  it("given hostile markup in titles and excerpts, nothing of it can run", async () => {
    const hostile = `<article class="et_pb_post"><h2 class="entry-title"><a href="/x/">Tips <img src="x" onerror="window.__xssFired=1"></a></h2><p>Read<script>window.__xssFired=1</script><a href="javascript:window.__xssFired=1">me</a><svg onload="window.__xssFired=1"></svg><iframe src="javascript:window.__xssFired=1"></iframe></p></article>`;
    const { module } = await setup(async () => replyPage(2, hostile));
    click(link(module, "Older Entries"));
    await until(() => titles(module).length === 3);
    expect(module.querySelector("script, iframe, [onerror], [onload], a[href^='javascript']")).toBeNull();
    expect((window as Window & { __xssFired?: unknown }).__xssFired).toBeUndefined();
  });

  it("drops the entrance animation class from new content", async () => {
    const { module } = await setup(async () => replyPage(2, '<div class="et_pb_text et_animated">x</div>'));
    click(link(module, "Older Entries"));
    await until(() => titles(module)[0] === "Post 2.0");
    expect(module.querySelector(".et_animated")).toBeNull();
  });
});

describe("in a layout block preview", () => {
  it("posts the layout content to the page link and leaves the address alone", async () => {
    (window as Window & { ETBlockLayoutModulesScript?: unknown }).ETBlockLayoutModulesScript = {
      layoutContent: "[et_pb_blog][/et_pb_blog]",
    };
    const { module, getText, postForm } = await setup(async () => replyPage(2), {
      builder: { active: true, context: "layout-block" },
    });
    click(link(module, "Older Entries"));
    await until(() => titles(module)[0] === "Post 2.0");
    expect(postForm).toHaveBeenCalledWith(
      `${origin}/blog/page/2/?et_blog`,
      { et_layout_block_layout_content: "[et_pb_blog][/et_pb_blog]" },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(getText).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe("/blog/");
  });

  it("without a valid layout global, warns and loads with GET", async () => {
    (window as Window & { ETBlockLayoutModulesScript?: unknown }).ETBlockLayoutModulesScript = {
      layoutContent: 5,
    };
    const { module, getText, context } = await setup(async () => replyPage(2), {
      builder: { active: true, context: "layout-block" },
    });
    click(link(module, "Older Entries"));
    await until(() => titles(module)[0] === "Post 2.0");
    expect(getText).toHaveBeenCalledTimes(1);
    expect(context.log.warn).toHaveBeenCalledWith(
      expect.stringContaining("ETBlockLayoutModulesScript.layoutContent"),
    );
  });
});

describe("mounting and cleanup", () => {
  it("given a module with neither an order class nor an id, warns and leaves its links alone", async () => {
    const container = render(
      '<div class="et_pb_module et_pb_posts"><div class="et_pb_ajax_pagination_container"></div></div>',
    );
    const module = container.firstElementChild as HTMLElement;
    const context = createTestContext(module);
    expect(await mount(module, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledTimes(1);
  });

  it("adopts the server's nodes: the module, its grid, page container, posts and links stay the same nodes", async () => {
    const container = render(`<main>${blogModule(1)}</main>`);
    const module = container.querySelector<HTMLElement>(".et_pb_blog_0")!;
    const serverMarkup = new XMLSerializer().serializeToString(module);
    const serverParts = [...module.querySelectorAll("*")];
    const pageContainer = module.querySelector(".et_pb_ajax_pagination_container")!;
    const cleanup = await mount(module, createTestContext(module));
    for (const part of serverParts) expect(module.contains(part)).toBe(true);
    expect(module.querySelector(".et_pb_ajax_pagination_container")).toBe(pageContainer);
    expect(pageContainer.nextElementSibling?.matches(".enhance-pagination-error[role=alert]")).toBe(true);
    cleanup?.();
    expect(new XMLSerializer().serializeToString(module)).toBe(serverMarkup);
    const restored = [...module.querySelectorAll("*")];
    expect(restored).toHaveLength(serverParts.length);
    restored.forEach((part, index) => expect(part).toBe(serverParts[index]));
  });

  it("on cleanup puts the server's page back in place of a page it loaded", async () => {
    const { module, cleanup } = await setup(async () => replyPage(2));
    const serverContainer = module.querySelector(".et_pb_ajax_pagination_container");
    click(link(module, "Older Entries"));
    await until(() => titles(module)[0] === "Post 2.0");
    expect(module.querySelector(".et_pb_ajax_pagination_container")).not.toBe(serverContainer);
    cleanup?.();
    expect(module.querySelector(".et_pb_ajax_pagination_container")).toBe(serverContainer);
    expect(titles(module)).toEqual(["Post 1.0", "Post 1.1"]);
    expect(module.querySelector(".entry-title")!.hasAttribute("tabindex")).toBe(false);
  });

  it("removes what it added", async () => {
    const { module, cleanup } = await setup(async () => replyPage(2));
    expect(module.querySelector("[data-enhance-live]")).not.toBeNull();
    cleanup?.();
    expect(module.querySelector("[data-enhance-live], .enhance-pagination-error")).toBeNull();
    expect(module.hasAttribute("data-state")).toBe(false);
  });
});
