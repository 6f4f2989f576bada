import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal, flushSync } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { TOC_MESSAGES, type OutlineNode } from "./outline";
import type { TocEntry, TocModel } from "./parse";
import { startTocEngine, stickyOffset, type TocEngine, type TocView } from "./toc-engine";

export const CURRENT_CLASS = "enhance-toc__item--current";
const STATE_CLASSES = ["enhance-toc--closed", "enhance-toc--stuck", "enhance-toc--sticky"] as const;
const STICKY_PROPERTIES = ["position", "top", "max-height", "overflow-y"] as const;
const SENTINEL_STYLE = { height: "1px", marginBottom: "-1px", visibility: "hidden" } as const;

interface TableProps {
  readonly model: TocModel;
  readonly context: ModuleContext;
}

/** The table of contents: empty (hidden) when the article has no heading to list. */
export function TableOfContents({ model, context }: TableProps) {
  if (model.entries.length === 0) return <EmptyTable host={model.host} />;
  return <ContentsTable model={model} context={context} />;
}

function EmptyTable({ host }: { host: HTMLElement }) {
  useLayoutEffect(() => {
    host.hidden = true;
    host.dataset["state"] = "empty";
    return () => {
      host.hidden = false;
      delete host.dataset["state"];
    };
  }, [host]);
  return null;
}

interface ToggleProps {
  readonly open: boolean;
  readonly model: TocModel;
  readonly onToggle: () => void;
  /** The server title's children, moved into the button (before its icon) while it is mounted. */
  readonly titleNodes: readonly Node[];
  readonly children?: ReactNode;
}

function ToggleButton({ open, model, onToggle, titleNodes, children }: ToggleProps) {
  const { title } = model;
  // React calls the ref with the button when it is placed and with null when it goes: the title's children
  // move in on the first call and back into the server title on the second.
  const adoptTitle = useCallback(
    (button: HTMLButtonElement | null) => {
      if (titleNodes.length === 0) return;
      if (button) button.prepend(...titleNodes);
      else title?.prepend(...titleNodes);
    },
    [title, titleNodes],
  );
  return (
    <button
      ref={adoptTitle}
      type="button"
      className="enhance-toc__toggle"
      aria-controls={model.panelId}
      aria-expanded={open}
      onClick={onToggle}
    >
      {children}
      <span className={`enhance-toc__icon enhance-toc__icon--${open ? "open" : "closed"}`} aria-hidden="true">
        {open ? model.iconOpen : model.iconClosed}
      </span>
    </button>
  );
}

interface ListProps {
  readonly nodes: readonly OutlineNode<TocEntry>[];
  readonly current: TocEntry | undefined;
  readonly setLink: (entry: TocEntry, link: HTMLAnchorElement | null) => void;
}

/** The nested list of a table the island builds from the article's headings. */
function OutlineItems({ nodes, current, setLink }: ListProps) {
  return nodes.map((node) => (
    <li
      key={node.item.id}
      className={`enhance-toc__item enhance-toc__item--level-${node.level}${node.item === current ? ` ${CURRENT_CLASS}` : ""}`}
    >
      <a
        ref={(link) => setLink(node.item, link)}
        className="enhance-toc__link"
        href={`#${node.item.id}`}
        aria-current={node.item === current ? "location" : undefined}
      >
        {node.item.text}
      </a>
      {node.children.length > 0 && (
        <ol className="enhance-toc__list enhance-toc__list--nested">
          <OutlineItems nodes={node.children} current={current} setLink={setLink} />
        </ol>
      )}
    </li>
  ));
}

function ContentsTable({ model, context }: TableProps) {
  const { host, title, entries, serverList } = model;
  const [open, setOpen] = useState(model.startsOpen);
  const [panelHidden, setPanelHidden] = useState(!model.startsOpen);
  const [current, setCurrent] = useState(-1);
  // `data-stuck` is written once sticking was first decided, never before.
  const [stuck, setStuck] = useState<boolean | null>(null);
  const [sticks, setSticks] = useState(false);
  const builtList = useRef<HTMLOListElement>(null);
  const addedTitle = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const builtLinks = useRef(new Map<TocEntry, HTMLAnchorElement>());
  const engine = useRef<TocEngine | null>(null);
  const mayStick = model.stickyDevices.size > 0 && typeof IntersectionObserver === "function";
  const parent = host.parentElement;

  // Heading ids the island gives are the page's only while it is mounted.
  useLayoutEffect(() => {
    const added = entries.filter((entry) => entry.addsId);
    for (const entry of added) entry.heading.id = entry.id;
    return () => added.forEach((entry) => entry.heading.removeAttribute("id"));
  }, [entries]);

  // What the island renders into the table and beside it goes where the server's markup would have it.
  useLayoutEffect(() => {
    if (addedTitle.current) host.prepend(addedTitle.current);
    if (sentinel.current) host.before(sentinel.current);
  }, [host]);

  // The server's list: its id (for aria-controls) and `hidden`; a built list gets them here too.
  useLayoutEffect(() => {
    const panel = serverList ?? builtList.current;
    if (!panel) return undefined;
    const addsId = panel.id === "";
    if (addsId) panel.id = model.panelId;
    return () => {
      panel.hidden = false;
      if (addsId) panel.removeAttribute("id");
    };
  }, [serverList, model.panelId]);
  useLayoutEffect(() => {
    const panel = serverList ?? builtList.current;
    if (panel) panel.hidden = panelHidden;
  }, [serverList, panelHidden]);

  useLayoutEffect(() => {
    host.dataset["state"] = open ? "open" : "closed";
    host.classList.toggle("enhance-toc--closed", !open);
  }, [host, open]);

  // The current entry: on the table, and on the server's own links (a built list renders it).
  useLayoutEffect(() => {
    const entry = entries[current];
    if (!entry) {
      delete host.dataset["current"];
      return undefined;
    }
    host.dataset["current"] = entry.id;
    const link = entry.link;
    if (!link) return undefined;
    const item = link.parentElement;
    const itemClass = item?.getAttribute("class") ?? null;
    link.setAttribute("aria-current", "location");
    item?.classList.add(CURRENT_CLASS);
    return () => {
      link.removeAttribute("aria-current");
      if (itemClass === null) item?.removeAttribute("class");
      else item?.setAttribute("class", itemClass);
    };
  }, [host, entries, current]);

  useLayoutEffect(() => {
    if (stuck === null) return;
    host.dataset["stuck"] = String(stuck);
    host.classList.toggle("enhance-toc--stuck", stuck);
  }, [host, stuck]);

  useLayoutEffect(() => {
    host.classList.toggle("enhance-toc--sticky", sticks);
    if (sticks) {
      const offset = stickyOffset(host);
      Object.assign(host.style, {
        position: "sticky",
        top: `${offset}px`,
        maxHeight: `calc(100vh - ${offset}px)`,
        overflowY: "auto",
      });
    } else {
      for (const property of STICKY_PROPERTIES) host.style.removeProperty(property);
    }
  }, [host, sticks]);

  // Declared after the effects above, so its cleanup runs last: the table's own style and state go back.
  useLayoutEffect(() => {
    const savedStyle = host.getAttribute("style");
    return () => {
      if (savedStyle === null) host.removeAttribute("style");
      else host.setAttribute("style", savedStyle);
      host.classList.remove(...STATE_CLASSES);
      delete host.dataset["state"];
      delete host.dataset["stuck"];
      delete host.dataset["current"];
    };
  }, [host]);

  useLayoutEffect(() => {
    const panel = serverList ?? builtList.current;
    if (!panel) return undefined;
    // The engine reads the page right after each change (the list before it slides), so its changes are shown
    // before its calls return; while it starts, inside this effect, React shows them when the effect ends.
    let starting = true;
    const commit = (update: () => void): void => {
      if (starting) update();
      else flushSync(update);
    };
    const view: TocView = {
      showOpen: (next) => commit(() => setOpen(next)),
      showPanelHidden: (hidden) => commit(() => setPanelHidden(hidden)),
      showCurrent: (index) => commit(() => setCurrent(index)),
      showStuck: (next) => commit(() => setStuck(next)),
      showSticks: (next) => commit(() => setSticks(next)),
    };
    const indexOfLink = (link: Element): number =>
      entries.findIndex((entry) => (entry.link ?? builtLinks.current.get(entry)) === link);
    const started = startTocEngine(model, context, { panel, sentinel: sentinel.current, indexOfLink }, view);
    engine.current = started;
    starting = false;
    return () => {
      started.stop();
      engine.current = null;
    };
  }, [model, context, entries, serverList]);

  const setLink = useCallback((entry: TocEntry, link: HTMLAnchorElement | null) => {
    if (link) builtLinks.current.set(entry, link);
    else builtLinks.current.delete(entry);
  }, []);
  const toggle = useCallback(() => engine.current?.toggle(), []);

  return (
    <>
      {title
        ? createPortal(
            <ToggleButton open={open} model={model} onToggle={toggle} titleNodes={model.titleNodes} />,
            title,
          )
        : createPortal(
            <div ref={addedTitle} className="enhance-toc__title enhance-toc__title--added">
              <ToggleButton open={open} model={model} onToggle={toggle} titleNodes={[]}>
                {TOC_MESSAGES.toggle}
              </ToggleButton>
            </div>,
            host,
          )}
      {!serverList &&
        createPortal(
          <ol ref={builtList} className="enhance-toc__list" id={model.panelId}>
            <OutlineItems nodes={model.outline} current={entries[current]} setLink={setLink} />
          </ol>,
          host,
        )}
      {mayStick &&
        parent &&
        createPortal(
          <div ref={sentinel} className="enhance-toc__sentinel" aria-hidden="true" style={SENTINEL_STYLE} />,
          parent,
        )}
    </>
  );
}
