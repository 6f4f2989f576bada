import type { Cleanup, ModuleContext } from "../../../../boot/types";
import { createAttributeJournal } from "../../../../core/attribute-journal";
import { Carousel } from "../Carousel";
import { itemsPerGroup } from "../engine";
import { restoreClasses } from "../host";
import { mountSlider } from "../mount";
import { CAROUSEL_SLIDE_MS, parseExtraAutoplay } from "../options";
import { headingText, parseItems } from "../parse";
import type { TransitionOptions } from "../use-slider";

const TRANSITION: TransitionOptions = { effect: "slide", durationMs: CAROUSEL_SLIDE_MS, waitAfterMs: 0 };
/** A post card narrower than this is unreadable: the carousel shows fewer per group instead. */
export const POST_CARD_MIN_WIDTH_PX = 200;
/** Extra hides the cards that do not fit until its script has grouped them. */
const LOADING_CLASSES = [
  "carousel-item-hide-on-load",
  "carousel-item-hide-on-load-medium",
  "carousel-item-hide-on-load-small",
];

const perGroup = (width: number): number => itemsPerGroup(width, POST_CARD_MIN_WIDTH_PX);
// Each card fills its column of the group; Extra's own fractional widths would shrink it inside the column.
const itemStyle = (): { width: string } => ({ width: "auto" });

/**
 * `div.posts-carousel-module[data-autoplay] > .module-head + .posts-slider-module-items.carousel-items >
 * article.carousel-item`: the cards are grouped 1 to 4 by width into `div.carousel-group.et_pb_slide`, which slide.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const { options: autoplay, problems } = parseExtraAutoplay(element.getAttribute("data-autoplay"));
  const parsed = parseItems(element, "carousel-items", "carousel-item");
  const initialWidth = element.querySelector(".carousel-items")?.getBoundingClientRect().width ?? 0;
  const hostClass = element.getAttribute("class");
  const items = parsed.ok ? parsed.model.items : [];
  const journal = createAttributeJournal();
  for (const item of items) journal.remember(item, "style");
  const savedClasses = items.map((item) => item.getAttribute("class"));
  const cleanup = mountSlider(element, context, {
    parsed,
    problems,
    label: headingText(element, ".module-head h1, .module-head h2") ?? "Posts carousel",
    render: (model) => (
      <Carousel
        host={element}
        context={context}
        model={model}
        autoplay={autoplay}
        transition={TRANSITION}
        hoverClass="et_slider_hovered"
        groupClass="carousel-group et_pb_slide"
        activeGroupClass="et-pb-active-slide"
        arrowsFirst={false}
        initialWidth={initialWidth}
        perGroup={perGroup}
        itemStyle={itemStyle}
      />
    ),
    restore: () => {
      restoreClasses(element, hostClass, ["loading"]);
      journal.restore();
      items.forEach((item, index) => restoreClasses(item, savedClasses[index] ?? null, LOADING_CLASSES));
    },
  });
  if (cleanup) {
    element.classList.remove("loading");
    for (const item of items) item.classList.remove(...LOADING_CLASSES);
  }
  return cleanup;
}
