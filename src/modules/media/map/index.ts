import { defineEnhancer } from "../../../boot/types";

/** The map module: its pins as a list at once, then a Leaflet map (its own chunk) with keyboard-operable pins. */
export default defineEnhancer({
  name: "map",
  selector: ".et_pb_map_container",
  strategy: "visible",
  load: () => import("./map"),
});
