import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "back-to-top",
  selector: ".et_pb_scroll_top",
  strategy: "idle",
  readsConfig: false,
  load: () => import("./back-to-top-island"),
});
