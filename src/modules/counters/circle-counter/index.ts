import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "circle-counter",
  selector: ".et_pb_circle_counter",
  strategy: "visible",
  load: () => import("./circle-counter"),
});
