import type { Cleanup, ModuleContext } from "../../../../boot/types";
import { mountSlider } from "../mount";
import { MODULE_FADE_MS, parseSliderClasses } from "../options";
import { parseSlides } from "../parse";
import { SimpleSlider } from "../SimpleSlider";
import type { TransitionOptions } from "../use-slider";

const TRANSITION: TransitionOptions = { effect: "fade", durationMs: MODULE_FADE_MS, waitAfterMs: 0 };

/** Each `.et_pb_gallery_item` of `.et_pb_gallery_items` is a slide; its image link stays as the server wrote it. */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const { options, problems } = parseSliderClasses(element.className);
  return mountSlider(element, context, {
    parsed: parseSlides(element, "et_pb_gallery_items", "et_pb_gallery_item"),
    problems,
    label: "Gallery",
    render: (model) => (
      <SimpleSlider
        host={element}
        context={context}
        model={model}
        options={options}
        transition={TRANSITION}
        hoverClass="et_slider_hovered"
      />
    ),
  });
}
