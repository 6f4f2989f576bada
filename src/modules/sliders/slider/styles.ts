import { sharedStyleSheet } from "../../../core/styles";

/**
 * The few rules the slider needs whatever the theme's stylesheet says, adopted once per document while a slider is
 * mounted. The theme styles its controls as links (`.et-pb-controllers a`); ours are buttons, so the dots get
 * their look here. Rules the theme should be able to override are wrapped in `:where()` (no specificity).
 */
const RULES = `
[data-enhance-slide][hidden] { display: none !important; }
[data-enhance-track] { touch-action: pan-y; }
:where(.et-pb-slider-arrows) > button {
  appearance: none; background: none; border: 0; margin: 0; padding: 0; font: inherit; color: inherit; cursor: pointer;
}
:where(.et-pb-slider-arrows) > button:focus-visible { opacity: 1 !important; }
.et_pb_slider:focus-within > .et-pb-slider-arrows .et-pb-arrow-prev { left: 22px; opacity: 1; }
.et_pb_slider:focus-within > .et-pb-slider-arrows .et-pb-arrow-next { right: 22px; opacity: 1; }
:where(.et-pb-controllers) > button {
  appearance: none; position: relative; display: inline-block; width: 24px; height: 24px; margin: 0 2px;
  padding: 0; border: 0; background: none; color: inherit; font-size: 0; vertical-align: middle; cursor: pointer;
}
:where(.et-pb-controllers) > button::before {
  content: ""; position: absolute; inset: 8px; border-radius: 50%; background: currentColor; opacity: 0.45;
}
:where(.et-pb-controllers) > button.et-pb-active-control::before { opacity: 1; }
:where(.et_pb_carousel_item) { position: relative; cursor: pointer; }
:where(.et_pb_carousel_item .et_pb_video_overlay) {
  display: block; position: relative; aspect-ratio: 16 / 9; background-size: cover; background-position: center;
}
:where(.et_pb_carousel_item .et_pb_video_play) {
  appearance: none; position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; padding: 0; border: 0;
  background: none; color: inherit; cursor: pointer;
}
.enhance-slider-rotation {
  position: absolute; z-index: 110; top: 8px; right: 8px; display: inline-flex; align-items: center;
  min-width: 24px; min-height: 24px; margin: 0; padding: 4px 10px; border: 0; border-radius: 3px;
  background: #222; color: #fff; font: 600 13px/1.2 sans-serif; cursor: pointer;
}
`;

/** Adopts the rules while at least one slider uses them; call the returned function on unmount. */
export const adoptSliderStyles = sharedStyleSheet(RULES);
