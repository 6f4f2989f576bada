import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { AjaxStatusError } from "../../../core/ajax-errors";
import { sanitizeToFragment } from "../../../core/html";
import { createTestContext, render } from "../../../test-support/context";
import {
  ACTIVE_OPTION_CLASS,
  LISTBOX_MIN_HEIGHT_PX,
  LOADER_CLASS,
  listboxLayout,
  mount,
  resultOptions,
} from "./live-search";
import { SEARCH_ACTION, SEARCH_DEBOUNCE_MS } from "./request";

const moduleMarkup = (newWindow = "off") => `
  <div class="et_pb_module dipl_ajax_search dipl_ajax_search_0"><div class="et_pb_module_inner">
    <div class="dipl_ajax_search_wrap">
      <div class="dipl_ajax_search_field_wrap dipl_ajax_search_icon">
        <input type="search" placeholder="Search courses" class="dipl_ajax_search_field"
          data-search-in="post_title,post_content" data-search-post-type="post" data-display-fields="title,excerpt"
          data-url-new-window="${newWindow}" data-number-of-results="5" data-no-result-text="No result found"
          data-orderby="post_date" data-order="DESC" data-use-masonry="off" />
        <input type="hidden" class="dipl_ajax_search_nonce" value="nonce-1" />
      </div>
      <div class="dipl_ajax_search_results_wrap dipl_ajax_search_result_1_cols"></div>
    </div>
  </div></div>`;

const item = (id: number, title: string) =>
  `<div class="dipl_ajax_search_item"><a href="/blog/post-${id}/" class="dipl_ajax_search_item_link" target="_self"><div class="dipl_ajax_search_item_content"><h4 class="dipl_ajax_search_item_title">${title}</h4><p class="dipl_ajax_search_item_excerpt">About ${title}.</p></div></a></div>`;
const results = (...titles: string[]) =>
  `<div class="dipl_ajax_search_results"><div class="dipl_ajax_search_items">${titles.map((title, index) => item(index + 1, title)).join("")}</div></div>`;

type Reply = string | Error | Promise<string>;

function setup(replies: Reply[] = [], newWindow = "off") {
  const root = render(moduleMarkup(newWindow));
  const wrap = root.querySelector<HTMLElement>(".dipl_ajax_search_wrap")!;
  const signals: AbortSignal[] = [];
  const postAction = vi.fn(
    (_action: string, _fields: unknown, _schema: unknown, options?: { signal?: AbortSignal }) => {
      if (options?.signal) signals.push(options.signal);
      const reply = replies.shift() ?? "";
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
    },
  );
  const context = createTestContext(wrap, {
    ajax: {
      postAction: postAction as unknown as ModuleContext["ajax"]["postAction"],
      postForm: vi.fn(),
      getText: vi.fn(),
    },
    html: { toFragment: async (html: string) => sanitizeToFragment(html) },
  });
  const cleanup = mount(wrap, context);
  const input = wrap.querySelector<HTMLInputElement>("input.dipl_ajax_search_field")!;
  const popup = wrap.querySelector<HTMLElement>(".dipl_ajax_search_results_wrap")!;
  const options = () => [...popup.querySelectorAll<HTMLElement>('[role="option"]')];
  const type = async (value: string) => {
    input.focus();
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(0);
  };
  const key = (name: string, init: KeyboardEventInit = {}) =>
    input.dispatchEvent(
      new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true, ...init }),
    );
  return { root, wrap, context, cleanup, input, popup, options, type, settle, key, postAction, signals };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("live search", () => {
  it("makes the input a combobox controlling a hidden listbox, inactive at first", () => {
    const { input, popup, wrap } = setup();
    expect(input.getAttribute("role")).toBe("combobox");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-controls")).toBe(popup.id);
    expect(input.getAttribute("aria-label")).toBe("Search courses");
    expect(popup.hidden).toBe(true);
    expect(wrap.dataset["state"]).toBe("inactive");
  });

  it("sends nothing for 2 characters or a term with an angle bracket", async () => {
    const { type, settle, postAction, wrap } = setup();
    await type("se");
    await settle();
    await type("seo <script>");
    await settle();
    await type("<b>");
    await settle();
    expect(postAction).not.toHaveBeenCalled();
    expect(wrap.dataset["state"]).toBe("inactive");
  });

  it.each([
    ["a script tag", "<script>alert(1)</script>"],
    ["an angle bracket", "abc>def"],
    ["an escaped angle bracket", "abc&lt;def"],
  ])("sends nothing while the nonce holds %s, says so, and sends once it is clean", async (_, nonce) => {
    const { type, settle, postAction, wrap, context } = setup([results("Email growth")]);
    const nonceInput = wrap.querySelector<HTMLInputElement>("input.dipl_ajax_search_nonce")!;
    nonceInput.value = nonce;
    await type("email");
    await settle();
    expect(postAction).not.toHaveBeenCalled();
    expect(wrap.dataset["state"]).toBe("inactive");
    expect(context.log.warn).toHaveBeenCalledWith(
      "input.dipl_ajax_search_nonce holds a script tag or an angle bracket; the search is not sent",
      nonceInput,
    );
    nonceInput.value = "nonce-2";
    await type("emails");
    await settle();
    expect(postAction).toHaveBeenCalledTimes(1);
    expect(postAction.mock.calls[0]?.[1]).toMatchObject({
      dipl_ajax_search_nonce: "nonce-2",
      search: "emails",
    });
  });

  it("shows results that came with an inline script without running it, and says EvalError: No eval function available", async () => {
    const { type, settle, options, popup, context, wrap } = setup([
      `${results("Email growth")}<script>window.ranSearchScript = true</script>`,
    ]);
    await type("email");
    await settle();
    expect(options()).toHaveLength(1);
    expect(popup.querySelector("script")).toBeNull();
    expect(context.log.warn).toHaveBeenCalledWith(
      "EvalError: No eval function available (1 inline script in the reply not run)",
      wrap,
    );
  });

  it("debounces typing, sends every field once, shows loading then results", async () => {
    let resolve: (value: string) => void = () => {};
    const { type, postAction, wrap, input, popup, options, root } = setup([
      new Promise<string>((done) => (resolve = done)),
    ]);
    await type("ema");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    await type("email");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(postAction).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(postAction).toHaveBeenCalledTimes(1);
    expect(postAction.mock.calls[0]?.[0]).toBe(SEARCH_ACTION);
    expect(postAction.mock.calls[0]?.[1]).toEqual({
      dipl_ajax_search_nonce: "nonce-1",
      search: "email",
      post_types: "post",
      search_in: "post_title,post_content",
      display_fields: "title,excerpt",
      url_new_window: "off",
      number_of_results: "5",
      no_result_text: "No result found",
      orderby: "post_date",
      order: "DESC",
      masonry: "off",
    });
    expect(wrap.dataset["state"]).toBe("loading");
    expect(root.querySelector(".dipl_ajax_search_field_wrap")?.classList.contains(LOADER_CLASS)).toBe(true);
    expect(popup.getAttribute("aria-busy")).toBe("true");
    resolve(results("Email growth", "Email lists"));
    await vi.advanceTimersByTimeAsync(0);
    expect(wrap.dataset["state"]).toBe("active");
    expect(root.querySelector(".dipl_ajax_search_field_wrap")?.classList.contains(LOADER_CLASS)).toBe(false);
    expect(popup.hidden).toBe(false);
    expect(popup.getAttribute("role")).toBe("listbox");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(options()).toHaveLength(2);
    expect(options()[0]?.tabIndex).toBe(-1);
    const title = document.getElementById(options()[0]!.getAttribute("aria-labelledby")!);
    expect(title?.textContent).toBe("Email growth");
    expect(root.querySelector('[role="status"]')?.textContent).toMatch(/^2 results available/);
  });

  it("aborts the request for an older term when a newer one goes out", async () => {
    const { type, settle, signals } = setup([new Promise<string>(() => {}), results("SEO basics")]);
    await type("seo");
    await settle();
    await type("seo basics");
    await settle();
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
  });

  it("arrows move through the options (wrapping), Enter opens the active one, Escape closes then clears", async () => {
    const { type, settle, key, input, options, popup, wrap } = setup([results("One", "Two", "Three")]);
    await type("course");
    await settle();
    key("ArrowDown");
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute("aria-selected")).toBe("true");
    expect(options()[0]?.classList.contains(ACTIVE_OPTION_CLASS)).toBe(true);
    key("ArrowUp");
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[2]?.id);
    key("ArrowDown");
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[0]?.id);
    const opened = vi.fn((event: Event) => event.preventDefault());
    options()[0]?.addEventListener("click", opened);
    key("Enter");
    expect(opened).toHaveBeenCalledTimes(1);
    key("Escape");
    expect(popup.hidden).toBe(true);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
    expect(input.value).toBe("course");
    key("ArrowDown");
    expect(popup.hidden).toBe(false);
    key("Escape");
    key("Escape");
    expect(input.value).toBe("");
    expect(wrap.dataset["state"]).toBe("inactive");
    expect(popup.childElementCount).toBe(0);
  });

  it("opens results in a new window when the module says so", async () => {
    const { type, settle, options } = setup([results("One")], "on");
    await type("one two");
    await settle();
    expect(options()[0]?.getAttribute("target")).toBe("_blank");
    expect(options()[0]?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("shows the no-result text without a listbox", async () => {
    const { type, settle, popup, input, root, options } = setup([
      '<div class="dipl_ajax_search_results dipl_ajax_search_no_results">No result found</div>',
    ]);
    await type("zzqx");
    await settle();
    expect(options()).toHaveLength(0);
    expect(popup.hidden).toBe(false);
    expect(popup.hasAttribute("role")).toBe(false);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(root.querySelector('[role="status"]')?.textContent).toBe("No result found");
  });

  it.each([
    ["an empty reply", ""],
    [
      "an error page",
      '<!DOCTYPE html><html><body id="error-page">There has been a critical error.</body></html>',
    ],
    ["bad JSON", '{"success": tru'],
    ["a refused nonce", "0"],
    ["a failed request", new AjaxStatusError(SEARCH_ACTION, 500, "")],
  ])("after %s it goes back to inactive and keeps working", async (_, reply) => {
    const { type, settle, wrap, popup, options, postAction } = setup([reply, results("Again")]);
    await type("seo tips");
    await settle();
    expect(wrap.dataset["state"]).toBe("inactive");
    expect(popup.hidden).toBe(true);
    expect(popup.childElementCount).toBe(0);
    await type("seo tip");
    await settle();
    expect(postAction).toHaveBeenCalledTimes(2);
    expect(options()).toHaveLength(1);
  });

  it("never lets script in results run", async () => {
    const { type, settle, popup } = setup([
      results('Affiliate tips <img src="x" onerror="window.__xssFired=1">') +
        "<script>window.__xssFired=1</script>",
    ]);
    await type("affiliate");
    await settle();
    expect(popup.querySelector("script")).toBeNull();
    expect(popup.querySelector("img")?.hasAttribute("onerror")).toBe(false);
  });

  it("going back to 2 characters clears the results and aborts a pending request", async () => {
    const { type, settle, signals, wrap, popup } = setup([new Promise<string>(() => {})]);
    await type("seo");
    await settle();
    await type("se");
    expect(signals[0]?.aborted).toBe(true);
    expect(wrap.dataset["state"]).toBe("inactive");
    expect(popup.hidden).toBe(true);
  });

  it("cleans up the combobox and aborts on unmount", async () => {
    const { type, settle, cleanup, input, signals, wrap } = setup([new Promise<string>(() => {})]);
    await type("seo");
    await settle();
    cleanup?.();
    expect(signals[0]?.aborted).toBe(true);
    expect(input.hasAttribute("role")).toBe(false);
    expect(input.hasAttribute("aria-expanded")).toBe(false);
    expect(wrap.querySelector('[role="status"]')).toBeNull();
  });

  it("adopts the server's nodes: the field, the nonce and the results wrap stay the same nodes, and cleanup gives their markup back", async () => {
    const root = render(moduleMarkup());
    const wrap = root.querySelector<HTMLElement>(".dipl_ajax_search_wrap")!;
    const serverMarkup = new XMLSerializer().serializeToString(wrap);
    const serverParts = [...wrap.querySelectorAll("*")];
    const input = wrap.querySelector("input.dipl_ajax_search_field");
    const popup = wrap.querySelector(".dipl_ajax_search_results_wrap");
    const context = createTestContext(wrap, {
      ajax: {
        postAction: vi.fn(() =>
          Promise.resolve(results("Email growth")),
        ) as unknown as ModuleContext["ajax"]["postAction"],
        postForm: vi.fn(),
        getText: vi.fn(),
      },
      html: { toFragment: async (html: string) => sanitizeToFragment(html) },
    });
    const cleanup = mount(wrap, context);
    for (const part of serverParts) expect(wrap.contains(part)).toBe(true);
    expect(wrap.querySelector("input.dipl_ajax_search_field")).toBe(input);
    expect(wrap.querySelector(".dipl_ajax_search_results_wrap")).toBe(popup);
    expect(input?.getAttribute("aria-controls")).toBe(popup?.id);
    (input as HTMLInputElement).focus();
    (input as HTMLInputElement).value = "email";
    input?.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(popup?.querySelectorAll('[role="option"]')).toHaveLength(1);
    cleanup?.();
    expect(new XMLSerializer().serializeToString(wrap)).toBe(serverMarkup);
    const restored = [...wrap.querySelectorAll("*")];
    expect(restored).toHaveLength(serverParts.length);
    restored.forEach((part, index) => expect(part).toBe(serverParts[index]));
  });

  it("adds a results wrap when the page has none, and takes it out again", () => {
    const root = render(
      moduleMarkup().replace(/<div class="dipl_ajax_search_results_wrap[^"]*"><\/div>/, ""),
    );
    const wrap = root.querySelector<HTMLElement>(".dipl_ajax_search_wrap")!;
    expect(wrap.querySelector(".dipl_ajax_search_results_wrap")).toBeNull();
    const cleanup = mount(wrap, createTestContext(wrap));
    const popup = wrap.querySelector<HTMLElement>(".dipl_ajax_search_results_wrap")!;
    expect(popup.hidden).toBe(true);
    expect(wrap.querySelector("input")?.getAttribute("aria-controls")).toBe(popup.id);
    cleanup?.();
    expect(wrap.querySelector(".dipl_ajax_search_results_wrap")).toBeNull();
  });

  it("makes one option per result even when a link in a title splits the result link", () => {
    const fragment = sanitizeToFragment(
      results('SEO myths <a href="javascript:window.__xssFired=1">read</a>', "Plain title"),
    );
    const container = document.createElement("div");
    container.append(fragment);
    expect(container.querySelectorAll("a.dipl_ajax_search_item_link").length).toBeGreaterThan(2);
    const options = resultOptions(container);
    expect(options.map((option) => option.getAttribute("href"))).toEqual(["/blog/post-1/", "/blog/post-2/"]);
    expect(container.querySelectorAll(".dipl_ajax_search_item:first-child a")).toHaveLength(1);
    expect(options[0]?.querySelector(".dipl_ajax_search_item_title")?.textContent).toBe("SEO myths read");
    expect(options[0]?.querySelector(".dipl_ajax_search_item_excerpt")).not.toBeNull();
    expect(container.querySelector(".dipl_ajax_search_item")?.childElementCount).toBe(1);
  });
});

describe("the listbox's place", () => {
  it("opens below its field as wide as it, above it when there is no room below, never taller than the theme allows", () => {
    expect(listboxLayout("416px")).toEqual({
      placement: "bottom-start",
      fallbackPlacements: ["top-start"],
      flipAxis: "side",
      matchAnchorWidth: true,
      fitHeight: { themeMaxHeight: "416px", minHeight: LISTBOX_MIN_HEIGHT_PX },
      followAnchor: true,
    });
  });

  it("is placed while open and given back to the theme's CSS when it closes and on unmount", async () => {
    const { type, settle, popup, key, cleanup } = setup([results("Email growth", "Email lists")]);
    await type("email");
    await settle();
    expect(popup.hidden).toBe(false);
    await vi.waitFor(() => expect(popup.getAttribute("data-placement")).toBe("bottom-start"));
    expect(popup.style.right).toBe("auto");
    key("Escape");
    expect(popup.hidden).toBe(true);
    expect(popup.getAttribute("style")).toBe(null);
    expect(popup.hasAttribute("data-placement")).toBe(false);
    key("ArrowDown", { altKey: true });
    await vi.waitFor(() => expect(popup.getAttribute("data-placement")).toBe("bottom-start"));
    cleanup?.();
    expect(popup.hasAttribute("style")).toBe(false);
    expect(popup.hasAttribute("data-placement")).toBe(false);
  });
});
