import { defineModule } from "../../../boot/types";

/** Grid galleries; the slider-mode gallery (`.et_pb_gallery.et_pb_slider`) belongs to the slider family. */
export default defineModule({
  name: "gallery",
  selector: ".et_pb_gallery_grid:not(.et_pb_slider)",
  strategy: "visible",
  load: () => import("./gallery"),
});
