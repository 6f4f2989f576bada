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
