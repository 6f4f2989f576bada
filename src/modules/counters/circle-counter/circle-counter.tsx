import type { Cleanup, ModuleContext } from "../../../boot/types";
import { mountParsedIslandBeside } from "../../../boot/island";
import { CircleCounter } from "./CircleCounter";
import { parseCircleCounter } from "./parse";

export {
  CIRCLE_LINE_WIDTH,
  DEFAULT_TRACK_ALPHA,
  DEFAULT_TRACK_COLOR,
  drawCircle,
  parseAlpha,
  type CircleStyle,
} from "./ring";

/**
 * The circle counter (`.et_pb_circle_counter` > `.et_pb_circle_counter_inner[data-number-value]` >
 * `.percent > p > span.percent-value`): a ring drawn on a canvas fills to its percentage in 1800 ms once it is on
 * screen while the number counts up. Bar colour `data-bar-bg-color`, track colour `data-color` at opacity
 * `data-alpha`, each with `-tablet`, `-phone` and `-hover` variants as the theme's easyPieChart set-up reads them.
 * A React root that keeps every server node and adds the canvas and the screen readers' copy of the value.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseCircleCounter(element, context.config.pbCustom.accent_color, (message, ...details) =>
    context.log.warn(message, ...details),
  );
  const reducedMotion = context.reducedMotion();
  return mountParsedIslandBeside(element, context, parsed, (model) => (
    <CircleCounter model={model} context={context} reducedMotion={reducedMotion} />
  ));
}
