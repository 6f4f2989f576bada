import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "back-to-top",
  selector: ".et_pb_scroll_top",
  strategy: "idle",
  load: () => import("./back-to-top"),
});
