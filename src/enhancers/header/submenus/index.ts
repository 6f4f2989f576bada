import { defineEnhancer } from "../../../boot/types";

/**
 * Sub-menus of the desktop header menu and of the menu modules that would leave the viewport (the last item's
 * dropdown at the right edge, a third level) open toward the inside instead. The theme's CSS still opens them on
 * hover and focus; the code loads with the first pointer or focus in a menu that has sub-menus.
 */
export default defineEnhancer({
  name: "submenus",
  selector: "#top-menu, ul.et-menu",
  strategy: "interaction",
  appliesTo: (element) => element.querySelector("li.menu-item-has-children > ul.sub-menu") !== null,
  readsConfig: false,
  load: () => import("./submenus"),
});
