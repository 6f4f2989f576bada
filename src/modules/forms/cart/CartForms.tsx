import { useLayoutEffect, useMemo } from "react";
import { createPortal } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { AjaxParseError } from "../../../core/ajax-errors";
import { createSubmissionGuard, describeFailure } from "../../../core/forms/submission";
import {
  createFieldChecker,
  hasDeclaredRules,
  isCheckedField,
  showFieldMessage,
  type CheckedField,
  type FieldChecker,
} from "../../../validation/field-checks";
import { LiveRegion, useAnnouncer } from "../shared/form-island";
import { APPLY_COUPON, CART_FORM, NOTICES, UPDATE_CART, type CartModel } from "./parse";
import { readCartReply, type CartReply } from "./reply";

/** The class of the message shown under a cart field that breaks its rule. */
export const FIELD_MESSAGE_CLASS = "cart-inline-error-message";
export const LIVE_REGION_ID = "enhance-cart-live";

interface CartFormsProps {
  readonly context: ModuleContext;
  readonly model: CartModel;
  /** The notices wrapper: the server's, or the one the island added. */
  readonly notices: HTMLElement;
}

type Say = (text: string, urgency?: "polite" | "assertive") => void;

/**
 * The cart's behaviour on the server's nodes: the cart form is sent to the shop in the background (its fields,
 * its nonce and the button that sent it, as the shop's own script does), a removal link is followed the same
 * way, and the cart, the totals and the notice are replaced by the reply's. Fields are checked by the rules
 * they declare (a quantity's minimum and stock, the coupon's remote check) before anything is sent. The live
 * region says the notice and the new total.
 */
export function CartForms({ context, model, notices }: CartFormsProps) {
  const { announcement, announce } = useAnnouncer();
  const checker = useMemo(
    () =>
      createFieldChecker(
        (address, fields, signal) => context.ajax.postForm(address, fields, { signal }),
        context.signal,
      ),
    [context],
  );

  useLayoutEffect(() => {
    const { doc } = model;
    const listening = new AbortController();
    const options = { signal: listening.signal };
    const guard = createSubmissionGuard({ signal: context.signal, busyElement: model.cartRegion });
    const cartForm = (): HTMLFormElement | null => doc.querySelector<HTMLFormElement>(CART_FORM);
    // The fields' rules are checked here, with the shop's words; the browser's own bubbles would come first.
    const validatesNatively = !(cartForm()?.noValidate ?? true);
    const takeOverValidation = (): void => {
      const form = cartForm();
      if (form !== null) form.noValidate = true;
    };
    takeOverValidation();

    const send = async (request: (signal: AbortSignal) => Promise<string>): Promise<void> => {
      const outcome = await guard.run(async (signal) => context.html.toFragment(await request(signal)));
      if (outcome.status === "failed") {
        showFailure(notices, outcome.message, announce);
        return;
      }
      if (outcome.status !== "sent") return;
      const reply = readCartReply(outcome.value);
      if (reply === null) {
        showFailure(notices, describeFailure(new AjaxParseError("cart", "", "not a cart page")), announce);
        return;
      }
      applyReply(model, notices, reply, announce);
      takeOverValidation();
    };

    const onSubmit = (event: SubmitEvent): void => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(CART_FORM)) return;
      const submitter = event.submitter;
      const action =
        submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter.name : "";
      if (action !== UPDATE_CART && action !== APPLY_COUPON) return;
      event.preventDefault();
      if (guard.busy) return;
      void (async () => {
        const fields = action === APPLY_COUPON ? couponFields(form) : quantityFields(form);
        if (!(await allValid(fields, checker))) return;
        const body = new URLSearchParams();
        for (const [name, value] of new FormData(form))
          if (typeof value === "string") body.append(name, value);
        if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) {
          body.append(submitter.name, submitter.value);
        }
        await send((signal) => context.ajax.postForm(form.action, body, { signal }));
      })();
    };

    // Enter in a quantity would send the form's first button (the coupon's): the shop means "update the cart".
    const onKeyDown = (event: KeyboardEvent): void => {
      const field = event.target;
      if (event.key !== "Enter" || !(field instanceof HTMLInputElement) || !field.matches(".qty")) return;
      const form = field.form;
      const update = form?.querySelector<HTMLButtonElement | HTMLInputElement>(`[name="${UPDATE_CART}"]`);
      if (form == null || update == null || !form.matches(CART_FORM)) return;
      event.preventDefault();
      form.requestSubmit(update);
    };

    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a.remove") : null;
      if (link === null || cartForm()?.contains(link) !== true) return;
      event.preventDefault();
      void send((signal) => context.ajax.getText(link.href, { signal }));
    };

    // A message appearing as the visitor leaves a field would move the buttons under the pointer, so new
    // messages wait for a send; a field already marked is checked again as it changes. The remote rule is asked
    // at once, so its answer is ready by then.
    const onChange = (event: Event): void => {
      const field = event.target;
      if (!isCheckedField(field) || cartForm()?.contains(field) !== true || !hasDeclaredRules(field)) return;
      if (field.getAttribute("aria-invalid") === "true") void showCheck(field, checker);
      else void checker.check(field);
    };

    doc.addEventListener("submit", onSubmit, options);
    doc.addEventListener("keydown", onKeyDown, options);
    doc.addEventListener("click", onClick, options);
    doc.addEventListener("change", onChange, options);
    const stopWithModule = (): void => listening.abort();
    context.signal.addEventListener("abort", stopWithModule, { once: true });
    return () => {
      context.signal.removeEventListener("abort", stopWithModule);
      listening.abort();
      const form = cartForm();
      if (form !== null && validatesNatively) form.noValidate = false;
      for (const field of form?.querySelectorAll("input, select, textarea") ?? []) {
        if (isCheckedField(field)) showFieldMessage(field, null, FIELD_MESSAGE_CLASS);
      }
    };
  }, [model, notices, context, checker, announce]);

  const liveHost = notices.parentElement ?? model.doc.body;
  return createPortal(<LiveRegion id={LIVE_REGION_ID} announcement={announcement} />, liveHost);
}

const quantityFields = (form: HTMLFormElement): CheckedField[] =>
  [...form.querySelectorAll<HTMLInputElement>("input.qty")].filter(hasDeclaredRules);

const couponFields = (form: HTMLFormElement): CheckedField[] =>
  [...form.querySelectorAll<HTMLInputElement>('[name="coupon_code"]')].filter(hasDeclaredRules);

/** Checks a field and shows what its rules say; returns whether it passed. */
async function showCheck(field: CheckedField, checker: FieldChecker): Promise<boolean> {
  const result = await checker.check(field);
  if (!field.isConnected) return true;
  showFieldMessage(field, result.valid ? null : result.message, FIELD_MESSAGE_CLASS);
  return result.valid;
}

/** Checks every field; the first that fails gets the focus. Nothing is sent while one fails. */
async function allValid(fields: readonly CheckedField[], checker: FieldChecker): Promise<boolean> {
  const results = await Promise.all(fields.map((field) => showCheck(field, checker)));
  const firstInvalid = fields.find((_, index) => !results[index]);
  firstInvalid?.focus();
  return firstInvalid === undefined;
}

/** A failed request: the shop's error notice, in words, and what the visitor changed stays in the form. */
function showFailure(notices: HTMLElement, message: string, say: Say): void {
  const list = notices.ownerDocument.createElement("ul");
  list.className = "woocommerce-error";
  const item = notices.ownerDocument.createElement("li");
  item.textContent = message;
  list.append(item);
  notices.replaceChildren(list);
  say(message, "assertive");
}

/**
 * Puts the reply's cart, totals and notices in place of the page's. Focus that was in a part that left the page
 * goes to the same control in the new cart, else to the notice, so keyboard users keep their place.
 */
function applyReply(model: CartModel, notices: HTMLElement, reply: CartReply, say: Say): void {
  const { doc, cartRegion, totalsRegion } = model;
  const active = doc.activeElement;
  const activeName =
    active instanceof HTMLInputElement || active instanceof HTMLButtonElement ? active.name : "";
  cartRegion.replaceChildren(...reply.cart);
  totalsRegion?.replaceChildren(...reply.totals);
  notices.replaceChildren(...reply.notices);
  const focusLost = active === null || active === doc.body || !active.isConnected;
  if (focusLost) {
    const sameControl =
      activeName === "" ? null : cartRegion.querySelector<HTMLElement>(`[name="${CSS.escape(activeName)}"]`);
    const notice =
      notices.querySelector<HTMLElement>(NOTICES) ?? cartRegion.querySelector<HTMLElement>(NOTICES);
    const target = sameControl ?? notice;
    if (target !== null) {
      if (target === notice) target.tabIndex = -1;
      target.focus();
    }
  }
  const total = reply.total === null ? "" : ` Total: ${reply.total}.`;
  const empty = reply.total === null ? cartRegion.querySelector(NOTICES)?.textContent?.trim() : undefined;
  say(
    `${reply.noticeText}${total}${empty === undefined ? "" : ` ${empty}`}`.trim(),
    reply.failed ? "assertive" : "polite",
  );
}
