import { pendingModule } from "../../../boot/marks";

/**
 * The sliders before they mount (`enhance.css`, src/at-rest): the first slide only, as the mounted slider shows
 * it (the others `hidden`) and as the theme's stylesheet does. Where a page lacks that stylesheet, every slide
 * would otherwise stand stacked until the slider mounts and then fold into one, moving all below it. Only while
 * the slider is pending (neither mounted nor failed); the video slider's inner slider is the video slider's own.
 */
export const SLIDER_AT_REST_CSS = `
.et_pb_slider:not(.et_pb_gallery, .et_pb_video_slider > *)${pendingModule("slider")} .et_pb_slides > .et_pb_slide ~ .et_pb_slide,
.featured-posts-slider-module${pendingModule("featured-posts-slider")} > .posts-slider-module-items > .carousel-item ~ .carousel-item {
  display: none;
}
`;
