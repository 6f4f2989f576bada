import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { markInvalid } from "../../../core/forms/submission";
import { VISUALLY_HIDDEN_STYLE } from "../../../core/visually-hidden";

/**
 * What the form islands share: the live region, the error marks they keep on the server's controls, and the
 * record of the server's markup that their cleanup gives back.
 */

/*
 * The live region: status news politely, errors assertively. The same styles as `visuallyHide` (and the theme's
 * `screen-reader-text` class), so it is heard and never seen, theme CSS or not.
 */

export type Urgency = "polite" | "assertive";

export interface Announcement {
  readonly text: string;
  readonly urgency: Urgency;
}

const SILENT: Announcement = { text: "", urgency: "polite" };

/**
 * What the live region says, and `announce` to say something. Saying the same text twice is announced twice: a
 * no-break space toggles at its end so screen readers see a change.
 */
export function useAnnouncer(): {
  announcement: Announcement;
  announce: (text: string, urgency?: Urgency) => void;
} {
  const [announcement, setAnnouncement] = useState<Announcement>(SILENT);
  const announce = useCallback((text: string, urgency: Urgency = "polite") => {
    setAnnouncement((previous) => ({ text: previous.text === text ? `${text}\u00a0` : text, urgency }));
  }, []);
  return { announcement, announce };
}

export function LiveRegion({ id, announcement }: { id: string; announcement: Announcement }) {
  return (
    <div
      data-enhance-live=""
      id={id}
      aria-live={announcement.urgency}
      aria-atomic="true"
      className="screen-reader-text"
      style={VISUALLY_HIDDEN_STYLE}
    >
      {announcement.text}
    </div>
  );
}

/**
 * Keeps the error marks of the controls in `invalid` on the server's nodes: the theme's class (null where the
 * theme has none), aria-invalid and the link to the message that explains them; controls that left the set lose
 * them. Returns the set as the page shows it now.
 */
export function useFieldErrors<T extends HTMLElement>(
  invalid: ReadonlySet<T>,
  errorClass: string | null,
  describedBy: string | undefined,
): { readonly current: ReadonlySet<T> } {
  const marked = useRef<ReadonlySet<T>>(invalid);
  useLayoutEffect(() => {
    for (const control of marked.current) {
      if (invalid.has(control)) continue;
      if (errorClass !== null) control.classList.remove(errorClass);
      markInvalid(control, false, describedBy);
    }
    for (const control of invalid) {
      if (errorClass !== null) control.classList.add(errorClass);
      markInvalid(control, true, describedBy);
    }
    marked.current = invalid;
  }, [invalid, errorClass, describedBy]);
  return marked;
}

/**
 * Records the attributes of `root`'s descendants, and of `own` on `root` itself (what the island writes there;
 * the rest belongs to the boot and other scripts). The returned cleanup writes them back in the server's order,
 * so the markup reads exactly as it was; what the visitor typed stays.
 */
export function rememberMarkup(root: Element, own: readonly string[]): () => void {
  const listOf = (element: Element, names?: readonly string[]) =>
    [...element.attributes]
      .filter(({ name }) => names === undefined || names.includes(name))
      .map(({ name, value }) => [name, value] as const);
  const saved = [...root.querySelectorAll("*")].map((element) => ({ element, attributes: listOf(element) }));
  const rootAttributes = listOf(root, own);
  const key = (list: readonly (readonly [string, string])[]) => list.map((pair) => pair.join("=")).join("\n");
  return () => {
    for (const { element, attributes } of saved) {
      if (key(listOf(element)) === key(attributes)) continue;
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
      for (const [name, value] of attributes) element.setAttribute(name, value);
    }
    for (const name of own) root.removeAttribute(name);
    for (const [name, value] of rootAttributes) root.setAttribute(name, value);
  };
}

/**
 * Records `element`'s attributes; the returned cleanup gives the ones in `owned` their server values again (or
 * takes them away), keeping the server's order, and leaves what other scripts wrote in other attributes.
 */
export function rememberOwnedAttributesInOrder(element: Element, owned: readonly string[]): () => void {
  const saved = [...element.attributes].map(({ name, value }) => [name, value] as const);
  const savedValue = new Map(saved);
  return () => {
    const changed = owned.some((name) => element.getAttribute(name) !== (savedValue.get(name) ?? null));
    if (!changed) return;
    const current = new Map([...element.attributes].map(({ name, value }) => [name, value] as const));
    const restored = saved.flatMap(([name, value]): Array<readonly [string, string]> => {
      if (owned.includes(name)) return [[name, value]];
      const now = current.get(name);
      return now === undefined ? [] : [[name, now]];
    });
    const added = [...current].filter(([name]) => !savedValue.has(name) && !owned.includes(name));
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
    for (const [name, value] of [...restored, ...added]) element.setAttribute(name, value);
  };
}

/** The lines of an error message as the theme lists them: one `li` per missing field or problem. */
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
