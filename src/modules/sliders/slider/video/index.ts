import { defineModule } from "../../../../boot/types";

/** The video slider: its inner `.et_pb_slider`, the dots below it or the thumbnail track. */
export default defineModule({
  name: "video-slider",
  selector: ".et_pb_video_slider",
  strategy: "visible",
  load: () => import("./video-slider-island"),
});
