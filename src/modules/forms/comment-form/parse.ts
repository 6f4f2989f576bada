import type { ParseResult } from "../../../boot/island";

/**
 * Reading WordPress' comment markup and the replies of `wp-comments-post.php`. Nothing here changes the page
 * except `clearPlaceholderText`, which is the spec's own rule for the form.
 */

/** What a reply link says (WordPress prints these on `a.comment-reply-link`). */
export interface ReplyLink {
  /** The comment to answer: digits only. */
  readonly commentId: string;
  readonly postId: string | null;
  /** The element the form goes after (`comment-12`, `div-comment-12`). */
  readonly belowElement: string | null;
  /** The id of the form's block the link expects (`respond`). */
  readonly respondElement: string | null;
  /** The heading while answering ("Reply to Maria"). */
  readonly replyTo: string | null;
}

const DIGITS = /^\d+$/;

/** A comment or post id: digits only, else null (a tampered attribute must never reach a field). */
export function parseId(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return DIGITS.test(trimmed) ? trimmed : null;
}

/** The reply link's data, falling back to its `?replytocom=N` address for themes that print no data. */
export function readReplyLink(link: HTMLAnchorElement): ReplyLink | null {
  let commentId = parseId(link.dataset["commentid"]);
  if (commentId === null) {
    try {
      commentId = parseId(new URL(link.href, link.ownerDocument.baseURI).searchParams.get("replytocom"));
    } catch {
      commentId = null;
    }
  }
  if (commentId === null) return null;
  const optional = (value: string | undefined): string | null => {
    const trimmed = value?.trim() ?? "";
    return trimmed === "" ? null : trimmed;
  };
  return {
    commentId,
    postId: parseId(link.dataset["postid"]),
    belowElement: optional(link.dataset["belowelement"]),
    respondElement: optional(link.dataset["respondelement"]),
    replyTo: optional(link.dataset["replyto"]),
  };
}

/** Spec 5: text that is only the field's placeholder (an old placeholder imitation) is not a value. */
export function isPlaceholderText(value: string, placeholder: string | null): boolean {
  return placeholder !== null && placeholder.trim() !== "" && value.trim() === placeholder.trim();
}

/** Empties every text field whose value is its placeholder; returns how many it emptied. */
export function clearPlaceholderText(form: HTMLFormElement): number {
  let cleared = 0;
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (
      control instanceof HTMLInputElement &&
      !["text", "email", "url", "search", "tel", ""].includes(control.type)
    ) {
      continue;
    }
    if (
      isPlaceholderText(
        control.value,
        control.getAttribute("placeholder") ?? control.dataset["placeholder"] ?? null,
      )
    ) {
      control.value = "";
      cleared += 1;
    }
  }
  return cleared;
}

/** A field's name for messages: its label without the required star, else its placeholder, else its name. */
export function fieldLabel(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  const label = control.labels?.[0] ?? null;
  if (label !== null) {
    const copy = label.cloneNode(true) as HTMLElement;
    for (const marker of copy.querySelectorAll(".required, abbr")) marker.remove();
    const text = (copy.textContent ?? "")
      .replace(/\s+/g, " ")
      .replace(/\*\s*$/, "")
      .trim();
    if (text !== "") return text;
  }
  return (control.getAttribute("placeholder") ?? "").trim() || control.getAttribute("name") || "";
}

export type CommentReply =
  /** A page: WordPress accepted the comment and redirected back to the post. */
  | { readonly kind: "page" }
  /** A `wp_die()` page: the comment was refused; `message` is its text. */
  | { readonly kind: "refused"; readonly message: string }
  /** Nothing at all (WordPress exits silently for a post that does not exist). */
  | { readonly kind: "empty" }
  /** Not a page (a broken proxy reply, JSON). */
  | { readonly kind: "unreadable" };

const LOOKS_LIKE_A_PAGE = /<(?:!doctype\s+html|html|body)[\s>]/i;

/**
 * What a reply means. `messageOf` reads the refusal text out of the sanitised reply (the caller owns the HTML
 * sink), so this stays a plain function of the text.
 */
export function classifyCommentReply(body: string, refusalMessage: string | null): CommentReply {
  if (refusalMessage !== null) return { kind: "refused", message: refusalMessage };
  if (body.trim() === "") return { kind: "empty" };
  return LOOKS_LIKE_A_PAGE.test(body) ? { kind: "page" } : { kind: "unreadable" };
}

/** The text of WordPress' refusal in a sanitised reply, or null when the reply is not one. */
export function refusalMessageIn(fragment: ParentNode): string | null {
  const message = fragment.querySelector(".wp-die-message");
  if (message === null) return null;
  const text = (message.textContent ?? "").replace(/\s+/g, " ").trim();
  return text === "" ? null : text;
}

const COMMENT_ID = /^comment-(\d+)$/;

/** The comment ids (`comment-N` elements) under `root`. */
export function commentIdsIn(root: ParentNode): Set<string> {
  const ids = new Set<string>();
  for (const element of root.querySelectorAll("[id^='comment-']")) {
    const match = COMMENT_ID.exec(element.id);
    if (match?.[1] !== undefined) ids.add(match[1]);
  }
  return ids;
}

/** What the comment form island adopts: `#respond`'s nodes and the parts of the form it works with. */
export interface CommentFormModel {
  /** `#respond`'s children, in order. */
  readonly nodes: readonly Node[];
  readonly form: HTMLFormElement;
  readonly parentInput: HTMLInputElement | null;
  readonly postInput: HTMLInputElement | null;
  readonly cancelLink: HTMLAnchorElement | null;
  /** The heading's own words: its first text-bearing child ("Cancel reply" lives in a `<small>` beside it). */
  readonly headingText: ChildNode | null;
}

/** The island's model, or why `#respond` is left as it is. */
export function parseCommentForm(respond: HTMLElement): ParseResult<CommentFormModel> {
  const form = respond.querySelector("form");
  if (form === null) return { ok: false, reason: "comment block without a form" };
  const heading = respond.querySelector<HTMLElement>("#reply-title, .comment-reply-title");
  const headingText =
    heading === null
      ? null
      : ([...heading.childNodes].find((node) =>
          node.nodeType === Node.TEXT_NODE
            ? (node.textContent ?? "").trim() !== ""
            : node.nodeName !== "SMALL",
        ) ?? null);
  return {
    ok: true,
    model: {
      nodes: [...respond.childNodes],
      form,
      parentInput: form.querySelector<HTMLInputElement>('input[name="comment_parent"]'),
      postInput: form.querySelector<HTMLInputElement>('input[name="comment_post_ID"]'),
      cancelLink: respond.querySelector<HTMLAnchorElement>("#cancel-comment-reply-link"),
      headingText,
    },
  };
}
