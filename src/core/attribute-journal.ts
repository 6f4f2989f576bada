/** Remembers each attribute's first value so cleanup can put the server's markup back exactly. */
export interface AttributeJournal {
  remember(target: Element, name: string): void;
  set(target: Element, name: string, value: string): void;
  restore(): void;
}

export function createAttributeJournal(): AttributeJournal {
  const recorded = new Map<Element, Set<string>>();
  const restorers: Array<() => void> = [];
  const remember = (target: Element, name: string): void => {
    let names = recorded.get(target);
    if (!names) recorded.set(target, (names = new Set()));
    if (names.has(name)) return;
    names.add(name);
    const original = target.getAttribute(name);
    restorers.push(() =>
      original === null ? target.removeAttribute(name) : target.setAttribute(name, original),
    );
  };
  return {
    remember,
    set(target, name, value) {
      remember(target, name);
      target.setAttribute(name, value);
    },
    restore() {
      for (const restoreOne of restorers.reverse()) restoreOne();
      restorers.length = 0;
      recorded.clear();
    },
  };
}

/** Reads `names` on `element` now; the returned function puts them back exactly (absent ones removed). */
export function rememberAttributes(element: Element, names: readonly string[]): () => void {
  const saved = names.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/**
 * Reads every attribute of each of `elements` now; the returned function gives each element exactly those
 * attributes again (attributes added since are removed, changed ones set back).
 */
export function rememberAllAttributes(elements: Iterable<Element>): () => void {
  const saved = [...elements].map(
    (element) => [element, [...element.attributes].map(({ name, value }) => [name, value] as const)] as const,
  );
  return () => {
    for (const [element, attributes] of saved) {
      const names = new Set(attributes.map(([name]) => name));
      for (const name of element.getAttributeNames()) if (!names.has(name)) element.removeAttribute(name);
      for (const [name, value] of attributes) {
        if (element.getAttribute(name) !== value) element.setAttribute(name, value);
      }
    }
  };
}
