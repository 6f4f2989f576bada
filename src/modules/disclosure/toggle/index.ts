import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "toggle",
  selector: ".et_pb_toggle:not(.et_pb_accordion_item)",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./toggle-island"),
});
