import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Adopted, classNames } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { CLOSED_CLASS, isOpenByClasses, OPEN_CLASS, type ToggleModel } from "../shared/toggle-parse";
import { ToggleParts } from "../shared/ToggleParts";
import { isDisplayed, useToggleMotion } from "../shared/use-toggle-motion";
import type { AccordionModel } from "./parse";

/** The theme marks an accordion mid-change with this class; it also guards re-entry. */
const TOGGLING_CLASS = "et_pb_accordion_toggling";

interface AccordionProps {
  model: AccordionModel;
  host: HTMLElement;
  context: ModuleContext;
}

/**
 * Opening one item closes the open sibling; clicking the open item does nothing; no slide starts while another
 * runs (spec 4 "Tabs, accordion, toggles"). A press during the slides is not lost: the last item pressed meanwhile
 * opens when they end (and nothing more happens when that is the item already open). Arrow keys, Home and End move
 * between headers (APG accordion).
 */
export function Accordion({ model, host, context }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState(model.openIndex);
  const openIndexRef = useRef(openIndex);
  const busyItems = useRef(new Set<number>());
  // The item the last press during a slide asked for; it opens once every slide has ended.
  const pending = useRef<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // Each item's element, whether the classes it last rendered show it open, and how it takes a state at once.
  const itemElements = useRef<Array<HTMLDivElement | null>>([]);
  const shownOpen = useRef<boolean[]>(model.items.map((item) => item.open));
  const followers = useRef<Array<(open: boolean) => void>>([]);
  const baseId = useId();
  const [busy, setBusy] = useState(false);

  // The theme's own toggle script, when it is still on the page, flips the items' classes by itself: the
  // accordion follows them. Its own renders always match what it shows, so they are no change (and no loop).
  useEffect(() => {
    const followClasses = (): void => {
      const said = itemElements.current.map((element) => element !== null && isOpenByClasses(element));
      const changed = said.flatMap((open, index) => (open === shownOpen.current[index] ? [] : [index]));
      if (changed.length === 0) return;
      const current = openIndexRef.current;
      const opened = changed.find((index) => said[index]);
      // An item the classes opened becomes the open one (its sibling closes); else the open item may have closed.
      const next = opened ?? (changed.includes(current) ? -1 : current);
      const following = new Set(changed);
      if (current >= 0 && current !== next) following.add(current);
      // The newest state of all: a press that waited for a slide may not undo it.
      pending.current = null;
      for (const index of following) followers.current[index]?.(index === next);
      openIndexRef.current = next;
      setOpenIndex(next);
    };
    const observer = new MutationObserver(followClasses);
    for (const element of itemElements.current) {
      if (element) observer.observe(element, { attributes: true, attributeFilter: ["class"] });
    }
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    openIndexRef.current = openIndex;
  }, [openIndex]);

  useEffect(() => {
    host.classList.toggle(TOGGLING_CLASS, busy);
  }, [busy, host]);

  const onBusyChange = (index: number, itemBusy: boolean): void => {
    if (itemBusy) busyItems.current.add(index);
    else busyItems.current.delete(index);
    setBusy(busyItems.current.size > 0);
    if (busyItems.current.size > 0 || pending.current === null) return;
    const wanted = pending.current;
    pending.current = null;
    if (wanted !== openIndexRef.current) setOpenIndex(wanted);
  };

  const activate = (index: number): void => {
    if (busyItems.current.size > 0) {
      pending.current = index;
      return;
    }
    if (index !== openIndexRef.current) setOpenIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const count = model.items.length;
    const target: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[(next + count) % count]?.focus();
  };

  return (
    <>
      {model.items.map((item, index) => (
        <AccordionItem
          key={index}
          item={item}
          open={index === openIndex}
          ids={{
            button: `${baseId}title-${index}`,
            content: String(item.content["id"] ?? `${baseId}content-${index}`),
          }}
          context={context}
          onActivate={() => activate(index)}
          onBusyChange={(itemBusy) => onBusyChange(index, itemBusy)}
          onKeyDown={(event) => onKeyDown(event, index)}
          setButton={(element) => (buttons.current[index] = element)}
          setElement={(element) => (itemElements.current[index] = element)}
          setShownOpen={(open) => (shownOpen.current[index] = open)}
          setFollower={(follow) => (followers.current[index] = follow)}
        />
      ))}
      {model.otherNodes.length > 0 && <Adopted nodes={model.otherNodes} />}
    </>
  );
}

interface AccordionItemProps {
  item: ToggleModel;
  open: boolean;
  ids: { button: string; content: string };
  context: ModuleContext;
  onActivate(): void;
  onBusyChange(busy: boolean): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  setButton(element: HTMLButtonElement | null): void;
  setElement(element: HTMLDivElement | null): void;
  /** Receives whether the classes this item rendered show it open, after every render. */
  setShownOpen(open: boolean): void;
  /** Receives the function that takes a state another script has already shown, at once. */
  setFollower(follow: (open: boolean) => void): void;
}

function AccordionItem({
  item,
  open,
  ids,
  context,
  onActivate,
  onBusyChange,
  onKeyDown,
  setButton,
  setElement,
  setShownOpen,
  setFollower,
}: AccordionItemProps) {
  const { phase, expanded, busy, setOpen, follow, contentRef } = useToggleMotion(
    item.open,
    context.reducedMotion,
  );
  const displayed = isDisplayed(phase);

  useLayoutEffect(() => {
    setShownOpen(displayed);
    setFollower(follow);
  });

  useEffect(() => {
    setOpen(open);
  }, [open, setOpen]);

  useEffect(() => onBusyChange(busy), [busy]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div
      {...item.item}
      ref={setElement}
      className={classNames(
        item.item["className"] as string | undefined,
        [OPEN_CLASS, CLOSED_CLASS],
        [displayed ? OPEN_CLASS : CLOSED_CLASS],
      )}
      data-state={expanded ? "open" : "closed"}
    >
      <ToggleParts
        model={item}
        phase={phase}
        expanded={expanded}
        buttonId={ids.button}
        contentId={ids.content}
        region
        contentRef={contentRef}
        onActivate={onActivate}
        onButtonKeyDown={onKeyDown}
        setButton={setButton}
      />
      {item.otherNodes.length > 0 && <Adopted nodes={item.otherNodes} />}
    </div>
  );
}
