import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "accordion",
  selector: ".et_pb_accordion",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./accordion-island"),
});
