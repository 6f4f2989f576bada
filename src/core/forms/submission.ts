import { AjaxError, AjaxStatusError, isAbortError } from "../ajax-errors";
import { visuallyHide } from "../visually-hidden";

/**
 * What every form shares when it sends ("Nothing is lost"): one request in flight at a time, what the
 * visitor typed is never touched by a failure, failures are said in plain words, errors are announced and focus
 * goes to the first field to fix. Plain TypeScript with no framework, so every form chunk can use it.
 */

/** Spec 8 "Theme generic text". */
export const GENERIC_PROBLEM_MESSAGE = "There was a problem, please try again.";

/** The sentence every failure ends with: the visitor learns nothing was lost and what to do. */
export const KEPT_HINT = "What you typed is still here, so you can send it again.";

/** Plain words for each way a request fails (`src/core/ajax-errors.ts`). */
export const FAILURE_MESSAGES = {
  network: "We could not reach the site. Please check your connection.",
  timeout: "The site took too long to answer.",
  status: "The site could not handle the request right now (error {status}).",
  parse: "The site sent an answer we could not read.",
} as const;

/** The visitor-facing sentence for a failed request; anything unknown gives the theme's generic text. */
export function describeFailure(error: unknown): string {
  if (error instanceof AjaxStatusError) {
    return `${FAILURE_MESSAGES.status.replace("{status}", String(error.status))} ${KEPT_HINT}`;
  }
  if (error instanceof AjaxError) {
    return `${FAILURE_MESSAGES[error.failure]} ${KEPT_HINT}`;
  }
  return `${GENERIC_PROBLEM_MESSAGE} ${KEPT_HINT}`;
}

export type SubmissionOutcome<T> =
  /** Another request was in flight: nothing was sent. */
  | { readonly status: "ignored" }
  | { readonly status: "sent"; readonly value: T }
  | { readonly status: "failed"; readonly error: unknown; readonly message: string }
  /** The form left the page (or the caller aborted) while waiting: nothing is to be shown. */
  | { readonly status: "aborted" };

export interface SubmissionGuard {
  /** True while a request is in flight. */
  readonly busy: boolean;
  /**
   * Runs `send` unless one is already running; a second call meanwhile (double click, Enter held) sends
   * nothing and resolves `ignored`. `send` receives a signal aborted when the form is unmounted.
   */
  run<T>(send: (signal: AbortSignal) => Promise<T>): Promise<SubmissionOutcome<T>>;
}

export interface SubmissionGuardOptions {
  /** Unmount signal of the form's module. */
  readonly signal: AbortSignal;
  /** Gets `aria-busy` while a request runs (the form or its container). */
  readonly busyElement?: Element;
}

export function createSubmissionGuard({ signal, busyElement }: SubmissionGuardOptions): SubmissionGuard {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run<T>(send: (signal: AbortSignal) => Promise<T>): Promise<SubmissionOutcome<T>> {
      if (busy || signal.aborted) {
        return { status: "ignored" };
      }
      busy = true;
      busyElement?.setAttribute("aria-busy", "true");
      try {
        const value = await send(signal);
        return signal.aborted ? { status: "aborted" } : { status: "sent", value };
      } catch (error) {
        if (signal.aborted || isAbortError(error)) {
          return { status: "aborted" };
        }
        return { status: "failed", error, message: describeFailure(error) };
      } finally {
        busy = false;
        busyElement?.removeAttribute("aria-busy");
      }
    },
  };
}

/** A live region for one form: status news politely, errors assertively. */
export interface LiveRegion {
  readonly element: HTMLElement;
  announce(text: string, urgency?: "polite" | "assertive"): void;
  clear(): void;
}

/**
 * A visually hidden live region placed in `host` (created once, reused across mounts). Saying the same text
 * twice is announced twice: a no-break space toggles at its end so screen readers see a change.
 */
export function createLiveRegion(host: Element, id?: string): LiveRegion {
  const existing = host.querySelector<HTMLElement>(":scope > [data-enhance-live]");
  const element = existing ?? host.ownerDocument.createElement("div");
  if (existing === null) {
    element.dataset["enhanceLive"] = "";
    if (id !== undefined) element.id = id;
    element.setAttribute("aria-live", "polite");
    element.setAttribute("aria-atomic", "true");
    visuallyHide(element);
    host.append(element);
  }
  return {
    element,
    announce(text, urgency = "polite") {
      element.setAttribute("aria-live", urgency);
      element.textContent = element.textContent === text ? `${text}\u00a0` : text;
    },
    clear() {
      element.textContent = "";
    },
  };
}

/** Marks a field invalid or valid (`aria-invalid`) and links or unlinks the element that explains why. */
export function markInvalid(field: Element, invalid: boolean, describedById?: string): void {
  if (invalid) field.setAttribute("aria-invalid", "true");
  else field.removeAttribute("aria-invalid");
  if (describedById === undefined) return;
  const ids = new Set((field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean));
  if (invalid) ids.add(describedById);
  else ids.delete(describedById);
  if (ids.size > 0) field.setAttribute("aria-describedby", [...ids].join(" "));
  else field.removeAttribute("aria-describedby");
}

/** Moves focus to the first field that can take it; returns it, or null when none can. */
export function focusFirstInvalid(fields: Iterable<HTMLElement>): HTMLElement | null {
  for (const field of fields) {
    if (!field.isConnected || field.hasAttribute("disabled") || field.closest("[hidden]") !== null) continue;
    field.focus();
    if (field.ownerDocument.activeElement === field) {
      return field;
    }
  }
  return null;
}

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A copy of what the visitor typed or chose, keyed by control name (or id), for restoring after a swap. */
export type FormValues = ReadonlyMap<string, { value: string; checked: boolean }[]>;

function controlsOf(root: ParentNode): FormControl[] {
  return [...root.querySelectorAll<FormControl>("input, textarea, select")].filter(
    (control) =>
      !(control instanceof HTMLInputElement && ["hidden", "submit", "button"].includes(control.type)),
  );
}

function keyOf(control: FormControl): string {
  return control.name || control.id;
}

export function captureFormValues(root: ParentNode): FormValues {
  const values = new Map<string, { value: string; checked: boolean }[]>();
  for (const control of controlsOf(root)) {
    const key = keyOf(control);
    if (key === "") continue;
    const checked = control instanceof HTMLInputElement ? control.checked : false;
    const list = values.get(key) ?? [];
    list.push({ value: control.value, checked });
    values.set(key, list);
  }
  return values;
}

/**
 * Puts captured values back into controls of the same names (a re-rendered form that came back empty). Boxes
 * are re-checked by value; text is only filled into controls that are empty, so a server's own value wins.
 */
export function restoreFormValues(
  root: ParentNode,
  values: FormValues,
  skip?: (control: Element) => boolean,
): void {
  const seen = new Map<string, number>();
  for (const control of controlsOf(root)) {
    const key = keyOf(control);
    const saved = values.get(key);
    if (saved === undefined || skip?.(control) === true) continue;
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      const match = saved.find((entry) => entry.value === control.value);
      if (match !== undefined) control.checked = match.checked;
      continue;
    }
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    const entry = saved[index];
    if (entry !== undefined && control.value === "") control.value = entry.value;
  }
}
