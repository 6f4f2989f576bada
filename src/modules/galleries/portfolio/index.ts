import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "filterable-portfolio",
  selector: ".et_pb_filterable_portfolio",
  strategy: "visible",
  load: () => import("./portfolio"),
});
