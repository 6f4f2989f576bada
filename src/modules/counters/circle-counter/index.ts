import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "circle-counter",
  selector: ".et_pb_circle_counter",
  strategy: "visible",
  load: () => import("./circle-counter"),
});
