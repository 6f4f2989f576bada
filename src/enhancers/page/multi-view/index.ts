import { defineEnhancer } from "../../../boot/types";

/**
 * Multi-view elements: the desktop, tablet or phone values (content, attributes, styles, classes, visibility)
 * and the hover values. Eager, because the theme hides an element whose server HTML is wrong for the device until
 * the script has swapped it; the mount only parses one attribute and writes what differs from the server.
 */
export default defineEnhancer({
  name: "multi-view",
  selector: "[data-et-multi-view]",
  strategy: "eager",
  readsConfig: false,
  load: () => import("./multi-view"),
});
