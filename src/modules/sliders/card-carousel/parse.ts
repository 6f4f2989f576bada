import { otherChildNodes, type ParseResult } from "../../../boot/island";

/** A card carousel as the server rendered it: `.enhance-card-carousel` > `.swiper-wrapper` > `.swiper-slide`. */
export interface CardCarouselModel {
  /** The server's slides, in order; each is adopted, as it is, into one of Swiper's slides. */
  readonly slides: readonly HTMLElement[];
  /** Every slide alone in its own list: `useAdopt` wants a stable list per element it fills. */
  readonly slideNodes: ReadonlyArray<readonly Node[]>;
  /** What the carousel holds besides the wrapper, before and after it; kept in place. */
  readonly nodesBefore: readonly Node[];
  readonly nodesAfter: readonly Node[];
  /** The wrapper's id, if the server gave it one: the controls' `aria-controls` keeps pointing at it. */
  readonly wrapperId: string | null;
}

export function parseCardCarousel(element: HTMLElement): ParseResult<CardCarouselModel> {
  const wrapper = element.querySelector<HTMLElement>(":scope > .swiper-wrapper");
  const slides = wrapper
    ? [...wrapper.children].filter(
        (child): child is HTMLElement =>
          child instanceof HTMLElement && child.classList.contains("swiper-slide"),
      )
    : [];
  if (!wrapper || slides.length === 0) {
    return { ok: false, reason: "no .swiper-wrapper > .swiper-slide inside the carousel" };
  }
  const others = otherChildNodes(element, [wrapper]);
  const isBeforeWrapper = (node: Node): boolean =>
    Boolean(node.compareDocumentPosition(wrapper) & Node.DOCUMENT_POSITION_FOLLOWING);
  return {
    ok: true,
    model: {
      slides,
      slideNodes: slides.map((slide) => [slide]),
      nodesBefore: others.filter(isBeforeWrapper),
      nodesAfter: others.filter((node) => !isBeforeWrapper(node)),
      wrapperId: wrapper.id || null,
    },
  };
}
