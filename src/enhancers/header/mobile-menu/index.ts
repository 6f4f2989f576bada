import { defineEnhancer } from "../../../boot/types";

/**
 * The mobile menu of the Divi header and of the menu modules: a 500 ms slide-down disclosure. The theme shows
 * it only up to the tablet breakpoint, so its code loads only when the window is that narrow (and later, if the
 * window narrows).
 */
export default defineEnhancer({
  name: "mobile-menu",
  selector: "#main-header, .et_pb_menu, .et_pb_fullwidth_menu",
  strategy: "media",
  // TABLET_MAX_WIDTH (src/core/breakpoints.ts), written out so the loader does not pull that module in.
  media: "(max-width: 980px)",
  appliesTo: (element) => element.querySelector(".mobile_nav .mobile_menu_bar") !== null,
  load: () => import("./mobile-menu"),
});
