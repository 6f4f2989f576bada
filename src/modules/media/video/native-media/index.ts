import { defineModule } from "../../../../boot/types";

/** Media that other modules own: section backgrounds, the video module, sliders' slides. */
const OWNED_ELSEWHERE =
  ".et_pb_section_video_bg, .et_pb_video, .et_pb_slider, .et_pb_video_slider, .et_pb_map";

/** Native `<video>` and `<audio>`: native controls kept, playback errors said in words. */
export default defineModule({
  name: "native-media",
  selector: "video, audio",
  strategy: "visible",
  appliesTo: (element) => !element.closest(OWNED_ELSEWHERE),
  load: () => import("./native-media"),
});
