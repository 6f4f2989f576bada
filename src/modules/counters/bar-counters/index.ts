import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "bar-counters",
  selector: ".et_pb_counters",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./bar-counters"),
});
