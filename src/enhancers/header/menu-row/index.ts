import { defineEnhancer } from "../../../boot/types";

/**
 * The row holding a menu module is raised above the rows and sliders after it (z-index 3, or 6 in a section with a
 * divider), so the menu's dropdowns open over them. Eager: a dropdown can open with the first hover.
 */
export default defineEnhancer({
  name: "menu-row",
  selector: ".et_pb_row .et_pb_module.et_pb_menu",
  strategy: "eager",
  load: () => import("./menu-row"),
});
