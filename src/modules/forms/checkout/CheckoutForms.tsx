import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { slideHeight } from "../../../core/motion";
import {
  CHECKED_PAYMENT_CLASS,
  CHECKOUT_FORMS,
  CREATE_ACCOUNT,
  isField,
  MIRROR_ATTRIBUTE,
  mirrorsOf,
  moveAlertRole,
  NOTICE_GROUPS,
  PAYMENT_BOX_SLIDE_MS,
  SHIP_TO_DIFFERENT,
  SHIPPING_SLIDE_MS,
  submittingForm,
  triggersUpdateCheckout,
  UPDATE_CHECKOUT_EVENT,
} from "./fields";
import type { CheckoutModel, Disclosure } from "./parse";

/** The hidden copies of the other modules' fields, and the form that places the order. */
interface Mirrors {
  readonly target: HTMLFormElement | null;
  readonly values: ReadonlyMap<string, string>;
}

/** A change of payment method; a new object each time, so the marker follows even a re-rendered list. */
interface PaymentChoice {
  readonly animate: boolean;
}

interface CheckoutFormsProps {
  readonly context: ModuleContext;
  readonly model: CheckoutModel;
}

function show(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  element.style.display = shown ? "" : "none";
}

async function slide(element: HTMLElement, open: boolean, duration: number): Promise<void> {
  element.dataset["state"] = open ? "open" : "closed";
  if (open) {
    show(element, true);
    await slideHeight(element, "open", duration);
  } else {
    await slideHeight(element, "close", duration);
    // A quick re-check during the slide wins.
    if (element.dataset["state"] === "closed") show(element, false);
  }
}

let generatedIds = 0;
function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    generatedIds += 1;
    element.id = `${prefix}-${generatedIds}`;
  }
  return element.id;
}

/**
 * The shop checkout (spec 4 "Shop", 3 "Checkout fields mirrored by name", 7 notes, 8 "Checkout"): the shipping
 * address follows "ship to a different address", the account fields follow "create an account", the chosen
 * payment method is marked and its box shown, shipping changes announce `update_checkout`, duplicate notice
 * groups are hidden. The island renders the hidden copies of the other modules' fields into the submitting form;
 * everything else is the server's nodes, with the state applied to them.
 */
export function CheckoutForms({ context, model }: CheckoutFormsProps) {
  const { doc, shippingAddress, accountFields } = model;
  const [mirrors, setMirrors] = useState<Mirrors>(() => {
    const target = submittingForm(doc);
    return { target, values: mirrorsOf(doc, target) };
  });
  const [shipsElsewhere, setShipsElsewhere] = useState(() => shippingAddress?.box.checked ?? false);
  const [createsAccount, setCreatesAccount] = useState(() => accountFields?.box.checked ?? false);
  const [payment, setPayment] = useState<PaymentChoice>({ animate: false });
  const duration = useCallback((ms: number): number => (context.reducedMotion() ? 0 : ms), [context]);

  useDisclosure(shippingAddress, shipsElsewhere, "enhance-shipping-address", duration);
  useDisclosure(accountFields, createsAccount, "enhance-account-fields", duration);

  useLayoutEffect(() => {
    for (const item of doc.querySelectorAll<HTMLElement>(".wc_payment_method")) {
      const radio = item.querySelector<HTMLInputElement>('input[type="radio"][name="payment_method"]');
      const checked = radio?.checked ?? false;
      item.classList.toggle(CHECKED_PAYMENT_CLASS, checked);
      item.dataset["state"] = checked ? "checked" : "unchecked";
      const box = item.querySelector<HTMLElement>(".payment_box");
      if (radio === null || box === null) continue;
      if (!payment.animate) {
        box.dataset["state"] = checked ? "open" : "closed";
        show(box, checked);
      } else if (checked !== (box.dataset["state"] === "open")) {
        void slide(box, checked, duration(PAYMENT_BOX_SLIDE_MS));
      }
    }
  }, [doc, payment, duration]);

  // A server copy of a mirrored name (a hidden input outside the form's rows) would send the name twice.
  useLayoutEffect(() => {
    const { target, values } = mirrors;
    if (target === null) return;
    for (const input of target.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
      if (values.has(input.name) && !input.hasAttribute(MIRROR_ATTRIBUTE) && !input.closest(".form-row")) {
        input.remove();
      }
    }
  }, [mirrors]);

  useLayoutEffect(() => {
    const hideDuplicateNotices = (): void => {
      [...doc.querySelectorAll<HTMLElement>(NOTICE_GROUPS)].forEach((group, index) => {
        moveAlertRole(group);
        if (index > 0) show(group, false);
      });
    };
    hideDuplicateNotices();
    // The shop inserts notice groups into every checkout form after a failed order; only the first may stay.
    const observer = new MutationObserver((mutations) => {
      const addedNotice = mutations.some((mutation) =>
        [...mutation.addedNodes].some(
          (node) =>
            node instanceof Element && (node.matches(NOTICE_GROUPS) || node.querySelector(NOTICE_GROUPS)),
        ),
      );
      if (addedNotice) hideDuplicateNotices();
    });
    const forms = [...doc.querySelectorAll(CHECKOUT_FORMS)];
    for (const form of forms) observer.observe(form, { childList: true });
    const containers = new Set(forms.map((form) => form.parentElement).filter((parent) => parent !== null));
    for (const container of containers) observer.observe(container, { childList: true });
    return () => observer.disconnect();
  }, [doc]);

  useLayoutEffect(() => {
    const listening = new AbortController();
    const onChange = (event: Event): void => {
      const field = event.target;
      // Only the checkout's own fields: a newsletter or search form elsewhere on the page is none of its business.
      if (!isField(field) || field.closest(CHECKOUT_FORMS) === null) return;
      const name = field.name;
      const isBox = field instanceof HTMLInputElement && field.type === "checkbox";
      flushSync(() => {
        if (isBox && name === SHIP_TO_DIFFERENT) setShipsElsewhere(field.checked);
        if (isBox && name === CREATE_ACCOUNT) setCreatesAccount(field.checked);
        if (name === "payment_method") setPayment({ animate: true });
        const target = submittingForm(doc);
        setMirrors({ target, values: mirrorsOf(doc, target) });
      });
      if (triggersUpdateCheckout(name)) {
        doc.body.dispatchEvent(
          new CustomEvent(UPDATE_CHECKOUT_EVENT, { bubbles: true, detail: { field: name } }),
        );
      }
    };
    doc.addEventListener("change", onChange, { signal: listening.signal });
    const stopWithModule = (): void => listening.abort();
    context.signal.addEventListener("abort", stopWithModule, { once: true });
    return () => {
      context.signal.removeEventListener("abort", stopWithModule);
      listening.abort();
    };
  }, [doc, context]);

  // The field rules come in a chunk of their own, after the checkout has mounted.
  useLayoutEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    import("./field-rules").then(
      ({ startFieldRules }) => {
        if (!stopped) stop = startFieldRules(doc, context, CHECKOUT_FORMS);
      },
      (error: unknown) => context.reportError(error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [doc, context]);

  const { target, values } = mirrors;
  if (target === null || values.size === 0) return null;
  return createPortal(<MirrorInputs target={target} values={values} />, target);
}

/** The hidden copies, first in the submitting form, where the shop's own script used to put them. */
function MirrorInputs({ target, values }: { target: HTMLFormElement; values: ReadonlyMap<string, string> }) {
  const placeFirst = useCallback(
    (element: HTMLDivElement | null) => {
      if (element !== null && target.firstChild !== element) target.prepend(element);
    },
    [target],
  );
  return (
    <div ref={placeFirst} hidden>
      {[...values].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} {...{ [MIRROR_ATTRIBUTE]: "" }} />
      ))}
    </div>
  );
}

/**
 * A part of the checkout that a box opens: shown at once in the shop's state at mount, then sliding with the
 * box. The box names the part it controls.
 */
function useDisclosure(
  disclosure: Disclosure | null,
  open: boolean,
  idPrefix: string,
  duration: (ms: number) => number,
): void {
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (disclosure === null) return;
    disclosure.box.setAttribute("aria-controls", ensureId(disclosure.part, idPrefix));
  }, [disclosure, idPrefix]);
  useLayoutEffect(() => {
    if (disclosure === null) return;
    if (!mounted.current) {
      mounted.current = true;
      disclosure.part.dataset["state"] = open ? "open" : "closed";
      show(disclosure.part, open);
      return;
    }
    void slide(disclosure.part, open, duration(SHIPPING_SLIDE_MS));
  }, [disclosure, open, duration]);
}
