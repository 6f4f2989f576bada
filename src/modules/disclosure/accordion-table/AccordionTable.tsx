import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { createPortal, flushSync } from "react-dom";
import type { AccordionTableModel, TableBlock } from "./parse";
import { rememberAttributes } from "../../../core/attribute-journal";

const PRESSED_CLASS = "enhance-accordion-table__header--pressed";
const BUTTON_CLASS = "enhance-accordion-table__button";

/** Whether the breakpoint's query matches now; a change is committed at once, in the media event. */
function useBreakpointActive(query: string | null): boolean {
  const [media] = useState(() => (query ? window.matchMedia(query) : null));
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!media) return () => undefined;
      const listener = (): void => flushSync(onChange);
      media.addEventListener("change", listener);
      return () => media.removeEventListener("change", listener);
    },
    [media],
  );
  return useSyncExternalStore(subscribe, () => media === null || media.matches);
}

interface AccordionTableProps {
  readonly model: AccordionTableModel;
  /** Prefix of the ids of the buttons and of bodies without one. */
  readonly idPrefix: string;
}

/**
 * The accordion table widget (spec 4): a table of blocks that is an accordion only while its breakpoint is
 * active. While active, each header holds a button (with the header's own nodes) that toggles its block and
 * closes the others, and the header shows a pressed state; otherwise every block is open and the headers are
 * plain headings. Every server node stays the node it was: the root writes state into them and portals the
 * buttons into the headers.
 */
export function AccordionTable({ model, idPrefix }: AccordionTableProps) {
  const { element, query, blocks } = model;
  const active = useBreakpointActive(query);
  const [openIndex, setOpenIndex] = useState(0);

  useLayoutEffect(() => rememberAttributes(element, ["data-state"]), [element]);
  useLayoutEffect(() => {
    element.dataset["state"] = active ? "accordion" : "table";
  }, [element, active]);

  return blocks.map((block, index) => (
    <TableBlockView
      key={index}
      block={block}
      buttonId={`${idPrefix}-header-${index}`}
      fallbackBodyId={`${idPrefix}-body-${index}`}
      active={active}
      open={!active || index === openIndex}
      onToggle={() => setOpenIndex((open) => (open === index ? -1 : index))}
    />
  ));
}

interface TableBlockViewProps {
  readonly block: TableBlock;
  readonly buttonId: string;
  readonly fallbackBodyId: string;
  readonly active: boolean;
  readonly open: boolean;
  onToggle(): void;
}

function TableBlockView({ block, buttonId, fallbackBodyId, active, open, onToggle }: TableBlockViewProps) {
  const { header, headerNodes, body } = block;
  const bodyId = body.id || fallbackBodyId;

  useLayoutEffect(() => {
    const restoreHeader = rememberAttributes(header, ["class"]);
    const restoreBody = rememberAttributes(body, ["id", "hidden"]);
    return () => {
      restoreHeader();
      restoreBody();
    };
  }, [header, body]);

  useLayoutEffect(() => {
    body.id = bodyId;
    body.hidden = !open;
    header.classList.toggle(PRESSED_CLASS, active && open);
  }, [header, body, bodyId, active, open]);

  // The header's nodes go into the button while it exists and back into the header before it is removed, so
  // the heading keeps its text in both states (React calls the ref with null just before the button goes).
  const adoptHeaderNodes = useCallback(
    (button: HTMLButtonElement | null) => {
      if (button) button.append(...headerNodes);
      else header.prepend(...headerNodes);
    },
    [header, headerNodes],
  );

  if (!active) return null;
  return createPortal(
    <button
      ref={adoptHeaderNodes}
      type="button"
      className={BUTTON_CLASS}
      id={buttonId}
      aria-controls={bodyId}
      aria-expanded={open}
      onClick={onToggle}
    />,
    header,
  );
}
