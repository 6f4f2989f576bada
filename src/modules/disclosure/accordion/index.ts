import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "accordion",
  selector: ".et_pb_accordion",
  strategy: "visible",
  load: () => import("./accordion-island"),
});
