import { sharedStyleSheet } from "../../../core/styles";

/**
 * Masonry columns for the blog feed (Extra's `masonry` layout, done by Salvattore in the theme). Salvattore
 * moves each post into a column element, so the reading and tab order becomes column by column. Here the posts
 * stay where the server put them, in date order: the page becomes a CSS grid of thin rows and each post spans as
 * many rows as it is tall, so shorter posts pack under each other. Heights come from a ResizeObserver (no layout
 * reads), and a re-layout waits for the spec's 100 ms resize debounce.
 *
 * The column count is the theme's own, read from the `content` of `.paginated_page[data-columns]::before`
 * (`"3 .column.size-1of3"`, Salvattore's convention, which differs per breakpoint); without the theme's CSS the
 * grid fits as many columns of at least MASONRY_MIN_COLUMN_WIDTH as the feed is wide, at most MASONRY_MAX_COLUMNS.
 */

/** Spec 9: masonry resize debounce. */
export const MASONRY_RESIZE_DEBOUNCE_MS = 100;
/** Without the theme's column configuration: the narrowest column, and the most columns. */
export const MASONRY_MIN_COLUMN_WIDTH = 260;
export const MASONRY_MAX_COLUMNS = 3;
/** Space between posts, in px; a theme can set `--enhance-masonry-gap` on the feed. */
export const MASONRY_GAP = 20;

export const MASONRY_CLASS = "enhance-blog-feed--masonry";

/**
 * The rules the grid needs, adopted by the document while a masonry feed is mounted. The `::before` that holds
 * Salvattore's configuration is taken out of the grid (it would be a grid item) without touching its `content`,
 * which the script still reads.
 */
export const MASONRY_CSS = `
.${MASONRY_CLASS} .paginated_page[data-columns] {
  display: grid; align-items: start; column-gap: var(--enhance-masonry-gap, ${MASONRY_GAP}px); row-gap: 0;
  grid-auto-rows: 1px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, max(${MASONRY_MIN_COLUMN_WIDTH}px,
    calc((100% - ${MASONRY_MAX_COLUMNS - 1} * var(--enhance-masonry-gap, ${MASONRY_GAP}px)) / ${MASONRY_MAX_COLUMNS}))), 1fr));
}
.${MASONRY_CLASS} .paginated_page[data-columns][data-column-count] {
  grid-template-columns: repeat(var(--enhance-masonry-columns), minmax(0, 1fr));
}
.${MASONRY_CLASS} .paginated_page[data-columns]::before { position: absolute; visibility: hidden; }
.${MASONRY_CLASS} .paginated_page[data-columns][hidden] { display: none; }
.${MASONRY_CLASS} .paginated_page[data-columns] > article { margin: 0; min-width: 0; }
`;

/**
 * The column count in Salvattore's configuration string (`"3 .column.size-1of3"`, quotes optional), or null
 * when there is none (`none`, `normal`, an empty string, a count that is not a whole number from 1).
 */
export function parseColumnConfiguration(content: string): number | null {
  const unquoted = content
    .trim()
    .replace(/^(["'])(.*)\1$/, "$2")
    .trim();
  const match = /^(\d+)(?:\s|$)/.exec(unquoted);
  if (match === null) return null;
  const count = Number(match[1]);
  return Number.isSafeInteger(count) && count >= 1 ? count : null;
}

/** How many 1 px grid rows a post of `height` px spans, its gap below included. */
export function rowSpan(height: number, gap: number = MASONRY_GAP): number {
  if (!Number.isFinite(height) || height <= 0) return 1;
  return Math.max(1, Math.ceil(height + Math.max(0, gap)));
}

/** Adds the masonry rules to the document while at least one feed uses them; returns the release. */
export const adoptMasonryStyles = sharedStyleSheet(MASONRY_CSS);

export interface MasonryLayout {
  /** Lays out a page (when it is shown or arrives). */
  add(page: HTMLElement): void;
  /** Stops observing and removes every style the layout wrote. */
  destroy(): void;
}

interface MasonryOptions {
  readonly gap?: number;
  readonly schedule: (callback: () => void, ms: number) => number;
  readonly cancel: (id: number) => void;
}

/** Grid-row spans for the posts of each page added, kept up to date as posts change height. */
export function createMasonryLayout(feed: HTMLElement, options: MasonryOptions): MasonryLayout {
  const gap = options.gap ?? MASONRY_GAP;
  const heights = new Map<Element, number>();
  const pages = new Set<HTMLElement>();
  let timer: number | null = null;

  const columnCount = (page: HTMLElement): number | null => {
    const view = page.ownerDocument.defaultView;
    if (view === null) return null;
    return parseColumnConfiguration(view.getComputedStyle(page, "::before").content);
  };

  const apply = (): void => {
    timer = null;
    for (const page of pages) {
      if (!page.isConnected) continue;
      const count = columnCount(page);
      if (count === null) {
        page.removeAttribute("data-column-count");
        page.style.removeProperty("--enhance-masonry-columns");
      } else {
        page.dataset["columnCount"] = String(count);
        page.style.setProperty("--enhance-masonry-columns", String(count));
      }
      for (const article of page.querySelectorAll<HTMLElement>(":scope > article")) {
        const height = heights.get(article);
        // A hidden page reports no height; its posts keep their last span until it is shown again.
        if (height !== undefined && height > 0) article.style.gridRowEnd = `span ${rowSpan(height, gap)}`;
      }
    }
  };

  const schedule = (): void => {
    if (timer !== null) options.cancel(timer);
    timer = options.schedule(apply, MASONRY_RESIZE_DEBOUNCE_MS);
  };

  const observer =
    typeof ResizeObserver === "function"
      ? new ResizeObserver((entries) => {
          for (const entry of entries) {
            const box = entry.borderBoxSize[0];
            heights.set(entry.target, box ? box.blockSize : entry.contentRect.height);
          }
          schedule();
        })
      : null;
  // The feed's own width decides the columns when the theme's configuration changes with the breakpoint.
  observer?.observe(feed);

  return {
    add(page) {
      if (pages.has(page)) {
        schedule();
        return;
      }
      pages.add(page);
      for (const article of page.querySelectorAll(":scope > article")) observer?.observe(article);
      schedule();
    },
    destroy() {
      observer?.disconnect();
      if (timer !== null) options.cancel(timer);
      for (const page of pages) {
        page.removeAttribute("data-column-count");
        page.style.removeProperty("--enhance-masonry-columns");
        for (const article of page.querySelectorAll<HTMLElement>(":scope > article")) {
          article.style.removeProperty("grid-row-end");
        }
      }
      pages.clear();
      heights.clear();
    },
  };
}
