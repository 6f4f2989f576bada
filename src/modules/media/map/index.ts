import { defineModule } from "../../../boot/types";

/**
 * The map module: its pins as a list for screen readers, a preview of the map's tiles and pins without a map
 * library, and on the first interaction a Leaflet map (its own chunk) with keyboard-operable pins. A React root;
 * its chunk exports only the mount, so the loader imports it as it is and can import it again.
 */
export default defineModule({
  name: "map",
  selector: ".et_pb_map_container",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./map"),
});
