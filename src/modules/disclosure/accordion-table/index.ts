import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "accordion-table",
  selector: ".enhance-accordion-table",
  strategy: "visible",
  load: () => import("./accordion-table"),
});
