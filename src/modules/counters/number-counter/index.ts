import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "number-counter",
  selector: ".et_pb_number_counter",
  strategy: "visible",
  load: () => import("./number-counter"),
});
