import type { Cleanup, ModuleContext } from "../../../boot/types";
import {
  DEFAULT_FIELD_PREFIX,
  FIELD_NAMES,
  InteractionCollector,
  postsToSameOrigin,
  prefixedFields,
  sanitizePrefix,
} from "./collector";

/**
 * The page-wide part of the collector. Listeners go on the document once, however many forms the page has, and
 * stay while at least one POST form is mounted. Measurements live as long as the page: a form inserted after the
 * visitor has typed elsewhere still reports what happened before it.
 */

/** Marks the inputs this collector added, so a second submit replaces them instead of adding copies. */
export const ADDED_FIELD_ATTRIBUTE = "data-enhance-anti-spam";
/** Where the spam filter plugin prints its prefix (`p.akismet-fields-container[data-prefix="ak_"]`). */
const PREFIX_CONTAINER = ".akismet-fields-container[data-prefix]";

let collector: InteractionCollector | null = null;
let listeners: AbortController | null = null;
let mountedForms = 0;

/** The prefix of a form: its own container's, else the page's first, else `ak_`. */
export function fieldPrefixFor(form: HTMLFormElement): string {
  const container =
    form.querySelector(PREFIX_CONTAINER) ?? form.ownerDocument.querySelector(PREFIX_CONTAINER);
  return container === null ? DEFAULT_FIELD_PREFIX : sanitizePrefix(container.getAttribute("data-prefix"));
}

/** The method and target a submission really uses: a submit button's `formmethod`/`formaction` wins. */
function submissionOf(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): { method: string; action: string | null } {
  const method = submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get";
  const action = submitter?.getAttribute("formaction") ?? form.getAttribute("action");
  return { method: method.trim().toLowerCase(), action };
}

/** Writes the collector's fields into `form`, replacing any an earlier submit added. */
export function addFieldsTo(form: HTMLFormElement, source: InteractionCollector): void {
  const prefix = fieldPrefixFor(form);
  const names = new Set(Object.values(FIELD_NAMES).map((name) => `${prefix}${name}`));
  for (const input of form.querySelectorAll<HTMLInputElement>(`input[type="hidden"]`)) {
    if (input.hasAttribute(ADDED_FIELD_ATTRIBUTE) || names.has(input.name)) input.remove();
  }
  const document = form.ownerDocument;
  for (const [name, value] of prefixedFields(prefix, source.snapshot())) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    input.setAttribute(ADDED_FIELD_ATTRIBUTE, "");
    form.append(input);
  }
}

function handleSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || collector === null) return;
  const { method, action } = submissionOf(form, event.submitter);
  if (method !== "post") return;
  const view = form.ownerDocument.defaultView;
  if (view === null || !postsToSameOrigin(action, form.ownerDocument.baseURI, view.location.origin)) return;
  addFieldsTo(form, collector);
}

function start(view: Window): void {
  collector ??= new InteractionCollector();
  const active = collector;
  listeners = new AbortController();
  const options: AddEventListenerOptions = { capture: true, passive: true, signal: listeners.signal };
  const document = view.document;
  // Capture on the document: these run before any handler on the form itself, so enhancers that serialize the
  // form in their own submit listener (and send it with fetch) already find the fields.
  document.addEventListener("submit", handleSubmit, options);
  document.addEventListener("keydown", (event) => active.keyDown(event.key, event.repeat), options);
  document.addEventListener("keyup", (event) => active.keyUp(event.key), options);
  document.addEventListener("input", () => active.inputStarted(), options);
  document.addEventListener("mousedown", () => active.mouseDown(), options);
  document.addEventListener("mouseup", () => active.mouseUp(), options);
  document.addEventListener("mousemove", (event) => active.mouseMove(event.clientX, event.clientY), options);
  document.addEventListener("touchstart", () => active.touchStart(), options);
  document.addEventListener("touchend", () => active.touchEnd(), options);
  document.addEventListener("touchmove", () => active.touchMove(), options);
  view.addEventListener("scroll", () => active.scroll(), options);
}

function stop(): void {
  listeners?.abort();
  listeners = null;
  collector?.pause();
}

export function mount(form: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const view = form.ownerDocument.defaultView;
  if (view === null) return undefined;
  if (mountedForms === 0) start(view);
  mountedForms += 1;
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    mountedForms -= 1;
    if (mountedForms === 0) stop();
  };
  context.signal.addEventListener("abort", release, { once: true });
  return release;
}

/** For tests: forget every measurement and listener. */
export function resetAntiSpamForTests(): void {
  stop();
  collector = null;
  mountedForms = 0;
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
