import type { Cleanup, ModuleContext } from "../../../../boot/types";
import { createAttributeJournal } from "../../../../core/attribute-journal";
import { Carousel } from "../Carousel";
import { portfolioColumns, portfolioItemHeight } from "../engine";
import { mountSlider } from "../mount";
import { parsePortfolioAutoplay, PORTFOLIO_SLIDE_MS, PORTFOLIO_WAIT_MS } from "../options";
import { headingText, parseItems } from "../parse";
import type { TransitionOptions } from "../use-slider";

const TRANSITION: TransitionOptions = {
  effect: "slide",
  durationMs: PORTFOLIO_SLIDE_MS,
  waitAfterMs: PORTFOLIO_WAIT_MS,
};

// Each project fills its column and is 75 % as high as it is wide.
const itemStyle = (width: number, columns: number): { width: string; height: string } => {
  const height = portfolioItemHeight(width, columns);
  return { width: "auto", height: height > 0 ? `${Math.round(height)}px` : "" };
};
const trackClass = (columns: number): string => `columns-${columns}`;

/**
 * `div.et_pb_fullwidth_portfolio.et_pb_fullwidth_portfolio_carousel > h2.et_pb_portfolio_title? +
 * .et_pb_portfolio_items > .et_pb_portfolio_item`: the projects are grouped by the portfolio's columns (5 at
 * 1600 px, 4 from 1024, 3 from 768, 2 from 480, else 1) into `div.et_pb_carousel_group`, which slide in 700 ms
 * and hold 100 ms before the next move.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const { options: autoplay, problems } = parsePortfolioAutoplay(
    element.getAttribute("data-auto-rotate"),
    element.getAttribute("data-auto-rotate-speed"),
  );
  const parsed = parseItems(element, "et_pb_portfolio_items", "et_pb_portfolio_item");
  const initialWidth = element.querySelector(".et_pb_portfolio_items")?.getBoundingClientRect().width ?? 0;
  const journal = createAttributeJournal();
  for (const item of parsed.ok ? parsed.model.items : []) journal.remember(item, "style");
  return mountSlider(element, context, {
    parsed,
    problems,
    label: headingText(element, ".et_pb_portfolio_title") ?? "Portfolio",
    render: (model) => (
      <Carousel
        host={element}
        context={context}
        model={model}
        autoplay={autoplay}
        transition={TRANSITION}
        hoverClass="et_carousel_hovered"
        groupClass="et_pb_carousel_group"
        activeGroupClass="active"
        arrowsFirst
        initialWidth={initialWidth}
        perGroup={portfolioColumns}
        itemStyle={itemStyle}
        trackClass={trackClass}
      />
    ),
    restore: journal.restore,
  });
}
