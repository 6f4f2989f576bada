/**
 * Scroll lock (spec section 4 "Builder"): while an editor's overlay is open the page under it does not scroll.
 * On: the root gets `overflow: hidden`, and since the scrollbar then disappears, every fixed bar that spans to
 * the right edge (the settings bar, the header) gets the scrollbar's width as extra right padding so it does not
 * jump. Off: every inline value comes back as it was. Locks nest: the page scrolls again when the last one ends.
 */

interface LockedDocument {
  count: number;
  restore: () => void;
}

const locks = new WeakMap<Document, LockedDocument>();

/** The width the vertical scrollbar takes from the viewport (0 with overlay scrollbars or no scrollbar). */
export function scrollbarWidth(doc: Document = document): number {
  const view = doc.defaultView;
  if (!view) return 0;
  return Math.max(0, view.innerWidth - doc.documentElement.clientWidth);
}

function padBar(bar: HTMLElement, extra: number): () => void {
  const before = bar.style.paddingRight;
  const computed = Number.parseFloat(bar.ownerDocument.defaultView?.getComputedStyle(bar).paddingRight ?? "");
  bar.style.paddingRight = `${(Number.isFinite(computed) ? computed : 0) + extra}px`;
  return () => {
    bar.style.paddingRight = before;
  };
}

/** Locks the page's scrolling; returns the function that unlocks it (safe to call more than once). */
export function lockScroll(doc: Document = document, bars: Iterable<HTMLElement> = []): () => void {
  const existing = locks.get(doc);
  if (existing) {
    existing.count += 1;
  } else {
    const root = doc.documentElement;
    const width = scrollbarWidth(doc);
    const overflowBefore = root.style.overflow;
    const restoreBars = width > 0 ? [...bars].map((bar) => padBar(bar, width)) : [];
    root.style.overflow = "hidden";
    root.setAttribute("data-scroll-locked", "");
    locks.set(doc, {
      count: 1,
      restore: () => {
        root.style.overflow = overflowBefore;
        root.removeAttribute("data-scroll-locked");
        for (const restore of restoreBars) restore();
      },
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const lock = locks.get(doc);
    if (!lock) return;
    lock.count -= 1;
    if (lock.count === 0) {
      locks.delete(doc);
      lock.restore();
    }
  };
}

/** Whether the page's scrolling is locked. */
export function isScrollLocked(doc: Document = document): boolean {
  return locks.has(doc);
}
