import { useEffect, useLayoutEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { createAttributeJournal } from "../../../core/attribute-journal";
import type { SearchModuleModel } from "./parse";

export const SEARCH_MODULE_MESSAGES = {
  /** The field's name when the page gives it no label and no placeholder. */
  inputLabel: "Search",
  emptyTerm: "Please enter a search term.",
} as const;

export const SEARCH_MODULE_STATES = ["idle", "empty"] as const;
export type SearchModuleState = (typeof SEARCH_MODULE_STATES)[number];
export const MESSAGE_CLASS = "enhance-search__message";

let nextId = 0;
const uniqueId = (stem: string): string => `enhance-search-${stem}-${(nextId += 1)}`;

/** Whether a term is worth sending: WordPress searches for nothing when it is empty or only white space. */
export function isEmptyTerm(value: string): boolean {
  return value.trim() === "";
}

interface SearchModuleProps {
  readonly model: SearchModuleModel;
  readonly context: ModuleContext;
}

/**
 * The search module: its form, field, label and button stay the server's nodes. The root names the field (the
 * theme's label is tied to it by id, or the placeholder becomes its name), and guards the submit: an empty term
 * is not sent, the field is marked invalid and focused, and a message under it says why. Typing clears it.
 */
export function SearchModule({ model, context }: SearchModuleProps) {
  const { module, form, input, label } = model;
  const [state, setState] = useState<SearchModuleState>("idle");
  const [messageId] = useState(() => uniqueId("message"));

  useLayoutEffect(() => {
    const journal = createAttributeJournal();
    if (label !== null && label.control !== input) {
      if (input.id === "") journal.set(input, "id", uniqueId("field"));
      journal.set(label, "for", input.id);
    } else if (
      label === null &&
      !input.hasAttribute("aria-label") &&
      !input.hasAttribute("aria-labelledby")
    ) {
      journal.set(input, "aria-label", input.placeholder.trim() || SEARCH_MODULE_MESSAGES.inputLabel);
    }
    journal.remember(module, "data-state");
    journal.remember(input, "aria-invalid");
    journal.remember(input, "aria-describedby");
    return () => journal.restore();
  }, [module, input, label]);

  useLayoutEffect(() => {
    module.dataset["state"] = state;
    if (state === "empty") {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", messageId);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }, [module, input, state, messageId]);

  useEffect(() => {
    // Its own controller: the root's unmount removes the guard even while the module's signal is still live.
    const listeners = new AbortController();
    const { signal } = listeners;
    if (context.signal.aborted) return undefined;
    context.signal.addEventListener("abort", () => listeners.abort(), { once: true, signal });
    form.addEventListener(
      "submit",
      (event) => {
        if (!isEmptyTerm(input.value)) return;
        event.preventDefault();
        flushSync(() => setState("empty"));
        input.focus();
      },
      { signal },
    );
    input.addEventListener(
      "input",
      () => {
        if (!isEmptyTerm(input.value)) flushSync(() => setState("idle"));
      },
      { signal },
    );
    return () => listeners.abort();
  }, [context, form, input]);

  return createPortal(
    <p id={messageId} className={MESSAGE_CLASS} role="status" hidden={state !== "empty"}>
      {state === "empty" ? SEARCH_MODULE_MESSAGES.emptyTerm : ""}
    </p>,
    form,
  );
}
