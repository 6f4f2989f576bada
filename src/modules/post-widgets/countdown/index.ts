import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "countdown",
  selector: ".et_pb_countdown_timer",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./countdown-island"),
});
