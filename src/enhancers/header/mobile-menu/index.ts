import { defineEnhancer } from "../../../boot/types";

/**
 * The mobile menu of the Divi header and of the menu modules: a 500 ms slide-down disclosure. The theme shows
 * it only up to the tablet breakpoint (980 px; Extra up to 1024 px), so its code loads only when the window is
 * that narrow (and later, if the window narrows).
 */
export default defineEnhancer({
  name: "mobile-menu",
  selector: "#main-header, .et_pb_menu, .et_pb_fullwidth_menu",
  strategy: "media",
  // Extra's mobile width (EXTRA_MOBILE_MENU_MAX_WIDTH), the wider of the two themes', written out so the loader
  // does not pull the module in. A Divi page from 981 to 1024 px loads it too; its CSS keeps the menu hidden there.
  media: "(max-width: 1024px)",
  appliesTo: (element) => element.querySelector(".mobile_nav .mobile_menu_bar") !== null,
  readsConfig: false,
  load: () => import("./mobile-menu"),
});
