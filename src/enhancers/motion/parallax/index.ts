import { defineEnhancer } from "../../../boot/types";

/** True parallax backgrounds; the CSS-only kind (`et_pb_parallax_css`) is left to the stylesheet. */
export default defineEnhancer({
  name: "parallax",
  selector: ".et_parallax_bg:not(.et_pb_parallax_css)",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./parallax"),
});
