import { defineEnhancer } from "../../../boot/types";

/** One instance for the page: it reads `et_animation_data` and watches every animated module. */
export default defineEnhancer({
  name: "animations",
  selector: "body",
  strategy: "eager",
  // Pages without animated modules never load this chunk (the server marks them et_animated / et-waypoint).
  appliesTo: (body) =>
    body.getElementsByClassName("et_animated").length > 0 ||
    body.getElementsByClassName("et-waypoint").length > 0,
  load: () => import("./animations"),
});
