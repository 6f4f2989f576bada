import { Component, createContext, useCallback, useContext, type CSSProperties, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { Cleanup, ModuleContext } from "./types";

/**
 * An island renders inside its module element and adopts the element's original nodes: they are moved into the
 * rendered structure, never re-serialised, so nested modules keep their listeners and state (DESIGN.md
 * principle 1). On cleanup every adopted node goes back where it came from and the server HTML is whole again.
 */

interface Origin {
  node: Node;
  parent: Node | null;
  next: Node | null;
}

/** `moveBefore` (Chromium 133, Firefox 144): a move that keeps a node's state instead of a removal and an insert. */
interface MovingParent extends Node {
  moveBefore?(node: Node, child: Node | null): void;
}

/**
 * Puts `node` into `parent` before `before` (at the end when null). Where the browser can move a node, it moves it:
 * an iframe among the nodes keeps its document instead of loading it again, and a lazy one (`loading="lazy"`) that
 * sits unseen stays unloaded, where a removal and an insert load it at once. Elsewhere, an ordinary insert.
 */
export function moveNode(parent: Node, node: Node, before: Node | null = null): void {
  const moving = parent as MovingParent;
  if (typeof moving.moveBefore === "function" && parent.isConnected && node.isConnected) {
    try {
      moving.moveBefore(node, before);
      return;
    } catch {
      // Another document or shadow root: the insert below.
    }
  }
  parent.insertBefore(node, before);
}

class Adoptions {
  private readonly origins: Origin[] = [];
  private readonly known = new Set<Node>();

  adopt(node: Node, into: Element): void {
    if (node.parentNode === into) return;
    if (!this.known.has(node)) {
      this.known.add(node);
      this.origins.push({ node, parent: node.parentNode, next: node.nextSibling });
    }
    moveNode(into, node);
  }

  restore(): void {
    for (const { node, parent, next } of [...this.origins].reverse()) {
      if (!parent) continue;
      moveNode(parent, node, next && next.parentNode === parent ? next : null);
    }
    this.origins.length = 0;
    this.known.clear();
  }
}

const AdoptionContext = createContext<Adoptions | null>(null);

/** A ref callback that moves `nodes` into the element it is attached to. Keep `nodes` referentially stable. */
export function useAdopt<T extends Element>(nodes: readonly Node[]): (element: T | null) => void {
  const adoptions = useContext(AdoptionContext);
  return useCallback(
    (element: T | null) => {
      if (!element || !adoptions) return;
      for (const node of nodes) adoptions.adopt(node, element);
    },
    [adoptions, nodes],
  );
}

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  onError(error: unknown): void;
}

class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const CONTENTS: CSSProperties = { display: "contents" };

/** `Adopted`: keeps nodes an island does not otherwise place (they stay in the page, in order). */
export function Adopted({ nodes }: { nodes: readonly Node[] }) {
  const adopt = useAdopt<HTMLDivElement>(nodes);
  return <div ref={adopt} style={CONTENTS} />;
}

/** What a parse step returns: the model, or why the markup is left as it is. */
export type ParseResult<T> = { ok: true; model: T } | { ok: false; reason: string };

/** The children of `parent` that an island did not take: elements and non-blank text, in order. */
export function otherChildNodes(parent: Node, taken: readonly Node[]): Node[] {
  return [...parent.childNodes].filter(
    (node) =>
      !taken.includes(node) && (node.nodeType === Node.ELEMENT_NODE || Boolean(node.textContent?.trim())),
  );
}

/**
 * The mount of every island: parse the server markup, and when it is not what the island expects, decline with
 * the reason (the markup stays as it is); otherwise render the island with the model, inside `host` or, with
 * `mount` = {@link mountIslandBeside}, in a root beside it.
 */
export function mountParsedIsland<T>(
  host: HTMLElement,
  context: ModuleContext,
  parsed: ParseResult<T>,
  render: (model: T) => ReactNode,
  mount: typeof mountIsland = mountIsland,
): Cleanup | undefined {
  if (!parsed.ok) return context.decline(parsed.reason, host);
  return mount(host, context, () => render(parsed.model));
}

/**
 * While an island renders, the server's nodes wait in the page, in a hidden holder at the end of the body, so that
 * each is moved once into the island's structure rather than removed and inserted again (see moveNode). Not beside
 * the host: there it would end the host's `:last-child` (the theme's module margins) while effects measure. The
 * render is synchronous: the holder is gone before anything is drawn.
 */
function holdInPage(doc: Document, nodes: readonly Node[]): HTMLElement {
  const holder = doc.createElement("div");
  holder.hidden = true;
  (doc.body ?? doc.documentElement).append(holder);
  for (const node of nodes) moveNode(holder, node);
  return holder;
}

let islandCount = 0;

/**
 * Mounts `render()` inside `host`. The host keeps its identity and attributes; its children are handed to the
 * island through the nodes its parse step collected. Rendering is synchronous so the page never shows an empty
 * host. Returns the cleanup that unmounts the root and restores the original children.
 */
export function mountIsland(host: HTMLElement, context: ModuleContext, render: () => ReactNode): Cleanup {
  const original = [...host.childNodes];
  const adoptions = new Adoptions();
  const holder = original.length > 0 && host.isConnected ? holdInPage(host.ownerDocument, original) : null;
  if (!holder) host.replaceChildren();
  islandCount += 1;
  const root = createRoot(host, { identifierPrefix: `enhance-${islandCount}-` });
  // When the island throws, the visitor gets the server HTML back, untouched.
  const fallback = (
    <div
      style={CONTENTS}
      ref={(element) => {
        if (!element) return;
        adoptions.restore();
        for (const node of original) moveNode(element, node);
      }}
    />
  );
  try {
    flushSync(() => {
      root.render(
        <AdoptionContext.Provider value={adoptions}>
          <IslandBoundary fallback={fallback} onError={(error) => context.reportError(error, "render")}>
            {render()}
          </IslandBoundary>
        </AdoptionContext.Provider>,
      );
    });
  } catch (error) {
    // Thrown outside the boundary (by `render()` itself): the server's nodes go back as they were.
    root.unmount();
    for (const node of original) moveNode(host, node);
    holder?.remove();
    throw error;
  }
  // What the island did not take leaves the page with the holder, as the server nodes it replaces with its own.
  holder?.remove();
  return () => {
    root.unmount();
    adoptions.restore();
    host.replaceChildren(...original);
  };
}

/**
 * Mounts `render()` in a root that never enters the page, for modules whose server nodes must stay exactly where
 * they are: no wrapper element around them, so a list keeps only its items, a link only its content and the
 * theme's child selectors keep matching. The island reaches the module's nodes through portals for what it adds
 * and through effects for the state it sets on them, and puts them back as they were when it unmounts.
 */
export function mountIslandBeside(
  host: HTMLElement,
  context: ModuleContext,
  render: () => ReactNode,
): Cleanup {
  return mountIsland(host.ownerDocument.createElement("div"), context, render);
}

/** {@link mountParsedIsland} for a root that never enters the page ({@link mountIslandBeside}). */
export function mountParsedIslandBeside<T>(
  host: HTMLElement,
  context: ModuleContext,
  parsed: ParseResult<T>,
  render: (model: T) => ReactNode,
): Cleanup | undefined {
  return mountParsedIsland(host, context, parsed, render, mountIslandBeside);
}

/** Props React can spread on an element, copied from a server element (class, id, style, data-*, aria-* ...). */
export type ElementProps = Record<string, string | CSSProperties | number | undefined>;

const RENAMED: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  colspan: "colSpan",
  rowspan: "rowSpan",
};

function camelCaseProperty(property: string): string {
  if (property.startsWith("--")) return property;
  return property
    .replace(/^-(webkit|moz|ms|o)-/, (_, vendor: string) => `${vendor[0]?.toUpperCase()}${vendor.slice(1)}-`)
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export function attributesOf(element: Element | null): ElementProps {
  const props: ElementProps = {};
  if (!element) return props;
  for (const { name, value } of element.attributes) {
    if (name.startsWith("on")) continue;
    if (name === "style") {
      const style: Record<string, string> = {};
      const declaration = (element as HTMLElement).style;
      for (let index = 0; index < declaration.length; index += 1) {
        const property = declaration.item(index);
        style[camelCaseProperty(property)] = declaration.getPropertyValue(property);
      }
      props["style"] = style as CSSProperties;
      continue;
    }
    props[RENAMED[name] ?? name] = value;
  }
  return props;
}

/** Joins class names, dropping empty ones and the theme state classes the island owns. */
export function classNames(
  base: string | undefined,
  owned: readonly string[],
  add: ReadonlyArray<string | false>,
): string {
  const names = (base ?? "").split(/\s+/).filter((name) => name && !owned.includes(name));
  for (const name of add) if (name) names.push(name);
  return names.join(" ");
}
