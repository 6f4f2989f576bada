import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "trending-ticker",
  selector: ".enhance-trending-ticker, #et-trending",
  strategy: "visible",
  load: () => import("./trending-ticker"),
});
