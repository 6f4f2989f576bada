import { bus } from "../core/bus";
import type { Instance } from "./instance";

/**
 * A click on a module that is still loading is not lost: a visitor who taps a toggle title while its chunk is on
 * its way (a slow network, the interaction strategy's first tap, mounts waiting their turn) sees the toggle open
 * once it has mounted. The click is replayed on the same element right after the module mounts; only the last
 * click on each module is kept, as a visitor's second tap on a module that did not answer means the same thing.
 * An island may render its own element where the server's stood (a toggle's title around the adopted text): when
 * the clicked element has left the page, the click goes to what is now at the same spot of the module.
 *
 * What the server's HTML answers by itself is left to it and never replayed: a link to somewhere (`href` other
 * than a bare `#`), a form control, a label, a summary, a button. A bare `#` link (the theme's tab and arrow
 * links) would jump to the top of the page, so its default is prevented and the click waits for the module.
 */
const ANSWERED_BY_SERVER =
  "a[href]:not([href='#']), button, input, select, textarea, label, summary, [contenteditable]";

const waitsForMount = (instance: Instance): boolean =>
  instance.record.state === "scheduled" || instance.record.state === "loading";

/** What is now at the spot of the module's box where the visitor clicked, if it is still inside the module. */
function elementAtSpot(module: Element, x: number, y: number): Element | null {
  const box = module.getBoundingClientRect();
  const found = module.ownerDocument.elementFromPoint(box.left + x, box.top + y);
  return found && module.contains(found) ? found : null;
}

export function replayEarlyClicks(doc: Document, instances: () => Iterable<Instance>): () => void {
  /** Module element → the element the visitor last clicked inside it, and where in the module's box. */
  const waiting = new Map<Element, { target: Element; x: number; y: number }>();
  /** Set while a click is replayed (dispatch is synchronous): that click must reach the module, not be kept again. */
  let replaying = false;
  const onClick = (event: MouseEvent): void => {
    const target = event.target;
    if (replaying || !(target instanceof Element)) return;
    let module: Element | undefined;
    for (const instance of instances()) {
      if (waitsForMount(instance) && instance.element.contains(target)) module = instance.element;
    }
    if (!module || target.closest(ANSWERED_BY_SERVER)) return;
    if (target.closest("a[href='#']")) event.preventDefault();
    const box = module.getBoundingClientRect();
    waiting.set(module, { target, x: event.clientX - box.left, y: event.clientY - box.top });
  };
  const onMounted = ({ element }: { element: Element }): void => {
    const held = waiting.get(element);
    if (!held) return;
    // Another module on the same element may still be loading: the click waits until none is.
    for (const instance of instances()) if (instance.element === element && waitsForMount(instance)) return;
    waiting.delete(element);
    const target = held.target.isConnected ? held.target : elementAtSpot(element, held.x, held.y);
    if (!(target instanceof HTMLElement)) return;
    replaying = true;
    try {
      target.click();
    } finally {
      replaying = false;
    }
  };
  doc.addEventListener("click", onClick, true);
  bus.on("module:mounted", onMounted);
  return () => {
    doc.removeEventListener("click", onClick, true);
    bus.off("module:mounted", onMounted);
    waiting.clear();
  };
}
