import { defineEnhancer } from "../../../boot/types";

/** Fullscreen fullwidth headers: sized to the viewport at once, so nothing jumps when the script arrives. */
export default defineEnhancer({
  name: "fullscreen-header",
  selector: ".et_pb_fullwidth_header.et_pb_fullscreen",
  strategy: "eager",
  readsConfig: false,
  load: () => import("./fullscreen-header"),
});
