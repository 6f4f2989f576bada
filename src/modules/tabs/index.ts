import { defineModule } from "../../boot/types";

export default defineModule({
  name: "tabs",
  selector: ".et_pb_tabs",
  strategy: "visible",
  load: () => import("./tabs-island"),
});
