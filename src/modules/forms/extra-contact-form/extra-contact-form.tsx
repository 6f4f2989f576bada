import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { rememberMarkup } from "../shared/form-island";
import { ExtraContactForm, type ExtraControls } from "./ExtraContactForm";
import { FIELD_NAMES, type FieldName } from "./rules";

/**
 * The Extra theme's site contact form: a small React island per form holds its state (`ExtraContactForm`); the
 * form, its fields and its button stay the server's nodes.
 */

export {
  EXTRA_CONTACT_ACTION,
  FIELD_NAMES,
  interpretExtraReply,
  validateExtraContact,
  type ExtraContactError,
  type ExtraContactReply,
  type ExtraContactState,
  type FieldName,
} from "./rules";

export function mount(form: HTMLElement, context: ModuleContext): Cleanup | undefined {
  if (!(form instanceof HTMLFormElement)) return undefined;
  const controls = new Map<FieldName, HTMLInputElement | HTMLTextAreaElement>();
  for (const name of FIELD_NAMES) {
    const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${name}, [name="${name}"]`);
    if (control !== null) controls.set(name, control);
  }
  const name = controls.get("contact_name");
  const email = controls.get("contact_email");
  if (name === undefined || email === undefined) {
    context.log.warn("extra contact form: #contact_name or #contact_email is missing; left as it is");
    return undefined;
  }
  // What the island writes on the form itself; cleanup takes it away again.
  const restoreMarkup = rememberMarkup(form, ["novalidate", "data-state", "aria-busy"]);
  form.noValidate = true;
  let messageArea = form.querySelector<HTMLElement>(".message");
  let addedMessageArea: HTMLElement | null = null;
  if (messageArea === null) {
    messageArea = document.createElement("div");
    messageArea.className = "message";
    (form.querySelector("h3") ?? form.firstElementChild)?.after(messageArea);
    if (!messageArea.isConnected) form.prepend(messageArea);
    addedMessageArea = messageArea;
  }
  messageArea.id ||= "extra-contact-form-message";
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const loader = button?.querySelector<HTMLElement>(".loader") ?? null;
  loader?.setAttribute("aria-hidden", "true");

  for (const [fieldName, control] of controls) {
    if (control.labels?.length === 0 && !control.hasAttribute("aria-label")) {
      const label = control.dataset["label"] ?? control.placeholder.replace(/\s*\*\s*$/, "");
      if (label.trim() !== "") control.setAttribute("aria-label", label.trim());
    }
    if (fieldName === "contact_name" || fieldName === "contact_email") {
      control.setAttribute("aria-required", "true");
    }
  }

  const model: ExtraControls = {
    nodes: [...form.childNodes],
    controls,
    name,
    email,
    messageArea,
    serverMessage: [...messageArea.childNodes],
    button,
    loader,
  };
  const unmountIsland = mountParsedIsland(form, context, { ok: true, model }, (parsed) => (
    <ExtraContactForm form={form} context={context} model={parsed} />
  ));
  return () => {
    unmountIsland?.();
    addedMessageArea?.remove();
    restoreMarkup();
  };
}
