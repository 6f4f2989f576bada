import { sharedStyleSheet } from "../../../core/styles";
import { MASONRY_GAP, masonryGridRules } from "./at-rest";

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
 *
 * A page's first heights are applied at once, in the observer's callback, which runs after layout and before
 * paint: until its posts have spans they all sit in the grid's first row, and a page painted so (collapsed for the
 * debounce's 100 ms) would move everything below it twice.
 */

/** Spec 9: masonry resize debounce. */
export const MASONRY_RESIZE_DEBOUNCE_MS = 100;
export { MASONRY_GAP, MASONRY_MAX_COLUMNS, MASONRY_MIN_COLUMN_WIDTH } from "./at-rest";

export const MASONRY_CLASS = "enhance-blog-feed--masonry";
/** Set on a page once each of its posts spans its rows: only then are the rows 1 px. */
export const MASONRY_PACKED_ATTRIBUTE = "data-masonry-packed";

/**
 * The rules the grid needs, adopted by the document while a masonry feed is mounted: the grid of `enhance.css`
 * (at-rest.ts), the theme's column count when it has one, and 1 px rows once the posts span them. The `::before`
 * that holds Salvattore's configuration is taken out of the grid (it would be a grid item) without touching its
 * `content`, which the script still reads.
 */
export const MASONRY_CSS = `${masonryGridRules(`.${MASONRY_CLASS}`)}
.${MASONRY_CLASS} .paginated_page[data-columns][data-column-count] {
  grid-template-columns: repeat(var(--enhance-masonry-columns), minmax(0, 1fr));
}
.${MASONRY_CLASS} .paginated_page[data-columns][${MASONRY_PACKED_ATTRIBUTE}] { grid-auto-rows: 1px; row-gap: 0; }
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
  /** A page was added whose posts have not been measured yet. */
  let firstHeightsPending = false;

  const columnCount = (page: HTMLElement): number | null => {
    const view = page.ownerDocument.defaultView;
    if (view === null) return null;
    return parseColumnConfiguration(view.getComputedStyle(page, "::before").content);
  };

  const applyColumns = (page: HTMLElement): void => {
    const count = columnCount(page);
    if (count === null) {
      page.removeAttribute("data-column-count");
      page.style.removeProperty("--enhance-masonry-columns");
    } else {
      page.dataset["columnCount"] = String(count);
      page.style.setProperty("--enhance-masonry-columns", String(count));
    }
  };

  const apply = (): void => {
    timer = null;
    for (const page of pages) {
      if (!page.isConnected) continue;
      applyColumns(page);
      const articles = [...page.querySelectorAll<HTMLElement>(":scope > article")];
      // A hidden page reports no height; its posts keep their last spans until it is shown again. The rows turn
      // 1 px only once every post spans them: before, a post without a span would fold into one row.
      if (!articles.every((article) => (heights.get(article) ?? 0) > 0)) continue;
      for (const article of articles)
        article.style.gridRowEnd = `span ${rowSpan(heights.get(article) ?? 0, gap)}`;
      page.setAttribute(MASONRY_PACKED_ATTRIBUTE, "");
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
          if (firstHeightsPending) {
            firstHeightsPending = false;
            if (timer !== null) options.cancel(timer);
            apply();
          } else {
            schedule();
          }
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
      // The columns come first, so the posts' first heights are measured at their final width.
      applyColumns(page);
      for (const article of page.querySelectorAll(":scope > article")) observer?.observe(article);
      if (observer) firstHeightsPending = true;
      else schedule();
    },
    destroy() {
      observer?.disconnect();
      if (timer !== null) options.cancel(timer);
      for (const page of pages) {
        page.removeAttribute("data-column-count");
        page.removeAttribute(MASONRY_PACKED_ATTRIBUTE);
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
