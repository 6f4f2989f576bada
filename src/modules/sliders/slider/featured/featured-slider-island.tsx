import type { Cleanup, ModuleContext } from "../../../../boot/types";
import { mountSlider } from "../mount";
import { FADE_MS, parseExtraAutoplay } from "../options";
import { parseSlides } from "../parse";
import { SimpleSlider } from "../SimpleSlider";
import type { TransitionOptions } from "../use-slider";

const TRANSITION: TransitionOptions = { effect: "fade", durationMs: FADE_MS, waitAfterMs: 0 };

/**
 * `div.featured-posts-slider-module[data-autoplay] > .posts-slider-module-items > article.carousel-item.et_pb_slide`:
 * Extra runs the theme's simple slider on it with arrows and dots and the 500 ms fade.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const { options: autoplay, problems } = parseExtraAutoplay(element.getAttribute("data-autoplay"));
  return mountSlider(element, context, {
    parsed: parseSlides(element, "posts-slider-module-items", "et_pb_slide"),
    problems,
    label: "Featured posts",
    render: (model) => (
      <SimpleSlider
        host={element}
        context={context}
        model={model}
        options={{ autoplay, arrows: true, pagination: true }}
        transition={TRANSITION}
        hoverClass="et_slider_hovered"
      />
    ),
  });
}
