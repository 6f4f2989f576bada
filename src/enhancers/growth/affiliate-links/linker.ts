import { isInsideSkipped, linkableTextWalker } from "./content";
import { PhraseMatcher } from "./matcher";
import { truncateTitle, type AffiliateLink, type AmazonWidgetItem } from "./replies";
import type { LinkAppearance } from "./settings";

/**
 * Puts the links into the page without ever parsing text as HTML: a matched text node is split with
 * `splitText` and the phrase's own node is moved into a new `<a>`, so article text that shows escaped markup
 * (`&lt;b&gt;`) stays text. The work runs in idle slices (requestIdleCallback, or short timer slices where
 * that is missing), one text node at a time, so a long article never blocks input.
 */

/** Spec 4 step 4: each phrase is linked only once, in the first matching text. */
export const PHRASE_LINK_LIMIT = 1;
/** Work per slice when the browser gives no idle deadline (no requestIdleCallback, or a timed-out callback). */
export const FALLBACK_SLICE_MS = 8;
/** Even on a page that is never idle, links arrive within this time. */
export const IDLE_TIMEOUT_MS = 2000;
/** Stop a slice when the idle period has less than this left, so the next frame is never late. */
export const SLICE_RESERVE_MS = 1;
export const DISCLOSURE_CLASS = "aal-disclosure";
export const WIDGET_CLASS = "aal-amazon-widget";

/** One container being linked, with what each phrase has left to spend there. */
export interface RootState {
  readonly root: Element;
  readonly linker: AffiliateLinker;
  readonly budget: Int32Array;
  /** Links still allowed in this container; 0 ends its work early. */
  remaining: number;
}

export class AffiliateLinker {
  readonly matcher: PhraseMatcher;
  readonly #links: readonly AffiliateLink[];
  readonly #appearance: LinkAppearance;
  readonly #passOver: WeakSet<Node>;
  readonly #inserted: Element[] = [];
  readonly #perPhrase: number;

  /**
   * `passOver` collects every text node already looked at (and the pieces split off them), so content that is
   * scanned again (a mutation, an inserted container) costs nothing and is never linked twice.
   */
  constructor(
    links: readonly AffiliateLink[],
    appearance: LinkAppearance,
    passOver: WeakSet<Node> = new WeakSet(),
    perPhrase = PHRASE_LINK_LIMIT,
  ) {
    this.#links = links;
    this.#appearance = appearance;
    this.#passOver = passOver;
    this.#perPhrase = perPhrase;
    this.matcher = new PhraseMatcher(links.map((link) => link.key));
  }

  get passOver(): WeakSet<Node> {
    return this.#passOver;
  }

  /** A fresh budget for `root`: every distinct phrase may be linked `perPhrase` times. */
  rootState(root: Element): RootState {
    const budget = new Int32Array(this.#links.length);
    let remaining = 0;
    this.#links.forEach((_, index) => {
      if (this.matcher.canonicalIndex(index) === index) {
        budget[index] = this.#perPhrase;
        remaining += this.#perPhrase;
      }
    });
    return { root, linker: this, budget, remaining };
  }

  /** The links and disclosures this linker has put in, in insertion order. */
  inserted(): readonly Element[] {
    return this.#inserted;
  }

  #anchorFor(doc: Document, link: AffiliateLink): HTMLAnchorElement {
    const anchor = doc.createElement("a");
    anchor.href = link.url;
    anchor.className = this.#appearance.classNames.join(" ");
    if (this.#appearance.target) anchor.target = this.#appearance.target;
    if (this.#appearance.rel) anchor.rel = this.#appearance.rel;
    // The style property only takes a valid colour; anything else is ignored by the browser.
    if (this.#appearance.color) anchor.style.color = this.#appearance.color;
    return anchor;
  }

  /** Links the phrases of one text node within `state`'s budget; returns how many links it made. */
  linkTextNode(node: Text, state: RootState): number {
    this.#passOver.add(node);
    if (state.remaining <= 0) return 0;
    const matches = this.matcher.select(node.data, state.budget);
    if (matches.length === 0) return 0;
    const doc = node.ownerDocument;
    let current: Text = node;
    let consumed = 0;
    for (const match of matches) {
      const offset = match.start - consumed;
      const phrase = offset > 0 ? current.splitText(offset) : current;
      const length = match.end - match.start;
      const rest = phrase.length > length ? phrase.splitText(length) : null;
      const anchor = this.#anchorFor(doc, this.#links[match.phrase]!);
      phrase.before(anchor);
      anchor.append(phrase);
      this.#inserted.push(anchor);
      if (this.#appearance.disclosure) {
        const disclosure = doc.createElement("span");
        disclosure.className = DISCLOSURE_CLASS;
        disclosure.textContent = this.#appearance.disclosure;
        anchor.after(disclosure);
        this.#inserted.push(disclosure);
      }
      this.#passOver.add(phrase);
      state.remaining -= 1;
      if (rest === null) break;
      this.#passOver.add(rest);
      current = rest;
      consumed = match.end;
    }
    return matches.length;
  }

  /** Takes every link and disclosure out again, leaving the text as it was. */
  undo(): void {
    const parents = new Set<Node>();
    for (const element of this.#inserted.splice(0)) {
      const parent = element.parentNode;
      if (!parent) continue;
      if (element.classList.contains(DISCLOSURE_CLASS)) element.remove();
      else element.replaceWith(...element.childNodes);
      parents.add(parent);
    }
    for (const parent of parents) parent.normalize();
  }
}

/**
 * The Amazon widget (a list of products under the post), built as elements: an http(s) link opening in a new
 * tab, the image, the title cut to 45 characters and the price. A cut title is named in full for screen readers.
 */
export function buildAmazonWidget(
  doc: Document,
  widgets: readonly AmazonWidgetItem[],
  appearance: LinkAppearance,
): HTMLElement | null {
  const entries = widgets.filter((widget) => widget.title !== "");
  if (entries.length === 0) return null;
  const container = doc.createElement("div");
  container.className = WIDGET_CLASS;
  const list = doc.createElement("ul");
  const rel = new Set(appearance.rel.split(" ").filter(Boolean));
  rel.add("noopener");
  for (const widget of entries) {
    const item = doc.createElement("li");
    const link = doc.createElement("a");
    link.href = widget.url;
    link.target = "_blank";
    link.rel = [...rel].join(" ");
    if (widget.image) {
      const image = doc.createElement("img");
      image.src = widget.image;
      image.alt = "";
      image.loading = "lazy";
      image.decoding = "async";
      link.append(image, doc.createElement("br"));
    }
    const title = doc.createElement("span");
    title.className = `${WIDGET_CLASS}__title`;
    const shown = truncateTitle(widget.title);
    title.textContent = shown;
    link.append(title);
    if (widget.price) {
      const price = doc.createElement("span");
      price.className = `${WIDGET_CLASS}__price`;
      price.textContent = widget.price;
      link.append(doc.createElement("br"), price);
    }
    if (shown !== widget.title) {
      link.setAttribute("aria-label", widget.price ? `${widget.title}, ${widget.price}` : widget.title);
    }
    item.append(link);
    list.append(item);
  }
  const clear = doc.createElement("div");
  clear.className = "aal_clear";
  container.append(list, clear);
  return container;
}

/** Asks for slices of idle time; each slice gets a function telling how many milliseconds it has left. */
export interface SliceScheduler {
  request(slice: (timeLeft: () => number) => void): void;
  cancel(): void;
}

export function idleScheduler(view: Window & typeof globalThis = window): SliceScheduler {
  let pending: { cancel(): void } | null = null;
  return {
    request(slice) {
      if (pending) return;
      if (typeof view.requestIdleCallback === "function") {
        const id = view.requestIdleCallback(
          (deadline) => {
            pending = null;
            const fallbackEnd = performance.now() + FALLBACK_SLICE_MS;
            slice(() =>
              deadline.didTimeout
                ? fallbackEnd - performance.now()
                : deadline.timeRemaining() - SLICE_RESERVE_MS,
            );
          },
          { timeout: IDLE_TIMEOUT_MS },
        );
        pending = { cancel: () => view.cancelIdleCallback(id) };
      } else {
        const id = view.setTimeout(() => {
          pending = null;
          const end = performance.now() + FALLBACK_SLICE_MS;
          slice(() => end - performance.now());
        }, 0);
        pending = { cancel: () => view.clearTimeout(id) };
      }
    },
    cancel() {
      pending?.cancel();
      pending = null;
    },
  };
}

interface Job {
  readonly state: RootState;
  readonly start: Node;
  walker: TreeWalker | null;
  readonly done?: () => void;
}

/**
 * The linking work of a page: containers and added nodes waiting to be linked, in the order they came. Each
 * slice links text nodes until its time is up; `afterSlice` runs after every slice that changed the page (the
 * enhancer drops its own mutations there).
 */
export class LinkQueue {
  readonly #jobs: Job[] = [];
  readonly #scheduler: SliceScheduler;
  readonly #afterSlice: () => void;

  constructor(scheduler: SliceScheduler, afterSlice: () => void = () => undefined) {
    this.#scheduler = scheduler;
    this.#afterSlice = afterSlice;
  }

  get size(): number {
    return this.#jobs.length;
  }

  /** Links `start` (a container, an added element or text node) within `state`; `done` runs when it is finished. */
  add(state: RootState, start: Node, done?: () => void): void {
    this.#jobs.push({ state, start, walker: null, ...(done ? { done } : {}) });
    this.#scheduler.request(this.#slice);
  }

  readonly #slice = (timeLeft: () => number): void => {
    const more = this.run(timeLeft);
    this.#afterSlice();
    if (more) this.#scheduler.request(this.#slice);
  };

  /** Works until `timeLeft` reaches 0 (at least one text node per call); returns whether work remains. */
  run(timeLeft: () => number = () => Number.POSITIVE_INFINITY): boolean {
    let first = true;
    while (this.#jobs.length) {
      const job = this.#jobs[0]!;
      if (!first && timeLeft() <= 0) return true;
      first = false;
      if (this.#step(job)) {
        this.#jobs.shift();
        job.done?.();
      }
    }
    return false;
  }

  /** Links the job's next text node; returns whether the job is finished. */
  #step(job: Job): boolean {
    const { state, start } = job;
    const { root, linker } = state;
    if (state.remaining <= 0 || !root.isConnected || !root.contains(start)) return true;
    if (start.nodeType === Node.TEXT_NODE) {
      if (!linker.passOver.has(start) && !isInsideSkipped(start, root))
        linker.linkTextNode(start as Text, state);
      return true;
    }
    if (!(start instanceof Element)) return true;
    if (job.walker === null) {
      if (start !== root && isInsideSkipped(start, root)) return true;
      job.walker = linkableTextWalker(start, linker.passOver);
    } else if (!start.contains(job.walker.currentNode)) {
      // The node it stood on was moved away (an island adopted it): start over; what is done is passed over.
      job.walker = linkableTextWalker(start, linker.passOver);
    }
    const next = job.walker.nextNode();
    if (next === null) return true;
    linker.linkTextNode(next as Text, state);
    return false;
  }

  clear(): void {
    this.#jobs.length = 0;
    this.#scheduler.cancel();
  }
}
