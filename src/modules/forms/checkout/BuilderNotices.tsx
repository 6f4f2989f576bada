import { useCallback, useState } from "react";
import { createPortal } from "react-dom";
import { CHECKOUT_FORMS } from "./fields";
import { checkedFields, noticeNameOf, REQUIRED_FIELD_SUFFIX } from "./field-rules";
import { declaredRules } from "../../../validation/declared";

/** Marks the notice group the builder preview shows, so it is never mistaken for the shop's own. */
export const BUILDER_NOTICES_ATTRIBUTE = "data-enhance-builder-notices";

/**
 * The builder preview of the checkout (spec 5 "Other"): the builder cannot place an order, so the checkout shows
 * the notices the shop gives for its required fields ("Billing First name is a required field."), for the site
 * owner to see and style them. They sit first in the first checkout form, as the shop's notices do.
 */
export function BuilderNotices({ doc, closedParts }: { doc: Document; closedParts: readonly HTMLElement[] }) {
  // Read while the island first renders, before the closed parts are hidden: they are left out by name.
  const [required] = useState(() =>
    checkedFields(doc)
      .filter((field) => !closedParts.some((part) => part.contains(field)))
      .filter((field) => declaredRules(field).rules.required === true)
      .map((field) => ({ id: field.id || field.name, name: noticeNameOf(field) })),
  );
  const form = doc.querySelector<HTMLFormElement>(CHECKOUT_FORMS);
  const placeFirst = useCallback(
    (element: HTMLDivElement | null) => {
      if (element !== null && form !== null && form.firstChild !== element) form.prepend(element);
    },
    [form],
  );
  if (form === null || required.length === 0) return null;
  return createPortal(
    <div
      ref={placeFirst}
      className="woocommerce-NoticeGroup"
      role="alert"
      {...{ [BUILDER_NOTICES_ATTRIBUTE]: "" }}
    >
      <ul className="woocommerce-error">
        {required.map(({ id, name }) => (
          <li key={id} data-id={id}>
            <strong>{name}</strong>
            {REQUIRED_FIELD_SUFFIX}
          </li>
        ))}
      </ul>
    </div>,
    form,
  );
}
