import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "countdown",
  selector: ".et_pb_countdown_timer",
  strategy: "visible",
  load: () => import("./countdown"),
});
