import { defineModule } from "../../../boot/types";

/** Divi's slider, fullwidth slider, post slider and fullwidth post slider (they all carry `.et_pb_slider`). */
export default defineModule({
  name: "slider",
  // The gallery in slider mode and the video slider's inner slider have definitions of their own.
  selector: ".et_pb_slider:not(.et_pb_gallery):not(.et_pb_video_slider > .et_pb_slider)",
  strategy: "visible",
  load: () => import("./slider-island"),
});
