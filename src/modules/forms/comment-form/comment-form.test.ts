import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { AjaxNetworkError, AjaxStatusError, AjaxTimeoutError } from "../../../core/ajax-errors";
import { readSiteConfig } from "../../../core/config";
import { createDisposables } from "../../../core/disposables";
import { sanitizeToFragment } from "../../../core/html";
import { FAILURE_MESSAGES, GENERIC_PROBLEM_MESSAGE, KEPT_HINT } from "../../../core/forms/submission";
import { createTestContext, render } from "../../../test-support/context";
import { AWAITING_MODERATION_MESSAGE, mount, PLACEHOLDER_ID, POSTED_MESSAGE } from "./comment-form";
import definition from "./index";

const comment = (id: number, author: string, children = "") => `
  <li class="comment depth-1" id="li-comment-${id}">
    <article id="comment-${id}" class="comment-body clearfix">
      <div class="comment_postinfo"><span class="fn">${author}</span></div>
      <div class="comment_area"><div class="comment-content clearfix"><p>Comment ${id}</p>
        <span class="reply-container"><a rel="nofollow" class="comment-reply-link" href="/post.html?replytocom=${id}#respond"
          data-commentid="${id}" data-postid="31080" data-belowelement="comment-${id}" data-respondelement="respond"
          data-replyto="Reply to ${author}" aria-label="Reply to ${author}">Reply</a></span></div></div>
    </article>${children}
  </li>`;

const page = (comments: string) => `
<section id="comment-wrap">
  <h2 id="comments" class="page_title">Comments</h2>
  <ol class="commentlist clearfix">${comments}</ol>
  <div id="respond" class="comment-respond">
    <h3 id="reply-title" class="comment-reply-title"><span>Submit a Comment</span> <small><a rel="nofollow" id="cancel-comment-reply-link" href="/post.html#respond" style="display:none;">Cancel reply</a></small></h3>
    <form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
      <p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label><textarea id="comment" name="comment" required placeholder="Your comment"></textarea></p>
      <p class="comment-form-author"><label for="author">Name <span class="required">*</span></label><input id="author" name="author" type="text" required></p>
      <p class="comment-form-email"><label for="email">Email <span class="required">*</span></label><input id="email" name="email" type="email" required></p>
      <p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" placeholder="Website" value="Website"></p>
      <p class="form-submit"><input name="submit" type="submit" id="submit" class="submit et_pb_button" value="Submit Comment">
        <input type="hidden" name="comment_post_ID" value="31080" id="comment_post_ID">
        <input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>
    </form>
  </div>
</section>`;

const THREAD = comment(11, "Maria", `<ul class="children">${comment(12, "Tom")}</ul>`) + comment(13, "Lee");

let controller: AbortController | undefined;

function setup(
  postForm: (url: string, body: URLSearchParams) => Promise<string> = () =>
    Promise.resolve("<!doctype html><html><body></body></html>"),
) {
  const root = render(page(THREAD));
  const respond = root.querySelector<HTMLElement>("#respond")!;
  const spy = vi.fn(postForm);
  controller = new AbortController();
  const context: ModuleContext = createTestContext(respond, {
    config: readSiteConfig({
      et_pb_custom: {
        ajaxurl: "/wp-admin/admin-ajax.php",
        fill_message: "Please, fill in the following fields:",
      },
    }),
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
    html: { toFragment: async (html) => sanitizeToFragment(html) },
    ajax: {
      postAction: vi.fn() as unknown as ModuleContext["ajax"]["postAction"],
      postForm: spy as unknown as ModuleContext["ajax"]["postForm"],
      getText: vi.fn(),
    },
  });
  const cleanup = mount(respond, context);
  const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
  const form = $<HTMLFormElement>("#commentform");
  const fill = () => {
    $<HTMLTextAreaElement>("#comment").value = "Thanks for the SEO checklist!";
    $<HTMLInputElement>("#author").value = "Grace";
    $<HTMLInputElement>("#email").value = "grace@example.com";
  };
  const submit = () => form.requestSubmit();
  const messageText = () =>
    [...form.querySelectorAll(".comment-form-message p")].map((p) => p.textContent).join(" | ");
  return { root, respond, form, $, fill, submit, spy, messageText, context, cleanup };
}

afterEach(() => {
  controller?.abort();
  controller = undefined;
  document.body.replaceChildren();
});

describe("definition", () => {
  it("enhances #respond with a form, when idle", () => {
    expect(definition.name).toBe("comment-form");
    expect(definition.selector).toBe("#respond");
    expect(definition.strategy).toBe("idle");
    const root = render(`<div id="respond"></div>`);
    expect(definition.appliesTo?.(root.firstElementChild!)).toBe(false);
  });
});

describe("reply and cancel", () => {
  it("moves the form under the chosen comment, sets the parent, names the comment and focuses the text", () => {
    const { $, respond } = setup();
    const link = $<HTMLAnchorElement>("#comment-12 .comment-reply-link");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect($("#comment-12").nextElementSibling).toBe(respond);
    expect($<HTMLInputElement>("#comment_parent").value).toBe("12");
    expect($("#reply-title span").textContent).toBe("Reply to Tom");
    expect($("#cancel-comment-reply-link").hidden).toBe(false);
    expect($("#cancel-comment-reply-link").style.display).toBe("");
    expect(respond.dataset["state"]).toBe("replying");
    expect(document.getElementById(PLACEHOLDER_ID)).not.toBeNull();
    expect(document.activeElement).toBe($("#comment"));
  });

  it("moves to another comment on a second reply", () => {
    const { $, respond } = setup();
    $("#comment-12 .comment-reply-link").click();
    $("#comment-13 .comment-reply-link").click();
    expect($("#comment-13").nextElementSibling).toBe(respond);
    expect($<HTMLInputElement>("#comment_parent").value).toBe("13");
  });

  it("cancel puts the form back, resets the parent to 0 and returns focus to the reply link", () => {
    const { $, respond } = setup();
    const link = $<HTMLAnchorElement>("#comment-11 .comment-reply-link");
    link.click();
    $<HTMLTextAreaElement>("#comment").value = "Half written";
    $("#cancel-comment-reply-link").click();
    expect($(".commentlist").nextElementSibling).toBe(respond);
    expect(document.getElementById(PLACEHOLDER_ID)).toBeNull();
    expect($<HTMLInputElement>("#comment_parent").value).toBe("0");
    expect($("#reply-title span").textContent).toBe("Submit a Comment");
    expect($("#cancel-comment-reply-link").hidden).toBe(true);
    expect(respond.dataset["state"]).toBe("idle");
    expect(document.activeElement).toBe(link);
    expect($<HTMLTextAreaElement>("#comment").value).toBe("Half written");
  });

  it("ignores links for another form, tampered ids and modified clicks", () => {
    const { $, root } = setup();
    // Those clicks are left to the browser; jsdom cannot follow them.
    const stopNavigation = (event: Event) => event.preventDefault();
    window.addEventListener("click", stopNavigation);
    onTestFinished(() => window.removeEventListener("click", stopNavigation));
    const link = $<HTMLAnchorElement>("#comment-12 .comment-reply-link");
    link.dataset["respondelement"] = "elsewhere";
    link.click();
    expect($<HTMLInputElement>("#comment_parent").value).toBe("0");
    link.dataset["respondelement"] = "respond";
    link.dataset["commentid"] = "12 OR 1=1";
    link.href = "/post.html#respond";
    link.click();
    expect($<HTMLInputElement>("#comment_parent").value).toBe("0");
    const other = root.querySelector<HTMLAnchorElement>("#comment-13 .comment-reply-link")!;
    other.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect($<HTMLInputElement>("#comment_parent").value).toBe("0");
  });

  it("restores the form on unmount", () => {
    const { $, respond, cleanup } = setup();
    $("#comment-12 .comment-reply-link").click();
    cleanup?.();
    expect($(".commentlist").nextElementSibling).toBe(respond);
    expect(respond.querySelector(".comment-form-message")).toBeNull();
  });
});

describe("submitting", () => {
  it("clears placeholder text, lists missing fields and sends nothing", () => {
    const { $, submit, spy, messageText, form } = setup();
    $<HTMLTextAreaElement>("#comment").value = "Your comment";
    submit();
    expect(spy).not.toHaveBeenCalled();
    expect($<HTMLTextAreaElement>("#comment").value).toBe("");
    expect($<HTMLInputElement>("#url").value).toBe("");
    expect(messageText()).toBe("Please, fill in the following fields: | Comment | Name | Email");
    expect($("#comment").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe($("#comment"));
    expect(form.dataset["state"]).toBe("error");
  });

  it("refuses a malformed address", () => {
    const { $, fill, submit, spy, messageText } = setup();
    fill();
    $<HTMLInputElement>("#email").value = "grace@";
    submit();
    expect(spy).not.toHaveBeenCalled();
    expect(messageText()).toBe("Please enter a valid email address.");
  });

  it("never reads another site's reply into the page: a cross-origin action is left to the browser", () => {
    const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    const { fill, submit, spy, form } = setup();
    form.setAttribute("action", "https://attacker.example/wp-comments-post.php");
    fill();
    submit();
    expect(spy).not.toHaveBeenCalled();
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
    nativeSubmit.mockRestore();
  });

  it.each(["javascript:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>"])(
    "never sends to a form action that is not a web address (%j)",
    (action) => {
      const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
      const { fill, submit, spy, form, context } = setup();
      form.setAttribute("action", action);
      fill();
      submit();
      expect(spy).not.toHaveBeenCalled();
      expect(nativeSubmit).not.toHaveBeenCalled();
      expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining("is not a web address"), form);
      nativeSubmit.mockRestore();
    },
  );

  it("posts every field to the form's action with the reply parent, then thanks and resets", async () => {
    const { $, fill, submit, spy, messageText, form, respond } = setup();
    $("#comment-12 .comment-reply-link").click();
    fill();
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("sent"));
    expect(spy).toHaveBeenCalledTimes(1);
    const [url, body] = spy.mock.calls[0]!;
    expect(url).toBe("/wp-comments-post.php");
    expect(Object.fromEntries(body)).toMatchObject({
      comment: "Thanks for the SEO checklist!",
      author: "Grace",
      email: "grace@example.com",
      url: "",
      comment_post_ID: "31080",
      comment_parent: "12",
    });
    expect(messageText()).toBe(AWAITING_MODERATION_MESSAGE);
    expect($<HTMLTextAreaElement>("#comment").value).toBe("");
    expect($<HTMLInputElement>("#author").value).toBe("Grace");
    expect($<HTMLInputElement>("#comment_parent").value).toBe("0");
    expect($(".commentlist").nextElementSibling).toBe(respond);
  });

  it("shows the new comment when the reply page holds it", async () => {
    const reply = `<!doctype html><html><body>${page(THREAD + comment(901, "Grace"))}</body></html>`;
    const { $, fill, submit, messageText, form } = setup(() => Promise.resolve(reply));
    fill();
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("sent"));
    expect(messageText()).toBe(POSTED_MESSAGE);
    expect(document.querySelectorAll("#comment-901")).toHaveLength(1);
    expect(document.activeElement).toBe($("#comment-901"));
  });

  it("ignores a second submit while the first is in flight", async () => {
    let answer: (text: string) => void = () => undefined;
    const { fill, submit, spy, form } = setup(() => new Promise((resolve) => (answer = resolve)));
    fill();
    submit();
    submit();
    submit();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(form.getAttribute("aria-busy")).toBe("true");
    answer("<html><body></body></html>");
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("sent"));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("shows WordPress' refusal and keeps the text", async () => {
    const refusal = `<!DOCTYPE html><html><head><title>Comment Submission Failure</title></head><body id="error-page"><div class="wp-die-message"><p><strong>Error:</strong> Please type your comment text.</p></div></body></html>`;
    const { $, fill, submit, messageText, form } = setup(() => Promise.resolve(refusal));
    fill();
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("error"));
    expect(messageText()).toBe(`Error: Please type your comment text. | ${KEPT_HINT}`);
    expect($<HTMLTextAreaElement>("#comment").value).toBe("Thanks for the SEO checklist!");
  });

  it("reads the reason out of a 409 page", async () => {
    const body = `<html><body id="error-page"><div class="wp-die-message"><p>Duplicate comment detected; it looks as though you&#8217;ve already said that!</p></div></body></html>`;
    const { fill, submit, messageText, form } = setup(() =>
      Promise.reject(new AjaxStatusError("/wp-comments-post.php", 409, body)),
    );
    fill();
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("error"));
    expect(messageText()).toBe(
      `Duplicate comment detected; it looks as though you’ve already said that! | ${KEPT_HINT}`,
    );
  });

  it.each([
    [
      new AjaxNetworkError("/wp-comments-post.php", new TypeError("Failed to fetch")),
      FAILURE_MESSAGES.network,
    ],
    [new AjaxTimeoutError("/wp-comments-post.php", 15_000), FAILURE_MESSAGES.timeout],
    [new AjaxStatusError("/wp-comments-post.php", 500, "Internal Server Error"), "(error 500)"],
  ])("keeps the text after %s, says why, and sends again", async (error, words) => {
    let fail = true;
    const { $, fill, submit, spy, messageText, form } = setup(() =>
      fail ? Promise.reject(error) : Promise.resolve("<html><body></body></html>"),
    );
    fill();
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("error"));
    expect(messageText()).toContain(words);
    expect($<HTMLTextAreaElement>("#comment").value).toBe("Thanks for the SEO checklist!");
    fail = false;
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("sent"));
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("says an unreadable or empty reply in words", async () => {
    const replies = ['{"success": tru', ""];
    const { fill, submit, messageText, form } = setup(() => Promise.resolve(replies.shift() ?? ""));
    fill();
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("error"));
    expect(messageText()).toBe(`${FAILURE_MESSAGES.parse} ${KEPT_HINT}`);
    form.dataset["state"] = "idle";
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("error"));
    expect(messageText()).toBe(`${GENERIC_PROBLEM_MESSAGE} ${KEPT_HINT}`);
  });
});

describe("the island", () => {
  const SERVER_PARTS = [
    "#reply-title",
    "#reply-title span",
    "#cancel-comment-reply-link",
    "#commentform",
    "#comment",
    "#author",
    "#email",
    "#submit",
    "#comment_post_ID",
    "#comment_parent",
  ];

  it("adopts the server's nodes: the heading, the form and its fields are the same nodes after mount", () => {
    const respond = render(page(THREAD)).querySelector<HTMLElement>("#respond")!;
    const server = SERVER_PARTS.map((selector) => respond.querySelector(selector));
    controller = new AbortController();
    const cleanup = mount(respond, createTestContext(respond, { signal: controller.signal }));
    expect(cleanup).toBeTypeOf("function");
    SERVER_PARTS.forEach((selector, index) => {
      expect(server[index]).not.toBeNull();
      expect(respond.querySelector(selector)).toBe(server[index]);
    });
    expect(respond.querySelector("#commentform")?.firstElementChild?.className).toBe("comment-form-message");
  });

  it("cleanup gives the server markup back after a reply and an error; what was typed stays", () => {
    const root = render(page(THREAD));
    const respond = root.querySelector<HTMLElement>("#respond")!;
    const serialize = () => new XMLSerializer().serializeToString(root);
    const before = serialize();
    controller = new AbortController();
    const cleanup = mount(respond, createTestContext(respond, { signal: controller.signal }))!;
    root.querySelector<HTMLElement>("#comment-12 .comment-reply-link")!.click();
    const author = root.querySelector<HTMLInputElement>("#author")!;
    author.value = "Grace";
    root.querySelector<HTMLFormElement>("#commentform")!.requestSubmit();
    expect(root.querySelector<HTMLElement>("#commentform")!.dataset["state"]).toBe("error");
    expect(respond.dataset["state"]).toBe("replying");
    cleanup();
    expect(serialize()).toBe(before);
    expect(author.value).toBe("Grace");
  });
});
