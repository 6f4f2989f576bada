import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "circle-counter",
  selector: ".et_pb_circle_counter",
  // Mounted when its count starts, not when it comes near: until then `enhance.css` draws its empty ring, and its
  // root, its chunk and the canvas (as wide as its column where the site's stylesheet is missing) cost nothing.
  strategy: "reached",
  load: () => import("./circle-counter"),
});
