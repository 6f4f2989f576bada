import type { Cleanup, ModuleContext } from "../../../boot/types";
import { mountSlider } from "./mount";
import { MODULE_FADE_MS, parseSliderClasses } from "./options";
import { parseSlides } from "./parse";
import { SimpleSlider } from "./SimpleSlider";
import type { TransitionOptions } from "./use-slider";

const TRANSITION: TransitionOptions = { effect: "fade", durationMs: MODULE_FADE_MS, waitAfterMs: 0 };

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const { options, problems } = parseSliderClasses(element.className);
  const postSlider = element.matches(".et_pb_post_slider, .et_pb_fullwidth_post_slider");
  return mountSlider(element, context, {
    parsed: parseSlides(element, "et_pb_slides", "et_pb_slide"),
    problems,
    label: postSlider ? "Post slider" : "Slider",
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
