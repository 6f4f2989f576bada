import { defineModule } from "../../../boot/types";

/** The Divi Plus live search module (`dipl_ajax_search_results`), an accessible combobox. */
export default defineModule({
  name: "live-search",
  selector: ".dipl_ajax_search_wrap",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./live-search"),
});
