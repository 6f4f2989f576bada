import { defineModule } from "../../../boot/types";

/**
 * Blog and portfolio modules with ajax pagination (`.et_pb_ajax_pagination_container`): their page links load
 * the next page into the module. The selector matches the module roots; `appliesTo` keeps modules without ajax
 * pagination from loading the chunk.
 */
export default defineModule({
  name: "ajax-pagination",
  selector: ".et_pb_blog_grid_wrapper, .et_pb_posts, .et_pb_portfolio, .et_pb_portfolio_grid",
  strategy: "visible",
  appliesTo: (element) => element.querySelector(".et_pb_ajax_pagination_container") !== null,
  readsConfig: false,
  load: () => import("./ajax-pagination"),
});
