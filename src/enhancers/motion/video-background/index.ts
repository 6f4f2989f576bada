import { defineEnhancer } from "../../../boot/types";

/** Section background videos: they play while in view. */
export default defineEnhancer({
  name: "video-background",
  selector: ".et_pb_section_video_bg video",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./video-background"),
});
