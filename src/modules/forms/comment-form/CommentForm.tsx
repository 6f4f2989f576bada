import { useCallback, useLayoutEffect, useState, type CSSProperties } from "react";
import { createPortal, flushSync } from "react-dom";
import { Adopted } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { AjaxParseError, AjaxStatusError } from "../../../core/ajax-errors";
import { focusWithoutScrolling } from "../../../core/scroll";
import {
  createSubmissionGuard,
  describeFailure,
  focusFirstInvalid,
  KEPT_HINT,
} from "../../../core/forms/submission";
import { urlFromOrigins, webUrl } from "../../../core/urls";
import { isFilled, isValidEmail } from "../../../validation";
import { LiveRegion, useAnnouncer, useFieldErrors, type Urgency } from "../shared/form-island";
import {
  classifyCommentReply,
  clearPlaceholderText,
  commentIdsIn,
  fieldLabel,
  readReplyLink,
  refusalMessageIn,
  type CommentFormModel,
  type ReplyLink,
} from "./parse";

/** Spoken and shown after an accepted comment that the page cannot show yet (held for moderation). */
export const AWAITING_MODERATION_MESSAGE = "Thank you. Your comment is awaiting moderation.";
/** Spoken and shown when the reply page holds the new comment. */
export const POSTED_MESSAGE = "Thank you. Your comment has been posted.";
/** Marks where the form sat, so cancelling can put it back (WordPress uses the same id). */
export const PLACEHOLDER_ID = "wp-temp-form-div";

/** The form's states, in its `data-state`. */
export type CommentFormState = "idle" | "sending" | "error" | "sent";

/** What the message area at the top of the form says: its lines, and whether it is an error or the thanks. */
interface Message {
  readonly lines: readonly string[];
  readonly kind: "error" | "sent";
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const COMMENT_LISTS = "ol.commentlist, ol.comment-list, ul.commentlist, ul.comment-list";
const NO_CONTROLS: ReadonlySet<Control> = new Set();
const HIDDEN: CSSProperties = { display: "none" };

/** What the listeners change; each change is committed at once, so the page reads as it did without React. */
interface Updates {
  state(next: CommentFormState): void;
  message(next: Message | null): void;
  invalid(next: ReadonlySet<Control>): void;
  reply(next: ReplyLink | null): void;
  announce(text: string, urgency?: Urgency): void;
}

interface CommentFormProps {
  readonly host: HTMLElement;
  readonly context: ModuleContext;
  readonly model: CommentFormModel;
}

function show(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  element.style.display = shown ? "" : "none";
}

/**
 * The comment form (spec 4 "Comments"; 5 "Site contact form": placeholder text cleared on submit).
 *
 * Replying moves `#respond` right after the chosen comment, sets `comment_parent`, names the comment in the
 * heading and shows "Cancel reply"; cancelling puts the form back where it was and resets the parent to 0. The
 * form is sent with a request instead of a page load, so a network failure, a timeout or a refusal (WordPress'
 * `wp_die` page) leaves every word in place with the reason in plain words; a second submit while one is in
 * flight sends nothing. States on `#respond`: `data-state` idle | replying, and on the form idle | sending |
 * error | sent. The island renders the message area at the top of the form and the live region; the server's
 * heading, fields and links are adopted.
 */
export function CommentForm({ host, context, model }: CommentFormProps) {
  const { form, parentInput, postInput, cancelLink, headingText } = model;
  const [state, setState] = useState<CommentFormState>("idle");
  const [message, setMessage] = useState<Message | null>(null);
  const [invalid, setInvalid] = useState(NO_CONTROLS);
  const [reply, setReply] = useState<ReplyLink | null>(null);
  const { announcement, announce } = useAnnouncer();
  const messageId = `${form.id || "commentform"}-message`;
  useFieldErrors(invalid, null, messageId);

  useLayoutEffect(() => {
    form.dataset["state"] = state;
  }, [form, state]);

  // The reply's values stay while it lasts; when it ends (cancel, a new reply, unmount) the form's own return.
  useLayoutEffect(() => {
    if (reply === null) {
      host.dataset["state"] = "idle";
      return undefined;
    }
    const originalPost = postInput?.value;
    const originalHeading = headingText?.textContent;
    if (parentInput !== null) parentInput.value = reply.commentId;
    if (postInput !== null && reply.postId !== null) postInput.value = reply.postId;
    if (headingText !== null && reply.replyTo !== null) headingText.textContent = reply.replyTo;
    host.dataset["state"] = "replying";
    host.dataset["replyTo"] = reply.commentId;
    return () => {
      if (parentInput !== null) parentInput.value = "0";
      if (postInput !== null && originalPost !== undefined) postInput.value = originalPost;
      if (headingText !== null && originalHeading !== undefined) headingText.textContent = originalHeading;
      delete host.dataset["replyTo"];
    };
  }, [host, reply, parentInput, postInput, headingText]);

  useLayoutEffect(() => {
    if (cancelLink !== null) show(cancelLink, reply !== null);
  }, [cancelLink, reply]);

  useLayoutEffect(() => {
    const commit = (change: () => void): void => flushSync(change);
    const updates: Updates = {
      state: (next) => commit(() => setState(next)),
      message: (next) => commit(() => setMessage(next)),
      invalid: (next) => commit(() => setInvalid(next)),
      reply: (next) => commit(() => setReply(next)),
      announce: (text, urgency) => commit(() => announce(text, urgency)),
    };
    return listen(host, context, model, messageId, updates);
  }, [host, context, model, messageId, announce]);

  // The message area opens the form: the island's element, placed first among the server's controls.
  const placeFirst = useCallback(
    (element: HTMLDivElement | null) => {
      if (element !== null && form.firstChild !== element) form.prepend(element);
    },
    [form],
  );

  return (
    <>
      <Adopted nodes={model.nodes} />
      {createPortal(
        <div
          ref={placeFirst}
          className="comment-form-message"
          id={messageId}
          tabIndex={-1}
          data-state={message?.kind}
          hidden={message === null}
          style={message === null ? HIDDEN : undefined}
        >
          {message?.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>,
        form,
      )}
      <LiveRegion id={`${messageId}-live`} announcement={announcement} />
    </>
  );
}

/**
 * The form's listeners for the island's life: reply links anywhere on the page, the cancel link and the submit.
 * They move `#respond` (a move, not a state) and commit every change of state through `updates`.
 */
function listen(
  respond: HTMLElement,
  context: ModuleContext,
  model: CommentFormModel,
  messageId: string,
  updates: Updates,
): () => void {
  const { form, cancelLink } = model;
  const doc = respond.ownerDocument;
  const listening = new AbortController();
  const { signal } = listening;
  const stopWithModule = (): void => listening.abort();
  context.signal.addEventListener("abort", stopWithModule, { once: true });
  const guard = createSubmissionGuard({ signal: context.signal, busyElement: form });
  let openedBy: HTMLAnchorElement | null = null;
  let replying = false;

  // The form's own messages replace the browser's bubbles, so every problem is listed, spoken and focusable.
  form.noValidate = true;

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
    replying = true;
    updates.reply(reply);
    openedBy = link;
    const first = form.querySelector<Control>("#comment, textarea, input:not([type=hidden])");
    first?.focus();
    return true;
  }

  /** Puts the form back where the server printed it. */
  function putBack(): void {
    doc.getElementById(PLACEHOLDER_ID)?.replaceWith(respond);
  }

  function cancelReply(restoreFocus: boolean): void {
    putBack();
    replying = false;
    updates.reply(null);
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
    updates.message({ lines: text.split("\n"), kind });
    // Spoken once, by the live region; the visible area stays a plain block.
    updates.announce(text.replace(/\n/g, " "), kind === "error" ? "assertive" : "polite");
    updates.state(kind === "error" ? "error" : "sent");
  }

  function clearMessages(): void {
    updates.message(null);
    updates.invalid(NO_CONTROLS);
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
    updates.invalid(new Set(invalid));
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
    const message = doc.getElementById(messageId);
    if (message !== null) focusWithoutScrolling(message);
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
      updates.state("sending");
      void guard
        .run((requestSignal) => context.ajax.postForm(action, body, { signal: requestSignal }))
        .then(async (outcome) => {
          if (signal.aborted) return;
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
    context.signal.removeEventListener("abort", stopWithModule);
    listening.abort();
    // The form goes back where the server printed it; the reply's values leave with the island's state.
    if (replying) putBack();
    doc.getElementById(PLACEHOLDER_ID)?.remove();
  };
}
