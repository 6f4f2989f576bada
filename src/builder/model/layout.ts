/**
 * The builder's layout model (spec 3 "Builder module components", spec 6): the page as a tree of sections, rows,
 * inner rows, columns, inner columns and modules, read either from the rendered page or from a shortcode layout.
 * Every node has an address (its dot-separated indexes from the top of the layout), the attributes it was saved
 * with, its text content, and whether it is locked or disabled, flags a node takes from any of its ancestors.
 */

export interface LayoutNode {
  /** Dot-separated indexes from the top of the layout (`"0.1.0.2"`), the same as the element's `data-address`. */
  address: string;
  /** The element's shortcode name: `et_pb_section`, `et_pb_row`, `et_pb_row_inner`, `et_pb_column`, ... */
  type: string;
  attrs: Record<string, string>;
  /** The raw text inside the node when it holds no child nodes; empty for containers. */
  content: string;
  children: LayoutNode[];
  /** Locked itself or inside a locked ancestor. */
  locked: boolean;
  /** Disabled itself or inside a disabled ancestor. */
  disabled: boolean;
  /** The page element the node was read from (only for `readLayout`). */
  element?: Element;
}

export const SECTION = "et_pb_section";
export const ROW = "et_pb_row";
export const INNER_ROW = "et_pb_row_inner";
export const COLUMN = "et_pb_column";
export const INNER_COLUMN = "et_pb_column_inner";

/** The structural types; every other type is a module (or a module's item, such as a tab). */
export const STRUCTURE_TYPES: readonly string[] = [SECTION, ROW, INNER_ROW, COLUMN, INNER_COLUMN];

/** Spec 3: attributes that change nothing the wireframe view shows. */
export const WIREFRAME_IGNORED_ATTRS: readonly string[] = [
  "locked",
  "global_module",
  "admin_label",
  "collapsed",
  "ab_subject_id",
  "ab_goal",
  "disabled",
  "disabled_on",
  "column_structure",
  "type",
  "_deleted",
];

const ADDRESS_PATTERN = /^\d+(?:\.\d+)*$/;

/** Spec 5 "Builder helpers": an address is dot-separated numeric indexes; anything else gives an empty address. */
export function moduleAddress(value: unknown): string {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? String(value) : "";
  return typeof value === "string" && ADDRESS_PATTERN.test(value) ? value : "";
}

/** The address of the node's parent (`"0.1"` for `"0.1.2"`), or empty for a top-level node or a bad address. */
export function parentAddress(address: string): string {
  const valid = moduleAddress(address);
  const cut = valid.lastIndexOf(".");
  return cut < 0 ? "" : valid.slice(0, cut);
}

/** The node at `address`, or null when the address is invalid or names no node. */
export function findByAddress(nodes: readonly LayoutNode[], address: string): LayoutNode | null {
  const valid = moduleAddress(address);
  if (!valid) return null;
  let level: readonly LayoutNode[] = nodes;
  let found: LayoutNode | null = null;
  for (const part of valid.split(".")) {
    found = level[Number(part)] ?? null;
    if (!found) return null;
    level = found.children;
  }
  return found;
}

/** Every node of the tree, parents before their children, in page order. */
export function* walkLayout(nodes: readonly LayoutNode[]): Generator<LayoutNode> {
  for (const node of nodes) {
    yield node;
    yield* walkLayout(node.children);
  }
}

function isOn(value: string | undefined): boolean {
  return value === "on";
}

/** Sets addresses and the inherited flags on a tree built without them. */
function settle(
  nodes: LayoutNode[],
  prefix: string,
  lockedAbove: boolean,
  disabledAbove: boolean,
): LayoutNode[] {
  nodes.forEach((node, index) => {
    node.address = prefix ? `${prefix}.${index}` : String(index);
    node.locked = lockedAbove || isOn(node.attrs.locked);
    node.disabled = disabledAbove || isOn(node.attrs.disabled);
    settle(node.children, node.address, node.locked, node.disabled);
  });
  return nodes;
}

function newNode(type: string, attrs: Record<string, string>): LayoutNode {
  return { address: "", type, attrs, content: "", children: [], locked: false, disabled: false };
}

// ---------------------------------------------------------------------------------------------------------------
// The rendered page

/** Every element the layout is made of; a module's items (tabs, slides, accordion toggles) carry the module class. */
export const LAYOUT_SELECTOR = ".et_pb_section, .et_pb_row, .et_pb_row_inner, .et_pb_column, .et_pb_module";

/** Attributes the builder keeps on an element as `data-builder-<name>` (dashes stand for underscores). */
const BUILDER_ATTR_PREFIX = "data-builder-";

/** A module's indexed class (`et_pb_tabs_0`, `et_pb_text_2_tb_header`) names its shortcode. */
const INDEXED_CLASS = /^(et_pb_[a-z0-9_]+?)_\d+(?:_tb_(?:header|body|footer))?$/;

function elementType(element: Element): string {
  const classes = element.classList;
  if (classes.contains("et_pb_section")) return SECTION;
  if (classes.contains("et_pb_row_inner")) return INNER_ROW;
  if (classes.contains("et_pb_row")) return ROW;
  if (classes.contains("et_pb_column_inner")) return INNER_COLUMN;
  if (classes.contains("et_pb_column")) return COLUMN;
  for (const name of classes) {
    const match = INDEXED_CLASS.exec(name);
    if (match?.[1] && match[1] !== "et_pb_module") return match[1];
  }
  for (const name of classes) {
    if (name.startsWith("et_pb_") && name !== "et_pb_module") return name;
  }
  return "et_pb_module";
}

function elementAttrs(element: Element, type: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (element.id) attrs.module_id = element.id;
  if (type === SECTION) {
    if (element.classList.contains("et_pb_fullwidth_section")) attrs.fullwidth = "on";
    if (element.classList.contains("et_section_specialty")) attrs.specialty = "on";
  }
  for (const attribute of Array.from(element.attributes)) {
    if (!attribute.name.startsWith(BUILDER_ATTR_PREFIX)) continue;
    const name = attribute.name.slice(BUILDER_ATTR_PREFIX.length).replaceAll("-", "_");
    if (name) attrs[name] = attribute.value;
  }
  return attrs;
}

function layoutParent(element: Element, root: ParentNode): Element | null {
  let current = element.parentElement;
  while (current && current !== root) {
    if (current.matches(LAYOUT_SELECTOR)) return current;
    current = current.parentElement;
  }
  return null;
}

/**
 * The layout of the page under `root`: each layout element hangs under the nearest layout element around it, so
 * regular, specialty and full-width sections, inner rows and modules with items all read the same way. A leaf's
 * content is its trimmed text. Attributes come from the markup (`id` as `module_id`, the full-width and specialty
 * section classes) and from any `data-builder-<name>` attribute, such as `data-builder-locked="on"`.
 */
export function readLayout(root: ParentNode): LayoutNode[] {
  const top: LayoutNode[] = [];
  const byElement = new Map<Element, LayoutNode>();
  for (const element of Array.from(root.querySelectorAll(LAYOUT_SELECTOR))) {
    const type = elementType(element);
    const node = newNode(type, elementAttrs(element, type));
    node.element = element;
    byElement.set(element, node);
    const parent = layoutParent(element, root);
    const parentNode = parent ? byElement.get(parent) : undefined;
    (parentNode ? parentNode.children : top).push(node);
  }
  for (const node of byElement.values()) {
    if (node.children.length === 0)
      node.content = (node.element?.textContent ?? "").replace(/\s+/g, " ").trim();
  }
  return settle(top, "", false, false);
}

// ---------------------------------------------------------------------------------------------------------------
// Shortcode layouts

/**
 * A builder shortcode's name: a prefix, an underscore and a name (`et_pb_text`, `dipl_ajax_search`). Other
 * bracketed text (`[1]`, `[note]`) is content.
 */
const SHORTCODE_NAME = /^[a-z][a-z0-9]*_[a-z0-9_-]+$/i;

/** `name="value"`, `name='value'` or `name=value`, as WordPress reads shortcode attributes. */
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'\]]+))/g;

interface Tag {
  kind: "open" | "close" | "self";
  name: string;
  attrs: Record<string, string>;
  start: number;
  end: number;
}

function parseAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) attrs[name] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return attrs;
}

/** The tag starting at `start` (an opening bracket), or null when the bracket opens no builder shortcode. */
function readTag(text: string, start: number): Tag | null {
  let index = start + 1;
  const closing = text[index] === "/";
  if (closing) index += 1;
  const nameMatch = /^[\w-]+/.exec(text.slice(index));
  const name = nameMatch?.[0];
  if (!name || !SHORTCODE_NAME.test(name)) return null;
  index += name.length;
  // Find the closing bracket outside quoted values, which may hold a "]".
  let quote: string | null = null;
  for (let cursor = index; cursor < text.length; cursor += 1) {
    const char = text[cursor];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "[") {
      return null;
    } else if (char === "]") {
      const inner = text.slice(index, cursor);
      if (closing) return inner.trim() ? null : { kind: "close", name, attrs: {}, start, end: cursor + 1 };
      const selfClosing = /\/\s*$/.test(inner);
      return {
        kind: selfClosing ? "self" : "open",
        name,
        attrs: parseAttributes(selfClosing ? inner.replace(/\/\s*$/, "") : inner),
        start,
        end: cursor + 1,
      };
    }
  }
  return null;
}

interface Frame {
  node: LayoutNode;
  /** Where the node's inner text starts. */
  innerStart: number;
}

/**
 * The layout a shortcode text describes (`[et_pb_section][et_pb_row][et_pb_column type="4_4"][et_pb_text]Hi
 * [/et_pb_text]...`). As WordPress does, an opening tag that is never closed stands alone and what follows it
 * belongs to its parent; a closing tag that closes nothing is text. A node without child nodes keeps its raw inner
 * text as content.
 */
export function parseShortcodeLayout(text: string): LayoutNode[] {
  const top: LayoutNode[] = [];
  const stack: Frame[] = [];
  const siblings = (): LayoutNode[] => stack.at(-1)?.node.children ?? top;
  let index = text.indexOf("[");
  while (index >= 0) {
    const tag = readTag(text, index);
    if (!tag) {
      index = text.indexOf("[", index + 1);
      continue;
    }
    if (tag.kind === "close") {
      const depth = stack.findLastIndex((frame) => frame.node.type === tag.name);
      if (depth >= 0) {
        // Frames above the match were never closed: they stand alone, their children move up beside them.
        while (stack.length > depth + 1) {
          const unclosed = stack.pop() as Frame;
          const moved = unclosed.node.children.splice(0);
          unclosed.node.content = "";
          siblings().push(...moved);
        }
        const frame = stack.pop() as Frame;
        if (frame.node.children.length === 0) frame.node.content = text.slice(frame.innerStart, tag.start);
      }
    } else {
      const node = newNode(tag.name, tag.attrs);
      siblings().push(node);
      if (tag.kind === "open") stack.push({ node, innerStart: tag.end });
    }
    index = text.indexOf("[", tag.end);
  }
  while (stack.length > 0) {
    const unclosed = stack.pop() as Frame;
    const moved = unclosed.node.children.splice(0);
    siblings().push(...moved);
  }
  return settle(top, "", false, false);
}

// ---------------------------------------------------------------------------------------------------------------
// Wireframe comparison

function wireframeAttrs(attrs: Record<string, string>): [string, string][] {
  return Object.entries(attrs)
    .filter(([name]) => !WIREFRAME_IGNORED_ATTRS.includes(name))
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
}

function sameNode(a: LayoutNode, b: LayoutNode): boolean {
  if (a.type !== b.type || a.content !== b.content) return false;
  const left = wireframeAttrs(a.attrs);
  const right = wireframeAttrs(b.attrs);
  if (left.length !== right.length) return false;
  if (left.some(([name, value], index) => right[index]?.[0] !== name || right[index]?.[1] !== value))
    return false;
  return sameWireframe(a.children, b.children);
}

/**
 * Whether two layouts (or two nodes) draw the same wireframe: the same types, content and attributes in the same
 * tree, apart from the attributes of `WIREFRAME_IGNORED_ATTRS` (locking, labels, A/B roles, ...). Addresses and the
 * page elements are not compared.
 */
export function sameWireframe(
  a: LayoutNode | readonly LayoutNode[],
  b: LayoutNode | readonly LayoutNode[],
): boolean {
  const left: readonly LayoutNode[] = Array.isArray(a) ? a : [a as LayoutNode];
  const right: readonly LayoutNode[] = Array.isArray(b) ? b : [b as LayoutNode];
  if (left.length !== right.length) return false;
  return left.every((node, index) => {
    const other = right[index];
    return other !== undefined && sameNode(node, other);
  });
}
