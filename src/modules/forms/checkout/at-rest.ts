import { CHECKOUT_FORMS, CREATE_ACCOUNT, NOTICE_GROUPS, SHIP_TO_DIFFERENT } from "./fields";

/**
 * The checkout before it mounts (`enhance.css`, src/at-rest): the shipping address and the account fields are
 * closed while their box is unticked, as the mounted checkout shows them in the shop's state (CheckoutForms.tsx).
 * Open for a moment, they would fold away and move everything under them. Once mounted a part has a `data-state`
 * and the module opens and closes it (with its slide). Of the notice groups the shop prints into each checkout
 * form after a failed order, only the first in the document shows, as mounted: a later one is one with an earlier
 * one, or an element holding one, among its own or an ancestor's preceding siblings.
 */
const unticked = (name: string): string => `input[type="checkbox"][name="${name}"]:not(:checked)`;

const earlier = `:is(${NOTICE_GROUPS}, :has(${NOTICE_GROUPS}))`;

export const CHECKOUT_AT_REST_CSS = `
${earlier} ~ ${NOTICE_GROUPS}, ${earlier} ~ * ${NOTICE_GROUPS} { display: none; }
.woocommerce-shipping-fields:has(${unticked(SHIP_TO_DIFFERENT)}) .shipping_address:not([data-state]),
:is(${CHECKOUT_FORMS}):has(${unticked(CREATE_ACCOUNT)}) div.create-account:not([data-state]) { display: none; }
`;
