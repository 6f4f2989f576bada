import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "bar-counters",
  selector: ".et_pb_counters",
  strategy: "visible",
  load: () => import("./bar-counters"),
});
