import { visuallyHide } from "../../../core/visually-hidden";
import type { AttributeJournal } from "../../../core/attribute-journal";

const NEW_TAB_HINT = " (opens in a new tab)";
const MENTIONS_NEW_TAB = /new (tab|window)/i;

/**
 * Card links that open a new tab get `rel="noopener noreferrer"` and, unless their text already says so, a
 * visually hidden "(opens in a new tab)" (spec 2 "Outbound links on the page"), whether or not the carousel
 * moves. The links stay the server's nodes; returns what removes the added hints (the journal puts `rel` back).
 */
export function secureNewTabLinks(slides: readonly HTMLElement[], journal: AttributeJournal): () => void {
  const hints: HTMLElement[] = [];
  for (const slide of slides) {
    for (const link of slide.querySelectorAll<HTMLAnchorElement>("a[target='_blank' i]")) {
      journal.remember(link, "rel");
      link.relList.add("noopener", "noreferrer");
      if (MENTIONS_NEW_TAB.test(link.textContent ?? "")) continue;
      const hint = document.createElement("span");
      hint.textContent = NEW_TAB_HINT;
      visuallyHide(hint);
      link.append(hint);
      hints.push(hint);
    }
  }
  return () => {
    for (const hint of hints) hint.remove();
  };
}
