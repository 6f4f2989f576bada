import { defineModule } from "../../../boot/types";

/**
 * Media that other modules own: section backgrounds, the video module (the theme plays its own file with the
 * browser's controls, and its stylesheet has no player rules for it), the sliders' slides, a map's.
 */
const OWNED_ELSEWHERE =
  ".et_pb_section_video_bg, .et_pb_video, .et_pb_slider, .et_pb_video_slider, .et_pb_map";

/**
 * Every other `<video>` and `<audio>` the visitor plays (the audio module, WordPress's audio and video
 * shortcodes, a player in a post): the player the theme's stylesheet dresses (`.mejs-*`).
 */
export default defineModule({
  name: "media-player",
  selector: "video, audio",
  strategy: "visible",
  appliesTo: (element) => !element.closest(OWNED_ELSEWHERE),
  readsConfig: false,
  load: () => import("./media-player"),
});
