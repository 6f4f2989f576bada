import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { rememberMarkup } from "../shared/form-island";
import { pageSpamProtection, type SpamProtectionProvider } from "../../../core/forms/spam-protection";
import { CONDITION_KEYDOWN_DEBOUNCE_MS } from "../../../validation/conditions";
import { ContactForm, type ContactFormSettings, type ContactView } from "./ContactForm";
import { formNumberOf } from "./fields";
import { ensureMessageArea, prepareForm } from "./form-model";
import type { ContactMessages } from "./validate";

/**
 * The contact form module's root: one small React island per `.et_pb_contact_form_container`, which adopts the
 * server's form and every node in it (`ContactForm`).
 */

export { CONDITION_KEYDOWN_DEBOUNCE_MS };
export { ERROR_CLASS, ERROR_TEXT_CLASS } from "./form-model";
export type { ContactFormState } from "./ContactForm";

export interface ContactFormOptions {
  /** Navigates to the redirect URL after a successful submission. */
  redirect?: (url: string) => void;
  /** Random source for new captcha numbers. */
  random?: () => number;
  /** The spam-protection provider; the page's own by default. */
  spamProtection?: () => SpamProtectionProvider | null;
}

/** What the island writes on the container itself; cleanup takes it away again. */
const ISLAND_ATTRIBUTES = ["data-state", "aria-busy"];

export function mount(container: HTMLElement, context: ModuleContext): Cleanup | undefined {
  return enhanceContactForm(container, context);
}

export function enhanceContactForm(
  container: HTMLElement,
  context: ModuleContext,
  options: ContactFormOptions = {},
): Cleanup | undefined {
  const config = context.config.pbCustom;
  const messages: ContactMessages = {
    fill: config.fill_message,
    general: config.contact_error_message,
    invalidEmail: config.invalid,
    wrongCaptcha: config.wrong_captcha,
  };
  const formNumber = formNumberOf(container, container.querySelector("form"));
  const settings: ContactFormSettings = {
    formNumber,
    messages,
    redirect: options.redirect ?? ((url: string) => window.location.assign(url)),
    spamProtection: options.spamProtection ?? pageSpamProtection,
    setup: {
      config,
      baseId: container.id || `et_pb_contact_form_${formNumber}`,
      random: options.random ?? Math.random,
      warn: (message) => context.log.warn(message),
    },
  };
  const restoreMarkup = rememberMarkup(container, ISLAND_ATTRIBUTES);
  // The message area the theme's script would add goes in before the island takes the container's nodes.
  const form = container.querySelector<HTMLFormElement>("form.et_pb_contact_form");
  const addedMessageArea = form === null ? null : ensureMessageArea(container, form);
  const initial: ContactView = {
    form: prepareForm(container, settings.setup),
    nodes: [...container.childNodes],
    generation: 0,
  };
  const unmountIsland = mountParsedIsland(container, context, { ok: true, model: initial }, (view) => (
    <ContactForm host={container} context={context} settings={settings} initial={view} />
  ));
  return () => {
    unmountIsland?.();
    addedMessageArea?.remove();
    restoreMarkup();
  };
}
