import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "filterable-portfolio",
  selector: ".et_pb_filterable_portfolio",
  strategy: "visible",
  load: () => import("./portfolio"),
});
