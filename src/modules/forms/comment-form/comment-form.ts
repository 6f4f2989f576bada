import type { Cleanup, ModuleContext } from "../../../boot/types";
import { AjaxParseError, AjaxStatusError } from "../../../core/ajax-errors";
import { focusWithoutScrolling } from "../../../core/scroll";
import {
  createLiveRegion,
  createSubmissionGuard,
  describeFailure,
  focusFirstInvalid,
  KEPT_HINT,
  markInvalid,
} from "../../../core/forms/submission";
import { isFilled, isValidEmail } from "../../../validation";
import {
  classifyCommentReply,
  clearPlaceholderText,
  commentIdsIn,
  fieldLabel,
  readReplyLink,
  refusalMessageIn,
  type ReplyLink,
} from "./parse";
import { urlFromOrigins, webUrl } from "../../../core/urls";

/**
 * The comment form (spec 4 "Comments"; 5 "Site contact form": placeholder text cleared on submit).
 *
 * Replying moves `#respond` right after the chosen comment, sets `comment_parent`, names the comment in the
 * heading and shows "Cancel reply"; cancelling puts the form back where it was and resets the parent to 0. The
 * form is sent with a request instead of a page load, so a network failure, a timeout or a refusal (WordPress'
 * `wp_die` page) leaves every word in place with the reason in plain words; a second submit while one is in
 * flight sends nothing. States on `#respond`: `data-state` idle | replying, and on the form idle | sending |
 * error | sent.
 */

/** Spoken and shown after an accepted comment that the page cannot show yet (held for moderation). */
export const AWAITING_MODERATION_MESSAGE = "Thank you. Your comment is awaiting moderation.";
/** Spoken and shown when the reply page holds the new comment. */
export const POSTED_MESSAGE = "Thank you. Your comment has been posted.";
/** Marks where the form sat, so cancelling can put it back (WordPress uses the same id). */
export const PLACEHOLDER_ID = "wp-temp-form-div";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const COMMENT_LISTS = "ol.commentlist, ol.comment-list, ul.commentlist, ul.comment-list";

function show(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  element.style.display = shown ? "" : "none";
}

export function mount(respond: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const found = respond.querySelector("form");
  if (found === null) return undefined;
  const form: HTMLFormElement = found;
  const { signal } = context;
  const doc = respond.ownerDocument;
  const parentInput = form.querySelector<HTMLInputElement>('input[name="comment_parent"]');
  const postInput = form.querySelector<HTMLInputElement>('input[name="comment_post_ID"]');
  const cancelLink = respond.querySelector<HTMLAnchorElement>("#cancel-comment-reply-link");
  const heading = respond.querySelector<HTMLElement>("#reply-title, .comment-reply-title");
  // The heading's own words sit in its first text-bearing child; "Cancel reply" lives in a <small> beside it.
  const headingText =
    heading === null
      ? null
      : ([...heading.childNodes].find((node) =>
          node.nodeType === Node.TEXT_NODE
            ? (node.textContent ?? "").trim() !== ""
            : node.nodeName !== "SMALL",
        ) ?? null);
  const originalHeading = headingText?.textContent ?? "";
  const originalPost = postInput?.value ?? "";
  const live = createLiveRegion(respond);
  const guard = createSubmissionGuard({ signal, busyElement: form });

  // The visible message area, at the top of the form: errors and the thank-you stay readable, not only spoken.
  const message = doc.createElement("div");
  message.className = "comment-form-message";
  message.id = `${form.id || "commentform"}-message`;
  message.tabIndex = -1;
  show(message, false);
  form.prepend(message);

  // The form's own messages replace the browser's bubbles, so every problem is listed, spoken and focusable.
  const hadNoValidate = form.noValidate;
  form.noValidate = true;

  let openedBy: HTMLAnchorElement | null = null;
  respond.dataset["state"] = "idle";
  form.dataset["state"] = "idle";
  if (cancelLink !== null) show(cancelLink, false);

  function placeholder(): HTMLElement {
    let marker = doc.getElementById(PLACEHOLDER_ID);
    if (marker === null) {
      marker = doc.createElement("div");
      marker.id = PLACEHOLDER_ID;
      marker.hidden = true;
      respond.before(marker);
    }
    return marker;
  }

  function replyTo(link: HTMLAnchorElement, reply: ReplyLink): boolean {
    const below =
      (reply.belowElement === null ? null : doc.getElementById(reply.belowElement)) ??
      doc.getElementById(`div-comment-${reply.commentId}`) ??
      doc.getElementById(`comment-${reply.commentId}`);
    if (below === null || below.contains(respond)) return false;
    placeholder();
    below.after(respond);
    if (parentInput !== null) parentInput.value = reply.commentId;
    if (postInput !== null && reply.postId !== null) postInput.value = reply.postId;
    if (headingText !== null && reply.replyTo !== null) headingText.textContent = reply.replyTo;
    if (cancelLink !== null) show(cancelLink, true);
    respond.dataset["state"] = "replying";
    respond.dataset["replyTo"] = reply.commentId;
    openedBy = link;
    const first = form.querySelector<Control>("#comment, textarea, input:not([type=hidden])");
    first?.focus();
    return true;
  }

  function cancelReply(restoreFocus: boolean): void {
    const marker = doc.getElementById(PLACEHOLDER_ID);
    if (marker !== null) {
      marker.replaceWith(respond);
    }
    if (parentInput !== null) parentInput.value = "0";
    if (postInput !== null) postInput.value = originalPost;
    if (headingText !== null) headingText.textContent = originalHeading;
    if (cancelLink !== null) show(cancelLink, false);
    respond.dataset["state"] = "idle";
    delete respond.dataset["replyTo"];
    const opener = openedBy;
    openedBy = null;
    if (restoreFocus && opener?.isConnected) opener.focus();
  }

  doc.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a.comment-reply-link");
      if (link === null || link === undefined) return;
      const reply = readReplyLink(link);
      if (reply === null) return;
      if (reply.respondElement !== null && reply.respondElement !== respond.id) return;
      if (replyTo(link, reply)) event.preventDefault();
    },
    { signal },
  );
  cancelLink?.addEventListener(
    "click",
    (event) => {
      event.preventDefault();
      cancelReply(true);
    },
    { signal },
  );

  function say(text: string, kind: "error" | "sent"): void {
    message.replaceChildren(
      ...text.split("\n").map((line) => Object.assign(doc.createElement("p"), { textContent: line })),
    );
    message.dataset["state"] = kind;
    // Spoken once, by the live region; the visible area stays a plain block.
    show(message, true);
    live.announce(text.replace(/\n/g, " "), kind === "error" ? "assertive" : "polite");
    form.dataset["state"] = kind === "error" ? "error" : "sent";
  }

  function clearMessages(): void {
    message.replaceChildren();
    show(message, false);
    for (const control of form.querySelectorAll("[aria-invalid]")) markInvalid(control, false, message.id);
  }

  /** Required fields (the theme marks them `required` / `aria-required`) and the address format. */
  function validate(): boolean {
    const controls = [...form.querySelectorAll<Control>("input, textarea, select")].filter(
      (control) => control.type !== "hidden" && control.closest("[hidden]") === null,
    );
    const missing = controls.filter(
      (control) =>
        (control.required || control.getAttribute("aria-required") === "true") && !isFilled(control.value),
    );
    const email = controls.find((control) => control.name === "email");
    const badEmail =
      email !== undefined && isFilled(email.value) && !isValidEmail(email.value) ? email : null;
    if (missing.length === 0 && badEmail === null) return true;
    const lines: string[] = [];
    if (missing.length > 0) {
      lines.push(context.config.pbCustom.fill_message, ...missing.map(fieldLabel));
    }
    if (badEmail !== null) lines.push(context.config.extra.contact_error_email_invalid);
    const invalid = controls.filter((control) => missing.includes(control) || control === badEmail);
    for (const control of invalid) markInvalid(control, true, message.id);
    say(lines.join("\n"), "error");
    focusFirstInvalid(invalid);
    return false;
  }

  async function readReply(body: string): Promise<void> {
    const fragment = await context.html.toFragment(body);
    const reply = classifyCommentReply(body, refusalMessageIn(fragment));
    switch (reply.kind) {
      case "refused":
        say(`${reply.message}\n${KEPT_HINT}`, "error");
        return;
      case "empty":
        say(describeFailure(null), "error");
        return;
      case "unreadable":
        say(describeFailure(new AjaxParseError(form.action, body, "not a page")), "error");
        return;
      case "page":
        accepted(fragment);
        return;
    }
  }

  /** The comment is in: show it when the reply page has it, clear the text, put the form back. */
  function accepted(fragment: DocumentFragment): void {
    const pageList = doc.querySelector<HTMLElement>(COMMENT_LISTS);
    const replyList = fragment.querySelector<HTMLElement>(COMMENT_LISTS);
    const known = commentIdsIn(doc);
    const fresh = replyList === null ? [] : [...commentIdsIn(replyList)].filter((id) => !known.has(id));
    const comment = form.querySelector<HTMLTextAreaElement>('textarea[name="comment"]');
    if (comment !== null) comment.value = "";
    cancelReply(false);
    if (pageList !== null && replyList !== null && fresh.length > 0) {
      pageList.replaceChildren(...replyList.childNodes);
      context.bus.emit("content:inserted", { container: pageList, source: "comment-form" });
      say(POSTED_MESSAGE, "sent");
      const added = doc.getElementById(`comment-${fresh[0] ?? ""}`);
      if (added !== null) {
        if (typeof added.scrollIntoView === "function") {
          added.scrollIntoView({ block: "center", behavior: context.reducedMotion() ? "instant" : "smooth" });
        }
        focusWithoutScrolling(added);
      }
      return;
    }
    say(AWAITING_MODERATION_MESSAGE, "sent");
    focusWithoutScrolling(message);
  }

  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      if (guard.busy) return;
      clearPlaceholderText(form);
      clearMessages();
      if (!validate()) return;
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form, event.submitter)) {
        if (typeof value === "string") body.append(name, value);
      }
      const action = form.getAttribute("action") ?? doc.baseURI;
      if (
        urlFromOrigins(action, doc.baseURI, [doc.defaultView?.location.origin ?? window.location.origin]) ===
        null
      ) {
        // Another site's reply is never read into this page: a web address is posted by the browser as before,
        // anything else (a script address) is not posted at all.
        if (webUrl(action, doc.baseURI) !== null) HTMLFormElement.prototype.submit.call(form);
        else context.log.warn(`comment form: action "${action}" is not a web address; not sent`, form);
        return;
      }
      form.dataset["state"] = "sending";
      void guard
        .run((requestSignal) => context.ajax.postForm(action, body, { signal: requestSignal }))
        .then(async (outcome) => {
          if (outcome.status === "sent") {
            await readReply(outcome.value);
          } else if (outcome.status === "failed") {
            // WordPress refuses duplicates (409), floods (429) and closed posts (403) with a page that says why.
            const error = outcome.error;
            const refusal =
              error instanceof AjaxStatusError && error.body !== ""
                ? refusalMessageIn(await context.html.toFragment(error.body))
                : null;
            say(refusal === null ? outcome.message : `${refusal}\n${KEPT_HINT}`, "error");
          }
        })
        .catch((error: unknown) => context.reportError(error));
    },
    { signal },
  );

  return () => {
    if (respond.dataset["state"] === "replying") cancelReply(false);
    message.remove();
    form.noValidate = hadNoValidate;
    doc.getElementById(PLACEHOLDER_ID)?.remove();
  };
}
