import { defineEnhancer } from "../../../boot/types";

/** The theme's fixed header (`body.et_fixed_nav #main-header`): hides on scroll down, shows on scroll up. */
export default defineEnhancer({
  name: "fixed-header",
  selector: "#main-header",
  strategy: "eager",
  appliesTo: (header) => header.ownerDocument.body.classList.contains("et_fixed_nav"),
  readsConfig: false,
  load: () => import("./fixed-header"),
});
