import { afterEach, describe, expect, it } from "vitest";
import { sanitizeToFragment } from "../../../core/html";
import { render } from "../../../test-support/context";
import {
  classifyCommentReply,
  clearPlaceholderText,
  commentIdsIn,
  fieldLabel,
  isPlaceholderText,
  parseId,
  readReplyLink,
  refusalMessageIn,
} from "./parse";

afterEach(() => document.body.replaceChildren());

describe("parseId", () => {
  it.each([
    ["12", "12"],
    [" 7 ", "7"],
    ["0", "0"],
    ["", null],
    ["12a", null],
    ["-1", null],
    ["1.5", null],
    [null, null],
    [undefined, null],
  ])("%j -> %j", (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});

describe("readReplyLink", () => {
  it("reads WordPress' data attributes", () => {
    const link = render(
      `<a class="comment-reply-link" href="/p/?replytocom=5#respond" data-commentid="5" data-postid="31080" data-belowelement="div-comment-5" data-respondelement="respond" data-replyto="Reply to Ann">Reply</a>`,
    ).querySelector("a")!;
    expect(readReplyLink(link)).toEqual({
      commentId: "5",
      postId: "31080",
      belowElement: "div-comment-5",
      respondElement: "respond",
      replyTo: "Reply to Ann",
    });
  });

  it("falls back to the replytocom address, and refuses links without a usable id", () => {
    const root = render(
      `<a href="/p/?replytocom=9#respond">Reply</a><a href="/p/#respond" data-commentid="x">Reply</a>`,
    );
    const [plain, broken] = [...root.querySelectorAll("a")];
    expect(readReplyLink(plain!)).toMatchObject({
      commentId: "9",
      postId: null,
      belowElement: null,
      replyTo: null,
    });
    expect(readReplyLink(broken!)).toBeNull();
  });
});

describe("placeholder text", () => {
  it.each([
    ["Name", "Name", true],
    [" Name ", "Name", true],
    ["Nam", "Name", false],
    ["", "Name", false],
    ["Name", null, false],
    ["", "", false],
  ])("%j with placeholder %j -> %s", (value, placeholder, expected) => {
    expect(isPlaceholderText(value, placeholder)).toBe(expected);
  });

  it("empties text fields that only hold their placeholder, never other fields", () => {
    const form = render(`<form>
      <input name="author" placeholder="Name" value="Name">
      <input name="email" type="email" placeholder="Email" value="a@b.co">
      <input name="url" data-placeholder="Website" value="Website">
      <input name="agree" type="checkbox" placeholder="on" value="on">
      <textarea name="comment" placeholder="Comment">Comment</textarea>
    </form>`).querySelector("form")!;
    expect(clearPlaceholderText(form)).toBe(3);
    const values = Object.fromEntries(new FormData(form));
    expect(values).toEqual({ author: "", email: "a@b.co", url: "", comment: "" });
  });
});

describe("fieldLabel", () => {
  it("uses the label without its required star, then the placeholder, then the name", () => {
    const root =
      render(`<label for="a">Name <span class="required">*</span></label><input id="a" name="author">
      <label for="b">Email *</label><input id="b" name="email">
      <input id="c" name="url" placeholder="Website"><input id="d" name="phone">`);
    const inputs = [...root.querySelectorAll("input")];
    expect(inputs.map(fieldLabel)).toEqual(["Name", "Email", "Website", "phone"]);
  });
});

describe("classifyCommentReply", () => {
  it("tells pages, refusals, empty and unreadable replies apart", () => {
    expect(classifyCommentReply("<!DOCTYPE html><html><body>post</body></html>", null)).toEqual({
      kind: "page",
    });
    expect(classifyCommentReply("<body class='single'>", null)).toEqual({ kind: "page" });
    expect(classifyCommentReply("whatever", "Error: no")).toEqual({ kind: "refused", message: "Error: no" });
    expect(classifyCommentReply("  ", null)).toEqual({ kind: "empty" });
    expect(classifyCommentReply('{"success": tru', null)).toEqual({ kind: "unreadable" });
  });
});

describe("refusalMessageIn", () => {
  it("reads the wp_die text through the sanitiser, without markup", () => {
    const fragment = sanitizeToFragment(
      `<body id="error-page"><div class="wp-die-message"><p><strong>Error:</strong> Please fill the required fields.<img src=x onerror=alert(1)></p></div></body>`,
    );
    expect(refusalMessageIn(fragment)).toBe("Error: Please fill the required fields.");
    expect(refusalMessageIn(sanitizeToFragment("<p>post</p>"))).toBeNull();
    expect(refusalMessageIn(sanitizeToFragment('<div class="wp-die-message"> </div>'))).toBeNull();
  });
});

describe("commentIdsIn", () => {
  it("collects comment-N ids only", () => {
    const root = render(
      `<article id="comment-3"></article><div id="comment-wrap"></div><li id="li-comment-3"></li><div id="comment-44"></div>`,
    );
    expect([...commentIdsIn(root)]).toEqual(["3", "44"]);
  });
});
