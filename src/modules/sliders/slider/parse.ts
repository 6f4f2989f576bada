import { attributesOf, type ElementProps, type ParseResult } from "../../../boot/island";

/**
 * Reads the slider markup of reference sections 2 ("Slider / fullwidth slider / post slider / video slider",
 * "Gallery") and 2.1 (Extra's featured posts slider and posts carousel). Nothing is rebuilt: the island re-creates
 * a slide's own element (same tag and attributes) and moves the server's child nodes into it, or, for carousels,
 * moves the server's item elements whole into the groups it renders.
 */

export interface SlideModel {
  readonly tag: string;
  readonly props: ElementProps;
  readonly nodes: readonly Node[];
}

export interface ElementModel {
  readonly tag: string;
  readonly props: ElementProps;
}

/** A container (`host` or a frame inside it) whose children are: other nodes, the track, other nodes. */
export interface SlidesModel {
  readonly before: readonly Node[];
  readonly track: ElementModel;
  readonly slides: readonly SlideModel[];
  /** Children of the track that are not slides, kept after them. */
  readonly trackOthers: readonly Node[];
  readonly after: readonly Node[];
  /** The slide the server marked `et-pb-active-slide`, else the first. */
  readonly activeIndex: number;
}

export interface ItemsModel {
  readonly before: readonly Node[];
  readonly track: ElementModel;
  /** The server's item elements, moved whole into the groups. */
  readonly items: readonly HTMLElement[];
  readonly trackOthers: readonly Node[];
  readonly after: readonly Node[];
}

export const ACTIVE_SLIDE_CLASS = "et-pb-active-slide";

/**
 * Controls the theme's script once appended: a page saved from a browser can still carry them. The island adds
 * working ones, so these are left out while it runs (and come back with the rest of the markup on cleanup).
 */
const STALE_CONTROLS = ["et-pb-slider-arrows", "et-pb-controllers", "et_pb_carousel"];

/** Elements and non-blank text (comments and indentation are left where they are). */
function meaningful(node: Node): boolean {
  if (node instanceof Element) return !STALE_CONTROLS.some((name) => node.classList.contains(name));
  return Boolean(node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
}

/** Inline styles only the theme's script wrote on a slide (a saved page): the island decides these itself. */
const SCRIPT_STYLES = ["display", "opacity", "zIndex"];

function slideProps(slide: Element): ElementProps {
  const props = attributesOf(slide);
  const style = props["style"];
  if (style && typeof style === "object") {
    props["style"] = Object.fromEntries(
      Object.entries(style).filter(([name]) => !SCRIPT_STYLES.includes(name)),
    );
  }
  return props;
}

export function elementModel(element: Element): ElementModel {
  return { tag: element.localName, props: attributesOf(element) };
}

/** The meaningful children of `parent` before and after `pivot`. */
export function around(parent: Element, pivot: Element): { before: Node[]; after: Node[] } {
  const children = [...parent.childNodes];
  const at = children.indexOf(pivot);
  return {
    before: children.slice(0, Math.max(0, at)).filter(meaningful),
    after: children.slice(at + 1).filter(meaningful),
  };
}

function trackOf(container: Element, trackClass: string): Element | null {
  return [...container.children].find((child) => child.classList.contains(trackClass)) ?? null;
}

/**
 * Slides that are elements of their own: `container > .<trackClass> > .<slideClass>`. With no track or no
 * slide, says why instead of guessing.
 */
export function parseSlides(
  container: Element,
  trackClass: string,
  slideClass: string,
): ParseResult<SlidesModel> {
  const track = trackOf(container, trackClass);
  if (!track) return { ok: false, reason: `no .${trackClass} inside the module` };
  const slideElements = [...track.children].filter((child) => child.classList.contains(slideClass));
  if (slideElements.length === 0) return { ok: false, reason: `no .${slideClass} in .${trackClass}` };
  const activeIndex = Math.max(
    0,
    slideElements.findIndex((slide) => slide.classList.contains(ACTIVE_SLIDE_CLASS)),
  );
  const { before, after } = around(container, track);
  return {
    ok: true,
    model: {
      before,
      track: elementModel(track),
      slides: slideElements.map((slide) => ({
        tag: slide.localName,
        props: slideProps(slide),
        nodes: [...slide.childNodes],
      })),
      trackOthers: [...track.childNodes].filter(
        (node) => meaningful(node) && !slideElements.includes(node as Element),
      ),
      after,
      activeIndex,
    },
  };
}

/** Items moved whole into groups: `container > .<trackClass> > .<itemClass>`. */
export function parseItems(
  container: Element,
  trackClass: string,
  itemClass: string,
): ParseResult<ItemsModel> {
  const track = trackOf(container, trackClass);
  if (!track) return { ok: false, reason: `no .${trackClass} inside the module` };
  const items = [...track.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(itemClass),
  );
  if (items.length === 0) return { ok: false, reason: `no .${itemClass} in .${trackClass}` };
  const { before, after } = around(container, track);
  return {
    ok: true,
    model: {
      before,
      track: elementModel(track),
      items,
      trackOthers: [...track.childNodes].filter(
        (node) => meaningful(node) && !items.includes(node as HTMLElement),
      ),
      after,
    },
  };
}

/** The text of the module's own heading, to name the carousel (Extra's `.module-head h1`, a portfolio title). */
export function headingText(host: Element, selector: string): string | null {
  const text = host.querySelector(selector)?.textContent?.replace(/\s+/g, " ").trim();
  return text ? text : null;
}
