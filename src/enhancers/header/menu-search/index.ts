import { defineEnhancer } from "../../../boot/types";

/** The search overlay of the menu modules and of the Divi header, opened by their search icon. */
export default defineEnhancer({
  name: "menu-search",
  selector: "#main-header, .et_pb_menu, .et_pb_fullwidth_menu",
  strategy: "visible",
  appliesTo: (element) => element.querySelector(".et_pb_menu__search-button, #et_top_search") !== null,
  readsConfig: false,
  load: () => import("./menu-search"),
});
