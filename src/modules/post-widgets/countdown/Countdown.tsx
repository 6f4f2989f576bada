import { useEffect, useLayoutEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { rememberAttributes } from "../../../core/attribute-journal";
import { visuallyHide } from "../../../core/visually-hidden";
import {
  LABELS_ATTRIBUTE,
  remainingParts,
  spentUnits,
  summarize,
  TICK_MS,
  unitText,
  wantsShortLabels,
} from "./countdown";
import type { CountdownModel } from "./parse";

const STATUS_CLASS = "enhance-countdown__status";
const SPENT_CLASS = "zero";

/** Writes `text` into the text node the server printed, so the element keeps its nodes as it ticks. */
function writeText(element: HTMLElement, text: string): void {
  const only = element.firstChild;
  if (only && only === element.lastChild && only.nodeType === Node.TEXT_NODE) {
    if (only.nodeValue !== text) only.nodeValue = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

/**
 * What the countdown writes on the server's nodes (digits, labels, the spent class, aria-hidden, data-state and
 * data-labels),
 * remembered before the first write; the returned function puts it all back.
 */
function rememberServerState({ host, sections, tickingParts }: CountdownModel): () => void {
  const texts = sections.flatMap(({ value, label }) =>
    [value, label].filter((node) => node !== null).map((node) => [node, node.textContent ?? ""] as const),
  );
  const spent = sections.flatMap(({ element, separator }) =>
    [element, separator]
      .filter((node) => node !== null)
      .map((node) => [node, node.classList.contains(SPENT_CLASS)] as const),
  );
  const restoreAttributes = [
    ...tickingParts.map((part) => rememberAttributes(part, ["aria-hidden"])),
    rememberAttributes(host, ["data-state", LABELS_ATTRIBUTE]),
  ];
  return () => {
    for (const [node, text] of texts) writeText(node, text);
    for (const [node, present] of spent) node.classList.toggle(SPENT_CLASS, present);
    for (const restore of restoreAttributes) restore();
  };
}

const hideVisually = (element: HTMLDivElement | null): void => {
  if (element) visuallyHide(element);
};

interface CountdownProps {
  readonly model: CountdownModel;
  readonly context: ModuleContext;
}

/**
 * The countdown timer: the root owns the time left and the label length, and writes them into the theme's own
 * sections, which stay the nodes they are. What it adds is the polite summary for screen readers, at the end of
 * the timer's container.
 */
export function Countdown({ model, context }: CountdownProps) {
  const { host, container, sections, endSeconds, tickingParts } = model;
  const [parts, setParts] = useState(() => remainingParts(endSeconds, Date.now()));
  // Null until the container has been measured: the server's labels stay until then.
  const [shortLabels, setShortLabels] = useState<boolean | null>(null);
  const ended = parts.totalSeconds === 0;

  useLayoutEffect(() => {
    const restore = rememberServerState(model);
    // The digits tick every second: screen readers get the summary instead.
    for (const part of tickingParts) {
      if (!part.hasAttribute("aria-hidden")) part.setAttribute("aria-hidden", "true");
    }
    return restore;
  }, [model, tickingParts]);

  useLayoutEffect(() => {
    const spent = spentUnits(parts);
    for (const section of sections) {
      if (section.value) writeText(section.value, unitText(parts, section.unit));
      section.element.classList.toggle(SPENT_CLASS, spent[section.unit]);
      section.separator?.classList.toggle(SPENT_CLASS, spent[section.unit]);
    }
    host.dataset["state"] = ended ? "ended" : "running";
  }, [host, sections, parts, ended]);

  useLayoutEffect(() => {
    if (shortLabels === null) return;
    for (const { element, label } of sections) {
      const text = element.dataset[shortLabels ? "short" : "full"];
      if (label && text !== undefined) writeText(label, text);
    }
    // In the same commit as the labels: enhance.css stops showing its own short labels (at-rest.ts).
    host.setAttribute(LABELS_ATTRIBUTE, shortLabels ? "short" : "full");
  }, [host, sections, shortLabels]);

  // Ticks until the end, then stops for good. Each second is shown in the tick itself, as a clock must be.
  useEffect(() => {
    if (ended) return undefined;
    const tick = (): void => flushSync(() => setParts(remainingParts(endSeconds, Date.now())));
    const interval = context.disposables.setInterval(tick, TICK_MS);
    return () => context.disposables.clearInterval(interval);
  }, [context, endSeconds, ended]);

  useEffect(() => {
    if (typeof ResizeObserver !== "function") return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) flushSync(() => setShortLabels(wantsShortLabels(entry.contentRect.width)));
    });
    observer.observe(container);
    context.disposables.add(() => observer.disconnect());
    return () => observer.disconnect();
  }, [container, context]);

  // The summary changes at most once a minute, so a screen reader hears no tick every second.
  return createPortal(
    <div ref={hideVisually} role="status" className={STATUS_CLASS}>
      {summarize(parts)}
    </div>,
    container,
  );
}
