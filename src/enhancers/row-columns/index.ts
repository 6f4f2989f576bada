import { defineEnhancer } from "../../boot/types";

export default defineEnhancer({
  name: "row-columns",
  selector: ".et_pb_row",
  strategy: "eager",
  load: () => import("./row-columns"),
});
