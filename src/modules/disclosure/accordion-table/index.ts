import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "accordion-table",
  selector: ".enhance-accordion-table",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./accordion-table"),
});
