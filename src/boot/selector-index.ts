/**
 * The scan finds every element some definition's selector matches, then has to tell which definitions match each
 * one. Testing each element against every definition (`element.matches()`, about sixty selectors) costs more than
 * the query itself on a page with many modules. Most selectors name a class, an id or a tag that every element
 * they match must carry (`.et_pb_row .et_pb_module.et_pb_menu` only ever matches elements with the class
 * `et_pb_module`): indexed by that name, each element is tested only against the definitions it could match. A
 * selector this cannot read (`[data-et-multi-view]`, `:is(...)`) is tested on every element, as before.
 */

/**
 * The selector without what its parentheses and brackets hold (`:not(...)`, `[attr]`): only the names of the
 * compounds themselves say what an element must carry. Regular expressions rather than a loop over characters: the
 * index is built as the page starts, when the loader's code still runs cold.
 */
function withoutGroups(selector: string): string {
  let previous: string;
  let stripped = selector;
  do {
    previous = stripped;
    stripped = stripped.replace(/\([^()]*\)|\[[^[\]]*\]/g, "");
  } while (stripped !== previous);
  return stripped;
}

const NAME = "-?[_a-zA-Z][\\w-]*";
const CLASS_NAME = new RegExp(`\\.(${NAME})`);
const ID = new RegExp(`#(${NAME})`);
const TAG = new RegExp(`^(${NAME})`);

/**
 * A name every element matching `alternative` (without its groups) carries: `.class`, `#id` or a tag, lower
 * case (class and id matching ignores case in quirks mode, so the index must not be stricter than the browser).
 * Null when its subject names none.
 */
function keyOf(alternative: string): string | null {
  // The subject: the last compound, after the last combinator.
  const compound =
    alternative
      .trim()
      .split(/[\s>+~]+/)
      .pop() ?? "";
  const className = CLASS_NAME.exec(compound)?.[1];
  if (className) return `.${className.toLowerCase()}`;
  const id = ID.exec(compound)?.[1];
  if (id) return `#${id.toLowerCase()}`;
  const tag = TAG.exec(compound)?.[1];
  return tag ? tag.toLowerCase() : null;
}

/** The keys of a whole selector list, one per alternative; null when any alternative has none, or on an escape. */
export function selectorKeys(selector: string): string[] | null {
  if (selector.includes("\\")) return null;
  const keys: string[] = [];
  for (const alternative of withoutGroups(selector).split(",")) {
    const key = keyOf(alternative);
    if (key === null) return null;
    keys.push(key);
  }
  return keys;
}

/**
 * Returns, for an element, the definitions whose selectors it may match, in the definitions' order: a superset of
 * those it matches (the caller still tests each with `element.matches()`), never missing one.
 */
export function createSelectorIndex<T extends { readonly selector: string }>(
  definitions: readonly T[],
): (element: Element) => T[] {
  const byKey = new Map<string, T[]>();
  const unkeyed: T[] = [];
  for (const definition of definitions) {
    const keys = selectorKeys(definition.selector);
    if (!keys) unkeyed.push(definition);
    else for (const key of keys) byKey.set(key, [...(byKey.get(key) ?? []), definition]);
  }
  // Runs for every element the scan finds (hundreds on a long page): a short array, no set, sorted only when two
  // definitions or more are left, which few elements have.
  return (element) => {
    const candidates = [...unkeyed];
    const add = (key: string): void => {
      for (const definition of byKey.get(key.toLowerCase()) ?? []) {
        if (!candidates.includes(definition)) candidates.push(definition);
      }
    };
    add(element.localName);
    add(`#${element.id}`);
    for (const name of element.classList) add(`.${name}`);
    if (candidates.length > 1) candidates.sort((a, b) => definitions.indexOf(a) - definitions.indexOf(b));
    return candidates;
  };
}
