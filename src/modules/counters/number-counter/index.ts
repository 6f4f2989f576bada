import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "number-counter",
  selector: ".et_pb_number_counter",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./number-counter"),
});
