import { defineModule } from "../../../../boot/types";

/** The gallery module in slider mode (`.et_pb_gallery.et_pb_slider`); the gallery grid is another module. */
export default defineModule({
  name: "gallery-slider",
  selector: ".et_pb_gallery.et_pb_slider",
  strategy: "visible",
  load: () => import("./gallery-slider-island"),
});
