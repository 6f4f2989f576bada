import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "smooth-scroll",
  selector: "body.et_smooth_scroll",
  strategy: "idle",
  readsConfig: false,
  load: () => import("./smooth-scroll"),
});
